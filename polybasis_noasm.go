//go:build !amd64 || purego || !gc

package nimber

func changeBasis(dst, x []uint64, toPolyBasis bool) { changeBasisGeneric(dst, x, toPolyBasis) }
