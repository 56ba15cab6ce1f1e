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

// sumGame returns the sum of the tokens as a game of its own on a graph:
// its vertices are the positions reachable from the tokens, each a sorted
// multiset of vertices, vertex 0 the tokens themselves, with an edge for
// each distinct position one move away. index returns the vertex of a
// position.
func (p *loopy) sumGame() (sum *game.Graph, index func([]int) int, err error) {
	n, k := p.g.Len(), len(p.tokens)
	// A position's code: its vertices, sorted, as the digits of a number
	// in base n, below n^k <= 30^3; ids[code] is its vertex, or -1.
	size := 1
	for range k {
		size *= n
	}
	code := func(tokens []int) int {
		var s [maxGraphTokens]int
		copy(s[:], tokens)
		slices.Sort(s[:k])
		c := 0
		for _, t := range s[:k] {
			c = c*n + t
		}
		return c
	}
	ids := make([]int32, size)
	for i := range ids {
		ids[i] = -1
	}
	// The distinct options of each vertex: a repeated edge makes the same
	// position.
	options := make([][]int, n)
	for v := range options {
		options[v] = slices.Compact(slices.Sorted(slices.Values(p.g.Options(v))))
	}
	ids[code(p.tokens)] = 0
	queue := [][]int{p.tokens}
	var edges [][2]int
	var next []int
	moved := make([]int, k)
	for u := 0; u < len(queue); u++ {
		pos := queue[u]
		next = next[:0]
		for i, t := range pos {
			copy(moved, pos)
			for _, w := range options[t] {
				moved[i] = w
				c := code(moved)
				if ids[c] < 0 {
					ids[c] = int32(len(queue))
					queue = append(queue, slices.Clone(moved))
				}
				next = append(next, int(ids[c]))
			}
		}
		slices.Sort(next)
		for _, id := range slices.Compact(next) {
			edges = append(edges, [2]int{u, id})
		}
	}
	sum, err = game.NewGraph(len(queue), edges)
	return sum, func(tokens []int) int { return int(ids[code(tokens)]) }, err
}

// computerMove returns the move of the computer. Package game's winning
// moves all lead to positions lost for the opponent, but a player who takes
// any of them may go round a cycle for ever; so the computer solves the sum
// as a game of its own (sumGame) and takes the move that ends the game
// soonest: from a win, to the lost position of the least remoteness, which
// falls at each of its moves, so that it wins; from a draw, to a drawn
// position, so that it never loses; from a loss, to the won position of the
// greatest remoteness, which leaves the opponent the longest way to go. It
// returns the outcome of the position for the computer.
func (p *loopy) computerMove() (loopyMove, game.Outcome, error) {
	sum, index, err := p.sumGame()
	if err != nil {
		return loopyMove{}, 0, err
	}
	outcomes, remoteness := sum.Outcomes()
	own := outcomes[0]
	best, found := loopyMove{}, false
	better := func(o game.Outcome, r int) bool {
		b := outcomes[index(p.apply(best))]
		br := remoteness[index(p.apply(best))]
		switch own {
		case game.Win:
			return o == game.Loss && (b != game.Loss || r < br)
		case game.Draw:
			return o == game.Draw && b != game.Draw
		}
		return r > br
	}
	for i, t := range p.tokens {
		for _, w := range p.g.Options(t) {
			m := loopyMove{i, w}
			id := index(p.apply(m))
			if !found || better(outcomes[id], remoteness[id]) {
				best, found = m, true
			}
		}
	}
	if !found {
		return loopyMove{}, own, errors.New("no move: no token can move")
	}
	return best, own, nil
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
