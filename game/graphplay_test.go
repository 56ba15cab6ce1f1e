package game_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestGraphBestMove checks BestMove on sums of one to three tokens on small
// random graphs against the outcomes and remoteness of the graph of the
// sum, whose positions are the tuples of vertices, found round by round:
// the outcome; from a Win the first move to a Loss of least remoteness,
// from a Draw the first move to a Draw, from a Loss the first move to a
// Win of greatest remoteness; ErrNoMove when no token can move.
func TestGraphBestMove(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 1))
	graphs := 150
	if testing.Short() {
		graphs = 30
	}
	for i := range graphs {
		n := 1 + r.IntN(6)
		adj := randomGraph(r, n, r.Float64()*3/float64(n))
		g := newGraph(t, adj)
		k := 1 + i%3
		size, _, encode, moves := sumGraph(adj, k)
		outs, rem := byRounds(size, moves)
		for range 6 {
			tokens := make([]int, k)
			for j := range tokens {
				tokens[j] = r.IntN(n)
			}
			p := encode(tokens)
			next, own, err := g.BestMove(tokens)
			// The moves in the order of the tokens, then of the edges, and
			// the first best by the definition.
			var want []int
			for j, u := range tokens {
				for _, v := range adj[u] {
					cand := slices.Clone(tokens)
					cand[j] = v
					c := encode(cand)
					if want == nil {
						want = cand
						continue
					}
					w := encode(want)
					switch outs[p] {
					case game.Win:
						if outs[c] == game.Loss && (outs[w] != game.Loss || rem[c] < rem[w]) {
							want = cand
						}
					case game.Draw:
						if outs[c] == game.Draw && outs[w] != game.Draw {
							want = cand
						}
					case game.Loss:
						if rem[c] > rem[w] {
							want = cand
						}
					}
				}
			}
			if want == nil {
				if !errors.Is(err, game.ErrNoMove) || own != game.Loss {
					t.Fatalf("graph %v, tokens %v without a move: %v %v %v", adj, tokens, next, own, err)
				}
				continue
			}
			w := encode(want)
			if err != nil || own != outs[p] || !slices.Equal(next, want) ||
				own == game.Win && outs[w] != game.Loss || own == game.Draw && outs[w] != game.Draw {
				t.Fatalf("graph %v, tokens %v (%v): BestMove %v %v %v, want %v (%v)", adj, tokens, outs[p], next, own, err, want, outs[w])
			}
		}
	}
}

func TestGraphBestMoveEdges(t *testing.T) {
	g := newGraph(t, [][]int{{1}, {}})
	if _, _, err := g.BestMove([]int{0, 2}); !errors.Is(err, game.ErrRange) {
		t.Errorf("a token outside the graph: %v; want ErrRange", err)
	}
	if _, own, err := g.BestMove(nil); !errors.Is(err, game.ErrNoMove) || own != game.Loss {
		t.Errorf("no tokens: %v %v; want a Loss and ErrNoMove", own, err)
	}
	// A sum of two tokens on a chain of 4 vertices has 10 positions.
	chain := newGraph(t, [][]int{{}, {0}, {1}, {2}})
	restore := game.SetMaxSumPositions(10)
	_, _, err10 := chain.BestMove([]int{3, 3})
	game.SetMaxSumPositions(9)
	_, _, err9 := chain.BestMove([]int{3, 3})
	restore()
	if err10 != nil || !errors.Is(err9, game.ErrRange) {
		t.Errorf("a sum of 10 positions: %v with a bound of 10, %v with 9; want nil and ErrRange", err10, err9)
	}
	tokens := []int{0, 0}
	next, own, err := g.BestMove(tokens)
	if err != nil || own != game.Loss || !slices.Equal(next, []int{1, 0}) || tokens[0] != 0 {
		t.Errorf("tokens 0 0: %v %v %v; want 1 0, a Loss, and the tokens unchanged", next, own, err)
	}
}
