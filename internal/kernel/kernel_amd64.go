//go:build !purego && gc

package kernel

import (
	"golang.org/x/sys/cpu"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// useGFNI selects the kernels of kernel_amd64.s, which need AVX-512
// (F) and GFNI. The tests clear it to check the generic code on the same
// machine.
var useGFNI = cpu.X86.HasAVX512F && cpu.X86.HasAVX512GFNI

// Paths are the assembly paths of this machine and build.
var Paths = cpupath.Set{
	{Name: "gfni", On: &useGFNI, Needs: []string{"avx512f", "gfni"}},
}

func layer(f []byte, size, h int, k *Coef, d []Coef, inverse bool) {
	if !k.vec {
		layerGeneric(f, size, h, k, d, inverse)
		return
	}
	var dm [32][4][8]uint64
	for z := range d {
		dm[z] = d[z].mat
	}
	layerGFNI(f, h*size, &k.mat, &dm, k.w, inverse)
}

// mul, fwd and inv are Mul, Fwd and Inv on the path k was prepared for.

func mul(dst, src []byte, k *Coef) {
	if k.vec {
		mulGFNI(dst, src, &k.mat, k.w)
		return
	}
	mulGeneric(dst, src, k)
}

func mulValue(dst, src []byte, w int, c uint32) {
	if useGFNI {
		mulValueGFNI(dst, src, &byteMats()[w-1], c, w)
		return
	}
	mulValueGeneric(dst, src, w, c)
}

func fwd(u, v []byte, k *Coef) {
	if k.vec {
		fwdGFNI(u, v, &k.mat, k.w)
		return
	}
	fwdGeneric(u, v, k)
}

func inv(u, v []byte, k *Coef) {
	if k.vec {
		invGFNI(u, v, &k.mat, k.w)
		return
	}
	invGeneric(u, v, k)
}
