package erasure

import (
	"sync"

	"github.com/nimberdev/nimber"
)

// The error locator of a reconstruction is found from discrete logarithms
// (see locator in decode.go): log and exp below, in the field of w bytes,
// to the bases g32, g16 = g32^65537 and g8 = g16^257, the least generators
// of F_(2^32)* for which they are generators of the subfields' groups too.
//
// In F_(2^16) and F_(2^8) they are tables. F_(2^32)* has order
// (2^16 - 1)(2^16 + 1), two coprime factors, so log x follows by the
// Chinese remainder theorem from log x mod 2^16 - 1, which is the F_(2^16)
// logarithm of the norm x^(2^16 + 1), and log x mod 2^16 + 1, the logarithm
// of x^(2^16 - 1) in the subgroup U of order 2^16 + 1 = 65537, a prime. For
// x = a D + b (a, b in F_(2^16), D = 2^16, D^2 = D + 2^15) the Frobenius
// x^(2^16) is the conjugate a (D + 1) + b = x + a, so the norm is x (x + a)
// and x^(2^16 - 1) = (x + a)/x = (x + a)^2 / norm. An element a D + b != 1
// of U has a != 0, and for each a two values of b, b and b + a, or none:
// logU, indexed by a and by which of the two b is, holds its logarithm.

// Sizes of the multiplicative groups.
const (
	q8  = 1<<8 - 1
	q16 = 1<<16 - 1
	q32 = 1<<32 - 1
	u32 = 1<<16 + 1 // the order of U
)

type logTables struct {
	g32   uint32
	exp16 [q16]uint16
	log16 [1 << 16]uint16 // log16[0] = 0
	expHi [1 << 16]uint32 // g32^(65536 h)
	expLo [1 << 16]uint32 // g32^l
	logU  [1 << 17]uint32 // logU[2a + (b > b^a)]: the logarithm of aD+b in U
}

var logs = sync.OnceValue(func() *logTables {
	t := new(logTables)
	for g := uint64(2); ; g++ {
		if nimber.Order(g) == q32 {
			t.g32 = uint32(g)
			break
		}
	}
	g := uint64(t.g32)
	g16 := nimber.Pow(g, u32)
	x := uint64(1)
	for e := range q16 {
		t.exp16[e] = uint16(x)
		t.log16[x] = uint16(e)
		x = nimber.Mul(x, g16)
	}
	x = 1
	for l := range 1 << 16 {
		t.expLo[l] = uint32(x)
		x = nimber.Mul(x, g)
	}
	x = 1 // now g^65536
	for h := range 1 << 16 {
		t.expHi[h] = uint32(x)
		x = nimber.Mul(x, uint64(t.expLo[0xffff]))
		x = nimber.Mul(x, g)
	}
	gamma := nimber.Pow(g, q16)
	x = gamma
	for e := 1; e < u32; e++ {
		t.logU[uIndex(uint32(x))] = uint32(e)
		x = nimber.Mul(x, gamma)
	}
	return t
})

// uIndex returns the index in logU of x = aD + b != 1 in U.
func uIndex(x uint32) int {
	a, b := x>>16, x&0xffff
	i := 2 * int(a)
	if b > b^a {
		i++
	}
	return i
}

// logOf returns the logarithm of x != 0 in the field of w bytes, and 0 for
// x == 0.
func logOf(t *logTables, w int, x uint32) uint64 {
	switch {
	case x == 0:
		return 0
	case w == 1:
		return uint64(t.log16[x]) / 257
	case w == 2:
		return uint64(t.log16[x])
	}
	a := x >> 16
	conj := x ^ a
	norm := uint32(nimber.Mul(uint64(x), uint64(conj)))
	ln := uint64(t.log16[norm]) // log x mod 2^16 - 1
	var lu uint64               // log x mod 2^16 + 1
	if u := mulSub(t, uint32(nimber.Square(uint64(conj))), inv16(t, norm)); u != 1 {
		lu = uint64(t.logU[uIndex(u)])
	}
	// L = ln + 65535 k with 65535 k = lu - ln mod 65537, and 65535 = -2,
	// whose inverse mod 65537 is 32768.
	k := (lu + u32 - ln%u32) % u32 * 32768 % u32
	return ln + q16*k
}

// inv16 returns 1/x in F_(2^16), x != 0.
func inv16(t *logTables, x uint32) uint32 {
	return uint32(t.exp16[(q16-uint64(t.log16[x]))%q16])
}

// mulSub returns x*s for s in F_(2^16): s times each half of x.
func mulSub(t *logTables, x, s uint32) uint32 {
	return uint32(mul16(t, x>>16, s))<<16 | uint32(mul16(t, x&0xffff, s))
}

func mul16(t *logTables, x, y uint32) uint16 {
	if x == 0 || y == 0 {
		return 0
	}
	return t.exp16[(uint64(t.log16[x])+uint64(t.log16[y]))%q16]
}

// expOf returns g^e in the field of w bytes, for e below its group's order.
func expOf(t *logTables, w int, e uint64) uint32 {
	switch w {
	case 1:
		return uint32(t.exp16[e*257])
	case 2:
		return uint32(t.exp16[e])
	}
	return uint32(nimber.Mul(uint64(t.expHi[e>>16]), uint64(t.expLo[e&0xffff])))
}

// order returns the order of the multiplicative group of the field of w
// bytes.
func order(w int) uint64 { return 1<<(8*w) - 1 }
