package poly

// Compose returns the composition p(q(x)), a new Poly. Compose(p, q) for a
// constant q is the constant p(q).
//
// It splits p at a power of two h, p = lo + x^h hi, so that
// p(q) = lo(q) + q^h hi(q), recursively; q^h is q squared log2(h) times,
// which costs no products (see Square), so the composition of polynomials
// of degrees n and m takes O(M(nm) log n) for M the cost of a product.
func Compose(p, q Poly) Poly {
	p, q = norm(p), norm(q)
	if len(p) == 0 {
		return nil
	}
	if len(q) <= 1 {
		var c uint64
		if len(q) == 1 {
			c = q[0]
		}
		return norm(Poly{Eval(p, c)})
	}
	pows := []Poly{q} // pows[i] = q^(2^i)
	for 1<<len(pows) < len(p) {
		pows = append(pows, Square(pows[len(pows)-1]))
	}
	return compose(p, pows)
}

// compose returns p(q) for pows[i] = q^(2^i), 2^len(pows) >= len(p).
func compose(p Poly, pows []Poly) Poly {
	if len(p) <= 1 {
		return norm(p)
	}
	i := 0
	for 2<<i < len(p) {
		i++
	}
	h := 1 << i // the largest power of two below len(p)
	return Add(compose(norm(p[:h]), pows), Mul(pows[i], compose(p[h:], pows)))
}
