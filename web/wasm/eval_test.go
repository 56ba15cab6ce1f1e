//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
)

// TestEval checks the calculator against the field functions, and that its
// errors are those of the command, with the column marked.
func TestEval(t *testing.T) {
	for _, c := range []struct {
		expr         string
		decimal, hex string
	}{
		{"6*9 + 4^2", "7", "0x7"},
		{"sqrt(2) * inv(6) / 0x9", "3", "0x3"},
		{"2^-1", "3", "0x3"},
		{"0x10000000000000000 * 0x10000000000000000", "27670116110564327424", "0x18000000000000000"},
		{"0b1010 + 255", "245", "0xf5"},
	} {
		d, h, err := evaluate(c.expr)
		if err != nil || d != c.decimal || h != c.hex {
			t.Errorf("evaluate(%q) = %q, %q, %v; want %q, %q", c.expr, d, h, err, c.decimal, c.hex)
		}
	}
	for x := range uint64(40) {
		for y := range uint64(40) {
			d, _, err := evaluate(strings.Repeat(" ", int(x%3)) + "(" + strconv.FormatUint(x, 10) + ")*" + strconv.FormatUint(y, 10) + " + " + strconv.FormatUint(x, 10))
			if want := strconv.FormatUint(nimber.Mul(x, y)^x, 10); err != nil || d != want {
				t.Fatalf("%d*%d + %d: %q %v, want %s", x, y, x, d, err, want)
			}
		}
	}
	for expr, want := range map[string]string{
		"":        "the expression is missing",
		"1 + 2/0": "column 6: division by zero\n\t1 + 2/0\n\t     ^",
		"2 - 1":   "column 3: unexpected \"-\": every nimber is its own negative, so subtract with +\n\t2 - 1\n\t  ^",
		"cos(1)":  "column 1: unknown function \"cos\"; the functions are sqrt and inv\n\tcos(1)\n\t^",
	} {
		_, _, err := evaluate(expr)
		if ie, ok := err.(*inputError); !ok || ie.input != "expr" || ie.msg != want {
			t.Errorf("evaluate(%q): %#v, want %q for the input expr", expr, err, want)
		}
	}
	v := call("eval", strings.Repeat("1+", maxExpr/2)+"1")
	if v.Get("input").String() != "expr" || !strings.Contains(v.Get("error").String(), "at most 4000 here") {
		t.Errorf("a long expression: %v", v.Get("error"))
	}
	v = call("eval", " 6*9 ")
	if v.Get("decimal").String() != "1" || v.Get("hex").String() != "0x1" || v.Get("expr").String() != "6*9" {
		t.Errorf("eval(6*9): decimal %v, hex %v, expr %v", v.Get("decimal"), v.Get("hex"), v.Get("expr"))
	}
}
