package poly_test

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/nimberdev/nimber/poly"
)

func ExampleMul() {
	a := poly.Poly{1, 1} // x + 1
	b := poly.Poly{2, 1} // x + 2
	// 1 + 2 = 3 and 1 * 2 = 2 in the nimbers.
	fmt.Println(poly.Mul(a, b))
	// Output:
	// x^2 + 3x + 2
}

func ExampleParse() {
	p, err := poly.Parse("(x + 1)^3 * (x + 5)")
	fmt.Println(p, err)
	fmt.Printf("%x\n", p)
	fmt.Printf("%#v\n", p)
	_, err = poly.Parse("x^2 + 3y")
	fmt.Println(err)
	// Output:
	// x^4 + 4x^3 + 4x^2 + 4x + 5 <nil>
	// x^4 + 0x4*x^3 + 0x4*x^2 + 0x4*x + 0x5
	// poly.Poly{0x5, 0x4, 0x4, 0x4, 0x1}
	// poly: column 8: unknown variable "y"; the variable is x
}

func ExampleDivMod() {
	a, _ := poly.Parse("x^3 + 7")
	b, _ := poly.Parse("x^2 + 1")
	q, r := poly.DivMod(a, b)
	fmt.Println(q, "|", r)
	// Output:
	// x | x + 7
}

func ExampleGCD() {
	a := poly.FromRoots([]uint64{1, 2, 3})
	b := poly.FromRoots([]uint64{2, 3, 4})
	fmt.Println(poly.GCD(a, b), "=", poly.FromRoots([]uint64{2, 3}))
	// Output:
	// x^2 + x + 1 = x^2 + x + 1
}

func ExampleRoots() {
	p, _ := poly.Parse("x^2 + x + 3")
	fmt.Println(poly.Roots(p))
	// Output:
	// [6 7]
}

func ExampleFactorize() {
	// x^4 + x is F_2-linear with the kernel {0, 1, 2, 3}, so the roots of
	// x^4 + x = 8 are a coset of it.
	p, _ := poly.Parse("x^4 + x + 8")
	for _, f := range poly.Factorize(p) {
		fmt.Println(f.P, f.Mult)
	}
	q, _ := poly.Parse("(x^2 + x + 1)^2 (x + 5) x^3")
	fs := poly.Factorize(q)
	fmt.Println(fs)
	fmt.Printf("%x\n", fs[1])
	// Output:
	// x + 40 1
	// x + 41 1
	// x + 42 1
	// x + 43 1
	// x^3 * (x + 2)^2 * (x + 3)^2 * (x + 5)
	// (x + 0x2)^2
}

func ExampleEvalRange() {
	// A codeword of a Reed-Solomon code: the values of a message
	// polynomial at 0, 1, ..., 7.
	msg := poly.Poly{5, 1, 4}
	code := poly.EvalRange(msg, 3)
	fmt.Println(code)
	back := poly.InterpolateRange(code)
	fmt.Println(back)
	// Output:
	// [5 0 11 14 15 10 1 4]
	// 4x^2 + x + 5
}

func ExampleInterpolate() {
	p, err := poly.Interpolate([]uint64{1, 2, 3}, []uint64{4, 5, 6})
	fmt.Println(p, err)
	fmt.Println(poly.EvalMany(p, []uint64{1, 2, 3}))
	// Output:
	// 3x^2 + 7 <nil>
	// [4 5 6]
}

func ExampleInterpolate_repeated() {
	// No polynomial takes both 4 and 6 at x = 1.
	_, err := poly.Interpolate([]uint64{1, 2, 1}, []uint64{4, 5, 6})
	fmt.Println(errors.Is(err, poly.ErrRepeatedPoint))
	fmt.Println(err)
	// Output:
	// true
	// poly: Interpolate at a repeated x, 1 at indices 0 and 2
}

func ExampleMinPoly() {
	// 2 lies in F_4 but not in F_2: over F_2 its minimal polynomial has
	// the roots 2 and 2^2 = 3.
	fmt.Println(poly.MinPoly(2, 1))
	fmt.Println(poly.MinPoly(2, 2))
	// Output:
	// x^2 + x + 1
	// x + 2
}

func ExamplePowMod() {
	// Every element of F_(2^64) is a root of x^(2^64) - x, so
	// x^(2^64) mod p is x for any p that splits into distinct linear
	// factors, such as x^2 + x + 3.
	p, _ := poly.Parse("x^2 + x + 3")
	e := new(big.Int).Lsh(big.NewInt(1), 64)
	fmt.Println(poly.PowMod(poly.Poly{0, 1}, e, p))
	// Output:
	// x
}
