package kernel

//go:generate go run -tags purego polybasis_gen.go

// ToPolyBasis sets dst[i] to the image of x[i] under the field isomorphism
// from the nimbers F_(2^64) to GF(2)[x]/(x^64 + x^4 + x^3 + x + 1), the
// usual representation of GF(2^64): bit s of dst[i] is the coefficient of
// x^s. The isomorphism sends the nimber PolyRoot, the least nimber root of
// x^64 + x^4 + x^3 + x + 1, to x. It is GF(2)-linear, so sums are kept:
// ToPolyBasis maps a^b to the image of a xor the image of b, and 1 to 1.
// dst may alias x (exactly, not shifted). Empty slices are allowed.
//
// Products in GF(2)[x]/(x^64 + x^4 + x^3 + x + 1) are carry-less products
// reduced by the modulus; Mul64 takes this way on machines with carry-less
// multiplication, and a batch of products in that field (an FFT, say) can
// stay there between one ToPolyBasis and one FromPolyBasis.
//
// ToPolyBasis panics if dst and x differ in length.
func ToPolyBasis(dst, x []uint64) {
	if len(x) != len(dst) {
		panic("kernel: ToPolyBasis of slices of different lengths")
	}
	changeBasis(dst, x, true)
}

// FromPolyBasis is the inverse of ToPolyBasis: it sets dst[i] to the nimber
// whose image is x[i]. dst may alias x (exactly, not shifted). Empty slices
// are allowed.
//
// FromPolyBasis panics if dst and x differ in length.
func FromPolyBasis(dst, x []uint64) {
	if len(x) != len(dst) {
		panic("kernel: FromPolyBasis of slices of different lengths")
	}
	changeBasis(dst, x, false)
}

// ToPoly and FromPoly are ToPolyBasis and FromPolyBasis of one value.
func ToPoly(v uint64) uint64   { return toPoly.Apply(v) }
func FromPoly(p uint64) uint64 { return fromPoly.Apply(p) }

// changeBasisGeneric is the portable changeBasis: a table lookup per byte.
func changeBasisGeneric(dst, x []uint64, toPolyBasis bool) {
	m := &fromPoly
	if toPolyBasis {
		m = &toPoly
	}
	for i, v := range x {
		dst[i] = m.Apply(v)
	}
}
