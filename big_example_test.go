package nimber_test

import (
	"fmt"
	"math/big"

	"github.com/nimberdev/nimber"
)

func ExampleBig() {
	// 2^400 * 2^400, the product CGSuite is asked for.
	x := new(nimber.Big).SetBit(new(nimber.Big), 400, 1)
	p := new(nimber.Big).Mul(x, x)
	fmt.Printf("%#x\n", p)
	fmt.Println(p.BitLen(), p.FieldWidth())
	// Output:
	// 0x180005e4ade4a000000000000000000000000800094c244e1a92162d88bdc263922fdde4a4a8844e1a92162d88bdc263922fd
	// 401 512
}

func ExampleBig_SetString() {
	// Base 0 reads math/big's prefixes and underscores; a leading 0 alone
	// means octal, and a nimber has no sign.
	for _, s := range []string{"0x10", "0b101", "0o17", "010", "1_000", "-1"} {
		x, ok := new(nimber.Big).SetString(s, 0)
		fmt.Println(s, x, ok)
	}
	// Output:
	// 0x10 16 true
	// 0b101 5 true
	// 0o17 15 true
	// 010 8 true
	// 1_000 1000 true
	// -1 <nil> false
}

func ExampleBig_Mul() {
	// On values below 2^64 Big agrees with Mul; 2^64 is a Fermat 2-power,
	// whose square is 2^64 + 2^63.
	x, y := new(nimber.Big).SetUint64(6), new(nimber.Big).SetUint64(9)
	f, _ := new(nimber.Big).SetString("0x10000000000000000", 0)
	fmt.Println(new(nimber.Big).Mul(x, y))
	fmt.Printf("%#x\n", new(nimber.Big).Mul(f, f))
	// Output:
	// 1
	// 0x18000000000000000
}

func ExampleBig_Inv() {
	x, _ := new(nimber.Big).SetString("0x123456789abcdef0123456789abcdef", 0)
	inv := new(nimber.Big).Inv(x)
	fmt.Println(new(nimber.Big).Mul(x, inv))
	y := new(nimber.Big).SetUint64(1000)
	q := new(nimber.Big).Div(y, x)
	fmt.Println(q.Mul(q, x))
	// Output:
	// 1
	// 1000
}

func ExampleBig_Sqrt() {
	// (2^64 + s)^2 = 2^64 + 2^63 + s*s, so the square root of the Fermat
	// 2-power 2^64 is 2^64 + s with s*s = 2^63, the 64-bit Sqrt(2^63).
	x, _ := new(nimber.Big).SetString("0x10000000000000000", 0)
	r := new(nimber.Big).Sqrt(x)
	fmt.Printf("%#x %#x\n", r, nimber.Sqrt(1<<63))
	fmt.Printf("%#x\n", new(nimber.Big).Square(r))
	// Output:
	// 0x1e880800080000000 0xe880800080000000
	// 0x10000000000000000
}

func ExampleBig_Pow() {
	// In F_(2^128) every nonzero x has x^(2^128 - 1) == 1, and a negative
	// exponent is a power of the inverse.
	x, _ := new(nimber.Big).SetString("0xfedcba9876543210fedcba9876543210", 0)
	e := new(big.Int).Lsh(big.NewInt(1), 128)
	e.Sub(e, big.NewInt(1))
	fmt.Println(new(nimber.Big).Pow(x, e))
	inv := new(nimber.Big).Pow(x, big.NewInt(-1))
	fmt.Println(inv.Cmp(new(nimber.Big).Inv(x)))
	// Output:
	// 1
	// 0
}

func ExampleBig_Format() {
	x := new(nimber.Big).SetUint64(255)
	fmt.Printf("%d %x %X %#x %b %#b %08x\n", x, x, x, x, x, x, x)
	// Output: 255 ff FF 0xff 11111111 0b11111111 000000ff
}

func ExampleBig_Scan() {
	// fmt reads a Big as it reads a big.Int, but a nimber has no sign.
	var a, b, c nimber.Big
	fmt.Sscan("123 0x1f 010", &a, &b, &c)
	fmt.Println(&a, &b, &c)
	fmt.Sscanf("ff", "%x", &a)
	fmt.Println(&a)
	_, err := fmt.Sscan("-5", &a)
	fmt.Println(err)
	// Output:
	// 123 31 8
	// 255
	// nimber: Big.Scan: sign '-': a nimber has no sign
}

func ExampleBig_Trace() {
	// Below 2^64 the trace is that of F_(2^64), as with the function Trace:
	// 1 has trace 0 there, though x*x + x = 1 has no root in F_2.
	fmt.Println(new(nimber.Big).SetUint64(1).Trace(), nimber.Trace(1))
	// Beyond, the trace in the smallest field F_(2^w) holding x is its bit
	// w-1: 2^127 has trace 1 in F_(2^128), 2^128 has trace 0 in F_(2^256).
	x := new(nimber.Big).SetBit(new(nimber.Big), 127, 1)
	y := new(nimber.Big).SetBit(new(nimber.Big), 128, 1)
	fmt.Println(x.Trace(), y.Trace())
	// Output:
	// 0 0
	// 1 0
}

func ExampleBig_SolveQuadratic() {
	// x*x + x = 1 has the roots 2 and 3, as with the function
	// SolveQuadratic.
	one := new(nimber.Big).SetUint64(1)
	fmt.Println(new(nimber.Big).SolveQuadratic(one, one, new(nimber.Big)))

	// x*x + b*x = c with c = r*r + b*r has the roots r and r + b.
	r, _ := new(nimber.Big).SetString("0x123456789abcdef0123456789abcdef", 0)
	b := new(nimber.Big).SetBit(new(nimber.Big), 200, 1)
	c := new(nimber.Big).Mul(r, r)
	c.Add(c, new(nimber.Big).Mul(b, r))
	var x0, x1 nimber.Big
	_, _, ok := x0.SolveQuadratic(b, c, &x1)
	fmt.Printf("%#x\n%#x\n%v\n", &x0, &x1, ok)

	// x*x + x = 2^127 has no root in F_(2^128): 2^127 has trace 1 there.
	h := new(nimber.Big).SetBit(new(nimber.Big), 127, 1)
	fmt.Println(new(nimber.Big).SolveQuadratic(one, h, new(nimber.Big)))
	// Output:
	// 2 3 true
	// 0x123456789abcdef0123456789abcdef
	// 0x10000000000000000000123456789abcdef0123456789abcdef
	// true
	// <nil> <nil> false
}

func ExampleBig_Order() {
	// 2^64 lies in F_(2^128), so its order divides 2^128 - 1; it is
	// (2^128 - 1)/3.
	x := new(nimber.Big).SetBit(new(nimber.Big), 64, 1)
	o, ok := x.Order()
	fmt.Println(o, ok)
	fmt.Println(new(nimber.Big).Pow(x, o))
	third := new(big.Int).Lsh(big.NewInt(1), 128)
	third.Sub(third, big.NewInt(1)).Div(third, big.NewInt(3))
	fmt.Println(o.Cmp(third))
	// The orders of fields beyond F_(2^4096) are not factored.
	y := new(nimber.Big).SetBit(new(nimber.Big), 4096, 1)
	fmt.Println(y.Order())
	// Output:
	// 113427455640312821154458202477256070485 true
	// 1
	// 0
	// <nil> false
}
