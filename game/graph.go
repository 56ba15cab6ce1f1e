package game

import (
	"iter"
	"math"
	"slices"
	"sync"
)

// MaxGraphVertices is the largest number of vertices of a Graph, and
// MaxGraphEdges the largest number of its edges: both are indexed by
// int32s, so that a graph of tens of millions of edges takes 8 bytes an
// edge (4 for the edge and 4 for its reverse) and 8 a vertex, besides
// 12 to 24 a vertex while its values are computed.
const (
	MaxGraphVertices = math.MaxInt32 - 1
	MaxGraphEdges    = math.MaxInt32
)

// A Graph is a game played on a directed graph with the vertices 0..n-1:
// a position is a vertex (or, in a sum, a token on each of several
// vertices), and a move slides a token along an edge. Edges from a vertex
// to itself and repeated edges are allowed, so play need not end; the
// player who cannot move loses.
//
// A Graph is immutable; its methods are safe for concurrent use.
type Graph struct {
	// The options of v are adj[off[v]:off[v+1]], in the order of the
	// edges; the vertices with an edge to v are radj[roff[v]:roff[v+1]],
	// once an edge (compressed sparse rows).
	off, adj   []int32
	roff, radj []int32

	once   sync.Once
	values []LoopyValue
}

// NewGraph returns the graph with the vertices 0..n-1 and an edge, a move,
// from e[0] to e[1] for each e in edges.
//
// NewGraph returns an error wrapping ErrRange for n below 0 or above
// MaxGraphVertices, more than MaxGraphEdges edges, or an edge with a
// vertex outside 0..n-1.
func NewGraph(n int, edges [][2]int) (*Graph, error) {
	if n < 0 || n > MaxGraphVertices {
		return nil, errorf(ErrRange, "NewGraph: %d vertices, want 0 to %d", n, MaxGraphVertices)
	}
	if len(edges) > MaxGraphEdges {
		return nil, errorf(ErrRange, "NewGraph: %d edges, more than %d", len(edges), MaxGraphEdges)
	}
	g := &Graph{
		off:  make([]int32, n+1),
		roff: make([]int32, n+1),
		adj:  make([]int32, len(edges)),
		radj: make([]int32, len(edges)),
	}
	for i, e := range edges {
		if uint(e[0]) >= uint(n) || uint(e[1]) >= uint(n) {
			return nil, errorf(ErrRange, "NewGraph: edge %d, %d -> %d, has a vertex outside 0..%d", i, e[0], e[1], n-1)
		}
		g.off[e[0]+1]++
		g.roff[e[1]+1]++
	}
	for v := range n {
		g.off[v+1] += g.off[v]
		g.roff[v+1] += g.roff[v]
	}
	// Fill each row from its end, walking the edges backwards, so that the
	// rows keep the order of the edges; then off[v+1] is where row v
	// starts, and moving the offsets down one place restores them.
	for i := len(edges) - 1; i >= 0; i-- {
		u, v := edges[i][0], edges[i][1]
		g.off[u+1]--
		g.adj[g.off[u+1]] = int32(v)
		g.roff[v+1]--
		g.radj[g.roff[v+1]] = int32(u)
	}
	copy(g.off, g.off[1:])
	copy(g.roff, g.roff[1:])
	g.off[n], g.roff[n] = int32(len(edges)), int32(len(edges))
	return g, nil
}

// Len returns the number of vertices.
func (g *Graph) Len() int { return len(g.off) - 1 }

// Options returns the vertices one move from v, in a new slice, in the
// order of the edges that NewGraph was given (an edge given twice, twice).
// It panics if v is outside 0..Len()-1, as indexing a slice does.
func (g *Graph) Options(v int) []int {
	opts := make([]int, 0, g.off[v+1]-g.off[v])
	for _, w := range g.adj[g.off[v]:g.off[v+1]] {
		opts = append(opts, int(w))
	}
	return opts
}

// Values returns the generalized Sprague–Grundy value of every vertex, in
// a new slice indexed by vertex. The values are computed at the first call
// (of Values, SumValue, IsPPosition or WinningMoves) and kept.
//
// The value γ(u) of a vertex is finite, n, when u has no option of value
// n, has options of every value below n, and every option of an infinite
// value or one above n has an option of value n itself, the reply that
// undoes the move (Smith); otherwise it is ∞(K), K the finite values of
// u's options. The counter function of the definition, which makes γ
// unique, is the order in which the stage algorithm of Fraenkel and Yesha
// finds the values: stage m gives the value m to every vertex, still
// without a value, whose options all either have a value below m or,
// being without one or infinite, have an option just given m, and that
// has no such option itself, repeating this until no vertex changes; then
// it makes infinite the vertices left without an option of value m.
//
// Each stage is a retrograde pass, which counts the moves of each vertex
// to options not yet known to have an option of value m: its cost is of
// order the edges into and out of the vertices that still have no value
// and the vertices that gain an option of value m. The stages run from 0
// to the largest finite value plus one, so the time grows with that value
// (times the part of the graph still open at each stage), at most as the
// largest out-degree times the edges; on a random graph of 10^6 vertices
// and 4·10^6 edges the largest value is 4 or so, and the whole costs about
// twice as much as Outcomes.
func (g *Graph) Values() []LoopyValue {
	return slices.Clone(g.cachedValues())
}

func (g *Graph) cachedValues() []LoopyValue {
	g.once.Do(func() {
		g.values = loopyValues(g.off, g.adj, g.roff, g.radj, nil)
	})
	return g.values
}

// Outcomes returns the outcome of every vertex for the player to move,
// with its remoteness, the number of moves that play lasts when the winner
// hurries to win and the loser delays: 0 for a vertex without options,
// one more than the largest remoteness of its options for a Loss, one
// more than the smallest remoteness of its options that are a Loss for a
// Win, and -1 for a Draw. The outcomes agree with Values (LoopyValue's
// Outcome), but are found by one retrograde pass, in time of order the
// vertices plus the edges.
func (g *Graph) Outcomes() (outcomes []Outcome, remoteness []int) {
	n := g.Len()
	outcomes = make([]Outcome, n)
	remoteness = make([]int, n)
	// left[v] counts the options of v not yet known to be a Win; the queue
	// holds the vertices whose outcome is known, in the order of their
	// remoteness, which it keeps since each adds 1 to the one taken out.
	left := make([]int32, n)
	queue := make([]int32, 0, n)
	for v := range n {
		left[v] = g.outdeg(v)
		remoteness[v] = -1
		if left[v] == 0 {
			remoteness[v] = 0
			queue = append(queue, int32(v))
		}
	}
	for i := 0; i < len(queue); i++ {
		x := queue[i]
		r := remoteness[x] + 1
		if outcomes[x] == Loss {
			for _, p := range g.radj[g.roff[x]:g.roff[x+1]] {
				if remoteness[p] < 0 {
					outcomes[p], remoteness[p] = Win, r
					queue = append(queue, p)
				}
			}
			continue
		}
		for _, p := range g.radj[g.roff[x]:g.roff[x+1]] {
			if remoteness[p] < 0 {
				if left[p]--; left[p] == 0 {
					remoteness[p] = r // a Loss, as outcomes[p] is already
					queue = append(queue, p)
				}
			}
		}
	}
	for v, r := range remoteness {
		if r < 0 {
			outcomes[v] = Draw
		}
	}
	return outcomes, remoteness
}

func (g *Graph) outdeg(v int) int32 { return g.off[v+1] - g.off[v] }

// SumValue returns the value of the sum of the games with a token on each
// of the vertices tokens (a vertex may hold several), in which a move
// slides one token along an edge: the sum of their values by Add, which
// is Smith's theorem. The sum of no tokens is 0.
//
// SumValue returns an error wrapping ErrRange for a token outside
// 0..Len()-1.
func (g *Graph) SumValue(tokens []int) (LoopyValue, error) {
	if err := g.checkTokens(tokens); err != nil {
		return LoopyValue{}, err
	}
	vals := g.cachedValues()
	var sum LoopyValue
	for _, t := range tokens {
		sum = sum.Add(vals[t])
	}
	return sum, nil
}

func (g *Graph) checkTokens(tokens []int) error {
	for i, t := range tokens {
		if uint(t) >= uint(g.Len()) {
			return errorf(ErrRange, "token %d on vertex %d, outside 0..%d", i, t, g.Len()-1)
		}
	}
	return nil
}

// IsPPosition reports whether the sum of the tokens is a Loss for the
// player to move, a P-position: its value is 0. A Draw is not a
// P-position.
//
// IsPPosition returns an error wrapping ErrRange for a token outside
// 0..Len()-1.
func (g *Graph) IsPPosition(tokens []int) (bool, error) {
	v, err := g.SumValue(tokens)
	return err == nil && v == LoopyValue{}, err
}

// WinningMoves returns the moves that a player should make from the sum
// of the tokens, each as the tokens after it, a new slice with one token
// moved along one edge. From a Win they are the winning moves, to a Loss;
// from a Draw, which has none, they are the moves that keep the draw, to
// another Draw (there is always one), so that a player who takes them
// never loses; from a Loss there are none. They come in the order of the
// tokens, then of the edges (an edge given twice gives its move twice).
//
// WinningMoves returns an error wrapping ErrRange, and no iterator, for a
// token outside 0..Len()-1.
func (g *Graph) WinningMoves(tokens []int) (iter.Seq[[]int], error) {
	sum, err := g.SumValue(tokens)
	if err != nil {
		return nil, err
	}
	tokens = slices.Clone(tokens) // the caller may change its slice
	vals := g.cachedValues()
	return func(yield func([]int) bool) {
		want := sum.Outcome()
		if want == Loss {
			return
		}
		if want == Win {
			want = Loss
		}
		// rest[i] is the sum of the tokens after i; before, that of the
		// tokens before i, built up as i goes.
		rest := make([]LoopyValue, len(tokens)+1)
		for i := len(tokens) - 1; i >= 0; i-- {
			rest[i] = rest[i+1].Add(vals[tokens[i]])
		}
		var before LoopyValue
		for i, t := range tokens {
			others := before.Add(rest[i+1])
			for _, w := range g.adj[g.off[t]:g.off[t+1]] {
				if others.Add(vals[w]).Outcome() == want {
					next := slices.Clone(tokens)
					next[i] = int(w)
					if !yield(next) {
						return
					}
				}
			}
			before = before.Add(vals[t])
		}
	}, nil
}

// The labels of the stage algorithm: a finite value, or one of these.
const (
	unlabeled = math.MaxUint32
	infinite  = math.MaxUint32 - 1
)

// A boundary holds, for the vertices of a part of a larger game, the
// values of their options outside the part, which are known: those of
// vertex u are vals[off[u]:off[u+1]], and ks[i] is the K of an infinite
// vals[i]. The stage algorithm treats an outside option of finite value j
// at stage m as a vertex that got the value j < m before, gets m now, or,
// for j > m, has an option that gets m; and one of value ∞(K) as a vertex
// that has an option of value m if m is in K, and otherwise none.
type boundary struct {
	off  []int32
	vals []LoopyValue
	ks   [][]uint64
}

// loopyValues returns the generalized Sprague–Grundy values of the
// vertices 0..n-1 of the graph of the rows off, adj and their reverse
// roff, radj, whose options outside it are b (nil for none), by the stage
// algorithm (see Graph.Values).
func loopyValues(off, adj, roff, radj []int32, b *boundary) []LoopyValue {
	n := len(off) - 1
	lab := make([]uint32, n)
	// During stage m, left[u] counts the options of u that are open (with
	// no value or an infinite one) and not yet known to have an option of
	// value m; win[u] is m+1 once u is known to have one.
	left := make([]int32, n)
	win := make([]uint32, n)
	open := make([]int32, n) // the vertices without a value
	for u := range n {
		lab[u] = unlabeled
		open[u] = int32(u)
	}
	var queue, wins []int32
	for m := uint32(0); len(open) > 0; m++ {
		mark := m + 1
		queue, wins = queue[:0], wins[:0]
		for _, u := range open {
			c := int32(0)
			for _, v := range adj[off[u]:off[u+1]] {
				if lab[v] >= infinite {
					c++
				}
			}
			if b != nil {
				for i := b.off[u]; i < b.off[u+1]; i++ {
					if j, ok := b.vals[i].Finite(); !ok {
						if _, in := slices.BinarySearch(b.ks[i], uint64(m)); !in {
							c++
						}
					} else if j == uint64(m) && win[u] != mark {
						win[u] = mark
						wins = append(wins, u)
					}
				}
			}
			left[u] = c
		}
		// An open vertex that can move outside to a value m is one move
		// from m: its predecessors count it no more.
		for _, u := range wins {
			for _, q := range radj[roff[u]:roff[u+1]] {
				if lab[q] == unlabeled {
					left[q]--
				}
			}
		}
		for _, u := range open {
			if left[u] == 0 && win[u] != mark {
				lab[u] = m
				queue = append(queue, u)
			}
		}
		for len(queue) > 0 {
			x := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			for _, p := range radj[roff[x]:roff[x+1]] {
				if win[p] == mark {
					continue
				}
				win[p] = mark
				if lab[p] < infinite {
					continue // a value below m: no option of anyone's counts it
				}
				for _, q := range radj[roff[p]:roff[p+1]] {
					if lab[q] == unlabeled {
						if left[q]--; left[q] == 0 && win[q] != mark {
							lab[q] = m
							queue = append(queue, q)
						}
					}
				}
			}
		}
		// The vertices still open without an option of value m can never
		// have a finite value: it would be above m.
		k := 0
		for _, u := range open {
			if lab[u] == unlabeled {
				if win[u] == mark {
					open[k] = u
					k++
				} else {
					lab[u] = infinite
				}
			}
		}
		open = open[:k]
	}
	return finishValues(off, adj, lab, b)
}

// finishValues returns the values of the labels lab: the finite ones, and
// ∞(K) for the infinite, with K the finite values of their options, in
// the graph and outside it. The spellings of all the K share one string.
func finishValues(off, adj []int32, lab []uint32, b *boundary) []LoopyValue {
	vals := make([]LoopyValue, len(lab))
	var buf []byte
	var ends []int
	var k []uint64
	for u, l := range lab {
		if l != infinite {
			vals[u].n = uint64(l)
			continue
		}
		k = k[:0]
		for _, v := range adj[off[u]:off[u+1]] {
			if lab[v] < infinite {
				k = append(k, uint64(lab[v]))
			}
		}
		if b != nil {
			for _, v := range b.vals[b.off[u]:b.off[u+1]] {
				if j, ok := v.Finite(); ok {
					k = append(k, j)
				}
			}
		}
		slices.Sort(k)
		buf = appendK(buf, slices.Compact(k))
		ends = append(ends, len(buf))
	}
	all := string(buf)
	start, i := 0, 0
	for u, l := range lab {
		if l == infinite {
			vals[u].k = all[start:ends[i]]
			start = ends[i]
			i++
		}
	}
	return vals
}
