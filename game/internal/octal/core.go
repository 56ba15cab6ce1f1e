package octal

import (
	"math/bits"
	"sync/atomic"
)

// A value is the type in which a Solver stores values: one byte each while
// every value is below 256, two bytes after.
type value interface{ uint8 | uint16 }

// subBlock is the number of heaps whose near marks are made together.
const subBlock = 64

// A farBlock holds the marks that the rare heaps r in [lo, hi) leave on the
// heaps of a block [n0, n0+B): the values G(r) ^ G(sz-r) of their splits.
// They are made one block ahead, from values all known by then: for a heap
// m < n0 + B of the block, sz - r <= m - r < n0 - B when r >= 2B. epoch is
// that of the split the rare heaps were read under.
//
// The rare heaps are cut into chunks, which two goroutines take in turn:
// the helper, into part[0], and the solver's own when it has finished the
// block before and the helper has not, into part[1].
type farBlock struct {
	part          [2]marks
	helped        bool // whether part[1] holds marks
	lo, hi, epoch int
	ok            bool

	rare   []uint64
	next   atomic.Int64 // the next chunk to take
	fill   func(m *marks, rare []uint64)
	chunks int
}

// farChunk is the number of rare heaps of a chunk of far work.
const farChunk = 64

// work takes chunks of f until none is left, making their marks in
// part[i].
func (f *farBlock) work(i int) {
	for {
		c := int(f.next.Add(1) - 1)
		if c >= f.chunks {
			return
		}
		if i == 1 && !f.helped {
			p := &f.part[0]
			f.part[1].reset(p.n0, p.stride, p.wf)
			f.helped = true
		}
		f.fill(&f.part[i], f.rare[c*farChunk:min((c+1)*farChunk, len(f.rare))])
	}
}

// covers reports whether f holds the far marks of heap m for the split of s.
func (f *farBlock) covers(s *Solver, m int) bool {
	p := &f.part[0]
	return f.ok && f.epoch == s.epoch && m >= p.n0 && m < p.n0+p.stride
}

// or adds to bm the far marks of heap m.
func (f *farBlock) or(bm []uint64, m int) {
	f.part[0].or(bm, m)
	if f.helped {
		f.part[1].or(bm, m)
	}
}

// naive returns G(m) by the mex rule over every option of the heap m: the
// warm-up before a split is chosen.
func naive[V value](s *Solver, g []V, m int) int {
	bm := s.marks
	clear(bm)
	markSingles(s, g, m)
	for _, k := range s.g.splits {
		sz := m - k
		for a := 1; 2*a <= sz; a++ {
			if !s.g.Unequal || 2*a != sz {
				set(bm, uint(g[a]^g[sz-a]))
			}
		}
	}
	return firstZero(bm, s.all)
}

// markSingles marks the options of heap m that leave at most one heap.
func markSingles[V value](s *Solver, g []V, m int) {
	bm := s.marks
	if m <= s.g.t {
		for _, k := range s.g.whole {
			if k == m {
				set(bm, 0)
			}
		}
	}
	for _, k := range s.g.takes {
		if k >= m {
			break
		}
		set(bm, uint(g[m-k]))
	}
}

// prepareNear makes the near marks of the heaps [m0, m0+subBlock): those
// of the rare heaps r that neither far (if it covers them) nor the heaps
// themselves mark, with every partner below m0 and r below every split. It
// sets s.resid to the first rare heap the heaps mark themselves, above the
// small ones r < subBlock.
func prepareNear[V value](s *Solver, g []V, m0 int, far *farBlock) {
	top := m0 - s.g.splits[len(s.g.splits)-1] // the fewest tokens split
	s.near.reset(m0, subBlock, planes(s.width, s.w))
	lo := lowerBound(s.rare, subBlock)
	hi := lowerBound(s.rare, max(top, subBlock))
	s.resid = hi
	if far.covers(s, m0) {
		markBlock(&s.near, g, s.rare[lo:lowerBound(s.rare, far.lo)], s.g.splits, s.g.Unequal)
		lo = lowerBound(s.rare, far.hi)
	}
	if lo < hi {
		markBlock(&s.near, g, s.rare[lo:hi], s.g.splits, s.g.Unequal)
	}
}

// sparse returns G(m) by the sparse-space method.
func sparse[V value](s *Solver, g []V, m int, far *farBlock) int {
	bm := s.marks
	clear(bm)
	if far.covers(s, m) {
		far.or(bm, m)
	}
	s.near.or(bm, m)
	markSingles(s, g, m)
	rare := s.rare
	small := lowerBound(rare, subBlock)
	for _, k := range s.g.splits {
		sz := m - k
		if sz < 2 {
			break
		}
		markRare(s, g, rare[:small], sz)
		markRare(s, g, rare[s.resid:], sz)
	}

	// The candidate c is the least unmarked value of common type, or 2^w,
	// which no option has. Every other value below c is of rare type: it
	// is the mex unless a split of two common heaps has it.
	flip := 0
	if s.split.pos {
		flip = (m - s.g.splits[0]) & 1
	}
	ct := s.common[flip]
	c := firstZero(bm, ct)
	if c < 0 || c > 1<<s.w {
		c = 1 << s.w
	}
	need := s.need
	count := 0
	for i := range bm {
		lim := ^uint64(0)
		switch {
		case i > c>>6:
			lim = 0
		case i == c>>6:
			lim = 1<<(c&63) - 1
		}
		need[i] = ^bm[i] &^ ct[i] & lim
		count += bits.OnesCount64(need[i])
	}
	if count == 0 {
		return c
	}
	for _, k := range s.g.splits {
		sz := m - k
		hi := sz / 2
		if s.g.Unequal && sz&1 == 0 {
			hi--
		}
		if hi < 1 {
			continue
		}
		if count = scan(g, s.w, sz, hi, need, count); count == 0 {
			return c
		}
	}
	return firstSet(need) // the least value still needed
}

// markRare marks the values of the splits of sz tokens with a part in
// rare: G(r) ^ G(sz-r) for each rare heap r < sz (r != sz-r in Grundy's
// game).
func markRare[V value](s *Solver, g []V, rare []uint64, sz int) {
	bm := s.marks
	for _, e := range rare {
		r := int(e >> 16)
		if r >= sz {
			break
		}
		if !s.g.Unequal || 2*r != sz {
			set(bm, uint(V(e)^g[sz-r]))
		}
	}
}

// lowerBound returns the index of the first rare heap at or above h.
func lowerBound(rare []uint64, h int) int {
	lo, hi := 0, len(rare)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if int(rare[mid]>>16) < h {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
