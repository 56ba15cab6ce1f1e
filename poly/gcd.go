package poly

import (
	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
)

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
		if len(a)-1 < tuned().hgcd {
			var r mat
			a, _, r = euclid(a, b, 0, ext) // to the end: the last remainder is 0
			if ext {
				m = r.mul(m)
			}
			break
		}
		if len(a) > len(b) {
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
			m = m.step(q)
		} else {
			r = Mod(a, b)
		}
		a, b = b, r
	}
	if len(a) == 0 {
		return nil, nil, nil
	}
	inv := nimber.Inv(a[len(a)-1])
	g = Scale(inv, a)
	if ext {
		s, t = Scale(inv, m[0][0]), Scale(inv, m[0][1])
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

// step returns s*x, for s the matrix of one step of Euclid's algorithm
// with quotient q, (a, b) -> (b, a - q b): its first row is the second of
// x, and its second row the first plus q times the second (-q is q).
func (x mat) step(q Poly) mat {
	return mat{x[1], {Add(x[0][0], Mul(q, x[1][0])), Add(x[0][1], Mul(q, x[1][1]))}}
}

// mul returns x*y.
func (x mat) mul(y mat) mat {
	var z mat
	for i := range 2 {
		for j := range 2 {
			z[i][j] = dot(x[i][0], y[0][j], x[i][1], y[1][j])
		}
	}
	return z
}

// apply returns x (a, b).
func (x mat) apply(a, b Poly) (Poly, Poly) {
	return dot(x[0][0], a, x[0][1], b), dot(x[1][0], a, x[1][1], b)
}

// dot returns a*b + c*d, a new Poly; the second product goes through a
// scratch buffer.
func dot(a, b, c, d Poly) Poly {
	a, b, c, d = norm(a), norm(b), norm(c), norm(d)
	n := max(len(a)+len(b), len(c)+len(d)) - 1
	if n <= 0 {
		return nil
	}
	z := MulTo(make(Poly, 0, n), a, b)
	buf := getScratch(n)
	t := MulTo((*buf)[:0], c, d)
	if len(t) > len(z) {
		z = append(z, make(Poly, len(t)-len(z))...)
	}
	xorInto(z, t)
	putScratch(buf)
	return norm(z)
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
	if n < tuned().hgcdBase {
		_, _, r := euclid(a, b, m, true)
		return r
	}
	r := hgcd(a[m:], b[m:])
	a, b = r.apply(a, b)
	if len(b)-1 < m {
		return r
	}
	q, rem := DivMod(a, b)
	r = r.step(q)
	a, b = b, rem
	if len(b)-1 < m {
		return r
	}
	k := 2*m - (len(a) - 1)
	return hgcd(shift(a, k), shift(b, k)).mul(r)
}

// euclid takes the steps of Euclid's algorithm on a and b, normalised with
// deg a >= deg b, until the last remainder has degree below m (for m = 0,
// until it is 0). It returns the last two remainders c and d and, with ext,
// the matrix r of the steps: r (a, b) = (c, d). It works in rep, in buffers
// allocated once: each step divides with one inverse and vector
// multiply-adds, and updates the rows of r in place.
func euclid(a, b Poly, m int, ext bool) (c, d Poly, r mat) {
	n := len(a)
	vec := kernel.PolyVec() && n >= 16
	buf := make([]uint64, 3*n+4*n*b2i(ext))
	x, y, q := buf[:n], buf[n:2*n], buf[2*n:3*n]
	toRep(x, a, vec)
	toRep(y[:len(b)], b, vec)
	lx, ly := len(a), len(b)
	// The rows of r, (r0, r1) for (x, y), of lengths l[0], l[1], l[2], l[3].
	var rows [4][]uint64
	var l [4]int
	if ext {
		for i := range rows {
			rows[i] = buf[(3+i)*n : (4+i)*n]
		}
		rows[0][0], rows[3][0] = 1, 1 // 1 is 1 in rep too
		l = [4]int{1, 0, 0, 1}
	}
	for ly > 0 && ly-1 >= m {
		inv := invOne(y[ly-1], vec)
		qlen := lx - ly + 1
		for i := lx - 1; i >= ly-1; i-- {
			c := x[i]
			if c != 0 {
				c = mulOne(c, inv, vec)
				addMul(x[i-ly+1:i+1], y[:ly], c, vec)
			}
			q[i-ly+1] = c
		}
		lx = trimLen(x, ly-1)
		x, y, lx, ly = y, x, ly, lx
		if !ext {
			continue
		}
		// (r0, r1) -> (r1, r0 + q r1)
		for k := 0; k < 2; k++ {
			if l[2+k] == 0 {
				continue
			}
			for j, c := range q[:qlen] {
				if c != 0 {
					addMul(rows[k][j:], rows[2+k][:l[2+k]], c, vec)
				}
			}
			l[k] = trimLen(rows[k], max(l[k], l[2+k]+qlen-1))
		}
		rows[0], rows[1], rows[2], rows[3] = rows[2], rows[3], rows[0], rows[1]
		l[0], l[1], l[2], l[3] = l[2], l[3], l[0], l[1]
	}
	out := func(v []uint64) Poly {
		p := make(Poly, len(v))
		fromRep(p, v, vec)
		return p
	}
	c, d = out(x[:lx]), out(y[:ly])
	if ext {
		r = mat{{out(rows[0][:l[0]]), out(rows[1][:l[1]])}, {out(rows[2][:l[2]]), out(rows[3][:l[3]])}}
	}
	return c, d, r
}

// trimLen returns the length of v[:n] without its trailing zeros.
func trimLen(v []uint64, n int) int {
	for n > 0 && v[n-1] == 0 {
		n--
	}
	return n
}
