package kernel

// MulSlice sets dst[i] = Mul64(x[i], y[i]) for slices of one length
// (nimber.MulSlice, which checks the lengths). dst may alias x or y
// (exactly, not shifted).
func MulSlice(dst, x, y []uint64) { mulSlice(dst, x, y) }

// MulScalar sets dst[i] = Mul64(c, x[i]) for slices of one length, or with
// add dst[i] ^= Mul64(c, x[i]) (nimber.MulScalar and nimber.AddMulScalar,
// which check the lengths). dst may alias x (exactly, not shifted).
func MulScalar(dst, x []uint64, c uint64, add bool) { mulScalar(dst, x, c, add) }

// mulSliceGeneric is the portable MulSlice: one Mul64 per element, on the
// fastest path Mul64 has.
func mulSliceGeneric(dst, x, y []uint64) {
	for i := range dst {
		dst[i] = Mul64(x[i], y[i])
	}
}

// scalarTableMin is the least length for which tabulating x -> c*x (64
// products and 2048 table entries) costs less than multiplying each element
// (BenchmarkMulScalar of package nimber, n=64 against n=256, impl=clmul and
// impl=generic).
const scalarTableMin = 256

// mulScalarGeneric is the portable MulScalar: Mul64 for each element of a
// short slice, a byte-sliced table of x -> c*x for a long one.
func mulScalarGeneric(dst, x []uint64, c uint64, add bool) {
	if len(dst) < scalarTableMin {
		mulScalarEach(dst, x, c, add)
		return
	}
	m := NewLinearMap(func(v uint64) uint64 { return Mul64(c, v) })
	if add {
		for i, v := range x {
			dst[i] ^= m.Apply(v)
		}
		return
	}
	for i, v := range x {
		dst[i] = m.Apply(v)
	}
}

// mulScalarEach is mulScalarGeneric for a short slice, in a function of its
// own: in the 32 KiB frame that holds the table, the loop's spilled values
// lay 32 KiB above the argument slots of each call of Mul64, a multiple of
// 4 KiB apart, which made MulScalar of 64 elements 7% slower (AMD EPYC;
// likely loads held back by stores that match them in the low 12 bits).
func mulScalarEach(dst, x []uint64, c uint64, add bool) {
	for i, v := range x {
		p := Mul64(c, v)
		if add {
			p ^= dst[i]
		}
		dst[i] = p
	}
}
