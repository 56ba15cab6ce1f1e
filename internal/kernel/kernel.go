package kernel

// The region kernels: the nimber subfields F_(2^8), F_(2^16) and F_(2^32)
// on long regions of bytes, the product of a region by a constant of the
// field and the butterflies of the additive FFT. They serve package
// erasure, whose shards are such regions.
//
// Layout.
//
// A region is a sequence of chunks of 64 bytes. In the field of w bytes
// (w = 1, 2 or 4) a chunk holds 64/w symbols in w byte planes of 64/w bytes:
// byte i of symbol k of a chunk is the chunk's byte i*64/w + k. A symbol is
// the nimber whose byte i is its byte i, so the integers below 2^(8w), the
// nimbers of F_(2^(8w)), are its values. Every region handed to a kernel is
// a whole number of chunks; the kernels panic otherwise.
//
// Paths.
//
// On amd64 with AVX-512 and GFNI a chunk is one vector register. The product
// by a constant c is F_2-linear, a matrix of w x w blocks of 8 x 8 bits, each
// taking byte plane i of the input to its share of byte plane o of the
// product: GF2P8AFFINEQB applies to every 64-bit lane its own block, so w
// instructions on the register rotated by 0, 1, ..., w-1 planes (and w-1
// exclusive ors) give the product of the whole chunk. Elsewhere, and with the
// purego build tag, the generic code looks the product up in tables of the
// nibbles of each symbol. The path is "region" of Paths.

import (
	"crypto/subtle"
	"math/bits"
	"sync"
)

// ChunkSize is the size of a chunk, the unit of every region.
const ChunkSize = 64

// A Coef is a constant c of F_(2^(8w)) prepared for the kernels: its
// matrices for the vector path, or its tables for the generic path,
// whichever was in use when Set prepared it.
type Coef struct {
	c   uint32
	w   int
	vec bool
	// mat[r] holds, for each 64-bit lane q of the register, the block of
	// the product taking plane (o+r) mod w to plane o, o = q*w/8: the
	// matrices of GF2P8AFFINEQB for the input rotated by r planes.
	mat [4][8]uint64
	// nib[q][v] = c * (v << 4q), for q < 2w.
	nib [8][16]uint32
}

// Set prepares k for the product by c in the field of w bytes a symbol
// (w = 1, 2 or 4), and returns k. It panics if w is none of these or c is
// not below 2^(8w).
func (k *Coef) Set(w int, c uint32) *Coef {
	if (w != 1 && w != 2 && w != 4) || w < 4 && c>>(8*w) != 0 {
		panic("kernel: Coef.Set of a constant outside its field")
	}
	k.c, k.w, k.vec = c, w, useRegion
	if k.vec {
		k.setMat()
	} else {
		k.setNib()
	}
	return k
}

// Add sets k to the constant k + d (their exclusive or), which it prepares
// from the two without recomputing: the product by c is linear in c. Both
// must have been prepared for one width on one path; Add panics otherwise.
func (k *Coef) Add(d *Coef) {
	if k.w != d.w || k.vec != d.vec {
		panic("kernel: Coef.Add of constants prepared otherwise")
	}
	k.c ^= d.c
	if k.vec {
		for r := range k.w {
			for q := range 8 {
				k.mat[r][q] ^= d.mat[r][q]
			}
		}
		return
	}
	for q := range 2 * k.w {
		for v := range 16 {
			k.nib[q][v] ^= d.nib[q][v]
		}
	}
}

// Value returns the constant c of k.
func (k *Coef) Value() uint32 { return k.c }

// setMat sets k.mat from the blocks of the products in F_(2^16) (F_(2^8)
// is a subfield of it, and F_(2^32) its extension by D = 2^16, with D^2 =
// D + 2^15: for c = ch D + cl and x = xh D + xl, c x = (ch xl + (ch+cl) xh) D
// + cl xl + (2^15 ch) xh).
func (k *Coef) setMat() {
	t := tables()
	var blk [4][4]uint64 // blk[o][i]: input plane i to output plane o
	switch k.w {
	case 1, 2:
		b := t.block(k.c)
		blk[0][0], blk[0][1], blk[1][0], blk[1][1] = b[0][0], b[0][1], b[1][0], b[1][1]
	case 4:
		// The blocks of the four products in F_(2^16), each taking a
		// half of the input to a half of the output.
		ch, cl := k.c>>16, k.c&0xffff
		ll, lh := t.block(cl), t.block(uint32(t.image(ch, 15)))
		hl, hh := t.block(ch), t.block(ch^cl)
		blk = [4][4]uint64{
			{ll[0][0], ll[0][1], lh[0][0], lh[0][1]},
			{ll[1][0], ll[1][1], lh[1][0], lh[1][1]},
			{hl[0][0], hl[0][1], hh[0][0], hh[0][1]},
			{hl[1][0], hl[1][1], hh[1][0], hh[1][1]},
		}
	}
	switch k.w { // k.mat[r][q] = blk[o][(o+r)%w], o = q*w/8
	case 1:
		k.mat[0] = [8]uint64{blk[0][0], blk[0][0], blk[0][0], blk[0][0], blk[0][0], blk[0][0], blk[0][0], blk[0][0]}
	case 2:
		for r := range 2 {
			a, b := blk[0][r], blk[1][(1+r)&1]
			k.mat[r] = [8]uint64{a, a, a, a, b, b, b, b}
		}
	case 4:
		for r := range 4 {
			a, b, c, d := blk[0][r], blk[1][(1+r)&3], blk[2][(2+r)&3], blk[3][(3+r)&3]
			k.mat[r] = [8]uint64{a, a, b, b, c, c, d, d}
		}
	}
}

// setNib sets k.nib from the images c * 2^s, s < 8w.
func (k *Coef) setNib() {
	t := tables()
	var img [32]uint32
	if k.w < 4 {
		for s := range 8 * k.w {
			img[s] = uint32(t.image(k.c, s))
		}
	} else {
		ch, cl := k.c>>16, k.c&0xffff
		m := uint32(t.image(ch, 15)) // 2^15 ch
		for s := range 16 {
			img[s] = uint32(t.image(ch, s))<<16 | uint32(t.image(cl, s))
			img[16+s] = uint32(t.image(ch^cl, s))<<16 | uint32(t.image(m, s))
		}
	}
	for q := range 2 * k.w {
		for v := 1; v < 16; v++ {
			low := v & -v
			k.nib[q][v] = k.nib[q][v&^low] ^ img[4*q+bits.TrailingZeros(uint(low))]
		}
	}
}

// fieldTables holds the products in F_(2^16) by the constants v << 8h,
// v < 256, h < 2: img[h][v][s] = (v << 8h) * 2^s, and blocks[h][v], the
// blocks of the product for the vector path: blocks[h][v][o][i] takes byte i
// of a symbol to its share of byte o of the product, in the layout of
// GF2P8AFFINEQB (bit j of byte 7-b is the coefficient of input bit j in
// output bit b). The product by c is linear in c too, so those of every c
// of F_(2^16) are the sums of two of them (image, block), from 16 KiB that
// stay in the cache.
type fieldTables struct {
	img    [2][256][16]uint16
	blocks [2][256][2][2]uint64
}

// image returns c * 2^s, for c in F_(2^16) and s < 16.
func (t *fieldTables) image(c uint32, s int) uint16 {
	return t.img[0][c&0xff][s] ^ t.img[1][c>>8][s]
}

// block returns the blocks of the product by c in F_(2^16).
func (t *fieldTables) block(c uint32) (b [2][2]uint64) {
	lo, hi := &t.blocks[0][c&0xff], &t.blocks[1][c>>8]
	return [2][2]uint64{{lo[0][0] ^ hi[0][0], lo[0][1] ^ hi[0][1]}, {lo[1][0] ^ hi[1][0], lo[1][1] ^ hi[1][1]}}
}

var tables = sync.OnceValue(func() *fieldTables {
	t := new(fieldTables)
	for h := range 2 {
		for v := 1; v < 256; v++ {
			for s := range 16 {
				t.img[h][v][s] = uint16(Mul64(uint64(v)<<(8*h), 1<<s))
			}
			for o := range 2 {
				for i := range 2 {
					var x uint64 // byte j: byte o of c * 2^(8i+j)
					for j := range 8 {
						x |= uint64(t.img[h][v][8*i+j]>>(8*o)&0xff) << (8 * j)
					}
					t.blocks[h][v][o][i] = bits.ReverseBytes64(transpose8(x))
				}
			}
		}
	}
	return t
})

// transpose8 returns the transpose of the 8 x 8 bit matrix x whose row i is
// byte i: bit j of byte i of the result is bit i of byte j of x.
func transpose8(x uint64) uint64 {
	t := (x ^ x>>7) & 0x00aa00aa00aa00aa
	x ^= t ^ t<<7
	t = (x ^ x>>14) & 0x0000cccc0000cccc
	x ^= t ^ t<<14
	t = (x ^ x>>28) & 0x00000000f0f0f0f0
	x ^= t ^ t<<28
	return x
}

// Mul sets dst to c times src, symbol by symbol, for the constant k. The
// regions have one length, a multiple of ChunkSize; dst may be src.
func Mul(dst, src []byte, k *Coef) {
	check(dst, src)
	mulRegion(dst, src, k)
}

// byteMats holds, for each width w and each byte j < w of a constant, the
// matrices (Coef.mat) of the constants v << 8j, v < 256: from index 0 for
// w = 1, 1 for w = 2 and 3 for w = 4. Those of a constant c are the sum of
// the entries of its bytes, the product being linear in c.
var byteMats = sync.OnceValue(func() *[7][256][4][8]uint64 {
	t := new([7][256][4][8]uint64)
	var k Coef
	for _, w := range []int{1, 2, 4} {
		for j := range w {
			for v := range 256 {
				k.c, k.w = uint32(v)<<(8*j), w
				k.setMat()
				t[w-1+j][v] = k.mat
			}
		}
	}
	return t
})

// MulValues sets dst[i] to c[i] times src[i], for each i, as Mul does for
// a constant of the field of w bytes (w = 1, 2 or 4), without a Coef: for
// many short regions, each by its own constant, such as the shards of a
// code, anywhere in memory. On the vector path the kernel sums the matrices
// of each constant's bytes from a table of 448 KiB (built at the first
// call), which costs a few nanoseconds where Coef.Set costs tens, and
// fetches the regions a few pairs ahead. dst and src hold as many regions
// as c constants, each pair of one length, a multiple of ChunkSize; dst[i]
// may be src[i], and a product by 0 clears dst[i] whatever src[i] holds.
// It panics if the counts differ, or as Set and Mul do.
func MulValues(dst, src [][]byte, c []uint32, w int) {
	if w != 1 && w != 2 && w != 4 || len(src) != len(dst) || len(c) != len(dst) {
		panic("kernel: MulValues of unequal counts or a width outside 1, 2, 4")
	}
	for i, ci := range c {
		if w < 4 && ci>>(8*w) != 0 {
			panic("kernel: MulValues by a constant outside its field")
		}
		check(dst[i], src[i])
	}
	mulValues(dst, src, c, w)
}

func mulValuesGeneric(dst, src [][]byte, c []uint32, w int) {
	for i := range dst {
		mulValueGeneric(dst[i], src[i], w, c[i])
	}
}

func mulValueGeneric(dst, src []byte, w int, c uint32) {
	var k Coef
	k.c, k.w = c, w
	k.setNib()
	mulRegionGeneric(dst, src, &k)
}

// Fwd is the butterfly of the forward additive FFT on the regions u and v
// of one length, a multiple of ChunkSize: u += c v, then v += u.
func Fwd(u, v []byte, k *Coef) {
	check(u, v)
	fwd(u, v, k)
}

// Inv undoes Fwd: v += u, then u += c v.
func Inv(u, v []byte, k *Coef) {
	check(u, v)
	inv(u, v, k)
}

// Layer does one layer of the additive FFT on the regions of size bytes
// (a multiple of ChunkSize) laid end to end in f, in blocks of 2h regions:
// in block m, the butterflies Fwd (or, inverse, Inv) of its regions j and
// h + j for each j < h, by the constant c_m, where c_0 is that of k and
// c_m = c_(m-1) + d[z].Value() for z = tzcnt(m), the change between blocks
// (the twiddles of a layer of the FFT change so). k and d must have been
// prepared for one width on one path, and d must have the entries the
// blocks need; k is left as it was. If k is 0, block 0 costs only the
// exclusive or of its butterflies, v += u in either direction (in the
// transform on t + V_k, block 0 of each layer at t = 0, whose twiddle is
// s_i(0) = 0). Layer panics if len(f) is not a multiple of 2h size.
func Layer(f []byte, size, h int, k *Coef, d []Coef, inverse bool) {
	if size%ChunkSize != 0 || h < 1 || len(f)%(2*h*size) != 0 {
		panic("kernel: Layer on regions that are no whole blocks of chunks")
	}
	blocks := len(f) / (2 * h * size)
	if blocks > 1 && len(d) < bits.Len(uint(blocks-1)) {
		panic("kernel: Layer with too few changes of the constant")
	}
	for z := range d {
		if d[z].w != k.w || d[z].vec != k.vec {
			panic("kernel: Layer with constants prepared otherwise")
		}
	}
	layer(f, size, h, k, d, inverse)
}

// Layer2 does two layers of the additive FFT in one pass over f, the
// regions of size bytes laid end to end in blocks of 4h regions: forward,
// Layer(f, size, 2h, k1, d1, false) then Layer(f, size, h, k2, d2, false);
// inverse, Layer(f, size, h, k2, d2, true) then Layer(f, size, 2h, k1, d1,
// true). The result is theirs; each chunk is read and written once rather
// than twice. k1, d1, k2 and d2 must have been prepared for one width on
// one path; k1 and k2 are left as they were. If k1 and k2 are both 0 (as
// at t = 0), the butterflies of block 0 by them, the outer ones and the
// inner ones of its first half, cost only their exclusive or, as in
// Layer. Layer2 panics where either Layer would.
func Layer2(f []byte, size, h int, k1 *Coef, d1 []Coef, k2 *Coef, d2 []Coef, inverse bool) {
	if size%ChunkSize != 0 || h < 1 || len(f)%(4*h*size) != 0 {
		panic("kernel: Layer2 on regions that are no whole blocks of chunks")
	}
	blocks := len(f) / (4 * h * size)
	if len(d1) < bits.Len(uint(blocks-1)) || len(d2) < bits.Len(uint(2*blocks-1)) {
		panic("kernel: Layer2 with too few changes of the constants")
	}
	for _, d := range [][]Coef{d1, d2, {*k2}} {
		for z := range d {
			if d[z].w != k1.w || d[z].vec != k1.vec {
				panic("kernel: Layer2 with constants prepared otherwise")
			}
		}
	}
	layer2(f, size, h, k1, d1, k2, d2, inverse)
}

// layer2Generic is Layer2 by two layers.
func layer2Generic(f []byte, size, h int, k1 *Coef, d1 []Coef, k2 *Coef, d2 []Coef, inverse bool) {
	if inverse {
		layerGeneric(f, size, h, k2, d2, true)
		layerGeneric(f, size, 2*h, k1, d1, true)
		return
	}
	layerGeneric(f, size, 2*h, k1, d1, false)
	layerGeneric(f, size, h, k2, d2, false)
}

// Butterfly2 does the two layers of Layer2 on one block whose four
// quarters are the regions dst[0], ..., dst[3], anywhere in memory, reading
// them from src[0], ..., src[3] rather than dst: forward, the butterflies
// Fwd of (0, 2) and (1, 3) by k1, then those of (0, 1) by k2 and (2, 3) by
// k3; inverse, Inv of (0, 1) by k2 and (2, 3) by k3, then of (0, 2) and
// (1, 3) by k1. The source regions are left as they are, unless src[j] is
// dst[j]; a source that is not its own destination must not overlap any
// destination. The regions have one length, a multiple of ChunkSize. So a
// transform's first pass can read its input from where it lies, or its
// last write its output to where it goes, without a copy. The constants
// must have been prepared for one width on one path; Butterfly2 panics
// otherwise, as Mul does for lengths.
func Butterfly2(dst, src *[4][]byte, k1, k2, k3 *Coef, inverse bool) {
	for j := range 4 {
		check(dst[0], dst[j])
		check(dst[0], src[j])
	}
	if k2.w != k1.w || k3.w != k1.w || k2.vec != k1.vec || k3.vec != k1.vec {
		panic("kernel: Butterfly2 with constants prepared otherwise")
	}
	butterfly2(dst, src, k1, k2, k3, inverse)
}

// butterfly2Generic is Butterfly2 by copies and the butterflies.
func butterfly2Generic(dst, src *[4][]byte, k1, k2, k3 *Coef, inverse bool) {
	for j := range 4 {
		copy(dst[j], src[j])
	}
	if inverse {
		inv(dst[0], dst[1], k2)
		inv(dst[2], dst[3], k3)
		inv(dst[0], dst[2], k1)
		inv(dst[1], dst[3], k1)
		return
	}
	fwd(dst[0], dst[2], k1)
	fwd(dst[1], dst[3], k1)
	fwd(dst[0], dst[1], k2)
	fwd(dst[2], dst[3], k3)
}

// layerGeneric is Layer by Coef.Add and the butterflies of each block.
func layerGeneric(f []byte, size, h int, k *Coef, d []Coef, inverse bool) {
	c := *k
	half := h * size
	for m, b := 0, 0; b < len(f); m, b = m+1, b+2*half {
		switch {
		case m > 0:
			c.Add(&d[bits.TrailingZeros(uint(m))])
		case c.c == 0:
			xorGeneric(f[b+half:b+2*half], f[b:b+half])
			continue
		}
		if inverse {
			inv(f[b:b+half], f[b+half:b+2*half], &c)
		} else {
			fwd(f[b:b+half], f[b+half:b+2*half], &c)
		}
	}
}

// Xor sets dst[i] ^= src[i] for regions of one length, a multiple of
// ChunkSize: the sum in every field. On the vector path it is xorVec of
// the polynomial kernels (four registers of AVX-512 a turn), elsewhere
// crypto/subtle.XORBytes.
func Xor(dst, src []byte) {
	check(dst, src)
	xorRegion(dst, src)
}

func xorGeneric(dst, src []byte) { subtle.XORBytes(dst, dst, src) }

func check(a, b []byte) {
	if len(a) != len(b) || len(a)%ChunkSize != 0 {
		panic("kernel: regions of different lengths or not whole chunks")
	}
}

// mulChunk sets dst = c*src for one chunk of each, by the tables of k.
func mulChunk(dst, src *[ChunkSize]byte, k *Coef) {
	switch k.w {
	case 1:
		for j, x := range src {
			dst[j] = byte(k.nib[0][x&15] ^ k.nib[1][x>>4])
		}
	case 2:
		for j := range 32 {
			x := uint32(src[j]) | uint32(src[32+j])<<8
			y := k.nib[0][x&15] ^ k.nib[1][x>>4&15] ^ k.nib[2][x>>8&15] ^ k.nib[3][x>>12]
			dst[j], dst[32+j] = byte(y), byte(y>>8)
		}
	case 4:
		for j := range 16 {
			x := uint32(src[j]) | uint32(src[16+j])<<8 | uint32(src[32+j])<<16 | uint32(src[48+j])<<24
			var y uint32
			for q := range 8 {
				y ^= k.nib[q][x>>(4*q)&15]
			}
			dst[j], dst[16+j], dst[32+j], dst[48+j] = byte(y), byte(y>>8), byte(y>>16), byte(y>>24)
		}
	}
}

func mulRegionGeneric(dst, src []byte, k *Coef) {
	for j := 0; j < len(src); j += ChunkSize {
		mulChunk((*[ChunkSize]byte)(dst[j:]), (*[ChunkSize]byte)(src[j:]), k)
	}
}

// genericBlock is the length of the products that fwdGeneric and
// invGeneric hold at a time.
const genericBlock = 16 * ChunkSize

func fwdGeneric(u, v []byte, k *Coef) {
	var p [genericBlock]byte
	for j := 0; j < len(u); j += genericBlock {
		e := min(j+genericBlock, len(u))
		mulRegionGeneric(p[:e-j], v[j:e], k)
		subtle.XORBytes(u[j:e], u[j:e], p[:e-j])
		subtle.XORBytes(v[j:e], v[j:e], u[j:e])
	}
}

func invGeneric(u, v []byte, k *Coef) {
	var p [genericBlock]byte
	for j := 0; j < len(u); j += genericBlock {
		e := min(j+genericBlock, len(u))
		subtle.XORBytes(v[j:e], v[j:e], u[j:e])
		mulRegionGeneric(p[:e-j], v[j:e], k)
		subtle.XORBytes(u[j:e], u[j:e], p[:e-j])
	}
}
