//go:build !amd64 || purego

package octal

// asmPaths is empty: this build has only the generic code.
var asmPaths []asmPath

func scan[V value](g []V, w, sz, hi int, need []uint64, count int) int {
	return scanGeneric(g, sz, 1, hi, need, count)
}
