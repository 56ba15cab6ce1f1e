package nimber

// MulSlice sets dst[i] = Mul(x[i], y[i]) for every i. dst may alias x or y
// (exactly, not shifted). Empty slices are allowed.
//
// MulSlice panics if the three slices differ in length.
func MulSlice(dst, x, y []uint64) {
	if len(x) != len(dst) || len(y) != len(dst) {
		panic("nimber: MulSlice of slices of different lengths")
	}
	mulSlice(dst, x, y)
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
	mulScalar(dst, x, c, false)
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
	mulScalar(dst, x, c, true)
}

// mulSliceGeneric is the portable MulSlice: one Mul per element, on the
// fastest path Mul has.
func mulSliceGeneric(dst, x, y []uint64) {
	for i := range dst {
		dst[i] = Mul(x[i], y[i])
	}
}

// scalarTableMin is the least length for which tabulating x -> c*x (64
// products and 2048 table entries) costs less than multiplying each element.
const scalarTableMin = 256

// mulScalarGeneric is the portable MulScalar (add == false) and
// AddMulScalar (add == true): Mul for each element of a short slice, a
// byte-sliced table of x -> c*x for a long one.
func mulScalarGeneric(dst, x []uint64, c uint64, add bool) {
	if len(dst) < scalarTableMin {
		mulScalarEach(dst, x, c, add)
		return
	}
	m := newLinearMap(func(v uint64) uint64 { return Mul(c, v) })
	if add {
		for i, v := range x {
			dst[i] ^= m.apply(v)
		}
		return
	}
	for i, v := range x {
		dst[i] = m.apply(v)
	}
}

// mulScalarEach is mulScalarGeneric for a short slice, in a function of its
// own: in the 32 KiB frame that holds the table, the loop's spilled values
// lay 32 KiB above the argument slots of each call of Mul, a multiple of
// 4 KiB apart, which made MulScalar of 64 elements 7% slower (AMD EPYC;
// likely loads held back by stores that match them in the low 12 bits).
func mulScalarEach(dst, x []uint64, c uint64, add bool) {
	for i, v := range x {
		p := Mul(c, v)
		if add {
			p ^= dst[i]
		}
		dst[i] = p
	}
}
