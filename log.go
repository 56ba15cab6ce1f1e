package nimber

import (
	"sync"

	"github.com/nimberdev/nimber/internal/kernel"
)

// Log returns the discrete logarithm of x to the base g: the least e with
// Pow(g, e) == x, which is below Order(g). ok is false, and e is 0, when no
// such e exists: when x is not a power of g, x == 0 included (for g != 0).
//
// Log(g, 1) == 0 for every g. Pow(0, e) is 1 for e == 0 and 0 otherwise, so
// Log(0, 0) == 1 and Log(0, x) has no solution for x > 1.
//
// Log reduces the problem to the prime factors p of 2^64 - 1 (Pohlig and
// Hellman) and solves each in the subgroup of order p by baby-step
// giant-step, with tables built on the first call (about a megabyte).
func Log(g, x uint64) (e uint64, ok bool) {
	switch {
	case x == 1:
		return 0, true
	case g == 0:
		if x == 0 {
			return 1, true
		}
		return 0, false
	case x == 0:
		return 0, false
	}
	// Write g = a^G and x = a^X for a primitive a, and N = 2^64 - 1.
	// Pow(g, e) == x exactly when e*G == X (mod N). For each prime p of N,
	// raising to the power N/p projects onto the subgroup of order p, where
	// G mod p and X mod p are found to a common base. If p divides G (p does
	// not divide the order of g), X mod p must be 0; otherwise
	// e == X/G (mod p). The residues combine by the Chinese remainder
	// theorem (Garner's form) into the least e modulo the order of g.
	tabs := subgroupTables()
	n := uint64(1) // the order of g, built up prime by prime
	for i := range tabs {
		t := &tabs[i]
		gp := t.log(Pow(g, t.cofactor))
		xp := t.log(Pow(x, t.cofactor))
		if gp == 0 {
			if xp != 0 {
				return 0, false
			}
			continue
		}
		p := t.p
		ep := xp * invMod(gp, p) % p
		d := (ep + p - e%p) % p * invMod(n%p, p) % p
		e += n * d
		n *= p
	}
	return e, true
}

// invMod returns the inverse of a modulo the prime p < 2^32, a^(p-2).
func invMod(a, p uint64) uint64 {
	r := uint64(1)
	for k := p - 2; k != 0; k >>= 1 {
		if k&1 != 0 {
			r = r * a % p
		}
		a = a * a % p
	}
	return r
}

// A subgroupTable solves discrete logarithms in the subgroup of order p of
// the nonzero nimbers, to the base r = Primitive^(N/p), by baby-step
// giant-step: baby holds r^j for j < m, and a giant step multiplies by r^-m.
type subgroupTable struct {
	p, cofactor uint64 // cofactor = (2^64-1)/p
	m           uint64
	baby        powerIndex
	giant       kernel.LinearMap // x -> x * r^-m
}

// log returns k < p with r^k == y, for y in the subgroup.
func (t *subgroupTable) log(y uint64) uint64 {
	for i := uint64(0); ; i++ {
		if j, ok := t.baby.find(y); ok {
			return i*t.m + j
		}
		if i*t.m >= t.p {
			panic("nimber: internal error: discrete logarithm outside its subgroup")
		}
		y = t.giant.Apply(y)
	}
}

var subgroupTables = sync.OnceValue(func() []subgroupTable {
	tabs := make([]subgroupTable, len(orderPrimes))
	for i, p := range orderPrimes {
		t := &tabs[i]
		t.p, t.cofactor = p, (1<<64-1)/p
		t.m = min(p, 1<<14)
		r := Pow(Primitive, t.cofactor)
		t.baby = newPowerIndex(r, t.m)
		if t.m < p {
			step := Inv(Pow(r, t.m))
			t.giant = kernel.NewLinearMap(func(x uint64) uint64 { return Mul(x, step) })
		}
	}
	return tabs
})

// A powerIndex maps r^j to j for j < m: an open-addressing hash table.
type powerIndex struct {
	keys  []uint64 // 0 marks an empty slot; no power of r is 0
	vals  []uint32
	shift uint
}

func newPowerIndex(r, m uint64) powerIndex {
	size := uint64(2)
	for size < 2*m {
		size *= 2
	}
	var pi powerIndex
	pi.keys = make([]uint64, size)
	pi.vals = make([]uint32, size)
	for s := size; s > 1; s >>= 1 {
		pi.shift++
	}
	pi.shift = 64 - pi.shift
	y := uint64(1)
	for j := range m {
		h := pi.slot(y)
		for pi.keys[h] != 0 {
			h = (h + 1) & uint64(len(pi.keys)-1)
		}
		pi.keys[h], pi.vals[h] = y, uint32(j)
		y = Mul(y, r)
	}
	return pi
}

func (pi *powerIndex) slot(y uint64) uint64 { return y * 0x9e3779b97f4a7c15 >> pi.shift }

func (pi *powerIndex) find(y uint64) (uint64, bool) {
	mask := uint64(len(pi.keys) - 1)
	for h := pi.slot(y); pi.keys[h] != 0; h = (h + 1) & mask {
		if pi.keys[h] == y {
			return uint64(pi.vals[h]), true
		}
	}
	return 0, false
}
