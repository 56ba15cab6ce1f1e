//go:build js && wasm

package main

import (
	"math/bits"
	"syscall/js"

	"github.com/nimberdev/nimber"
)

// maxTable is the largest side of the tables the page draws: its values
// lie in F_(2^16), and 1024 x 1024 cells is a picture of a megapixel.
const maxTable = 1024

// table returns the multiplication (op "mul") or addition (op "add") table
// of the nimbers 0 to n-1, row x holding x*y or x+y at index x*n + y, and
// the bound of its values: 2^w for the smallest subfield F_(2^w) holding
// n-1 for mul, the least power of two >= n for add.
func table(op string, n int) (values []uint16, bound int, err error) {
	if op != "mul" && op != "add" {
		return nil, 0, inputErrorf("op", "the operation is %q; it must be mul or add", op)
	}
	values = make([]uint16, n*n)
	row := make([]uint64, n)
	ys := make([]uint64, n)
	for y := range ys {
		ys[y] = uint64(y)
	}
	for x := range n {
		if op == "mul" {
			nimber.MulScalar(row, ys, uint64(x))
		} else {
			for y := range row {
				row[y] = nimber.Add(uint64(x), uint64(y))
			}
		}
		for y, v := range row {
			values[x*n+y] = uint16(v)
		}
	}
	if op == "mul" {
		return values, 1 << nimber.FieldWidth(uint64(n-1)), nil
	}
	return values, 1 << bits.Len(uint(n-1)), nil
}

func jsTable(args []js.Value) (any, error) {
	op, err := stringValue(arg(args, 0), "op", "the operation", 3)
	if err != nil {
		return nil, err
	}
	n, err := intValue(arg(args, 1), "n", "N", 1, maxTable)
	if err != nil {
		return nil, err
	}
	values, bound, err := table(op, n)
	if err != nil {
		return nil, err
	}
	return map[string]any{"op": op, "n": n, "bound": bound, "values": uint16Array(values)}, nil
}

// element describes the nimber x: its square, square root, inverse and
// multiplicative order (nil for 0, which has neither), and the width w of
// the smallest subfield F_(2^w) that holds it.
func element(x uint64) map[string]any {
	e := map[string]any{
		"x":      x,
		"square": nimber.Square(x),
		"sqrt":   nimber.Sqrt(x),
		"width":  nimber.FieldWidth(x),
		"inv":    nil,
		"order":  nil,
	}
	if x != 0 {
		e["inv"] = nimber.Inv(x)
		e["order"] = nimber.Order(x)
	}
	return e
}

func jsElement(args []js.Value) (any, error) {
	// Values below 2^32 keep their square, root, inverse and order below
	// 2^32 too, all exact in JavaScript numbers.
	x, err := intValue(arg(args, 0), "x", "the value", 0, 1<<32-1)
	if err != nil {
		return nil, err
	}
	return element(uint64(x)), nil
}
