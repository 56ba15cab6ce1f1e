package erasure_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/erasure"
)

// The tests compare the codec with a slow encoder that shares no code with
// it: the parity symbols by Lagrange's formula through the points of the
// code as the package doc defines it, with nimber.Mul and nimber.Inv, on
// symbols read from the shards by the layout of the doc.

// width returns the symbol size the doc promises for a code.
func width(data, parity int) int {
	m := 1 << bits.Len(uint(parity-1))
	switch points := m + data; {
	case points <= 256:
		return 1
	case points <= 1<<16:
		return 2
	}
	return 4
}

// symbol returns symbol k of shard s in the field of w bytes.
func symbol(s []byte, w, k int) uint64 {
	per := 64 / w
	base := k / per * 64
	var x uint64
	for i := range w {
		x |= uint64(s[base+i*per+k%per]) << (8 * i)
	}
	return x
}

// slowParity returns parity shard j of the data shards, by Lagrange's
// formula: the code word is the list of values at the points 0, 1, ...,
// n-1 of the polynomial of degree below n - m that takes the value of data
// shard d at m + d and 0 at the points m + data to n - 1, where m and n are
// the powers of two at or above parity and m + data; parity shard j is its
// value at j. The weights are barycentric: for the set S of the points
// m, ..., n-1 and l(x) the product of x - s over S, the weight of s at j is
// l(j) / ((j - s) l'(s)), with l'(s) the product of s - s' over s' != s.
func slowParity(data [][]byte, parity, j int) []byte {
	w := width(len(data), parity)
	m := uint64(1) << bits.Len(uint(parity-1))
	n := uint64(1) << bits.Len64(m+uint64(len(data))-1)
	lj := uint64(1)
	for s := m; s < n; s++ {
		lj = nimber.Mul(lj, uint64(j)^s)
	}
	weights := make([]uint64, len(data))
	for d := range data {
		s := m + uint64(d)
		ds := uint64(1)
		for t := m; t < n; t++ {
			if t != s {
				ds = nimber.Mul(ds, s^t)
			}
		}
		weights[d] = nimber.Mul(lj, nimber.Inv(nimber.Mul(uint64(j)^s, ds)))
	}
	size := len(data[0])
	out := make([]byte, size)
	per := 64 / w
	for k := range size / w {
		var v uint64
		for d, sh := range data {
			v ^= nimber.Mul(weights[d], symbol(sh, w, k))
		}
		base := k / per * 64
		for i := range w {
			out[base+i*per+k%per] = byte(v >> (8 * i))
		}
	}
	return out
}

func randomShards(r *rand.Rand, count, size int) [][]byte {
	s := make([][]byte, count)
	for i := range s {
		s[i] = make([]byte, size)
		for j := range s[i] {
			s[i][j] = byte(r.Uint32())
		}
	}
	return s
}

// encoded returns the shards of a random code word of a code.
func encoded(t testing.TB, r *rand.Rand, data, parity, size int, opts ...erasure.Option) (*erasure.Encoder, [][]byte) {
	t.Helper()
	e, err := erasure.New(data, parity, opts...)
	if err != nil {
		t.Fatal(err)
	}
	shards := randomShards(r, data+parity, size)
	if err := e.Encode(shards); err != nil {
		t.Fatal(err)
	}
	return e, shards
}

// TestEncodeLagrange compares Encode with slowParity on codes in each field,
// at and across the edges of F_(2^8), on shards below and above 1 KiB
// (quadMin: the transforms' pass of layer 0 reading the data shards and
// writing the parity shards by kernel.Butterfly2).
func TestEncodeLagrange(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	shapes := [][2]int{{10, 4}, {3, 5}, {17, 3}, {100, 28}, {128, 128}, {192, 64}, {129, 127}, {200, 56}, {255, 1}, {256, 1}, {300, 20}}
	for d := 1; d <= 7; d++ {
		for p := 1; d+p <= 8; p++ {
			shapes = append(shapes, [2]int{d, p})
		}
	}
	for _, sh := range shapes {
		data, parity := sh[0], sh[1]
		for _, size := range []int{64 * (1 + r.IntN(3)), 1024 + 64*r.IntN(3)} {
			t.Run(fmt.Sprintf("%d+%dx%d", data, parity, size), func(t *testing.T) {
				e, shards := encoded(t, r, data, parity, size)
				if got, want := e.SymbolSize(), width(data, parity); got != want {
					t.Fatalf("SymbolSize() = %d, want %d", got, want)
				}
				check := []int{0, parity - 1, parity / 2}
				for _, j := range check {
					if want := slowParity(shards[:data], parity, j); !bytes.Equal(shards[data+j], want) {
						t.Fatalf("parity shard %d differs from Lagrange's formula", j)
					}
				}
			})
		}
	}
}

// reconstructs checks that Reconstruct and ReconstructData rebuild shards
// with the shards of lost missing (nil, or empty with or without capacity).
func reconstructs(t *testing.T, e *erasure.Encoder, shards [][]byte, lost []int) {
	t.Helper()
	for _, all := range []bool{true, false} {
		got := slices.Clone(shards)
		for n, i := range lost {
			switch n % 3 {
			case 0:
				got[i] = nil
			case 1:
				got[i] = got[i][:0:0]
			default:
				got[i] = make([]byte, 0, len(shards[i])) // reused
			}
		}
		f := e.Reconstruct
		if !all {
			f = e.ReconstructData
		}
		if err := f(got); err != nil {
			t.Fatalf("lost %v: %v", lost, err)
		}
		isLost := make([]bool, len(shards))
		for _, i := range lost {
			isLost[i] = true
		}
		for i := range got {
			if !all && i >= len(shards)-parityCounts[e] && isLost[i] {
				if len(got[i]) != 0 {
					t.Fatalf("lost %v: ReconstructData filled parity shard %d", lost, i)
				}
				continue
			}
			if !bytes.Equal(got[i], shards[i]) {
				t.Fatalf("lost %v (all=%v): shard %d differs", lost, all, i)
			}
		}
	}
}

// parityCounts holds the parity shards of the codes of newCode.
var parityCounts = map[*erasure.Encoder]int{}

func newCode(t testing.TB, r *rand.Rand, data, parity, size int, opts ...erasure.Option) (*erasure.Encoder, [][]byte) {
	e, shards := encoded(t, r, data, parity, size, opts...)
	parityCounts[e] = parity
	return e, shards
}

// TestReconstructExhaustive loses every set of shards of every code of at
// most 8 shards: those of at most parity shards are rebuilt, the others
// are an error that says how many are missing.
func TestReconstructExhaustive(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for total := 2; total <= 8; total++ {
		for data := 1; data < total; data++ {
			parity := total - data
			e, shards := newCode(t, r, data, parity, 128)
			for mask := 1; mask < 1<<total; mask++ {
				var lost []int
				for i := range total {
					if mask>>i&1 != 0 {
						lost = append(lost, i)
					}
				}
				if len(lost) <= parity {
					reconstructs(t, e, shards, lost)
					continue
				}
				got := slices.Clone(shards)
				for _, i := range lost {
					got[i] = nil
				}
				err := e.Reconstruct(got)
				want := fmt.Sprintf("%d of %d shards missing, at most %d may be", len(lost), total, parity)
				if !errors.Is(err, erasure.ErrTooFewShards) || !bytes.Contains([]byte(err.Error()), []byte(want)) {
					t.Fatalf("%d+%d lost %v: err = %v, want ErrTooFewShards saying %q", data, parity, lost, err, want)
				}
			}
		}
	}
}

// randomLoss returns k distinct shards of total, at random.
func randomLoss(r *rand.Rand, total, k int) []int {
	return r.Perm(total)[:k]
}

// TestReconstructRandom loses random sets of shards of larger codes, as
// many as there is parity and fewer, and the shards of data or of parity
// alone.
func TestReconstructRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	shapes := [][3]int{{10, 4, 1 << 10}, {100, 28, 128}, {128, 128, 64}, {129, 127, 64}, {200, 56, 192}, {1000, 24, 64}, {24, 1000, 64}, {3000, 1000, 64}}
	for _, sh := range shapes {
		data, parity, size := sh[0], sh[1], sh[2]
		t.Run(fmt.Sprintf("%d+%d", data, parity), func(t *testing.T) {
			e, shards := newCode(t, r, data, parity, size)
			total := data + parity
			reconstructs(t, e, shards, randomLoss(r, total, parity))
			reconstructs(t, e, shards, randomLoss(r, total, 1+r.IntN(parity)))
			first := make([]int, min(parity, data))
			for i := range first {
				first[i] = i
			}
			reconstructs(t, e, shards, first)
			last := make([]int, parity)
			for i := range last {
				last[i] = data + i
			}
			reconstructs(t, e, shards, last)
		})
	}
}

// TestBoundaries codes across the edges of the fields: 256 and 257
// points, 65,536 and 65,537, with small shards.
func TestBoundaries(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	shapes := [][2]int{{128, 128}, {129, 128}, {255, 1}, {256, 1}, {32768, 32768}, {32769, 32768}, {65535, 1}, {65536, 1}}
	for _, sh := range shapes {
		data, parity := sh[0], sh[1]
		t.Run(fmt.Sprintf("%d+%d", data, parity), func(t *testing.T) {
			if testing.Short() && data+parity > 1<<12 && data != 32769 {
				t.Skip("-short: one of the large codes only")
			}
			e, shards := newCode(t, r, data, parity, 64)
			if got, want := e.SymbolSize(), width(data, parity); got != want {
				t.Fatalf("SymbolSize() = %d, want %d", got, want)
			}
			if data+parity <= 1<<12 && !bytes.Equal(shards[data], slowParity(shards[:data], parity, 0)) {
				t.Fatal("parity shard 0 differs from Lagrange's formula")
			}
			reconstructs(t, e, shards, randomLoss(r, data+parity, parity))
		})
	}
}

// TestWHT checks the Walsh-Hadamard transform of the locator, an odd and
// an even number of stages, against its definition in math/big, on entries
// so large that it must reduce them between stages.
func TestWHT(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, w := range []int{1, 2, 4} {
		bq := big.NewInt(int64(1)<<(8*w) - 1)
		for k := range 9 {
			n := 1 << k
			for _, bound := range []int64{1, 1 << 40, 1 << 61, math.MaxInt64} {
				a := make([]int64, n)
				for i := range a {
					a[i] = int64(r.Uint64() % (uint64(bound) + 1))
					if r.IntN(2) == 0 {
						a[i] = -a[i]
					}
				}
				want := make([]*big.Int, n)
				for j := range want {
					want[j] = new(big.Int)
					for i, v := range a {
						if bits.OnesCount(uint(i&j))%2 == 0 {
							want[j].Add(want[j], big.NewInt(v))
						} else {
							want[j].Sub(want[j], big.NewInt(v))
						}
					}
					want[j].Mod(want[j], bq)
				}
				erasure.WHT(a, w, bound, 1)
				for j, v := range a {
					if got := big.NewInt(erasure.ModQ(v, w)); got.Cmp(want[j]) != 0 {
						t.Fatalf("w=%d n=%d bound %d: entry %d = %d mod q, want %d", w, n, bound, j, got, want[j])
					}
				}
			}
		}
	}
}

// TestWHTParallel checks the Walsh-Hadamard transform on two goroutines (its
// halves apart, then the last stage split) against the one on one
// goroutine, checked against the definition by TestWHT, on 2^15 entries,
// with and without reductions; with every entry 2^48, the halves end at
// 2^62 at 0, whose sum would overflow without a reduction.
func TestWHTParallel(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, w := range []int{1, 2, 4} {
		for _, bound := range []int64{1, 1 << 45, 1 << 48, 1 << 61} {
			a := make([]int64, 1<<15)
			for i := range a {
				a[i] = int64(r.Uint64()%(uint64(bound)+1)) * int64(1-2*r.IntN(2))
				if bound == 1<<48 {
					a[i] = bound
				}
			}
			want := slices.Clone(a)
			erasure.WHT(want, w, bound, 1)
			erasure.WHT(a, w, bound, 2)
			for j := range a {
				if erasure.ModQ(a[j], w) != erasure.ModQ(want[j], w) {
					t.Fatalf("w=%d bound %d: entry %d differs", w, bound, j)
				}
			}
		}
	}
}
