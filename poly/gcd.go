package poly

import "github.com/nimberdev/nimber"

// GCD returns the greatest common divisor of a and b, made monic: the monic
// polynomial of highest degree dividing both. GCD(a, 0) is Monic(a), and
// GCD(0, 0) is the zero polynomial.
//
// Short inputs take Euclid's algorithm; long ones the half-gcd algorithm
// (von zur Gathen and Gerhard, Modern Computer Algebra, ch. 11), which
// finds the quotients of the first half of the remainder sequence from the
// top halves of a and b, recursively, in O(M(n) log n) for M(n) the cost of
// a product.
func GCD(a, b Poly) Poly {
	g, _, _ := gcd(a, b, false)
	return g
}

// ExtGCD returns g = GCD(a, b) and polynomials s and t with
// g = s*a + t*b. They are the cofactors of the Euclidean remainder
// sequence: deg s < deg b - deg g and deg t < deg a - deg g when a and b
// have positive degree and are not multiples of each other by a constant
// (then one of s and t is 0 and the other a constant). ExtGCD(a, 0) is (Monic(a), 1/lead(a), 0),
// ExtGCD(0, b) is (Monic(b), 0, 1/lead(b)), and ExtGCD(0, 0) is three zero
// polynomials.
func ExtGCD(a, b Poly) (g, s, t Poly) { return gcd(a, b, true) }

// hgcdMin is the least degree for which GCD takes the half-gcd algorithm,
// and hgcdBaseMax the degree below which hgcd takes Euclid's steps one by
// one (BenchmarkGCD).
var (
	hgcdMin     = 256
	hgcdBaseMax = 128
)

// gcd is GCD, and ExtGCD with ext.
func gcd(a, b Poly, ext bool) (g, s, t Poly) {
	a, b = norm(a), norm(b)
	swapped := len(a) < len(b)
	if swapped {
		a, b = b, a
	}
	var m mat // the product of the steps so far: (a, b) = m (a0, b0)
	if ext {
		m = identity()
	}
	for len(b) > 0 {
		if len(a) > len(b) && len(a)-1 >= hgcdMin {
			r := hgcd(a, b)
			a, b = r.apply(a, b)
			if ext {
				m = r.mul(m)
			}
			if len(b) == 0 {
				break
			}
		}
		var q, r Poly
		if ext {
			q, r = DivMod(a, b)
			m = quotientStep(q).mul(m)
		} else {
			r = Mod(a, b)
		}
		a, b = b, r
	}
	if len(a) == 0 {
		return nil, nil, nil
	}
	inv := nimber.Inv(a[len(a)-1])
	g = Scale(a, inv)
	if ext {
		s, t = Scale(m[0][0], inv), Scale(m[0][1], inv)
		if swapped {
			s, t = t, s
		}
	}
	return g, s, t
}

// A mat is a 2x2 matrix of polynomials, acting on pairs (a, b) as on
// column vectors.
type mat [2][2]Poly

func identity() mat { return mat{{{1}, nil}, {nil, {1}}} }

// quotientStep returns the matrix of one step of Euclid's algorithm with
// quotient q: (a, b) -> (b, a - q b), and -q is q.
func quotientStep(q Poly) mat { return mat{{nil, {1}}, {{1}, q}} }

// mul returns x*y.
func (x mat) mul(y mat) mat {
	var z mat
	for i := range 2 {
		for j := range 2 {
			z[i][j] = Add(Mul(x[i][0], y[0][j]), Mul(x[i][1], y[1][j]))
		}
	}
	return z
}

// apply returns x (a, b).
func (x mat) apply(a, b Poly) (Poly, Poly) {
	return Add(Mul(x[0][0], a), Mul(x[0][1], b)), Add(Mul(x[1][0], a), Mul(x[1][1], b))
}

// shift returns p div x^k.
func shift(p Poly, k int) Poly {
	if len(p) <= k {
		return nil
	}
	return p[k:]
}

// hgcd returns, for deg a = n > deg b, the matrix r of the steps of
// Euclid's algorithm on (a, b) up to the first remainder of degree below
// m = ceil(n/2): r (a, b) = (c, d) with deg c >= m > deg d, c and d
// consecutive remainders. The quotients of the steps that leave degrees of
// m + j or more depend only on the coefficients of a and b from x^(m-j)...
// so the first half of them comes from (a div x^m, b div x^m), recursively,
// and after one more step the second half from the remainders shifted down
// so that their degree is halved again.
func hgcd(a, b Poly) mat {
	n := len(a) - 1
	m := (n + 1) / 2
	if len(b)-1 < m {
		return identity()
	}
	if n < hgcdBaseMax {
		r := identity()
		for len(b)-1 >= m {
			q, rem := DivMod(a, b)
			a, b = b, rem
			r = quotientStep(q).mul(r)
		}
		return r
	}
	r := hgcd(a[m:], b[m:])
	a, b = r.apply(a, b)
	if len(b)-1 < m {
		return r
	}
	q, rem := DivMod(a, b)
	r = quotientStep(q).mul(r)
	a, b = b, rem
	if len(b)-1 < m {
		return r
	}
	k := 2*m - (len(a) - 1)
	return hgcd(shift(a, k), shift(b, k)).mul(r)
}
