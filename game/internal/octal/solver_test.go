package octal_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// parseRule reads an octal code d0.d1d2..., sub=a,b,... or grundy into a
// Rule, for the tests; it trusts its input.
func parseRule(s string) octal.Rule {
	r := octal.Rule{Name: s}
	switch {
	case s == "grundy":
		r.Digits, r.Unequal = []uint8{4}, true
	case strings.HasPrefix(s, "sub="):
		r.Digits = []uint8{0}
		for f := range strings.SplitSeq(s[4:], ",") {
			var k int
			fmt.Sscan(f, &k)
			for len(r.Digits) <= k {
				r.Digits = append(r.Digits, 0)
			}
			r.Digits[k] = 3
		}
	default:
		whole, frac, _ := strings.Cut(s, ".")
		r.Digits = []uint8{0}
		if whole == "4" {
			r.Digits[0] = 4
		}
		for _, c := range frac {
			r.Digits = append(r.Digits, uint8(c-'0'))
		}
	}
	return r
}

// naive computes G(0..n-1) of r by the mex rule over every option of a
// heap, written from the definition: a move takes k tokens and leaves
// nothing (digit bit 1, heap of exactly k), one heap (bit 2) or two
// nonempty heaps (bit 4, of different sizes in Grundy's game).
func naive(r octal.Rule, n int) []uint16 {
	g := make([]uint16, n)
	opts := make([]int, 1<<16) // opts[v] == h+1: v is an option of heap h
	for h := range n {
		for k, d := range r.Digits {
			rest := h - k
			if rest < 0 {
				break
			}
			if d&1 != 0 && rest == 0 {
				opts[0] = h + 1
			}
			if d&2 != 0 && rest > 0 {
				opts[g[rest]] = h + 1
			}
			if d&4 != 0 {
				for a := 1; a < rest; a++ {
					if !(r.Unequal && 2*a == rest) {
						opts[g[a]^g[rest-a]] = h + 1
					}
				}
			}
		}
		for opts[g[h]] == h+1 {
			g[h]++
		}
	}
	return g
}

func values(t testing.TB, r octal.Rule, n int) []uint16 {
	t.Helper()
	s, err := octal.New(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Run(context.Background(), n, nil); err != nil {
		t.Fatal(err)
	}
	v := make([]uint16, n)
	for h := range v {
		v[h] = s.Value(h)
	}
	return v
}

// rules are checked against the naive mex rule: the oracles of package
// game's heap tests; rules in which a split is allowed but taking and
// leaving one heap is not (0.4, 0.14, 0.54); subtraction games; Grundy's
// game; 4.07; the games of the speed figures (0.161, 0.6, 0.007); games
// with splits of both parities (0.165, 0.1777); and games with values
// above 255 early (40 digits 6 or 4, and 300 digits 3 then a 4, whose
// moves take up to 301 tokens), so that both widths run.
var rules = []string{
	"0.77", "0.07", "0.137", "0.6", "4.07", "grundy", "sub=1,3,4", "0.16", "0.5", "4.0", "0.0", "0.123", "0.3122",
	"0.4", "0.14", "0.54", "0.04", "4.4", "0.161", "0.007", "0.165", "0.356", "0.7777", "0.1777",
	"sub=2,5,7", "0.44", "4.77", "0.754", "0.64",
	"0." + strings.Repeat("6", 40), "0." + strings.Repeat("4", 40), "0." + strings.Repeat("3", 300) + "4",
}

// forPaths runs f on the generic code and then on each assembly path of
// the machine and build, restoring them after.
func forPaths(t *testing.T, f func(t *testing.T)) {
	paths := octal.Paths()
	t.Cleanup(octal.UsePaths(paths...))
	octal.UsePaths()
	t.Run("impl=generic", f)
	for _, p := range paths {
		octal.UsePaths(p)
		t.Run("impl="+p, f)
	}
}

// TestAgainstNaive compares the solver with the mex rule, with blocks of
// the usual size and with blocks of 128 heaps, whose far marks start at
// heap 384, with one goroutine and two, and with the far marks all made
// as the solver's goroutine makes them when it helps the other.
func TestAgainstNaive(t *testing.T) {
	n := 6000
	switch {
	case octal.RaceEnabled:
		n = 1000
	case testing.Short():
		n = 2500
	}
	want := map[string][]uint16{}
	for _, name := range rules {
		want[name] = naive(parseRule(name), n)
	}
	forPaths(t, func(t *testing.T) {
		for _, name := range rules {
			for _, c := range []struct {
				block, workers int
				help           bool
			}{{0, 2, false}, {128, 1, false}, {128, 1, true}, {128, 2, false}} {
				s, err := octal.NewBlocks(parseRule(name), c.block)
				if c.block == 0 {
					s, err = octal.New(parseRule(name))
				}
				if err != nil {
					t.Fatal(err)
				}
				s.SetWorkers(c.workers, c.help)
				if err := s.Run(context.Background(), n, nil); err != nil {
					t.Fatal(err)
				}
				if c.block == 128 && name == "grundy" && !s.Far(n-1) {
					t.Errorf("grundy: no far marks at heap %d with blocks of 128", n-1)
				}
				for h := range n {
					if got := s.Value(h); got != want[name][h] {
						t.Fatalf("%.12s, %+v: G(%d) = %d, naive %d", name, c, h, got, want[name][h])
					}
				}
			}
		}
	})
}

// TestReportBeforeSplit checks that Run reports, and so can be stopped,
// every 64 heaps while no split is chosen: for a rule of 3000 digits its
// first block is 8192 heaps, of which each costs the heap times the
// digits, minutes in all.
func TestReportBeforeSplit(t *testing.T) {
	s, err := octal.New(parseRule("0." + strings.Repeat("7", 3000)))
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	err = s.Run(context.Background(), 2000, func() error { return stop })
	if err != stop || s.Len() > 64 {
		t.Errorf("Run stopped at the first report: %v, after %d values; want %v after at most 64", err, s.Len(), stop)
	}
}
