package poly_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

const guard = 0x5a5a5a5a5a5a5a5a

// TestKernels checks the element-wise kernels of each kind, in rep, against
// nimber.Mul and exclusive or, for every length up to 70 and some longer,
// with guard words after dst that must not change.
func TestKernels(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(53, 54))
		for _, n := range append(rangeTo(70), 255, 256, 257, 1000) {
			x, y, old := randPoly(r, n), randPoly(r, n), randPoly(r, n)
			c := coeff(r)
			rx, ry := rep(x), rep(y)
			rc := rep(poly.Poly{c})[0]
			check := func(name string, run func(dst []uint64), want func(i int) uint64) {
				t.Helper()
				buf := make([]uint64, n+9)
				for i := range buf {
					buf[i] = guard
				}
				dst := buf[:n]
				copy(dst, rep(old))
				run(dst)
				for i := n; i < len(buf); i++ {
					if buf[i] != guard {
						t.Fatalf("%s, n=%d: word %d past dst changed", name, n, i)
					}
				}
				poly.FromRep(dst, dst)
				for i := range n {
					if dst[i] != want(i) {
						t.Fatalf("%s, n=%d: dst[%d] = %#x, want %#x", name, n, i, dst[i], want(i))
					}
				}
			}
			check("RepMulSlice", func(d []uint64) { poly.RepMulSlice(d, rx, ry) },
				func(i int) uint64 { return nimber.Mul(x[i], y[i]) })
			check("AddMul", func(d []uint64) { poly.AddMul(d, rx, rc) },
				func(i int) uint64 { return old[i] ^ nimber.Mul(c, x[i]) })
			check("XorInto", func(d []uint64) { poly.XorInto(d, rx) },
				func(i int) uint64 { return old[i] ^ x[i] })
			if n > 0 {
				check("MulOne", func(d []uint64) { d[0] = poly.MulOne(rx[0], rc) },
					func(i int) uint64 {
						if i == 0 {
							return nimber.Mul(x[0], c)
						}
						return old[i]
					})
			}
			if c != 0 {
				if got := poly.InvOne(rc); !same(unrep([]uint64{got}), poly.Poly{nimber.Inv(c)}) {
					t.Fatalf("InvOne(%#x) wrong", c)
				}
			}
		}
	})
}

func rangeTo(n int) []int {
	s := make([]int, n+1)
	for i := range s {
		s[i] = i
	}
	return s
}

func rep(p poly.Poly) []uint64 {
	v := make([]uint64, len(p))
	poly.ToRep(v, p)
	return v
}

func unrep(v []uint64) poly.Poly {
	p := make(poly.Poly, len(v))
	poly.FromRep(p, v)
	return p
}
