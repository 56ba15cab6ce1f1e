//go:build !amd64 || purego || !gc

package octal

func scan[V value](g []V, w, sz, hi int, need []uint64, count int) int {
	return scanGeneric(g, sz, 1, hi, need, count)
}
