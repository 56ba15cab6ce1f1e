package game

import (
	"iter"
	"slices"
)

// A HeapMove is a move of a heap game in a position of several heaps: the
// heap at index Heap of the position (from 0) is replaced by the heaps
// Left, one of the moves that HeapGame.Moves yields for it (none, one, two
// or more heaps).
type HeapMove struct {
	Heap int
	Left []int
}

// Apply returns the position after m from heaps, a new slice: the heaps
// before index m.Heap, then m.Left, then the heaps after it. It does not
// check that m is a move of a game; it panics, as indexing a slice does, if
// m.Heap is not an index of heaps.
func (m HeapMove) Apply(heaps []int) []int {
	return slices.Concat(heaps[:m.Heap], m.Left, heaps[m.Heap+1:])
}

// heapValues checks heaps and returns the values of g for the heaps 0 to
// the largest of them.
func (g *HeapGame) heapValues(heaps []int) (*HeapValues, error) {
	largest := 0
	for i, h := range heaps {
		switch {
		case h < 0:
			return nil, errorf(ErrNegativeHeap, "heap %d is %d", i+1, h)
		case h >= MaxValues:
			return nil, errorf(ErrRange, "heap %d is %d, beyond the %d values a heap game computes", i+1, h, MaxValues)
		}
		largest = max(largest, h)
	}
	return g.Values(largest + 1)
}

// IsPPosition reports whether the sum of heaps is a P-position of g in
// normal play: whether the nim-sum of the values G(h) of its heaps is 0.
// The empty position, and every position without a move (heaps of 0, or
// heaps from which the rule allows no move), is a P-position: the player
// to move has lost. Misère play has MisereQuotient.IsPPosition.
//
// IsPPosition computes the values of the heaps up to the largest, in the
// time of Values. It returns an error wrapping ErrNegativeHeap for a
// negative heap, and the errors of Values (ErrRange) for a heap of
// MaxValues or more or a value above 65535.
func (g *HeapGame) IsPPosition(heaps []int) (bool, error) {
	vals, err := g.heapValues(heaps)
	if err != nil {
		return false, err
	}
	var s uint64
	for _, h := range heaps {
		s ^= vals.At(h)
	}
	return s == 0, nil
}

// WinningMoves returns the positions after each winning move of g from the
// sum of heaps in normal play, those of WinningHeapMoves in its order, each
// a new slice: the heap moved in is replaced where it stood by the heaps
// the move leaves. There are none exactly when heaps is a P-position. The
// errors are those of IsPPosition.
func (g *HeapGame) WinningMoves(heaps []int) (iter.Seq[[]int], error) {
	moves, err := g.WinningHeapMoves(heaps)
	if err != nil {
		return nil, err
	}
	return positionsAfter(heaps, moves), nil
}

// positionsAfter returns the positions after the moves from heaps, each
// a new slice, keeping a copy of heaps, which the caller may change.
func positionsAfter(heaps []int, moves iter.Seq[HeapMove]) iter.Seq[[]int] {
	heaps = slices.Clone(heaps)
	return func(yield func([]int) bool) {
		for m := range moves {
			if !yield(m.Apply(heaps)) {
				return
			}
		}
	}
}

// WinningHeapMoves returns the winning moves of g from the sum of heaps in
// normal play, each as a HeapMove whose Left is a new slice: the moves from
// a heap h to heaps whose values have the nim-sum G(h) xor s, s the value
// of the position, which leave a position of value 0. They come heap by
// heap, and for each heap in the order of Moves. There are none exactly
// when heaps is a P-position. The errors are those of IsPPosition, and the
// cost that of Values for the largest heap, then of listing the moves.
func (g *HeapGame) WinningHeapMoves(heaps []int) (iter.Seq[HeapMove], error) {
	vals, err := g.heapValues(heaps)
	if err != nil {
		return nil, err
	}
	heaps = slices.Clone(heaps)
	var total uint64
	for _, h := range heaps {
		total ^= vals.At(h)
	}
	return func(yield func(HeapMove) bool) {
		if total == 0 {
			return
		}
		for i, h := range heaps {
			target := vals.At(h) ^ total
			for left := range g.Moves(h) {
				var v uint64
				for _, k := range left {
					v ^= vals.At(k)
				}
				if v == target && !yield(HeapMove{i, left}) {
					return
				}
			}
		}
	}, nil
}

// BestMove returns the move of a perfect player of g from the sum of heaps
// in normal play, and whether it wins: the first of WinningHeapMoves, and
// from a P-position, where every move loses, the move that delays the
// loss: the first move, in the order of Moves, which takes the fewest
// tokens, from the first of the largest heaps with a move, leaving the
// opponent the most room for a mistake. From a position without a move
// (no heaps, or none with a move) it returns an error wrapping ErrNoMove;
// its other errors are those of IsPPosition.
func (g *HeapGame) BestMove(heaps []int) (m HeapMove, winning bool, err error) {
	moves, err := g.WinningHeapMoves(heaps)
	if err != nil {
		return HeapMove{}, false, err
	}
	for m := range moves {
		return m, true, nil
	}
	return g.delayMove(heaps)
}

// delayMove returns the move of BestMove from a P-position, of g in normal
// or misère play, with false: the first move, in the order of Moves, from
// the first of the largest heaps with a move. It returns an error wrapping
// ErrNoMove if no heap has a move.
func (g *HeapGame) delayMove(heaps []int) (HeapMove, bool, error) {
	best := HeapMove{Heap: -1}
	for i, h := range heaps {
		if best.Heap >= 0 && h <= heaps[best.Heap] {
			continue
		}
		for left := range g.Moves(h) {
			best = HeapMove{i, left}
			break
		}
	}
	if best.Heap < 0 {
		return HeapMove{}, false, errorf(ErrNoMove, "no move left in %s: no heap has a move", g)
	}
	return best, false, nil
}
