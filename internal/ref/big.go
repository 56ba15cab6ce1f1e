package ref

import "sync"

// Nimbers of any size are written here as little-endian slices of 64-bit
// words; high zero words are allowed in arguments, and results carry exactly
// the number of words asked for.

// BigMul returns the nim-product of x and y as a value of w words, where w
// is a power of two and x, y have at most w words. It is the plain half-split
// with four half-width products: with P = 2^(32w) and H = P/2,
//
//	(a*P + b)(c*P + d) = (a*c + a*d + b*c)*P + (a*c)*H + b*d,
//
// where the product by H is a full product with the number H, and the
// 64-bit products are those of Mul, built from the Fermat 2-power rules.
// Nothing is shared with the three-product recursion of package nimber; it
// costs five half-width products a level.
func BigMul(x, y []uint64, w int) []uint64 {
	x, y = pad(x, w), pad(y, w)
	if w == 1 {
		return []uint64{Mul(x[0], y[0])}
	}
	h := w / 2
	a, b := x[h:], x[:h]
	c, d := y[h:], y[:h]
	ac := BigMul(a, c, h)
	half := make([]uint64, h)
	half[h-1] = 1 << 63 // H = 2^(64h-1)
	z := make([]uint64, w)
	for i, v := range BigMul(ac, half, h) {
		z[i] = v
	}
	for i, v := range BigMul(b, d, h) {
		z[i] ^= v
	}
	ad, bc := BigMul(a, d, h), BigMul(b, c, h)
	for i := range h {
		z[h+i] = ac[i] ^ ad[i] ^ bc[i]
	}
	return z
}

// pad returns x extended with zero words to w words; it panics if x has
// more than w words that are not zero.
func pad(x []uint64, w int) []uint64 {
	for len(x) > w {
		if x[len(x)-1] != 0 {
			panic("ref: operand wider than the field")
		}
		x = x[:len(x)-1]
	}
	return append(x[:len(x):len(x)], make([]uint64, w-len(x))...)
}

// A Pow2Table multiplies nimbers below 2^(64w) bit by bit, from the products
// of powers of two, which it derives from the rules for Fermat 2-powers
// F_k = 2^(2^k) alone (Conway, On Numbers and Games, ch. 6): 2^i is the
// ordinary product of the F_k for the bits k of i; distinct Fermat 2-powers
// multiply as ordinary numbers; and F_k*F_k = F_k + F_k/2 (ordinary 3F_k/2).
// So if i and j share no bit, 2^i * 2^j = 2^(i+j); otherwise, with k the
// highest bit they share,
//
//	2^i * 2^j = (2^(i-2^k) * 2^(j-2^k)) * (F_k + 2^(2^k-1)),
//
// and the product by F_k + 2^(2^k-1) is, bit by bit, again made of products
// of powers of two. The products are found on demand and kept; a
// Pow2Table is safe for concurrent use.
type Pow2Table struct {
	w    int
	mu   sync.Mutex
	memo map[[2]int][]uint64
}

// NewPow2Table returns a table for nimbers of w words, w a power of two.
func NewPow2Table(w int) *Pow2Table {
	return &Pow2Table{w: w, memo: make(map[[2]int][]uint64)}
}

// Pow2Mul returns 2^i * 2^j, for i, j < 64w.
func (t *Pow2Table) Pow2Mul(i, j int) []uint64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.pow2Mul(i, j)
}

func (t *Pow2Table) pow2Mul(i, j int) []uint64 {
	if i > j {
		i, j = j, i
	}
	if r, ok := t.memo[[2]int{i, j}]; ok {
		return r
	}
	var r []uint64
	if i&j == 0 {
		r = make([]uint64, t.w)
		r[(i+j)/64] = 1 << ((i + j) % 64)
	} else {
		f := 1
		for i&j >= 2*f {
			f *= 2
		}
		// y * (F + F/2), with y = 2^(i-f) * 2^(j-f) and F = 2^f: the
		// products of each bit of y with both powers of two.
		ff := make([]uint64, t.w)
		ff[f/64] |= 1 << (f % 64)
		ff[(f-1)/64] |= 1 << ((f - 1) % 64)
		r = t.mul(t.pow2Mul(i-f, j-f), ff)
	}
	t.memo[[2]int{i, j}] = r
	return r
}

// forBits calls f(i) for each bit i of x, a value of at most w words, in
// ascending order.
func (t *Pow2Table) forBits(x []uint64, f func(i int)) {
	x = pad(x, t.w)
	for i := range 64 * t.w {
		if x[i/64]>>(i%64)&1 != 0 {
			f(i)
		}
	}
}

func xorInto(r, v []uint64) {
	for i := range r {
		r[i] ^= v[i]
	}
}

// Mul returns the nim-product of x and y, of at most w words each, as a
// value of w words: the nim-sum of 2^i * 2^j over the bits i of x and j of y.
func (t *Pow2Table) Mul(x, y []uint64) []uint64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.mul(x, y)
}

// mul is Mul, with t.mu held.
func (t *Pow2Table) mul(x, y []uint64) []uint64 {
	r := make([]uint64, t.w)
	t.forBits(x, func(i int) {
		t.forBits(y, func(j int) { xorInto(r, t.pow2Mul(i, j)) })
	})
	return r
}

// Square returns x*x, for x of at most w words, as a value of w words.
// Squaring is additive in characteristic 2, so x*x is the nim-sum of the
// squares 2^i * 2^i of the bits i of x.
func (t *Pow2Table) Square(x []uint64) []uint64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := make([]uint64, t.w)
	t.forBits(x, func(i int) { xorInto(r, t.pow2Mul(i, i)) })
	return r
}

// Trace returns the absolute trace of x in the field F_(2^(64w)) of the
// table, by its definition x + x^2 + x^4 + ... + x^(2^(64w-1)), as a value
// of w words. It lies in F_2, so it is 0 or 1.
func (t *Pow2Table) Trace(x []uint64) []uint64 {
	x = pad(x, t.w)
	sum := make([]uint64, t.w)
	for range 64 * t.w {
		xorInto(sum, x)
		x = t.Square(x)
	}
	return sum
}
