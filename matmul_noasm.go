//go:build !amd64 || purego || !gc

package nimber

func addMulMatrix(m, k, n int, c []uint64, ldc int, a []uint64, lda int, b []uint64, ldb int) {
	addMulMatrixGeneric(m, k, n, c, ldc, a, lda, b, ldb)
}
