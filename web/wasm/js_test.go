//go:build js && wasm

package main

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
)

// call calls the function name of the global object nimber, as the page
// does.
func call(name string, args ...any) js.Value {
	register()
	return js.Global().Get("nimber").Call(name, args...)
}

// object returns a JavaScript object with the fields of m.
func object(m map[string]any) js.Value { return js.ValueOf(m) }

var nimRulesPlain = map[string]any{"max": "0", "k": "1", "misere": false}

// TestJSErrors checks that bad input gets a message naming the input at
// fault, never an exception.
func TestJSErrors(t *testing.T) {
	coins := make([]any, 16)
	for i := range coins {
		coins[i] = 0
	}
	for _, c := range []struct {
		name  string
		args  []any
		input string
		msg   string
	}{
		{"table", []any{"mul", "abc"}, "n", `N is "abc": not a number (decimal, 0x hex or 0b binary)`},
		{"table", []any{"mul", "0"}, "n", "N is 0; it must be from 1 to 1024"},
		{"table", []any{"mul", "1000000000000"}, "n", "N is 1000000000000; it must be from 1 to 1024"},
		{"table", []any{"mul", 2.5}, "n", "N is 2.5; it must be a whole number from 1 to 1024"},
		{"table", []any{"mul", "-4"}, "n", `N is "-4": negative; nimbers are 0 or more`},
		{"table", []any{"mul", "0x401"}, "n", "N is 0x401; it must be from 1 to 1024"},
		{"table", []any{"mul", "0x"}, "n", `N is "0x": not a number (decimal, 0x hex or 0b binary)`},
		{"table", []any{"mul", "0x10000000000000000"}, "n", "N is 0x10000000000000000; it must be from 1 to 1024"},
		{"table", []any{"mul", ""}, "n", "N is missing"},
		{"table", []any{"pow", 4}, "op", `the operation is "pow"; it must be mul or add`},
		{"table", []any{}, "op", "the operation is missing"},
		{"element", []any{-1}, "x", "the value is -1; it must be a whole number from 0 to 4294967295"},
		{"heapValues", []any{"0.7w", "100"}, "rule", `code "0.7w": digit 2 after the point is 'w', not a digit 0-9, a-v or &N;`},
		{"heapValues", []any{"", "100"}, "rule", "the rule is missing: a code like 0.77, a subtraction set like sub=1,3,4, or grundy"},
		{"heapValues", []any{"kayles", "100"}, "rule", `rule "kayles" is not a code like 0.77, a subtraction set like sub=1,3,4, or grundy`},
		{"heapValues", []any{"0." + strings.Repeat("7", 50), "100"}, "rule", "the rule has 52 characters; at most 40 here"},
		{"heapValues", []any{"0.77", "99999999"}, "n", "N is 99999999; it must be from 1 to 65536"},
		{"heapValues", []any{"0.77", "1e4"}, "n", `N is "1e4": not a number (decimal, 0x hex or 0b binary)`},
		{"heapPosition", []any{"0.77", "3 x 4"}, "heaps", `heap B is "x": not a number (decimal, 0x hex or 0b binary)`},
		{"heapPosition", []any{"0.77", "3 0 4"}, "heaps", "heap B is 0; it must be from 1 to 1000"},
		{"heapPosition", []any{"0.77", " "}, "heaps", "no heaps given"},
		{"heapPosition", []any{"0.77", "1 2 3 4 5 6 7 8 9 10 11 12 13"}, "heaps", "13 heaps: at most 12 here"},
		{"heapPosition", []any{"0.77", make([]any, maxHeapHeaps*maxHeapTokens+1)}, "heaps", "12001 heaps: at most 12000 here"},
		{"heapOptions", []any{"0.77", "3 4", 2}, "heap", "the heap is 2; it must be a whole number from 0 to 1"},
		{"nim", []any{"3 4 5", map[string]any{"max": "2", "k": "2", "misere": false}}, "max", "at most M stones a move combines with neither K > 1 nor misère play"},
		{"nim", []any{"3 4 5", map[string]any{"max": "0", "k": "0", "misere": false}}, "k", "K, the most heaps a move takes from is 0; it must be from 1 to 12"},
		{"nim", []any{"3 4 5", nil}, "rules", "the rules are missing"},
		{"nim", []any{"3 4 2000000", nimRulesPlain}, "heaps", "heap C is 2000000; it must be from 0 to 1048575"},
		{"nimMove", []any{[]any{3, 4}, []any{3, 4}, nimRulesPlain}, "move", "a move takes at least one stone"},
		{"nimComputer", []any{[]any{0, 0}, nimRulesPlain}, "", "no move: no stones are left"},
		{"corners", []any{"40", coins}, "size", "the side of the board is 40; it must be from 2 to 32"},
		{"corners", []any{4, coins[:15]}, "coins", "the board has 15 coins; a side of 4 needs 16"},
		{"cornersMove", []any{4, coins, map[string]any{"r": 1, "c": 1, "a": 0, "b": 0}}, "move", "the far corner (1, 1) must show heads"},
		{"cornersMove", []any{4, coins, nil}, "move", "the move is missing"},
		{"cornersComputer", []any{4, coins}, "", "no move: no head is left outside row 0 and column 0"},
	} {
		v := call(c.name, c.args...)
		if v.Type() != js.TypeObject || v.Get("error").Type() != js.TypeString {
			t.Errorf("%s%v: no error", c.name, c.args)
			continue
		}
		if msg, input := v.Get("error").String(), v.Get("input").String(); msg != c.msg || input != c.input {
			t.Errorf("%s%v: error %q for input %q,\nwant %q for %q", c.name, c.args, msg, input, c.msg, c.input)
		}
	}
}

// TestJSNumbers checks that the page's number fields read numbers as the
// command reads its operands and sizes: decimal, 0x hex, 0b binary.
func TestJSNumbers(t *testing.T) {
	for _, c := range []struct {
		n    string
		want int
	}{{"16", 16}, {"0x10", 16}, {"0X10", 16}, {"0b10000", 16}, {"010", 10}, {" 0x400 ", 1024}, {"0b1", 1}} {
		if v := call("table", "add", c.n); v.Get("n").Type() != js.TypeNumber || v.Get("n").Int() != c.want {
			t.Errorf("table N %q: %v, want %d", c.n, js.Global().Get("JSON").Call("stringify", v), c.want)
		}
	}
	v := call("heapPosition", "0.77", "0x3, 0b101 7")
	if got := js.Global().Get("JSON").Call("stringify", v.Get("heaps")).String(); got != "[3,5,7]" {
		t.Errorf("heapPosition of 0x3, 0b101 7: heaps %s", got)
	}
}

// TestHeapName checks the names of heaps against the sequence A, ..., Z,
// AA, ..., ZZ, AAA, ... made by counting in letters.
func TestHeapName(t *testing.T) {
	word := []byte{'A'}
	for i := range 20000 {
		if got := heapName(i); got != string(word) {
			t.Fatalf("heapName(%d) = %q, want %q", i, got, word)
		}
		// The next word: add one to the last letter, carrying.
		j := len(word) - 1
		for j >= 0 && word[j] == 'Z' {
			word[j] = 'A'
			j--
		}
		if j < 0 {
			word = append([]byte{'A'}, word...)
		} else {
			word[j]++
		}
	}
}

// TestJSPanic checks that a panic comes back as an error.
func TestJSPanic(t *testing.T) {
	f := export("boom", func([]js.Value) (any, error) { panic(errors.New("bang")) })
	defer f.Release()
	v := f.Invoke()
	if got := v.Get("error").String(); got != "internal error in boom: bang" {
		t.Errorf("a panic gave %q", got)
	}
}

// TestJSResults checks the shapes of the results the page reads.
func TestJSResults(t *testing.T) {
	v := call("table", "mul", "4")
	if v.Get("n").Int() != 4 || v.Get("bound").Int() != 4 || v.Get("values").Get("length").Int() != 16 ||
		v.Get("values").Index(2*4+3).Int() != 1 {
		t.Errorf("table: %v", js.Global().Get("JSON").Call("stringify", v))
	}
	if v.Get("values").Get("constructor").Get("name").String() != "Uint16Array" {
		t.Errorf("table values are not a Uint16Array")
	}
	v = call("element", 2)
	if v.Get("inv").Int() != 3 || v.Get("sqrt").Int() != 3 || v.Get("order").Int() != 3 || v.Get("width").Int() != 2 {
		t.Errorf("element(2): %v", js.Global().Get("JSON").Call("stringify", v))
	}
	if v := call("element", 0); !v.Get("inv").IsNull() || !v.Get("order").IsNull() {
		t.Errorf("element(0): inv and order should be null")
	}
	v = call("heapValues", "0.77", "200")
	if !v.Get("proven").Bool() || v.Get("period").Int() != 12 || v.Get("preperiod").Int() != 71 || v.Get("values").Index(5).Int() != 4 {
		t.Errorf("heapValues(0.77): %v", js.Global().Get("JSON").Call("stringify", v))
	}
	v = call("heapValues", "grundy", "100")
	if v.Get("proven").Bool() || v.Get("n").Int() != 100 {
		t.Errorf("heapValues(grundy): proven %v", v.Get("proven"))
	}
	v = call("nim", "3 4 5", nimRulesPlain)
	if v.Get("p").Bool() || v.Get("moves").Length() != 1 || v.Get("moves").Index(0).Index(0).Int() != 1 ||
		v.Get("counts").Length() != 3 || v.Get("modulus").Int() != 2 {
		t.Errorf("nim(3 4 5): %v", js.Global().Get("JSON").Call("stringify", v))
	}
	v = call("nimComputer", []any{3, 4, 5}, nimRulesPlain)
	if !v.Get("winning").Bool() || v.Get("heaps").Index(0).Int() != 1 {
		t.Errorf("nimComputer(3 4 5): %v", js.Global().Get("JSON").Call("stringify", v))
	}
	v = call("heapPosition", "0.77", []any{})
	if !v.Get("over").Bool() {
		t.Errorf("heapPosition of no heaps is not over")
	}
	v = call("heapOptions", "0.77", "4", 0)
	if v.Get("options").Length() != 4 || v.Get("options").Index(1).Get("heaps").Length() != 2 {
		t.Errorf("heapOptions(0.77, 4): %v", js.Global().Get("JSON").Call("stringify", v))
	}
	coins := make([]any, 9)
	for i := range coins {
		coins[i] = false
	}
	coins[2*3+2] = true
	v = call("cornersComputer", 3, coins)
	if !v.Get("winning").Bool() || v.Get("total").Int() != 0 || v.Get("values").Index(2*3+2).Int() != 3 {
		t.Errorf("cornersComputer: %v", js.Global().Get("JSON").Call("stringify", v))
	}
	v = call("cornersMove", 3, coins, object(map[string]any{"r": 2, "c": 2, "a": 1, "b": 1}))
	if v.Get("coins").Index(2*3+2).Bool() || !v.Get("coins").Index(1*3+1).Bool() {
		t.Errorf("cornersMove: %v", js.Global().Get("JSON").Call("stringify", v))
	}
	if l := call("heapValues", "0.77", 1).Get("limits"); !l.IsUndefined() {
		t.Errorf("unexpected limits in a result")
	}
	if js.Global().Get("nimber").Get("limits").Get("table").Int() != maxTable {
		t.Errorf("limits.table is not %d", maxTable)
	}
}
