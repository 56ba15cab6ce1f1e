//go:build !purego && gc

package kernel

import "unsafe"

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

func layer2(f []byte, size, h int, k1 *Coef, d1 []Coef, k2 *Coef, d2 []Coef, inverse bool) {
	if !k1.vec {
		layer2Generic(f, size, h, k1, d1, k2, d2, inverse)
		return
	}
	dm1 := &k1.mat // not read when there is one block, and d1 none
	if len(d1) > 0 {
		dm1 = &d1[0].mat
	}
	layer2GFNI(f, h*size, &k1.mat, &k2.mat, dm1, &d2[0].mat, unsafe.Sizeof(Coef{}), k1.w, inverse)
}

func butterfly2(dst, src *[4][]byte, k1, k2, k3 *Coef, inverse bool) {
	if !k1.vec {
		butterfly2Generic(dst, src, k1, k2, k3, inverse)
		return
	}
	quadGFNI(dst, src, &k1.mat, &k2.mat, &k3.mat, k1.w, inverse)
}

// mulRegion, fwd and inv are Mul, Fwd and Inv on the path k was prepared for.

func mulRegion(dst, src []byte, k *Coef) {
	if k.vec {
		mulGFNI(dst, src, &k.mat, k.w)
		return
	}
	mulRegionGeneric(dst, src, k)
}

func mulValues(dst, src [][]byte, c []uint32, w int) {
	if useRegion {
		mulValuesGFNI(dst, src, c, &byteMats()[w-1], w)
		return
	}
	mulValuesGeneric(dst, src, c, w)
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

func xorRegion(dst, src []byte) {
	if useRegion {
		xorVec(words(dst), words(src))
		return
	}
	xorGeneric(dst, src)
}

// words returns the bytes of a region (a whole number of chunks) as words,
// for xorVec.
func words(a []byte) []uint64 {
	if len(a) == 0 {
		return nil
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&a[0])), len(a)/8)
}
