package nimber

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
)

// ErrNoLog is the error of Big.Log when x is not a power of g.
var ErrNoLog = errors.New("nimber: no discrete logarithm: x is not a power of g")

// ErrLogCost is the error of Big.Log when the logarithm would take too long:
// when the order of g has a prime factor of 2^48 or more, or the prime
// factors of 2^w - 1 are unknown.
var ErrLogCost = errors.New("nimber: discrete logarithm too costly")

// maxLogPrime bounds the prime factors of the order of the base that
// Big.Log accepts: the work for a prime q is about 1.25*sqrt(q) products
// in the subfield holding its subgroup, for the largest accepted prime
// about 2^24.3 products.
const maxLogPrime = 1 << 48

// Log returns the discrete logarithm of x to the base g: the least e >= 0
// with Pow(g, e) == x, below the order of g. On values below 2^64 it is the
// function Log: Log of 1 is 0 for every g, Log(0, 0) is 1, and x = 0 (for
// g != 0) is no power of g. It returns ErrNoLog when x is not a power of g,
// and an error wrapping ErrLogCost when the logarithm would take too long:
//
// The logarithm is found modulo each prime factor q of the order of g
// (Pohlig and Hellman), by Pollard's rho method in the subgroup of order
// q, which takes about 1.25*sqrt(q) products in the smallest subfield
// holding that subgroup and no memory to speak of. It needs the prime
// factors of 2^w - 1, w the width of the field of g, known up to w = 4096
// (see Order), and refuses a q of 2^48 or more. In F_(2^128), 2^128 - 1 =
// (2^64 - 1) * 274177 * 67280421310721: every base is accepted, and a base
// whose order has the largest factor, as most do, takes some 10^7
// products in F_(2^128), more or less as the rho method's walk varies
// (BenchmarkBigLog times it). From
// F_(2^256) on, 2^w - 1 has the factor
// 59649589127497217 of 2^128 + 1 (about 2^55.7, or 2^28 products): Log
// answers only for bases whose order avoids it and the other large factors,
// such as bases of F_(2^128) and powers of g whose exponent holds them.
//
// Log panics if x or g is nil.
func (x *Big) Log(g *Big) (*big.Int, error) {
	notNil("Log", x, g)
	if x.isOne() {
		return new(big.Int), nil
	}
	if x.BitLen() <= 64 && g.BitLen() <= 64 {
		e, ok := Log(g.Uint64(), x.Uint64())
		if !ok {
			return nil, ErrNoLog
		}
		return new(big.Int).SetUint64(e), nil
	}
	// Now x != 1, and x or g is 2^64 or more. The powers of g lie in the
	// field of g.
	w := g.FieldWidth()
	switch {
	case x.FieldWidth() > w || len(x.words) == 0:
		return nil, ErrNoLog
	case w > maxOrderWidth:
		return nil, fmt.Errorf("%w: the prime factors of 2^w - 1 are known up to w = %d, and g needs w = %d", ErrLogCost, maxOrderWidth, w)
	}
	n, _ := g.Order()
	// The group is cyclic, so x is a power of g exactly when x^n == 1.
	var t Big
	if t.Pow(x, n); !t.isOne() {
		return nil, ErrNoLog
	}
	// The primes of n, which is squarefree as 2^w - 1 is; the checks of
	// cost come first, before any work.
	var qs []*big.Int
	rem := new(big.Int)
	for _, q := range logCandidates(w) {
		if rem.Rem(n, q).Sign() == 0 {
			if q.Cmp(big.NewInt(maxLogPrime)) >= 0 {
				return nil, fmt.Errorf("%w: the order of the base has the prime factor %v, of %d bits, and Log takes primes below 2^%d", ErrLogCost, q, q.BitLen(), bits.Len64(maxLogPrime)-1)
			}
			qs = append(qs, q)
		}
	}
	// Pohlig–Hellman: raising to n/q projects onto the subgroup of order q,
	// where gq has order exactly q and the logarithm of xq is e mod q. The
	// residues combine by the Chinese remainder theorem (Garner's form)
	// into the least e modulo n.
	e, m := new(big.Int), big.NewInt(1)
	var gq, xq Big
	cof, d := new(big.Int), new(big.Int)
	for _, q := range qs {
		cof.Quo(n, q)
		gq.Pow(g, cof)
		xq.Pow(x, cof)
		r := subgroupLog(&gq, &xq, q.Uint64())
		d.Sub(d.SetUint64(r), e)
		d.Mul(d, new(big.Int).ModInverse(m, q))
		d.Mod(d, q)
		e.Add(e, d.Mul(d, m))
		m.Mul(m, q)
	}
	return e, nil
}

// isOne reports whether x is 1.
func (x *Big) isOne() bool { return len(x.words) == 1 && x.words[0] == 1 }

// logCandidates returns the prime factors of 2^w - 1, w >= 128 a power of
// two up to maxOrderWidth: those of 2^64 - 1 and of F_6 to F_(k-1), 2^k = w.
func logCandidates(w int) []*big.Int {
	var qs []*big.Int
	for _, p := range orderPrimes {
		qs = append(qs, new(big.Int).SetUint64(p))
	}
	for k := 6; 2<<k <= w; k++ {
		qs = append(qs, fermatPrimes()[k]...)
	}
	return qs
}

// subgroupLog returns r < q with gq^r == xq, for gq of prime order q and
// xq a power of it. A q dividing 2^64 - 1 has its subgroup in F_(2^64),
// where the function Log solves it; the others, 274177 and more, go to
// Pollard's rho method.
func subgroupLog(gq, xq *Big, q uint64) uint64 {
	switch {
	case xq.isOne():
		return 0
	case gq.BitLen() <= 64:
		r, ok := Log(gq.Uint64(), xq.Uint64())
		if !ok {
			panic("nimber: internal error: Big.Log outside the subgroup")
		}
		return r
	default:
		return rhoLog(gq, xq, q)
	}
}

// rhoWalk is the number of multipliers of the walk of rhoLog.
const rhoWalk = 32 // a power of two

// rhoLog returns r < q with g^r == x, for g of prime order q < 2^48 and x a
// power of it, by Pollard's rho method: a walk through elements g^a * x^b
// that multiplies, at each step, by one of rhoWalk elements g^ai * x^bi
// chosen by the element itself (Teske's adding walk, which behaves as a
// random map), until it meets an element it has passed. Two elements
// g^a * x^b == g^a' * x^b' give a + r*b == a' + r*b' (mod q), so r unless
// b == b'. The walk keeps only its distinguished elements, those whose low
// word has its low d bits zero, 2^d about sqrt(q)/256, and meets one again
// about 2^d steps after it has closed its loop. A walk that goes 64*2^d
// steps without a distinguished element (caught in a loop without one),
// or a meeting with b == b', starts again elsewhere. The steps are
// products in the field of g, on words, without allocation.
func rhoLog(g, x *Big, q uint64) uint64 {
	nw := fieldWords(len(g.words))
	tabs := bigTables()
	s := make([]uint64, scratchWords(nw))
	// pow returns g^a * x^b as nw words.
	pow := func(a, b uint64) []uint64 {
		var u, v Big
		u.Pow(g, new(big.Int).SetUint64(a))
		v.Pow(x, new(big.Int).SetUint64(b))
		z := make([]uint64, nw)
		tabs.mulWords(z, u.words, v.words, s)
		return z
	}
	// The multiplier of an element: the top bits of its low word hashed.
	pick := func(y []uint64) int { return int(y[0] * 0x9e3779b97f4a7c15 >> (65 - bits.Len(rhoWalk))) }
	rng := rand.New(rand.NewPCG(q, uint64(nw)))
	var (
		mul    [rhoWalk][]uint64
		ma, mb [rhoWalk]uint64
	)
	for i := range rhoWalk {
		ma[i], mb[i] = rng.Uint64N(q), rng.Uint64N(q)
		mul[i] = pow(ma[i], mb[i])
	}
	mask := uint64(1)<<max(bits.Len64(q)/2-8, 0) - 1
	seen := make(map[string][2]uint64) // the distinguished elements: a, b
	var key []byte
	t := make([]uint64, nw)
	for {
		a, b := rng.Uint64N(q), rng.Uint64N(q)
		y := pow(a, b)
		for steps := uint64(0); steps < 64*(mask+1); steps++ {
			i := pick(y)
			tabs.mulWords(t, y, mul[i], s)
			y, t = t, y
			// a, b < q < 2^48: the sums cannot overflow.
			if a += ma[i]; a >= q {
				a -= q
			}
			if b += mb[i]; b >= q {
				b -= q
			}
			if y[0]&mask != 0 {
				continue
			}
			key = key[:0]
			for _, v := range y {
				key = binary.LittleEndian.AppendUint64(key, v)
			}
			ab, met := seen[string(key)]
			if !met {
				seen[string(key)] = [2]uint64{a, b}
				steps = 0
				continue
			}
			if b == ab[1] {
				break
			}
			// r*(b - b') == a' - a (mod q).
			num := new(big.Int).SetUint64((ab[0] + q - a) % q)
			den := new(big.Int).SetUint64((b + q - ab[1]) % q)
			bq := new(big.Int).SetUint64(q)
			num.Mul(num, den.ModInverse(den, bq))
			return num.Mod(num, bq).Uint64()
		}
	}
}
