package nimber

import (
	"math/bits"
	"sync"
)

// A Big is a nimber of any size. The zero value of a Big is 0, ready to use.
//
// Big follows the conventions of math/big: an operation such as z.Mul(x, y)
// sets the receiver z to the result and returns z, so that calls chain, and
// its operands may be the receiver itself (z.Mul(z, z) squares z). A Big must
// not be copied by value; use Set. As math/big's, the operations reuse the
// memory of the receiver when it has room for the result and take their
// scratch space from a pool, so that z.Mul(x, y), Square, Sqrt, Inv, Div,
// Add and Pow into a z that held a result of that width before allocate
// nothing (but for the goroutines of products on several cores).
//
// The nimbers below 2^(2^k) form the field F_(2^(2^k)) for every k, so every
// operation on Big works in the smallest such field holding its operands
// (FieldWidth), and its result lies in that field too. On values below 2^64
// the methods agree with the functions Mul, Square, Sqrt, Inv, Div, Pow,
// Trace, SolveQuadratic and Order; Trace and SolveQuadratic work in
// F_(2^64) or the smallest field beyond it that holds their operands, as
// their comments say.
//
// Big reads and writes like math/big's Int: SetString, Text, fmt's verbs
// (Format) and fmt's scanning (Scan), SetInt and Int for conversions.
//
// The methods panic, with a message that names the method, on the edge
// cases their comments list, and on a nil *Big as receiver or operand,
// which is no nimber; only Text, String, Format and MarshalText accept a nil
// x, which they write as "<nil>", as math/big's methods do.
type Big struct {
	// words holds the value in 64-bit words, least significant first, with
	// no high zero words: 0 is the empty slice.
	words []uint64
}

// SetUint64 sets z to x and returns z.
func (z *Big) SetUint64(x uint64) *Big {
	notNil("SetUint64", z)
	z.words = z.words[:0]
	if x != 0 {
		z.words = append(z.words, x)
	}
	return z
}

// Set sets z to x and returns z.
func (z *Big) Set(x *Big) *Big {
	notNil("Set", z, x)
	if z != x {
		z.words = append(z.words[:0], x.words...)
	}
	return z
}

// SetBit sets z to x with bit i set to b (0 or 1) and returns z.
//
// SetBit panics if i < 0 or if b is neither 0 nor 1.
func (z *Big) SetBit(x *Big, i int, b uint) *Big {
	notNil("SetBit", z, x)
	if i < 0 {
		panic("nimber: Big.SetBit with a negative index")
	}
	if b > 1 {
		panic("nimber: Big.SetBit with a bit value other than 0 and 1")
	}
	z.Set(x)
	k := i / 64
	if b == 0 {
		if k < len(z.words) {
			z.words[k] &^= 1 << (i % 64)
			z.words = trim(z.words)
		}
		return z
	}
	if k >= len(z.words) {
		z.words = append(z.words, make([]uint64, k+1-len(z.words))...)
	}
	z.words[k] |= 1 << (i % 64)
	return z
}

// Sign returns 0 if x is 0 and +1 otherwise, as math/big's Int.Sign does for
// a non-negative x. Nimbers have no negatives: a Big names a natural number,
// and under the nim-sum every nimber is its own negative (x + x = 0), so
// Sign never returns -1.
func (x *Big) Sign() int {
	notNil("Sign", x)
	if len(x.words) == 0 {
		return 0
	}
	return 1
}

// Cmp compares x and y as ordinary integers and returns -1 if x < y, 0 if
// x == y and +1 if x > y. Nimbers have no order compatible with the field
// operations; Cmp is the order of the integers that name them.
func (x *Big) Cmp(y *Big) int {
	notNil("Cmp", x, y)
	if len(x.words) != len(y.words) {
		if len(x.words) < len(y.words) {
			return -1
		}
		return 1
	}
	for i := len(x.words) - 1; i >= 0; i-- {
		if x.words[i] != y.words[i] {
			if x.words[i] < y.words[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// BitLen returns the number of bits needed to write x in binary, the least n
// with x < 2^n: BitLen is 0 for 0 and 1 for 1.
func (x *Big) BitLen() int {
	notNil("BitLen", x)
	n := len(x.words)
	if n == 0 {
		return 0
	}
	return (n-1)*64 + bits.Len64(x.words[n-1])
}

// Bit returns bit i of x, 0 or 1; bits beyond BitLen are 0.
//
// Bit panics if i < 0.
func (x *Big) Bit(i int) uint {
	notNil("Bit", x)
	if i < 0 {
		panic("nimber: Big.Bit with a negative index")
	}
	if k := i / 64; k < len(x.words) {
		return uint(x.words[k] >> (i % 64) & 1)
	}
	return 0
}

// IsUint64 reports whether x is below 2^64, so that Uint64 returns it whole.
func (x *Big) IsUint64() bool {
	notNil("IsUint64", x)
	return len(x.words) <= 1
}

// Uint64 returns the low 64 bits of x: x itself when IsUint64 reports true.
func (x *Big) Uint64() uint64 {
	notNil("Uint64", x)
	if len(x.words) == 0 {
		return 0
	}
	return x.words[0]
}

// FieldWidth returns the bit width w of the smallest subfield F_(2^w) that
// holds x, the least power of two with x < 2^w: 1 for 0 and 1, 2 for x < 4,
// 4 for x < 16, and so on without bound, as the function FieldWidth does for
// x < 2^64. Every operation on nimbers below 2^w gives a result below 2^w.
func (x *Big) FieldWidth() int {
	notNil("FieldWidth", x)
	return 1 << bits.Len(uint(max(x.BitLen(), 1)-1))
}

// Add sets z to the nim-sum x + y, the bitwise exclusive or, and returns z.
// Every nimber is its own negative, so Add is also subtraction.
func (z *Big) Add(x, y *Big) *Big {
	notNil("Add", z, x, y)
	xw, yw := x.words, y.words
	if len(xw) < len(yw) {
		xw, yw = yw, xw
	}
	// Each word of z depends only on the words of x and y at the same place,
	// so z may share memory with x or y.
	w := z.resize(len(xw))
	for i, v := range yw {
		w[i] = xw[i] ^ v
	}
	copy(w[len(yw):], xw[len(yw):])
	z.words = trim(w)
	return z
}

// Mul sets z to the nim-product x * y and returns z.
//
// The product lies in the smallest field F_(2^(2^k)) holding both operands.
// It is computed from three products of half the width, recursively, so four
// times the width costs about nine times as long; when one factor lies in a
// subfield of half the width or less, the product costs less, down to about
// one 64-bit product a word for a factor below 2^64. From 32768 bits the
// three products run on up to GOMAXPROCS cores, recursively; the result is
// the same.
func (z *Big) Mul(x, y *Big) *Big {
	notNil("Mul", z, x, y)
	if len(x.words) == 0 || len(y.words) == 0 {
		return z.SetUint64(0)
	}
	n := fieldWords(max(len(x.words), len(y.words)))
	if n == 1 {
		return z.SetUint64(Mul(x.words[0], y.words[0]))
	}
	return z.setComputed(n, scratchWords(n), func(w *wordTables, r, s []uint64) { w.mulWords(r, x.words, y.words, s) })
}

// Square sets z to x * x and returns z. Squaring is the Frobenius map, which
// is GF(2)-linear: it costs less than a Mul of the same width. From 65536
// bits its two halves run on up to GOMAXPROCS cores.
func (z *Big) Square(x *Big) *Big {
	notNil("Square", z, x)
	return z.setUnary(x, Square, (*wordTables).squareWords)
}

// Sqrt sets z to the square root of x, the unique nimber whose square is x,
// and returns z. It lies in the smallest subfield holding x, so Sqrt(x) < 2^w
// for w = x.FieldWidth().
func (z *Big) Sqrt(x *Big) *Big {
	notNil("Sqrt", z, x)
	return z.setUnary(x, Sqrt, (*wordTables).sqrtWords)
}

// Inv sets z to the multiplicative inverse of x, the unique nimber whose
// product with x is 1, and returns z.
//
// Inv panics if x is 0, which has no inverse.
func (z *Big) Inv(x *Big) *Big {
	notNil("Inv", z, x)
	if len(x.words) == 0 {
		panic("nimber: Big.Inv of zero")
	}
	return z.setUnary(x, Inv, (*wordTables).invWords)
}

// Div sets z to the quotient x / y, the product of x and the inverse of y,
// and returns z. 0 / y is 0 for y != 0.
//
// Div panics if y is 0.
func (z *Big) Div(x, y *Big) *Big {
	notNil("Div", z, x, y)
	if len(y.words) == 0 {
		panic("nimber: Big.Div by zero")
	}
	n := fieldWords(max(len(x.words), len(y.words)))
	if n == 1 {
		return z.SetUint64(Mul(x.Uint64(), Inv(y.words[0])))
	}
	return z.setComputed(n, n+scratchWords(n), func(w *wordTables, r, s []uint64) {
		inv := s[:n]
		w.invWords(inv, y.words, s[n:])
		w.mulWords(r, x.words, inv, s[n:])
	})
}

// notNil panics, naming the method, if any of xs is nil: a nil *Big is no
// nimber, and the method would otherwise fail with a bare nil dereference.
func notNil(method string, xs ...*Big) {
	for _, x := range xs {
		if x == nil {
			panic("nimber: Big." + method + " with a nil *Big")
		}
	}
}

// resize returns z.words resized to n words, reusing its memory when there
// is room; the contents are not kept.
func (z *Big) resize(n int) []uint64 {
	if n <= cap(z.words) {
		return z.words[:n]
	}
	return make([]uint64, n, n+n/4)
}

// setUnary sets z to the image of x under an operation and returns z: f64
// computes it for x < 2^64, and the recursion words in a field of more
// words.
func (z *Big) setUnary(x *Big, f64 func(uint64) uint64, words func(w *wordTables, z, x, s []uint64)) *Big {
	n := fieldWords(len(x.words))
	if n == 1 {
		return z.SetUint64(f64(x.Uint64()))
	}
	return z.setComputed(n, scratchWords(n), func(w *wordTables, r, s []uint64) { words(w, r, x.words, s) })
}

// setComputed sets z to the value that f computes in the field of n words
// and returns z: f writes it into r, of n words, with the word tables w and
// scratch space s of the given number of words, which the functions of
// bignat.go need. r and s come from the pool of getWords, and f reads the
// operands before z is written: so z may be an operand, and z's words are
// reused when they have room for the result, as math/big's are.
func (z *Big) setComputed(n, scratch int, f func(w *wordTables, r, s []uint64)) *Big {
	buf := getWords(n + scratch)
	f(bigTables(), (*buf)[:n], (*buf)[n:])
	z.setWords((*buf)[:n])
	putWords(buf)
	return z
}

// setWords sets z to the value of w and returns z; w may be unnormalised
// but must not share memory with z.
func (z *Big) setWords(w []uint64) *Big {
	z.words = append(z.words[:0], trim(w)...)
	return z
}

// wordPools holds the word slices of getWords, pool c those of 2^c words.
var wordPools [bits.UintSize]sync.Pool

// getWords returns a slice of n > 0 words, of unspecified contents, from a
// pool of slices of the next power of two words, so that repeated
// operations of one width allocate nothing once the pool holds a slice of
// that width per goroutine at work. putWords returns it to the pool.
func getWords(n int) *[]uint64 {
	c := bits.Len(uint(n - 1))
	if p, ok := wordPools[c].Get().(*[]uint64); ok {
		*p = (*p)[:n]
		return p
	}
	w := make([]uint64, n, 1<<c)
	return &w
}

// putWords returns a slice of getWords to its pool; the caller must not use
// it again.
func putWords(p *[]uint64) {
	wordPools[bits.Len(uint(cap(*p)-1))].Put(p)
}

// trim returns w without its high zero words.
func trim(w []uint64) []uint64 {
	n := len(w)
	for n > 0 && w[n-1] == 0 {
		n--
	}
	return w[:n]
}

// fieldWords returns the number of 64-bit words of the smallest field
// F_(2^(64n)) holding a value of l words: the least power of two n >= l.
func fieldWords(l int) int {
	if l <= 1 {
		return 1
	}
	return 1 << bits.Len(uint(l-1))
}
