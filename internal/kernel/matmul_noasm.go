//go:build !amd64 || purego || !gc

package kernel

func addMulSums(m, k, n int, c, a, b []Term) { addMulSumsGeneric(m, k, n, c, a, b) }
