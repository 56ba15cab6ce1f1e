//go:build !purego

package octal

// scan8AVX512 looks for the values of need, a bitmap of 256 values, among
// x[i] = lo[i] ^ hi[-i] for i in [0, 64*chunks), where lo points at G(1)
// and hi at G(sz-1): each value found is removed from need, and the scan
// stops when count, the number of values in need, drops to 0. It returns
// the number left.
//
//go:noescape
func scan8AVX512(lo, hi *uint8, chunks int, need *uint64, count int) int

// scan16AVX512 is scan8AVX512 for two-byte values below 1024*tables
// (tables is 1, 2 or 4): 32 of them a step, need a bitmap of 4096 values.
//
//go:noescape
func scan16AVX512(lo, hi *uint16, chunks int, need *uint64, count, tables int) int

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
