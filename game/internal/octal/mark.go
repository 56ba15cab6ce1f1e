package octal

// A marks holds the bitmaps of the options of a block of consecutive heaps
// [n0, n0+stride), one word of each heap after the other: word i of the
// bitmap of heap n0+j is rows[i*stride+j], for i < wf (values below
// 64*wf).
type marks struct {
	n0, stride, wf int
	rows           []uint64
}

// reset makes m the empty marks of heaps [n0, n0+stride) for values below
// 64*wf.
func (m *marks) reset(n0, stride, wf int) {
	m.n0, m.stride, m.wf = n0, stride, wf
	if cap(m.rows) < stride*wf {
		m.rows = make([]uint64, stride*wf)
	}
	m.rows = m.rows[:stride*wf]
	clear(m.rows)
}

// or adds to bm the marks of heap h. Words of m beyond bm must be empty.
func (m *marks) or(bm []uint64, h int) {
	j := h - m.n0
	for i := range min(m.wf, len(bm)) {
		bm[i] |= m.rows[i*m.stride+j]
	}
}

// markBlock adds to m the values G(r) ^ G(sz-r) of the splits of sz = h-k
// tokens, for each heap h of m, each k in splits and each rare heap r in
// rare (r != sz-r if unequal). Every partner sz-r must be a heap already
// computed, and each value below 64*m.wf.
func markBlock[V value](m *marks, g []V, rare []uint64, splits []int, unequal bool) {
	for _, k := range splits {
		base := m.n0 - k // sz of the first heap
		if !unequal {
			markRange(m, g, rare, base)
			continue
		}
		// The rare heaps r with 2r in [base, base+stride) have a heap of
		// the block that splits into r + r, which is no move.
		a := lowerBound(rare, (base+1)/2)
		b := lowerBound(rare, (base+m.stride+1)/2)
		markRange(m, g, rare[:a], base)
		markRange(m, g, rare[b:], base)
		for _, e := range rare[a:b] {
			r := int(e >> 16)
			skip := 2*r - base
			markOne(m, g, V(e), base-r, skip)
		}
	}
}

// markRange adds the marks of the rare heaps in rare on the heaps whose
// splits have base + j tokens, j < m.stride.
func markRange[V value](m *marks, g []V, rare []uint64, base int) {
	if markRangeAsm(m, g, rare, base) {
		return
	}
	for _, e := range rare {
		markOne(m, g, V(e), base-int(e>>16), -1)
	}
}

// markOne adds v ^ G(p+j) to the bitmap of heap j of m, for each j <
// m.stride other than skip.
func markOne[V value](m *marks, g []V, v V, p, skip int) {
	src := g[p : p+m.stride]
	rows := m.rows
	if m.wf == 1 {
		rows = rows[:len(src)]
		for j, y := range src {
			if j != skip {
				rows[j] |= 1 << (uint(v^y) & 63)
			}
		}
		return
	}
	for j, y := range src {
		x := uint(v ^ y)
		if j != skip {
			rows[int(x>>6)*m.stride+j] |= 1 << (x & 63)
		}
	}
}
