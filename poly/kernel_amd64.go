//go:build !purego && gc

package poly

import (
	"math/bits"
	"sync"

	"github.com/nimberdev/nimber"
	"golang.org/x/sys/cpu"
)

// useVec selects the vector kernels of kernel_amd64.s and the polynomial
// basis as rep. The tests clear it to check the generic kernels on the same
// machine.
var useVec = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VPCLMULQDQ

func setVec(on bool) { useVec = on }

// toRep converts the nimbers src to rep in dst, for the vector kernels if
// vec is set; dst may be src.
func toRep(dst, src []uint64, vec bool) {
	if vec {
		nimber.ToPolyBasis(dst, src)
		return
	}
	copy(dst, src)
}

// fromRep undoes toRep.
func fromRep(dst, src []uint64, vec bool) {
	if vec {
		nimber.FromPolyBasis(dst, src)
		return
	}
	copy(dst, src)
}

// xorInto adds src to dst, word by word, for len(src) <= len(dst).
func xorInto(dst, src []uint64) {
	if useVec && len(src) >= 16 {
		xorVec(dst, src)
		return
	}
	xorGeneric(dst, src)
}

// addMul sets dst[i] ^= c*x[i] in rep (the vector kernels' if vec is set),
// for len(x) <= len(dst).
func addMul(dst, x []uint64, c uint64, vec bool) {
	if vec {
		addMulVec(dst, x, c)
		return
	}
	repAddMulGeneric(dst[:len(x)], x, c)
}

// mulOne returns x*y in rep.
func mulOne(x, y uint64, vec bool) uint64 {
	if !vec {
		return nimber.Mul(x, y)
	}
	var d [1]uint64
	mulVec(d[:], []uint64{x}, []uint64{y})
	return d[0]
}

// invOne returns 1/x in rep, for x != 0.
func invOne(x uint64, vec bool) uint64 {
	if !vec {
		return nimber.Inv(x)
	}
	v := []uint64{x}
	nimber.FromPolyBasis(v, v)
	v[0] = nimber.Inv(v[0])
	nimber.ToPolyBasis(v, v)
	return v[0]
}

// repMulSlice sets dst[i] = x[i]*y[i] in rep; dst may be x or y.
func repMulSlice(dst, x, y []uint64) {
	if useVec {
		mulVec(dst, x, y)
		return
	}
	nimber.MulSlice(dst, x, y)
}

// basecase sets dst to a*b in rep by the schoolbook method, for nonempty a
// and b and len(dst) == len(a)+len(b)-1.
func basecase(dst, a, b []uint64) {
	if !useVec {
		basecaseGeneric(dst, a, b)
		return
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	buf := getScratch(len(b) + 16)
	bp := *buf
	clear(bp[:8])
	copy(bp[8:], b)
	clear(bp[8+len(b):])
	basecaseVec(dst, a, bp)
	putScratch(buf)
}

// layer is layerGeneric, by the vector kernels if vec is set (then h must
// be a multiple of 8). A single block with the twiddle 0, the first layer
// of a transform on V_k, takes exclusive ors only.
func layer(f []uint64, h int, c uint64, d *[64]uint64, inverse, vec bool) {
	switch {
	case !vec || c == 0 && len(f) == 2*h: // one block with no products
		layerGeneric(f, h, c, d, inverse)
	case inverse:
		invLayer(f, len(f)/(2*h), h, c, d)
	default:
		fwdLayer(f, len(f)/(2*h), h, c, d)
	}
}

// chunk is chunkGeneric, by the vector kernels if vec is set (then len(f)
// must be 16 or more): layers with h >= 8 by fwdLayer or invLayer, the last
// three by fwdLeaf or invLeaf.
func chunk(f []uint64, t uint64, tab *fftTables, inverse, vec bool) {
	if !vec {
		chunkGeneric(f, t, tab, inverse)
		return
	}
	c := leafTwiddles(t, tab)
	if inverse {
		invLeaf(f, len(f)/16, &c, leafDeltas())
		for h := 8; h < len(f); h *= 2 {
			i := bits.TrailingZeros(uint(h))
			layer(f, h, twiddle(&tab.s, i, t), &tab.d[i], true, true)
		}
		return
	}
	for h := len(f) / 2; h >= 8; h /= 2 {
		i := bits.TrailingZeros(uint(h))
		layer(f, h, twiddle(&tab.s, i, t), &tab.d[i], false, true)
	}
	fwdLeaf(f, len(f)/16, &c, leafDeltas())
}

// leafTwiddles returns the twiddles of the leaf kernels for their first
// pair of groups, at t (a multiple of 16): for each word of their registers
// V, V1 and V0, the value of s_2, s_1 or s_0 at the position of its block.
func leafTwiddles(t uint64, tab *fftTables) (c [24]uint64) {
	offsets := [3][8]uint64{
		{0, 0, 0, 0, 8, 8, 8, 8},
		{0, 0, 8, 8, 4, 4, 12, 12},
		{0, 2, 8, 10, 4, 6, 12, 14},
	}
	for row, offs := range offsets {
		for j, o := range offs {
			c[8*row+j] = twiddle(&tab.s, 2-row, t|o)
		}
	}
	return c
}

// leafDeltas returns, for each z, the changes of the twiddles of layers 2,
// 1 and 0 (the same for each word of a layer) from a pair of groups p-1 to
// p with tzcnt(p) = z: by linearity, s_i(16 (2^(z+1) - 1)).
var leafDeltas = sync.OnceValue(func() *[64][3]uint64 {
	tab := tables(true)
	var d [64][3]uint64
	for z := range 60 {
		for row := range 3 {
			d[z][row] = twiddle(&tab.s, 2-row, 16*(1<<(z+1)-1))
		}
	}
	return &d
})
