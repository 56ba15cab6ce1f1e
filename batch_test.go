package nimber_test

import (
	"encoding/binary"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

var batchOps = []kerneltest.BatchOp{
	{Name: "MulSlice", Run: func(dst, x, y []uint64, _ uint64) { nimber.MulSlice(dst, x, y) },
		Want: func(_, x, y, _ uint64) uint64 { return ref.Mul(x, y) }},
	{Name: "MulScalar", Run: func(dst, x, _ []uint64, c uint64) { nimber.MulScalar(dst, x, c) },
		Want: func(_, x, _, c uint64) uint64 { return ref.Mul(c, x) }},
	{Name: "AddMulScalar", Run: func(dst, x, _ []uint64, c uint64) { nimber.AddMulScalar(dst, x, c) },
		Want: func(old, x, _, c uint64) uint64 { return old ^ ref.Mul(c, x) }},
}

// TestBatch checks each batch function on every path, for every length of
// batchLengths, for start offsets across a 64-byte line, with kerneltest.Guard words
// around dst and with dst aliasing x and y, against internal/ref.
func TestBatch(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	offsets := []int{0, 1, 2, 3, 4, 5, 6, 7}
	if testing.Short() {
		offsets = []int{0, 3}
	}
	cs := []uint64{0, 1, 2, 3, 1 << 63, ^uint64(0), nimber.Primitive}
	for _, op := range batchOps {
		for _, n := range kerneltest.BatchLengths() {
			for _, off := range offsets {
				bc := kerneltest.BatchCase{N: n, Off: off, C: cs[(n+off)%len(cs)]}
				if n%2 == 1 {
					bc.C = r.Uint64()
				}
				bc.Old, bc.X, bc.Y = kerneltest.RandomWords(r, n), kerneltest.RandomWords(r, n), kerneltest.RandomWords(r, n)
				bc.Want, bc.WantX = make([]uint64, n), make([]uint64, n)
				for i := range n {
					bc.Want[i] = op.Want(bc.Old[i], bc.X[i], bc.Y[i], bc.C)
					bc.WantX[i] = op.Want(bc.X[i], bc.X[i], bc.Y[i], bc.C)
				}
				checkBatchImpls(t, op, &bc)
			}
		}
	}
}

// checkBatchImpls runs checkBatch on every impl of this machine, each on
// its paths, which it restores even when the check fails: a failure must
// not leave the tests after it on the wrong paths.
func checkBatchImpls(t testing.TB, op kerneltest.BatchOp, bc *kerneltest.BatchCase) {
	t.Helper()
	for _, im := range kerneltest.AllImpls() {
		func() {
			defer kernel.Paths.Use(im.Paths...)()
			kerneltest.CheckBatch(t, op, im.Name, bc)
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
	want := kernel.Paths.On()
	if len(kerneltest.AllImpls()) < 2 {
		t.Skip("the generic code is the only impl here")
	}
	bc := kerneltest.BatchCase{N: 3, Old: make([]uint64, 3), X: []uint64{1, 2, 3}, Y: []uint64{4, 5, 6},
		Want: []uint64{1, 1, 1}, WantX: make([]uint64, 3)} // wrong: the check fails
	f := &fatalRecorder{TB: t}
	done := make(chan bool)
	go func() {
		defer close(done)
		checkBatchImpls(f, batchOps[0], &bc)
	}()
	<-done
	if got := kernel.Paths.On(); !f.failed || !slices.Equal(got, want) {
		t.Errorf("after a failed check (failed: %v), the paths are %v, want %v", f.failed, got, want)
	}
}

// TestBatchPanics checks that the batch functions reject slices of
// different lengths with a panic naming them, before writing anything.
func TestBatchPanics(t *testing.T) {
	for _, op := range batchOps {
		for _, lens := range [][3]int{{1, 2, 2}, {2, 1, 2}, {2, 2, 1}, {0, 1, 1}, {64, 63, 64}} {
			if op.Name != "MulSlice" && lens[1] == lens[0] {
				continue // the scalar functions have no y
			}
			dst := make([]uint64, lens[0])
			for i := range dst {
				dst[i] = kerneltest.Guard
			}
			x := make([]uint64, lens[1])
			y := make([]uint64, lens[2])
			checkPanic(t, op.Name, func() { op.Run(dst, x, y, 3) })
			for i, v := range dst {
				if v != kerneltest.Guard {
					t.Errorf("%s with lengths %v wrote dst[%d] before panicking", op.Name, lens, i)
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
				defer kernel.Paths.Use()()
				op.Run(want, x, y, c)
			}()
			got := slices.Clone(y)
			op.Run(got, x, y, c)
			if i := kerneltest.FirstDiff(got, want); i >= 0 {
				t.Fatalf("%s on paths %v, c = %#x: dst[%d] = %#x, generic code gives %#x\nx = %#v\ny = %#v",
					op.Name, kernel.Paths.On(), c, i, got[i], want[i], x, y)
			}
		}
	})
}
