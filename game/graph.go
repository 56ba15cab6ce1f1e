package game

import (
	"cmp"
	"iter"
	"math"
	"slices"
	"sync"
)

// MaxGraphVertices is the largest number of vertices of a Graph, and
// MaxGraphEdges the largest number of its edges: both are indexed by
// int32s, so that a graph of tens of millions of edges takes 8 bytes an
// edge (4 for the edge and 4 for its reverse) and 8 a vertex, besides
// 12 to 24 a vertex while its values are computed and 28 to keep them
// with the counters of WinningMoves (and the K of the infinite ones).
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
	// order is the counter of WinningMoves (see loopyValues): 0 for the
	// vertices from which play must end and those of infinite value, and
	// for the others, from 1 up, the order in which the stages gave them
	// their values.
	order []uint32
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
	g := &Graph{off: make([]int32, n+1), adj: make([]int32, len(edges))}
	for i, e := range edges {
		if uint(e[0]) >= uint(n) || uint(e[1]) >= uint(n) {
			return nil, errorf(ErrRange, "NewGraph: edge %d, %d -> %d, has a vertex outside 0..%d", i, e[0], e[1], n-1)
		}
		g.off[e[0]+1]++
	}
	for v := range n {
		g.off[v+1] += g.off[v]
	}
	// Fill each row from its end, walking the edges backwards, so that the
	// rows keep the order of the edges; then off[v+1] is where row v
	// starts, and moving the offsets down one place restores them.
	for i := len(edges) - 1; i >= 0; i-- {
		u := edges[i][0]
		g.off[u+1]--
		g.adj[g.off[u+1]] = int32(edges[i][1])
	}
	copy(g.off, g.off[1:])
	g.off[n] = int32(len(edges))
	g.roff, g.radj = reverseRows(g.off, g.adj)
	return g, nil
}

// reverseRows returns the rows of the graph of the rows off, adj with its
// edges reversed: those into v, from each u once an edge, in the order of u.
func reverseRows(off, adj []int32) (roff, radj []int32) {
	n := len(off) - 1
	roff = make([]int32, n+1)
	radj = make([]int32, len(adj))
	for _, v := range adj {
		roff[v+1]++
	}
	for v := range n {
		roff[v+1] += roff[v]
	}
	for u := n - 1; u >= 0; u-- {
		for i := off[u+1] - 1; i >= off[u]; i-- {
			v := adj[i]
			roff[v+1]--
			radj[roff[v+1]] = int32(u)
		}
	}
	copy(roff, roff[1:])
	roff[n] = int32(len(adj))
	return roff, radj
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
// Values first gives the vertices from which play must end their Grundy
// values by the mex rule, in one retrograde pass; the stages then settle
// the rest, treating those as found at the stage of their values. Each
// stage is a retrograde pass, which counts the moves of each vertex
// to options not yet known to have an option of value m: its cost is of
// order the edges into and out of the vertices that still have no value
// and the vertices that gain an option of value m. The stages run from 0
// to the largest finite value plus one, so the time grows with that value,
// times the part of the graph still open at each stage: at most the
// largest out-degree times the edges. A random graph with a few options a
// vertex has small values (up to 4 or so at 10^6 vertices of 4 options)
// and costs a few passes over its edges; the Nim heaps 0..k-1, each on a
// cycle, which are open until their own stage, cost of order k^3 for their
// k^2/2 edges (heaps without cycles cost their edges, by the mex rule).
func (g *Graph) Values() []LoopyValue {
	return slices.Clone(g.cachedValues())
}

func (g *Graph) cachedValues() []LoopyValue {
	g.once.Do(func() {
		g.values, g.order = loopyValues(g.off, g.adj, g.roff, g.radj, nil)
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
// moved along one edge. From a Win they are winning moves, to a Loss, and
// each yielded move wins: a player who always takes one of them wins,
// against any play, in a finite number of moves. With cycles not every
// move to a Loss does: from 2 in the graph of the edges 2 -> 1, 2 -> 3 and
// 3 -> 2, both moves go to a Loss, but after 2 -> 3 the reply 3 -> 2
// comes back, for ever; WinningMoves yields 2 -> 1 alone. From a Draw,
// which has no winning move, they are the moves that keep the draw, to
// another Draw (there is always one), so that a player who takes them
// never loses; from a Loss there are none. They come in the order of the
// tokens, then of the edges (an edge given twice gives its move twice).
//
// The moves from a Win are the moves to a sum of value 0 that either move
// a token on a vertex from which play must end, or are the least by Ψ: the
// sum of the values of the tokens after the move, then the sum of their
// counters. The counter c of a vertex is 0 where play must end, and
// otherwise, for a finite value, the order in which Values found it, from
// 1 up; so (Fraenkel and Yesha) for u of finite value n with c(u) > 0,
// each option v of u of an infinite value or of one above n has an option
// w of value n with c(w) < c(u). Play can move a token on a vertex from
// which play must end only finitely often; after the last such move, the
// loser moves from a sum of value 0 a token from such a u, either to a
// lower value, and a move to value 0 lowers the sum of the values, or to
// such a v, and the move back to w keeps that sum and lowers the sum of
// the counters. So Ψ falls from each sum of value 0 to the next, and play
// ends. On a graph without cycles every move to a Loss wins, and
// WinningMoves yields them all.
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
		if sum.Outcome() == Draw {
			// rest[i] is the sum of the tokens after i; before, that of
			// the tokens before i, built up as i goes.
			rest := make([]LoopyValue, len(tokens)+1)
			for i := len(tokens) - 1; i >= 0; i-- {
				rest[i] = rest[i+1].Add(vals[tokens[i]])
			}
			var before LoopyValue
			for i, t := range tokens {
				others := before.Add(rest[i+1])
				for _, w := range g.adj[g.off[t]:g.off[t+1]] {
					if others.Add(vals[w]).Outcome() == Draw {
						next := slices.Clone(tokens)
						next[i] = int(w)
						if !yield(next) {
							return
						}
					}
				}
				before = before.Add(vals[t])
			}
			return
		}
		if sum.Outcome() == Win {
			opts := make([][]int, len(tokens))
			for i, t := range tokens {
				opts[i] = g.Options(t)
			}
			winningMoves(tokens, opts, func(v int) LoopyValue { return vals[v] }, func(v int) uint64 { return uint64(g.order[v]) }, yield)
		}
	}, nil
}

// winningMoves yields the winning moves of WinningMoves (Graph's and
// Solver's) from a sum that is a Win, of the components ps, whose options
// are opts, of the values value, with the counter counter; each move as a
// new slice. See Graph.WinningMoves.
func winningMoves[P any](ps []P, opts [][]P, value func(P) LoopyValue, counter func(P) uint64, yield func([]P) bool) {
	// A move to value 0 changes a component of finite value a into one of
	// value x⊕a, x the sum of the finite values, or the one component of
	// infinite value into one of value x.
	var x uint64
	inf := -1
	for i, p := range ps {
		if n, ok := value(p).Finite(); ok {
			x ^= n
		} else {
			inf = i
		}
	}
	// each calls f for each move to value 0, of component i to q, with
	// the change dv, dc it makes to Ψ.
	each := func(f func(i int, q P, dv, dc int64) bool) {
		for i, p := range ps {
			if inf >= 0 && i != inf {
				continue
			}
			a, _ := value(p).Finite() // 0 if infinite
			want := x ^ a
			var c uint64
			if i != inf {
				c = counter(p)
			}
			for _, q := range opts[i] {
				if value(q) == FiniteValue(want) && !f(i, q, int64(want-a), int64(counter(q)-c)) {
					return
				}
			}
		}
	}
	leastV, leastC := int64(math.MaxInt64), int64(math.MaxInt64)
	each(func(_ int, _ P, dv, dc int64) bool {
		if dv < leastV || dv == leastV && dc < leastC {
			leastV, leastC = dv, dc
		}
		return true
	})
	each(func(i int, q P, dv, dc int64) bool {
		if i != inf && counter(ps[i]) == 0 || dv == leastV && dc == leastC {
			next := slices.Clone(ps)
			next[i] = q
			return yield(next)
		}
		return true
	})
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

// A seed is a vertex u with an option of finite value v outside the part.
type seed struct {
	v uint64
	u int32
}

// seeds returns the vertices with options of finite value outside the
// part, in the order of the values.
func (b *boundary) seeds() []seed {
	var seeds []seed
	for u := range len(b.off) - 1 {
		for _, v := range b.vals[b.off[u]:b.off[u+1]] {
			if n, ok := v.Finite(); ok {
				seeds = append(seeds, seed{n, int32(u)})
			}
		}
	}
	slices.SortFunc(seeds, func(a, b seed) int { return cmp.Compare(a.v, b.v) })
	return seeds
}

// loopyValues returns the generalized Sprague–Grundy values of the
// vertices 0..n-1 of the graph of the rows off, adj and their reverse
// roff, radj, whose options outside it are b (nil for none), by the stage
// algorithm (see Graph.Values), and a counter for them: the order in
// which it gives the vertices their finite values, from 1 up, the mex pass
// first, then each stage; 0 for an infinite value, and, without b, for the
// vertices of the mex pass, from which play must end.
//
// The counter c has the property (B) that makes WinningMoves win: for u
// of finite value n and c(u) > 0, every option v of u of an infinite
// value or one above n has an option w of value n with c(w) < c(u), or
// outside the part. The mex pass gives u its value after those of its
// options, and each of those gets its own after its options'; a stage
// gives u the value n only once each of its options without one below n
// is known to have an option of value n, found by the mex pass, outside,
// or given n before u in this stage.
func loopyValues(off, adj, roff, radj []int32, b *boundary) ([]LoopyValue, []uint32) {
	n := len(off) - 1
	lab := make([]uint32, n)
	order := make([]uint32, n)
	// During stage m, left[u] counts the options of u that are open (with
	// no value or an infinite one) and not yet known to have an option of
	// value m; win[u] is m+1 once u is known to have one.
	left := make([]int32, n)
	win := make([]uint32, n)
	// ended lists the vertices from which play must end, in the order of
	// their values; open, the others, without a value.
	ended := finitePlay(off, adj, roff, radj, b, lab, left, order)
	next := uint32(1) // the counter of the next vertex given a value
	if b != nil {
		next += uint32(len(ended))
	}
	open := make([]int32, 0, n-len(ended))
	for u, l := range lab {
		if l == unlabeled {
			open = append(open, int32(u))
		}
	}
	var queue, wins []int32
	var seeds []seed
	if b != nil {
		seeds = b.seeds()
	}
	for m := uint32(0); len(open) > 0; m++ {
		mark := m + 1
		queue, wins = queue[:0], wins[:0]
		// A vertex of finite play gets its value at its stage as if the
		// stages had found it: its predecessors have an option of value m.
		for ; len(ended) > 0 && lab[ended[0]] == m; ended = ended[1:] {
			for _, p := range radj[roff[ended[0]]:roff[ended[0]+1]] {
				if win[p] != mark {
					win[p] = mark
					if lab[p] >= infinite {
						wins = append(wins, p)
					}
				}
			}
		}
		for _, u := range open {
			c := int32(0)
			for _, v := range adj[off[u]:off[u+1]] {
				if lab[v] >= infinite {
					c++
				}
			}
			if b != nil {
				for i := b.off[u]; i < b.off[u+1]; i++ {
					if _, ok := b.vals[i].Finite(); !ok {
						if _, in := slices.BinarySearch(b.ks[i], uint64(m)); !in {
							c++
						}
					}
				}
			}
			left[u] = c
		}
		// A vertex, open or infinite, that can move outside to a value m
		// is one move from m: its predecessors count it no more.
		for len(seeds) > 0 && seeds[0].v <= uint64(m) {
			if u := seeds[0].u; seeds[0].v == uint64(m) && lab[u] >= infinite && win[u] != mark {
				win[u] = mark
				wins = append(wins, u)
			}
			seeds = seeds[1:]
		}
		for _, u := range wins {
			for _, q := range radj[roff[u]:roff[u+1]] {
				if lab[q] == unlabeled {
					left[q]--
				}
			}
		}
		for _, u := range open {
			if left[u] == 0 && win[u] != mark {
				lab[u], order[u] = m, next
				next++
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
							lab[q], order[q] = m, next
							next++
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
	return finishValues(off, adj, lab, b), order
}

// finitePlay gives the vertices from which play must end their values in
// lab, by the mex rule, which are their generalized values too: a vertex
// whose options all have finite play, found by retrograde counting with
// left (all of whose options are outside the part or ended, and none of
// those outside of infinite value). With a boundary b, beyond which play
// need not end, it numbers each vertex x in order[x], 1, 2, ... as it
// labels them (see loopyValues). It leaves the others unlabeled and
// returns the vertices it labeled in the order of their values.
func finitePlay(off, adj, roff, radj []int32, b *boundary, lab []uint32, left []int32, order []uint32) []int32 {
	n := len(lab)
	var stack []int32
	for u := range n {
		lab[u] = unlabeled
		left[u] = off[u+1] - off[u]
		if b != nil {
			for _, v := range b.vals[b.off[u]:b.off[u+1]] {
				if _, ok := v.Finite(); !ok {
					left[u] = -1 // never ends
				}
			}
		}
		if left[u] == 0 {
			stack = append(stack, int32(u))
		}
	}
	var seen []bool
	var ended []int32
	var count []int32 // count[v] vertices of value v
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		opts := int(off[x+1] - off[x])
		if b != nil {
			opts += int(b.off[x+1] - b.off[x])
		}
		if len(seen) <= opts {
			seen = make([]bool, 2*opts+1)
		}
		for _, v := range adj[off[x]:off[x+1]] {
			if lab[v] <= uint32(opts) {
				seen[lab[v]] = true
			}
		}
		if b != nil {
			for _, v := range b.vals[b.off[x]:b.off[x+1]] {
				if j, _ := v.Finite(); j <= uint64(opts) {
					seen[j] = true
				}
			}
		}
		mex := uint32(0)
		for seen[mex] {
			mex++
		}
		clear(seen[:opts+1])
		lab[x] = mex
		ended = append(ended, x)
		if b != nil {
			order[x] = uint32(len(ended))
		}
		for int(mex) >= len(count) {
			count = append(count, 0)
		}
		count[mex]++
		for _, p := range radj[roff[x]:roff[x+1]] {
			if left[p] > 0 {
				if left[p]--; left[p] == 0 {
					stack = append(stack, p)
				}
			}
		}
	}
	// Sort ended by value, counting.
	start := make([]int32, len(count)+1)
	for v, c := range count {
		start[v+1] = start[v] + c
	}
	sorted := make([]int32, len(ended))
	for _, x := range ended {
		sorted[start[lab[x]]] = x
		start[lab[x]]++
	}
	return sorted
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
