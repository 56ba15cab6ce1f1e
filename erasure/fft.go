package erasure

import (
	"math/bits"
	"sync"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	parallel "github.com/nimberdev/nimber/internal/par"
)

// The additive FFT of Lin, Chung and Han on regions, as in package poly
// (see its fft.go): a polynomial of degree below 2^k in the novel basis,
// whose coefficients are regions (one symbol of each a polynomial), is
// evaluated on t + V_k, t a multiple of 2^k, by a layer of butterflies
// u += c v, v += u with c = s_(k-1)(t), then two transforms of half the
// size on t + V_(k-1) and t + 2^(k-1) + V_(k-1). The subspace polynomials
// s_i have coefficients 0 and 1, so their values at points of a subfield
// lie in it.

// twiddles holds the values of the subspace polynomials on the points
// below 2^32, by bytes: s_i is F_2-linear, so s_i(t) is the exclusive or of
// bytes[i][j][byte j of t] over j < 4.
type twiddles struct {
	bytes [32][4][256]uint32
}

var subspace = sync.OnceValue(func() *twiddles {
	tw := new(twiddles)
	var v [32]uint64 // v[b] = s_i(2^b)
	for b := range v {
		v[b] = 1 << b
	}
	for i := range tw.bytes {
		for j := range 4 {
			for x := 1; x < 256; x++ {
				low := x & -x
				tw.bytes[i][j][x] = tw.bytes[i][j][x&^low] ^ uint32(v[8*j+bits.TrailingZeros(uint(low))])
			}
		}
		for b := range v {
			v[b] ^= nimber.Square(v[b]) // s_(i+1) = s_i^2 + s_i
		}
	}
	return tw
})

// twiddle returns s_i(t).
func (tw *twiddles) twiddle(i int, t uint64) uint32 {
	b := &tw.bytes[i]
	return b[0][t&0xff] ^ b[1][t>>8&0xff] ^ b[2][t>>16&0xff] ^ b[3][t>>24&0xff]
}

// A transform holds what the transforms of one call share: the field's
// width, the table of twiddles, and the changes of the twiddles between
// blocks (see layers), which depend on the layer and not on t: prepared
// once a call and shared by its goroutines, rather than at each pass. A
// copy may say where the input of its transforms lies or where their
// output goes, which the pass of layer 0 (one for each region) reads or
// writes in place of the regions of f.
type transform struct {
	w int
	s *twiddles
	// d[i][z] is s_i(2^(i+1) (2^(z+1) - 1)), prepared, for z < k-1-i.
	d   [][]kernel.Coef
	all []kernel.Coef // the storage of d
	// in, if set, gives for an inverse transform where the region of point
	// t lies before it (nil: a region of zeros); the regions of f are not
	// read.
	in func(t uint64) []byte
	// out, if set, gives for a forward transform where the value at point t
	// goes (nil: nowhere); the regions of f are left undefined.
	out func(t uint64) []byte
}

// transforms keeps the storage of transforms between calls: 792 bytes a
// Coef, 55 of them for 2^11 regions.
var transforms = sync.Pool{New: func() any { return new(transform) }}

// newTransform returns the transform of the field of w bytes for
// transforms of up to 2^k regions, and the function that gives its storage
// back. The changes are prepared on the kernel's path at the time of the
// call.
func newTransform(w, k int) (*transform, func()) {
	x := transforms.Get().(*transform)
	x.w, x.s = w, subspace()
	if n := k * (k - 1) / 2; cap(x.all) < n {
		x.all = make([]kernel.Coef, n)
	}
	x.d = x.d[:0]
	for i, rest := 0, x.all[:cap(x.all)]; i < k; i++ {
		di := rest[: k-1-i : k-1-i]
		rest = rest[k-1-i:]
		for z := range di {
			di[z].Set(w, x.s.twiddle(i, uint64(2<<i)*(1<<(z+1)-1)))
		}
		x.d = append(x.d, di)
	}
	return x, func() { transforms.Put(x) }
}

// parMin is the least number of regions of a transform whose halves are
// worth a goroutine each.
const parMin = 64

// chunkBytes is the size of the regions of a transform up to which it runs
// layer by layer (chunk); larger ones do their first layer or two (inverse:
// last) and recurse on the halves or quarters, so that the layers below run
// in cache.
const chunkBytes = 256 << 10

// small reports whether f is a transform for chunk.
func small(f [][]byte, par int) bool {
	return len(f) < 2 || len(f)*len(f[0]) <= chunkBytes && single(f, par)
}

// single reports whether f is a transform for one goroutine: it does its
// top two layers in one pass (kernel.Layer2; the top one alone if f has two
// regions, which must lie end to end in memory) before (inverse: after)
// the transforms of its quarters. Others split each layer, and then the
// halves, among the goroutines.
func single(f [][]byte, par int) bool { return par == 1 || len(f) < parMin }

// fwd replaces f, the novel coefficients of a polynomial of degree below
// len(f) = 2^k, by its values at t, t+1, ..., t + 2^k - 1.
func (x *transform) fwd(f [][]byte, t uint64, par int) {
	if small(f, par) {
		x.chunk(f, t, false)
		return
	}
	n := len(f)
	if single(f, par) {
		x.top(f, t, false)
		for j := 0; n > 4 && j < n; j += n / 4 {
			x.fwd(f[j:j+n/4], t|uint64(j), 1)
		}
		return
	}
	h := n / 2
	var k kernel.Coef
	k.Set(x.w, x.s.twiddle(log2(h), t))
	x.layer(f, h, &k, false, par)
	par2 := par - par/2
	parallel.Run(true, func() { x.fwd(f[:h], t, par/2) }, func() { x.fwd(f[h:], t|uint64(h), par2) })
}

// inv undoes fwd.
func (x *transform) inv(f [][]byte, t uint64, par int) {
	if small(f, par) {
		x.chunk(f, t, true)
		return
	}
	n := len(f)
	if single(f, par) {
		for j := 0; n > 4 && j < n; j += n / 4 {
			x.inv(f[j:j+n/4], t|uint64(j), 1)
		}
		x.top(f, t, true)
		return
	}
	h := n / 2
	par2 := par - par/2
	parallel.Run(true, func() { x.inv(f[:h], t, par/2) }, func() { x.inv(f[h:], t|uint64(h), par2) })
	var k kernel.Coef
	k.Set(x.w, x.s.twiddle(log2(h), t))
	x.layer(f, h, &k, true, par)
}

// top does the top two layers of f (the top one if f has two regions).
func (x *transform) top(f [][]byte, t uint64, inverse bool) {
	n, size := len(f), len(f[0])
	x.layers(f[0][:n*size], size, n, t, log2(n)-1, n >= 4, inverse)
}

// chunk is fwd (or, inverse, inv) on one goroutine, two layers a pass,
// the top one alone if their number is odd: forward, the layers from
// i = log2(n) - 1 down to 0, inverse from the bottom. The regions of f must
// lie end to end in memory, as cut makes them.
func (x *transform) chunk(f [][]byte, t uint64, inverse bool) {
	n := len(f)
	size := len(f[0])
	buf := f[0][:n*size]
	if n < 2 { // a transform of one region, which has no layer 0
		switch {
		case inverse && x.in != nil:
			x.load(buf, size, t)
		case !inverse && x.out != nil:
			x.store(buf, size, t)
		}
		return
	}
	k := log2(n)
	if inverse {
		for i := 1; i < k; i += 2 {
			x.layers(buf, size, n, t, i, true, true)
		}
		if k%2 == 1 {
			x.layers(buf, size, n, t, k-1, false, true)
		}
		return
	}
	i := k - 1
	if k%2 == 1 { // the top layer alone, so that layer 0 is in a pair
		x.layers(buf, size, n, t, i, false, false)
		i--
	}
	for ; i > 0; i -= 2 {
		x.layers(buf, size, n, t, i, true, false)
	}
}

// load sets the regions of buf, of size bytes, at the points from t, to
// their input (x.in).
func (x *transform) load(buf []byte, size int, t uint64) {
	for j := 0; j < len(buf); j += size {
		if src := x.in(t + uint64(j/size)); src != nil {
			copy(buf[j:j+size], src)
		} else {
			clear(buf[j : j+size])
		}
	}
}

// store writes the regions of buf, of size bytes, at the points from t, to
// their output (x.out).
func (x *transform) store(buf []byte, size int, t uint64) {
	for j := 0; j < len(buf); j += size {
		if dst := x.out(t + uint64(j/size)); dst != nil {
			copy(dst, buf[j:j+size])
		}
	}
}

// layerCoefs holds the constants of the first blocks of layers (and for
// bottom, a third). At 792 bytes a Coef, they are kept between calls
// (coefs) rather than cleared on the stack at each.
type layerCoefs struct{ k1, k2, k3 kernel.Coef }

var coefs = sync.Pool{New: func() any { return new(layerCoefs) }}

// layers does layer i of the transform (fwd, or inverse, inv) of n regions
// of size bytes, laid end to end in buf, on t + V_k, by kernel.Layer; with
// two, layers i and i-1 in one pass by kernel.Layer2. The twiddle of block m
// of layer i, s_i(t + 2^(i+1) m), is that of block m-1 plus
// s_i(2^(i+1) (2^(z+1) - 1)), z = tzcnt(m): x.d[i][z].
func (x *transform) layers(buf []byte, size, n int, t uint64, i int, two, inverse bool) {
	c := coefs.Get().(*layerCoefs)
	defer coefs.Put(c)
	twiddles := func(i int, k *kernel.Coef) []kernel.Coef {
		k.Set(x.w, x.s.twiddle(i, t))
		return x.d[i][:log2(n)-1-i]
	}
	// The pass of layer 0 reads the input or writes the output, if any: by
	// kernel.Butterfly2 on each block of four regions of quadMin bytes or
	// more, by copies before or after it on smaller ones.
	io := (i == 0 || two && i == 1) && (inverse && x.in != nil || !inverse && x.out != nil)
	switch {
	case io && two && size >= quadMin:
		x.bottom(buf, size, n, t, c, twiddles(1, &c.k1), twiddles(0, &c.k2), inverse)
		return
	case io && inverse:
		x.load(buf, size, t)
	}
	if two {
		kernel.Layer2(buf, size, 1<<(i-1), &c.k1, twiddles(i, &c.k1), &c.k2, twiddles(i-1, &c.k2), inverse)
	} else {
		kernel.Layer(buf, size, 1<<i, &c.k1, twiddles(i, &c.k1), inverse)
	}
	if io && !inverse {
		x.store(buf, size, t)
	}
}

// quadMin is the least size of regions whose pass of layer 0 reads the
// input or writes the output itself, a block of four at a time: below it,
// the constants of each block cost more than a copy.
const quadMin = 1 << 10

// bottom does layers 1 and 0 of the transform of n regions of size bytes
// on t + V_k, laid end to end in buf, by kernel.Butterfly2 on each block of
// four regions, reading them from their input (inverse) or writing them to
// their output (forward). c holds the constants of the first blocks, and
// d1 and d2 the changes between blocks, of the two layers (see layers):
// those of the first and second halves of block b in layer 0 change by the
// same amount from block b-1, d2[0] + d2[tzcnt(b) + 1].
func (x *transform) bottom(buf []byte, size, n int, t uint64, c *layerCoefs, d1, d2 []kernel.Coef, inverse bool) {
	k3 := &c.k3 // the constant of the second halves
	*k3 = c.k2
	k3.Add(&d2[0])
	var dst, src [4][]byte
	for b := 0; b < n/4; b++ {
		if b > 0 {
			z := bits.TrailingZeros(uint(b))
			c.k1.Add(&d1[z])
			for _, k := range []*kernel.Coef{&c.k2, k3} {
				k.Add(&d2[0])
				k.Add(&d2[z+1])
			}
		}
		p := t + uint64(4*b)
		for j := range 4 {
			r := buf[(4*b+j)*size : (4*b+j+1)*size]
			dst[j], src[j] = r, r
			if inverse {
				if src[j] = x.in(p + uint64(j)); src[j] == nil {
					clear(r)
					src[j] = r
				}
			} else if dst[j] = x.out(p + uint64(j)); dst[j] == nil {
				dst[j] = r
			}
		}
		kernel.Butterfly2(&dst, &src, &c.k1, &c.k2, k3, inverse)
	}
}

// layer does the butterflies of f[j], f[h+j] for j < h, on par goroutines.
func (x *transform) layer(f [][]byte, h int, k *kernel.Coef, inverse bool, par int) {
	if h < parMin {
		butterflies(f, h, k, inverse, 0, h)
		return
	}
	kc := *k // a copy for the goroutines, so that k itself stays on the stack
	parallel.DoMax(par, h, parMin/2, func(lo, hi int) { butterflies(f, h, &kc, inverse, lo, hi) })
}

// butterflies does those of layer for lo <= j < hi, in one call of the
// kernel: the regions f[lo:hi] and f[h+lo:h+hi] lie end to end.
func butterflies(f [][]byte, h int, k *kernel.Coef, inverse bool, lo, hi int) {
	size := len(f[0])
	u, v := f[lo][:(hi-lo)*size], f[h+lo][:(hi-lo)*size]
	switch {
	case k.Value() == 0: // the block at 0, whose twiddle is s_i(0) = 0
		kernel.Xor(v, u)
	case inverse:
		kernel.Inv(u, v, k)
	default:
		kernel.Fwd(u, v, k)
	}
}

// derivative replaces the novel coefficients a_j of g, j < n = len(f), by
// those of g' + g, where g' is the formal derivative, as leopard does: the
// reconstruction evaluates the result at the erased points only, where g
// (which is l f) is zero. Each s_i has derivative 1 (its only term of odd
// degree is x), so X_j' is the sum of X_(j - 2^i) over the bits i of j,
// and the coefficient of X_k in g' is the sum of a_(k + 2^i) over the bits i
// clear in k. For each i from 1 to n-1, with w = lowbit(i), the w regions
// from i are added to the w below i: these are the pairs k, k + 2^b with bit
// b clear in k and k + 2^b in [i, i+w), each once, and every region is read
// before it is written.
func derivative(f [][]byte) {
	size := len(f[0])
	for i := 1; i < len(f); i++ {
		w := i & -i
		kernel.Xor(f[i-w][:w*size], f[i][:w*size])
	}
}

// log2 returns the exponent of the power of two n.
func log2(n int) int {
	k := 0
	for n > 1 {
		n >>= 1
		k++
	}
	return k
}
