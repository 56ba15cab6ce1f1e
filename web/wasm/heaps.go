//go:build js && wasm

package main

import (
	"errors"
	"iter"
	"slices"
	"strings"
	"syscall/js"

	"github.com/nimberdev/nimber/game"
)

const (
	// maxRule bounds the length of a rule: the octal codes of Winning Ways
	// have a dozen digits.
	maxRule = 40
	// maxValues is the largest N of the values the page computes and
	// draws; the command goes to 2^24.
	maxValues = 1 << 16
	// A position that a person types has at most maxHeapHeaps heaps of at
	// most maxHeapTokens tokens. Moves that split heaps make more heaps,
	// never more than the tokens: up to maxHeapHeaps*maxHeapTokens.
	maxHeapHeaps  = 12
	maxHeapTokens = 1000
)

// parseRule parses the rule of a heap game, as package game reads it.
func parseRule(v js.Value) (*game.HeapGame, error) {
	s, err := stringValue(v, "rule", "the rule", maxRule)
	if err != nil {
		return nil, err
	}
	if s == "" {
		return nil, inputErrorf("rule", "the rule is missing: a code like 0.77, a subtraction set like sub=1,3,4, or grundy")
	}
	g, err := game.ParseHeapGame(s)
	if err != nil {
		return nil, inputErrorf("rule", "%s", gameMessage(err))
	}
	return g, nil
}

// gameValues returns G(0), ..., G(n-1) of g; an error of package game (a
// value above 65535) is one of the input n.
func gameValues(g *game.HeapGame, n int) (*game.HeapValues, error) {
	vals, err := g.Values(n)
	if err != nil {
		return nil, inputErrorf("n", "%s", gameMessage(err))
	}
	return vals, nil
}

// gameMessage returns the text of an error of package game without the
// package's prefix, which means nothing on the page.
func gameMessage(err error) string {
	return strings.TrimPrefix(err.Error(), "game: ")
}

func jsHeapValues(args []js.Value) (any, error) {
	g, err := parseRule(arg(args, 0))
	if err != nil {
		return nil, err
	}
	n, err := intValue(arg(args, 1), "n", "N", 1, maxValues)
	if err != nil {
		return nil, err
	}
	vals, err := gameValues(g, n)
	if err != nil {
		return nil, err
	}
	period, preperiod, ok := g.Period(vals)
	// The values of heap games fit in 16 bits (Values says so), as the
	// page keeps them.
	compact := make([]uint16, 0, vals.Len())
	for _, v := range vals.All() {
		compact = append(compact, uint16(v))
	}
	return map[string]any{
		"rule":      g.String(),
		"n":         n,
		"values":    uint16Array(compact),
		"proven":    ok,
		"period":    period,
		"preperiod": preperiod,
	}, nil
}

func heapMoveJS(m game.HeapMove) map[string]any {
	return map[string]any{"heap": m.Heap, "left": anyList(m.Left)}
}

// A heapAnalysis is what the page shows of a position of a heap game.
type heapAnalysis struct {
	values []uint64 // G(h) of each heap
	total  uint64   // their nim-sum, the value of the position
	over   bool     // no heap has a move: the player to move has lost
	moves  []game.HeapMove
	more   bool // whether there are more winning moves than moves
}

// analyseHeaps returns the values of heaps and the first maxHints of its
// winning moves in package game.
func analyseHeaps(g *game.HeapGame, heaps []int) (*heapAnalysis, error) {
	a := &heapAnalysis{over: !hasHeapMove(g, heaps)}
	if len(heaps) == 0 {
		return a, nil
	}
	vals, err := gameValues(g, slices.Max(heaps)+1)
	if err != nil {
		return nil, err
	}
	for _, h := range heaps {
		a.values = append(a.values, vals.At(h))
		a.total ^= vals.At(h)
	}
	winning, err := g.WinningHeapMoves(heaps)
	if err != nil {
		return nil, err
	}
	a.moves, a.more = firstHints(winning)
	return a, nil
}

// hasHeapMove reports whether some heap of heaps has a move of g.
func hasHeapMove(g *game.HeapGame, heaps []int) bool {
	for _, h := range heaps {
		for range g.Moves(h) {
			return true
		}
	}
	return false
}

// firstHints returns the first maxHints moves, and whether there are more.
func firstHints(moves iter.Seq[game.HeapMove]) (first []game.HeapMove, more bool) {
	for m := range moves {
		if len(first) == maxHints {
			return first, true
		}
		first = append(first, m)
	}
	return first, false
}

// leftValue returns the nim-sum of the values of the heaps left.
func leftValue(vals *game.HeapValues, left []int) uint64 {
	var v uint64
	for _, h := range left {
		v ^= vals.At(h)
	}
	return v
}

// computerMove returns the move of the computer, BestMove's of package
// game in normal or misère play, with the page's words for a game over.
func computerMove(m game.HeapMove, winning bool, err error) (game.HeapMove, bool, error) {
	if errors.Is(err, game.ErrNoMove) {
		return m, false, errors.New("no move: no heap has a move left")
	}
	return m, winning, err
}

func heapPosition(args []js.Value) (*game.HeapGame, []int, error) {
	g, err := parseRule(arg(args, 0))
	if err != nil {
		return nil, nil, err
	}
	v := arg(args, 1)
	maxLen := maxHeapHeaps
	if v.Type() != js.TypeString {
		maxLen *= maxHeapTokens
	}
	heaps, err := intList(v, "heaps", "heap", maxLen, 1, maxHeapTokens)
	return g, heaps, err
}

func jsHeapPosition(args []js.Value) (any, error) {
	g, heaps, err := heapPosition(args)
	if err != nil {
		return nil, err
	}
	return heapResult(g, heaps)
}

// heapResult returns what the page shows of the position heaps.
func heapResult(g *game.HeapGame, heaps []int) (map[string]any, error) {
	a, err := analyseHeaps(g, heaps)
	if err != nil {
		return nil, err
	}
	moves := make([]any, len(a.moves))
	for i, m := range a.moves {
		moves[i] = heapMoveJS(m)
	}
	return map[string]any{
		"heaps":  anyList(heaps),
		"values": anyList(a.values),
		"total":  a.total,
		"over":   a.over,
		"moves":  moves,
		"more":   a.more,
	}, nil
}

// jsHeapOptions lists the moves from heap number i of a position, each
// with the position after it and its value.
func jsHeapOptions(args []js.Value) (any, error) {
	g, heaps, err := heapPosition(args)
	if err != nil {
		return nil, err
	}
	i, err := intValue(arg(args, 2), "heap", "the heap", 0, len(heaps)-1)
	if err != nil {
		return nil, err
	}
	vals, err := gameValues(g, heaps[i]+1)
	if err != nil {
		return nil, err
	}
	var options []any
	for left := range g.Moves(heaps[i]) {
		m := game.HeapMove{Heap: i, Left: left}
		o := heapMoveJS(m)
		o["heaps"] = anyList(m.Apply(heaps))
		o["value"] = leftValue(vals, left)
		options = append(options, o)
	}
	return map[string]any{"options": options}, nil
}

func jsHeapComputer(args []js.Value) (any, error) {
	g, heaps, err := heapPosition(args)
	if err != nil {
		return nil, err
	}
	m, winning, err := computerMove(g.BestMove(heaps))
	if err != nil {
		return nil, err
	}
	// The move, with what the page shows of the position after it.
	r, err := heapResult(g, m.Apply(heaps))
	if err != nil {
		return nil, err
	}
	r["heap"], r["left"], r["winning"] = m.Heap, anyList(m.Left), winning
	return r, nil
}
