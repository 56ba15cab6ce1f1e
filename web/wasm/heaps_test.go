//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

var heapRules = []string{"0.77", "0.07", "0.137", "0.6", "4.07", "grundy", "sub=1,3,4", "0.16", "0.0"}

// A heapTree decides positions of a heap game by searching its game tree,
// without Grundy values: a position is won when some move leads to a lost
// one.
type heapTree struct {
	g    *game.HeapGame
	memo map[string]bool
}

func (t *heapTree) wins(heaps []int) bool {
	key := slices.Sorted(slices.Values(heaps))
	if w, ok := t.memo[fmt.Sprint(key)]; ok {
		return w
	}
	w := false
	for i, h := range heaps {
		for left := range t.g.Moves(h) {
			if !t.wins(game.HeapMove{Heap: i, Left: left}.Apply(heaps)) {
				w = true
				break
			}
		}
	}
	t.memo[fmt.Sprint(key)] = w
	return w
}

// TestHeapsAgainstTree checks the analysis of positions of up to three
// heaps, the hints and the computer's move against the game tree.
func TestHeapsAgainstTree(t *testing.T) {
	top := 9
	if testing.Short() {
		top = 6
	}
	for _, rule := range heapRules {
		g, err := game.ParseHeapGame(rule)
		if err != nil {
			t.Fatal(err)
		}
		tree := &heapTree{g, map[string]bool{}}
		nimPositions([]int{top, top, top}, func(p []int) {
			heaps := slices.DeleteFunc(p, func(h int) bool { return h == 0 })
			checkHeapPosition(t, g, tree, heaps)
		})
	}
}

func checkHeapPosition(t *testing.T, g *game.HeapGame, tree *heapTree, heaps []int) {
	t.Helper()
	a, err := analyseHeaps(g, heaps)
	if err != nil {
		t.Fatalf("%s %v: %v", g, heaps, err)
	}
	wins := tree.wins(heaps)
	if (a.total != 0) != wins {
		t.Fatalf("%s %v: value %d, but the game tree says the player to move wins: %v", g, heaps, a.total, wins)
	}
	want, hasMove := treeMoves(g, tree, heaps)
	var got []string
	for _, m := range a.moves {
		got = append(got, fmt.Sprint(m.Heap, m.Left))
	}
	if a.over != !hasMove || fmt.Sprint(got) != fmt.Sprint(want) || a.more {
		t.Fatalf("%s %v: over %v, hints %v (more %v); the game tree: over %v, winning moves %v", g, heaps, a.over, got, a.more, !hasMove, want)
	}
	m, winning, err := computerMove(g.BestMove(heaps))
	checkComputerMove(t, g, tree, heaps, m, winning, err)
}

// gameTree is a game-tree search of heap games, in normal or misère play.
type gameTree interface {
	wins(heaps []int) bool // whether the player to move wins
}

// treeMoves returns the winning moves from heaps by the game tree, each as
// "HEAP LEFT", and whether there is any move at all.
func treeMoves(g *game.HeapGame, tree gameTree, heaps []int) (want []string, hasMove bool) {
	for i, h := range heaps {
		for left := range g.Moves(h) {
			hasMove = true
			if !tree.wins(game.HeapMove{Heap: i, Left: left}.Apply(heaps)) {
				want = append(want, fmt.Sprint(i, left))
			}
		}
	}
	return want, hasMove
}

// checkComputerMove checks the computer's move m from heaps, of which it
// said whether it wins, against the game tree: an error exactly when no
// move is left, a move of the game, and a winning one when the position
// is won.
func checkComputerMove(t *testing.T, g *game.HeapGame, tree gameTree, heaps []int, m game.HeapMove, winning bool, err error) {
	t.Helper()
	if _, hasMove := treeMoves(g, tree, heaps); !hasMove {
		if err == nil {
			t.Fatalf("%s %v: the computer moved from a finished game", g, heaps)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s %v: computer: %v", g, heaps, err)
	}
	if !slices.ContainsFunc(slices.Collect(g.Moves(heaps[m.Heap])), func(l []int) bool { return slices.Equal(l, m.Left) }) {
		t.Fatalf("%s %v: the computer's move %+v is illegal", g, heaps, m)
	}
	wins := tree.wins(heaps)
	if next := m.Apply(heaps); winning != wins || wins && tree.wins(next) {
		t.Fatalf("%s %v: the computer moved to %v (winning %v), a position the opponent wins", g, heaps, next, winning)
	}
}

// TestHeapComputerLosing checks the move from a P-position: the fewest
// tokens from the largest heap with a move.
func TestHeapComputerLosing(t *testing.T) {
	for _, c := range []struct {
		rule  string
		heaps []int
		want  game.HeapMove
	}{
		{"0.77", []int{4, 4}, game.HeapMove{Heap: 0, Left: []int{3}}},
		{"0.07", []int{1, 6, 6, 1}, game.HeapMove{Heap: 1, Left: []int{4}}}, // 0.07 takes two
		{"grundy", []int{7}, game.HeapMove{Heap: 0, Left: []int{1, 6}}},
	} {
		g, _ := game.ParseHeapGame(c.rule)
		m, winning, err := computerMove(g.BestMove(c.heaps))
		if err != nil || winning || !slices.Equal(m.Left, c.want.Left) || m.Heap != c.want.Heap {
			t.Errorf("%s %v: %+v %v %v, want %+v, not winning", c.rule, c.heaps, m, winning, err, c.want)
		}
	}
}

// TestHeapHintsBounded checks that hints stop at maxHints.
func TestHeapHintsBounded(t *testing.T) {
	g, _ := game.ParseHeapGame("4.07")
	// 4.07 splits a heap in two without taking: many winning moves.
	heaps := []int{maxHeapTokens, maxHeapTokens - 1, 3}
	a, err := analyseHeaps(g, heaps)
	if err != nil {
		t.Fatal(err)
	}
	if a.total == 0 || len(a.moves) != maxHints || !a.more {
		t.Fatalf("value %d, %d hints, more %v; want %d and more", a.total, len(a.moves), a.more, maxHints)
	}
}
