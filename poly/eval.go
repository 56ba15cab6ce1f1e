package poly

import (
	"fmt"
	"slices"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/par"
)

// FromRoots returns the monic polynomial with the given roots, the product
// of x - r over rs; a repeated root is a repeated factor. FromRoots of no
// roots is 1. The product is taken as a balanced tree, in O(M(n) log n).
func FromRoots(rs []uint64) Poly {
	if len(rs) == 0 {
		return Poly{1}
	}
	return newTree(rs).root()
}

// A tree is the subproduct tree of points x_0, ..., x_(n-1): level 0 holds
// the polynomials x - x_i, and node j of level l+1 the product of nodes 2j
// and 2j+1 of level l, or node 2j alone when it is the last. Node j of level
// l is the product of x - x_i over i in [j 2^l, (j+1) 2^l), clipped to n.
type tree [][]Poly

func newTree(xs []uint64) tree {
	level := make([]Poly, len(xs))
	for i, x := range xs {
		level[i] = Poly{x, 1}
	}
	t := tree{level}
	for l := 0; len(level) > 1; l++ {
		up := make([]Poly, (len(level)+1)/2)
		nodes(len(xs), l, len(up), func(j int) {
			if 2*j+1 < len(level) {
				up[j] = Mul(level[2*j], level[2*j+1])
			} else {
				up[j] = level[2*j]
			}
		})
		t = append(t, up)
		level = up
	}
	return t
}

// treeParMin is the number of points from which the subproduct trees split
// their work among the cores: the nodes of a level in parts of treeParMin
// points or more, and the descent at a node of that many points into its
// two children. It was set by BenchmarkEvalMany (bench_test.go) with -cpu
// 1,2, so that a part takes far longer than waking a core.
const treeParMin = 1 << 10

// nodes calls node(j) for j < count, the nodes of level l of a tree of n
// points, split among the cores when the tree is large.
func nodes(n, l, count int, node func(j int)) {
	if !par.Worth(n, treeParMin) {
		for j := range count {
			node(j)
		}
		return
	}
	par.Do(count, max(treeParMin>>l, 1), func(lo, hi int) {
		for j := lo; j < hi; j++ {
			node(j)
		}
	})
}

func (t tree) root() Poly { return t[len(t)-1][0] }

// hornerMax is the number of points below which a remainder is evaluated
// at each of them by Horner's rule rather than divided further, and the
// length of p up to which EvalMany uses Horner's rule alone.
const hornerMax = 16

// eval sets out[i] = p(x_i) for the points of t: the remainder of p by
// each node, from the root down, takes the values of p on the node's
// points, and a node's remainder divided by its children gives theirs.
func (t tree) eval(p Poly, out []uint64) {
	t.descend(len(t)-1, 0, newModulus(t.root()).rem(p), out)
}

// descend evaluates r, a remainder by node j of level l, on the node's
// points.
func (t tree) descend(l, j int, r Poly, out []uint64) {
	lo, hi := j<<l, min((j+1)<<l, len(t[0]))
	if hi-lo <= hornerMax {
		for i := lo; i < hi; i++ {
			out[i] = Eval(r, t[0][i][0])
		}
		return
	}
	left := 2 * j
	if left+1 == len(t[l-1]) { // no right child: the node is its left child
		t.descend(l-1, left, r, out)
		return
	}
	if par.Worth(hi-lo, treeParMin) {
		par.Run(true,
			func() { t.descend(l-1, left, newModulus(t[l-1][left]).rem(r), out) },
			func() { t.descend(l-1, left+1, newModulus(t[l-1][left+1]).rem(r), out) })
		return
	}
	t.descend(l-1, left, newModulus(t[l-1][left]).rem(r), out)
	t.descend(l-1, left+1, newModulus(t[l-1][left+1]).rem(r), out)
}

// EvalMany returns p(x) for each x of xs, in order: by Horner's rule for a
// short p, and otherwise by remainders along a subproduct tree (von zur
// Gathen and Gerhard, Modern Computer Algebra, ch. 10), on groups of about
// len(p) points, in O(M(n) log n) for n points and degree n. Points may
// repeat.
func EvalMany(p Poly, xs []uint64) []uint64 {
	p = norm(p)
	out := make([]uint64, len(xs))
	if len(p) <= hornerMax {
		for i, x := range xs {
			out[i] = Eval(p, x)
		}
		return out
	}
	group := 64
	for group < len(p) {
		group *= 2
	}
	groups := (len(xs) + group - 1) / group
	grain := groups
	if par.Worth(len(xs), treeParMin) {
		grain = 1
	}
	par.Do(groups, grain, func(g0, g1 int) {
		for lo := g0 * group; lo < min(g1*group, len(xs)); lo += group {
			hi := min(lo+group, len(xs))
			newTree(xs[lo:hi]).eval(p, out[lo:hi])
		}
	})
	return out
}

// Interpolate returns the polynomial p of degree below n = len(xs) with
// p(xs[i]) = ys[i] for every i, by Lagrange's formula along a subproduct
// tree (Modern Computer Algebra, ch. 10), in O(M(n) log n):
//
//	p = sum of ys[i]/m'(xs[i]) * m/(x - xs[i]),  m = product of (x - xs[i]),
//
// whose terms are summed pairwise up the tree. Interpolate of no points is
// the zero polynomial.
//
// Interpolate returns an error wrapping ErrRepeatedPoint, and no
// polynomial, if a value repeats in xs (then no polynomial of degree below
// n need exist). It panics if xs and ys differ in length.
func Interpolate(xs, ys []uint64) (Poly, error) {
	if len(xs) != len(ys) {
		panic("poly: Interpolate of slices of different lengths")
	}
	if len(xs) == 0 {
		return nil, nil
	}
	t := newTree(xs)
	// m'(x_i) is the product of x_i - x_j over j != i, 0 exactly when x_i
	// repeats.
	w := make([]uint64, len(xs))
	t.eval(Deriv(t.root()), w)
	for i, v := range w {
		if v == 0 {
			return nil, repeatedError(xs, i)
		}
		w[i] = nimber.Mul(ys[i], nimber.Inv(v))
	}
	level := make([]Poly, len(xs))
	for i, c := range w {
		level[i] = Poly{c}
	}
	for l := 0; len(level) > 1; l++ {
		up := make([]Poly, (len(level)+1)/2)
		nodes(len(xs), l, len(up), func(j int) {
			if 2*j+1 == len(level) {
				up[j] = level[2*j]
			} else {
				up[j] = Add(Mul(level[2*j], t[l][2*j+1]), Mul(level[2*j+1], t[l][2*j]))
			}
		})
		level = up
	}
	return norm(level[0]), nil
}

// repeatedError returns the error of Interpolate for xs[i], which
// repeats.
func repeatedError(xs []uint64, i int) error {
	j := slices.Index(xs, xs[i])
	if j == i {
		j = i + 1 + slices.Index(xs[i+1:], xs[i])
	}
	return fmt.Errorf("%w, %d at indices %d and %d", ErrRepeatedPoint, xs[i], min(i, j), max(i, j))
}
