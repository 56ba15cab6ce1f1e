// Package kerneltest holds what the tests of the machine layer
// (internal/kernel) and of its callers share: the impls, the sets of
// assembly paths a test switches on in turn, and the check of a batch
// function word by word, with guard words around its output and with its
// output aliasing its input.
package kerneltest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/internal/kernel"
)

// An Impl is a set of assembly paths to switch on: "asm" is every path of
// this machine that serves the function under test, "generic" none of them,
// and each path is also taken alone when there is more than one.
type Impl struct {
	Name  string
	Paths []string
}

// Impls returns the impls of a function served by the given paths.
func Impls(serving ...string) []Impl {
	var have []string
	for _, p := range kernel.Paths.On() {
		if slices.Contains(serving, p) {
			have = append(have, p)
		}
	}
	list := []Impl{{"generic", nil}}
	if len(have) > 0 {
		list = append(list, Impl{"asm", have})
	}
	if len(have) > 1 {
		for _, p := range have {
			list = append(list, Impl{p, []string{p}})
		}
	}
	return list
}

// AllImpls returns every impl of this machine: generic, all paths, and each
// path alone.
func AllImpls() []Impl { return Impls(kernel.Paths.On()...) }

// RunImpls runs f as a sub-benchmark impl=NAME for each impl.
func RunImpls(b *testing.B, list []Impl, f func(b *testing.B)) {
	for _, im := range list {
		b.Run("impl="+im.Name, func(b *testing.B) {
			defer kernel.Paths.Use(im.Paths...)()
			f(b)
		})
	}
}

// Guard fills the words around a function's output, which it must not
// change.
const Guard = 0x5a5a5a5a5a5a5a5a

// Structured returns values that exercise the edges of the half-split:
// powers of two, all-ones words, Fermat 2-powers and their halves, subfield
// boundaries, and mixtures of small and large halves.
func Structured() []uint64 {
	vs := []uint64{0, 1, 2, 3, ^uint64(0), 1<<63 | 1}
	for i := range 64 {
		vs = append(vs, 1<<i, 1<<i-1, ^(uint64(1) << i))
	}
	for _, w := range []uint{8, 16, 32} {
		vs = append(vs, (1<<w-1)<<w, 1<<(w-1)<<w, 1<<w|1<<(w-1), 0x5555555555555555>>(64-2*w))
	}
	vs = append(vs, 0x5555555555555555, 0xaaaaaaaaaaaaaaaa, 0x00000000ffffffff, 0xffffffff00000000,
		0x0000ffff0000ffff, 0xffff0000ffff0000, 0x8000000080000000,
		1<<32+6) // nimber.Primitive
	return vs
}

// RandomWords returns n words of random widths: a quarter of them shifted
// right by a random amount, so that subfield values occur often.
func RandomWords(r *rand.Rand, n int) []uint64 {
	v := make([]uint64, n)
	for i := range v {
		v[i] = r.Uint64() >> (r.IntN(4) / 3 * r.IntN(64))
	}
	return v
}

// FirstDiff returns the first index at which a and b differ, or -1.
func FirstDiff(a, b []uint64) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// BatchLengths are all lengths up to 130 and some around larger block and
// threshold sizes.
func BatchLengths() []int {
	var ns []int
	for n := range 131 {
		ns = append(ns, n)
	}
	ns = append(ns, 255, 256, 257, 1023, 1024, 1025)
	if !testing.Short() {
		ns = append(ns, 4095, 4096, 4097)
	}
	return ns
}

// A BatchOp is a batch function and its meaning word by word.
type BatchOp struct {
	Name string
	Run  func(dst, x, y []uint64, c uint64)
	Want func(old, x, y, c uint64) uint64
}

// A BatchCase is one call of a batch function and its expected results:
// Want with dst holding Old, WantX with dst aliasing X.
type BatchCase struct {
	N, Off                 int
	C                      uint64
	Old, X, Y, Want, WantX []uint64
}

// CheckBatch runs op into a buffer with guard words around dst, starting
// Off words into it, and with dst aliasing X, then (for "MulSlice") Y.
func CheckBatch(t testing.TB, op BatchOp, impl string, bc *BatchCase) {
	t.Helper()
	n, off := bc.N, bc.Off
	buf := make([]uint64, off+n+9)
	for i := range buf {
		buf[i] = Guard
	}
	dst := buf[off+1 : off+1+n]
	copy(dst, bc.Old)
	op.Run(dst, bc.X, bc.Y, bc.C)
	for i := range buf {
		if (i <= off || i > off+n) && buf[i] != Guard {
			t.Fatalf("%s, impl=%s, n=%d, offset %d: word %d outside dst changed to %#x",
				op.Name, impl, n, off, i-off-1, buf[i])
		}
	}
	if i := FirstDiff(dst, bc.Want); i >= 0 {
		t.Fatalf("%s(c=%#x), impl=%s, n=%d, offset %d: dst[%d] = %#x, want %#x (x %#x, y %#x, old %#x)",
			op.Name, bc.C, impl, n, off, i, dst[i], bc.Want[i], bc.X[i], bc.Y[i], bc.Old[i])
	}
	aliased := slices.Clone(bc.X)
	op.Run(aliased, aliased, bc.Y, bc.C)
	if i := FirstDiff(aliased, bc.WantX); i >= 0 {
		t.Fatalf("%s(c=%#x) with dst == x, impl=%s, n=%d: dst[%d] = %#x, want %#x",
			op.Name, bc.C, impl, n, i, aliased[i], bc.WantX[i])
	}
	if op.Name == "MulSlice" {
		aliased := slices.Clone(bc.Y)
		op.Run(aliased, bc.X, aliased, bc.C)
		if i := FirstDiff(aliased, bc.Want); i >= 0 {
			t.Fatalf("MulSlice with dst == y, impl=%s, n=%d: dst[%d] = %#x, want %#x",
				impl, n, i, aliased[i], bc.Want[i])
		}
	}
}
