//go:build !amd64 || purego || !gc

package octal

func markRangeAsm[V value](m *marks, g []V, rare []uint64, base int) bool { return false }

// planes returns the words a heap of the marks of values below 2^w.
func planes(width, w int) int { return words(w) }
