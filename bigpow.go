package nimber

import (
	"math/big"
	"math/bits"
	"sync"
)

// Pow sets z to x to the power e, an ordinary integer, and returns z: the
// product of e copies of x, and for e < 0 the product of -e copies of the
// inverse of x. Pow(x, 0) is 1 for every x, 0 included, and Pow(0, e) is 0
// for e > 0.
//
// The exponent is a big.Int because the useful exponents are as large as the
// field: x to the power 2^w - 1 is 1 for x != 0 in F_(2^w), so orders and
// Fermat-style tests raise to powers near 2^w. Pow first reduces e modulo
// 2^w - 1 (w = x.FieldWidth()), so that its cost depends on the field and
// not on the size of e: one squaring for each bit of the reduced exponent,
// at most w, and fewer other products, by a sliding window (PowCost counts
// them): for x of 2^16 bits, some 2^16 squarings of 2^16-bit nimbers
// (BenchmarkBigPow/bits=65536 measures it). Its working space, the table of the window
// included, comes from a pool that later calls reuse, so that a Pow into a
// z with room for the result allocates nothing when the pool is warm.
//
// Pow panics if x is 0 and e < 0.
func (z *Big) Pow(x *Big, e *big.Int) *Big {
	notNil("Pow", z, x)
	if e == nil {
		panic("nimber: Big.Pow with a nil *big.Int")
	}
	switch {
	case len(x.words) == 0 && e.Sign() < 0:
		panic("nimber: Big.Pow of zero to a negative power")
	case e.Sign() == 0:
		return z.SetUint64(1)
	case len(x.words) == 0:
		return z.SetUint64(0)
	}
	n := fieldWords(len(x.words))
	ep := getWords(n)
	defer putWords(ep)
	r := powExponent(*ep, e)
	switch {
	case len(r) == 0:
		return z.SetUint64(1) // Fermat: x^(2^w - 1) = 1
	case n == 1:
		return z.SetUint64(Pow(x.words[0], r[0]))
	}
	size := 1 << (powWindow(wordsBitLen(r), n) - 1)
	tp, bp := getWords(size*n), getWords(2*n+scratchWords(n))
	defer putWords(tp)
	defer putWords(bp)
	table, buf := *tp, *bp
	acc, t, s := buf[:n], buf[n:2*n], buf[2*n:]
	w := bigTables()
	// The odd powers x, x^3, ..., x^(2*size - 1), n words each, with x^2 in
	// acc until the first window.
	clear(table[copy(table[:n], x.words):n])
	if size > 1 {
		w.squareWords(acc, x.words, s)
		for i := n; i < len(table); i += n {
			w.mulWords(table[i:i+n], table[i-n:i], acc, s)
		}
	}
	first := true
	powWindows(r, size, func(squarings int, d uint) {
		for range squarings {
			w.squareWords(t, acc, s)
			acc, t = t, acc
		}
		p := table[int(d/2)*n : int(d/2+1)*n]
		switch {
		case d == 0:
		case first:
			copy(acc, p)
			first = false
		default:
			w.mulWords(t, acc, p, s)
			acc, t = t, acc
		}
	})
	return z.setWords(acc)
}

// PowCost returns the work of Pow(x, e) in the field of x: the number of
// squarings and of other products that it makes. A caller may use it to
// refuse, or to announce, a long computation before it starts. Both counts
// are 0 when Pow makes no product of big nimbers: for e == 0, for x == 0,
// for an exponent that reduces to 0, and for x < 2^64, where Pow takes the
// 64-bit Pow.
//
// For an exponent of b bits after the reduction modulo 2^w - 1, the
// squarings number at most b and the products about b/(k+1) + 2^(k-1),
// where k is the width of the window, chosen to make the fewest
// products with a table of 2^(k-1) powers of at most 16 MiB: k = 6 for
// b = 1024, k = 11 for b = 2^17, k = 8 for b = 2^20.
func (x *Big) PowCost(e *big.Int) (squarings, products int) {
	notNil("PowCost", x)
	if e == nil {
		panic("nimber: Big.PowCost with a nil *big.Int")
	}
	n := fieldWords(len(x.words))
	if e.Sign() == 0 || len(x.words) == 0 || n == 1 {
		return 0, 0
	}
	r := powExponent(make([]uint64, n), e)
	if len(r) == 0 {
		return 0, 0
	}
	size := 1 << (powWindow(wordsBitLen(r), n) - 1)
	if size > 1 {
		squarings, products = 1, size-1 // x^2, and x^3 to x^(2*size-1)
	}
	products-- // the first window takes its power from the table
	powWindows(r, size, func(sq int, d uint) {
		squarings += sq
		products += min(int(d), 1)
	})
	return squarings, products
}

// powExponent sets r, of m words, to e reduced modulo 2^(64m) - 1, from 1
// to 2^(64m) - 2 also for e < 0, and returns it without its high zero
// words: empty when e is a multiple of 2^(64m) - 1, 0 included.
//
// Since 2^(64m) = 1 modulo 2^(64m) - 1, the reduction adds the m-word
// pieces of |e|, with each carry out of the top word added back at the
// bottom; the all-ones value that may remain is 0. For e < 0 the result is
// 2^(64m) - 1 - r, the complement of the bits of r.
func powExponent(r []uint64, e *big.Int) []uint64 {
	clear(r)
	m := len(r)
	ew := e.Bits()
	n := (len(ew)*bits.UintSize + 63) / 64 // the 64-bit words of |e|
	var carry uint64
	for i := range n {
		r[i%m], carry = bits.Add64(r[i%m], word64(ew, i), carry)
	}
	for j := n % m; carry != 0; j = (j + 1) % m {
		r[j], carry = bits.Add64(r[j], 0, carry)
	}
	ones := true
	for _, v := range r {
		ones = ones && v == ^uint64(0)
	}
	r = trim(r)
	if ones || len(r) == 0 {
		return r[:0]
	}
	if e.Sign() < 0 {
		r = r[:m]
		for i := range r {
			r[i] = ^r[i]
		}
		r = trim(r)
	}
	return r
}

// word64 returns the 64-bit word i of the magnitude ws of a big.Int, whose
// words are of bits.UintSize bits, 64 or 32; i is below the number of
// 64-bit words of ws.
func word64(ws []big.Word, i int) uint64 {
	const per = 64 / bits.UintSize
	v := uint64(0)
	for j := range per {
		if k := i*per + j; k < len(ws) {
			v |= uint64(ws[k]) << (j * bits.UintSize)
		}
	}
	return v
}

// wordsBitLen returns the bit length of r, a value without high zero words.
func wordsBitLen(r []uint64) int {
	if len(r) == 0 {
		return 0
	}
	return (len(r)-1)*64 + bits.Len64(r[len(r)-1])
}

// wordsBit returns bit i of r, i below wordsBitLen(r).
func wordsBit(r []uint64, i int) uint {
	return uint(r[i/64] >> (i % 64) & 1)
}

// powTableBytes bounds the table of odd powers of Pow.
const powTableBytes = 16 << 20

// powWindow returns the width k of the sliding window of Pow for an
// exponent of b bits in a field of n words: of the widths whose table of
// 2^(k-1) odd powers takes at most powTableBytes, the one with the fewest
// products, about b/(k+1) + 2^(k-1).
func powWindow(b, n int) int {
	k, cost := 1, b/2
	for w := 2; w <= 24 && 8*n<<(w-1) <= powTableBytes; w++ {
		if c := b/(w+1) + 1<<(w-1); c < cost {
			k, cost = w, c
		}
	}
	return k
}

// powWindows cuts r > 0 into windows from the top bit down, each an odd
// number d below 2*size (size a power of two), with runs of zero bits
// between them, and calls f for each window with the squarings that come
// before its product: the bits since the previous window (none before the
// first), so that r = ((d1 * 2^s2 + d2) * 2^s3 + d3) ... . A last call with
// d = 0 gives the zero bits after the last window.
func powWindows(r []uint64, size int, f func(squarings int, d uint)) {
	k := bits.Len(uint(size)) // the window holds k bits
	top := wordsBitLen(r) - 1
	squarings := 0
	for i := top; i >= 0; {
		if wordsBit(r, i) == 0 {
			squarings++
			i--
			continue
		}
		l := max(i-k+1, 0)
		for wordsBit(r, l) == 0 {
			l++
		}
		d := uint(0)
		for j := i; j >= l; j-- {
			d = d<<1 | wordsBit(r, j)
		}
		if i < top {
			squarings += i - l + 1
		}
		f(squarings, d)
		squarings = 0
		i = l - 1
	}
	f(squarings, 0)
}

// fermatFactors lists, for 6 <= k <= 11, the prime factors of the Fermat
// number F_k = 2^(2^k) + 1 in ascending order, all but the largest; the
// largest is F_k divided by the others (fermatPrimes). The primes of F_0 to
// F_5, whose product is 2^64 - 1, are those of the 64-bit Order
// (orderPrimes). F_0 to F_11 are the Fermat numbers known to be completely
// factored, and since 2^(2^k) - 1 = F_0 * F_1 * ... * F_(k-1), they give
// the group orders 2^w - 1 of the fields up to F_(2^4096).
//
// The factorisations, with pN a prime of N decimal digits, are
//
//	F_6  = 274177 * p14: Landry (1880)
//	F_7  = 59649589127497217 * p22: Morrison and Brillhart (1970), by the
//	       continued fraction method
//	F_8  = 1238926361552897 * p62: Brent and Pollard (1980), by a variant
//	       of Pollard's rho method
//	F_9  = 2424833 * 7455602825647884208337395736200454918783366342657
//	       * p99: A. K. Lenstra, H. W. Lenstra, Manasse and Pollard (1990),
//	       by the number field sieve
//	F_10 = 45592577 * 6487031809 * 4659775785220018543264560743076778192897
//	       * p252: Brent (1995), by the elliptic curve method
//	F_11 = 319489 * 974849 * 167988556341760475137
//	       * 3560841906445833920513 * p564: Brent (1988), by the elliptic
//	       curve method
//
// as summarised in R. P. Brent, "Factorization of the tenth Fermat number",
// Math. Comp. 68 (1999), 429-451. TestBigFermatFactors checks that each row
// multiplies to F_k, that every factor is prime, and the digit counts.
var fermatFactors = [...][]string{
	6:  {"274177"},
	7:  {"59649589127497217"},
	8:  {"1238926361552897"},
	9:  {"2424833", "7455602825647884208337395736200454918783366342657"},
	10: {"45592577", "6487031809", "4659775785220018543264560743076778192897"},
	11: {"319489", "974849", "167988556341760475137", "3560841906445833920513"},
}

// maxOrderWidth is the width of the largest field whose group order
// 2^w - 1 is factored by fermatFactors: F_(2^4096).
const maxOrderWidth = 1 << len(fermatFactors)

// fermatPrimes returns, for 6 <= k <= 11, the prime factors of F_k in
// ascending order: those of fermatFactors and the cofactor.
var fermatPrimes = sync.OnceValue(func() [len(fermatFactors)][]*big.Int {
	var ps [len(fermatFactors)][]*big.Int
	for k, fs := range fermatFactors {
		if fs == nil {
			continue
		}
		cofactor := new(big.Int).Lsh(big.NewInt(1), 1<<k)
		cofactor.Add(cofactor, big.NewInt(1))
		for _, f := range fs {
			p, _ := new(big.Int).SetString(f, 10)
			ps[k] = append(ps[k], p)
			cofactor.Quo(cofactor, p)
		}
		ps[k] = append(ps[k], cofactor)
	}
	return ps
})

// Order returns the multiplicative order of x, the least e > 0 with
// Pow(x, e) == 1, and true. The order divides 2^w - 1, w = x.FieldWidth();
// for x < 2^64 it is that of the function Order.
//
// Finding the order needs the prime factors of 2^w - 1, the product of the
// Fermat numbers F_i = 2^(2^i) + 1 for 2^i < w. F_0 to F_11 are completely
// factored and F_12 is not, so Order works up to F_(2^4096): for x of
// 2^4096 or more it returns nil and false. It costs less than one Pow in
// the field: a norm down the tower of subfields, and for each F_i an
// exponentiation in F_(2^(2^(i+1))) by about F_i.
//
// Order panics if x is 0, which has no multiplicative order.
func (x *Big) Order() (*big.Int, bool) {
	notNil("Order", x)
	if len(x.words) == 0 {
		panic("nimber: Big.Order of zero")
	}
	if x.FieldWidth() > maxOrderWidth {
		return nil, false
	}
	// 2^w - 1 is squarefree (its prime factors, those of F_0 ... F_(k-1),
	// are distinct), so the order of x is the product of the primes p of
	// 2^w - 1 with x^((2^w - 1)/p) != 1. Let y be x^((2^w - 1)/(2^m - 1))
	// for a field F_(2^m) of 128 bits or more, starting at y = x with m = w.
	// Then y lies in F_(2^m), and for the primes p of F_k = 2^(m/2) + 1,
	// x^((2^w - 1)/p) = z^(F_k/p) with
	//
	//	z = y^(2^(m/2) - 1) = conj(y)/y,
	//
	// of order dividing F_k, since y^(2^(m/2)) is the conjugate of y over
	// the half field (normWords). Then the norm y*conj(y) = y^(2^(m/2) + 1)
	// is the y of the half field, and at 64 bits the primes of 2^64 - 1
	// dividing the order of x are those dividing the 64-bit order of y.
	w := bigTables()
	n := fieldWords(len(x.words))
	order := big.NewInt(1)
	y := x.words
	var yb, conj, z Big
	for k := bits.Len(uint(64*n)) - 2; n > 1; k, n = k-1, n/2 {
		h := n / 2
		yl, yh := split(y, h)
		c := make([]uint64, n)
		xorWords(c[:h], yl, yh)
		copy(c[h:], yh)
		conj.setWords(c)
		z.Div(&conj, yb.setWords(y))
		order.Mul(order, subgroupOrder(&z, fermatPrimes()[k]))
		buf := make([]uint64, h+scratchWords(n))
		w.normWords(buf[:h], y, buf[h:])
		y = trim(buf[:h])
	}
	return order.Mul(order, new(big.Int).SetUint64(Order(y[0]))), true
}

// subgroupOrder returns the order of z != 0, given that it divides the
// product of ps, distinct primes in ascending order. Each prime is tested
// once, from the largest down: with q the largest and r the product of the
// others, q divides the order exactly when z^r != 1, and z^q has the same
// order but for q. Raising to r and q costs as many squarings as the bits
// of the product, so that a large prime and a few small ones (the rows of
// fermatFactors) cost about one exponentiation by the product.
func subgroupOrder(z *Big, ps []*big.Int) *big.Int {
	order := big.NewInt(1)
	rest := big.NewInt(1)
	for _, p := range ps {
		rest.Mul(rest, p)
	}
	var t Big
	for j := len(ps) - 1; j >= 0; j-- {
		q := ps[j]
		rest.Quo(rest, q)
		if t.Pow(z, rest); !t.IsUint64() || t.Uint64() != 1 {
			order.Mul(order, q)
		}
		if j > 0 {
			z = new(Big).Pow(z, q)
		}
	}
	return order
}
