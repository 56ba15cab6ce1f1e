package game_test

import (
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// normalBrute decides sums of heaps in normal play by the definition,
// memoised on the sorted heaps, without Grundy values: a position is won
// when some move leads to a lost one. Its moves are misereBrute's, read
// from the code's digits, or Grundy's game's, written here.
type normalBrute struct {
	options func(heaps []int) [][]int // the sorted positions after each move
	memo    map[string]bool
}

func newNormalBrute(rule string) *normalBrute {
	b := &normalBrute{memo: map[string]bool{}}
	if rule != "grundy" {
		b.options = newMisereBrute(rule).options
		return b
	}
	b.options = func(heaps []int) [][]int {
		var opts [][]int
		for i, n := range heaps {
			rest := slices.Concat(heaps[:i], heaps[i+1:])
			for a := 1; 2*a < n; a++ {
				opts = append(opts, sorted(slices.Concat(rest, []int{a, n - a})))
			}
		}
		return opts
	}
	return b
}

// wins reports whether the player to move wins the sorted heaps.
func (b *normalBrute) wins(heaps []int) bool {
	key := fmt.Sprint(heaps)
	if w, ok := b.memo[key]; ok {
		return w
	}
	w := false
	for _, o := range b.options(heaps) {
		if !b.wins(o) {
			w = true
			break
		}
	}
	b.memo[key] = w
	return w
}

// tokens returns the number of tokens of heaps.
func tokens(heaps []int) int {
	n := 0
	for _, h := range heaps {
		n += h
	}
	return n
}

// checkHeapPlay checks the play of g from heaps, in normal or misère play,
// against wins, a game-tree search: whether the player to move wins the
// sorted position. winning and positions are the winning moves of
// WinningHeapMoves and WinningMoves, and best, bestWins and bestErr what
// BestMove returned. Every winning move must lead to a lost position and
// every other move of the game to a won one, in the order of the heaps and
// of Moves; the best move must win when a move does, and otherwise take
// the fewest tokens from the first of the largest heaps with a move.
func checkHeapPlay(t *testing.T, g *game.HeapGame, heaps []int, wins func([]int) bool, hasMove bool, winning iter.Seq[game.HeapMove], positions iter.Seq[[]int], best game.HeapMove, bestWins bool, bestErr error) {
	t.Helper()
	after := func(m game.HeapMove) []int { return sorted(m.Apply(heaps)) }
	var want []game.HeapMove
	moved := false
	for i, h := range heaps {
		for left := range g.Moves(h) {
			moved = true
			if m := (game.HeapMove{Heap: i, Left: left}); !wins(after(m)) {
				want = append(want, m)
			}
		}
	}
	if moved != hasMove {
		t.Fatalf("%s %v: Moves has a move: %v, the game tree: %v", g, heaps, moved, hasMove)
	}
	got := slices.Collect(winning)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s %v: winning moves %v, the game tree's %v", g, heaps, got, want)
	}
	var gotPositions []string
	for p := range positions {
		gotPositions = append(gotPositions, fmt.Sprint(p))
	}
	var wantPositions []string
	for _, m := range want {
		wantPositions = append(wantPositions, fmt.Sprint(m.Apply(heaps)))
	}
	if !slices.Equal(gotPositions, wantPositions) {
		t.Fatalf("%s %v: winning positions %v, want %v", g, heaps, gotPositions, wantPositions)
	}
	if !hasMove {
		if !errors.Is(bestErr, game.ErrNoMove) {
			t.Fatalf("%s %v: BestMove from a position without moves: %v %v %v", g, heaps, best, bestWins, bestErr)
		}
		return
	}
	if bestErr != nil {
		t.Fatalf("%s %v: BestMove: %v", g, heaps, bestErr)
	}
	if len(want) > 0 {
		if !bestWins || fmt.Sprint(best) != fmt.Sprint(want[0]) {
			t.Fatalf("%s %v: BestMove %v (winning %v), want %v", g, heaps, best, bestWins, want[0])
		}
		return
	}
	// The delaying move, by its definition: the first of the largest heaps
	// that has a move, the fewest tokens, the first such move of Moves.
	top := -1
	for i, h := range heaps {
		for range g.Moves(h) {
			if top < 0 || h > heaps[top] {
				top = i
			}
		}
	}
	var first []int
	for left := range g.Moves(heaps[top]) {
		if first == nil || tokens(left) > tokens(first) {
			first = left
		}
	}
	if bestWins || best.Heap != top || !slices.Equal(best.Left, first) {
		t.Fatalf("%s %v: BestMove from a lost position %v (winning %v), want heap %d leaving %v", g, heaps, best, bestWins, top, first)
	}
}

// checkNormalPlay checks IsPPosition, WinningHeapMoves, WinningMoves and
// BestMove of g on heaps against the game tree b.
func checkNormalPlay(t *testing.T, g *game.HeapGame, b *normalBrute, heaps []int) {
	t.Helper()
	isP, err := g.IsPPosition(heaps)
	if err != nil {
		t.Fatalf("%s %v: %v", g, heaps, err)
	}
	wins := b.wins(sorted(slices.Clone(heaps)))
	if isP == wins {
		t.Fatalf("%s %v: IsPPosition %v, but the game tree says the player to move wins: %v", g, heaps, isP, wins)
	}
	winning, err := g.WinningHeapMoves(heaps)
	if err != nil {
		t.Fatal(err)
	}
	positions, err := g.WinningMoves(heaps)
	if err != nil {
		t.Fatal(err)
	}
	best, bestWins, bestErr := g.BestMove(heaps)
	hasMove := len(b.options(sorted(slices.Clone(heaps)))) > 0
	checkHeapPlay(t, g, heaps, b.wins, hasMove, winning, positions, best, bestWins, bestErr)
}

// shuffled returns heaps in a random order, with a heap of 0 at times,
// which has no move: the methods take the heaps in any order.
func shuffled(r *rand.Rand, heaps []int) []int {
	p := slices.Clone(heaps)
	if r.IntN(4) == 0 {
		p = append(p, 0)
	}
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// TestHeapPlayAgainstTree checks the play of heap games in normal play on
// every position of up to total tokens, and on random ones of up to big,
// against the game tree: octal codes, one with digits past 7, a
// subtraction game and Grundy's game.
func TestHeapPlayAgainstTree(t *testing.T) {
	for _, c := range []struct {
		rule, code string // code: the rule for the game tree
		total, big int
	}{
		{"0.77", "0.77", 20, 32},
		{"0.07", "0.07", 20, 32},
		{"0.137", "0.137", 18, 0},
		{"0.6", "0.6", 18, 0},
		{"4.07", "4.07", 16, 0},
		{"0.8", "0.8", 18, 0},
		{"sub=1,3,4", "0.3033", 20, 32},
		{"grundy", "grundy", 22, 32},
		{"0.0", "0.0", 6, 0}, // no moves at all
	} {
		total, big := c.total, c.big
		if testing.Short() {
			total, big = min(total, 12), 0
		}
		g := parse(t, c.rule)
		b := newNormalBrute(c.code)
		r := rand.New(rand.NewPCG(2, uint64(total)))
		partitions(total, total, func(pos []int) { checkNormalPlay(t, g, b, shuffled(r, pos)) })
		for range big {
			var pos []int
			for left := big; left > 0; {
				h := 1 + r.IntN(left)
				if len(pos) > 0 && r.IntN(3) == 0 {
					break
				}
				pos = append(pos, h)
				left -= h
			}
			checkNormalPlay(t, g, b, pos)
		}
	}
}

// TestMiserePlayAgainstTree checks WinningHeapMoves and BestMove of misère
// quotients on every position of up to total tokens against the game tree.
func TestMiserePlayAgainstTree(t *testing.T) {
	for _, c := range []struct {
		rule  string
		total int
	}{
		{"0.77", 18},
		{"0.07", 18},
		{"0.137", 16},
		{"4.7", 14},
		{"0.8", 14},
	} {
		total := c.total
		if testing.Short() {
			total = min(total, 10)
		}
		q := quotient(t, c.rule, total)
		g := parse(t, c.rule)
		b := newMisereBrute(c.rule)
		// In misère play the player to move wins exactly the N-positions,
		// a position without moves among them.
		wins := func(heaps []int) bool { return !b.isP(heaps) }
		r := rand.New(rand.NewPCG(3, uint64(total)))
		partitions(total, total, func(pos []int) {
			heaps := shuffled(r, pos)
			winning, err := q.WinningHeapMoves(heaps)
			if err != nil {
				t.Fatal(err)
			}
			positions, err := q.WinningMoves(heaps)
			if err != nil {
				t.Fatal(err)
			}
			best, bestWins, bestErr := q.BestMove(heaps)
			hasMove := len(b.options(pos)) > 0
			checkHeapPlay(t, g, heaps, wins, hasMove, winning, positions, best, bestWins, bestErr)
		})
	}
}

// TestHeapPlayEdges checks the documented edge cases: the empty position,
// heaps without moves, a negative heap, a heap beyond MaxValues, a stop
// of the iterators, and a caller that changes its slice.
func TestHeapPlayEdges(t *testing.T) {
	g := parse(t, "0.77")
	for _, heaps := range [][]int{nil, {}, {0, 0}} {
		isP, err := g.IsPPosition(heaps)
		if err != nil || !isP {
			t.Errorf("IsPPosition(%v) = %v, %v; want a P-position", heaps, isP, err)
		}
		moves, err := g.WinningMoves(heaps)
		if err != nil || len(slices.Collect(moves)) != 0 {
			t.Errorf("WinningMoves(%v): %v; want none", heaps, err)
		}
		if _, _, err := g.BestMove(heaps); !errors.Is(err, game.ErrNoMove) {
			t.Errorf("BestMove(%v): %v; want ErrNoMove", heaps, err)
		}
	}
	for _, c := range []struct {
		heaps []int
		want  error
	}{
		{[]int{3, -1}, game.ErrNegativeHeap},
		{[]int{1, game.MaxValues}, game.ErrRange},
	} {
		_, err1 := g.IsPPosition(c.heaps)
		_, err2 := g.WinningMoves(c.heaps)
		_, err3 := g.WinningHeapMoves(c.heaps)
		_, _, err4 := g.BestMove(c.heaps)
		for _, err := range []error{err1, err2, err3, err4} {
			var e *game.Error
			if !errors.Is(err, c.want) || !errors.As(err, &e) {
				t.Errorf("%v: %v; want an *Error wrapping %v", c.heaps, err, c.want)
			}
		}
	}
	// 4.07 splits a heap in two without taking: many winning moves.
	g = parse(t, "4.07")
	heaps := []int{100, 99, 3}
	moves, err := g.WinningMoves(heaps)
	if err != nil {
		t.Fatal(err)
	}
	all, err := g.WinningHeapMoves(heaps)
	if err != nil {
		t.Fatal(err)
	}
	before := slices.Collect(moves)
	heaps[0] = 1 // the iterators keep their own copy
	count := 0
	for range moves {
		if count++; count == 3 {
			break
		}
	}
	after := slices.Collect(moves)
	n := len(slices.Collect(all))
	if count != 3 || n != len(before) || n < 3 || fmt.Sprint(after) != fmt.Sprint(before) {
		t.Fatalf("4.07 {100, 99, 3}: %d winning moves, then %d, %d of them as positions; stopped after %d", len(before), len(after), n, count)
	}
}
