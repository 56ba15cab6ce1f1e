package game

import "iter"

// NimSum returns the nim-sum of the values, their bitwise exclusive or: the
// Grundy value of the sum of games with those values. NimSum() is 0.
func NimSum(values ...uint64) uint64 {
	var s uint64
	for _, v := range values {
		s ^= v
	}
	return s
}

// Nim is a variant of Nim, played on heaps of stones. The zero value is
// ordinary Nim: a move takes any positive number of stones from one heap,
// and the player who takes the last stone wins.
//
// Max and K bound the moves, Misere changes the goal:
//
//   - Max > 0: a move takes at most Max stones. A heap of h stones has the
//     Grundy value h mod (Max+1).
//   - K > 1: Moore's Nim_K, a move takes stones from at least one and at most
//     K heaps (any positive number from each). A position is a P-position
//     exactly when, for every bit, the number of heaps with that bit set is
//     a multiple of K+1 (Moore, 1910). K == 0 and K == 1 both mean one heap.
//   - Misere: the player who takes the last stone loses. With every heap at
//     most 1, a position is a P-position exactly when the number of nonempty
//     heaps is 1 modulo K+1 (modulo 2 in ordinary Nim); otherwise the
//     P-positions are those of normal play (Bouton, 1901; Moore, 1910).
//
// Max > 0 combines with neither K > 1 nor Misere. Validate, and every
// method, returns an error wrapping ErrVariant for those combinations and
// for a negative Max or K.
type Nim struct {
	Max    int
	K      int
	Misere bool
}

// Validate returns nil if g is a supported variant of Nim, and otherwise an
// error, wrapping ErrVariant, that names the fault: a negative Max or K, or
// Max > 0 with K > 1 or Misere.
func (g Nim) Validate() error {
	switch {
	case g.Max < 0:
		return errorf(ErrVariant, "Nim with Max = %d: the bound on the stones a move takes must be 0 (none) or positive", g.Max)
	case g.K < 0:
		return errorf(ErrVariant, "Nim with K = %d: the number of heaps a move takes from must be 0 or more (0 and 1 both mean one)", g.K)
	case g.Max > 0 && (g.K > 1 || g.Misere):
		return errorf(ErrVariant, "Nim with Max > 0 combines with neither K > 1 nor Misere")
	}
	return nil
}

// check returns the error of Validate, or one wrapping ErrNegativeHeap if a
// heap is negative.
func (g Nim) check(heaps []int) error {
	if err := g.Validate(); err != nil {
		return err
	}
	for i, h := range heaps {
		if h < 0 {
			return errorf(ErrNegativeHeap, "negative heap: heap %d has %d stones", i+1, h)
		}
	}
	return nil
}

// heapsPerMove returns K, with 0 meaning 1, and at most the number of
// heaps: a K larger than that allows no other moves and, since no column
// can count K+1 heaps, makes the same positions P-positions.
func (g Nim) heapsPerMove(heaps []int) int { return max(min(g.K, len(heaps)), 1) }

// boundedValue returns h mod (m+1), the Grundy value of a heap of h in Nim
// with at most m stones a move, without overflow for m = math.MaxInt.
func boundedValue(h, m int) int {
	if h <= m {
		return h
	}
	return h % (m + 1)
}

// IsPPosition reports whether heaps is a P-position of g: one in which the
// previous player, the one who just moved, wins with best play. The empty
// position (no heaps, or all heaps empty) is a P-position in normal play
// and an N-position in misere play, where the player to move has no move
// and so has won.
//
// IsPPosition returns an error wrapping ErrNegativeHeap if a heap is
// negative, and the error of Validate if g is not a supported variant.
func (g Nim) IsPPosition(heaps []int) (bool, error) {
	if err := g.check(heaps); err != nil {
		return false, err
	}
	if g.Max > 0 {
		var s int
		for _, h := range heaps {
			s ^= boundedValue(h, g.Max)
		}
		return s == 0, nil
	}
	k := g.heapsPerMove(heaps)
	if g.Misere && maxHeap(heaps) <= 1 {
		ones := 0
		for _, h := range heaps {
			ones += h
		}
		return ones%(k+1) == 1, nil
	}
	return mooreZero(heaps, k), nil
}

// maxHeap returns the largest heap, or 0 for no heaps.
func maxHeap(heaps []int) int {
	m := 0
	for _, h := range heaps {
		m = max(m, h)
	}
	return m
}

// WinningMoves returns the winning moves of g from heaps: every position,
// reachable in one move, that is a P-position. Each is yielded as a new
// slice of heap sizes in the order of heaps, so a move that empties a heap
// leaves a 0 in its place. There are none exactly when heaps is a
// P-position, or, in misere play, when every heap is empty.
//
// Ordinary Nim has at most one winning move a heap. Nim_K can have very
// many (from four heaps of 2^40-1 stones with K = 2, more than 2^40), so the
// moves come as an iterator; the work per move is bounded by the number of
// bits of the largest heap times the number of ways to choose up to K heaps.
// The order is deterministic: by the set of heaps changed, in
// lexicographic order of their indices, then by decreasing new sizes.
//
// WinningMoves returns an error wrapping ErrNegativeHeap if a heap is
// negative, the error of Validate if g is not a supported variant, and an
// error wrapping ErrRange if a winning move of Nim_K might change more
// than 64 heaps (K and the number of nonempty heaps both above 64), beyond
// the search.
func (g Nim) WinningMoves(heaps []int) (iter.Seq[[]int], error) {
	if err := g.check(heaps); err != nil {
		return nil, err
	}
	heaps = append([]int(nil), heaps...) // the caller may change its slice
	if g.Max > 0 {
		return func(yield func([]int) bool) { boundedMoves(heaps, g.Max, yield) }, nil
	}
	k := g.heapsPerMove(heaps)
	nonempty := 0
	for _, h := range heaps {
		nonempty += min(h, 1)
	}
	if min(k, nonempty) > maxChanged {
		return nil, errorf(ErrRange, "winning moves of Nim_K are searched only when a move changes at most %d heaps (here K = %d and %d heaps are nonempty)", maxChanged, k, nonempty)
	}
	if !g.Misere {
		return func(yield func([]int) bool) { mooreMoves(heaps, k, yield) }, nil
	}
	return func(yield func([]int) bool) {
		if maxHeap(heaps) >= 2 {
			// Moves to the P-positions of normal play that keep a heap of
			// two or more.
			ok := mooreMoves(heaps, k, func(p []int) bool {
				return maxHeap(p) <= 1 || yield(p)
			})
			if !ok {
				return
			}
		}
		misereSmallMoves(heaps, k, yield)
	}, nil
}

// boundedMoves yields the winning moves of Nim with at most m stones a
// move. The value of a heap is v = h mod (m+1); to leave value t, the heap
// goes to h - v + t if t < v, and to h - v - (m+1) + t if t > v, which takes
// between 1 and m stones and exists if h >= m+1.
func boundedMoves(heaps []int, m int, yield func([]int) bool) {
	var s int
	for _, h := range heaps {
		s ^= boundedValue(h, m)
	}
	if s == 0 {
		return
	}
	for i, h := range heaps {
		v := boundedValue(h, m)
		t := v ^ s
		var to int
		switch {
		case t < v:
			to = h - v + t
		case t <= m && h > m: // so m+1 <= h does not overflow
			to = h - v - (m + 1) + t
		default:
			continue
		}
		p := append([]int(nil), heaps...)
		p[i] = to
		if !yield(p) {
			return
		}
	}
}

// misereSmallMoves yields the winning moves of misere Nim_k that leave
// every heap at most 1: the number of ones left must be 1 modulo k+1. Every
// heap of 2 or more must change, to 0 or 1; a heap of 1 may change to 0; at
// most k heaps change.
func misereSmallMoves(heaps []int, k int, yield func([]int) bool) {
	var big, ones []int
	for i, h := range heaps {
		switch {
		case h >= 2:
			big = append(big, i)
		case h == 1:
			ones = append(ones, i)
		}
	}
	if len(big) > k {
		return
	}
	p := append([]int(nil), heaps...)
	// For each way to set the big heaps to 0 or 1 (more ones first), and
	// each set of ones to empty, of size at most k - len(big).
	var bigRec func(j, left int) bool
	var oneRec func(j, changed, count int) bool
	oneRec = func(j, changed, count int) bool {
		if j == len(ones) {
			if changed > 0 && count%(k+1) == 1 {
				return yield(append([]int(nil), p...))
			}
			return true
		}
		i := ones[j]
		if !oneRec(j+1, changed, count+1) {
			return false
		}
		if changed < k {
			p[i] = 0
			ok := oneRec(j+1, changed+1, count)
			p[i] = 1
			return ok
		}
		return true
	}
	bigRec = func(j, count int) bool {
		if j == len(big) {
			return oneRec(0, len(big), count)
		}
		i := big[j]
		defer func() { p[i] = heaps[i] }()
		for _, to := range []int{1, 0} {
			p[i] = to
			if !bigRec(j+1, count+to) {
				return false
			}
		}
		return true
	}
	bigRec(0, 0)
}
