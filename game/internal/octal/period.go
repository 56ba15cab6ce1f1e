package octal

// Period returns the least period p, with the least preperiod q for it,
// that values proves for the rule given by t, the largest number of tokens
// a move takes, and splits, whether a move may leave two heaps: G(n+p) =
// G(n) for every n >= q, for ever. values must be G(0), G(1), ... of the
// rule; ok is false if they prove no period. The theorems, and why the
// least period proven is the least period, are those of the documentation
// of game.HeapGame.Period: with q' = max(q, 1), the values prove p and q
// when G(n+p) = G(n) for all n from q' up to 2q' + p + t with splits, and
// up to q' + t without. Neither covers Grundy's game, whose splits must be
// unequal: the caller does not ask.
func Period[V uint8 | uint16](values []V, t int, splits bool) (p, q int, ok bool) {
	n := len(values)
	for p := 1; ; p++ {
		// The largest q' whose proof needs values below n.
		var qmax int
		if splits {
			qmax = (n - 2*p - t) / 2 // 2q' + 2p + t <= n
		} else {
			qmax = n - p - t // q' + t + p <= n
		}
		if qmax < 1 {
			return 0, 0, false
		}
		// The least q with G(m+p) = G(m) for all q <= m < n - p.
		q := n - p
		for q > 0 && values[q-1+p] == values[q-1] {
			q--
		}
		if max(q, 1) <= qmax {
			return p, q, true
		}
	}
}
