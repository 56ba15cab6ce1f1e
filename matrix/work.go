package matrix

import "sync"

// The work arrays of the eliminations are kept between calls: memory fresh
// from the operating system costs a page fault each 4 KiB on first use,
// which for a work copy of an n×n matrix takes a tenth of the time of its
// determinant (measured at n = 1024).
var workPool = sync.Pool{New: func() any { return new([]uint64) }}

// getWork returns a pooled slice of n words with arbitrary contents, to be
// given back with workPool.Put when no longer used.
func getWork(n int) *[]uint64 {
	w := workPool.Get().(*[]uint64)
	if cap(*w) < n {
		*w = make([]uint64, n)
	}
	*w = (*w)[:n]
	return w
}

// workCopy returns a pooled copy of the elements of m, row after row, to
// be given back with workPool.Put; its rows are copied by several cores
// when there are many (rows).
func (m *Dense) workCopy() *[]uint64 {
	w := getWork(len(m.data))
	c := m.cols
	rows(m.rows, c, func(lo, hi int) { copy((*w)[lo*c:hi*c], m.data[lo*c:hi*c]) })
	return w
}
