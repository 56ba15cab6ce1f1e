package kernel_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
)

// matMulImpls are the impls of AddMulMatrix: its own kernel (avx512) and
// those of AddMulScalar, which its generic code calls.
func matMulImpls() []kerneltest.Impl { return kerneltest.Impls("avx512", "gfni", "clmul") }

// A matMulCase is one call of AddMulMatrix on matrices with strides.
type matMulCase struct {
	m, k, n       int
	lda, ldb, ldc int
	a, b, c       []uint64 // c holds kerneltest.Guard words in its gaps and after it
}

// schoolbook returns c plus a*b, one Mul at a time.
func (mc *matMulCase) schoolbook() []uint64 {
	want := append([]uint64(nil), mc.c...)
	for i := range mc.m {
		for j := range mc.n {
			s := want[i*mc.ldc+j]
			for l := range mc.k {
				s ^= nimber.Mul(mc.a[i*mc.lda+l], mc.b[l*mc.ldb+j])
			}
			want[i*mc.ldc+j] = s
		}
	}
	return want
}

// newMatMulCase returns a case with elements from gen and strides of
// their widths plus gap words.
func newMatMulCase(m, k, n, gap int, gen func() uint64) *matMulCase {
	mc := &matMulCase{m: m, k: k, n: n, lda: k + gap, ldb: n + 2*gap, ldc: n + gap}
	fill := func(rows, ld int) []uint64 {
		s := make([]uint64, rows*ld+3)
		for i := range s {
			s[i] = gen()
		}
		return s
	}
	mc.a, mc.b = fill(m, mc.lda), fill(k, mc.ldb)
	mc.c = fill(m, mc.ldc)
	for i := range mc.c {
		if mc.ldc == 0 || i%mc.ldc >= n || i >= m*mc.ldc {
			mc.c[i] = kerneltest.Guard
		}
	}
	return mc
}

// check runs the case on the current impl and compares c, gaps included,
// with want.
func (mc *matMulCase) check(t *testing.T, impl string, want []uint64) {
	t.Helper()
	c := append([]uint64(nil), mc.c...)
	kernel.AddMulMatrix(mc.m, mc.k, mc.n, c, mc.ldc, mc.a, mc.lda, mc.b, mc.ldb)
	for i := range c {
		if c[i] != want[i] {
			t.Fatalf("AddMulMatrix(%d, %d, %d) with strides %d, %d, %d, impl=%s: c[%d] = %#x, want %#x",
				mc.m, mc.k, mc.n, mc.ldc, mc.lda, mc.ldb, impl, i, c[i], want[i])
		}
	}
}

// TestAddMulMatrix checks AddMulMatrix on every impl against the schoolbook
// product: every shape up to 7×7×7 with and without gaps between rows,
// and shapes around the tiles (4×24) and blocks (64 rows, 256 terms, 768
// columns) of the AVX-512 kernel, on random and structured elements.
func TestAddMulMatrix(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	randomGen := func() uint64 { return kerneltest.RandomWords(r, 1)[0] }
	s := kerneltest.Structured()
	structGen := func() uint64 { return s[r.IntN(len(s))] }
	var cases []*matMulCase
	for m := range 8 {
		for k := range 8 {
			for n := range 8 {
				cases = append(cases, newMatMulCase(m, k, n, (m+k+n)%3, randomGen))
			}
		}
	}
	// The AVX-512 path takes products of 32 terms or more and 4 elements
	// or more: these reach its edges.
	shapes := [][3]int{{1, 1, 40}, {2, 1, 20}, {1, 3, 11}, {3, 1, 11}, {4, 1, 24}, {4, 256, 24}, {5, 3, 25}, {3, 2, 23}, {8, 9, 48}, {63, 17, 49},
		{64, 40, 24}, {65, 7, 30}, {1, 257, 1}, {2, 300, 26}, {30, 30, 30}}
	if !testing.Short() {
		shapes = append(shapes, [3]int{66, 513, 50}, [3]int{129, 100, 97}, [3]int{10, 20, 767},
			[3]int{9, 10, 768}, [3]int{5, 9, 769}, [3]int{4, 8, 1600})
	}
	for i, sh := range shapes {
		cases = append(cases, newMatMulCase(sh[0], sh[1], sh[2], i%2*5, randomGen))
		cases = append(cases, newMatMulCase(sh[0], sh[1], sh[2], 0, structGen))
	}
	for _, mc := range cases {
		want := mc.schoolbook()
		for _, im := range matMulImpls() {
			restore := kernel.Paths.Use(im.Paths...)
			mc.check(t, im.Name, want)
			restore()
		}
	}
}

// TestAddMulMatrixSubfield checks that products of matrices over F_(2^8)
// and F_(2^32) stay there, on every impl.
func TestAddMulMatrixSubfield(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	for _, bits := range []uint{8, 32} {
		mc := newMatMulCase(9, 70, 50, 0, func() uint64 { return r.Uint64() >> (64 - bits) })
		for _, im := range matMulImpls() {
			restore := kernel.Paths.Use(im.Paths...)
			c := make([]uint64, len(mc.c))
			kernel.AddMulMatrix(mc.m, mc.k, mc.n, c, mc.ldc, mc.a, mc.lda, mc.b, mc.ldb)
			restore()
			for i, v := range c {
				if v>>bits != 0 {
					t.Fatalf("impl=%s: a product over F_(2^%d) has c[%d] = %#x", im.Name, bits, i, v)
				}
			}
		}
	}
}

// TestAddMulMatrixInterleaved checks that c may share its backing array
// with a and b when their words do not meet: the left and right halves of
// one matrix, and a's rows between those of c.
func TestAddMulMatrixInterleaved(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 36))
	const n = 40
	w := kerneltest.RandomWords(r, n*2*n) // [L | R], each n×n, stride 2n
	mc := &matMulCase{m: n, k: n, n: n, lda: 2 * n, ldb: 2 * n, ldc: 2 * n, a: w, b: w, c: w[n:]}
	want := append(w[:n:n], mc.schoolbook()...) // the first word of L, then c
	for _, im := range matMulImpls() {
		restore := kernel.Paths.Use(im.Paths...)
		got := append([]uint64(nil), w...)
		kernel.AddMulMatrix(n, n, n, got[n:], 2*n, got, 2*n, got, 2*n) // R += L*L
		restore()
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("impl=%s: R += L*L: element (%d, %d) = %#x, want %#x", im.Name, i/(2*n), i%(2*n), got[i], want[i])
			}
		}
	}
}

// TestAddMulMatrixPanics checks each documented panic and that nothing is
// written before it.
func TestAddMulMatrixPanics(t *testing.T) {
	buf := make([]uint64, 100)
	for i := range buf {
		buf[i] = kerneltest.Guard
	}
	a, b := make([]uint64, 12), make([]uint64, 12)
	cases := []struct {
		name string
		want string
		run  func()
	}{
		{"negative m", "negative dimension", func() { kernel.AddMulMatrix(-1, 3, 4, buf, 4, a, 3, b, 4) }},
		{"negative k", "negative dimension", func() { kernel.AddMulMatrix(3, -1, 4, buf, 4, a, 3, b, 4) }},
		{"negative n", "negative dimension", func() { kernel.AddMulMatrix(3, 3, -4, buf, 4, a, 3, b, 4) }},
		{"lda < k", "stride", func() { kernel.AddMulMatrix(3, 3, 4, buf, 4, a, 2, b, 4) }},
		{"ldb < n", "stride", func() { kernel.AddMulMatrix(3, 3, 4, buf, 4, a, 3, b, 3) }},
		{"ldc < n", "stride", func() { kernel.AddMulMatrix(3, 3, 4, buf, 3, a, 3, b, 4) }},
		{"short a", "too short", func() { kernel.AddMulMatrix(3, 3, 4, buf, 4, a[:8], 3, b, 4) }},
		{"short b", "too short", func() { kernel.AddMulMatrix(3, 3, 4, buf, 4, a, 3, b[:11], 4) }},
		{"short c", "too short", func() { kernel.AddMulMatrix(3, 3, 4, buf[:11], 4, a, 3, b, 4) }},
		{"short c, stride", "too short", func() { kernel.AddMulMatrix(3, 3, 4, buf[:40], 20, a, 3, b, 4) }},
		{"c is a", "overlapping", func() { kernel.AddMulMatrix(3, 3, 3, buf, 3, buf, 3, b, 3) }},
		{"c is b", "overlapping", func() { kernel.AddMulMatrix(3, 3, 3, buf, 3, a, 3, buf, 3) }},
		{"c meets a's last word", "overlapping", func() { kernel.AddMulMatrix(2, 2, 2, buf[4:], 2, buf, 3, b, 2) }},
		{"c's second row meets a", "overlapping", func() { kernel.AddMulMatrix(2, 2, 2, buf, 10, buf[11:], 2, b, 2) }},
		{"two c meet", "overlapping", func() {
			kernel.AddMulSums(2, 2, 2, []kernel.Term{{S: buf, LD: 2}, {S: buf[2:], LD: 2}}, []kernel.Term{{S: a, LD: 2}}, []kernel.Term{{S: b, LD: 2}})
		}},
		{"c meets a's second term", "overlapping", func() {
			kernel.AddMulSums(2, 2, 2, []kernel.Term{{S: buf, LD: 4}}, []kernel.Term{{S: a, LD: 2}, {S: buf[5:], LD: 2}}, []kernel.Term{{S: b, LD: 2}})
		}},
		{"c's second term meets b", "overlapping", func() {
			kernel.AddMulSums(2, 2, 2, []kernel.Term{{S: buf, LD: 4}, {S: buf[2:], LD: 4}}, []kernel.Term{{S: a, LD: 2}}, []kernel.Term{{S: buf[7:], LD: 2}})
		}},
		{"b's second term short", "too short", func() {
			kernel.AddMulSums(2, 2, 2, []kernel.Term{{S: buf, LD: 2}}, []kernel.Term{{S: a, LD: 2}}, []kernel.Term{{S: b, LD: 2}, {S: b[:3], LD: 2}})
		}},
		{"a's second term's stride", "stride", func() {
			kernel.AddMulSums(2, 3, 2, []kernel.Term{{S: buf, LD: 2}}, []kernel.Term{{S: a, LD: 3}, {S: a, LD: 2}}, []kernel.Term{{S: b, LD: 2}})
		}},
	}
	for _, tc := range cases {
		func() {
			defer func() {
				msg, _ := recover().(string)
				if !strings.HasPrefix(msg, "kernel: AddMulSums") || !strings.Contains(msg, tc.want) {
					t.Errorf("%s: panic %q, want one of AddMulSums about %q", tc.name, msg, tc.want)
				}
			}()
			tc.run()
		}()
		for i, v := range buf {
			if v != kerneltest.Guard {
				t.Fatalf("%s: buf[%d] written before the panic", tc.name, i)
			}
		}
	}
	// Regions that only touch, and empty products, are fine.
	kernel.AddMulMatrix(2, 2, 2, buf[5:], 2, buf, 3, b, 2) // a ends at buf[4]
	kernel.AddMulMatrix(2, 2, 2, buf, 10, buf[2:], 10, b, 2)
	kernel.AddMulMatrix(0, 3, 4, nil, 4, a, 3, b, 4)
	kernel.AddMulMatrix(3, 0, 4, buf, 4, nil, 0, nil, 4)
	kernel.AddMulMatrix(3, 3, 0, nil, 0, a, 3, nil, 0)
	for i, v := range buf {
		if v != kerneltest.Guard {
			t.Fatalf("a product of zero matrices changed buf[%d]", i)
		}
	}
}

// A sumsCase is one call of AddMulSums with the matrices of a, b and c
// side by side in one array each, as the quarters of a matrix are (the
// matrix x of a starts at column x*(k+gap)), with guard words around those
// of c.
type sumsCase struct {
	m, k, n, gap int
	a, b, c      []kernel.Term
	cbuf         []uint64
}

// newSumsCase returns a case of na, nb and nc matrices with elements from
// gen.
func newSumsCase(m, k, n, na, nb, nc, gap int, gen func() uint64) *sumsCase {
	sc := &sumsCase{m: m, k: k, n: n, gap: gap}
	side := func(rows, w, count int, guard bool) ([]kernel.Term, []uint64) {
		ld := count*(w+gap) + gap
		buf := make([]uint64, max(rows, 1)*ld+3)
		for i := range buf {
			buf[i] = gen()
			if guard && (i >= rows*ld || i%ld%(w+gap) >= w || i%ld >= count*(w+gap)) {
				buf[i] = kerneltest.Guard
			}
		}
		ts := make([]kernel.Term, count)
		for x := range ts {
			ts[x] = kernel.Term{S: buf[x*(w+gap):], LD: max(ld, w)}
		}
		return ts, buf
	}
	sc.a, _ = side(m, k, na, false)
	sc.b, _ = side(k, n, nb, false)
	sc.c, sc.cbuf = side(m, n, nc, true)
	return sc
}

// want returns cbuf with the product of the sums added to each matrix of
// c, one Mul at a time.
func (sc *sumsCase) want() []uint64 {
	sum := func(ts []kernel.Term, i, j int) uint64 {
		var s uint64
		for _, t := range ts {
			s ^= t.S[i*t.LD+j]
		}
		return s
	}
	want := append([]uint64(nil), sc.cbuf...)
	for i := range sc.m {
		for j := range sc.n {
			var p uint64
			for l := range sc.k {
				p ^= nimber.Mul(sum(sc.a, i, l), sum(sc.b, l, j))
			}
			for x, t := range sc.c {
				want[i*t.LD+x*(sc.n+sc.gap)+j] ^= p
			}
		}
	}
	return want
}

// TestAddMulSums checks AddMulSums on every impl against the schoolbook
// product of the sums: every count of 0 to 3 matrices of each operand on
// small shapes, and up to 4 of each on shapes around the tiles and blocks
// of the AVX-512 kernel, the matrices of each operand side by side in one
// array, and one matrix twice in a sum (a zero sum).
func TestAddMulSums(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 36))
	gen := func() uint64 { return kerneltest.RandomWords(r, 1)[0] }
	var cases []*sumsCase
	for _, sh := range [][3]int{{1, 1, 1}, {2, 3, 5}, {3, 4, 3}, {0, 2, 2}} {
		for na := range 4 {
			for nb := range 4 {
				for nc := range 4 {
					cases = append(cases, newSumsCase(sh[0], sh[1], sh[2], na, nb, nc, (na+nb+nc)%3, gen))
				}
			}
		}
	}
	shapes := [][3]int{{4, 256, 24}, {5, 3, 25}, {8, 9, 48}, {63, 17, 49}, {64, 40, 24}, {30, 30, 30}, {2, 300, 26}}
	if !testing.Short() {
		shapes = append(shapes, [3]int{66, 513, 50}, [3]int{10, 20, 767}, [3]int{65, 257, 770})
	}
	counts := [][3]int{{2, 1, 1}, {1, 2, 1}, {1, 1, 2}, {4, 3, 2}, {2, 4, 4}}
	for i, sh := range shapes {
		for j, cnt := range counts {
			cases = append(cases, newSumsCase(sh[0], sh[1], sh[2], cnt[0], cnt[1], cnt[2], (i+j)%2*3, gen))
		}
	}
	twice := newSumsCase(9, 40, 30, 2, 2, 2, 1, gen)
	twice.b[1] = twice.b[0]
	cases = append(cases, twice)
	for _, sc := range cases {
		sc.checkImpls(t)
	}
}

// checkImpls runs the case on every impl, each on a copy of cbuf, and
// compares the copy, guard words included, with want.
func (sc *sumsCase) checkImpls(t *testing.T) {
	t.Helper()
	want := sc.want()
	for _, im := range matMulImpls() {
		restore := kernel.Paths.Use(im.Paths...)
		c := append([]uint64(nil), sc.cbuf...)
		for x := range sc.c {
			sc.c[x].S = c[x*(sc.n+sc.gap):]
		}
		kernel.AddMulSums(sc.m, sc.k, sc.n, sc.c, sc.a, sc.b)
		restore()
		if i := kerneltest.FirstDiff(c, want); i >= 0 {
			t.Fatalf("AddMulSums(%d, %d, %d) of %d, %d and %d matrices, gap %d, impl=%s: cbuf[%d] = %#x, want %#x",
				sc.m, sc.k, sc.n, len(sc.a), len(sc.b), len(sc.c), sc.gap, im.Name, i, c[i], want[i])
		}
	}
}

// FuzzAddMulMatrix compares AddMulMatrix on the assembly paths and the
// generic code with the schoolbook product, on shapes and words cut from
// the fuzzer's bytes.
func FuzzAddMulMatrix(f *testing.F) {
	f.Add(uint8(4), uint8(3), uint8(24), uint8(0), []byte{1, 2, 3})
	f.Add(uint8(5), uint8(9), uint8(25), uint8(2), []byte("a seed of several words of bytes....."))
	f.Fuzz(func(t *testing.T, m, k, n, gap uint8, data []byte) {
		mm, kk, nn := int(m%70), int(k%70), int(n%70)
		pos := 0
		gen := func() uint64 { // the bytes, cycled and shifted
			if len(data) == 0 {
				return 0
			}
			var v uint64
			for i := range 8 {
				v |= uint64(data[(pos+i)%len(data)]) << (8 * i)
			}
			pos++
			return v >> (uint(pos) % 64 * uint(pos%3/2))
		}
		mc := newMatMulCase(mm, kk, nn, int(gap%4), gen)
		want := mc.schoolbook()
		for _, im := range matMulImpls() {
			restore := kernel.Paths.Use(im.Paths...)
			mc.check(t, im.Name, want)
			restore()
		}
	})
}

// FuzzAddMulSums compares AddMulSums on the assembly paths and the generic
// code with the schoolbook product of the sums, on shapes, counts of
// matrices (0 to 4 of each) and words cut from the fuzzer's bytes.
func FuzzAddMulSums(f *testing.F) {
	f.Add(uint8(4), uint8(30), uint8(24), uint8(0x21), uint8(1), []byte{1, 2, 3})
	f.Add(uint8(9), uint8(40), uint8(50), uint8(0x4b), uint8(3), []byte("a seed of several words of bytes....."))
	f.Fuzz(func(t *testing.T, m, k, n, counts, gap uint8, data []byte) {
		pos := 0
		gen := func() uint64 {
			if len(data) == 0 {
				return 0
			}
			pos++
			return uint64(data[pos%len(data)])*0x9e3779b97f4a7c15 ^ uint64(pos)
		}
		newSumsCase(int(m%70), int(k%70), int(n%70), int(counts%5), int(counts/5%5), int(counts/25%5), int(gap%4), gen).checkImpls(t)
	})
}

// BenchmarkAddMulMatrix measures products of n×n matrices, in ns for each
// multiply-add of elements (n^3 of them).
func BenchmarkAddMulMatrix(b *testing.B) {
	for _, n := range []int{64, 256, 512, 1024} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			list := matMulImpls()[:2] // generic and asm
			if n > 256 {
				list = list[1:] // the generic code takes seconds
			}
			kerneltest.RunImpls(b, list, func(b *testing.B) {
				r := rand.New(rand.NewPCG(1, 2))
				x, y, c := kerneltest.RandomWords(r, n*n), kerneltest.RandomWords(r, n*n), make([]uint64, n*n)
				for b.Loop() {
					kernel.AddMulMatrix(n, n, n, c, n, x, n, y, n)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n*n*n), "ns/mac")
			})
		})
	}
}

// BenchmarkAddMulMatrixSmall measures products of the small shapes m×k×n
// around matMulAVX512Min, below which AddMulMatrix takes the generic code,
// in ns a product: benchstat -col /impl.
func BenchmarkAddMulMatrixSmall(b *testing.B) {
	for _, sh := range [][3]int{{2, 2, 2}, {4, 4, 4}, {1, 100, 1}, {3, 100, 3}} {
		m, k, n := sh[0], sh[1], sh[2]
		b.Run(fmt.Sprintf("shape=%dx%dx%d", m, k, n), func(b *testing.B) {
			kerneltest.RunImpls(b, matMulImpls()[:2], func(b *testing.B) {
				r := rand.New(rand.NewPCG(3, 4))
				x, y, c := kerneltest.RandomWords(r, m*k), kerneltest.RandomWords(r, k*n), make([]uint64, m*n)
				for b.Loop() {
					kernel.AddMulMatrix(m, k, n, c, n, x, k, y, n)
				}
			})
		})
	}
}

func ExampleAddMulMatrix() {
	// c += a*b for 2×2 matrices a and b, with c the first two columns of
	// a 2×3 matrix (stride 3), whose last column is left alone. In the
	// nimbers the top left element is 1*5 + 2*7 = 5 + 9 = 12.
	a := []uint64{1, 2, 3, 4}
	b := []uint64{5, 6, 7, 8}
	c := []uint64{
		0, 0, 9,
		0, 1, 9,
	}
	kernel.AddMulMatrix(2, 2, 2, c, 3, a, 2, b, 2)
	fmt.Println(c)
	// Output:
	// [12 10 9 5 7 9]
}
