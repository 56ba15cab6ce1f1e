package nimber_test

import (
	"fmt"

	"github.com/nimberdev/nimber"
)

func ExampleMul() {
	fmt.Println(nimber.Mul(2, 2), nimber.Mul(4, 4), nimber.Mul(6, 9))
	// The Library Checker sample: (2^64-1) * (2^64-1).
	fmt.Println(nimber.Mul(1<<64-1, 1<<64-1))
	// Output:
	// 3 6 1
	// 11290409524105353207
}

func ExampleAdd() {
	// Nim-sum is exclusive or; each nimber is its own negative.
	fmt.Println(nimber.Add(5, 3), nimber.Add(7, 7))
	// Output: 6 0
}

func ExampleInv() {
	for x := uint64(1); x <= 8; x++ {
		fmt.Print(nimber.Inv(x), ",")
	}
	fmt.Println()
	fmt.Println(nimber.Div(1, 6), nimber.Mul(nimber.Div(5, 7), 7))
	// Output:
	// 1,3,2,15,12,9,11,10,
	// 9 5
}

func ExampleSqrt() {
	fmt.Println(nimber.Sqrt(2), nimber.Sqrt(4), nimber.Square(nimber.Sqrt(1000)))
	// Output: 3 7 1000
}

func ExamplePow() {
	// 2 generates the multiplicative group of F_4 = {0, 1, 2, 3}.
	fmt.Println(nimber.Pow(2, 0), nimber.Pow(2, 1), nimber.Pow(2, 2), nimber.Pow(2, 3))
	// Output: 1 2 3 1
}

func ExampleOrder() {
	// 2 lies in F_4, 16 in F_256: their orders divide 3 and 255.
	fmt.Println(nimber.Order(2), nimber.Order(16), nimber.Order(nimber.Primitive))
	// Output: 3 85 18446744073709551615
}

func ExampleLog() {
	e, ok := nimber.Log(nimber.Primitive, 1000)
	fmt.Println(ok, nimber.Pow(nimber.Primitive, e) == 1000)
	// 2 has order 3, and 5 is not among its powers 1, 2, 3.
	_, ok = nimber.Log(2, 5)
	fmt.Println(ok)
	// Output:
	// true true
	// false
}

func ExampleSolveQuadratic() {
	// x*x + x = 1 has no root in F_2 = {0, 1}, but two in F_4.
	fmt.Println(nimber.SolveQuadratic(1, 1))
	// x*x = 2 has the single root Sqrt(2).
	fmt.Println(nimber.SolveQuadratic(0, 2))
	// x*x + x = 2^63 has no root: 2^63 has trace 1.
	fmt.Println(nimber.SolveQuadratic(1, 1<<63))
	// Output:
	// 2 3 true
	// 3 3 true
	// 0 0 false
}

func ExampleFieldWidth() {
	fmt.Println(nimber.FieldWidth(1), nimber.FieldWidth(5), nimber.FieldWidth(300), nimber.FieldWidth(1<<40))
	// Output: 1 4 16 64
}

func ExampleMulScalar() {
	x := []uint64{1, 2, 3, 4}
	dst := make([]uint64, len(x))
	nimber.MulScalar(dst, x, 2)
	fmt.Println(dst)
	// Output:
	// [2 3 1 8]
}

func ExampleAddMulScalar() {
	// Row reduction: subtract (which is add) 3 times row a from row b, so
	// that b[0] becomes 0. In the nimbers 3*1 = 3, 3*2 = 1 and
	// 3*5 = (2+1)(4+1) = 8+2+4+1 = 15, and 7+15 = 8.
	a := []uint64{1, 2, 5}
	b := []uint64{3, 1, 7}
	nimber.AddMulScalar(b, a, b[0])
	fmt.Println(b)
	// Output:
	// [0 0 8]
}

func ExampleMulSlice() {
	x := []uint64{2, 3, 16, 1 << 32}
	y := []uint64{2, 3, 16, 1 << 32}
	nimber.MulSlice(x, x, y) // squares, in place
	fmt.Println(x)
	// Output:
	// [3 2 24 6442450944]
}
