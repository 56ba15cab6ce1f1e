package game

import (
	"encoding/binary"
	"slices"
)

// MaxSumPositions is the largest number of positions of a sum of tokens
// that Graph.BestMove explores.
const MaxSumPositions = 1 << 20

// maxSumPositions is MaxSumPositions, which the tests lower.
var maxSumPositions = MaxSumPositions

// BestMove returns the move of a perfect player from the sum of the tokens
// (a vertex may hold several), as the tokens after it, a new slice with
// one token moved along one edge, and the outcome of the sum for the
// player to move. WinningMoves' moves all win, but BestMove hurries more:
// it solves the sum as a game of its own, whose positions are the
// multisets of vertices that the tokens can reach, by Outcomes, and takes
// from a Win a move to the Loss of least remoteness, so that the game ends
// soonest; from a Draw a move to a Draw, so that it never loses; and from a
// Loss the move to the Win of greatest remoteness, which leaves the
// opponent the longest way to go. Ties go to the first move in the order
// of the tokens, then of the edges.
//
// BestMove explores every position reachable from the tokens: of k tokens
// on n vertices, up to C(n+k-1, k) of them, in time and memory of order
// their number times their moves; it is meant for sums of a few tokens.
// It returns an error wrapping ErrRange for a token outside 0..Len()-1 or
// a sum of more than MaxSumPositions positions, and one wrapping ErrNoMove
// (and the outcome Loss) when no token can move.
func (g *Graph) BestMove(tokens []int) (next []int, outcome Outcome, err error) {
	if err := g.checkTokens(tokens); err != nil {
		return nil, 0, err
	}
	sum, index, err := g.sumGraph(tokens)
	if err != nil {
		return nil, 0, err
	}
	outcomes, remoteness := sum.Outcomes()
	own := outcomes[0]
	best := -1 // the position of the sum after the best move so far
	better := func(id int) bool {
		o, r := outcomes[id], remoteness[id]
		b, br := outcomes[best], remoteness[best]
		switch own {
		case Win:
			return o == Loss && (b != Loss || r < br)
		case Draw:
			return o == Draw && b != Draw
		}
		return r > br
	}
	for i, t := range tokens {
		for _, w := range g.adj[g.off[t]:g.off[t+1]] {
			moved := slices.Clone(tokens)
			moved[i] = int(w)
			if id := index(moved); best < 0 || better(id) {
				next, best = moved, id
			}
		}
	}
	if best < 0 {
		return nil, Loss, errorf(ErrNoMove, "no move left: no token can move")
	}
	return next, own, nil
}

// sumGraph returns the sum of the tokens as a game of its own on a graph:
// its vertices are the positions reachable from the tokens, each a
// multiset of vertices, vertex 0 the tokens themselves, with an edge for
// each distinct position one move away. index returns the vertex of a
// position reachable from the tokens. It returns an error wrapping
// ErrRange if there are more than MaxSumPositions positions.
func (g *Graph) sumGraph(tokens []int) (sum *Graph, index func([]int) int, err error) {
	// A position's key: its vertices, sorted, four bytes each.
	buf := make([]int, len(tokens))
	key := func(tokens []int) string {
		copy(buf, tokens)
		slices.Sort(buf)
		b := make([]byte, 0, 4*len(buf))
		for _, t := range buf {
			b = binary.LittleEndian.AppendUint32(b, uint32(t))
		}
		return string(b)
	}
	ids := map[string]int{key(tokens): 0}
	// The distinct options of each vertex: a repeated edge makes the same
	// position.
	options := make(map[int][]int32)
	distinct := func(v int) []int32 {
		o, ok := options[v]
		if !ok {
			o = slices.Compact(slices.Sorted(slices.Values(g.adj[g.off[v]:g.off[v+1]])))
			options[v] = o
		}
		return o
	}
	queue := [][]int{slices.Clone(tokens)}
	var edges [][2]int
	var next []int
	moved := make([]int, len(tokens))
	for u := 0; u < len(queue); u++ {
		pos := queue[u]
		next = next[:0]
		for i, t := range pos {
			copy(moved, pos)
			for _, w := range distinct(t) {
				moved[i] = int(w)
				k := key(moved)
				id, ok := ids[k]
				if !ok {
					if len(queue) == maxSumPositions {
						return nil, nil, errorf(ErrRange, "the sum of %d tokens has more than %d positions", len(tokens), maxSumPositions)
					}
					id = len(queue)
					ids[k] = id
					queue = append(queue, slices.Clone(moved))
				}
				next = append(next, id)
			}
		}
		slices.Sort(next)
		for _, id := range slices.Compact(next) {
			edges = append(edges, [2]int{u, id})
		}
	}
	sum, err = NewGraph(len(queue), edges)
	return sum, func(tokens []int) int { return ids[key(tokens)] }, err
}
