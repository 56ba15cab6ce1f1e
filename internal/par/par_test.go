package par_test

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nimberdev/nimber/internal/par"
)

// TestDoCovers checks that Do and Share cover [0, n) exactly once with
// ranges of at least grain elements, in every mode, for n and grain around
// each other.
func TestDoCovers(t *testing.T) {
	share := func(n, grain int, f func(lo, hi int)) { par.Share(par.Procs(), n, grain, f) }
	for _, m := range []par.Mode{par.Auto, par.Serial, par.Parallel} {
		restore := par.SetMode(m)
		for n := 0; n <= 40; n++ {
			for _, grain := range []int{0, 1, 2, 3, 7, 16, 41} {
				for name, do := range map[string]func(int, int, func(int, int)){"Do": par.Do, "Share": share} {
					hits := make([]atomic.Int32, n)
					var short atomic.Bool
					do(n, grain, func(lo, hi int) {
						if hi-lo < grain && m != par.Parallel && n >= grain {
							short.Store(true)
						}
						for i := lo; i < hi; i++ {
							hits[i].Add(1)
						}
					})
					for i := range hits {
						if c := hits[i].Load(); c != 1 {
							t.Fatalf("mode %d, %s(%d, %d): index %d covered %d times", m, name, n, grain, i, c)
						}
					}
					if short.Load() {
						t.Errorf("mode %d, %s(%d, %d): a range shorter than the grain", m, name, n, grain)
					}
				}
			}
		}
		restore()
	}
}

// TestRunOrder checks that Run calls every function once, and in order
// when not parallel.
func TestRunOrder(t *testing.T) {
	for _, parallel := range []bool{false, true} {
		var order []int
		var count atomic.Int32
		fs := make([]func(), 5)
		for i := range fs {
			fs[i] = func() {
				count.Add(1)
				if !parallel {
					order = append(order, i)
				}
			}
		}
		par.Run(parallel, fs...)
		if count.Load() != 5 {
			t.Errorf("Run(%v) called %d functions of 5", parallel, count.Load())
		}
		if !parallel && fmt.Sprint(order) != "[0 1 2 3 4]" {
			t.Errorf("Run(false) called them in the order %v", order)
		}
	}
}

// TestSerialStartsNothing checks, by the counter of started goroutines,
// that GOMAXPROCS=1 and mode Serial start none, and that the other cases
// do start some (so that the check can fail).
func TestSerialStartsNothing(t *testing.T) {
	work := func() {
		par.Do(1000, 1, func(lo, hi int) {})
		par.Run(true, func() {}, func() {})
	}
	count := func() int64 {
		s := par.Started()
		work()
		return par.Started() - s
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	if n := count(); n != 0 {
		t.Errorf("GOMAXPROCS=1: %d goroutines started", n)
	}
	runtime.GOMAXPROCS(2)
	if n := count(); n != 2 {
		t.Errorf("GOMAXPROCS=2: %d goroutines started, want 2", n)
	}
	restore := par.SetMode(par.Serial)
	if n := count(); n != 0 {
		t.Errorf("mode Serial: %d goroutines started", n)
	}
	restore()
	runtime.GOMAXPROCS(1)
	defer par.SetMode(par.Parallel)()
	if n := count(); n != 2 {
		t.Errorf("mode Parallel, GOMAXPROCS=1: %d goroutines started, want 2", n)
	}
}

// TestPanic checks that a panic in any part reaches the caller after all
// parts have returned.
func TestPanic(t *testing.T) {
	defer par.SetMode(par.Parallel)()
	for victim := range 3 {
		var done atomic.Int32
		func() {
			defer func() {
				if v := recover(); v != fmt.Sprint("part ", victim) {
					t.Errorf("recovered %v, want the panic of part %d", v, victim)
				}
				if done.Load() != 2 {
					t.Errorf("panic raised with %d other parts done, want 2", done.Load())
				}
			}()
			fs := make([]func(), 3)
			for i := range fs {
				fs[i] = func() {
					if i == victim {
						panic(fmt.Sprint("part ", i))
					}
					done.Add(1)
				}
			}
			par.Run(true, fs...)
		}()
	}
}

// TestDoMaxParts checks that DoMax covers its range exactly once in at
// most limit parts, one in mode Serial, starting one goroutine fewer.
func TestDoMaxParts(t *testing.T) {
	for _, m := range []par.Mode{par.Auto, par.Serial, par.Parallel} {
		restore := par.SetMode(m)
		for _, limit := range []int{-1, 0, 1, 2, 3, 5} {
			for _, n := range []int{0, 1, 4, 37, 1000} {
				hits := make([]atomic.Int32, n)
				var parts atomic.Int32
				before := par.Started()
				par.DoMax(limit, n, 4, func(lo, hi int) {
					parts.Add(1)
					for i := lo; i < hi; i++ {
						hits[i].Add(1)
					}
				})
				for i := range hits {
					if c := hits[i].Load(); c != 1 {
						t.Fatalf("mode %d, DoMax(%d, %d, 4): index %d covered %d times", m, limit, n, i, c)
					}
				}
				p, started := int(parts.Load()), par.Started()-before
				if n > 0 && (p > max(limit, 1) || m == par.Serial && p != 1 || started != int64(p-1)) {
					t.Errorf("mode %d, DoMax(%d, %d, 4): %d parts, %d goroutines", m, limit, n, p, started)
				}
				if m == par.Parallel && limit > 1 && n >= limit && p != limit {
					t.Errorf("mode Parallel, DoMax(%d, %d, 4): %d parts, want %d", limit, n, p, limit)
				}
			}
		}
		restore()
	}
}

// TestShareRanges checks that Share covers its range exactly once in up to
// ChunksPer ranges for each of at most limit goroutines, one range in mode
// Serial, starting one goroutine fewer.
func TestShareRanges(t *testing.T) {
	for _, m := range []par.Mode{par.Auto, par.Serial, par.Parallel} {
		restore := par.SetMode(m)
		for _, limit := range []int{-1, 0, 1, 2, 3, 5} {
			for _, n := range []int{0, 1, 4, 37, 1000} {
				hits := make([]atomic.Int32, n)
				var ranges atomic.Int32
				before := par.Started()
				par.Share(limit, n, 4, func(lo, hi int) {
					ranges.Add(1)
					for i := lo; i < hi; i++ {
						hits[i].Add(1)
					}
				})
				for i := range hits {
					if c := hits[i].Load(); c != 1 {
						t.Fatalf("mode %d, Share(%d, %d, 4): index %d covered %d times", m, limit, n, i, c)
					}
				}
				r, started := int(ranges.Load()), int(par.Started()-before)
				if n > 0 && (started > max(limit, 1)-1 || r > max(limit, 1)*par.ChunksPer || r < started+1 ||
					m == par.Serial && r != 1) {
					t.Errorf("mode %d, Share(%d, %d, 4): %d ranges, %d goroutines", m, limit, n, r, started)
				}
				if m == par.Parallel && limit > 1 && n >= limit*par.ChunksPer && (r != limit*par.ChunksPer || started != limit-1) {
					t.Errorf("mode Parallel, Share(%d, %d, 4): %d ranges, %d goroutines, want %d and %d",
						limit, n, r, started, limit*par.ChunksPer, limit-1)
				}
			}
		}
		restore()
	}
}

// TestShareTakesInTurn checks that the ranges of Share go to the goroutines as they
// become free: while the first range is held up, the other goroutine
// takes all the others.
func TestShareTakesInTurn(t *testing.T) {
	defer par.SetMode(par.Parallel)()
	const n = 1000
	var rest atomic.Int32 // the elements covered outside the first range
	par.Share(2, n, 1, func(lo, hi int) {
		if lo != 0 {
			rest.Add(int32(hi - lo))
			return
		}
		for deadline := time.Now().Add(5 * time.Second); rest.Load() != int32(n-hi); time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Errorf("the first range [0, %d) held up: %d elements of the others covered, want %d", hi, rest.Load(), n-hi)
				return
			}
		}
	})
}
