package game

import (
	"fmt"
	"iter"
	"slices"
)

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
// method, returns a *VariantError for those combinations and for a negative
// Max or K.
type Nim struct {
	Max    int
	K      int
	Misere bool
}

// A VariantError is the error of a Nim that is not a supported variant. It
// wraps ErrVariant. Field names the field at fault: "Max" or "K" when it is
// negative, with With empty; or "Max" when Max > 0 comes with K > 1 or
// Misere, which With names ("K" when both do).
type VariantError struct {
	Nim         Nim
	Field, With string
}

func (e *VariantError) Error() string {
	g := e.Nim
	switch {
	case e.With == "K":
		return fmt.Sprintf("game: Nim with Max = %d and K = %d: Max > 0 combines with neither K > 1 nor Misere", g.Max, g.K)
	case e.With == "Misere":
		return fmt.Sprintf("game: Nim with Max = %d and Misere: Max > 0 combines with neither K > 1 nor Misere", g.Max)
	case e.Field == "Max":
		return fmt.Sprintf("game: Nim with Max = %d: the bound on the stones a move takes must be 0 (none) or positive", g.Max)
	}
	return fmt.Sprintf("game: Nim with K = %d: the number of heaps a move takes from must be 0 or more (0 and 1 both mean one)", g.K)
}

func (e *VariantError) Unwrap() error { return ErrVariant }

// Validate returns nil if g is a supported variant of Nim, and otherwise a
// *VariantError that names the fault: a negative Max or K, or Max > 0 with
// K > 1 or Misere.
func (g Nim) Validate() error {
	switch {
	case g.Max < 0:
		return &VariantError{g, "Max", ""}
	case g.K < 0:
		return &VariantError{g, "K", ""}
	case g.Max > 0 && g.K > 1:
		return &VariantError{g, "Max", "K"}
	case g.Max > 0 && g.Misere:
		return &VariantError{g, "Max", "Misere"}
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

// A Change is what a move of Nim does to one heap: the heap at index Heap
// of the position (from 0) goes from From stones to To, fewer.
type Change struct {
	Heap, From, To int
}

// WinningMoves returns the winning moves of g from heaps: every position,
// reachable in one move, that is a P-position. Each is yielded as a new
// slice of heap sizes in the order of heaps, so a move that empties a heap
// leaves a 0 in its place. There are none exactly when heaps is a
// P-position, or, in misere play, when every heap is empty.
//
// The moves are those of WinningChanges, in its order, each applied to a
// copy of heaps: a move costs the length of heaps beyond the search, so
// that for many heaps WinningChanges, which yields only what changes, is
// the faster.
//
// WinningMoves returns an error wrapping ErrNegativeHeap if a heap is
// negative, and the error of Validate if g is not a supported variant.
func (g Nim) WinningMoves(heaps []int) (iter.Seq[[]int], error) {
	changes, err := g.WinningChanges(heaps)
	if err != nil {
		return nil, err
	}
	heaps = slices.Clone(heaps) // the caller may change its slice
	return func(yield func([]int) bool) {
		for m := range changes {
			p := slices.Clone(heaps)
			for _, c := range m {
				p[c.Heap] = c.To
			}
			if !yield(p) {
				return
			}
		}
	}, nil
}

// BestMove returns the move of a perfect player of g from heaps, as the
// position after it, a new slice, and whether it wins: the first of
// WinningMoves, and from a P-position, where every move loses, one stone
// from the first of the largest heaps, which leaves the opponent the most
// room for a mistake. When no stones are left it returns an error
// wrapping ErrNoMove (in normal play the player to move has lost, in
// misère play won); its other errors are those of WinningMoves.
func (g Nim) BestMove(heaps []int) (next []int, winning bool, err error) {
	moves, err := g.WinningMoves(heaps)
	if err != nil {
		return nil, false, err
	}
	for m := range moves {
		return m, true, nil
	}
	i := -1
	for j, h := range heaps {
		if h > 0 && (i < 0 || h > heaps[i]) {
			i = j
		}
	}
	if i < 0 {
		return nil, false, errorf(ErrNoMove, "no move left in Nim: no stones are left")
	}
	next = slices.Clone(heaps)
	next[i]--
	return next, false, nil
}

// WinningChanges returns the winning moves of g from heaps, each as the
// heaps it changes: a new slice of Changes in increasing order of Heap, one
// Change in Nim and bounded Nim, 1 to K in Nim_K. There are none exactly
// when heaps is a P-position, or, in misere play, when every heap is empty.
//
// Ordinary and bounded Nim have at most one winning move a heap, found in
// one pass over the heaps. Nim_K can have exponentially many: from four
// heaps of 2^40-1 stones with K = 2, more than 2^40; from n heaps of one
// stone each, C(n, n mod (K+1)). So the moves come as an iterator, found
// one after another by the column-by-column construction of Moore (1910)
// as moore.go explains: the first after O(n*w) steps, n heaps of at most w
// bits, and each next one within O(n*w) more, whatever K. Their order is
// deterministic: for ordinary and bounded Nim by Heap; for Nim_K that of a
// search from the highest bit down that changes fewer heaps first.
//
// WinningChanges returns an error wrapping ErrNegativeHeap if a heap is
// negative, and the error of Validate if g is not a supported variant.
func (g Nim) WinningChanges(heaps []int) (iter.Seq[[]Change], error) {
	if err := g.check(heaps); err != nil {
		return nil, err
	}
	heaps = slices.Clone(heaps) // the caller may change its slice
	if g.Max > 0 {
		return func(yield func([]Change) bool) { boundedMoves(heaps, g.Max, yield) }, nil
	}
	k := g.heapsPerMove(heaps)
	if !g.Misere {
		return func(yield func([]Change) bool) { normalMoves(heaps, k, false, yield) }, nil
	}
	return func(yield func([]Change) bool) {
		// Moves to the P-positions of normal play that keep a heap of two
		// or more, then those that leave every heap at most 1.
		if maxHeap(heaps) >= 2 && !normalMoves(heaps, k, true, yield) {
			return
		}
		misereSmallMoves(heaps, k, yield)
	}, nil
}

// normalMoves yields the moves of Nim_k from heaps to the P-positions of
// normal play; with keepBig, only those that leave a heap of 2 or more. It
// returns false if yield asked to stop.
func normalMoves(heaps []int, k int, keepBig bool, yield func([]Change) bool) bool {
	if k > 1 {
		return mooreMoves(heaps, k, keepBig, yield)
	}
	// Bouton: with s the nim-sum, a heap h with h^s < h goes to h^s.
	var s int
	big := 0 // the heaps of 2 or more
	for _, h := range heaps {
		s ^= h
		big += min(h>>1, 1)
	}
	if s == 0 {
		return true
	}
	for i, h := range heaps {
		to := h ^ s
		if to >= h || keepBig && big-min(h>>1, 1)+min(to>>1, 1) == 0 {
			continue
		}
		if !yield([]Change{{i, h, to}}) {
			return false
		}
	}
	return true
}

// boundedMoves yields the winning moves of Nim with at most m stones a
// move. The value of a heap is v = h mod (m+1); to leave value t, the heap
// goes to h - v + t if t < v, and to h - v - (m+1) + t if t > v, which takes
// between 1 and m stones and exists if h >= m+1.
func boundedMoves(heaps []int, m int, yield func([]Change) bool) {
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
		if !yield([]Change{{i, h, to}}) {
			return
		}
	}
}

// misereSmallMoves yields the winning moves of misere Nim_k that leave
// every heap at most 1: the number of ones left must be 1 modulo k+1. Every
// heap of 2 or more must change, to 0 or 1; a heap of 1 may change to 0; at
// most k heaps change, and at least one.
//
// With b heaps of 2 or more, of which s become 1, and o heaps of 1, of which
// z are emptied, o - z + s = 1 (mod k+1) fixes z: z <= k - b <= k leaves
// one candidate. So each s (from b down to 0) gives C(b, s) * C(o, z) moves
// or none, and the moves are listed without a search.
func misereSmallMoves(heaps []int, k int, yield func([]Change) bool) {
	var big, ones []int
	for i, h := range heaps {
		switch {
		case h >= 2:
			big = append(big, i)
		case h == 1:
			ones = append(ones, i)
		}
	}
	b, o := len(big), len(ones)
	if b > k {
		return
	}
	for s := b; s >= 0; s-- {
		z := ((o+s-1)%(k+1) + k + 1) % (k + 1)
		if z > min(o, k-b) || b+z == 0 {
			continue
		}
		ok := choose(big, s, func(toOne []int) bool {
			return choose(ones, z, func(emptied []int) bool {
				m := make([]Change, 0, b+z)
				j := 0 // toOne is in the order of big
				for _, i := range big {
					to := 0
					if j < len(toOne) && toOne[j] == i {
						to, j = 1, j+1
					}
					m = append(m, Change{i, heaps[i], to})
				}
				for _, i := range emptied {
					m = append(m, Change{i, 1, 0})
				}
				sortChanges(m)
				return yield(m)
			})
		})
		if !ok {
			return
		}
	}
}

// sortChanges sorts the changes of a move by heap.
func sortChanges(m []Change) {
	slices.SortFunc(m, func(a, b Change) int { return a.Heap - b.Heap })
}

// choose calls f with every subset of r of the items, in lexicographic
// order of their positions in items, until f returns false; it returns
// false if f did. The subset passed to f is valid until f returns.
func choose(items []int, r int, f func(subset []int) bool) bool {
	set := make([]int, 0, r)
	var rec func(from int) bool
	rec = func(from int) bool {
		if len(set) == r {
			return f(set)
		}
		for i := from; i <= len(items)-(r-len(set)); i++ {
			set = append(set, items[i])
			if !rec(i + 1) {
				return false
			}
			set = set[:len(set)-1]
		}
		return true
	}
	return rec(0)
}
