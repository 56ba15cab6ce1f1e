package matrix_test

import (
	"fmt"

	"github.com/nimberdev/nimber/matrix"
)

func Example() {
	a := matrix.New(2, 2, []uint64{
		1, 1,
		1, 2,
	})
	// x + y = 3 and x + 2y = 1: adding them (which is subtracting) gives
	// 3y = 2, and 3*3 = 2 in the nimbers, so y = 3 and x = 3 + 3 = 0.
	x, err := a.Solve([]uint64{3, 1})
	fmt.Println(x, err)
	fmt.Println(a.Det(), a.Rank()) // 1*2 + 1*1 = 3
	inv, _ := a.Inverse()
	fmt.Println(matrix.Mul(a, inv))
	fmt.Printf("%#x\n", a)
	// Output:
	// [0 3] <nil>
	// 3 2
	// 1 0
	// 0 1
	// 0x1 0x1
	// 0x1 0x2
}
