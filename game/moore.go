package game

import (
	"math/bits"
	"slices"
)

// Moore's Nim_K (Moore, 1910): its P-positions, and the search for its
// winning moves that Nim.WinningMoves runs for K > 1.

// maxChanged is the largest number of heaps that the search for winning
// moves of Nim_K lets a move change: it keeps sets of them as bits of a
// uint64.
const maxChanged = 64

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
