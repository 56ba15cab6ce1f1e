package poly

import (
	"math/bits"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
)

// The products of this package (schoolbook, Karatsuba and the additive FFT)
// run on a representation of the field chosen for the machine, called rep
// below. On amd64 with AVX-512 and VPCLMULQDQ (the polyvec path of
// internal/kernel) it is the polynomial basis of kernel.ToPolyBasis,
// GF(2)[x]/(x^64 + x^4 + x^3 + x + 1), where a product is a carry-less
// multiplication and a reduction, which vector kernels do eight at a time,
// and a sum of products needs one reduction only. Elsewhere
// it is the nimbers themselves, and the generic kernels below use package
// nimber. Both are F_2-linear images of the nimbers, so sums (exclusive or)
// are the same in both and only products differ; a computation converts its
// operands once, works in rep and converts its result back.

// repAddMulGeneric sets dst[i] ^= c*x[i] in the nimbers, for
// len(dst) == len(x), by nimber.AddMulScalar, whose kernels choose their
// way by the length.
func repAddMulGeneric(dst, x []uint64, c uint64) { nimber.AddMulScalar(dst, x, c) }

// basecaseGeneric sets dst to the product of a and b in the nimbers, for
// len(dst) == len(a)+len(b)-1, by the schoolbook method.
func basecaseGeneric(dst, a, b []uint64) {
	clear(dst)
	if len(a) < len(b) {
		a, b = b, a
	}
	for i, c := range b {
		repAddMulGeneric(dst[i:i+len(a)], a, c)
	}
}

// layerGeneric is one layer of the additive FFT on the nimbers (see fft.go):
// for each block of 2h words of f, with u its first half and v its second,
// the forward butterflies u[j] += c*v[j], v[j] += u[j], or (inverse) the
// reverse v[j] += u[j], u[j] += c*v[j]. Before block m > 0, c becomes
// c + d[tzcnt(m)], the change of the twiddle from block m-1 to m.
func layerGeneric(f []uint64, h int, c uint64, d *[64]uint64, inverse bool) {
	for m := 0; m < len(f)/(2*h); m++ {
		if m > 0 {
			c ^= d[bits.TrailingZeros(uint(m))]
		}
		u, v := f[2*h*m:2*h*m+h], f[2*h*m+h:2*h*(m+1)]
		if inverse {
			xorInto(v, u)
		}
		if c != 0 {
			repAddMulGeneric(u, v, c)
		}
		if !inverse {
			xorInto(v, u)
		}
	}
}

// chunkGeneric transforms f, of length 2^k, on t + V_k, layer by layer.
func chunkGeneric(f []uint64, t uint64, tab *fftTables, inverse bool) {
	if !inverse {
		for h := len(f) / 2; h >= 1; h /= 2 {
			i := bits.TrailingZeros(uint(h))
			layerGeneric(f, h, twiddle(&tab.s, i, t), &tab.d[i], false)
		}
		return
	}
	for h := 1; h < len(f); h *= 2 {
		i := bits.TrailingZeros(uint(h))
		layerGeneric(f, h, twiddle(&tab.s, i, t), &tab.d[i], true)
	}
}

// A tuning holds the sizes from which the algorithms change: the length of
// the shorter operand from which a product takes Karatsuba's method and
// the additive FFT, the length of quotient and divisor from which division
// takes Newton's method, the degree from which GCD takes the half-gcd, and
// the degree below which the half-gcd takes Euclid's steps one by one.
type tuning struct {
	karatsuba, fft, newton, hgcd, hgcdBase int
}

// tunings holds the tuning of the generic kernels ([0], measured in the
// purego build) and of the vector kernels ([1]), each size where the
// faster method changes in BenchmarkMulMethods (karatsuba, fft),
// BenchmarkDivMod (newton) and BenchmarkGCD (hgcd, hgcdBase), as CPU time
// per call.
var tunings = [2]tuning{
	{karatsuba: 8, fft: 32, newton: 64, hgcd: 256, hgcdBase: 128},
	{karatsuba: 96, fft: 256, newton: 512, hgcd: 128, hgcdBase: 64},
}

// tuned returns the tuning of the kernels in use.
func tuned() *tuning { return &tunings[b2i(kernel.PolyVec())] }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
