package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/nimberdev/nimber/internal/par"
	"github.com/nimberdev/nimber/internal/par/partest"
	"github.com/nimberdev/nimber/matrix"
)

// flat returns the elements of the matrices, row after row, each after
// its dimensions.
func flat(ms ...*matrix.Dense) []uint64 {
	var s []uint64
	for _, m := range ms {
		r, c := m.Dims()
		s = append(s, uint64(r), uint64(c))
		for i := range r {
			s = append(s, m.Row(i)...)
		}
	}
	return s
}

// eliminations returns every result of the eliminations of m, flattened.
func eliminations(m *matrix.Dense, rhs []uint64) []uint64 {
	r, c := m.Dims()
	rref, pivots := m.RREF()
	kernel, err := m.Kernel()
	if err != nil {
		panic(err) // the sizes of these tests are far below the limit
	}
	s := append(flat(rref, kernel), uint64(m.Rank()))
	for _, p := range pivots {
		s = append(s, uint64(p))
	}
	if x, err := m.Solve(rhs); err == nil {
		s = append(s, x...)
	}
	if r == c {
		s = append(s, m.Det())
		if inv, err := m.Inverse(); err == nil {
			s = append(s, flat(inv)...)
		}
	}
	return s
}

// TestParallelMul compares the parallel products with the sequential ones
// at sizes around the threshold, split by rows and by columns, and through
// Strassen's schedule.
func TestParallelMul(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 4))
	// 128×64×128 is ParMin products.
	shapes := [][3]int{{127, 64, 128}, {128, 64, 128}, {129, 64, 128}, {128, 64, 33}, {5, 600, 400}, {400, 600, 5}, {1, 1, 1}}
	for _, sm := range []int{1 << 30, 32} {
		defer matrix.SetStrassenMin(sm)()
		for _, s := range shapes {
			if sm < 1<<30 && max(s[0], s[1], s[2]) > 200 {
				continue // too many levels for the race detector
			}
			a, b := random(rng, s[0], s[1]), random(rng, s[1], s[2])
			partest.SameInModes(t, fmt.Sprintf("Mul %v, strassenMin %d", s, sm), func() []uint64 { return flat(matrix.Mul(a, b)) })
		}
	}
}

// TestParallelElimination compares the parallel eliminations with the
// sequential ones, on full and low rank matrices of sizes around the
// threshold and across blocks of 64 columns.
func TestParallelElimination(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 5))
	shapes := [][2]int{{65, 65}, {70, 200}, {200, 70}}
	if !testing.Short() {
		shapes = append(shapes, [2]int{64, 64}, [2]int{129, 129}, [2]int{200, 200}, [2]int{300, 300})
	}
	for _, s := range shapes {
		rhs := random(rng, s[0], 1).Col(0)
		for _, m := range []*matrix.Dense{random(rng, s[0], s[1]), lowRank(rng, s[0], s[1], min(s[0], s[1])/2)} {
			partest.SameInModes(t, fmt.Sprintf("%dx%d eliminations", s[0], s[1]), func() []uint64 { return eliminations(m, rhs) })
		}
	}
}

// TestOneProcStartsNoGoroutine checks, by the count of goroutines that
// package par starts, that with GOMAXPROCS=1 the large operations start
// none, and that with 2 they do (so that the check can fail).
func TestOneProcStartsNoGoroutine(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 6))
	// Above the threshold: Det's first update (136×64×136), the product
	// and the solve of Inverse (130×130×130, 130×130×130/2).
	m, small := random(rng, 200, 200), random(rng, 130, 130)
	work := func() int64 {
		s := par.Started()
		m.Det()
		matrix.Mul(small, small)
		if _, err := small.Inverse(); err != nil {
			t.Fatal(err)
		}
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

// TestForks checks how many goroutines the eliminations and Mul start on
// two cores: one a block of columns for the solve of its pivot rows, the
// update right of the panel and its look-ahead, those of Inverse's back
// substitution, and one for the copy of a matrix of 2^18 words or more,
// not one for each product of the block (each costs the wake of a core);
// one for all seven products of Mul at 512.
func TestForks(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	rng := rand.New(rand.NewPCG(25, 7))
	for _, c := range []struct {
		name string
		n    int
		max  int64
	}{{"Det", 256, 2}, {"Inverse", 256, 4}, {"Det", 512, 7}, {"Inverse", 512, 11}, {"Mul", 512, 1}} {
		if c.n > 256 && c.name != "Mul" && testing.Short() {
			continue
		}
		m := random(rng, c.n, c.n)
		s := par.Started()
		switch c.name {
		case "Det":
			m.Det()
		case "Mul":
			matrix.Mul(m, m)
		default:
			if _, err := m.Inverse(); err != nil {
				t.Fatal(err)
			}
		}
		k := par.Started() - s
		if k > c.max || k == 0 {
			t.Errorf("%s of %d on two cores: %d goroutines, want 1 to %d", c.name, c.n, k, c.max)
		}
	}
}
