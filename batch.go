package nimber

import "github.com/nimberdev/nimber/internal/kernel"

// MulSlice sets dst[i] = Mul(x[i], y[i]) for every i. dst may alias x or y
// (exactly, not shifted). Empty slices are allowed.
//
// MulSlice panics if the three slices differ in length.
func MulSlice(dst, x, y []uint64) {
	if len(x) != len(dst) || len(y) != len(dst) {
		panic("nimber: MulSlice of slices of different lengths")
	}
	kernel.MulSlice(dst, x, y)
}

// MulScalar sets dst[i] = Mul(c, x[i]) for every i. dst may alias x
// (exactly, not shifted). Empty slices are allowed.
//
// A product by a fixed c is GF(2)-linear, so for long slices MulScalar
// tabulates the map x -> c*x once and applies it to each element without
// multiplying.
//
// MulScalar panics if dst and x differ in length.
func MulScalar(dst, x []uint64, c uint64) {
	if len(x) != len(dst) {
		panic("nimber: MulScalar of slices of different lengths")
	}
	kernel.MulScalar(dst, x, c, false)
}

// AddMulScalar sets dst[i] = dst[i] ^ Mul(c, x[i]) for every i: it adds c
// times x to dst, the inner step of elimination and of polynomial products.
// dst may alias x (exactly, not shifted), which leaves dst[i]*(c^1).
// Empty slices are allowed.
//
// AddMulScalar panics if dst and x differ in length.
func AddMulScalar(dst, x []uint64, c uint64) {
	if len(x) != len(dst) {
		panic("nimber: AddMulScalar of slices of different lengths")
	}
	kernel.MulScalar(dst, x, c, true)
}
