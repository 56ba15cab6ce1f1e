package game

// Period looks for a period of g proven by values, which must be G(0),
// G(1), ... of g as g.Values returns them. It returns the least period P
// that values prove, with the least preperiod Q for it, such that
// G(n+P) = G(n) for every n >= Q, for ever; ok is false if values prove no
// period, and always for Grundy's game, to which no periodicity theorem
// applies.
//
// A period is proven from a prefix by one of two theorems, with t the
// largest number of tokens a move takes and Q' = max(Q, 1):
//
//   - Games with moves that leave two heaps (the octal periodicity theorem,
//     Guy and Smith, 1956; Winning Ways, ch. 4): if G(n+P) = G(n) for all
//     Q' <= n < 2Q' + P + t, then for all n >= Q'. In a split of n+P into
//     a + b after taking k <= t, the larger part b is at least Q' + P, and
//     G(b) = G(b-P) pairs the splits of n+P with those of n.
//   - Games without such moves (subtraction games among them): if
//     G(n+P) = G(n) for all Q' <= n < Q' + t, then for all n >= Q'. For
//     n > t, G(n) is the mex of G(n-k) over the allowed k <= t, a function
//     of the t values before it, so equal windows of t values repeat for
//     ever (the pigeonhole argument of Winning Ways, ch. 4, on subtraction
//     games).
//
// Q' rather than Q keeps the proofs from a split into a heap of 0 tokens.
// The values themselves show G(n+P) = G(n) for Q <= n < len(values) - P, so
// the first len(values) values prove the period exactly when that range
// covers the one the theorem needs. The least proven P is the least
// period: every eventual period is a multiple of the least one, and the
// preperiod of a multiple is no smaller.
func (g *HeapGame) Period(values *HeapValues) (period, preperiod int, ok bool) {
	s := values.solver()
	if g.unequal || s == nil || !g.isOctal() {
		return 0, 0, false
	}
	return s.PeriodOf(g.maxTake(), g.splits())
}
