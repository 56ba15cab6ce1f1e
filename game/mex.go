package game

import (
	"context"
	"math/bits"
)

// mexValues computes the values of a heap game whose moves may leave more
// than two heaps, which package octal does not take, by the mex rule: for
// each heap h it keeps, for each j from 2 to the most heaps a move leaves,
// the set X_j(h) of the nim-sums G(a_1) xor ... xor G(a_j) over the ways to
// write h as j positive parts, as a bitset over the values, built from
// X_j(h) = union over a of G(a) xor X_(j-1)(h-a). Each value costs time of
// order h times the number of heaps a move leaves.
type mexValues struct {
	g     *HeapGame
	v     []uint16
	most  int        // the most heaps a move leaves
	words int        // the words of each bitset: values below 64*words
	x     [][]uint64 // x[j-2]: X_j(0), X_j(1), ... of words words each
	seen  []uint64
	one   []uint64 // X_1(h-a), a bitset of one value
}

func newMexValues(g *HeapGame) *mexValues {
	m := &mexValues{g: g, words: 1}
	for _, d := range g.digits {
		m.most = max(m.most, bits.Len8(d)-1)
	}
	m.x = make([][]uint64, max(m.most-1, 0))
	return m
}

// widen doubles the width of the bitsets.
func (m *mexValues) widen() {
	w := 2 * m.words
	for j, x := range m.x {
		y := make([]uint64, len(x)/m.words*w)
		for h := range len(x) / m.words {
			copy(y[h*w:], x[h*m.words:(h+1)*m.words])
		}
		m.x[j] = y
	}
	m.words = w
}

// xorInto sets dst to dst | {s xor g : s in src}.
func xorInto(dst, src []uint64, g uint16) {
	hi, lo := int(g>>6), g&63
	for w, x := range src {
		if x == 0 {
			continue
		}
		for i, mask := range [6]uint64{0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f, 0x00ff00ff00ff00ff, 0x0000ffff0000ffff, 0x00000000ffffffff} {
			if lo>>i&1 != 0 {
				s := uint(1) << i
				x = (x&mask)<<s | (x>>s)&mask
			}
		}
		dst[w^hi] |= x
	}
}

// extend computes the values below n, calling report after each block of
// 1024; it stops at the first error, of ctx or report, or at a value above
// 65535.
func (m *mexValues) extend(ctx context.Context, n int, report func() error) error {
	for h := len(m.v); h < n; h++ {
		if h%1024 == 1023 {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := report(); err != nil {
				return err
			}
		}
		w := m.words
		for j := range m.x {
			m.x[j] = append(m.x[j], make([]uint64, w)...)
			set := m.x[j][h*w:]
			for a := 1; a < h; a++ {
				var src []uint64
				if j == 0 {
					// X_1(h-a) = {G(h-a)}.
					m.one = append(m.one[:0], make([]uint64, w)...)
					src = m.one
					src[m.v[h-a]>>6] = 1 << (m.v[h-a] & 63)
				} else {
					src = m.x[j-1][(h-a)*w : (h-a+1)*w]
				}
				xorInto(set, src, m.v[a])
			}
		}
		m.seen = append(m.seen[:0], make([]uint64, w)...)
		for k := 0; k <= min(m.g.maxTake(), h); k++ {
			d, rest := m.g.digits[k], h-k
			if d&1 != 0 && rest == 0 {
				m.seen[0] |= 1
			}
			if d&2 != 0 && rest > 0 {
				m.seen[m.v[rest]>>6] |= 1 << (m.v[rest] & 63)
			}
			for j := 2; j <= m.most; j++ {
				if d>>j&1 != 0 {
					for i, x := range m.x[j-2][rest*w : (rest+1)*w] {
						m.seen[i] |= x
					}
				}
			}
		}
		g := 64 * w
		for i, x := range m.seen {
			if x != ^uint64(0) {
				g = 64*i + bits.TrailingZeros64(^x)
				break
			}
		}
		if g > 65535 {
			return errorf(ErrRange, "the value of heap %d is above 65535", h)
		}
		m.v = append(m.v, uint16(g))
		for g >= 64*m.words {
			m.widen()
		}
	}
	return nil
}
