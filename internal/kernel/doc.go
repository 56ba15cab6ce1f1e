// Package kernel is the machine layer of the module: every kernel that
// depends on the processor, its generic twin, and the switches between
// them. Packages nimber, poly, matrix and erasure call it; it imports none
// of them.
//
// # Kernels
//
//   - The field: Mul64 and Pow64, the 64-bit nim-product and power, by
//     carry-less multiplication in the polynomial basis
//     GF(2)[x]/(x^64 + x^4 + x^3 + x + 1) (PCLMULQDQ on amd64, PMULL on
//     arm64), else by Lenstra's half-split down to logarithms in F_(2^16);
//     the tables they use (Log16, SquareMap), LinearMap, and the basis
//     changes ToPolyBasis and FromPolyBasis (PolyRoot, generated tables).
//   - The batch kernels: MulSlice and MulScalar (AVX-512 with GFNI and
//     VPCLMULQDQ), and AddMulMatrix and AddMulSums, the blocked matrix
//     product, of matrices or of sums of matrices.
//   - The polynomial kernels of package poly (PolyVec, PolyXor, PolyMul, the
//     layers of the additive FFT and the schoolbook product), on vectors in
//     the polynomial basis.
//   - The region kernels of package erasure (Coef, Mul, Fwd, Inv, Layer,
//     Layer2):
//     products and butterflies on long regions of bytes in F_(2^8),
//     F_(2^16) and F_(2^32), by GF2P8AFFINEQB.
//
// # Paths
//
// Paths holds one switch for each assembly path, set from the processor's
// features at start-up: clmul, gfni, avx512, polyvec and region on amd64,
// clmul on arm64, none with the purego build tag. Each kernel takes its path
// when the switch is on and its generic code otherwise, so the tests switch
// the paths in turn (Paths.Use) and compare each with the generic code, and
// TestCIPaths fails under CI=true when a path the processor offers is off.
//
// Each family of assembly keeps its Go declarations in a file of its own
// (batch_decl_amd64.go, matmul_decl_amd64.go, clmul_decl.go,
// poly_decl_amd64.go), the build tags !purego && gc on the files that use
// assembly and their complement on the generic twins.
package kernel
