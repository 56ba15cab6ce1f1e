package game

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"
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
// Max > 0 combines with neither K > 1 nor Misere: the methods return an
// error for those combinations, and for a negative Max or K.
type Nim struct {
	Max    int
	K      int
	Misere bool
}

// ErrNegativeHeap is wrapped by the errors of the Nim methods for a heap of
// fewer than zero stones.
var ErrNegativeHeap = errors.New("game: negative heap")

// check reports whether the variant is supported and every heap is
// nonnegative.
func (g Nim) check(heaps []int) error {
	switch {
	case g.Max < 0:
		return fmt.Errorf("game: Nim.Max is %d, must be 0 (no bound) or positive", g.Max)
	case g.K < 0:
		return fmt.Errorf("game: Nim.K is %d, must be 0, 1 or more", g.K)
	case g.Max > 0 && g.K > 1:
		return errors.New("game: Nim with both Max and K > 1 is not supported")
	case g.Max > 0 && g.Misere:
		return errors.New("game: misere Nim with Max is not supported")
	}
	for i, h := range heaps {
		if h < 0 {
			return fmt.Errorf("%w: heap %d has %d stones", ErrNegativeHeap, i+1, h)
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

// maxChanged is the largest number of heaps that the search for winning
// moves of Nim_K lets a move change: it keeps sets of them as bits of a
// uint64.
const maxChanged = 64

// IsPPosition reports whether heaps is a P-position of g: one in which the
// previous player, the one who just moved, wins with best play. The empty
// position (no heaps, or all heaps empty) is a P-position in normal play
// and an N-position in misere play, where the player to move has no move
// and so has won.
//
// IsPPosition returns an error, wrapping ErrNegativeHeap for a negative
// heap, if a heap is negative or g is not a supported variant.
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
// WinningMoves returns an error, wrapping ErrNegativeHeap for a negative
// heap, if a heap is negative or g is not a supported variant.
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
		return nil, fmt.Errorf("game: winning moves of Nim_K are searched only when a move changes at most %d heaps (here K = %d and %d heaps are nonempty)", maxChanged, k, nonempty)
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

// mooreMoves yields every position reachable by a move of Nim_k from heaps
// in which the number of heaps with any given bit set is a multiple of
// k+1. It returns false if yield asked to stop.
//
// A move changes a set S of at most k heaps, each to a smaller size. For a
// fixed S, the other heaps fix how many members of S must have each bit set:
// the count that makes the column a multiple of k+1, which must be at most
// |S|. The new sizes are then chosen bit by bit from the top, keeping track
// of the members of S still equal to their old size so far (tight); a
// tight heap cannot set a bit its old size lacks, and every heap must be
// below its old size at the end. A memo of which (bit, tight set) states
// can still be completed keeps the search from entering dead ends.
//
// The sets S are enumerated by adding heaps in index order, and a set is
// not extended when no set it can grow into passes a test of each column:
// the heaps of S change the number of ones in column b by some t between
// -(ones of S in b) and +(zeros of S in b), and t must make the column a
// multiple of k+1. Bounding the ones and zeros of every reachable S by
// those of the set so far plus at most k - |set| of the heaps after it
// leaves out only sets that cannot work, and cuts the search from
// exponential to a few sets in positions such as 40 heaps of 1 with K = 40.
// It needs k <= maxChanged.
func mooreMoves(heaps []int, k int, yield func([]int) bool) bool {
	if mooreZero(heaps, k) {
		return true // every move from a P-position leads to an N-position
	}
	n := len(heaps)
	width := bits.Len(uint(maxHeap(heaps)))
	// residue[b] is the number of heaps with bit b, modulo k+1; after[i][b]
	// counts the nonempty heaps from i on with bit b set (index 2b) and
	// clear (index 2b+1).
	residue := make([]int, width)
	after := make([][]int, n+1)
	after[n] = make([]int, 2*width)
	for i := n - 1; i >= 0; i-- {
		after[i] = slices.Clone(after[i+1])
		for b := range width {
			bit := heaps[i] >> b & 1
			residue[b] += bit
			if heaps[i] != 0 {
				after[i][2*b+1-bit]++
			}
		}
	}
	// mod returns a modulo k+1, from 0 to k.
	mod := func(a int) int { return (a%(k+1) + k + 1) % (k + 1) }
	for b := range residue {
		residue[b] = mod(residue[b])
	}
	members := make([]int, 0, min(k, n)) // the set, as heap indices
	inSet := make([]int, 2*width)        // its counts, as in after
	reachable := func(from int) bool {
		room := k - len(members)
		for b := range width {
			ones := inSet[2*b] + min(room, after[from][2*b])
			zeros := inSet[2*b+1] + min(room, after[from][2*b+1])
			// The least t >= -ones with t = -residue[b] (mod k+1).
			if t := -ones + mod(ones-residue[b]); t > zeros {
				return false
			}
		}
		return true
	}
	// need[b] is the number of members of the set that must have bit b
	// after the move: with the other heaps it makes the column a multiple
	// of k+1, so it is the set's ones in column b less the residue.
	need := make([]int, width)
	var subsets func(from int) bool
	subsets = func(from int) bool {
		if !reachable(from) {
			return true
		}
		if len(members) > 0 {
			for b := range need {
				need[b] = mod(inSet[2*b] - residue[b])
			}
			if !mooreSubsetMoves(heaps, members, need, yield) {
				return false
			}
		}
		if len(members) == k {
			return true
		}
		for i := from; i < n; i++ {
			if heaps[i] == 0 {
				continue
			}
			members = append(members, i)
			for b := range width {
				inSet[2*b+1-heaps[i]>>b&1]++
			}
			ok := subsets(i + 1)
			for b := range width {
				inSet[2*b+1-heaps[i]>>b&1]--
			}
			members = members[:len(members)-1]
			if !ok {
				return false
			}
		}
		return true
	}
	return subsets(0)
}

// mooreSubsetMoves yields the moves of mooreMoves that change exactly the
// heaps whose indices are in set, need[b] of which have bit b after the
// move (need has an entry for each bit of the largest heap). It returns
// false if yield asked to stop.
func mooreSubsetMoves(heaps, set, need []int, yield func([]int) bool) bool {
	s, width := len(set), len(need)
	for _, c := range need {
		if c > s {
			return true
		}
	}
	type state struct {
		bit   int
		tight uint64
	}
	memo := make(map[state]bool)
	// choices calls f with each subset of set members (as a bitmask over
	// positions in set) of size need[b] that respects the tight members
	// at bit b, and the tight set after it, until f returns false.
	choices := func(b int, tight uint64, f func(on, next uint64) bool) bool {
		var rec func(j, left int, on uint64) bool
		rec = func(j, left int, on uint64) bool {
			if left == 0 {
				next := tight
				for q := range s {
					if tight>>q&1 != 0 && on>>q&1 == 0 && heaps[set[q]]>>b&1 != 0 {
						next &^= 1 << q
					}
				}
				return f(on, next)
			}
			for q := j; q <= s-left; q++ {
				if tight>>q&1 != 0 && heaps[set[q]]>>b&1 == 0 {
					continue // would make a tight heap larger than before
				}
				if !rec(q+1, left-1, on|1<<q) {
					return false
				}
			}
			return true
		}
		return rec(0, need[b], 0)
	}
	var feasible func(b int, tight uint64) bool
	feasible = func(b int, tight uint64) bool {
		if b < 0 {
			return tight == 0
		}
		st := state{b, tight}
		if v, ok := memo[st]; ok {
			return v
		}
		found := false
		choices(b, tight, func(_, next uint64) bool {
			found = feasible(b-1, next)
			return !found
		})
		memo[st] = found
		return found
	}
	all := uint64(1)<<s - 1
	if !feasible(width-1, all) {
		return true
	}
	sizes := make([]int, s)
	var walk func(b int, tight uint64) bool
	walk = func(b int, tight uint64) bool {
		if b < 0 {
			p := append([]int(nil), heaps...)
			for q, i := range set {
				p[i] = sizes[q]
			}
			return yield(p)
		}
		// Take the members that set bit b in decreasing order of the
		// choice's bitmask, so that larger new sizes come first.
		var picks [][2]uint64
		choices(b, tight, func(on, next uint64) bool {
			if feasible(b-1, next) {
				picks = append(picks, [2]uint64{on, next})
			}
			return true
		})
		for j := len(picks) - 1; j >= 0; j-- {
			on, next := picks[j][0], picks[j][1]
			for q := range s {
				sizes[q] = sizes[q]&^(1<<b) | int(on>>q&1)<<b
			}
			if !walk(b-1, next) {
				return false
			}
		}
		return true
	}
	return walk(width-1, all)
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
