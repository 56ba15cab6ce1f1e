package game_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/nimberdev/nimber/game"
)

// naiveMex returns G(0), ..., G(n-1) of a code by the mex rule over every
// move, listed by the test's own reading of the code.
func naiveMex(code string, n int) []uint64 {
	digits := codeDigits(code)
	g := make([]uint64, n)
	for h := range n {
		seen := map[uint64]bool{}
		for k := 0; k < len(digits) && k <= h; k++ {
			for j := range 8 {
				if digits[k]>>j&1 == 0 {
					continue
				}
				split(h-k, j, 1, nil, func(p []int) {
					var x uint64
					for _, a := range p {
						x ^= g[a]
					}
					seen[x] = true
				})
			}
		}
		for seen[g[h]] {
			g[h]++
		}
	}
	return g
}

// TestValuesPastSeven checks Values and Moves of codes with digits past 7
// against the mex rule and moves listed here.
func TestValuesPastSeven(t *testing.T) {
	for _, c := range []struct {
		code string
		n    int
	}{
		{"0.8", 120}, {"0.f", 120}, {"0.b", 120}, {"4.&12;", 80}, {"0.1v", 80}, {"8.1", 80}, {"0.g", 60}, {"0.&200;", 30}, {"0.0008", 100},
	} {
		g := parse(t, c.code)
		got, v := values(t, g, c.n)
		want := naiveMex(c.code, c.n)
		if !slices.Equal(got, want) {
			t.Errorf("%s: Values\n%v\nwant\n%v", c.code, got, want)
		}
		if _, _, ok := g.Period(v); ok {
			t.Errorf("%s: a period claimed", c.code)
		}
		st := v.Stats()
		var count uint64
		for _, k := range st.Counts {
			count += k
		}
		if count != uint64(c.n-1) || st.Max != slices.Max(want[1:]) || want[st.MaxHeap] != st.Max || slices.Index(want[1:], st.Max)+1 != st.MaxHeap {
			t.Errorf("%s: Stats %+v", c.code, st)
		}
		b := newMisereBrute(c.code)
		for h := range min(c.n, 25) {
			var moves [][]int
			for m := range g.Moves(h) {
				moves = append(moves, m)
			}
			if want := b.options([]int{h}); !slices.EqualFunc(moves, want, slices.Equal) {
				t.Errorf("%s: Moves(%d) = %v, want %v", c.code, h, moves, want)
			}
		}
		// Extend continues where Values stopped.
		more, err := g.Values(10)
		if err != nil {
			t.Fatal(err)
		}
		if err := more.Extend(context.Background(), c.n, nil); err != nil || more.Len() != c.n || more.At(c.n-1) != want[c.n-1] {
			t.Errorf("%s: Extend to %d: %v, %d values", c.code, c.n, err, more.Len())
		}
		if _, err := g.OpenValues(t.TempDir() + "/v"); !errors.Is(err, game.ErrRule) {
			t.Errorf("%s: OpenValues: %v", c.code, err)
		}
	}
}

// FuzzParseHeapGame checks that ParseHeapGame takes any text without
// panicking, and that the moves of a code it accepts are those listed by
// the test's own reading of the code.
func FuzzParseHeapGame(f *testing.F) {
	for _, s := range []string{"0.77", "4.&12;", "0.1v", "c.8", "0.&256;", "2.7", "0.7w", "sub=1,2", "grundy", "&4;.3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, rule string) {
		g, err := game.ParseHeapGame(rule)
		if err != nil {
			if !errors.Is(err, game.ErrRule) {
				t.Fatalf("ParseHeapGame(%q): %v", rule, err)
			}
			return
		}
		if rule == "grundy" || len(rule) > 4 && rule[:4] == "sub=" {
			return
		}
		b := newMisereBrute(rule)
		for h := range 10 {
			var moves [][]int
			for m := range g.Moves(h) {
				moves = append(moves, m)
			}
			if want := b.options([]int{h}); !slices.EqualFunc(moves, want, slices.Equal) {
				t.Fatalf("%q: Moves(%d) = %v, want %v", rule, h, moves, want)
			}
		}
	})
}

// FuzzMisereQuotient checks the quotient of a code of three digits after
// the point, to heap 8, against the brute force on every position of 12
// tokens or fewer. A quotient too large, or too slow, to compute (a second)
// is skipped.
func FuzzMisereQuotient(f *testing.F) {
	f.Add(uint8(7), uint8(7), uint8(0))
	f.Add(uint8(0), uint8(7), uint8(0))
	f.Add(uint8(8), uint8(3), uint8(1))
	f.Fuzz(func(t *testing.T, d1, d2, d3 uint8) {
		rule := fmt.Sprintf("0.&%d;&%d;&%d;", d1&31, d2&31, d3&31)
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		q, err := parse(t, rule).MisereQuotient(ctx, 8, nil)
		if errors.Is(err, game.ErrRange) || errors.Is(err, context.DeadlineExceeded) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatal(err)
		}
		b := newMisereBrute(rule)
		partitions(12, 8, func(pos []int) { checkPlay(t, rule, q, b, pos) })
	})
}
