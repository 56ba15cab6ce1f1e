// Package par runs the large computations of nimber on several cores:
// fork-join calls that return only when every goroutine they started has
// returned, and that start none when GOMAXPROCS is 1 or the work is small.
//
// Callers split work into parts that write disjoint memory and combine
// nothing across parts but by exclusive or in a fixed order, so a result is
// the same, bit for bit, whatever the number of cores. A panic in a part
// is raised again in the caller's goroutine once all parts have returned.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// A Mode selects when callers run in parallel; tests set it with SetMode.
type Mode int32

const (
	Auto     Mode = iota // in parallel above each caller's threshold, when GOMAXPROCS > 1
	Serial               // never in parallel: no goroutine started
	Parallel             // in parallel whenever the work can be split, whatever its size and GOMAXPROCS
)

var (
	mode    atomic.Int32
	started atomic.Int64 // goroutines started by Do and Run
)

// SetMode sets the mode until the returned function restores the previous
// one. It is meant for tests, which force each path to compare them.
func SetMode(m Mode) (restore func()) {
	saved := mode.Swap(int32(m))
	return func() { mode.Store(saved) }
}

// Started returns the number of goroutines that Do and Run have started
// since the program began, for tests that check that none is started.
func Started() int64 { return started.Load() }

// Procs returns the number of parts worth running at once: GOMAXPROCS in
// mode Auto, 1 in mode Serial, and at least 2 in mode Parallel.
func Procs() int {
	switch Mode(mode.Load()) {
	case Serial:
		return 1
	case Parallel:
		return max(runtime.GOMAXPROCS(0), 2)
	}
	return runtime.GOMAXPROCS(0)
}

// Worth reports whether work of the given size, at least min, is worth
// splitting: in mode Auto when size >= min and GOMAXPROCS > 1, always in
// mode Parallel, never in mode Serial. Callers test it before they build
// the closures of Run, which cost an allocation on the sequential path.
func Worth(size, min int) bool {
	switch Mode(mode.Load()) {
	case Serial:
		return false
	case Parallel:
		return true
	}
	return size >= min && runtime.GOMAXPROCS(0) > 1
}

// Do calls f(lo, hi) for consecutive ranges [lo, hi) that cover [0, n)
// exactly once, each of at least grain elements when n >= grain, in
// parallel on up to Procs() of them, and returns when all calls have
// returned. With one range (n < 2*grain in mode Auto, or Procs() == 1) it
// calls f(0, n) in the caller's goroutine and starts none; n <= 0 calls
// nothing.
func Do(n, grain int, f func(lo, hi int)) { DoMax(Procs(), n, grain, f) }

// DoMax is Do on up to limit ranges in place of Procs(), for callers whose
// user sets the number of goroutines; it starts at most limit-1, and in
// mode Serial none.
func DoMax(limit, n, grain int, f func(lo, hi int)) {
	if n <= 0 {
		return
	}
	parts := limit
	switch Mode(mode.Load()) {
	case Serial:
		parts = 1
	case Auto:
		parts = min(parts, n/max(grain, 1))
	}
	parts = min(parts, n)
	if parts <= 1 {
		f(0, n)
		return
	}
	var g group
	for p := range parts - 1 {
		lo, hi := n*p/parts, n*(p+1)/parts
		g.start(func() { f(lo, hi) })
	}
	g.run(func() { f(n*(parts-1)/parts, n) })
	g.wait()
}

// Share is DoMax with up to chunksPer ranges for each of its up to limit
// goroutines in place of one, each of at least grain elements when n >=
// grain: each goroutine takes the next range not yet taken as it finishes
// the last, so that a core that runs faster than the others does more of
// them. It suits work whose cost is the same per element in ranges of any
// length, as passes over arrays; not products whose every call repacks an
// operand.
func Share(limit, n, grain int, f func(lo, hi int)) {
	if n <= 0 {
		return
	}
	parts, chunks := limit, limit*chunksPer
	switch Mode(mode.Load()) {
	case Serial:
		parts = 1
	case Auto:
		parts = min(parts, n/max(grain, 1))
		chunks = min(chunks, n/max(grain, 1))
	}
	parts, chunks = min(parts, n), min(chunks, n)
	if parts <= 1 {
		f(0, n)
		return
	}
	var taken atomic.Int64
	work := func() {
		for c := int(taken.Add(1)) - 1; c < chunks; c = int(taken.Add(1)) - 1 {
			f(n*c/chunks, n*(c+1)/chunks)
		}
	}
	var g group
	for range parts - 1 {
		g.start(work)
	}
	g.run(work)
	g.wait()
}

// chunksPer is the number of ranges a goroutine of Share. The two virtual
// cores of the machine the thresholds were measured on ran poly's
// conversions and transforms at speeds 1.5 apart (docs/speed.md, "Two
// cores"): with one range a goroutine, the faster waits a third of the time
// for the slower.
const chunksPer = 4

// Run calls each of fs, concurrently when parallel is set and Procs() > 1
// (the last in the caller's goroutine), one after another in order
// otherwise, and returns when all have returned.
func Run(parallel bool, fs ...func()) {
	if !parallel || Procs() == 1 || len(fs) < 2 {
		for _, f := range fs {
			f()
		}
		return
	}
	var g group
	for _, f := range fs[:len(fs)-1] {
		g.start(f)
	}
	g.run(fs[len(fs)-1])
	g.wait()
}

// A group waits for the goroutines it starts and keeps the first panic
// among them and the caller's part.
type group struct {
	wg    sync.WaitGroup
	once  sync.Once
	value any
	err   bool
}

func (g *group) start(f func()) {
	started.Add(1)
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		g.run(f)
	}()
}

// run calls f, recording its panic if it panics.
func (g *group) run(f func()) {
	defer func() {
		if v := recover(); v != nil {
			g.once.Do(func() { g.value, g.err = v, true })
		}
	}()
	f()
}

// wait waits for the goroutines and raises the panic recorded, if any.
func (g *group) wait() {
	g.wg.Wait()
	if g.err {
		panic(g.value)
	}
}
