package octal_test

import (
	"context"
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
	for h := range n {
		opts := map[uint16]bool{}
		for k, d := range r.Digits {
			rest := h - k
			if rest < 0 {
				break
			}
			if d&1 != 0 && rest == 0 {
				opts[0] = true
			}
			if d&2 != 0 && rest > 0 {
				opts[g[rest]] = true
			}
			if d&4 != 0 {
				for a := 1; a < rest; a++ {
					if !(r.Unequal && 2*a == rest) {
						opts[g[a]^g[rest-a]] = true
					}
				}
			}
		}
		for opts[g[h]] {
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
// game's heap tests, rules in which a split is allowed but taking and
// leaving one heap is not (0.4, 0.14, 0.54), subtraction games, Grundy's
// game, 4.07, and games whose values pass 255 early (0.7777, 0.6 beyond a
// few thousand heaps), so that both widths run.
var rules = []string{
	"0.77", "0.07", "0.137", "0.6", "4.07", "grundy", "sub=1,3,4", "0.16", "0.5", "4.0", "0.0", "0.123", "0.3122",
	"0.4", "0.14", "0.54", "0.04", "4.4", "0.161", "0.007", "0.165", "0.356", "0.7777", "0.1777",
	"sub=2,5,7", "0.44", "4.77", "0.754", "0.64",
}

func TestAgainstNaive(t *testing.T) {
	n := 6000
	if testing.Short() {
		n = 3000
	}
	for _, name := range rules {
		r := parseRule(name)
		got := values(t, r, n)
		want := naive(r, n)
		for h := range n {
			if got[h] != want[h] {
				t.Fatalf("%s: G(%d) = %d, naive %d", name, h, got[h], want[h])
			}
		}
	}
}
