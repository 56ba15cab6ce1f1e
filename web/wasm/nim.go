//go:build js && wasm

package main

import (
	"errors"
	"math/bits"
	"slices"
	"syscall/js"

	"github.com/nimberdev/nimber/game"
)

// The bounds of a Nim position on the page: a person plays a few heaps,
// and 20 binary digits still fit the width of a phone.
const (
	maxNimHeaps = 12
	maxNimHeap  = 1<<20 - 1
	// maxHints is the number of winning moves a hint lists; Nim_K can have
	// many more.
	maxHints = 64
)

// nimRules reads the variant of Nim from the object {max, k, misere} of the
// page, whose fields are numbers or strings of digits.
func nimRules(v js.Value) (game.Nim, error) {
	var g game.Nim
	if v.Type() != js.TypeObject {
		return g, inputErrorf("rules", "the rules are missing")
	}
	var err error
	if g.Max, err = intValue(v.Get("max"), "max", "M, the most stones a move takes (0 for no bound)", 0, maxNimHeap); err != nil {
		return g, err
	}
	if g.K, err = intValue(v.Get("k"), "k", "K, the most heaps a move takes from", 1, maxNimHeaps); err != nil {
		return g, err
	}
	g.Misere = v.Get("misere").Truthy()
	if g.Validate() != nil {
		// M and K are in range, so the fault is the one combination that
		// package game does not play, said in the page's words.
		return g, inputErrorf("max", "at most M stones a move combines with neither K > 1 nor misère play")
	}
	return g, nil
}

func nimHeaps(v js.Value, input string) ([]int, error) {
	return intList(v, input, "heap", maxNimHeaps, 0, maxNimHeap)
}

// A nimAnalysis is what the page shows of a Nim position.
type nimAnalysis struct {
	p    bool // whether the player to move loses with best play
	over bool // no stones are left
	// values are the heaps as Bouton's rule sees them, h mod (M+1) with at
	// most M a move and h otherwise; counts[j] is the number of them with
	// bit j set, and the position (in normal play, or in misère play with a
	// heap of 2 or more) is a P-position exactly when every count is a
	// multiple of modulus, 2 in Nim and K+1 in Nim_K.
	values  []int
	counts  []int
	modulus int
	moves   [][]int // the first maxHints winning moves
	more    bool    // whether there are more winning moves than moves
}

func analyseNim(g game.Nim, heaps []int) (*nimAnalysis, error) {
	p, err := g.IsPPosition(heaps)
	if err != nil {
		return nil, err
	}
	a := &nimAnalysis{p: p, over: !slices.ContainsFunc(heaps, func(h int) bool { return h > 0 }), modulus: 2}
	if g.K > 1 {
		a.modulus = g.K + 1
	}
	width := 0
	for _, h := range heaps {
		if g.Max > 0 {
			h %= g.Max + 1
		}
		a.values = append(a.values, h)
		width = max(width, bits.Len(uint(h)))
	}
	a.counts = make([]int, width)
	for _, v := range a.values {
		for j := range width {
			a.counts[j] += v >> j & 1
		}
	}
	moves, err := g.WinningMoves(heaps)
	if err != nil {
		return nil, err
	}
	for m := range moves {
		if len(a.moves) == maxHints {
			a.more = true
			break
		}
		a.moves = append(a.moves, m)
	}
	return a, nil
}

// checkNimMove reports whether a move of g from heaps to next is legal: it
// takes at least one stone, from at most K heaps (one in Nim), at most M
// stones with a bound M, and adds to none.
func checkNimMove(g game.Nim, heaps, next []int) error {
	if len(next) != len(heaps) {
		return inputErrorf("move", "the move has %d heaps; the position has %d", len(next), len(heaps))
	}
	changed := 0
	for i, h := range heaps {
		switch {
		case next[i] > h:
			return inputErrorf("move", "heap %s would grow from %d to %d; a move only takes stones", heapName(i), h, next[i])
		case next[i] < h:
			changed++
			if g.Max > 0 && h-next[i] > g.Max {
				return inputErrorf("move", "the move takes %d stones from heap %s; at most %d a move", h-next[i], heapName(i), g.Max)
			}
		}
	}
	k := max(g.K, 1)
	switch {
	case changed == 0:
		return inputErrorf("move", "a move takes at least one stone")
	case changed > k && k == 1:
		return inputErrorf("move", "the move takes from %d heaps; a move takes from one heap only", changed)
	case changed > k:
		return inputErrorf("move", "the move takes from %d heaps; at most %d a move", changed, k)
	}
	return nil
}

// nimComputerMove returns the move of the computer, BestMove's of package
// game, with the page's words when no stones are left.
func nimComputerMove(g game.Nim, heaps []int) (next []int, winning bool, err error) {
	next, winning, err = g.BestMove(heaps)
	if errors.Is(err, game.ErrNoMove) {
		return nil, false, errors.New("no move: no stones are left")
	}
	return next, winning, err
}

// nimArgs reads the position, args[0], and the rules, args[rules], of a
// call about Nim.
func nimArgs(args []js.Value, rules int) (game.Nim, []int, error) {
	g, err := nimRules(arg(args, rules))
	if err != nil {
		return g, nil, err
	}
	heaps, err := nimHeaps(arg(args, 0), "heaps")
	return g, heaps, err
}

func jsNim(args []js.Value) (any, error) {
	g, heaps, err := nimArgs(args, 1)
	if err != nil {
		return nil, err
	}
	return nimResult(g, heaps)
}

// nimResult returns what the page shows of the position heaps.
func nimResult(g game.Nim, heaps []int) (map[string]any, error) {
	a, err := analyseNim(g, heaps)
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"heaps":         anyList(heaps),
		"p":             a.p,
		"over":          a.over,
		"lastMoverWins": !g.Misere,
		"values":        anyList(a.values),
		"counts":        anyList(a.counts),
		"modulus":       a.modulus,
		"moves":         anyLists(a.moves),
		"more":          a.more,
	}, nil
}

func jsNimMove(args []js.Value) (any, error) {
	g, heaps, err := nimArgs(args, 2)
	if err != nil {
		return nil, err
	}
	next, err := nimHeaps(arg(args, 1), "move")
	if err != nil {
		return nil, err
	}
	if err := checkNimMove(g, heaps, next); err != nil {
		return nil, err
	}
	return map[string]any{"heaps": anyList(next)}, nil
}

func jsNimComputer(args []js.Value) (any, error) {
	g, heaps, err := nimArgs(args, 1)
	if err != nil {
		return nil, err
	}
	next, winning, err := nimComputerMove(g, heaps)
	if err != nil {
		return nil, err
	}
	// The page shows the position after the move at once: one call.
	r, err := nimResult(g, next)
	if err != nil {
		return nil, err
	}
	r["winning"] = winning
	return r, nil
}

// anyLists returns lists as a []any of []any.
func anyLists(lists [][]int) []any {
	out := make([]any, len(lists))
	for i, l := range lists {
		out[i] = anyList(l)
	}
	return out
}
