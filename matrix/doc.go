// Package matrix implements linear algebra over the 64-bit nimbers, the
// field F_(2^64) of package nimber: products, ranks, determinants,
// inverses, linear systems, kernels, reduced row echelon forms and
// characteristic polynomials of dense matrices, and an incremental basis
// of a space of vectors (Basis).
//
// # The mathematics
//
// The nimbers below 2^64 are a field, so the linear algebra of any field
// holds over them. Gaussian elimination brings a matrix to row echelon
// form by exchanging rows and adding multiples of one row to another: the
// number of pivots is the rank, the product of the pivots of a square
// matrix is its determinant, the same operations on [A | I] give A⁻¹, and
// on [A | b] a solution of A x = b. The field has characteristic 2, so
// x + x = 0 for every x: addition (exclusive or) is also subtraction, a
// row exchange does not change the sign of the determinant, and
// det(xI - A) is det(xI + A). The subfields (the nimbers below 2^8, 2^16
// or 2^32) are closed under all of this: a matrix with elements below 2^8
// has a rank, determinant, inverse, kernel and characteristic polynomial
// with elements below 2^8 too.
//
// # Algorithms
//
// Almost all of the work is matrix products, done by the machine layer of
// the module, which on amd64 with AVX-512, GFNI and VPCLMULQDQ takes the
// products in the polynomial basis of the field, four to a
// carry-less multiplication instruction, and reduces each sum once. The
// elimination is right-looking LU in blocks of 64 columns (as LAPACK's
// getrf): a block is factored recursively (S. Toledo, "Locality of
// reference in LU decomposition with partial pivoting", SIAM J. Matrix
// Anal. Appl. 18, 1997), its pivot rows are solved for by a recursive
// triangular solve, and the rest of the matrix is updated by one product.
// Columns without a pivot are skipped, so the same code gives ranks and
// echelon forms of any matrix. Inverse keeps the inverse of the lower
// triangular factor as it goes and so costs about n^3 multiplications;
// Det, Rank and Solve cost n^3/3. Mul splits its operands by Strassen's
// schedule from 512 on (seven half-size products in place of eight, 49 of
// a quarter size from 1024), each product of sums of blocks computed by
// the kernel with no pass over memory for the sums. CharPoly reduces the
// matrix to Hessenberg form by similarity transforms, O(n^3) operations
// (H. Cohen, A Course in Computational Algebraic Number Theory, Springer
// 1993, chapter 2).
//
// The products and triangular solves of 2^20 multiplications or more run
// on up to GOMAXPROCS cores, a product split by rows of its result (or by
// columns when it has few rows), a solve by columns of its right side;
// every element is computed as on one core, so the results do not depend
// on the number of cores. The elimination factors each panel on one core
// while the others update the columns right of the next panel. CharPoly
// and the smaller operations run on the calling goroutine, as does
// everything when GOMAXPROCS is 1; no goroutine outlives its call.
//
// The benchmarks of the package (bench_test.go) time the determinant, rank,
// solve, inverse and product of random matrices; docs/speed.md
// gives their figures, and NTL's mat_GF2E's over the same field beside
// them. Without AVX-512 the products fall back to nimber.AddMulScalar,
// tens of times slower.
//
// # Text
//
// String and Format write a matrix one row a line, and Read reads that
// format back, with the numbers of the nimber command: decimal, or hex
// after 0x, or binary after 0b.
package matrix
