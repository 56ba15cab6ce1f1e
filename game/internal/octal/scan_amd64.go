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

// scanDense is the number of values needed above which the kernels leave
// the scan to scanUntil: while many values are needed most steps of the
// kernels find one, which costs them more than the plain loop.
const scanDense = 16

func scan[V value](g []V, w, sz, hi int, need []uint64, count int) int {
	if !useScanAVX512 {
		return scanGeneric(g, sz, 1, hi, need, count)
	}
	a := 1
	if count > scanDense {
		if count, a = scanUntil(g, sz, a, hi, need, count, scanDense); count == 0 {
			return 0
		}
	}
	switch g := any(g).(type) {
	case []uint8:
		if n := (hi - a + 1) / 64; n > 0 {
			if count = scan8AVX512(&g[a], &g[sz-a], n, &need[0], count); count == 0 {
				return 0
			}
			a += 64 * n
		}
	case []uint16:
		t := 1 << max(0, w-10) // pairs of tables for values below 2^w
		if n := (hi - a + 1) / 32; n > 0 && t <= 4 {
			if count = scan16AVX512(&g[a], &g[sz-a], n, &need[0], count, t); count == 0 {
				return 0
			}
			a += 32 * n
		}
	}
	return scanGeneric(g, sz, a, hi, need, count)
}
