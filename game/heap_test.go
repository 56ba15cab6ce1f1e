package game_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// Published values, from the OEIS entries (terms as listed on oeis.org, or
// for A046695 a copy of its entry; all are also checked by naiveValues
// below, which computes them from the rules).
var (
	// A002186, Kayles (0.77), n = 0..104.
	a002186 = []uint64{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1}
	// A002187, Dawson's chess (0.137), n = 0..131; Dawson's Kayles (0.07)
	// has the values shifted by one: G(n) = a(n-1), G(0) = 0.
	a002187 = []uint64{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4}
	// A002188, Grundy's game, n = 0..104.
	a002188 = []uint64{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3}
	// A046695, Officers (0.6), n = 0..101.
	a046695 = []uint64{0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4}
)

func parse(t testing.TB, rule string) *game.HeapGame {
	t.Helper()
	g, err := game.ParseHeapGame(rule)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// values returns G(0), ..., G(n-1) of g, and the HeapValues they came in.
func values(t testing.TB, g *game.HeapGame, n int) ([]uint64, *game.HeapValues) {
	t.Helper()
	v, err := g.Values(n)
	if err != nil {
		t.Fatal(err)
	}
	if v.Len() != n {
		t.Fatalf("%s: Values(%d) holds %d values", g, n, v.Len())
	}
	s := make([]uint64, 0, n)
	for h, g := range v.All() {
		if h != len(s) || g != v.At(h) {
			t.Fatalf("All yields heap %d, value %d; want heap %d, value At(%d) = %d", h, g, len(s), h, v.At(h))
		}
		s = append(s, g)
	}
	return s, v
}

func TestHeapOEIS(t *testing.T) {
	dawsonKayles := append([]uint64{0}, a002187...)
	for _, c := range []struct {
		rule string
		want []uint64
	}{
		{"0.77", a002186},
		{"0.137", a002187},
		{"0.07", dawsonKayles},
		{"grundy", a002188},
		{"0.6", a046695},
	} {
		got, _ := values(t, parse(t, c.rule), len(c.want))
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: Values = %v\nOEIS: %v", c.rule, got, c.want)
		}
		if naive := naiveValues(parseRule(c.rule), len(c.want)); !slices.Equal(naive, c.want) {
			t.Errorf("%s: naive reference = %v\nOEIS: %v", c.rule, naive, c.want)
		}
	}
}

// A rule is a heap game as the tests read it, independently of
// ParseHeapGame: take[k] lists how many heaps (0, 1 or 2) a move taking k
// tokens may leave.
type rule struct {
	take    map[int][]int
	unequal bool
}

// parseRule reads an octal code, sub=... or grundy; it trusts its input.
func parseRule(s string) rule {
	r := rule{take: map[int][]int{}}
	switch {
	case s == "grundy":
		r.take[0] = []int{2}
		r.unequal = true
	case strings.HasPrefix(s, "sub="):
		for _, f := range strings.Split(s[4:], ",") {
			var k int
			fmt.Sscan(f, &k)
			r.take[k] = []int{0, 1}
		}
	default:
		whole, frac, _ := strings.Cut(s, ".")
		if whole == "4" {
			r.take[0] = []int{2}
		}
		for i, c := range frac {
			d := int(c - '0')
			for heaps := range 3 {
				if d>>heaps&1 != 0 {
					r.take[i+1] = append(r.take[i+1], heaps)
				}
			}
		}
	}
	return r
}

// naiveValues computes G(0..n-1) by the mex rule over every option of a
// single heap, in time of order n^2.
func naiveValues(r rule, n int) []uint64 {
	g := make([]uint64, n)
	for h := range n {
		seen := map[uint64]bool{}
		for k, leaves := range r.take {
			for _, heaps := range leaves {
				rest := h - k
				switch {
				case heaps == 0 && rest == 0:
					seen[0] = true
				case heaps == 1 && rest >= 1:
					seen[g[rest]] = true
				case heaps == 2:
					for a := 1; 2*a <= rest; a++ {
						if !(r.unequal && 2*a == rest) {
							seen[g[a]^g[rest-a]] = true
						}
					}
				}
			}
		}
		for seen[g[h]] {
			g[h]++
		}
	}
	return g
}

// treeValue returns the Grundy value of a position of several heaps (a
// sorted multiset) by searching the game tree, without the xor rule: the
// options of a position are all the positions one move away.
func treeValue(r rule, p []int, memo map[string]uint64) uint64 {
	key := fmt.Sprint(p)
	if v, ok := memo[key]; ok {
		return v
	}
	seen := map[uint64]bool{}
	for i, h := range p {
		rest := slices.Delete(slices.Clone(p), i, i+1)
		for k, leaves := range r.take {
			for _, heaps := range leaves {
				var after [][]int
				switch {
				case heaps == 0 && h == k:
					after = append(after, nil)
				case heaps == 1 && h-k >= 1:
					after = append(after, []int{h - k})
				case heaps == 2:
					for a := 1; 2*a <= h-k; a++ {
						if !(r.unequal && 2*a == h-k) {
							after = append(after, []int{a, h - k - a})
						}
					}
				}
				for _, add := range after {
					q := append(slices.Clone(rest), add...)
					slices.Sort(q)
					seen[treeValue(r, q, memo)] = true
				}
			}
		}
	}
	var v uint64
	for seen[v] {
		v++
	}
	memo[key] = v
	return v
}

// 0.4, 0.14 and 0.54 split a heap after taking but never take and leave one
// heap (digits without the bit 2).
var heapRules = []string{"0.77", "0.07", "0.137", "0.6", "4.07", "grundy", "sub=1,3,4", "0.16", "0.5", "4.0", "0.0", "0.123", "0.3122", "0.4", "0.14", "0.54"}

// TestHeapTree checks Values on heaps up to 14 tokens against the game tree
// of a single heap, and the xor rule on pairs of heaps.
func TestHeapTree(t *testing.T) {
	top := 14
	if testing.Short() {
		top = 10
	}
	for _, name := range heapRules {
		r := parseRule(name)
		memo := map[string]uint64{}
		got, _ := values(t, parse(t, name), top+1)
		for h := range top + 1 {
			if want := treeValue(r, []int{h}, memo); got[h] != want {
				t.Fatalf("%s: G(%d) = %d, game tree %d", name, h, got[h], want)
			}
		}
		for a := 1; a <= top/2; a++ {
			for b := a; a+b <= top; b++ {
				if want := treeValue(r, []int{a, b}, memo); got[a]^got[b] != want {
					t.Fatalf("%s: G(%d) ^ G(%d) = %d, game tree of the pair %d", name, a, b, got[a]^got[b], want)
				}
			}
		}
	}
}

// TestHeapSparseAgainstNaive compares the sparse-space Values with the
// quadratic mex rule, past the points where the mask is chosen.
func TestHeapSparseAgainstNaive(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 2100
	}
	for _, name := range heapRules {
		got, _ := values(t, parse(t, name), n)
		want := naiveValues(parseRule(name), n)
		if i := slices.Compare(got, want); i != 0 {
			for h := range n {
				if got[h] != want[h] {
					t.Fatalf("%s: G(%d) = %d, naive %d", name, h, got[h], want[h])
				}
			}
		}
	}
}

func TestHeapPeriod(t *testing.T) {
	for _, c := range []struct {
		rule      string
		n         int // the least n whose values prove the period
		period    int
		preperiod int
	}{
		// 2Q + 2P + t = 142 + 24 + 2.
		{"0.77", 168, 12, 71},
		// 2Q + 2P + t = 106 + 68 + 2.
		{"0.07", 176, 34, 53},
		// 2Q + 2P + t = 104 + 68 + 3.
		{"0.137", 175, 34, 52},
		// Subtraction game {1, 3, 4}: 0 1 0 1 2 3 2 repeating from 0; the
		// window proof needs Q' + t + P = 1 + 4 + 7 values.
		{"sub=1,3,4", 12, 7, 0},
		// No moves at all: every value is 0.
		{"0.0", 2, 1, 0},
	} {
		g := parse(t, c.rule)
		_, v := values(t, g, c.n)
		p, q, ok := g.Period(v)
		if !ok || p != c.period || q != c.preperiod {
			t.Errorf("%s: Period of %d values = %d, %d, %v; want %d, %d", c.rule, c.n, p, q, ok, c.period, c.preperiod)
		}
		_, short := values(t, g, c.n-1)
		if _, _, ok := g.Period(short); ok {
			t.Errorf("%s: Period proven from only %d values", c.rule, c.n-1)
		}
		// The claimed period holds far beyond the proof.
		long, _ := values(t, g, 20*c.n)
		for h := q; h+p < len(long); h++ {
			if long[h] != long[h+p] {
				t.Fatalf("%s: G(%d) = %d != G(%d) = %d", c.rule, h, long[h], h+p, long[h+p])
			}
		}
	}
	for _, empty := range []*game.HeapValues{nil, {}} {
		if p, q, ok := parse(t, "0.77").Period(empty); ok || empty.Len() != 0 {
			t.Errorf("Period of %#v = %d, %d, %v; Len %d", empty, p, q, ok, empty.Len())
		}
		for h, v := range empty.All() {
			t.Errorf("%#v yields G(%d) = %d", empty, h, v)
		}
	}
	g := parse(t, "grundy")
	_, v := values(t, g, 5000)
	if _, _, ok := g.Period(v); ok {
		t.Error("Period claimed for Grundy's game")
	}
}

// TestHeapValuesAfterPeriod checks that Values continues a proven period:
// Kayles to 2^24, which the quadratic rule alone would take hours to
// compute, repeats its period 12 from heap 71 to the end, and its values
// up to 2048 are those of the naive rule.
func TestHeapValuesAfterPeriod(t *testing.T) {
	n := 1 << 24
	if testing.Short() {
		n = 1 << 20
	}
	g := parse(t, "0.77")
	v, _ := values(t, g, n)
	if want := naiveValues(parseRule("0.77"), 2048); !slices.Equal(v[:2048], want) {
		t.Fatalf("Kayles: the first 2048 values differ from the naive rule")
	}
	for h := 71; h+12 < n; h++ {
		if v[h] != v[h+12] {
			t.Fatalf("Kayles: G(%d) = %d != G(%d) = %d", h, v[h], h+12, v[h+12])
		}
	}
}

func TestParseHeapGameErrors(t *testing.T) {
	for _, rule := range []string{
		"", "77", "0.w", "0.7x", "1.07", "2.7", "3.7", "6.7", "44.7", "4.", "0.", "0.7-", "x.7", "sub=", "sub=0",
		"0.&256;", "0.&-1;", "0.&+1;", "0.&1", "0.&;", "0.&x;",
		"sub=-1", "sub=1,,2", "sub=a", "sub=70000", "sub=99999999999999999999", "Grundy", "0.7.7",
		"0." + strings.Repeat("7", game.MaxTake+1),
	} {
		if g, err := game.ParseHeapGame(rule); !errors.Is(err, game.ErrRule) {
			t.Errorf("ParseHeapGame(%.30q) = %v, %v; want an error wrapping ErrRule", rule, g, err)
		}
	}
	for _, rule := range []string{".77", "0.770", "4.07", "sub=4,1,3,3", "sub=65536", "0.8", "0.79", "0.7a", "0.V", "8.1", "0.&255;", "c.0&8;"} {
		if _, err := game.ParseHeapGame(rule); err != nil {
			t.Errorf("ParseHeapGame(%q): %v", rule, err)
		}
	}
	g := parse(t, "0.77")
	for _, n := range []int{-1, game.MaxValues + 1} {
		if _, err := g.Values(n); !errors.Is(err, game.ErrRange) {
			t.Errorf("Values(%d): error %v, want ErrRange", n, err)
		}
	}
}

// BenchmarkGrundyValues times Values for Grundy's game; the issue asks for
// n = 2^20 within 20 s on two cores.
func BenchmarkGrundyValues(b *testing.B) {
	for _, n := range []int{1 << 14, 1 << 17, 1 << 20} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			g := parse(b, "grundy")
			for b.Loop() {
				values(b, g, n)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/value")
		})
	}
}

// TestParseHeapGameLongRules checks that the errors of rules of 65536
// digits and more quote them shortened, with their length.
func TestParseHeapGameLongRules(t *testing.T) {
	long := strings.Repeat("7", 1000)
	var members strings.Builder
	for i := 1; i < 20000; i++ {
		fmt.Fprintf(&members, "%d,", i)
	}
	for _, rule := range []string{
		"0." + strings.Repeat("7", game.MaxTake+1), "0." + long + "w", "1." + long, long + ".7", long,
		"sub=" + members.String() + "x", "sub=" + members.String() + long, "sub=" + long + "9",
	} {
		_, err := game.ParseHeapGame(rule)
		if !errors.Is(err, game.ErrRule) || len(err.Error()) > 200 || !strings.Contains(err.Error(), "bytes)") {
			t.Errorf("ParseHeapGame of a rule of %d bytes: %.300v", len(rule), err)
		}
	}
}
