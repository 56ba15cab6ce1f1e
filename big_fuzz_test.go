package nimber_test

import (
	"sync"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// bigFuzzBytes bounds the operands of the fuzz targets at 2048 bits, where
// the slow reference takes milliseconds.
const bigFuzzBytes = 256

func addBigSeeds(f *testing.F) {
	vs := bigStructured(2048)
	for i, x := range vs {
		f.Add(x.Bytes(), vs[(i*7+3)%len(vs)].Bytes())
	}
}

// fuzzOperands reads two nimbers of at most 2048 bits.
func fuzzOperands(a, b []byte) (x, y *nimber.Big) {
	return new(nimber.Big).SetBytes(a[:min(len(a), bigFuzzBytes)]),
		new(nimber.Big).SetBytes(b[:min(len(b), bigFuzzBytes)])
}

func FuzzBigMul(f *testing.F) {
	addBigSeeds(f)
	f.Fuzz(func(t *testing.T, a, b []byte) {
		x, y := fuzzOperands(a, b)
		if got, want := new(nimber.Big).Mul(x, y), refMul(x, y); got.Cmp(want) != 0 {
			t.Errorf("%#x * %#x = %#x, reference gives %#x", x, y, got, want)
		}
		if got, want := new(nimber.Big).Square(x), refMul(x, x); got.Cmp(want) != 0 {
			t.Errorf("Square(%#x) = %#x, reference gives %#x", x, got, want)
		}
	})
}

func FuzzBigInvSqrt(f *testing.F) {
	addBigSeeds(f)
	f.Fuzz(func(t *testing.T, a, b []byte) {
		x, y := fuzzOperands(a, b)
		checkField(t, x, y)
	})
}

// quadraticFuzzBytes bounds the coefficients of FuzzBigSolveQuadratic at
// 512 bits, where the trace by its definition takes milliseconds.
const quadraticFuzzBytes = 64

// pow2Tables holds a Fermat 2-power reference for each field of 64 to 512
// bits, built on first use.
var pow2Tables sync.Map // n -> *ref.Pow2Table

func FuzzBigSolveQuadratic(f *testing.F) {
	addBigSeeds(f)
	f.Fuzz(func(t *testing.T, a, b []byte) {
		bv := new(nimber.Big).SetBytes(a[:min(len(a), quadraticFuzzBytes)])
		cv := new(nimber.Big).SetBytes(b[:min(len(b), quadraticFuzzBytes)])
		if bv.Sign() == 0 {
			if z, ok := new(nimber.Big).SolveQuadratic(bv, cv); !ok || refMul(z, z).Cmp(cv) != 0 {
				t.Fatalf("SolveQuadratic(0, %#x) = %v, %v, not the square root", cv, z, ok)
			}
			return
		}
		n := fieldWordsOf(bv, cv)
		tab, _ := pow2Tables.LoadOrStore(n, ref.NewPow2Table(n))
		checkQuadratic(t, tab.(*ref.Pow2Table), n, bv, cv)
	})
}
