//go:build !purego && gc

package octal

import "unsafe"

// markRangeAsm does the work of markRange with the AVX-512 kernels when the
// marks have the 4 words of one-byte values, or the 8 of two-byte values
// below 512, and reports whether it did.
func markRangeAsm[V value](m *marks, g []V, rare []uint64, base int) bool {
	if !useMarkAVX512 || len(rare) == 0 || m.stride%8 != 0 {
		return false
	}
	// The partners the kernels read, from base - r for the largest r to
	// base - r + stride - 1 for the least, must be in g.
	_ = g[base-int(rare[len(rare)-1]>>16)]
	_ = g[base-int(rare[0]>>16)+m.stride-1]
	p := unsafe.Add(unsafe.Pointer(unsafe.SliceData(g)), base*int(unsafe.Sizeof(g[0])))
	switch any(g).(type) {
	case []uint8:
		if m.wf == 4 {
			mark8AVX512(&m.rows[0], m.stride, (*uint8)(p), rare)
			return true
		}
	case []uint16:
		if m.wf == 8 {
			mark16AVX512(&m.rows[0], m.stride, (*uint16)(p), rare)
			return true
		}
	}
	return false
}

// planes returns the words a heap of the marks of values below 2^w, width
// bytes each: those of the kernels when they apply.
func planes(width, w int) int {
	switch {
	case !useMarkAVX512:
	case width == 1:
		return 4
	case w <= 9:
		return 8
	}
	return words(w)
}
