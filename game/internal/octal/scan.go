package octal

// scanGeneric looks for the values in need among the splits of sz tokens
// into a + (sz-a), from <= a <= hi, in increasing order of a: each value
// G(a) ^ G(sz-a) found is removed from need, and the scan stops when count,
// the number of values in need, drops to 0. It returns the number left.
func scanGeneric[V value](g []V, sz, from, hi int, need []uint64, count int) int {
	if from > hi {
		return count
	}
	lo := g[from : hi+1]
	up := g[sz-hi : sz-from+1] // up[len(up)-1-i] is the partner of lo[i]
	for i, y := range lo {
		x := uint(y ^ up[len(up)-1-i])
		if need[x>>6]>>(x&63)&1 != 0 {
			need[x>>6] &^= 1 << (x & 63)
			if count--; count == 0 {
				return 0
			}
		}
	}
	return count
}
