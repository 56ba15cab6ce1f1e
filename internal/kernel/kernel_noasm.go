//go:build !amd64 || purego || !gc

package kernel

import "github.com/nimberdev/nimber/internal/cpupath"

// useGFNI is false: this build has the generic code only.
const useGFNI = false

// Paths is empty: this build has the generic code only.
var Paths cpupath.Set

func mul(dst, src []byte, k *Coef)              { mulGeneric(dst, src, k) }
func mulValue(dst, src []byte, w int, c uint32) { mulValueGeneric(dst, src, w, c) }
func fwd(u, v []byte, k *Coef)                  { fwdGeneric(u, v, k) }
func inv(u, v []byte, k *Coef)                  { invGeneric(u, v, k) }

func layer(f []byte, size, h int, k *Coef, d []Coef, inverse bool) {
	layerGeneric(f, size, h, k, d, inverse)
}
