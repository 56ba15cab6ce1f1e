//go:build !amd64 || purego || !gc

package kernel

// useRegion is false: this build has the generic code only.
const useRegion = false

func mulRegion(dst, src []byte, k *Coef) { mulRegionGeneric(dst, src, k) }
func mulValues(dst, src [][]byte, c []uint32, w int) {
	mulValuesGeneric(dst, src, c, w)
}
func fwd(u, v []byte, k *Coef)  { fwdGeneric(u, v, k) }
func inv(u, v []byte, k *Coef)  { invGeneric(u, v, k) }
func xorRegion(dst, src []byte) { xorGeneric(dst, src) }

func layer(f []byte, size, h int, k *Coef, d []Coef, inverse bool) {
	layerGeneric(f, size, h, k, d, inverse)
}

func layer2(f []byte, size, h int, k1 *Coef, d1 []Coef, k2 *Coef, d2 []Coef, inverse bool) {
	layer2Generic(f, size, h, k1, d1, k2, d2, inverse)
}

func butterfly2(dst, src *[4][]byte, k1, k2, k3 *Coef, inverse bool) {
	butterfly2Generic(dst, src, k1, k2, k3, inverse)
}
