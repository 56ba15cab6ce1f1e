// Package poly implements polynomials over the 64-bit nimbers, the field
// F_(2^64) of package nimber: products, division, gcds, evaluation and
// interpolation at many points, roots, factors and minimal polynomials.
// Coefficients may be any uint64, so the package serves every subfield
// F_(2^8), F_(2^16), F_(2^32) as well: results on polynomials over a
// subfield stay over it, except where they need not (roots and factors may
// lie in a larger field).
//
// # Polynomials
//
// A Poly is a slice of coefficients, constant term first: Poly{1, 3, 1} is
// x^2 + 3x + 1, as String writes it and Parse reads it. Functions accept
// polynomials with trailing zeros and return normalised ones, without them;
// the zero polynomial is nil or empty. Results are new slices unless a
// function takes a dst: MulTo, SquareTo, EvalRangeTo and InterpolateRangeTo
// write into dst's storage when it has the capacity, with the conventions
// of math/big, and then do not allocate once warm (but for a few small
// blocks for the goroutines of a call long enough to run on several cores,
// below). Addition is the nim-sum
// of coefficients, their exclusive or, and every polynomial is its own
// negative, so Sub is Add.
//
// # The additive FFT
//
// The integers 0, 1, ..., 2^k - 1 form an F_2-subspace V_k of the nimbers,
// whose nim-sum is the exclusive or, so EvalRange, which evaluates a
// polynomial at them, is an additive FFT (Lin, Chung and Han 2014). The
// subspace polynomial s_i(x), the product of x - a over a in V_i, is
// F_2-linear, and s_i(2^i) = 1 for every i: the nimbers have a Cantor basis
// 1, 2, 4, 10, 20, 32, 76, ..., b_i^2 + b_i = b_(i-1), with b_i in
// [2^i, 2^(i+1)) (Cantor 1989), which spans the same subspaces. (The bit
// basis is not one past 4: 8*8 + 8 = 5.) So s_(i+1) = s_i^2 + s_i, and s_i
// is the sum of x^(2^j) over the j whose bits are bits of i: its
// coefficients are 0 and 1.
//
// In the novel polynomial basis X_j, the product of the s_i over the bits i
// of j, a polynomial f = f0 + s_(k-1) f1 takes on the coset t + V_(k-1)
// the values of f0 + c f1, c = s_(k-1)(t), and on the next coset those of
// f0 + (c+1) f1: one butterfly u += c v, v += u for each pair of
// coefficients, and two transforms of half the size, k 2^(k-1) products in
// all. The conversion from the monomial basis divides by the s_i, whose
// coefficients are 0 and 1, so it takes exclusive ors only; it follows Gao
// and Mateer (2010), expanding f in powers of y = x^(2^(2^t)) + x, which is
// some s_i, and converting the rows and columns that result, in
// O(n log n log log n) exclusive ors. Mul of long polynomials evaluates
// both on V_k, multiplies the values and interpolates (InterpolateRange is
// the inverse transform).
//
// On amd64 with AVX-512 and VPCLMULQDQ, products run in the polynomial
// basis GF(2)[x]/(x^64 + x^4 + x^3 + x + 1), isomorphic to the nimbers, where
// eight nimber products are eight carry-less products and a reduction
// (the butterflies of a layer with one twiddle for the whole block, the
// last three layers of the transform in registers), and the schoolbook
// method sums 128-bit products before reducing once. Elsewhere, and with
// the purego build tag, the same algorithms run on the nimbers with the
// batch functions of package nimber. Each method takes over at a length
// measured on each kind of machine: on the vector kernels Karatsuba's from
// 96 coefficients, the FFT from 256.
//
// # Cores
//
// Long transforms and products, EvalMany, Interpolate and FromRoots run on
// up to GOMAXPROCS cores: a transform of 2^15 values or more splits its
// first layer by positions and then its two halves, each on half the
// cores, the conversions to and from the novel basis split their blocks of
// rows (from 2^20 values also the halves of their Taylor expansions), a
// product whose longer operand fits one transform runs the transforms of
// its two operands side by side, and the subproduct trees split their
// nodes. Every part writes words of its own, so results are the same
// whatever the number of cores. Shorter calls, and every call when
// GOMAXPROCS is 1, run on the calling goroutine and start no other; no
// goroutine outlives the call that started it.
//
// # The other algorithms
//
// Division by a long divisor multiplies by the inverse of the divisor
// reversed, a power series found by Newton's method, which in
// characteristic 2 takes one product a step (InvSeries). GCD and ExtGCD
// take the half-gcd algorithm for long inputs, in O(M(n) log n) for M(n)
// the cost of a product. EvalMany, Interpolate and FromRoots use subproduct
// trees. Roots takes gcd(p, x^(2^64) - x) and splits it by the traces
// Tr(2^j x), j < 64, which separate any two elements of the field, so it
// needs no random choices. Factorize takes the squarefree factorization
// (with square roots where the derivative vanishes, Sqrt), the
// distinct-degree factorization by the matrix of the map h -> h^(2^64)
// mod f, which is F_(2^64)-linear, and the equal-degree factorization by
// traces of random elements, with a fixed seed. MinPoly multiplies out the
// conjugates x, x^(2^w), x^(2^(2w)), ... of x over F_(2^w).
//
// # Edge cases
//
// Faults of the calling program panic with a message naming the function,
// as the batch functions of package nimber and package matrix do: DivMod,
// Div and Mod by the zero polynomial, Roots and Factorize of it, InvSeries
// of a series with constant term 0, PowMod modulo zero, MinPoly over a
// width that is no subfield, EvalRange of a negative k, Interpolate of
// slices of different lengths, and EvalRangeTo and InterpolateRangeTo of a
// slice whose length is not a power of two. Faults of the data are errors
// wrapping the sentinels of errors.go (errors.Is): Interpolate reports
// repeated points (ErrRepeatedPoint), and Parse the first token it cannot
// read (a *SyntaxError, ErrSyntax). GCD(0, 0) is 0, the
// zero polynomial has degree -1, and constants have no roots and no
// factors.
//
// # References
//
//   - S.-J. Lin, W.-H. Chung, Y. S. Han, "Novel polynomial basis and its
//     application to Reed-Solomon erasure codes", FOCS 2014.
//   - S. Gao, T. Mateer, "Additive fast Fourier transforms over finite
//     fields", IEEE Transactions on Information Theory 56(12), 2010.
//   - D. G. Cantor, "On arithmetical algorithms over finite fields", Journal
//     of Combinatorial Theory A 50, 1989.
//   - J. von zur Gathen, J. Gerhard, Modern Computer Algebra, 3rd ed.,
//     Cambridge University Press, 2013: chapters 8 to 11 (fast
//     multiplication, Newton iteration, multipoint evaluation, the fast
//     Euclidean algorithm) and 14 (factoring over finite fields).
//   - M. Ben-Or, "Probabilistic algorithms in finite fields", FOCS 1981.
package poly
