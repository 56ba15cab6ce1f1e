package game_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
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
		case !v.Stats().IsRare(st.LastRare, vals[st.LastRare]): // on the value Stats returns
			t.Errorf("%s: the last rare heap, %d, is not rare", rule, st.LastRare)
		}
	}
	if st := (*game.HeapValues)(nil).Stats(); st.Counts != nil || st.Mask != 0 {
		t.Errorf("Stats of nil: %+v", st)
	}
}

// TestReadValuesFile checks ReadValuesFile on a file of one-byte and one of
// two-byte values, read while a run holds it open: the values are those of
// the run, every range in the file reads, the file is left as it was, and
// the ranges beyond it, other files and damaged ones are errors.
func TestReadValuesFile(t *testing.T) {
	dir := t.TempDir()
	// Take 1 to 300 tokens: G(n) = n mod 301, two bytes from heap 256 on.
	for _, rule := range []string{"0.77", "0." + strings.Repeat("3", 300)} {
		path := filepath.Join(dir, "v")
		os.Remove(path)
		g := parse(t, rule)
		v, err := g.OpenValues(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := v.Extend(context.Background(), 700, nil); err != nil {
			t.Fatal(err)
		}
		before, _ := os.ReadFile(path)
		f, err := game.ReadValuesFile(path)
		if err != nil {
			t.Fatalf("%s: ReadValuesFile of a file in use: %v", rule, err)
		}
		if f.Len() != 700 {
			t.Fatalf("%s: Len() = %d, want 700", rule, f.Len())
		}
		if f.Rule() != rule {
			t.Errorf("%s: Rule() = %q", rule, f.Rule())
		}
		all := make([]uint64, 700)
		if err := f.ReadAt(all, 0); err != nil {
			t.Fatal(err)
		}
		for h, want := range v.All() {
			if all[h] != want {
				t.Fatalf("%s: G(%d) read %d, want %d", rule, h, all[h], want)
			}
		}
		for _, r := range [][2]int{{0, 0}, {699, 1}, {255, 3}, {700, 0}, {13, 400}} {
			got := make([]uint64, r[1])
			if err := f.ReadAt(got, r[0]); err != nil || !slices.Equal(got, all[r[0]:r[0]+r[1]]) {
				t.Errorf("%s: ReadAt(%d values, %d) = %v, %v", rule, r[1], r[0], got, err)
			}
		}
		for _, r := range [][2]int{{-1, 1}, {700, 1}, {699, 2}, {701, 0}, {0, 701}} {
			if err := f.ReadAt(make([]uint64, r[1]), r[0]); !errors.Is(err, game.ErrRange) {
				t.Errorf("%s: ReadAt(%d values, %d) = %v, want ErrRange", rule, r[1], r[0], err)
			}
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
			t.Errorf("%s: ReadValuesFile changed the file", rule)
		}
		if err := v.Close(); err != nil {
			t.Fatal(err)
		}
	}
	// A read-only file reads; damaged files and others do not.
	path := filepath.Join(dir, "v")
	data, _ := os.ReadFile(path)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if f, err := game.ReadValuesFile(path); err != nil {
		t.Errorf("ReadValuesFile of a read-only file: %v", err)
	} else {
		f.Close()
	}
	bad := map[string][]byte{
		"not a values file": []byte("hello"),
		"truncated":         data[:len(data)-1],
		"corrupted":         append(append([]byte{}, data[:len(data)-1]...), data[len(data)-1]^1),
	}
	for want, b := range bad {
		p := filepath.Join(dir, "bad")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := game.ReadValuesFile(p); !errors.Is(err, game.ErrFile) || !strings.Contains(err.Error(), want) {
			t.Errorf("ReadValuesFile of a file %s: %v", want, err)
		}
	}
	if _, err := game.ReadValuesFile(filepath.Join(dir, "none")); !errors.Is(err, game.ErrFile) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadValuesFile of a missing file: %v", err)
	}
}

// TestValuesFileFormat reads a file of OpenValues by the format that the
// package documentation gives, with code of its own: the header, the slot
// with the higher sequence number, the checksums, and the values, two bytes
// each for values past 255.
func TestValuesFileFormat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v")
	rule := "0." + strings.Repeat("3", 300) // G(n) = n mod 301
	g := parse(t, rule)
	v, err := g.OpenValues(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{100, 1000} { // two commits, the second widened
		if err := v.Extend(context.Background(), n, nil); err != nil {
			t.Fatal(err)
		}
	}
	defer v.Close()
	b, _ := os.ReadFile(path)
	le := binary.LittleEndian
	crc := func(p ...[]byte) uint32 {
		h := crc32.New(crc32.MakeTable(crc32.Castagnoli))
		for _, q := range p {
			h.Write(q)
		}
		return h.Sum32()
	}
	hsize, l := int(le.Uint32(b[12:])), int(le.Uint32(b[16:]))
	if string(b[:8]) != "NIMBERGV" || le.Uint32(b[8:]) != 1 || hsize%4096 != 0 || string(b[152:152+l]) != rule || le.Uint32(b[20:]) != crc(b[:20], b[152:152+l]) {
		t.Fatalf("the header is not as documented: % x", b[:160])
	}
	var seq, count uint64
	var width int
	var sum uint32
	for i := range 2 {
		s := b[24+64*i:][:64]
		if le.Uint32(s[60:]) != crc(s[:60]) || le.Uint64(s) == 0 {
			continue
		}
		if q := le.Uint64(s); q > seq {
			seq, count, width, sum = q, le.Uint64(s[8:]), int(s[16]), le.Uint32(s[24:])
		}
	}
	if count != 1000 || width != 2 {
		t.Fatalf("the current slot has %d values of width %d, want 1000 of 2", count, width)
	}
	values := b[hsize : hsize+2000]
	if crc(values) != sum {
		t.Fatal("the checksum of the values is not as documented")
	}
	for h, want := range v.All() {
		if got := le.Uint16(values[2*h:]); uint64(got) != want {
			t.Fatalf("G(%d) is %d in the file, want %d", h, got, want)
		}
	}
}

// TestMaxValues checks that the build constraints of maxvalues.go and
// maxvalues_32.go give 2^40 where int has 64 bits and 2^30 where it has 32.
func TestMaxValues(t *testing.T) {
	if want := 1 << (30 + 10*(strconv.IntSize/64)); game.MaxValues != want {
		t.Errorf("MaxValues = %d with %d-bit int, want %d", game.MaxValues, strconv.IntSize, want)
	}
}
