package matrix_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/matrix"
)

// elimShapes are the shapes for the comparisons with the naive code: all
// small ones, and some that cross the blocks of 64 columns.
func elimShapes() [][2]int {
	var s [][2]int
	for r := range 5 {
		for c := range 5 {
			s = append(s, [2]int{r, c})
		}
	}
	s = append(s, [2]int{7, 7}, [2]int{10, 3}, [2]int{3, 10}, [2]int{33, 33}, [2]int{63, 65},
		[2]int{65, 63}, [2]int{64, 64}, [2]int{70, 130})
	if !testing.Short() {
		s = append(s, [2]int{129, 129}, [2]int{200, 140}, [2]int{140, 200})
	}
	return s
}

// checkAgainstNaive compares every elimination result on m with the naive
// code.
func checkAgainstNaive(t *testing.T, name string, m *matrix.Dense, rng *rand.Rand) {
	t.Helper()
	r, c := m.Dims()
	a := toNaive(m)
	rref, pivots, _ := gaussJordan(a, c, c)

	gotR, gotP := m.RREF()
	if !matrix.Equal(gotR, fromNaive(rref, c)) || !slices.Equal(gotP, pivots) {
		t.Fatalf("%s (%dx%d): RREF differs from Gauss–Jordan: pivots %v, want %v", name, r, c, gotP, pivots)
	}
	if got := m.Rank(); got != len(pivots) {
		t.Fatalf("%s (%dx%d): Rank = %d, want %d", name, r, c, got, len(pivots))
	}
	if got, want := kernel(t, m), fromNaive(naiveKernel(a, c), c-len(pivots)); !matrix.Equal(got, want) {
		t.Fatalf("%s (%dx%d): Kernel =\n%v\nwant\n%v", name, r, c, got, want)
	}
	// One right-hand side in the column space, one at random (usually
	// outside it when the rank is below r).
	inSpace := m.MulVec(random(rng, c, 1).Col(0))
	for _, b := range [][]uint64{inSpace, random(rng, r, 1).Col(0)} {
		x, err := m.Solve(b)
		want, ok := naiveSolve(a, c, b)
		switch {
		case !ok && !errors.Is(err, matrix.ErrInconsistent):
			t.Fatalf("%s (%dx%d): Solve = %v, %v; want ErrInconsistent", name, r, c, x, err)
		case ok && (err != nil || !slices.Equal(x, want)):
			t.Fatalf("%s (%dx%d): Solve = %v, %v; want %v", name, r, c, x, err, want)
		}
	}
	if r != c {
		return
	}
	if got, want := m.Det(), naiveDet(a); got != want {
		t.Fatalf("%s (%dx%d): Det = %#x, want %#x", name, r, c, got, want)
	}
	inv, err := m.Inverse()
	want := naiveInverse(a)
	switch {
	case want == nil && (inv != nil || !errors.Is(err, matrix.ErrSingular)):
		t.Fatalf("%s (%dx%d): Inverse = %v, %v; want ErrSingular", name, r, c, inv, err)
	case want != nil && (err != nil || !matrix.Equal(inv, fromNaive(want, c))):
		t.Fatalf("%s (%dx%d): Inverse differs from Gauss–Jordan (err %v)", name, r, c, err)
	}
}

func TestEliminationAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, d := range elimShapes() {
		for name, m := range structured(rng, d[0], d[1]) {
			checkAgainstNaive(t, name, m, rng)
		}
		ranks := []int{0, 1, 2, min(d[0], d[1]) / 2, min(d[0], d[1]) - 1}
		if min(d[0], d[1]) <= 8 {
			ranks = nil
			for k := range min(d[0], d[1]) {
				ranks = append(ranks, k)
			}
		}
		for _, k := range ranks {
			checkAgainstNaive(t, fmt.Sprintf("rank %d", k), lowRank(rng, d[0], d[1], max(k, 0)), rng)
		}
	}
}

// TestDetCofactor checks Det against cofactor expansion, which shares
// nothing with elimination, for every n <= 7.
func TestDetCofactor(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for n := range 8 {
		for name, m := range structured(rng, n, n) {
			if got, want := m.Det(), cofactorDet(toNaive(m)); got != want {
				t.Errorf("%s (%dx%d): Det = %#x, cofactor expansion gives %#x", name, n, n, got, want)
			}
		}
		for range scale(30, 5) {
			m := random(rng, n, n)
			if got, want := m.Det(), cofactorDet(toNaive(m)); got != want {
				t.Fatalf("Det of\n%v\n= %#x, cofactor expansion gives %#x", m, got, want)
			}
		}
	}
	// Published value: the nim-product of 2 and 3 is 1 (Conway, ONAG,
	// ch. 6), so the determinant of [[2, 1], [1, 3]] is 2*3 + 1*1 = 0.
	if d := matrix.New(2, 2, []uint64{2, 1, 1, 3}).Det(); d != 0 {
		t.Errorf("det [[2 1] [1 3]] = %d, want 0", d)
	}
}

// identityShapes are the sizes of the identity tests, up to 300.
func identitySizes() []int {
	if testing.Short() {
		return []int{1, 2, 65, 130}
	}
	return []int{1, 2, 3, 63, 64, 65, 127, 200, 300}
}

func TestIdentities(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for _, n := range identitySizes() {
		a, b := random(rng, n, n), random(rng, n, n)
		inv, err := a.Inverse()
		if err != nil {
			t.Fatalf("n=%d: Inverse of a random matrix: %v", n, err)
		}
		if !matrix.Equal(matrix.Mul(a, inv), matrix.Identity(n)) || !matrix.Equal(matrix.Mul(inv, a), matrix.Identity(n)) {
			t.Fatalf("n=%d: a * Inverse(a) != I", n)
		}
		if got, want := matrix.Mul(a, b).Det(), nimber.Mul(a.Det(), b.Det()); got != want {
			t.Fatalf("n=%d: det(ab) = %#x, det(a)det(b) = %#x", n, got, want)
		}
		if inv.Det() != nimber.Inv(a.Det()) {
			t.Fatalf("n=%d: det(a⁻¹) != 1/det(a)", n)
		}
		bv := random(rng, n, 1).Col(0)
		x, err := a.Solve(bv)
		if err != nil || !slices.Equal(a.MulVec(x), bv) {
			t.Fatalf("n=%d: Solve: a x != b (err %v)", n, err)
		}
		if !slices.Equal(x, inv.MulVec(bv)) {
			t.Fatalf("n=%d: Solve(b) != Inverse(a) b", n)
		}
		if a.Rank() != n || kernel(t, a).Rank() != 0 {
			t.Fatalf("n=%d: a random matrix has rank %d", n, a.Rank())
		}
		// Rank-deficient: products through k < n, wide and tall shapes.
		for _, k := range []int{0, 1, n / 2, n - 1} {
			for _, shape := range [][2]int{{n, n}, {n, n + 7}, {n + 5, n}} {
				checkDeficient(t, rng, shape[0], shape[1], k)
			}
		}
	}
}

// checkDeficient checks the identities on an r×c matrix of rank k,
// built as a product through k dimensions and checked with the naive rank
// of its factors.
func checkDeficient(t *testing.T, rng *rand.Rand, r, c, k int) {
	t.Helper()
	f, g := random(rng, r, k), random(rng, k, c)
	m := matrix.Mul(f, g)
	rank := m.Rank()
	if want := min(f.Rank(), g.Rank()); rank > want || k <= 64 && rank != want {
		// A product of random full-rank factors has full rank k but for a
		// chance of order k/2^64; ranks of up to 64 are compared exactly.
		t.Fatalf("%dx%d through %d: Rank = %d, factors of rank %d", r, c, k, rank, want)
	}
	ker := kernel(t, m)
	if kr, kc := ker.Dims(); kr != c || rank+kc != c {
		t.Fatalf("%dx%d of rank %d: Kernel is %dx%d", r, c, rank, kr, kc)
	}
	if _, kc := ker.Dims(); kc > 0 && !matrix.Equal(matrix.Mul(m, ker), matrix.New(r, kc, nil)) {
		t.Fatalf("%dx%d of rank %d: m Kernel(m) != 0", r, c, rank)
	}
	if ker.Rank() != c-rank {
		t.Fatalf("%dx%d of rank %d: the kernel's columns are dependent", r, c, rank)
	}
	rref, pivots := m.RREF()
	if len(pivots) != rank || rref.Rank() != rank || !matrix.Equal(matrix.Mul(rref, ker), matrix.New(r, c-rank, nil)) {
		t.Fatalf("%dx%d of rank %d: RREF has %d pivots or another row space", r, c, rank, len(pivots))
	}
	// In the column space: solvable. Outside it (when it is not all): not.
	x0 := random(rng, c, 1).Col(0)
	b := m.MulVec(x0)
	x, err := m.Solve(b)
	if err != nil || !slices.Equal(m.MulVec(x), b) {
		t.Fatalf("%dx%d of rank %d: Solve of a consistent system: %v", r, c, rank, err)
	}
	if rank < r {
		// Any b with y^T b != 0 for a y with y^T m = 0 is outside.
		y := kernel(t, m.Transpose()).Col(0)
		out := slices.Clone(b)
		for i, v := range y {
			if v != 0 {
				out[i] ^= nimber.Inv(v) // y^T out = y^T b + 1 = 1
				break
			}
		}
		if _, err := m.Solve(out); !errors.Is(err, matrix.ErrInconsistent) {
			t.Fatalf("%dx%d of rank %d: Solve of an inconsistent system: %v, want ErrInconsistent", r, c, rank, err)
		}
	}
	if r == c && rank < r {
		if d := m.Det(); d != 0 {
			t.Fatalf("%dx%d of rank %d: Det = %#x, want 0", r, c, rank, d)
		}
		if inv, err := m.Inverse(); inv != nil || !errors.Is(err, matrix.ErrSingular) {
			t.Fatalf("%dx%d of rank %d: Inverse = %v, want ErrSingular", r, c, rank, err)
		}
	}
}

// TestSingularBuilt checks matrices singular by construction: duplicate
// rows, zero columns, zero rows, a row the sum of two others.
func TestSingularBuilt(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for _, n := range []int{3, 5, 64, 65, 150} {
		builds := map[string]func(m *matrix.Dense){
			"duplicate rows": func(m *matrix.Dense) { copy(m.Row(n-1), m.Row(0)) },
			"zero column": func(m *matrix.Dense) {
				for i := range n {
					m.Set(i, n/3, 0)
				}
			},
			"zero row": func(m *matrix.Dense) { clear(m.Row(n / 2)) },
			"sum of rows": func(m *matrix.Dense) {
				for j := range n {
					m.Set(n-1, j, m.At(0, j)^nimber.Mul(5, m.At(1, j)))
				}
			},
		}
		for name, build := range builds {
			m := random(rng, n, n)
			build(m)
			if d := m.Det(); d != 0 {
				t.Errorf("n=%d, %s: Det = %#x, want 0", n, name, d)
			}
			if _, err := m.Inverse(); !errors.Is(err, matrix.ErrSingular) {
				t.Errorf("n=%d, %s: Inverse error %v, want ErrSingular", n, name, err)
			}
			if r := m.Rank(); r != n-1 {
				t.Errorf("n=%d, %s: Rank = %d, want %d", n, name, r, n-1)
			}
			// A zero row with a nonzero right-hand side there is
			// inconsistent; so are equal rows with different sides.
			b := random(rng, n, 1).Col(0)
			b[n/2] |= 1
			if name == "zero row" {
				if _, err := m.Solve(b); !errors.Is(err, matrix.ErrInconsistent) {
					t.Errorf("n=%d, zero row: Solve error %v, want ErrInconsistent", n, err)
				}
			}
			if name == "duplicate rows" {
				b[n-1] = b[0] ^ 1
				if _, err := m.Solve(b); !errors.Is(err, matrix.ErrInconsistent) {
					t.Errorf("n=%d, duplicate rows: Solve error %v, want ErrInconsistent", n, err)
				}
			}
		}
	}
}

func TestEdgeCases(t *testing.T) {
	empty := matrix.New(0, 0, nil)
	if empty.Det() != 1 || empty.Rank() != 0 {
		t.Errorf("0x0: Det %d, Rank %d; want 1, 0", empty.Det(), empty.Rank())
	}
	if inv, err := empty.Inverse(); err != nil || !matrix.Equal(inv, empty) {
		t.Errorf("0x0: Inverse = %v, %v", inv, err)
	}
	if x, err := empty.Solve(nil); err != nil || len(x) != 0 {
		t.Errorf("0x0: Solve = %v, %v", x, err)
	}
	if k := kernel(t, empty); !matrix.Equal(k, empty) {
		t.Errorf("0x0: Kernel = %v", k)
	}
	// No equations: every x solves, and the kernel is everything.
	wide := matrix.New(0, 3, nil)
	if x, err := wide.Solve(nil); err != nil || !slices.Equal(x, []uint64{0, 0, 0}) {
		t.Errorf("0x3: Solve = %v, %v", x, err)
	}
	if k := kernel(t, wide); !matrix.Equal(k, matrix.Identity(3)) {
		t.Errorf("0x3: Kernel = %v, want I", k)
	}
	// No unknowns: solvable only for b = 0.
	tall := matrix.New(2, 0, nil)
	if x, err := tall.Solve([]uint64{0, 0}); err != nil || len(x) != 0 {
		t.Errorf("2x0: Solve(0) = %v, %v", x, err)
	}
	if _, err := tall.Solve([]uint64{0, 7}); !errors.Is(err, matrix.ErrInconsistent) {
		t.Errorf("2x0: Solve([0 7]) error %v, want ErrInconsistent", err)
	}
	one := matrix.New(1, 1, []uint64{6})
	if one.Det() != 6 {
		t.Errorf("det [6] = %d", one.Det())
	}
	if inv, err := one.Inverse(); err != nil || inv.At(0, 0) != 9 { // 6*9 = 1
		t.Errorf("[6]⁻¹ = %v, %v; want [9]", inv, err)
	}
	if x, err := one.Solve([]uint64{1}); err != nil || x[0] != 9 {
		t.Errorf("6x = 1: x = %v, %v; want 9", x, err)
	}
	zero := matrix.New(1, 1, nil)
	if _, err := zero.Inverse(); !errors.Is(err, matrix.ErrSingular) {
		t.Errorf("[0]⁻¹ error %v", err)
	}
	sq := matrix.New(2, 3, nil)
	mustPanic(t, "matrix: Det of a non-square 2x3 matrix", func() { sq.Det() })
	mustPanic(t, "matrix: Inverse of a non-square 2x3 matrix", func() { sq.Inverse() })
	mustPanic(t, "matrix: CharPoly of a non-square 2x3 matrix", func() { sq.CharPoly() })
	mustPanic(t, "matrix: Solve of a 2x3 system with 3 right-hand sides", func() { sq.Solve(make([]uint64, 3)) })
}

// TestSubfieldElimination checks that over F_(2^8) every result stays in
// F_(2^8).
func TestSubfieldElimination(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	for _, n := range []int{4, 70, 150} {
		for _, m := range []*matrix.Dense{randomBelow(rng, n, n, 256), matrix.Mul(randomBelow(rng, n, n/2, 256), randomBelow(rng, n/2, n, 256))} {
			if m.Det() >= 256 {
				t.Errorf("n=%d: Det = %#x", n, m.Det())
			}
			if inv, err := m.Inverse(); err == nil && !below(inv, 256) {
				t.Errorf("n=%d: Inverse leaves F_(2^8)", n)
			}
			if r, _ := m.RREF(); !below(r, 256) || !below(kernel(t, m), 256) {
				t.Errorf("n=%d: RREF or Kernel leaves F_(2^8)", n)
			}
			x, err := m.Solve(m.MulVec(randomBelow(rng, n, 1, 256).Col(0)))
			if err != nil || !below(matrix.New(n, 1, x), 256) {
				t.Errorf("n=%d: Solve leaves F_(2^8): %v", n, err)
			}
			if !below(matrix.New(1, n+1, m.CharPoly()), 256) {
				t.Errorf("n=%d: CharPoly leaves F_(2^8)", n)
			}
		}
	}
}

func ExampleDense_Solve() {
	// The second row is 2 times the first (2*1 = 2, 2*2 = 3), so a system
	// has many solutions or none.
	a := matrix.New(2, 2, []uint64{
		1, 2,
		2, 3,
	})
	x, err := a.Solve([]uint64{1, 2}) // consistent: 2*1 = 2
	fmt.Println(x, err, a.MulVec(x))
	ker, _ := a.Kernel()
	fmt.Println(ker.Col(0)) // the other solutions: x + t*(2, 1)
	_, err = a.Solve([]uint64{1, 1})
	fmt.Println(err)
	// Output:
	// [1 0] <nil> [1 2]
	// [2 1]
	// matrix: inconsistent system, no solution
}

func ExampleDense_Inverse() {
	a := matrix.New(2, 2, []uint64{
		2, 3,
		0, 1,
	})
	inv, _ := a.Inverse()
	fmt.Println(inv)
	fmt.Println(matrix.Mul(a, inv))
	_, err := matrix.New(2, 2, []uint64{1, 2, 1, 2}).Inverse()
	fmt.Println(err)
	// Output:
	// 3 2
	// 0 1
	// 1 0
	// 0 1
	// matrix: singular matrix, no inverse
}

func ExampleDense_Kernel() {
	// Over the nimbers x + 2y + 3z = 0 has the solutions spanned by
	// (2, 1, 0) and (3, 0, 1).
	a := matrix.New(1, 3, []uint64{1, 2, 3})
	ker, _ := a.Kernel() // an error only for a basis of more than MaxKernelElements
	fmt.Println(ker)
	// Output:
	// 2 3
	// 1 0
	// 0 1
}

func ExampleDense_Rank() {
	a := matrix.New(3, 3, []uint64{
		1, 2, 3,
		2, 3, 1, // 2 times the first row, as 2*2 = 3 and 2*3 = 1
		4, 5, 6,
	})
	fmt.Println(a.Rank(), a.Det())
	// Output:
	// 2 0
}

func ExampleDense_RREF() {
	a := matrix.New(2, 3, []uint64{
		2, 3, 1,
		1, 1, 1,
	})
	r, pivots := a.RREF()
	fmt.Println(r)
	fmt.Println(pivots)
	// Output:
	// 1 0 2
	// 0 1 3
	// [0 1]
}

// kernel returns m.Kernel(), failing the test on an error.
func kernel(t *testing.T, m *matrix.Dense) *matrix.Dense {
	t.Helper()
	k, err := m.Kernel()
	if err != nil {
		t.Fatalf("Kernel of a %v matrix: %v", dims(m), err)
	}
	return k
}

func dims(m *matrix.Dense) string {
	r, c := m.Dims()
	return fmt.Sprintf("%dx%d", r, c)
}

// TestKernelTooLarge checks the bound of Kernel: a 1×4096 matrix has a
// kernel basis of 4095×4096 elements, below MaxKernelElements, and one
// more column exceeds it; 1×100000 and 0×4097 are refused before the
// elimination, and 206×4200 of rank 1 after it.
func TestKernelTooLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 128 MiB")
	}
	for _, c := range []struct {
		r, c, rank int
		ok         bool
	}{{1, 4096, 1, true}, {1, 4097, 1, false}, {1, 100000, 1, false}, {0, 4097, 0, false}, {206, 4200, 1, false}} {
		m := matrix.New(c.r, c.c, nil)
		if c.r > 0 {
			m.Set(0, 0, 1)
		}
		k, err := m.Kernel()
		if c.ok != (err == nil) || err != nil && (!errors.Is(err, matrix.ErrTooLarge) || k != nil) {
			t.Errorf("Kernel of a %dx%d matrix: %v", c.r, c.c, err)
		}
		if err == nil {
			if r, cols := k.Dims(); r != c.c || cols != c.c-c.rank {
				t.Errorf("Kernel of a %dx%d matrix has %dx%d", c.r, c.c, r, cols)
			}
		}
	}
}
