package nimber_test

import (
	"encoding/binary"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

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
				checkBatchImpls(t, op, &bc)
			}
		}
	}
}

// checkBatchImpls runs checkBatch on every impl of this machine, each on
// its paths, which it restores even when the check fails: a failure must
// not leave the tests after it on the wrong paths.
func checkBatchImpls(t testing.TB, op batchOp, bc *batchCase) {
	t.Helper()
	for _, im := range allImpls() {
		func() {
			defer nimber.UsePaths(im.paths...)()
			checkBatch(t, op, im.name, bc)
		}()
	}
}

// A fatalRecorder is a testing.TB whose Fatalf ends the goroutine, as a
// test's does, and records that it was called.
type fatalRecorder struct {
	testing.TB
	failed bool
}

func (f *fatalRecorder) Helper() {}

func (f *fatalRecorder) Fatalf(format string, args ...any) {
	f.failed = true
	runtime.Goexit()
}

// TestBatchFailureRestoresPaths checks that a batch check that fails on an
// impl leaves the paths of the machine as they were.
func TestBatchFailureRestoresPaths(t *testing.T) {
	want := nimber.Paths()
	if len(allImpls()) < 2 {
		t.Skip("the generic code is the only impl here")
	}
	bc := batchCase{n: 3, old: make([]uint64, 3), x: []uint64{1, 2, 3}, y: []uint64{4, 5, 6},
		want: []uint64{1, 1, 1}, wantX: make([]uint64, 3)} // wrong: the check fails
	f := &fatalRecorder{TB: t}
	done := make(chan bool)
	go func() {
		defer close(done)
		checkBatchImpls(f, batchOps[0], &bc)
	}()
	<-done
	if got := nimber.Paths(); !f.failed || !slices.Equal(got, want) {
		t.Errorf("after a failed check (failed: %v), the paths are %v, want %v", f.failed, got, want)
	}
}

// checkBatch runs op into a buffer with guard words around dst, starting off
// words into it, and with dst aliasing x, then y.
func checkBatch(t testing.TB, op batchOp, impl string, bc *batchCase) {
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
// different lengths with a panic naming them, before writing anything.
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
			checkPanic(t, op.name, func() { op.run(dst, x, y, 3) })
			for i, v := range dst {
				if v != guard {
					t.Errorf("%s with lengths %v wrote dst[%d] before panicking", op.name, lens, i)
				}
			}
		}
	}
}

// FuzzBatchPaths compares each batch function on the assembly paths with
// the generic code, on words cut from the fuzzer's bytes. Its failures print
// the operands as Go literals, ready for a test.
func FuzzBatchPaths(f *testing.F) {
	f.Add([]byte{}, uint64(3))
	f.Add(make([]byte, 8*17), uint64(1)<<63)
	seed := make([]byte, 8*2*45)
	for i := range seed {
		seed[i] = byte(i*37 + i>>3)
	}
	f.Add(seed, nimber.Primitive)
	f.Fuzz(func(t *testing.T, data []byte, c uint64) {
		n := len(data) / 16
		x := make([]uint64, n)
		y := make([]uint64, n)
		for i := range n {
			x[i] = binary.LittleEndian.Uint64(data[16*i:])
			y[i] = binary.LittleEndian.Uint64(data[16*i+8:])
		}
		for _, op := range batchOps {
			want := slices.Clone(y)
			func() {
				defer nimber.UsePaths()()
				op.run(want, x, y, c)
			}()
			got := slices.Clone(y)
			op.run(got, x, y, c)
			if i := firstDiff(got, want); i >= 0 {
				t.Fatalf("%s on paths %v, c = %#x: dst[%d] = %#x, generic code gives %#x\nx = %#v\ny = %#v",
					op.name, nimber.Paths(), c, i, got[i], want[i], x, y)
			}
		}
	})
}
