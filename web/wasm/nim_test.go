//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

var nimVariants = []game.Nim{
	{}, {Misere: true}, {Max: 1}, {Max: 2}, {Max: 3}, {K: 2}, {K: 2, Misere: true}, {K: 3},
}

// legalNim reports whether g moves from heaps to next, by the rules as the
// tests read them: at least one heap loses stones, none gains; at most M
// stones with a bound, from at most K heaps in Nim_K, from one otherwise.
func legalNim(g game.Nim, heaps, next []int) bool {
	changed := 0
	for i := range heaps {
		if next[i] > heaps[i] || g.Max > 0 && heaps[i]-next[i] > g.Max {
			return false
		}
		if next[i] < heaps[i] {
			changed++
		}
	}
	return changed >= 1 && changed <= max(1, g.K)
}

// nimPositions calls f with every position of heaps below each bound in
// top, in lexicographic order.
func nimPositions(top []int, f func([]int)) {
	p := make([]int, len(top))
	for {
		f(slices.Clone(p))
		i := len(p) - 1
		for i >= 0 && p[i] == top[i]-1 {
			p[i] = 0
			i--
		}
		if i < 0 {
			return
		}
		p[i]++
	}
}

// A nimTree decides positions of a variant of Nim by searching its game
// tree, without Bouton's or Moore's rule.
type nimTree struct {
	g    game.Nim
	memo map[string]bool
}

// wins reports whether the player to move from heaps wins with best play.
func (t *nimTree) wins(heaps []int) bool {
	key := fmt.Sprint(heaps)
	if w, ok := t.memo[key]; ok {
		return w
	}
	// With no stones left the player to move has no move: lost in normal
	// play, won in misère play (the opponent took the last stone).
	w := !slices.ContainsFunc(heaps, func(h int) bool { return h > 0 }) && t.g.Misere
	top := make([]int, len(heaps))
	for i, h := range heaps {
		top[i] = h + 1
	}
	nimPositions(top, func(next []int) {
		if !w && legalNim(t.g, heaps, next) && !t.wins(next) {
			w = true
		}
	})
	t.memo[key] = w
	return w
}

// TestNimAgainstTree checks the analysis, the hints, the checking of moves
// and the computer's move on every position of up to three heaps of up to
// four stones in each variant, against the game tree.
func TestNimAgainstTree(t *testing.T) {
	for _, g := range nimVariants {
		tree := &nimTree{g, map[string]bool{}}
		for _, top := range [][]int{{8}, {5, 5}, {5, 5, 5}, {3, 3, 3, 3}} {
			nimPositions(top, func(heaps []int) {
				checkNimPosition(t, g, tree, heaps)
			})
		}
	}
}

func checkNimPosition(t *testing.T, g game.Nim, tree *nimTree, heaps []int) {
	t.Helper()
	a, err := analyseNim(g, heaps)
	if err != nil {
		t.Fatalf("%+v %v: %v", g, heaps, err)
	}
	wins := tree.wins(heaps)
	if a.p != !wins {
		t.Fatalf("%+v %v: p = %v, but the game tree says the player to move wins: %v", g, heaps, a.p, wins)
	}
	// The hints are all the winning moves.
	var want [][]int
	top := make([]int, len(heaps))
	for i, h := range heaps {
		top[i] = h + 2 // one more than legal, to check that growth is refused
	}
	nimPositions(top, func(next []int) {
		legal := legalNim(g, heaps, next)
		if err := checkNimMove(g, heaps, next); (err == nil) != legal {
			t.Fatalf("%+v: checkNimMove(%v -> %v) = %v, legal %v", g, heaps, next, err, legal)
		}
		if legal && !tree.wins(next) {
			want = append(want, next)
		}
	})
	got := slices.Clone(a.moves)
	slices.SortFunc(got, slices.Compare)
	if !a.more && fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%+v %v: hints %v, winning moves %v", g, heaps, got, want)
	}
	// Bouton's and Moore's rule as the page shows it, away from the end of
	// misère play.
	if !g.Misere || slices.ContainsFunc(heaps, func(h int) bool { return h > 1 }) {
		zero := true
		for _, c := range a.counts {
			zero = zero && c%a.modulus == 0
		}
		if zero != a.p {
			t.Fatalf("%+v %v: column counts %v mod %d, p = %v", g, heaps, a.counts, a.modulus, a.p)
		}
	}
	next, winning, err := nimComputerMove(g, heaps)
	if a.over {
		if err == nil {
			t.Fatalf("%+v %v: the computer moved from a finished game", g, heaps)
		}
		return
	}
	switch {
	case err != nil:
		t.Fatalf("%+v %v: computer: %v", g, heaps, err)
	case !legalNim(g, heaps, next):
		t.Fatalf("%+v %v: the computer's move to %v is illegal", g, heaps, next)
	case winning != wins || wins && tree.wins(next):
		t.Fatalf("%+v %v: the computer moved to %v (winning %v), a position the opponent wins: %v", g, heaps, next, winning, tree.wins(next))
	}
}

// TestNimGames plays the computer against every reply of an opponent from
// N-positions with stones left, to the end: the computer always wins.
func TestNimGames(t *testing.T) {
	for _, g := range nimVariants {
		tree := &nimTree{g, map[string]bool{}}
		nimPositions([]int{4, 4, 4}, func(heaps []int) {
			if tree.wins(heaps) && slices.ContainsFunc(heaps, func(h int) bool { return h > 0 }) {
				playNim(t, g, heaps)
			}
		})
	}
}

// playNim lets the computer move from heaps, then tries every reply, and
// checks that the computer has won when no stones are left.
func playNim(t *testing.T, g game.Nim, heaps []int) {
	t.Helper()
	next, _, err := nimComputerMove(g, heaps)
	if err != nil {
		t.Fatalf("%+v %v: %v", g, heaps, err)
	}
	if !slices.ContainsFunc(next, func(h int) bool { return h > 0 }) {
		// The computer took the last stone: a win in normal play only.
		if g.Misere {
			t.Fatalf("%+v %v: the computer took the last stone in misère play", g, heaps)
		}
		return
	}
	top := make([]int, len(next))
	for i, h := range next {
		top[i] = h + 1
	}
	nimPositions(top, func(reply []int) {
		if !legalNim(g, next, reply) {
			return
		}
		if !slices.ContainsFunc(reply, func(h int) bool { return h > 0 }) {
			if !g.Misere {
				t.Fatalf("%+v: the opponent took the last stone after %v", g, next)
			}
			return
		}
		playNim(t, g, reply)
	})
}

func TestCheckNimMoveMessages(t *testing.T) {
	for _, c := range []struct {
		g           game.Nim
		heaps, next []int
		want        string
	}{
		{game.Nim{}, []int{3, 4}, []int{3, 4}, "a move takes at least one stone"},
		{game.Nim{}, []int{3, 4}, []int{3, 5}, "heap B would grow from 4 to 5; a move only takes stones"},
		{game.Nim{}, []int{3, 4}, []int{2, 3}, "the move takes from 2 heaps; a move takes from one heap only"},
		{game.Nim{K: 2}, []int{3, 4, 5}, []int{2, 3, 4}, "the move takes from 3 heaps; at most 2 a move"},
		{game.Nim{Max: 2}, []int{3, 4}, []int{0, 4}, "the move takes 3 stones from heap A; at most 2 a move"},
		{game.Nim{}, []int{3, 4}, []int{3}, "the move has 1 heaps; the position has 2"},
	} {
		err := checkNimMove(c.g, c.heaps, c.next)
		if err == nil || err.Error() != c.want {
			t.Errorf("%+v %v -> %v: %v, want %q", c.g, c.heaps, c.next, err, c.want)
		}
		if ie, ok := err.(*inputError); !ok || ie.input != "move" {
			t.Errorf("%+v %v -> %v: %#v is not an error of the input move", c.g, c.heaps, c.next, err)
		}
	}
}

// TestNimHintsBounded checks that a position of Nim_K with more winning
// moves than maxHints lists maxHints of them and says there are more.
func TestNimHintsBounded(t *testing.T) {
	g := game.Nim{K: 3}
	heaps := []int{maxNimHeap, maxNimHeap, maxNimHeap, maxNimHeap, 1 << 19, 12345, 777, 3}
	a, err := analyseNim(g, heaps)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.moves) != maxHints || !a.more {
		t.Fatalf("%d hints, more %v; want %d and more", len(a.moves), a.more, maxHints)
	}
	for _, m := range a.moves {
		if err := checkNimMove(g, heaps, m); err != nil {
			t.Fatalf("hint %v: %v", m, err)
		}
		if p, _ := g.IsPPosition(m); !p {
			t.Fatalf("hint %v is not a P-position", m)
		}
	}
}
