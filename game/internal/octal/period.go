package octal

// Period returns the least period p, with the least preperiod q for it,
// that values proves for the rule given by t, the largest number of tokens
// a move takes, and splits, whether a move may leave two heaps: G(n+p) =
// G(n) for every n >= q, for ever. values must be G(0), G(1), ... of the
// rule; ok is false if they prove no period.
//
// A period is proven from a prefix by one of two theorems, with q' =
// max(q, 1):
//
//   - Rules with moves that leave two heaps (the octal periodicity theorem,
//     Guy and Smith, 1956; Winning Ways, ch. 4): if G(n+p) = G(n) for all
//     q' <= n < 2q' + p + t, then for all n >= q'. In a split of n+p into
//     a + b after taking k <= t, the larger part b is at least q' + p, and
//     G(b) = G(b-p) pairs the splits of n+p with those of n.
//   - Rules without them (subtraction games among them): if G(n+p) = G(n)
//     for all q' <= n < q' + t, then for all n >= q'. For n > t, G(n) is
//     the mex of G(n-k) over the allowed k <= t, a function of the t values
//     before it, so equal windows of t values repeat for ever (Winning
//     Ways, ch. 4, on subtraction games).
//
// q' rather than q keeps the proofs from a split into a heap of 0 tokens.
// The values show G(n+p) = G(n) for q <= n < len(values) - p, so they prove
// the period exactly when that range covers the one the theorem needs. The
// least proven p is the least period: every eventual period is a multiple
// of the least one, and the preperiod of a multiple is no smaller. Neither
// theorem covers Grundy's game, whose splits must be unequal: the caller
// does not ask.
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
