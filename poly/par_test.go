package poly_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/nimberdev/nimber/internal/par"
	"github.com/nimberdev/nimber/internal/par/partest"
	"github.com/nimberdev/nimber/poly"
)

// TestParallelTransforms compares the parallel paths of the additive FFT
// and the conversions to and from the novel basis with the sequential
// ones, at lengths around the threshold, for both kinds of kernels.
func TestParallelTransforms(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 1))
	paths(t, func(t *testing.T) {
		// Lengths of transforms split in mode Parallel, and around ParMin
		// and MapMin in mode Auto; products whose transforms have such
		// lengths, and a long operand cut into pieces.
		sizes, lens := []int{1 << 13}, [][2]int{{4096, 4097}, {9000, 300}}
		if !testing.Short() {
			sizes = append(sizes, 1<<14, poly.ParMin/2, poly.ParMin, poly.MapMin)
			lens = append(lens, [2]int{poly.ParMin / 4, poly.ParMin/4 + 1}, [2]int{poly.ParMin / 2, poly.ParMin / 2})
		}
		for _, n := range sizes {
			// p of degree below n, below n/3, and above n.
			for _, plen := range []int{n, n / 3, n + 77} {
				p := randPoly(r, plen)
				partest.SameInModes(t, fmt.Sprintf("EvalRange(len %d, %d)", plen, n), func() []uint64 {
					dst := make([]uint64, n)
					poly.EvalRangeTo(dst, p)
					return dst
				})
			}
			ys := randPoly(r, n)
			partest.SameInModes(t, fmt.Sprintf("InterpolateRange(%d)", n), func() []uint64 {
				return poly.InterpolateRange(ys)
			})
		}
		for _, l := range lens {
			a, b := randPoly(r, l[0]), randPoly(r, l[1])
			partest.SameInModes(t, fmt.Sprintf("Mul(%d, %d)", l[0], l[1]), func() []uint64 { return poly.Mul(a, b) })
		}
	})
}

// TestParallelTrees compares the parallel paths of the subproduct trees
// with the sequential ones, at numbers of points around the threshold.
func TestParallelTrees(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 2))
	sizes := []int{poly.TreeParMin - 1, poly.TreeParMin, poly.TreeParMin + 1, 2*poly.TreeParMin + 5}
	if testing.Short() {
		sizes = sizes[1:3]
	}
	for _, n := range sizes {
		xs, ys := points(r, n), randPoly(r, n)
		for _, plen := range []int{n, 100} { // one tree, and groups of points
			p := randPoly(r, plen)
			partest.SameInModes(t, fmt.Sprintf("EvalMany(len %d, %d points)", plen, n), func() []uint64 { return poly.EvalMany(p, xs) })
		}
		partest.SameInModes(t, fmt.Sprintf("Interpolate(%d points)", n), func() []uint64 {
			p, err := poly.Interpolate(xs, ys)
			if err != nil {
				t.Fatal(err)
			}
			return p
		})
		partest.SameInModes(t, fmt.Sprintf("FromRoots(%d)", n), func() []uint64 { return poly.FromRoots(xs) })
	}
}

// TestOneProcStartsNoGoroutine checks, by the count of goroutines that
// package par starts, that with GOMAXPROCS=1 the large operations start
// none, and that with 2 they do (so that the check can fail).
func TestOneProcStartsNoGoroutine(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 3))
	n := max(poly.ParMin, poly.MapMin)
	p, xs := randPoly(r, n), points(r, 2*poly.TreeParMin)
	work := func() int64 {
		s := par.Started()
		dst := make([]uint64, n)
		poly.EvalRangeTo(dst, p)
		poly.InterpolateRange(dst)
		poly.Mul(p, p[1:])
		poly.EvalMany(p[:len(xs)], xs)
		return par.Started() - s
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	if k := work(); k != 0 {
		t.Errorf("GOMAXPROCS=1: %d goroutines started", k)
	}
	runtime.GOMAXPROCS(2)
	if k := work(); k == 0 {
		t.Errorf("GOMAXPROCS=2: no goroutine started")
	}
}

// TestForks checks how many goroutines the transforms start on two cores:
// a few a call, each for a large part (each costs the wake of a core), not
// one a pass or a level of the recursion, nor one for parts with nothing
// to do (the halves of a Taylor expansion whose halves are one block each,
// blocks of two rows): EvalRange of 2^20 forked twice for those, Mul of
// 2^20 once.
func TestForks(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	r := rand.New(rand.NewPCG(25, 4))
	for _, c := range []struct {
		name string
		lg   int
		max  int64
	}{{"EvalRange", 16, 2}, {"EvalRange", 20, 14}, {"Mul", 14, 3}, {"Mul", 18, 8}, {"Mul", 20, 10}} {
		if c.lg > 16 && testing.Short() {
			continue
		}
		p := randPoly(r, 1<<c.lg)
		s := par.Started()
		if c.name == "Mul" {
			poly.Mul(p, p[1:])
		} else {
			poly.EvalRangeTo(make([]uint64, len(p)), p)
		}
		if k := par.Started() - s; k > c.max || k == 0 {
			t.Errorf("%s of 2^%d on two cores: %d goroutines, want 1 to %d", c.name, c.lg, k, c.max)
		}
	}
}
