//go:build !purego && gc

package octal

func scan[V value](g []V, w, sz, hi int, need []uint64, count int) int {
	if !useScanAVX512 {
		return scanGeneric(g, sz, 1, hi, need, count)
	}
	// The kernels take the splits from a = 1 in steps; the rest, fewer
	// than a step, is left to scanGeneric.
	a := 1
	switch g := any(g).(type) {
	case []uint8:
		if n := hi / 64; n > 0 {
			if count = scan8AVX512(&g[1], &g[sz-1], n, &need[0], count); count == 0 {
				return 0
			}
			a += 64 * n
		}
	case []uint16:
		t := 1 << max(0, w-10) // pairs of tables for values below 2^w
		if n := hi / 32; n > 0 && t <= 4 {
			if count = scan16AVX512(&g[1], &g[sz-1], n, &need[0], count, t); count == 0 {
				return 0
			}
			a += 32 * n
		}
	}
	return scanGeneric(g, sz, a, hi, need, count)
}
