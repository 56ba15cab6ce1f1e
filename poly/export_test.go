package poly

// HasVec reports whether this machine and build have the vector kernels.
func HasVec() bool { return useVec }

// UseVec switches the vector kernels on (if the machine has them) or off
// until the returned function restores them.
func UseVec(on bool) (restore func()) {
	saved := useVec
	setVec(on && saved)
	return func() { setVec(saved) }
}

// SetThresholds sets the thresholds of products for the current kernels
// until the returned function restores them.
func SetThresholds(karatsuba, fft int) (restore func()) {
	t := tuned()
	saved := *t
	t.karatsuba, t.fft = karatsuba, fft
	return func() { *t = saved }
}

// Thresholds returns the thresholds of products for the current kernels.
func Thresholds() (karatsuba, fft int) { return tuned().karatsuba, tuned().fft }

// MulBy returns a*b by one method, "schoolbook", "karatsuba" or "fft", in rep,
// on the current kernels; a and b must be nonempty and normalised, and
// karatsuba needs len(a) == len(b).
func MulBy(method string, a, b Poly) Poly {
	ra, rb := make([]uint64, len(a)), make([]uint64, len(b))
	toRep(ra, a, useVec)
	toRep(rb, b, useVec)
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	d := make(Poly, len(a)+len(b)-1)
	switch method {
	case "schoolbook":
		basecase(d, ra, rb)
	case "karatsuba":
		karatsuba(d, ra, rb, make([]uint64, karatsubaScratch(len(a))))
	case "fft":
		fftMul(d, ra, rb, false)
	default:
		panic("MulBy: unknown method " + method)
	}
	fromRep(d, d, useVec)
	return d
}

// The kernels of the current kinds, in rep, for TestKernels.
func ToRep(dst, src []uint64)          { toRep(dst, src, useVec) }
func FromRep(dst, src []uint64)        { fromRep(dst, src, useVec) }
func RepMulSlice(dst, x, y []uint64)   { repMulSlice(dst, x, y) }
func AddMul(dst, x []uint64, c uint64) { addMul(dst, x, c, useVec) }
func XorInto(dst, src []uint64)        { xorInto(dst, src) }
func MulOne(x, y uint64) uint64        { return mulOne(x, y, useVec) }
func InvOne(x uint64) uint64           { return invOne(x, useVec) }

// The sizes from which the transforms, the passes of one operation a word
// and the subproduct trees split their work among the cores.
const (
	ParMin     = parMin
	MapMin     = mapMin
	TreeParMin = treeParMin
)
