package main

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestXORBasisRandom checks xorbasis on random numbers of up to 10 bits,
// written in every syntax and spread over lines, against the space they
// span built by brute force: -max its largest value, -kth K its K-th
// smallest for every K and one beyond, and the basis a set of numbers
// spanning the same space, largest first.
func TestXORBasisRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range scale(40, 4) {
		bound := uint64(1) << (1 + r.IntN(10))
		var in strings.Builder
		in.WriteString("\ufeff")
		set := map[uint64]bool{0: true}
		for range r.IntN(12) {
			x := r.Uint64N(bound)
			for s := range set {
				set[s^x] = true
			}
			fmt.Fprintf(&in, [...]string{"%d ", "%#x\t", "%#b\n", "%d\r\n"}[r.IntN(4)], x)
		}
		span := make([]uint64, 0, len(set))
		for s := range set {
			span = append(span, s)
		}
		slices.Sort(span)
		if got, want := runCommand(t, []string{"xorbasis", "-max"}, in.String()), fmt.Sprintln(span[len(span)-1]); got != want {
			t.Fatalf("input %q: -max printed %q, want %q", in.String(), got, want)
		}
		for k, want := range span {
			if got := runCommand(t, []string{"xorbasis", "-kth", strconv.Itoa(k)}, in.String()); got != fmt.Sprintln(want) {
				t.Fatalf("input %q: -kth %d printed %q, want %d", in.String(), k, got, want)
			}
		}
		if got := runCommand(t, []string{"xorbasis", "-kth", strconv.Itoa(len(span))}, in.String()); !strings.HasSuffix(got, "[exit 1]\n") {
			t.Fatalf("input %q: -kth %d, beyond the space, printed %q", in.String(), len(span), got)
		}
		var basis []uint64
		for f := range strings.FieldsSeq(runCommand(t, []string{"xorbasis"}, in.String())) {
			v, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			basis = append(basis, v)
		}
		spanned := map[uint64]bool{0: true}
		for _, x := range basis {
			for s := range spanned {
				spanned[s^x] = true
			}
		}
		if len(spanned) != len(set) || 1<<len(basis) != len(set) || !slices.IsSortedFunc(basis, func(a, b uint64) int { return cmp.Compare(b, a) }) {
			t.Fatalf("input %q: the basis %d does not span %d, largest first", in.String(), basis, span)
		}
		for s := range spanned {
			if !set[s] {
				t.Fatalf("input %q: the basis %d spans %d, outside %d", in.String(), basis, s, span)
			}
		}
	}
}

// BenchmarkXORBasis measures "nimber xorbasis -max" on 10^6 random 64-bit
// numbers, one a line, in-process: reading, parsing and inserting.
func BenchmarkXORBasis(b *testing.B) {
	const n = 1000000
	r := rand.New(rand.NewPCG(1, 1))
	var in []byte
	for range n {
		in = strconv.AppendUint(in, r.Uint64()>>r.IntN(64), 10)
		in = append(in, '\n')
	}
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if status := run([]string{"xorbasis", "-max"}, bytes.NewReader(in), io.Discard, io.Discard); status != 0 {
			b.Fatalf("exit status %d", status)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/number")
}
