package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/matrix"
)

// naiveRank is the rank of the vectors vs by Gauss–Jordan.
func naiveRank(vs [][]uint64, n int) int {
	_, pivots, _ := gaussJordan(naive(vs).clone(), n, n)
	return len(pivots)
}

// combination returns a random combination of the vectors vs of length n.
func combination(rng *rand.Rand, vs [][]uint64, n int) []uint64 {
	c := make([]uint64, n)
	for _, v := range vs {
		f := rng.Uint64()
		for i := range c {
			c[i] ^= nimber.Mul(f, v[i])
		}
	}
	return c
}

// TestBasis inserts streams of vectors, fresh ones and combinations of
// those before, and checks Insert, Contains, Dim, Reduce and Matrix against
// the naive rank and reduced row echelon form.
func TestBasis(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	for _, n := range []int{0, 1, 2, 5, 16, 40} {
		b := matrix.NewBasis(n)
		var inserted [][]uint64
		for step := range 3*n + 5 {
			var v []uint64
			switch step % 4 {
			case 0:
				v = combination(rng, inserted, n) // dependent
			case 1:
				v = make([]uint64, n) // zero
			case 2:
				// Sparse, with small values: a new pivot column now and then.
				v = make([]uint64, n)
				if n > 0 {
					v[rng.IntN(n)] = rng.Uint64N(4)
				}
			default:
				v = random(rng, 1, n).Row(0)
			}
			orig := slices.Clone(v)
			rank := naiveRank(inserted, n)
			wantNew := naiveRank(append(inserted, v), n) > rank
			if got := b.Contains(v); got == wantNew {
				t.Fatalf("n=%d step %d: Contains = %v before Insert, want %v", n, step, got, !wantNew)
			}
			if got := b.Insert(v); got != wantNew {
				t.Fatalf("n=%d step %d: Insert = %v, want %v", n, step, got, wantNew)
			}
			if !slices.Equal(v, orig) {
				t.Fatalf("n=%d step %d: Insert changed its argument", n, step)
			}
			if wantNew {
				inserted = append(inserted, orig)
				if n > 0 {
					v[0] ^= 1 // changing v must not change b
				}
			}
			if b.Dim() != len(inserted) || !b.Contains(orig) {
				t.Fatalf("n=%d step %d: Dim = %d, want %d, or the vector is not contained", n, step, b.Dim(), len(inserted))
			}
		}
		// Matrix is the reduced row echelon form of what was inserted.
		want, pivots, _ := gaussJordan(naive(inserted).clone(), n, n)
		if got := b.Matrix(); !matrix.Equal(got, fromNaive(want[:len(pivots)], n)) {
			t.Fatalf("n=%d: Matrix =\n%v\nwant the reduced row echelon form", n, got)
		}
		// Reduce: canonical remainders.
		for range 20 {
			v := random(rng, 1, n).Row(0)
			r := b.Reduce(v)
			s := combination(rng, inserted, n)
			for i := range s {
				s[i] ^= v[i]
			}
			if rs := b.Reduce(s); !slices.Equal(rs, r) {
				t.Fatalf("n=%d: Reduce(v + s) != Reduce(v) for s in the span", n)
			}
			diff := slices.Clone(v)
			for i := range diff {
				diff[i] ^= r[i]
			}
			if !b.Contains(diff) {
				t.Fatalf("n=%d: v - Reduce(v) is not in the span", n)
			}
			for _, pc := range pivots {
				if r[pc] != 0 {
					t.Fatalf("n=%d: Reduce(v) is %#x in pivot column %d", n, r[pc], pc)
				}
			}
			if b.Contains(v) != !slices.ContainsFunc(r, func(x uint64) bool { return x != 0 }) {
				t.Fatalf("n=%d: Contains(v) disagrees with Reduce(v) == 0", n)
			}
		}
	}
	mustPanic(t, "matrix: NewBasis of vectors of negative length -1", func() { matrix.NewBasis(-1) })
	b := matrix.NewBasis(3)
	mustPanic(t, "matrix: Basis of vectors of length 3 given one of length 2", func() { b.Insert([]uint64{1, 2}) })
	mustPanic(t, "matrix: Basis of vectors of length 3 given one of length 4", func() { b.Contains(make([]uint64, 4)) })
	mustPanic(t, "matrix: Basis of vectors of length 3 given one of length 0", func() { b.Reduce(nil) })
}

// TestBasisSubfield checks that a basis of vectors over F_(2^8) stays in
// it.
func TestBasisSubfield(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	b := matrix.NewBasis(30)
	for range 40 {
		b.Insert(randomBelow(rng, 1, 30, 256).Row(0))
		if !below(b.Matrix(), 256) || !below(matrix.New(1, 30, b.Reduce(randomBelow(rng, 1, 30, 256).Row(0))), 256) {
			t.Fatal("a basis over F_(2^8) left it")
		}
	}
}

func ExampleBasis() {
	// The "linear basis" of a stream of vectors: which ones are new?
	b := matrix.NewBasis(3)
	for _, v := range [][]uint64{
		{1, 2, 3},
		{2, 3, 1}, // 2 times the first: 2*2 = 3, 2*3 = 1
		{0, 1, 1},
		{1, 3, 2}, // the sum of the first and the third
	} {
		fmt.Println(v, b.Insert(v))
	}
	fmt.Println(b.Dim(), b.Contains([]uint64{1, 0, 0}))
	fmt.Println(b.Matrix())
	// Output:
	// [1 2 3] true
	// [2 3 1] false
	// [0 1 1] true
	// [1 3 2] false
	// 2 false
	// 1 0 1
	// 0 1 1
}
