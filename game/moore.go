package game

import "math/bits"

// Moore's Nim_K (E. H. Moore, "A generalization of the game called Nim",
// Annals of Mathematics 11 (1910), 93-94): its P-positions, and the
// construction of its winning moves, column by column from the top bit.
//
// Write the heaps in binary, one under the other, so that bit b of every
// heap forms column b. Moore's theorem: a position is a P-position exactly
// when every column holds a multiple of k+1 ones. No move leads from such a
// position to another (the first column, from the top, in which a move
// changes a heap changes only from 1 to 0, in 1 to k heaps, so its count
// drops by 1 to k), and from any other position the construction below
// finds one.
//
// A move replaces each heap h_i by some h'_i <= h_i, at least one and at
// most k of them smaller. Decide the new heaps one column at a time from
// the top. After the columns above b, each heap is equal (its new bits so
// far are its old ones) or lower (at the first bit where they differ the
// old one is 1 and the new one 0, so it is smaller whatever its lower bits
// become); say l heaps are lower. In column b an equal heap with bit 0 keeps
// it (setting it would make the heap larger), an equal heap with bit 1
// keeps it or clears it and becomes lower, and a lower heap takes either
// bit. If c equal heaps have bit 1, a choice clears it in d of them and sets
// it in t of the l lower heaps, and the column holds c - d + t ones, which
// must be a multiple of k+1. Since t <= l <= k, d fixes t: t is d - c
// modulo k+1, and the choice exists if that is at most l.
//
// Lemma (Moore's construction). From a state with l <= k, the remaining
// columns can be decided with l <= k throughout. In column b let r = c mod
// (k+1). If r = 0, keep every bit. If r > 0 and k+1-r <= l, keep every bit
// of the equal heaps and set the bit in k+1-r lower heaps. Otherwise
// k+1-r > l, so l + r <= k, and clearing the bit in r of the c heaps (and in
// every lower heap) leaves c - r ones with l + r lower heaps.
//
// A move must also change a heap. A state with l >= 1 after the columns
// above b can thus always be completed to a winning move. A state with
// l = 0 (every heap equal, so every column above b was already a multiple
// of k+1) can be completed exactly when some column at or below b is not:
// at the first column that is not, the lemma with l = 0 clears the bit in
// r >= 1 heaps; and if every column at and below b is a multiple of k+1,
// the first column where a heap becomes lower loses d ones, 1 <= d <= k,
// and gains none, as there is no lower heap yet to set a bit in.
//
// So mooreMoves enumerates the winning moves by a depth-first search over
// the columns that tries, in each, every choice (d, which d heaps, which t
// lower heaps) leading to a state that can be completed: every branch it
// enters ends in at least one winning move, each move is reached once (two
// choices in one column leave different bits), and the next move is found
// within one pass over the heaps for each column, O(n*w) steps for n heaps
// of w bits, however many moves there are. Ordinary Nim (k = 1) is the
// special case of Bouton (1901), which normalMoves answers directly.
//
// Misere play asks, from a position with a heap of 2 or more, for the moves
// to P-positions of normal play that keep such a heap (keepBig). A state of
// the search is then also big or not: big when some new heap has a 1 in a
// column above column 0. A state that is not big after the columns above b
// has every new bit so far 0, so every heap of 2^(b+1) or more is lower and
// every other heap equal: there is one such state for each column, on the
// path through the search that empties every column, and whether it can
// still be completed to a big move is found once, from column 0 up
// (smallOK), before the search.

// mooreZero reports whether, for every bit, the number of heaps with that
// bit set is a multiple of k+1.
func mooreZero(heaps []int, k int) bool {
	for b := range bits.UintSize - 1 {
		c := 0
		for _, h := range heaps {
			c += h >> b & 1
		}
		if c%(k+1) != 0 {
			return false
		}
	}
	return true
}

// A mooreSearch is the state of the search of mooreMoves.
type mooreSearch struct {
	heaps   []int
	k       int
	keepBig bool
	// settled[b] reports whether every column below b holds a multiple of
	// k+1 ones (settled[0] is true).
	settled []bool
	// smallOK[b], with keepBig, reports whether the state that is not big
	// after the columns above b can be completed to a move that is.
	smallOK []bool
	lower   []int  // the lower heaps, in the order they became lower
	isLower []bool // by heap
	to      []int  // the new bits so far of the lower heaps, by heap
	ones    [][]int
	yield   func([]Change) bool
	states  int // the states entered (calls of column), for the tests
}

// mooreMoves yields every move of Nim_k (k >= 2) from heaps to a position
// in which every column holds a multiple of k+1 ones; with keepBig, only
// those that leave a heap of 2 or more. It returns false if yield asked to
// stop.
func mooreMoves(heaps []int, k int, keepBig bool, yield func([]Change) bool) bool {
	return newMooreSearch(heaps, k, keepBig, yield).run()
}

func newMooreSearch(heaps []int, k int, keepBig bool, yield func([]Change) bool) *mooreSearch {
	width := bits.Len(uint(maxHeap(heaps)))
	s := &mooreSearch{
		heaps:   heaps,
		k:       k,
		keepBig: keepBig,
		settled: make([]bool, width+1),
		lower:   make([]int, 0, k),
		isLower: make([]bool, len(heaps)),
		to:      make([]int, len(heaps)),
		ones:    make([][]int, width),
		yield:   yield,
	}
	s.settled[0] = true
	for b := range width {
		c := 0
		for _, h := range heaps {
			c += h >> b & 1
		}
		s.settled[b+1] = s.settled[b] && c%(k+1) == 0
	}
	if keepBig {
		s.smallOK = make([]bool, width)
		for b := range width {
			s.smallOK[b] = s.smallCompletes(b)
		}
	}
	return s
}

// run searches from the first column, the highest bit of the largest heap.
func (s *mooreSearch) run() bool {
	top := len(s.settled) - 2
	return !s.completes(top, 0, false) || s.column(top, false)
}

// completes reports whether a state after the columns above b (b = -1: after
// every column), with l lower heaps, big or not, can be completed to a
// move that mooreMoves yields. It needs l <= k.
func (s *mooreSearch) completes(b, l int, big bool) bool {
	if l == 0 && s.settled[b+1] {
		return false // nothing has changed, and nothing can
	}
	if s.keepBig && !big {
		return b >= 0 && s.smallOK[b]
	}
	return true
}

// choices calls f with each number d of heaps that may become lower in
// column b, in increasing order, given c equal heaps with bit b and l
// lower heaps, with the t of the lower heaps that then set bit b, and
// whether the state after column b is big; it skips the choices whose
// state cannot be completed. It stops when f returns false and then
// returns false.
func (s *mooreSearch) choices(b, c, l int, big bool, f func(d, t int, big bool) bool) bool {
	for d := 0; d <= min(c, s.k-l); d++ {
		t := ((d-c)%(s.k+1) + s.k + 1) % (s.k + 1)
		if t > l {
			continue
		}
		next := big || b >= 1 && c-d+t > 0
		if s.completes(b-1, l+d, next) && !f(d, t, next) {
			return false
		}
	}
	return true
}

// smallCompletes reports whether the state that is not big after the
// columns above b can be completed to a big move, from smallOK[b-1].
func (s *mooreSearch) smallCompletes(b int) bool {
	l, c := 0, 0
	for _, h := range s.heaps {
		switch {
		case h>>(b+1) != 0:
			l++
		case h>>b&1 != 0:
			c++
		}
	}
	if l > s.k {
		return false // no move reaches this state
	}
	return !s.choices(b, c, l, false, func(int, int, bool) bool { return false })
}

// column tries every choice in column b that leads to a state that can be
// completed, and goes on to the next column; after the last it yields the
// move. It returns false if yield asked to stop.
func (s *mooreSearch) column(b int, big bool) bool {
	s.states++
	if b < 0 {
		m := make([]Change, len(s.lower))
		for j, i := range s.lower {
			m[j] = Change{i, s.heaps[i], s.to[i]}
		}
		sortChanges(m)
		return s.yield(m)
	}
	ones := s.ones[b][:0] // the equal heaps with bit b
	for i, h := range s.heaps {
		if !s.isLower[i] && h>>b&1 != 0 {
			ones = append(ones, i)
		}
	}
	s.ones[b] = ones
	l := len(s.lower)
	return s.choices(b, len(ones), l, big, func(d, t int, next bool) bool {
		return choose(ones, d, func(cleared []int) bool {
			for _, i := range cleared {
				s.isLower[i] = true
				s.to[i] = s.heaps[i] >> (b + 1) << (b + 1)
				s.lower = append(s.lower, i)
			}
			ok := choose(s.lower[:l], t, func(set []int) bool {
				for _, i := range set {
					s.to[i] |= 1 << b
				}
				ok := s.column(b-1, next)
				for _, i := range set {
					s.to[i] &^= 1 << b
				}
				return ok
			})
			for _, i := range cleared {
				s.isLower[i] = false
			}
			s.lower = s.lower[:l]
			return ok
		})
	})
}
