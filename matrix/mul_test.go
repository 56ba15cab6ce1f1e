package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/matrix"
)

// mulShapes are products m×k times k×n to check: every small shape, and
// shapes around the tiles (4×24) and blocks (64 rows, 256 terms, 768
// columns) of kernel.AddMulMatrix.
func mulShapes() [][3]int {
	var s [][3]int
	for m := range 6 {
		for k := range 6 {
			for n := range 6 {
				s = append(s, [3]int{m, k, n})
			}
		}
	}
	s = append(s, [3]int{4, 7, 24}, [3]int{5, 9, 25}, [3]int{3, 30, 23}, [3]int{63, 17, 47},
		[3]int{64, 64, 64}, [3]int{65, 33, 49}, [3]int{1, 300, 1}, [3]int{2, 257, 3})
	if !testing.Short() {
		s = append(s, [3]int{129, 257, 97}, [3]int{20, 40, 769}, [3]int{100, 300, 100})
	}
	return s
}

func TestMul(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, d := range mulShapes() {
		m, k, n := d[0], d[1], d[2]
		a, b := random(rng, m, k), random(rng, k, n)
		want := fromNaive(naiveMul(toNaive(a), toNaive(b), m, k, n), n)
		if got := matrix.Mul(a, b); !matrix.Equal(got, want) {
			t.Fatalf("Mul of %dx%d and %dx%d differs from the schoolbook product", m, k, k, n)
		}
	}
	for name, a := range structured(rng, 30, 30) {
		b := random(rng, 30, 30)
		want := fromNaive(naiveMul(toNaive(a), toNaive(b), 30, 30, 30), 30)
		if got := matrix.Mul(a, b); !matrix.Equal(got, want) {
			t.Errorf("Mul of %s by a random matrix differs from the schoolbook product", name)
		}
		want = fromNaive(naiveMul(toNaive(b), toNaive(a), 30, 30, 30), 30)
		if got := matrix.Mul(b, a); !matrix.Equal(got, want) {
			t.Errorf("Mul of a random matrix by %s differs from the schoolbook product", name)
		}
	}
	mustPanic(t, "matrix: Mul of a 2x3 and a 2x3 matrix", func() { matrix.Mul(matrix.New(2, 3, nil), matrix.New(2, 3, nil)) })
}

// TestMulStrassen checks the Strassen split of Mul: with the threshold
// lowered, against the schoolbook product on shapes with odd and even
// dimensions (one to five levels deep, with rows, columns and terms left
// over); at the real threshold, (a b) x against a (b x) on the column
// vector x.
func TestMulStrassen(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, sm := range []int{2, 3, 5, 8} {
		restore := matrix.SetStrassenMin(sm)
		for _, d := range [][3]int{{2, 2, 2}, {3, 3, 3}, {7, 9, 11}, {16, 16, 16}, {33, 20, 17}, {40, 41, 39}, {1, 50, 50}, {50, 1, 50}} {
			m, k, n := d[0], d[1], d[2]
			a, b := random(rng, m, k), random(rng, k, n)
			want := fromNaive(naiveMul(toNaive(a), toNaive(b), m, k, n), n)
			if got := matrix.Mul(a, b); !matrix.Equal(got, want) {
				restore()
				t.Fatalf("Mul of %dx%d and %dx%d split down to %d differs from the schoolbook product", m, k, k, n, sm)
			}
		}
		restore()
	}
	shapes := [][3]int{{512, 512, 512}}
	if !testing.Short() {
		shapes = append(shapes, [3]int{1024, 1024, 1024}, [3]int{515, 1029, 600}, [3]int{1100, 513, 1023})
	}
	for _, d := range shapes {
		m, k, n := d[0], d[1], d[2]
		a, b, x := random(rng, m, k), random(rng, k, n), random(rng, n, 1).Col(0)
		if !slices.Equal(matrix.Mul(a, b).MulVec(x), a.MulVec(b.MulVec(x))) {
			t.Fatalf("(a b) x != a (b x) for a %dx%d and b %dx%d", m, k, k, n)
		}
	}
}

func TestMulVec(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, d := range [][2]int{{0, 0}, {0, 3}, {3, 0}, {1, 1}, {5, 7}, {40, 33}, {100, 300}} {
		m := random(rng, d[0], d[1])
		x := random(rng, d[1], 1)
		want := matrix.Mul(m, x).Col(0)
		if d[0] == 0 {
			want = []uint64{}
		}
		got := m.MulVec(x.Col(0))
		if !slices.Equal(got, want) || len(got) != d[0] {
			t.Errorf("MulVec of %dx%d = %v, want %v", d[0], d[1], got, want)
		}
	}
	mustPanic(t, "matrix: MulVec of a 2x3 matrix and a vector of length 2", func() { matrix.New(2, 3, nil).MulVec(make([]uint64, 2)) })
}

func TestAddScale(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	a, b := random(rng, 7, 5), random(rng, 7, 5)
	s := matrix.Add(a, b)
	for i := range 7 {
		for j := range 5 {
			if s.At(i, j) != a.At(i, j)^b.At(i, j) {
				t.Fatalf("Add: (%d, %d) = %d", i, j, s.At(i, j))
			}
		}
	}
	if !matrix.Equal(matrix.Add(s, b), a) {
		t.Errorf("Add(Add(a, b), b) != a")
	}
	c := rng.Uint64()
	sc := matrix.Scale(c, a)
	for i := range 7 {
		for j := range 5 {
			if sc.At(i, j) != nimber.Mul(c, a.At(i, j)) {
				t.Fatalf("Scale: (%d, %d) = %d", i, j, sc.At(i, j))
			}
		}
	}
	mustPanic(t, "matrix: Add of a 7x5 and a 5x7 matrix", func() { matrix.Add(a, a.Transpose()) })
}

func TestPow(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 1, 2, 5, 17} {
		a := random(rng, n, n)
		want := toNaive(matrix.Identity(n))
		for e := range uint64(20) {
			if got := matrix.Pow(a, e); !matrix.Equal(got, fromNaive(want, n)) {
				t.Fatalf("Pow of a %dx%d matrix to %d differs from repeated products", n, n, e)
			}
			want = naiveMul(want, toNaive(a), n, n, n)
		}
	}
	// For a = p d p⁻¹ with d = diag(x, y), a^e = p d^e p⁻¹, and
	// x^(2^64-1) = 1 for every x != 0, so a^(2^64-1) = I.
	d := matrix.New(2, 2, []uint64{nimber.Primitive, 0, 0, 12345})
	p := matrix.New(2, 2, []uint64{1, 2, 3, 4})
	pinv, err := p.Inverse()
	if err != nil {
		t.Fatal(err)
	}
	a := matrix.Mul(matrix.Mul(p, d), pinv)
	if got := matrix.Pow(a, 1<<64-1); !matrix.Equal(got, matrix.Identity(2)) {
		t.Errorf("Pow(a, 2^64-1) = %v, want I for a conjugate of a diagonal matrix", got)
	}
	mustPanic(t, "matrix: Pow of a non-square 2x3 matrix", func() { matrix.Pow(matrix.New(2, 3, nil), 2) })
}

// TestSubfieldMul checks that products of matrices over F_(2^8) stay in it.
func TestSubfieldMul(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{3, 50, 130} {
		a, b := randomBelow(rng, n, n, 256), randomBelow(rng, n, n, 256)
		if !below(matrix.Mul(a, b), 256) || !below(matrix.Pow(a, 1000), 256) {
			t.Errorf("a product of %dx%d matrices over F_(2^8) left it", n, n)
		}
	}
}

// below reports whether every element of m is below bound.
func below(m *matrix.Dense, bound uint64) bool {
	r, c := m.Dims()
	for i := range r {
		for j := range c {
			if m.At(i, j) >= bound {
				return false
			}
		}
	}
	return true
}

func ExampleMul() {
	a := matrix.New(2, 2, []uint64{
		1, 2,
		3, 4,
	})
	b := matrix.New(2, 1, []uint64{
		5,
		6,
	})
	// In the nimbers 1*5 + 2*6 = 5 + 11 = 14 and 3*5 + 4*6 = 15 + 14 = 1.
	fmt.Println(matrix.Mul(a, b))
	// Output:
	// 14
	// 1
}
