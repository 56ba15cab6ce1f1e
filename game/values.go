package game

import (
	"iter"
	"math/bits"
)

// MaxValues is the largest number of values HeapGame.Values computes.
const MaxValues = 1 << 24

// HeapValues holds the Grundy values G(0), G(1), ..., G(Len()-1) of the
// single heaps of a heap game, as HeapGame.Values computes them. Heap games
// are studied to millions of values and more, all of them small, so
// HeapValues stores them compactly (two bytes a value) rather than as a
// slice of uint64; each value is read as a uint64, the type of Grundy
// values throughout the package. The zero value, and a nil *HeapValues,
// hold no values.
type HeapValues struct {
	vals []uint16
}

// values returns the values held.
func (v *HeapValues) values() []uint16 {
	if v == nil {
		return nil
	}
	return v.vals
}

// Len returns the number of values held.
func (v *HeapValues) Len() int { return len(v.values()) }

// At returns G(h). It panics if h is not in [0, Len()).
func (v *HeapValues) At(h int) uint64 { return uint64(v.values()[h]) }

// All returns an iterator over the heaps h from 0 to Len()-1 and their
// values G(h), in increasing order of h.
func (v *HeapValues) All() iter.Seq2[int, uint64] {
	return func(yield func(int, uint64) bool) {
		for h, g := range v.values() {
			if !yield(h, uint64(g)) {
				return
			}
		}
	}
}

// warmUp is the number of values computed before the first choice of the
// sparse-space mask; the mask is chosen again at every power of two after.
const warmUp = 1 << 10

// Values returns the Grundy values G(0), ..., G(n-1) of single heaps of g.
// Each value is the mex of the values of the options of a heap: the value
// G(n-k) of the heap left, or G(a) xor G(b) of two heaps a + b = n - k left,
// or 0 when nothing is left.
//
// Values uses the sparse-space method of Winning Ways (ch. 4, "Sparse space
// spells speed"): choose a mask m and call a value v rare when v&m has an
// even number of bits, common when odd. The xor of two values is common
// exactly when one of them is rare and the other common. For many games,
// Grundy's game among them, few heaps have rare values, so all common
// option values come from the few splits with a rare part, and the rare
// values below the mex are found among the first few other splits. The
// method is exact for every mask; the mask only decides the speed, and is
// chosen to make the rare heaps few among those computed so far. The cost is
// of order n times the number of rare heaps for such games, and of order n^2
// for games without a sparse space; Grundy's game to n = 2^20 takes a few
// seconds. Games without splitting moves take time of order n times the
// length of the rule.
//
// At every power of two from 1024 on, Values asks Period whether the values
// so far prove a period; once one is proven, the remaining values repeat
// it, so a game such as Kayles (period 12 from heap 71) costs little more
// than its first 1024 values whatever n is.
//
// Values returns an error wrapping ErrRange if n is negative or above
// MaxValues, or if a value exceeds 65535.
func (g *HeapGame) Values(n int) (*HeapValues, error) {
	if n < 0 || n > MaxValues {
		return nil, errorf(ErrRange, "%d values of %s: the count must be in [0, %d]", n, g, MaxValues)
	}
	c := &computer{g: g, vals: make([]uint16, 0, n), seen: make([]uint32, 1<<16+1)}
	for h := range n {
		if h >= warmUp && h&(h-1) == 0 {
			if p, _, ok := g.period(c.vals); ok {
				// G(m) = G(m-p) for every m >= h, by the theorem Period
				// applies: the rest is a copy.
				for len(c.vals) < n {
					c.vals = append(c.vals, c.vals[len(c.vals)-p])
				}
				return &HeapValues{c.vals}, nil
			}
			c.chooseMask()
		}
		v, err := c.next()
		if err != nil {
			return nil, err
		}
		c.vals = append(c.vals, v)
		if h > 0 && c.rare(v) {
			c.rareHeaps = append(c.rareHeaps, h)
		}
	}
	return &HeapValues{c.vals}, nil
}

// A computer holds the state of HeapGame.Values.
type computer struct {
	g    *HeapGame
	vals []uint16
	// mask defines rare values; rareHeaps lists the heaps h >= 1 with rare
	// values, in increasing order. Before the first choice the mask is 0,
	// which makes every value rare.
	mask      uint16
	rareHeaps []int
	// seen[v] == stamp marks v as the value of an option of the heap in
	// hand.
	seen  []uint32
	stamp uint32
}

func (c *computer) rare(v uint16) bool { return bits.OnesCount16(v&c.mask)&1 == 0 }

// chooseMask picks the mask that makes the fewest rare values among the
// later half of the values so far, and lists the rare heaps again. The
// candidates are every pattern of the low bits that the values use, with
// all higher bits either clear or set.
func (c *computer) chooseMask() {
	top := uint16(0)
	for _, v := range c.vals {
		top = max(top, v)
	}
	w := bits.Len16(top)
	best, bestCount := uint16(0), len(c.vals)+1
	for low := range 1 << w {
		for _, high := range []uint16{0, ^uint16(1<<w - 1)} {
			m := uint16(low) | high
			if m == 0 {
				continue
			}
			count := 0
			for _, v := range c.vals[len(c.vals)/2:] {
				count += 1 - bits.OnesCount16(v&m)&1
			}
			if count < bestCount {
				best, bestCount = m, count
			}
		}
	}
	c.mask = best
	c.rareHeaps = c.rareHeaps[:0]
	for h, v := range c.vals[1:] {
		if c.rare(v) {
			c.rareHeaps = append(c.rareHeaps, h+1)
		}
	}
}

// mark records v as the value of an option.
func (c *computer) mark(v uint16) { c.seen[v] = c.stamp }

// next returns the value of the heap n = len(c.vals).
func (c *computer) next() (uint16, error) {
	n := len(c.vals)
	g, vals := c.g, c.vals
	c.stamp++
	for k := 0; k <= min(g.maxTake(), n); k++ {
		d := g.digits[k]
		if d&1 != 0 && n == k {
			c.mark(0)
		}
		if d&2 != 0 && n > k {
			c.mark(vals[n-k])
		}
		if d&4 != 0 {
			// Every split with a rare part: the rare heap r and the
			// other, m - r, both nonempty.
			m := n - k
			for _, r := range c.rareHeaps {
				if r >= m {
					break
				}
				if !g.unequal || 2*r != m {
					c.mark(vals[r] ^ vals[m-r])
				}
			}
		}
	}
	// The mex is the least unmarked value that is not the value of a
	// split of two common heaps. Such a split has a rare value, so an
	// unmarked common value is the mex; an unmarked rare value is looked
	// for among the splits of common heaps, which are scanned once, in a
	// fixed order, as far as needed.
	scan := splitScan{k: -1}
	for v := 0; ; v++ {
		if v > 1<<16-1 {
			return 0, errorf(ErrRange, "the Grundy value of heap %d of %s exceeds 65535", n, g)
		}
		if c.seen[v] == c.stamp || c.rare(uint16(v)) && c.findSplit(&scan, uint16(v)) {
			continue
		}
		return uint16(v), nil
	}
}

// A splitScan is a position in the sequence of splits of the heap in hand:
// the split kind k (tokens taken) and the smaller part a.
type splitScan struct{ k, a int }

// findSplit scans the splits of the heap in hand, from where the scan
// stands, marking their values, until v is marked. It reports whether v is
// marked. (Splits with a rare part are marked again on the way, which costs
// less than telling them apart.)
func (c *computer) findSplit(s *splitScan, v uint16) bool {
	n := len(c.vals)
	g, vals, seen, stamp := c.g, c.vals, c.seen, c.stamp
	if seen[v] == stamp {
		return true
	}
	for {
		if s.k >= 0 {
			m := n - s.k
			for s.a < m/2 {
				s.a++
				a := s.a
				if g.unequal && 2*a == m {
					continue
				}
				seen[vals[a]^vals[m-a]] = stamp
				if seen[v] == stamp {
					return true
				}
			}
		}
		// Next split kind.
		s.k++
		for s.k <= min(g.maxTake(), n) && g.digits[s.k]&4 == 0 {
			s.k++
		}
		if s.k > min(g.maxTake(), n) {
			return false
		}
		s.a = 0
	}
}
