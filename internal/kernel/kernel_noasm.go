//go:build !amd64 || purego || !gc

package kernel

// useRegion is false: this build has the generic code only.
const useRegion = false

func mulRegion(dst, src []byte, k *Coef)        { mulRegionGeneric(dst, src, k) }
func mulValue(dst, src []byte, w int, c uint32) { mulValueGeneric(dst, src, w, c) }
func fwd(u, v []byte, k *Coef)                  { fwdGeneric(u, v, k) }
func inv(u, v []byte, k *Coef)                  { invGeneric(u, v, k) }
func xorRegion(dst, src []byte)                 { xorGeneric(dst, src) }

func layer(f []byte, size, h int, k *Coef, d []Coef, inverse bool) {
	layerGeneric(f, size, h, k, d, inverse)
}
