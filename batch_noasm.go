//go:build !amd64 || purego || !gc

package nimber

func mulSlice(dst, x, y []uint64) { mulSliceGeneric(dst, x, y) }

func mulScalar(dst, x []uint64, c uint64, add bool) { mulScalarGeneric(dst, x, c, add) }
