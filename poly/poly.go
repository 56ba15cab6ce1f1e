// Package poly implements polynomials over the 64-bit nimbers, the field
// F_(2^64) of package nimber.
package poly

// A Poly is a polynomial over the nimbers: its coefficients, constant term
// first. A Poly is normalised when it has no trailing zero coefficients; nil
// and the empty slice are the zero polynomial. The functions of this package
// accept any Poly and return normalised ones.
type Poly []uint64

// Degree returns the degree of p, the index of its last nonzero coefficient,
// and -1 for the zero polynomial.
func (p Poly) Degree() int {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] != 0 {
			return i
		}
	}
	return -1
}
