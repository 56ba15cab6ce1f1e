package nimber_test

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/par"
)

// inMode returns f() computed in the mode m of package par.
func inMode(m par.Mode, f func() *nimber.Big) *nimber.Big {
	defer par.SetMode(m)()
	return f()
}

// TestBigParallel compares Mul and Square run on several cores (modes Auto
// and Parallel, the latter at the smaller widths) with the sequential path (mode Serial), which the other
// tests check against the slow reference, at widths around the thresholds:
// operands of the full width, one in the half field (two products rather
// than three), and one in a small subfield.
func TestBigParallel(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 7))
	words := []int{nimber.BigParMin / 2, nimber.BigParMin, 2 * nimber.BigParMin}
	if !testing.Short() {
		words = append(words, nimber.BigSquareParMin, 2*nimber.BigSquareParMin)
	}
	for _, w := range words {
		bits := 64 * w
		x := bigOperand(r, bits)
		for _, y := range []*nimber.Big{bigOperand(r, bits), bigOperand(r, bits/2), bigOperand(r, 100)} {
			ops := map[string]func() *nimber.Big{
				"Mul":    func() *nimber.Big { return new(nimber.Big).Mul(x, y) },
				"Square": func() *nimber.Big { return new(nimber.Big).Square(y) },
			}
			for name, f := range ops {
				want := inMode(par.Serial, f)
				modes := []par.Mode{par.Auto, par.Parallel}
				if w > nimber.BigParMin {
					modes = modes[:1] // Parallel splits down to 4 words: too many goroutines
				}
				for _, m := range modes {
					if got := inMode(m, f); got.Cmp(want) != 0 {
						t.Errorf("%s of %d and %d bits: mode %d differs from the sequential result", name, x.BitLen(), y.BitLen(), m)
					}
				}
			}
		}
	}
}

// TestBigOneProcStartsNoGoroutine checks, by the count of goroutines that
// package par starts, that with GOMAXPROCS=1 wide products and squares
// start none, and that with 2 they do (so that the check can fail).
func TestBigOneProcStartsNoGoroutine(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 8))
	x, y := bigOperand(r, 64*nimber.BigSquareParMin), bigOperand(r, 64*nimber.BigSquareParMin)
	work := func() int64 {
		s := par.Started()
		new(nimber.Big).Mul(x, y)
		new(nimber.Big).Square(x)
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
