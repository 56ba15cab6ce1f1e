//go:build js && wasm

package main

import (
	"fmt"
	"slices"
	"syscall/js"
	"testing"
	"time"

	"github.com/nimberdev/nimber/game"
)

// A misereTree decides positions of a heap game in misère play by searching
// its game tree, without the quotient: the player who cannot move wins.
type misereTree struct {
	g    *game.HeapGame
	memo map[string]bool
}

func (t *misereTree) wins(heaps []int) bool {
	key := fmt.Sprint(slices.Sorted(slices.Values(heaps)))
	if w, ok := t.memo[key]; ok {
		return w
	}
	w, moved := false, false
	for i, h := range heaps {
		for left := range t.g.Moves(h) {
			moved = true
			if !w && !t.wins(game.HeapMove{Heap: i, Left: left}.Apply(heaps)) {
				w = true
			}
		}
	}
	w = w || !moved
	t.memo[key] = w
	return w
}

// TestMisereAgainstTree checks, for every position of up to three heaps
// of at most bound tokens in all, the outcome, the hints and the
// computer's move in misère play against the game tree.
func TestMisereAgainstTree(t *testing.T) {
	bound := 12
	if testing.Short() {
		bound = 8
	}
	for _, rule := range []string{"0.77", "0.07", "4.7", "0.137", "sub=1,3,4", "grundy"} {
		g, err := game.ParseHeapGame(rule)
		if err != nil {
			t.Fatal(err)
		}
		q, err := misereQuotient(g, bound)
		if err != nil {
			t.Fatalf("%s: %v", rule, err)
		}
		tree := &misereTree{g, map[string]bool{}}
		nimPositions([]int{bound + 1, bound + 1, bound + 1}, func(p []int) {
			if !slices.IsSorted(p) {
				return
			}
			heaps := slices.DeleteFunc(p, func(h int) bool { return h == 0 })
			if total := p[0] + p[1] + p[2]; len(heaps) > 0 && total <= bound {
				checkMiserePosition(t, g, q, tree, heaps)
			}
		})
	}
}

func checkMiserePosition(t *testing.T, g *game.HeapGame, q *game.MisereQuotient, tree *misereTree, heaps []int) {
	t.Helper()
	r, err := misereResult(g, q, heaps)
	if err != nil {
		t.Fatalf("%s %v: %v", g, heaps, err)
	}
	wins := tree.wins(heaps)
	if r["p"] == wins {
		t.Fatalf("%s %v: P-position %v, but the game tree says the player to move wins: %v", g, heaps, r["p"], wins)
	}
	want, hasMove := treeMoves(g, tree, heaps)
	var got []string
	for _, m := range r["moves"].([]any) {
		m := m.(map[string]any)
		got = append(got, fmt.Sprint(m["heap"], m["left"]))
	}
	if len(want) > maxHints {
		want = want[:maxHints]
	}
	if !slices.Equal(got, want) || r["over"] != !hasMove {
		t.Fatalf("%s %v: over %v, hints %v; the game tree: over %v, winning moves %v", g, heaps, r["over"], got, !hasMove, want)
	}
	m, winning, err := computerMove(q.BestMove(heaps))
	checkComputerMove(t, g, tree, heaps, m, winning, err)
}

// TestMisereJS checks the results and errors of the misère functions, and
// the order of Dawson's Kayles' quotient to heap 30 that Siegel published:
// 360 elements, 65 in the P-portion.
func TestMisereJS(t *testing.T) {
	stringify := func(v js.Value) string { return js.Global().Get("JSON").Call("stringify", v).String() }
	start := time.Now()
	v := call("misereQuotient", "0.07", "30")
	t.Logf("the misère quotient of 0.07 to heap 30 in %v", time.Since(start))
	if v.Get("order").Int() != 360 || v.Get("pcount").Int() != 65 || v.Get("phi").Length() != 31 || v.Get("tame").Bool() {
		t.Errorf("misereQuotient(0.07, 30): %.300s", stringify(v))
	}
	v = call("misereQuotient", "0.77", 12)
	// A heap of 1 alone is lost for the player to move, who must take it.
	if v.Get("phi").Index(0).String() != "1" || !v.Get("phiP").Index(1).Bool() || v.Get("phiP").Index(0).Bool() {
		t.Errorf("misereQuotient(0.77, 12): %s", stringify(v))
	}
	// Misère Kayles from 3 heaps of 1 is lost for the player to move?
	// Three single tokens: the player to move takes one, the opponent one,
	// and the player takes the last: lost.
	v = call("miserePosition", "0.77", 12, "1 1 1")
	if !v.Get("p").Bool() || v.Get("moves").Length() != 0 {
		t.Errorf("miserePosition(0.77, 1 1 1): %s", stringify(v))
	}
	v = call("misereComputer", "0.77", 12, []any{1, 1})
	if !v.Get("winning").Bool() || stringify(v.Get("heaps")) != "[1]" {
		t.Errorf("misereComputer(0.77, 1 1): %s", stringify(v))
	}
	for _, c := range []struct {
		name  string
		args  []any
		input string
		msg   string
	}{
		{"misereQuotient", []any{"0.77", "201"}, "bound", "B, the largest heap of the quotient, is 201; it must be from 0 to 200"},
		{"misereQuotient", []any{"0.7w", "10"}, "rule", `code "0.7w": digit 2 after the point is 'w', not a digit 0-9, a-v or &N;`},
		{"miserePosition", []any{"0.77", "10", "3 12 4"}, "heaps", "heap B has 12 tokens, beyond the misère quotient's bound B = 10: the computer plays perfectly within it; raise B to 12 to play this position"},
		{"miserePosition", []any{"0.77", "10", "3 x"}, "heaps", `heap B is "x": not a number (decimal, 0x hex or 0b binary)`},
		{"misereComputer", []any{"0.77", "10", []any{}}, "", "no move: no heap has a move left"},
	} {
		v := call(c.name, c.args...)
		if v.Type() != js.TypeObject || v.Get("error").Type() != js.TypeString {
			t.Errorf("%s%v: no error", c.name, c.args)
			continue
		}
		if msg, input := v.Get("error").String(), v.Get("input").String(); msg != c.msg || input != c.input {
			t.Errorf("%s%v: error %q for input %q,\nwant %q for %q", c.name, c.args, msg, input, c.msg, c.input)
		}
	}
}
