// Package matrix implements linear algebra over the 64-bit nimbers, the
// field F_(2^64) of package nimber: products, ranks, determinants,
// inverses, linear systems, kernels, reduced row echelon forms and
// characteristic polynomials of dense matrices, and an incremental basis
// of a space of vectors.
//
// # The mathematics
//
// The nimbers below 2^64 are a field, so the linear algebra of any field
// holds over them: Gaussian elimination brings a matrix to row echelon
// form by exchanging rows and adding multiples of one row to another; the
// number of pivots is the rank, the product of the pivots of a square
// matrix is its determinant, and the same row operations applied to the
// identity give the inverse. The field has characteristic 2, so x + x = 0
// for every x: addition (exclusive or) is also subtraction, a row exchange
// does not change the sign of the determinant, and det(xI - A) is
// det(xI + A). Every subfield (the nimbers below 2^8, 2^16 or 2^32) is
// closed under all of this, so a matrix with entries below 2^8 has a rank,
// determinant, inverse, kernel and characteristic polynomial with entries
// below 2^8 too.
//
// # Speed
//
// The elimination works on blocks of 64 columns: the row operations of a
// block are found on the block alone, stored transposed so that each step
// is one call of nimber.MulScalar or nimber.AddMulScalar on a whole column,
// and then applied to the rest of the matrix as one matrix product, a call
// of nimber.AddMulMatrix (right-looking blocked LU, as in LAPACK's
// getrf). On amd64 with AVX-512, GFNI and VPCLMULQDQ that product runs in
// the polynomial basis of the field with carry-less multiplication, four
// products an instruction, and reduces each sum once. An n×n determinant,
// rank or solution takes about n^3/3 multiplications, an inverse or a
// product about n^3; at n = 1024 they take tens of milliseconds (see the
// benchmarks of the package), hundreds of times faster than NTL's
// mat_GF2E.
//
// CharPoly reduces a matrix to Hessenberg form by similarity transforms,
// O(n^3) operations (H. Cohen, A Course in Computational Algebraic Number
// Theory, Springer 1993, chapter 2).
//
// # Text
//
// String and Format write a matrix one row a line, and Read reads that
// format back, with the numbers of the nimber command: decimal, 0x hex or
// 0b binary.
package matrix
