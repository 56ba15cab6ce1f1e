//go:build !purego && gc

package kernel

// The kernels of kernel_amd64.s, on regions a and b of one length, a
// multiple of 64, for the matrices m of a Coef of width w (Coef.mat).

// mulGFNI sets a = c*b; a may be b.
//
//go:noescape
func mulGFNI(a, b []byte, m *[4][8]uint64, w int)

// mulValueGFNI sets a = c*b, for the constant c of width w whose matrices
// it sums from tab = &byteMats()[w-1].
//
//go:noescape
func mulValueGFNI(a, b []byte, tab *[256][4][8]uint64, c uint32, w int)

// fwdGFNI sets a += c*b, then b += a.
//
//go:noescape
func fwdGFNI(a, b []byte, m *[4][8]uint64, w int)

// invGFNI sets b += a, then a += c*b.
//
//go:noescape
func invGFNI(a, b []byte, m *[4][8]uint64, w int)

// layerGFNI is Layer for the matrices m of the first block and dm[z] of
// the changes, the regions of a half block (h size bytes) being half bytes.
//
//go:noescape
func layerGFNI(f []byte, half int, m *[4][8]uint64, dm *[32][4][8]uint64, w int, inverse bool)

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

// mulRegion, fwd and inv are Mul, Fwd and Inv on the path k was prepared for.

func mulRegion(dst, src []byte, k *Coef) {
	if k.vec {
		mulGFNI(dst, src, &k.mat, k.w)
		return
	}
	mulRegionGeneric(dst, src, k)
}

func mulValue(dst, src []byte, w int, c uint32) {
	if useRegion {
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
