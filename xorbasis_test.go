package nimber_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
)

// spanOf returns the space that values span under XOR, sorted, built by
// the definition: every XOR of a subset, {0} for none. It is the slow
// reference of XORBasis, for spans of up to 2^20 values.
func spanOf(values []uint64) []uint64 {
	set := map[uint64]bool{0: true}
	for _, x := range values {
		if set[x] {
			continue
		}
		for s := range set {
			set[s^x] = true
		}
	}
	span := make([]uint64, 0, len(set))
	for s := range set {
		span = append(span, s)
	}
	slices.Sort(span)
	return span
}

// checkXORBasis compares every query of an XORBasis of values, inserted in
// order, with the span built by brute force, for the values probes.
func checkXORBasis(t *testing.T, values, probes []uint64) {
	t.Helper()
	var b nimber.XORBasis
	for i, x := range values {
		before := spanOf(values[:i])
		_, in := slices.BinarySearch(before, x)
		if got := b.Insert(x); got != !in {
			t.Fatalf("values %#x: Insert(%#x) = %v, want %v", values[:i], x, got, !in)
		}
	}
	span := spanOf(values)
	rank := bits.TrailingZeros(uint(len(span)))
	if got := b.Rank(); got != rank {
		t.Fatalf("values %#x: Rank() = %d, want %d", values, got, rank)
	}
	if n, ok := b.Size(); !ok || n != uint64(len(span)) {
		t.Fatalf("values %#x: Size() = %d, %v, want %d, true", values, n, ok, len(span))
	}
	if got := b.Max(); got != span[len(span)-1] {
		t.Fatalf("values %#x: Max() = %#x, want %#x", values, got, span[len(span)-1])
	}
	gotMin, ok := b.Min()
	if len(span) == 1 && (ok || gotMin != 0) || len(span) > 1 && (!ok || gotMin != span[1]) {
		t.Fatalf("values %#x: Min() = %#x, %v, want the least nonzero value of %#x", values, gotMin, ok, span)
	}
	for k, want := range span {
		if got, ok := b.Kth(uint64(k)); !ok || got != want {
			t.Fatalf("values %#x: Kth(%d) = %#x, %v, want %#x, true", values, k, got, ok, want)
		}
	}
	for _, k := range []uint64{uint64(len(span)), uint64(len(span)) + 1, 1 << 63, ^uint64(0)} {
		if got, ok := b.Kth(k); ok || got != 0 {
			t.Fatalf("values %#x: Kth(%d) = %#x, %v, want 0, false (the span has %d values)", values, k, got, ok, len(span))
		}
	}
	// The reduced basis: Rank values, largest first, each with a leading
	// bit that no other has, spanning the same space.
	basis := b.Basis()
	if len(basis) != rank || !slices.Equal(spanOf(basis), span) {
		t.Fatalf("values %#x: Basis() = %#x does not span %#x", values, basis, span)
	}
	for i, v := range basis {
		lead := uint64(1) << (63 - bits.LeadingZeros64(v))
		for j, w := range basis {
			if i != j && w&lead != 0 || j > i && w >= v {
				t.Fatalf("values %#x: Basis() = %#x is not reduced, largest first", values, basis)
			}
		}
	}
	for _, x := range probes {
		// The least element of the coset x + span.
		want := ^uint64(0)
		for _, s := range span {
			want = min(want, x^s)
		}
		if got := b.Reduce(x); got != want {
			t.Fatalf("values %#x: Reduce(%#x) = %#x, want %#x", values, x, got, want)
		}
		_, in := slices.BinarySearch(span, x)
		if got := b.Contains(x); got != in {
			t.Fatalf("values %#x: Contains(%#x) = %v, want %v", values, x, got, in)
		}
	}
}

// TestXORBasisExhaustive compares XORBasis with brute force for every
// sequence of up to three values below 16 and up to four below 8, with
// every probe below 16 or 8.
func TestXORBasisExhaustive(t *testing.T) {
	for _, c := range []struct{ n, bound int }{{3, 16}, {4, 8}} {
		probes := make([]uint64, c.bound)
		for i := range probes {
			probes[i] = uint64(i)
		}
		values := make([]uint64, c.n)
		var rec func(int)
		rec = func(i int) {
			checkXORBasis(t, values[:i], probes)
			if i == c.n {
				return
			}
			for x := range c.bound {
				values[i] = uint64(x)
				rec(i + 1)
			}
		}
		rec(0)
	}
}

// TestXORBasisRandom compares XORBasis with brute force for random values:
// small ones, whose span fills their bits, and 64-bit ones of a rank up to
// 12, with values among them that depend on those before.
func TestXORBasisRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range scale(300, 10) {
		var values, probes []uint64
		switch r.IntN(3) {
		case 0: // small values, many of them dependent
			bound := uint64(1) << (1 + r.IntN(10))
			for range r.IntN(16) {
				values = append(values, r.Uint64N(bound))
			}
			for range 64 {
				probes = append(probes, r.Uint64N(bound))
			}
		case 1: // random 64-bit values and XORs of them
			for range r.IntN(13) {
				x := r.Uint64()
				if len(values) > 0 && r.IntN(3) == 0 {
					i, j := r.IntN(len(values)), r.IntN(len(values))
					x = values[i] ^ values[j]
				}
				values = append(values, x)
			}
		case 2: // values sharing leading bits, and powers of two
			for range r.IntN(13) {
				x := uint64(1) << r.IntN(64)
				if r.IntN(2) == 0 {
					x |= r.Uint64() >> r.IntN(64) & (1<<63 - 1) >> r.IntN(64)
				}
				values = append(values, x)
			}
		}
		span := spanOf(values)
		for range 64 {
			probes = append(probes, r.Uint64(), span[r.IntN(len(span))], span[r.IntN(len(span))]^1<<r.IntN(64))
		}
		checkXORBasis(t, values, probes)
	}
}

// TestXORBasisFullRank checks a basis of rank 64, whose space holds every
// 64-bit value: then Kth(k) is k, Reduce is 0 and Size does not fit.
func TestXORBasisFullRank(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 10 {
		var b nimber.XORBasis
		inserted := 0
		for b.Rank() < 64 {
			x := r.Uint64() >> r.IntN(64)
			if r.IntN(4) == 0 && inserted > 0 {
				x = b.Max() ^ r.Uint64()>>r.IntN(64)
			}
			contains := b.Contains(x)
			if b.Insert(x) == contains {
				t.Fatalf("Insert(%#x) disagrees with Contains", x)
			}
			if !contains {
				inserted++
			}
		}
		if inserted != 64 || b.Insert(r.Uint64()) {
			t.Fatalf("a basis of rank 64 took %d values, or another", inserted)
		}
		if n, ok := b.Size(); ok || n != 0 {
			t.Fatalf("Size() = %d, %v at rank 64, want 0, false", n, ok)
		}
		if got := b.Max(); got != ^uint64(0) {
			t.Fatalf("Max() = %#x at rank 64", got)
		}
		if got, ok := b.Min(); !ok || got != 1 {
			t.Fatalf("Min() = %#x, %v at rank 64", got, ok)
		}
		basis := b.Basis()
		for i, v := range basis {
			if v != 1<<(63-i) {
				t.Fatalf("Basis() = %#x at rank 64, want the powers of two", basis)
			}
		}
		for _, k := range []uint64{0, 1, 2, r.Uint64(), r.Uint64(), 1 << 63, ^uint64(0)} {
			if got, ok := b.Kth(k); !ok || got != k {
				t.Fatalf("Kth(%#x) = %#x, %v at rank 64", k, got, ok)
			}
			if got := b.Reduce(k); got != 0 {
				t.Fatalf("Reduce(%#x) = %#x at rank 64", k, got)
			}
		}
	}
}

// TestXORBasisZero checks the zero value, the space {0}, and that a copy
// is independent of the original.
func TestXORBasisZero(t *testing.T) {
	var b nimber.XORBasis
	if b.Rank() != 0 || b.Max() != 0 || len(b.Basis()) != 0 || !b.Contains(0) || b.Contains(1) || b.Reduce(5) != 5 {
		t.Fatal("the zero XORBasis is not the space {0}")
	}
	if n, ok := b.Size(); !ok || n != 1 {
		t.Fatalf("Size() = %d, %v, want 1, true", n, ok)
	}
	if x, ok := b.Min(); ok || x != 0 {
		t.Fatalf("Min() = %d, %v, want 0, false", x, ok)
	}
	if x, ok := b.Kth(0); !ok || x != 0 {
		t.Fatalf("Kth(0) = %d, %v, want 0, true", x, ok)
	}
	if b.Insert(0) {
		t.Fatal("Insert(0) = true")
	}
	b.Insert(6)
	c := b
	c.Insert(1)
	if b.Contains(1) || !c.Contains(7) || b.Rank() != 1 {
		t.Fatal("a copy of an XORBasis shares its state")
	}
}

// FuzzXORBasis compares XORBasis with brute force for values of up to 12
// bits, two bytes each, the last probing Reduce and Contains.
func FuzzXORBasis(f *testing.F) {
	f.Add([]byte{5, 0, 3, 0, 6, 0, 12, 0, 10, 0, 7, 0})
	f.Add([]byte{0xff, 0x0f, 0x00, 0x08, 0x01, 0x00, 0x01, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		var values []uint64
		for i := 0; i+1 < len(data) && len(values) < 24; i += 2 {
			values = append(values, uint64(data[i])|uint64(data[i+1]&0x0f)<<8)
		}
		if len(values) == 0 {
			return
		}
		checkXORBasis(t, values[:len(values)-1], values[len(values)-1:])
	})
}

func ExampleXORBasis() {
	var b nimber.XORBasis
	for _, x := range []uint64{5, 3, 6, 12, 10} {
		fmt.Println(x, b.Insert(x))
	}
	k2, _ := b.Kth(2)
	fmt.Println("basis", b.Basis(), "rank", b.Rank(), "max", b.Max(), "third smallest", k2)
	// Output:
	// 5 true
	// 3 true
	// 6 false
	// 12 true
	// 10 false
	// basis [9 5 3] rank 3 max 15 third smallest 5
}
