//go:build js && wasm

package main

import (
	"context"
	"fmt"
	"slices"
	"syscall/js"

	"github.com/nimberdev/nimber/game"
)

// maxMisereBound is the largest bound B of the misère quotients the page
// computes, heaps 0 to B; the command goes to game.MaxMisereHeap. The page
// stops a computation that takes too long (Dawson's Kayles to 30 takes a
// few seconds in a browser).
const maxMisereBound = 200

// quotients keeps the last few quotients computed, newest last, so that a
// game's moves do not compute its quotient again.
var quotients []struct {
	key string
	q   *game.MisereQuotient
}

// misereQuotient returns the partial misère quotient of g for the heaps 0
// to bound; its errors (a quotient too large) are those of the input bound.
func misereQuotient(g *game.HeapGame, bound int) (*game.MisereQuotient, error) {
	key := fmt.Sprint(g, " ", bound)
	for _, c := range quotients {
		if c.key == key {
			return c.q, nil
		}
	}
	q, err := g.MisereQuotient(context.Background(), bound, nil)
	if err != nil {
		return nil, inputErrorf("bound", "%s", gameMessage(err))
	}
	quotients = append(quotients, struct {
		key string
		q   *game.MisereQuotient
	}{key, q})
	if len(quotients) > 4 {
		quotients = quotients[1:]
	}
	return q, nil
}

// misereArgs reads the rule, args[0], and the bound, args[1], and returns
// the quotient.
func misereArgs(args []js.Value) (*game.HeapGame, *game.MisereQuotient, error) {
	g, err := parseRule(arg(args, 0))
	if err != nil {
		return nil, nil, err
	}
	bound, err := intValue(arg(args, 1), "bound", "B, the largest heap of the quotient,", 0, maxMisereBound)
	if err != nil {
		return nil, nil, err
	}
	q, err := misereQuotient(g, bound)
	return g, q, err
}

func jsMisereQuotient(args []js.Value) (any, error) {
	g, q, err := misereArgs(args)
	if err != nil {
		return nil, err
	}
	phi, inP := make([]any, q.Bound()+1), make([]any, q.Bound()+1)
	for h := range phi {
		x := q.Pretend(h)
		phi[h], inP[h] = q.Word(x), q.IsP(x)
	}
	pp := q.PPortion()
	words := make([]any, 0, min(len(pp), maxHints))
	for _, x := range pp[:min(len(pp), maxHints)] {
		words = append(words, q.Word(x))
	}
	period, preperiod, ok := q.Period()
	return map[string]any{
		"rule":         g.String(),
		"bound":        q.Bound(),
		"order":        q.Order(),
		"pcount":       len(pp),
		"pportion":     words,
		"phi":          phi,
		"phiP":         inP,
		"presentation": q.Presentation(),
		"tame":         q.IsTame(),
		"proven":       ok,
		"period":       period,
		"preperiod":    preperiod,
	}, nil
}

// misereHeaps reads the position, args[2], whose heaps must lie within the
// bound of the quotient q.
func misereHeaps(args []js.Value, q *game.MisereQuotient) ([]int, error) {
	v := arg(args, 2)
	maxLen := maxHeapHeaps
	if v.Type() != js.TypeString {
		maxLen *= maxHeapTokens
	}
	heaps, err := intList(v, "heaps", "heap", maxLen, 1, maxHeapTokens)
	if err != nil {
		return nil, err
	}
	for i, h := range heaps {
		if h > q.Bound() {
			return nil, inputErrorf("heaps", "heap %s has %d tokens, beyond the misère quotient's bound B = %d: the computer plays perfectly within it; raise B to %d to play this position", heapName(i), h, q.Bound(), slices.Max(heaps))
		}
	}
	return heaps, nil
}

// misereResult returns what the page shows of a position in misère play:
// the element Φ(h) of each heap, their product, whether it is in the
// P-portion, and the first maxHints winning moves of package game.
func misereResult(g *game.HeapGame, q *game.MisereQuotient, heaps []int) (map[string]any, error) {
	p, err := q.IsPPosition(heaps)
	if err != nil {
		return nil, err
	}
	elements := make([]any, len(heaps))
	product := 0
	for i, h := range heaps {
		elements[i] = q.Word(q.Pretend(h))
		product = q.Mul(product, q.Pretend(h))
	}
	winning, err := q.WinningHeapMoves(heaps)
	if err != nil {
		return nil, err
	}
	moves, more := firstHints(winning)
	list := make([]any, len(moves))
	for i, m := range moves {
		list[i] = heapMoveJS(m)
	}
	return map[string]any{
		"heaps":    anyList(heaps),
		"elements": elements,
		"product":  q.Word(product),
		"p":        p,
		"over":     !hasHeapMove(g, heaps),
		"moves":    list,
		"more":     more,
	}, nil
}

func jsMiserePosition(args []js.Value) (any, error) {
	g, q, err := misereArgs(args)
	if err != nil {
		return nil, err
	}
	heaps, err := misereHeaps(args, q)
	if err != nil {
		return nil, err
	}
	return misereResult(g, q, heaps)
}

func jsMisereComputer(args []js.Value) (any, error) {
	g, q, err := misereArgs(args)
	if err != nil {
		return nil, err
	}
	heaps, err := misereHeaps(args, q)
	if err != nil {
		return nil, err
	}
	m, winning, err := computerMove(q.BestMove(heaps))
	if err != nil {
		return nil, err
	}
	r, err := misereResult(g, q, m.Apply(heaps))
	if err != nil {
		return nil, err
	}
	r["heap"], r["left"], r["winning"] = m.Heap, anyList(m.Left), winning
	return r, nil
}
