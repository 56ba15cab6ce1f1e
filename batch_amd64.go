//go:build !purego && gc

package nimber

// The GFNI kernels apply a 64x64 matrix over GF(2) to eight words at a
// time. The matrix is cut into 8x8 blocks B[o][i], each mapping byte i of a
// word to its contribution to byte o of the image. Take a word as a row of
// eight bytes and eight words as an 8x8 byte matrix: for each i, VPERMB
// spreads column i (byte i of every word) to all eight lanes,
// GF2P8AFFINEQB multiplies lane o by B[o][i], and the eight results summed
// hold in lane o byte o of every image. A last VPERMB transposes them back
// into words.

// A gfniMatrix holds the blocks of a 64x64 matrix over GF(2) in the layout
// of GF2P8AFFINEQB: g[i][o] is B[o][i], and bit j of byte 7-k of it is the
// coefficient of input bit 8i+j in output bit 8o+k.
type gfniMatrix [8][8]uint64

// gfniPerms holds the VPERMB indices of the kernels. For i < 8, gfniPerms[i]
// spreads byte i of eight words to every lane: byte e of each lane is byte
// i of word e. gfniPerms[8] is the transpose of an 8x8 byte matrix: byte e
// of lane o is byte o of word e. gfniPerms[9] is that transpose with the
// bytes of each lane reversed, for gfniColumns.
var gfniPerms = func() (p [10][64]byte) {
	for o := range 8 {
		for e := range 8 {
			for i := range 8 {
				p[i][8*o+e] = byte(8*e + i)
			}
			p[8][8*o+e] = byte(8*e + o)
			p[9][8*o+e] = byte(8*(7-e) + o)
		}
	}
	return p
}()

// linearGFNI returns the gfniMatrix of a tabulated linear map, or the zero
// matrix if this machine has no GFNI.
func linearGFNI(m *linearMap) (g gfniMatrix) {
	if !useGFNI {
		return g
	}
	var cols [64]uint64
	for s := range cols {
		cols[s] = m[s/8][1<<(s%8)]
	}
	gfniColumns(&g, &cols, &gfniPerms)
	return g
}

// The basis changes of Mul as gfniMatrix values, for mulSliceAVX512.
var (
	toPolyGFNI   = linearGFNI(&toPoly)
	fromPolyGFNI = linearGFNI(&fromPoly)
)

// powersOfTwo[s] = 2^s.
var powersOfTwo = func() (p [64]uint64) {
	for s := range p {
		p[s] = 1 << s
	}
	return p
}()

// gfniScalarMin is the least length for which MulScalar builds the blocks
// of x -> c*x for the GFNI kernel rather than multiplying element by
// element.
const gfniScalarMin = 16

// mulScalar is MulScalar (add == false) and AddMulScalar (add == true).
func mulScalar(dst, x []uint64, c uint64, add bool) {
	if !useGFNI || len(dst) < gfniScalarMin {
		mulScalarGeneric(dst, x, c, add)
		return
	}
	// The columns c*2^s of the matrix, by the fastest MulSlice.
	cs := [64]uint64{}
	for s := range cs {
		cs[s] = c
	}
	var cols [64]uint64
	mulSlice(cols[:], cs[:], powersOfTwo[:])
	var g gfniMatrix
	gfniColumns(&g, &cols, &gfniPerms)
	applyGFNI(dst, x, &g, &gfniPerms, add)
}

// mulSlice is MulSlice.
func mulSlice(dst, x, y []uint64) {
	if useAVX512 {
		mulSliceAVX512(dst, x, y, &toPolyGFNI, &fromPolyGFNI, &gfniPerms)
		return
	}
	mulSliceGeneric(dst, x, y)
}
