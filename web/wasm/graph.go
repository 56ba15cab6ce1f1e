//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"syscall/js"

	"github.com/nimberdev/nimber/game"
)

// The bounds of a game with cycles on the page: a graph a person types and
// reads in a drawing, and a sum of a few tokens, whose positions (at most
// C(32, 3) = 4960 multisets of vertices, each with at most 90 distinct
// moves) the computer searches whole before each of its moves.
const (
	maxGraphVertices = 30
	maxGraphEdges    = 120
	maxGraphTokens   = 3
	// maxGraphText bounds the text of a graph: 120 edges of two numbers.
	maxGraphText = 4000
)

// A loopy is a game on a directed graph, as the page shows it: vertices
// 0..n-1 (1..n on the page and in the text), tokens on some of them.
type loopy struct {
	g      *game.Graph
	edges  [][2]int
	tokens []int
}

// parseGraph reads a graph in the format of the command nimber graph: a
// line "N M", then M lines "U V", each a move from vertex U to vertex V,
// 1 <= U, V <= N, the numbers separated by any blanks. It returns the edges
// with the vertices 0..N-1. Messages name the line and the token at fault.
func parseGraph(text string) (n int, edges [][2]int, err error) {
	type token struct {
		s    string
		line int
	}
	var toks []token
	for i, line := range strings.Split(text, "\n") {
		for _, f := range strings.Fields(line) {
			toks = append(toks, token{f, i + 1})
		}
	}
	if len(toks) == 0 {
		return 0, nil, inputErrorf("edges", "the graph is missing: a line N M, then M lines U V, each a move from vertex U to vertex V")
	}
	number := func(t token, what string, lo, hi int) (int, error) {
		return parseInt(t.s, "edges", fmt.Sprintf("line %d: %s", t.line, what), lo, hi)
	}
	if n, err = number(toks[0], "N, the number of vertices,", 1, maxGraphVertices); err != nil {
		return 0, nil, err
	}
	if len(toks) == 1 {
		return 0, nil, inputErrorf("edges", "line %d: the header has N but no M, the number of edges", toks[0].line)
	}
	m, err := number(toks[1], "M, the number of edges,", 0, maxGraphEdges)
	if err != nil {
		return 0, nil, err
	}
	rest := toks[2:]
	for i := range m {
		if 2*i+1 >= len(rest) {
			last := toks[len(toks)-1].line
			return 0, nil, inputErrorf("edges", "line %d: the input ends after %d of the header's M = %d edges", last, i, m)
		}
		var e [2]int
		for j, t := range rest[2*i : 2*i+2] {
			v, err := number(t, "a vertex", 0, math.MaxInt32)
			if err == nil && (v < 1 || v > n) {
				err = inputErrorf("edges", "line %d: vertex %s is outside 1..%d", t.line, t.s, n)
			}
			if err != nil {
				return 0, nil, err
			}
			e[j] = v - 1
		}
		edges = append(edges, e)
	}
	if len(rest) > 2*m {
		t := rest[2*m]
		return 0, nil, inputErrorf("edges", "line %d: %q: more input than the header's M = %d edges", t.line, t.s, m)
	}
	return n, edges, nil
}

// loopyArgs reads the graph, args[0], and the tokens, args[1]: a string
// or an array of vertex numbers 1..N; an array may be empty.
func loopyArgs(args []js.Value) (*loopy, error) {
	s, err := stringValue(arg(args, 0), "edges", "the graph", maxGraphText)
	if err != nil {
		return nil, err
	}
	n, edges, err := parseGraph(s)
	if err != nil {
		return nil, err
	}
	tokens, err := intList(arg(args, 1), "tokens", "token", maxGraphTokens, 1, n)
	if err != nil {
		return nil, err
	}
	for i := range tokens {
		tokens[i]--
	}
	g, err := game.NewGraph(n, edges)
	if err != nil {
		return nil, err
	}
	return &loopy{g, edges, tokens}, nil
}

// A loopyMove moves the token number token to the vertex to.
type loopyMove struct{ token, to int }

// apply returns the tokens after m.
func (p *loopy) apply(m loopyMove) []int {
	next := slices.Clone(p.tokens)
	next[m.token] = m.to
	return next
}

// moved returns the move that leads from the tokens to next, which differ
// in one token, or, for the move of a token along an edge from its vertex
// to itself, not at all: then the move is of the first token on a vertex
// with such an edge.
func (p *loopy) moved(next []int) loopyMove {
	for i, t := range p.tokens {
		if next[i] != t {
			return loopyMove{i, next[i]}
		}
	}
	for i, t := range p.tokens {
		if slices.Contains(p.g.Options(t), t) {
			return loopyMove{i, t}
		}
	}
	panic("moved: no move leads to the position")
}

func (p *loopy) moveJS(m loopyMove) map[string]any {
	next := p.apply(m)
	for i := range next {
		next[i]++
	}
	return map[string]any{"token": m.token, "from": p.tokens[m.token] + 1, "to": m.to + 1, "tokens": anyList(next)}
}

// js returns what the page shows of the position: the graph, the value,
// outcome and remoteness of every vertex, the value and outcome of the sum
// of the tokens, and the first maxHints moves that package game advises
// (the winning moves, or from a draw those that keep it).
func (p *loopy) js() (map[string]any, error) {
	n := p.g.Len()
	vals := p.g.Values()
	outcomes, remoteness := p.g.Outcomes()
	values, outs, edges := make([]any, n), make([]any, n), make([]any, len(p.edges))
	for v := range n {
		values[v], outs[v] = vals[v].String(), outcomes[v].String()
	}
	for i, e := range p.edges {
		edges[i] = []any{e[0] + 1, e[1] + 1}
	}
	sum, err := p.g.SumValue(p.tokens)
	if err != nil {
		return nil, err
	}
	advised, err := p.g.WinningMoves(p.tokens)
	if err != nil {
		return nil, err
	}
	moves, more := []any{}, false
	for next := range advised {
		if len(moves) == maxHints {
			more = true
			break
		}
		moves = append(moves, p.moveJS(p.moved(next)))
	}
	tokens := make([]any, len(p.tokens))
	over := true
	for i, t := range p.tokens {
		tokens[i] = t + 1
		over = over && len(p.g.Options(t)) == 0
	}
	return map[string]any{
		"n":          n,
		"edges":      edges,
		"values":     values,
		"outcomes":   outs,
		"remoteness": anyList(remoteness),
		"tokens":     tokens,
		"sum":        sum.String(),
		"outcome":    sum.Outcome().String(),
		"over":       over,
		"moves":      moves,
		"more":       more,
	}, nil
}

// computerMove returns the move of the computer, BestMove's of package
// game, which ends the game soonest, and the outcome of the position for
// the computer.
func (p *loopy) computerMove() (loopyMove, game.Outcome, error) {
	next, own, err := p.g.BestMove(p.tokens)
	switch {
	case errors.Is(err, game.ErrNoMove):
		return loopyMove{}, own, errors.New("no move: no token can move")
	case err != nil:
		return loopyMove{}, own, err
	}
	return p.moved(next), own, nil
}

func jsGraph(args []js.Value) (any, error) {
	p, err := loopyArgs(args)
	if err != nil {
		return nil, err
	}
	return p.js()
}

// jsGraphMove checks and makes the player's move {token, to}: the token
// number token (0, 1, ...) moves to the vertex to (1..N) along an edge.
func jsGraphMove(args []js.Value) (any, error) {
	p, err := loopyArgs(args)
	if err != nil {
		return nil, err
	}
	v := arg(args, 2)
	if v.Type() != js.TypeObject {
		return nil, inputErrorf("move", "the move is missing")
	}
	i, err := intValue(v.Get("token"), "move", "the token", 0, len(p.tokens)-1)
	if err != nil {
		return nil, err
	}
	to, err := intValue(v.Get("to"), "move", "the vertex moved to", 1, p.g.Len())
	if err != nil {
		return nil, err
	}
	if !slices.Contains(p.g.Options(p.tokens[i]), to-1) {
		return nil, inputErrorf("move", "no edge goes from vertex %d to vertex %d", p.tokens[i]+1, to)
	}
	p.tokens = p.apply(loopyMove{i, to - 1})
	return p.js()
}

func jsGraphComputer(args []js.Value) (any, error) {
	p, err := loopyArgs(args)
	if err != nil {
		return nil, err
	}
	m, own, err := p.computerMove()
	if err != nil {
		return nil, err
	}
	move := p.moveJS(m)
	p.tokens = p.apply(m)
	r, err := p.js()
	if err != nil {
		return nil, err
	}
	r["move"], r["was"] = move, own.String()
	return r, nil
}
