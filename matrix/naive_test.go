package matrix_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/matrix"
)

// The naive linear algebra the package is checked against: [][]uint64
// matrices, nimber.Mul and nimber.Inv one element at a time, and none of the
// batch kernels or blocks of the package.

type naive [][]uint64

func toNaive(m *matrix.Dense) naive {
	r, c := m.Dims()
	a := make(naive, r)
	for i := range a {
		a[i] = make([]uint64, c)
		for j := range a[i] {
			a[i][j] = m.At(i, j)
		}
	}
	return a
}

func fromNaive(a naive, cols int) *matrix.Dense {
	m := matrix.New(len(a), cols, nil)
	for i, row := range a {
		for j, v := range row {
			m.Set(i, j, v)
		}
	}
	return m
}

func (a naive) clone() naive {
	b := make(naive, len(a))
	for i := range a {
		b[i] = append([]uint64(nil), a[i]...)
	}
	return b
}

// naiveMul is the schoolbook product of the r×k matrix a and the k×c
// matrix b.
func naiveMul(a, b naive, r, k, c int) naive {
	p := make(naive, r)
	for i := range p {
		p[i] = make([]uint64, c)
		for j := range c {
			var s uint64
			for l := range k {
				s ^= nimber.Mul(a[i][l], b[l][j])
			}
			p[i][j] = s
		}
	}
	return p
}

// cofactorDet is the determinant by cofactor expansion along the first
// row, for small n: in characteristic 2 every sign is +.
func cofactorDet(a naive) uint64 {
	n := len(a)
	if n == 0 {
		return 1
	}
	var d uint64
	for j := range n {
		if a[0][j] == 0 {
			continue
		}
		minor := make(naive, n-1)
		for i := range minor {
			minor[i] = append(append([]uint64(nil), a[i+1][:j]...), a[i+1][j+1:]...)
		}
		d ^= nimber.Mul(a[0][j], cofactorDet(minor))
	}
	return d
}

// gaussJordan brings a copy of the r×c matrix a to reduced row echelon form
// one element at a time, searching pivots in the columns before limit
// only. It returns the form, the pivot columns and the product of the
// pivots it divided by.
func gaussJordan(a naive, c, limit int) (naive, []int, uint64) {
	a = a.clone()
	var pivots []int
	prod := uint64(1)
	r := 0
	for j := 0; j < limit && r < len(a); j++ {
		p := r
		for p < len(a) && a[p][j] == 0 {
			p++
		}
		if p == len(a) {
			continue
		}
		a[r], a[p] = a[p], a[r]
		prod = nimber.Mul(prod, a[r][j])
		inv := nimber.Inv(a[r][j])
		for t := range c {
			a[r][t] = nimber.Mul(a[r][t], inv)
		}
		for i := range a {
			if f := a[i][j]; i != r && f != 0 {
				for t := range c {
					a[i][t] ^= nimber.Mul(f, a[r][t])
				}
			}
		}
		pivots = append(pivots, j)
		r++
	}
	return a, pivots, prod
}

func naiveDet(a naive) uint64 {
	_, pivots, prod := gaussJordan(a, len(a), len(a))
	if len(pivots) < len(a) {
		return 0
	}
	return prod
}

// naiveInverse returns the inverse of a by Gauss–Jordan on [a | I], or nil.
func naiveInverse(a naive) naive {
	n := len(a)
	aug := make(naive, n)
	for i := range aug {
		aug[i] = make([]uint64, 2*n)
		copy(aug[i], a[i])
		aug[i][n+i] = 1
	}
	r, pivots, _ := gaussJordan(aug, 2*n, n)
	if len(pivots) < n {
		return nil
	}
	inv := make(naive, n)
	for i := range inv {
		inv[i] = r[i][n:]
	}
	return inv
}

// naiveSolve returns the solution of a x = b that is 0 in the free columns,
// or ok == false if there is none.
func naiveSolve(a naive, c int, b []uint64) (x []uint64, ok bool) {
	aug := make(naive, len(a))
	for i := range aug {
		aug[i] = append(append([]uint64(nil), a[i]...), b[i])
	}
	r, pivots, _ := gaussJordan(aug, c+1, c)
	for i := len(pivots); i < len(r); i++ {
		if r[i][c] != 0 {
			return nil, false
		}
	}
	x = make([]uint64, c)
	for j, pc := range pivots {
		x[pc] = r[j][c]
	}
	return x, true
}

// naiveKernel returns the kernel basis that Kernel documents, from the
// reduced row echelon form of a.
func naiveKernel(a naive, c int) naive {
	r, pivots, _ := gaussJordan(a, c, c)
	isPivot := make([]bool, c)
	for _, pc := range pivots {
		isPivot[pc] = true
	}
	var free []int
	for j := range c {
		if !isPivot[j] {
			free = append(free, j)
		}
	}
	k := make(naive, c)
	for i := range k {
		k[i] = make([]uint64, len(free))
	}
	for f, fc := range free {
		k[fc][f] = 1
		for j, pc := range pivots {
			k[pc][f] = r[j][fc]
		}
	}
	return k
}

// Generators of test matrices.

// random returns an r×c matrix of random elements, each of a random width
// one time in four, so that small values and subfield values occur.
func random(rng *rand.Rand, r, c int) *matrix.Dense {
	m := matrix.New(r, c, nil)
	for i := range r {
		for j := range c {
			v := rng.Uint64()
			if rng.IntN(4) == 0 {
				v >>= rng.IntN(64)
			}
			m.Set(i, j, v)
		}
	}
	return m
}

// randomBelow returns an r×c matrix of random elements below bound.
func randomBelow(rng *rand.Rand, r, c int, bound uint64) *matrix.Dense {
	m := matrix.New(r, c, nil)
	for i := range r {
		for j := range c {
			m.Set(i, j, rng.Uint64N(bound))
		}
	}
	return m
}

// lowRank returns an r×c matrix of rank at most k, a product of random
// r×k and k×c matrices.
func lowRank(rng *rand.Rand, r, c, k int) *matrix.Dense {
	return matrix.Mul(random(rng, r, k), random(rng, k, c))
}

// structured returns named r×c matrices of special forms.
func structured(rng *rand.Rand, r, c int) map[string]*matrix.Dense {
	fill := func(f func(i, j int) uint64) *matrix.Dense {
		m := matrix.New(r, c, nil)
		for i := range r {
			for j := range c {
				m.Set(i, j, f(i, j))
			}
		}
		return m
	}
	ms := map[string]*matrix.Dense{
		"zero":      matrix.New(r, c, nil),
		"ones":      fill(func(i, j int) uint64 { return 1 }),
		"allbits":   fill(func(i, j int) uint64 { return ^uint64(0) }),
		"pow2":      fill(func(i, j int) uint64 { return 1 << ((i*7 + j*3) % 64) }),
		"pow2diag":  fill(func(i, j int) uint64 { return uint64(b2u(i == j)) << (i % 64) }),
		"upper":     fill(func(i, j int) uint64 { return uint64(b2u(j >= i)) * (rng.Uint64() | 1) }),
		"lower":     fill(func(i, j int) uint64 { return uint64(b2u(j <= i)) * (rng.Uint64()>>(i%64) | 1) }),
		"subfield8": randomBelow(rng, r, c, 1<<8),
		"bits":      randomBelow(rng, r, c, 2),
		"sparse":    fill(func(i, j int) uint64 { return uint64(b2u(rng.IntN(8) == 0)) * rng.Uint64() }),
		"lowrank":   lowRank(rng, r, c, min(r, c)/2),
		"random":    random(rng, r, c),
	}
	if r == c {
		ms["identity"] = matrix.Identity(r)
	}
	if r > 1 {
		dup := random(rng, r, c)
		copy(dup.Row(r-1), dup.Row(0))
		ms["duprow"] = dup
	}
	if c > 1 {
		zc := random(rng, r, c)
		for i := range r {
			zc.Set(i, c/2, 0)
		}
		ms["zerocol"] = zc
	}
	return ms
}

func b2u(b bool) int {
	if b {
		return 1
	}
	return 0
}

// scale returns n, or n/div under -short.
func scale(n, div int) int {
	if testing.Short() {
		return max(n/div, 1)
	}
	return n
}
