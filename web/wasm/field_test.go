//go:build js && wasm

package main

import (
	"testing"

	"github.com/nimberdev/nimber"
)

// mexProducts returns the nim-products of x, y < n by their definition,
// x*y = mex{a*y + x*b + a*b : a < x, b < y}.
func mexProducts(n int) [][]uint64 {
	p := make([][]uint64, n)
	for x := range n {
		p[x] = make([]uint64, n)
		for y := range n {
			seen := map[uint64]bool{}
			for a := range x {
				for b := range y {
					seen[p[a][y]^p[x][b]^p[a][b]] = true
				}
			}
			for seen[p[x][y]] {
				p[x][y]++
			}
		}
	}
	return p
}

func TestTable(t *testing.T) {
	mex := mexProducts(32)
	for _, n := range []int{1, 2, 3, 16, 17, 32, 256, 257, maxTable} {
		mul, bound, err := table("mul", n)
		if err != nil {
			t.Fatal(err)
		}
		if want := 1 << nimber.FieldWidth(uint64(n-1)); bound != want {
			t.Errorf("n = %d: mul bound %d, want %d", n, bound, want)
		}
		add, addBound, err := table("add", n)
		if err != nil {
			t.Fatal(err)
		}
		if addBound < n || addBound/2 >= n && n > 1 {
			t.Errorf("n = %d: add bound %d", n, addBound)
		}
		for x := range n {
			for y := range n {
				want := nimber.Mul(uint64(x), uint64(y))
				if x < len(mex) && y < len(mex) {
					want = mex[x][y]
				}
				if got := mul[x*n+y]; uint64(got) != want || int(got) >= bound {
					t.Fatalf("n = %d: mul[%d][%d] = %d, want %d below %d", n, x, y, got, want, bound)
				}
				if got := add[x*n+y]; int(got) != x^y || int(got) >= addBound {
					t.Fatalf("n = %d: add[%d][%d] = %d, want %d below %d", n, x, y, got, x^y, addBound)
				}
			}
		}
	}
	if _, _, err := table("div", 4); err == nil || err.(*inputError).input != "op" {
		t.Errorf("table(div): %v", err)
	}
}

// TestElement checks each field of element by its definition: on F_16
// against the products of the mex rule, beyond against Mul.
func TestElement(t *testing.T) {
	mex := mexProducts(16)
	mul := func(x, y uint64) uint64 {
		if x < 16 && y < 16 {
			return mex[x][y]
		}
		return nimber.Mul(x, y)
	}
	xs := []uint64{}
	for x := range uint64(300) {
		xs = append(xs, x)
	}
	xs = append(xs, 1<<16-1, 1<<16, 1<<31, 1<<32-1, 0x12345678)
	for _, x := range xs {
		e := element(x)
		width := 1
		for x>>width != 0 {
			width *= 2
		}
		if e["width"] != width {
			t.Fatalf("%d: width %v, want %d", x, e["width"], width)
		}
		if sq := e["square"].(uint64); sq != mul(x, x) {
			t.Fatalf("%d: square %d, want %d", x, sq, mul(x, x))
		}
		if r := e["sqrt"].(uint64); mul(r, r) != x || r>>width != 0 {
			t.Fatalf("%d: sqrt %d squares to %d", x, r, mul(r, r))
		}
		if x == 0 {
			if e["inv"] != nil || e["order"] != nil {
				t.Fatalf("0: inv %v, order %v, want nil", e["inv"], e["order"])
			}
			continue
		}
		if inv := e["inv"].(uint64); mul(x, inv) != 1 {
			t.Fatalf("%d: inv %d, product %d", x, inv, mul(x, inv))
		}
		order := e["order"].(uint64)
		if x < 1<<16 {
			// The least e > 0 with x^e = 1, by repeated products.
			p, k := x, uint64(1)
			for p != 1 {
				p, k = mul(p, x), k+1
			}
			if order != k {
				t.Fatalf("%d: order %d, want %d", x, order, k)
			}
		} else if nimber.Pow(x, order) != 1 || (1<<width-1)%order != 0 {
			t.Fatalf("%d: order %d", x, order)
		}
	}
}
