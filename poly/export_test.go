package poly

import (
	"slices"

	"github.com/nimberdev/nimber/internal/kernel"
)

// HasVec reports whether this machine and build have the vector kernels.
func HasVec() bool { return kernel.PolyVec() }

// UseVec switches the vector kernels, the polyvec path of internal/kernel,
// off, or leaves them on where the machine has them, until the returned
// function restores them; the other paths of internal/kernel stay as they
// are.
func UseVec(on bool) (restore func()) {
	names := kernel.Paths.On()
	if !on {
		names = slices.DeleteFunc(names, func(name string) bool { return name == "polyvec" })
	}
	return kernel.Paths.Use(names...)
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
	toRep(ra, a, kernel.PolyVec())
	toRep(rb, b, kernel.PolyVec())
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
	fromRep(d, d, kernel.PolyVec())
	return d
}

// The kernels of the current kinds, in rep, for TestKernels.
func ToRep(dst, src []uint64)          { toRep(dst, src, kernel.PolyVec()) }
func FromRep(dst, src []uint64)        { fromRep(dst, src, kernel.PolyVec()) }
func RepMulSlice(dst, x, y []uint64)   { repMulSlice(dst, x, y) }
func AddMul(dst, x []uint64, c uint64) { addMul(dst, x, c, kernel.PolyVec()) }
func XorInto(dst, src []uint64)        { xorInto(dst, src) }
func MulOne(x, y uint64) uint64        { return mulOne(x, y, kernel.PolyVec()) }
func InvOne(x uint64) uint64           { return invOne(x, kernel.PolyVec()) }

// The sizes from which the transforms, the passes of one operation a word
// and the subproduct trees split their work among the cores.
const (
	ParMin     = parMin
	MapMin     = mapMin
	TreeParMin = treeParMin
)
