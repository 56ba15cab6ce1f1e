//go:build !purego

package nimber

import "math/bits"

// The GFNI kernels apply a 64x64 matrix over GF(2) to eight words at a time.
// A word is a row of eight bytes; VPERMB transposes the 8x8 bytes of eight
// words so that lane o holds byte o of each, GF2P8AFFINEQB multiplies the
// eight bytes of a lane by one 8x8 block, and the byte planes are rotated
// lane by lane so that every block meets its input byte: output lane o sums
// block B[o][(o+r)%8] applied to input plane (o+r)%8 over r = 0..7.
// A last VPERMB transposes the result back.

// A gfniMatrix holds the blocks of a blockMatrix in the order of the
// rotations: g[r][o] = b[o][(o+r)%8].
type gfniMatrix [8][8]uint64

func newGFNIMatrix(b *blockMatrix) *gfniMatrix {
	var g gfniMatrix
	for r := range 8 {
		for o := range 8 {
			g[r][o] = b[o][(o+r)%8]
		}
	}
	return &g
}

// planePerms[r], for r < 8, is the VPERMB index that transposes eight words
// into byte planes and rotates the planes by r lanes: byte e of lane o is
// byte (o+r)%8 of word e. planePerms[8] is the plain transpose, which takes
// the planes back to words.
var planePerms = func() (p [9][64]byte) {
	for o := range 8 {
		for e := range 8 {
			for r := range 8 {
				p[r][8*o+e] = byte(8*e + (o+r)%8)
			}
			p[8][8*o+e] = byte(8*e + o)
		}
	}
	return p
}()

// gfniScalarMin is the least length for which MulScalar builds the blocks
// of x -> c*x for the GFNI kernel rather than multiplying element by
// element.
const gfniScalarMin = 32

func mulScalar(dst, x []uint64, c uint64, add bool) {
	if !useGFNI || len(dst) < gfniScalarMin {
		mulScalarGeneric(dst, x, c, add)
		return
	}
	var cols [64]uint64
	for s := range cols {
		cols[s] = Mul(c, 1<<s)
	}
	g := newGFNIMatrix(newBlockMatrix(&cols))
	applyGFNI(dst, x, g, &planePerms, add)
}

// applyGFNI sets dst[i] to the matrix m applied to x[i], for
// len(dst) == len(x); with add it sets dst[i] ^= m x[i] instead. perms is
// &planePerms. It needs
// AVX-512 (F, BW, VBMI) and GFNI.
//
//go:noescape
func applyGFNI(dst, x []uint64, m *gfniMatrix, perms *[9][64]byte, add bool)

func mulSlice(dst, x, y []uint64) {
	mulSliceGeneric(dst, x, y)
}

// A blockMatrix holds a 64x64 matrix over GF(2) as 8x8 blocks in the layout
// of the GF2P8AFFINEQB instruction: b[o][i] maps byte i of the input to its
// contribution to byte o of the output, and bit j of byte 7-k of b[o][i] is
// the coefficient of input bit 8i+j in output bit 8o+k.
type blockMatrix [8][8]uint64

// newBlockMatrix returns the blocks of the linear map sending 2^s to
// cols[s].
func newBlockMatrix(cols *[64]uint64) *blockMatrix {
	var m blockMatrix
	for i := range 8 {
		for o := range 8 {
			// Row j of q (its byte j) is byte o of cols[8i+j]; transposed
			// and byte-reversed, that is the block.
			var q uint64
			for j := range 8 {
				q |= uint64(uint8(cols[8*i+j]>>(8*o))) << (8 * j)
			}
			m[o][i] = bits.ReverseBytes64(transpose8(q))
		}
	}
	return &m
}

// transpose8 transposes the 8x8 bit matrix whose row r is byte r of q: bit
// 8r+c moves to bit 8c+r (Hacker's Delight, 7-3).
func transpose8(q uint64) uint64 {
	t := (q ^ q>>7) & 0x00aa00aa00aa00aa
	q ^= t ^ t<<7
	t = (q ^ q>>14) & 0x0000cccc0000cccc
	q ^= t ^ t<<14
	t = (q ^ q>>28) & 0x00000000f0f0f0f0
	return q ^ t ^ t<<28
}
