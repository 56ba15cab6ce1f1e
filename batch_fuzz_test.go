package nimber_test

import (
	"encoding/binary"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
)

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
			restore := nimber.UsePaths()
			want := slices.Clone(y)
			op.run(want, x, y, c)
			restore()
			got := slices.Clone(y)
			op.run(got, x, y, c)
			if i := firstDiff(got, want); i >= 0 {
				t.Fatalf("%s on paths %v, c = %#x: dst[%d] = %#x, generic code gives %#x\nx = %#v\ny = %#v",
					op.name, nimber.Paths(), c, i, got[i], want[i], x, y)
			}
		}
	})
}

// FuzzMulPaths compares Mul(x, y) and Pow(x, y) on the assembly paths with
// the generic code.
func FuzzMulPaths(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64) {
		restore := nimber.UsePaths()
		mul, pow := nimber.Mul(x, y), nimber.Pow(x, y)
		restore()
		if got := nimber.Mul(x, y); got != mul {
			t.Errorf("Mul(%#x, %#x) = %#x on paths %v, generic code gives %#x", x, y, got, nimber.Paths(), mul)
		}
		if got := nimber.Pow(x, y); got != pow {
			t.Errorf("Pow(%#x, %#x) = %#x on paths %v, generic code gives %#x", x, y, got, nimber.Paths(), pow)
		}
	})
}
