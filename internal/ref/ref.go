// Package ref holds slow reference implementations of nimber arithmetic.
//
// Nothing here shares code with the fast paths of package nimber: the
// references are built from the definitions (the mex recursion, the rules for
// Fermat 2-powers, Fermat's little theorem), so that a test comparing the two
// can only pass when both are right. They are used by tests only.
package ref

import "sync"

// A MexTable holds the nim-products of all x, y < n computed from the
// definition
//
//	x*y = mex{ a*y ^ x*b ^ a*b : a < x, b < y }.
type MexTable struct {
	n   int
	tab [][]uint64
}

// NewMexTable computes the nim-products of all x, y < n by the mex rule.
// The cost is of order n^4; n = 64 takes a fraction of a second.
func NewMexTable(n int) *MexTable {
	t := &MexTable{n: n, tab: make([][]uint64, n)}
	for i := range t.tab {
		t.tab[i] = make([]uint64, n)
	}
	seen := make([]bool, n*n+1)
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			clear(seen)
			for a := 0; a < x; a++ {
				for b := 0; b < y; b++ {
					v := t.tab[a][y] ^ t.tab[x][b] ^ t.tab[a][b]
					if v < uint64(len(seen)) {
						seen[v] = true
					}
				}
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			t.tab[x][y] = m
		}
	}
	return t
}

// Mul returns x*y from the table; it panics if x or y is n or more.
func (t *MexTable) Mul(x, y int) uint64 { return t.tab[x][y] }

// Powers of two multiply by a rule on their exponents. Write 2^i as the
// ordinary product of the Fermat 2-powers F_k = 2^(2^k) for the bits k of i.
// Distinct Fermat 2-powers multiply as ordinary numbers, and F_k*F_k = F_k ^
// F_k/2 (Conway, On Numbers and Games, ch. 6). So if i and j share no bit,
// 2^i * 2^j = 2^(i+j); otherwise take the highest shared bit k and
//
//	2^i * 2^j = (2^(i-2^k) * 2^(j-2^k)) * (2^(2^k) ^ 2^(2^k-1)).
var (
	pow2Once sync.Once
	pow2Tab  [64][64]uint64
	pow2Done [64][64]bool
)

func pow2Mul(i, j int) uint64 {
	if pow2Done[i][j] {
		return pow2Tab[i][j]
	}
	var r uint64
	if i&j == 0 {
		r = 1 << (i + j)
	} else {
		k := 0
		for s := i & j; s > 1; s >>= 1 {
			k++
		}
		f := 1 << k
		y := pow2Mul(i-f, j-f)
		r = mulByPow2(y, f) ^ mulByPow2(y, f-1)
	}
	pow2Tab[i][j], pow2Done[i][j] = r, true
	pow2Tab[j][i], pow2Done[j][i] = r, true
	return r
}

// mulByPow2 returns y * 2^e bit by bit.
func mulByPow2(y uint64, e int) uint64 {
	var r uint64
	for b := 0; b < 64; b++ {
		if y>>b&1 != 0 {
			r ^= pow2Mul(b, e)
		}
	}
	return r
}

// Mul returns the nim-product of two 64-bit nimbers as the nim-sum of the
// products of their bits, each a product of powers of two.
func Mul(x, y uint64) uint64 {
	pow2Once.Do(func() {
		for i := 0; i < 64; i++ {
			for j := 0; j < 64; j++ {
				pow2Mul(i, j)
			}
		}
	})
	var r uint64
	for i := 0; i < 64; i++ {
		if x>>i&1 == 0 {
			continue
		}
		row := &pow2Tab[i]
		for j := 0; j < 64; j++ {
			if y>>j&1 != 0 {
				r ^= row[j]
			}
		}
	}
	return r
}

// Pow returns x^e by repeated squaring with Mul.
func Pow(x, e uint64) uint64 {
	r := uint64(1)
	for ; e != 0; e >>= 1 {
		if e&1 != 0 {
			r = Mul(r, x)
		}
		x = Mul(x, x)
	}
	return r
}

// Inv returns x^(2^64-2), the inverse of x by Fermat's little theorem
// (0 for x == 0).
func Inv(x uint64) uint64 { return Pow(x, 1<<64-2) }

// Sqrt returns x^(2^63): squaring is a bijection of F_(2^64) and its 64th
// power is the identity, so this is the unique square root.
func Sqrt(x uint64) uint64 {
	for i := 0; i < 63; i++ {
		x = Mul(x, x)
	}
	return x
}

// HalfMul returns the nim-product of x, y < 2^w (w a power of two) by the
// plain half-split recursion, without tables: with P = 2^(w/2),
// (a*P + b)(c*P + d) = (ac + ad + bc)*P + ac*(P/2) + bd.
func HalfMul(x, y uint64, w uint) uint64 {
	if w == 1 {
		return x & y
	}
	h := w / 2
	mask := uint64(1)<<h - 1
	a, b := x>>h, x&mask
	c, d := y>>h, y&mask
	ac := HalfMul(a, c, h)
	ad := HalfMul(a, d, h)
	bc := HalfMul(b, c, h)
	bd := HalfMul(b, d, h)
	return (ac^ad^bc)<<h | (HalfMul(ac, uint64(1)<<(h-1), h) ^ bd)
}
