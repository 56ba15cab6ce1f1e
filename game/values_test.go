package game_test

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestHeapValuesExtend checks that Extend in steps gives the values of one
// call of Values, calls progress as it goes, and stops keeping its values
// at the error of progress and at the end of its context.
func TestHeapValuesExtend(t *testing.T) {
	const n = 50000
	for _, rule := range []string{"grundy", "0.6", "0.77", "sub=1,3,4"} {
		g := parse(t, rule)
		want, _ := values(t, g, n)
		v, err := g.Values(0)
		if err != nil {
			t.Fatal(err)
		}
		calls, last := 0, 0
		for _, step := range []int{1, 2000, 2000, 33333, n} {
			err := v.Extend(context.Background(), step, func() error {
				if v.Len() <= last {
					t.Fatalf("%s: progress at %d values, after %d", rule, v.Len(), last)
				}
				calls, last = calls+1, v.Len()
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if calls == 0 || v.Len() != n {
			t.Errorf("%s: %d calls of progress, %d values", rule, calls, v.Len())
		}
		got := slices.Collect(func(yield func(uint64) bool) {
			for _, g := range v.All() {
				yield(g)
			}
		})
		if !slices.Equal(got, want) {
			t.Errorf("%s: the values extended in steps differ from those of Values(%d)", rule, n)
		}
	}

	g := parse(t, "grundy")
	v, _ := g.Values(0)
	stop := errors.New("stop")
	err := v.Extend(context.Background(), 100000, func() error {
		if v.Len() >= 5000 {
			return stop
		}
		return nil
	})
	if err != stop || v.Len() < 5000 || v.Len() >= 100000 {
		t.Errorf("Extend stopped by progress: %v, %d values", err, v.Len())
	}
	ctx, cancel := context.WithCancel(context.Background())
	err = v.Extend(ctx, 100000, func() error {
		if v.Len() >= 10000 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) || v.Len() < 10000 || v.Len() >= 100000 {
		t.Errorf("Extend stopped by its context: %v, %d values", err, v.Len())
	}
	want, _ := values(t, g, v.Len())
	for h, g := range v.All() {
		if g != want[h] {
			t.Fatalf("after the stops, G(%d) = %d, want %d", h, g, want[h])
		}
	}

	for _, n := range []int{-1, game.MaxValues + 1} {
		if err := v.Extend(context.Background(), n, nil); !errors.Is(err, game.ErrRange) {
			t.Errorf("Extend(%d): %v, want ErrRange", n, err)
		}
	}
	for _, zero := range []*game.HeapValues{nil, {}} {
		if err := zero.Extend(context.Background(), 10, nil); !errors.Is(err, game.ErrRange) {
			t.Errorf("Extend of %#v: %v, want ErrRange", zero, err)
		}
	}
	for _, h := range []int{-1, v.Len()} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("At(%d) of %d values did not panic", h, v.Len())
				}
			}()
			v.At(h)
		}()
	}
}

// TestHeapValuesTooLarge checks that a value above 65535 stops Values with
// ErrRange and Extend with the values before it kept: sub=1,...,65536 has
// G(n) = n mod 65537.
func TestHeapValuesTooLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("5 seconds")
	}
	g := parse(t, "0."+strings.Repeat("3", 65536))
	v, _ := g.Values(0)
	err := v.Extend(context.Background(), 70000, nil)
	if !errors.Is(err, game.ErrRange) || v.Len() != 65536 || v.At(65535) != 65535 {
		t.Errorf("Extend past G(65536) = 65536: %v, %d values", err, v.Len())
	}
	if !strings.Contains(err.Error(), `of "0.33333333333333333333333333333333333333"... (65538 bytes) exceeds 65535`) {
		t.Errorf("the error does not clip the rule: %.200s", err)
	}
}

// TestOpenValues checks a file of values: resumed, shared by rules with the
// same octal code, refused for another rule and left as it is, and the
// errors of the system wrapped.
func TestOpenValues(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "v")
	want, _ := values(t, parse(t, "sub=1,3,4"), 30000)
	for i, c := range []struct {
		rule string
		n    int
	}{{"sub=1,3,4", 1000}, {"0.3033", 20000}, {".30330", 30000}} {
		v, err := parse(t, c.rule).OpenValues(path)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && v.Len() == 0 {
			t.Errorf("%s: the file opens empty", c.rule)
		}
		if err := v.Extend(context.Background(), c.n, nil); err != nil {
			t.Fatal(err)
		}
		for h, g := range v.All() {
			if g != want[h] {
				t.Fatalf("%s: G(%d) = %d, want %d", c.rule, h, g, want[h])
			}
		}
		if err := v.Close(); err != nil {
			t.Fatal(err)
		}
		if v.Len() != 0 {
			t.Errorf("after Close, %d values", v.Len())
		}
	}
	before, _ := os.ReadFile(path)
	_, err := parse(t, "0.77").OpenValues(path)
	if !errors.Is(err, game.ErrFile) || !strings.Contains(err.Error(), `holds the values of "0.3033", not of "0.77"`) {
		t.Errorf("OpenValues of another rule's file: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("OpenValues of another rule changed the file")
	}
	v, _ := parse(t, "0.3033").OpenValues(path)
	if _, err := parse(t, "0.3033").OpenValues(path); !errors.Is(err, game.ErrFile) || !strings.Contains(err.Error(), "in use") {
		t.Errorf("OpenValues of a file in use: %v", err)
	}
	v.Close()
	_, err = parse(t, "0.77").OpenValues(filepath.Join(dir, "none", "v"))
	if !errors.Is(err, game.ErrFile) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("OpenValues in a missing directory: %v, want ErrFile and fs.ErrNotExist", err)
	}
}

// TestHeapStats checks Stats against the values: the counts, the largest
// value, and the rare heaps as IsRare tells them.
func TestHeapStats(t *testing.T) {
	for _, rule := range []string{"grundy", "0.6", "0.161", "0.165"} {
		vals, v := values(t, parse(t, rule), 20000)
		st := v.Stats()
		counts := make([]uint64, st.Max+1)
		rare, last := 0, 0
		var rareValues []uint64
		for h, g := range vals[1:] {
			counts[g]++
			if st.IsRare(h+1, g) {
				rare, last = rare+1, h+1
				if !slices.Contains(rareValues, g) {
					rareValues = append(rareValues, g)
				}
			}
		}
		slices.Sort(rareValues)
		switch {
		case !slices.Equal(counts, st.Counts):
			t.Errorf("%s: Counts = %v, want %v", rule, st.Counts, counts)
		case vals[st.MaxHeap] != st.Max || slices.Index(vals, st.Max) != st.MaxHeap:
			t.Errorf("%s: Max %d at %d", rule, st.Max, st.MaxHeap)
		case st.Mask == 0 || rare != st.RareHeaps || last != st.LastRare || !slices.Equal(rareValues, st.RareValues):
			t.Errorf("%s: mask %#x, %d rare heaps, the last %d, values %v; IsRare finds %d, the last %d, values %v",
				rule, st.Mask, st.RareHeaps, st.LastRare, st.RareValues, rare, last, rareValues)
		}
	}
	if st := (*game.HeapValues)(nil).Stats(); st.Counts != nil || st.Mask != 0 {
		t.Errorf("Stats of nil: %+v", st)
	}
}
