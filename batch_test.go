package nimber_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// allImpls returns every impl of this machine: generic, all paths, and each
// path alone.
func allImpls() []impl { return impls(nimber.Paths()...) }

// TestPolyBasis checks the generated basis change: polyRoot is a root of
// m = x^64 + x^4 + x^3 + x + 1 outside F_(2^32), so its minimal polynomial
// has degree 64 and divides m, hence is m; m is irreducible and x -> polyRoot
// is an isomorphism GF(2)[x]/(m) -> F_(2^64). FromPoly must be that map and
// ToPoly its inverse. Everything is computed with internal/ref.
func TestPolyBasis(t *testing.T) {
	a := nimber.PolyRoot
	if a < 1<<32 {
		t.Fatalf("PolyRoot = %#x lies in F_(2^32)", a)
	}
	pow := uint64(1) // a^s
	var a4 uint64
	for s := range 64 {
		if s == 4 {
			a4 = pow
		}
		if got := nimber.FromPoly(1 << s); got != pow {
			t.Fatalf("FromPoly(x^%d) = %#x, want PolyRoot^%d = %#x", s, got, s, pow)
		}
		if got := nimber.ToPoly(pow); got != 1<<s {
			t.Fatalf("ToPoly(PolyRoot^%d) = %#x, want x^%d", s, got, s)
		}
		pow = ref.Mul(pow, a)
	}
	a2 := ref.Mul(a, a)
	if m := pow ^ a4 ^ ref.Mul(a2, a) ^ a ^ 1; m != 0 {
		t.Fatalf("m(PolyRoot) = %#x, want 0", m)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 1000 {
		v := r.Uint64()
		if got := nimber.FromPoly(nimber.ToPoly(v)); got != v {
			t.Fatalf("FromPoly(ToPoly(%#x)) = %#x", v, got)
		}
	}
}

// TestMulPaths checks Mul on every path: all products of two powers of two
// (which settle any bilinear map) and structured and random pairs, against
// internal/ref.
func TestMulPaths(t *testing.T) {
	ps := pairs(scale(20000, 10))
	for i := range 64 {
		for j := range 64 {
			ps = append(ps, [2]uint64{1 << i, 1 << j})
		}
	}
	want := make([]uint64, len(ps))
	for k, p := range ps {
		want[k] = ref.Mul(p[0], p[1])
	}
	for _, im := range allImpls() {
		t.Run(im.name, func(t *testing.T) {
			defer nimber.UsePaths(im.paths...)()
			for k, p := range ps {
				if got := nimber.Mul(p[0], p[1]); got != want[k] {
					t.Fatalf("Mul(%#x, %#x) = %#x, reference gives %#x", p[0], p[1], got, want[k])
				}
			}
		})
	}
}

// TestPowPaths checks Pow on every path against internal/ref: exponents at
// the edges (0, 1, 2, 2^63, 2^64-2 for the inverse, 2^64-1) and random ones
// of every length, on structured and random bases.
func TestPowPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	exps := []uint64{0, 1, 2, 3, 1 << 63, 1<<64 - 2, 1<<64 - 1}
	for range scale(200, 20) {
		exps = append(exps, r.Uint64()>>r.IntN(64))
	}
	bases := append(structured(), 0, 1, nimber.Primitive, r.Uint64())
	want := make([]uint64, 0, len(bases)*len(exps))
	for _, x := range bases {
		for _, e := range exps {
			want = append(want, ref.Pow(x, e))
		}
	}
	for _, im := range allImpls() {
		t.Run(im.name, func(t *testing.T) {
			defer nimber.UsePaths(im.paths...)()
			k := 0
			for _, x := range bases {
				for _, e := range exps {
					if got := nimber.Pow(x, e); got != want[k] {
						t.Fatalf("Pow(%#x, %#x) = %#x, reference gives %#x", x, e, got, want[k])
					}
					k++
				}
			}
		})
	}
}

// batchLengths are all lengths up to 130 and some around larger block and
// threshold sizes.
func batchLengths() []int {
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

const guard = 0x5a5a5a5a5a5a5a5a

// A batchOp is one of the batch functions and its meaning word by word.
type batchOp struct {
	name string
	run  func(dst, x, y []uint64, c uint64)
	want func(old, x, y, c uint64) uint64
}

var batchOps = []batchOp{
	{"MulSlice", func(dst, x, y []uint64, _ uint64) { nimber.MulSlice(dst, x, y) },
		func(_, x, y, _ uint64) uint64 { return ref.Mul(x, y) }},
	{"MulScalar", func(dst, x, _ []uint64, c uint64) { nimber.MulScalar(dst, x, c) },
		func(_, x, _, c uint64) uint64 { return ref.Mul(c, x) }},
	{"AddMulScalar", func(dst, x, _ []uint64, c uint64) { nimber.AddMulScalar(dst, x, c) },
		func(old, x, _, c uint64) uint64 { return old ^ ref.Mul(c, x) }},
}

// randomWords returns n words of random widths, as pairs does.
func randomWords(r *rand.Rand, n int) []uint64 {
	v := make([]uint64, n)
	for i := range v {
		v[i] = r.Uint64() >> (r.IntN(4) / 3 * r.IntN(64))
	}
	return v
}

// A batchCase is one call of a batch function and its expected results:
// want with dst holding old, wantX with dst aliasing x.
type batchCase struct {
	n, off                 int
	c                      uint64
	old, x, y, want, wantX []uint64
}

// TestBatch checks each batch function on every path, for every length of
// batchLengths, for start offsets across a 64-byte line, with guard words
// around dst and with dst aliasing x and y, against internal/ref.
func TestBatch(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	offsets := []int{0, 1, 2, 3, 4, 5, 6, 7}
	if testing.Short() {
		offsets = []int{0, 3}
	}
	cs := []uint64{0, 1, 2, 3, 1 << 63, ^uint64(0), nimber.Primitive}
	for _, op := range batchOps {
		for _, n := range batchLengths() {
			for _, off := range offsets {
				bc := batchCase{n: n, off: off, c: cs[(n+off)%len(cs)]}
				if n%2 == 1 {
					bc.c = r.Uint64()
				}
				bc.old, bc.x, bc.y = randomWords(r, n), randomWords(r, n), randomWords(r, n)
				bc.want, bc.wantX = make([]uint64, n), make([]uint64, n)
				for i := range n {
					bc.want[i] = op.want(bc.old[i], bc.x[i], bc.y[i], bc.c)
					bc.wantX[i] = op.want(bc.x[i], bc.x[i], bc.y[i], bc.c)
				}
				for _, im := range allImpls() {
					restore := nimber.UsePaths(im.paths...)
					checkBatch(t, op, im.name, &bc)
					restore()
				}
			}
		}
	}
}

// checkBatch runs op into a buffer with guard words around dst, starting off
// words into it, and with dst aliasing x, then y.
func checkBatch(t *testing.T, op batchOp, impl string, bc *batchCase) {
	t.Helper()
	n, off := bc.n, bc.off
	buf := make([]uint64, off+n+9)
	for i := range buf {
		buf[i] = guard
	}
	dst := buf[off+1 : off+1+n]
	copy(dst, bc.old)
	op.run(dst, bc.x, bc.y, bc.c)
	for i := range buf {
		if (i <= off || i > off+n) && buf[i] != guard {
			t.Fatalf("%s, impl=%s, n=%d, offset %d: word %d outside dst changed to %#x",
				op.name, impl, n, off, i-off-1, buf[i])
		}
	}
	if i := firstDiff(dst, bc.want); i >= 0 {
		t.Fatalf("%s(c=%#x), impl=%s, n=%d, offset %d: dst[%d] = %#x, want %#x (x %#x, y %#x, old %#x)",
			op.name, bc.c, impl, n, off, i, dst[i], bc.want[i], bc.x[i], bc.y[i], bc.old[i])
	}
	aliased := slices.Clone(bc.x)
	op.run(aliased, aliased, bc.y, bc.c)
	if i := firstDiff(aliased, bc.wantX); i >= 0 {
		t.Fatalf("%s(c=%#x) with dst == x, impl=%s, n=%d: dst[%d] = %#x, want %#x",
			op.name, bc.c, impl, n, i, aliased[i], bc.wantX[i])
	}
	if op.name == "MulSlice" {
		aliased := slices.Clone(bc.y)
		op.run(aliased, bc.x, aliased, bc.c)
		if i := firstDiff(aliased, bc.want); i >= 0 {
			t.Fatalf("MulSlice with dst == y, impl=%s, n=%d: dst[%d] = %#x, want %#x",
				impl, n, i, aliased[i], bc.want[i])
		}
	}
}

func firstDiff(a, b []uint64) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// TestBatchPanics checks that the batch functions reject slices of
// different lengths, before writing anything.
func TestBatchPanics(t *testing.T) {
	for _, op := range batchOps {
		for _, lens := range [][3]int{{1, 2, 2}, {2, 1, 2}, {2, 2, 1}, {0, 1, 1}, {64, 63, 64}} {
			if op.name != "MulSlice" && lens[1] == lens[0] {
				continue // the scalar functions have no y
			}
			dst := make([]uint64, lens[0])
			for i := range dst {
				dst[i] = guard
			}
			x := make([]uint64, lens[1])
			y := make([]uint64, lens[2])
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s with lengths %v did not panic", op.name, lens)
					}
				}()
				op.run(dst, x, y, 3)
			}()
			for i, v := range dst {
				if v != guard {
					t.Errorf("%s with lengths %v wrote dst[%d] before panicking", op.name, lens, i)
				}
			}
		}
	}
}

func ExampleMulScalar() {
	x := []uint64{1, 2, 3, 4}
	dst := make([]uint64, len(x))
	nimber.MulScalar(dst, x, 2)
	fmt.Println(dst)
	// Output:
	// [2 3 1 8]
}

func ExampleAddMulScalar() {
	// Row reduction: subtract (which is add) 3 times row a from row b, so
	// that b[0] becomes 0. In the nimbers 3*1 = 3, 3*2 = 1 and
	// 3*5 = (2+1)(4+1) = 8+2+4+1 = 15, and 7+15 = 8.
	a := []uint64{1, 2, 5}
	b := []uint64{3, 1, 7}
	nimber.AddMulScalar(b, a, b[0])
	fmt.Println(b)
	// Output:
	// [0 0 8]
}

func ExampleMulSlice() {
	x := []uint64{2, 3, 16, 1 << 32}
	y := []uint64{2, 3, 16, 1 << 32}
	nimber.MulSlice(x, x, y) // squares, in place
	fmt.Println(x)
	// Output:
	// [3 2 24 6442450944]
}
