package nimber_test

import (
	"testing"

	"github.com/nimberdev/nimber"
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
