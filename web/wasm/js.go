//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"strings"
	"syscall/js"

	"github.com/nimberdev/nimber/internal/notation"
)

// An inputError is a fault in one input of the page. The page shows the
// message beside the input that the field input names.
type inputError struct {
	input string
	msg   string
}

func (e *inputError) Error() string { return e.msg }

func inputErrorf(input, format string, args ...any) error {
	return &inputError{input, fmt.Sprintf(format, args...)}
}

// A function is a function of the bridge: it reads its arguments from
// JavaScript values and returns a result that js.ValueOf converts (maps,
// []any, numbers, strings, booleans, nil and js.Value).
type function func(args []js.Value) (any, error)

// export wraps f as a JavaScript function that returns f's result, or for
// an error the object {error: message, input: name of the input at fault}.
// A panic is returned as {error: "internal error ..."}, so that it stops
// neither the page nor the Go program behind it.
func export(name string, f function) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) (result any) {
		defer func() {
			if p := recover(); p != nil {
				result = map[string]any{"error": fmt.Sprintf("internal error in %s: %v", name, p), "input": ""}
			}
		}()
		v, err := f(args)
		if err != nil {
			input := ""
			if ie, ok := err.(*inputError); ok {
				input = ie.input
			}
			return map[string]any{"error": err.Error(), "input": input}
		}
		return v
	})
}

// arg returns args[i], or undefined if there are fewer arguments.
func arg(args []js.Value, i int) js.Value {
	if i < len(args) {
		return args[i]
	}
	return js.Undefined()
}

// intValue reads v, a JavaScript number or a string that is a number as
// the command reads one (decimal, 0x hex or 0b binary), as an integer from
// lo to hi. what names the value in messages ("N", "a
// heap"), input the input of the page it comes from.
func intValue(v js.Value, input, what string, lo, hi int) (int, error) {
	var s string
	switch v.Type() {
	case js.TypeNumber:
		f := v.Float()
		if f != float64(int64(f)) || f < float64(lo) || f > float64(hi) {
			return 0, inputErrorf(input, "%s is %v; it must be a whole number from %d to %d", what, f, lo, hi)
		}
		return int(f), nil
	case js.TypeString:
		s = strings.TrimSpace(v.String())
	default:
		return 0, inputErrorf(input, "%s is missing", what)
	}
	return parseInt(s, input, what, lo, hi)
}

// parseInt reads s, a number as the command reads its operands and sizes
// (notation.ParseNumber: decimal, 0x hex or 0b binary, so "0x10" is 16 and
// "010" is 10), as an integer from lo to hi.
func parseInt(s, input, what string, lo, hi int) (int, error) {
	if s == "" {
		return 0, inputErrorf(input, "%s is missing", what)
	}
	shown := s
	if len(shown) > 24 {
		shown = shown[:20] + "..."
	}
	n, err := notation.ParseNumber([]byte(s))
	var ne *notation.NumberError
	switch {
	case err == nil && uint64(lo) <= n && n <= uint64(hi):
		return int(n), nil
	case err == nil || notation.IsTooBig(err):
		return 0, inputErrorf(input, "%s is %s; it must be from %d to %d", what, shown, lo, hi)
	case errors.As(err, &ne):
		return 0, inputErrorf(input, "%s is %q: %s", what, shown, ne.Reason)
	}
	return 0, inputErrorf(input, "%s is %q: %v", what, shown, err)
}

// heapName names heap i of a position as the page's boards do: A to Z,
// then AA, AB, ... as the columns of a spreadsheet.
func heapName(i int) string {
	name := ""
	for i++; i > 0; i = (i - 1) / 26 {
		name = string(rune('A'+(i-1)%26)) + name
	}
	return name
}

// intList reads v, a JavaScript array of numbers or a string of numbers
// (as parseInt reads them) separated by spaces or commas, as at most maxLen
// integers, each from lo to hi. A string must hold at least one number (a
// person typed it); an array may be empty (a position in which nothing is
// left). Messages name the numbers by letter ("heap B"), as the page's
// boards name heaps.
func intList(v js.Value, input, what string, maxLen, lo, hi int) ([]int, error) {
	list := []int{}
	switch {
	case v.Type() == js.TypeString:
		words := strings.FieldsFunc(v.String(), func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
		if len(words) == 0 {
			return nil, inputErrorf(input, "no %ss given", what)
		}
		if len(words) > maxLen {
			return nil, inputErrorf(input, "%d %ss: at most %d here", len(words), what, maxLen)
		}
		for i, w := range words {
			n, err := parseInt(w, input, what+" "+heapName(i), lo, hi)
			if err != nil {
				return nil, err
			}
			list = append(list, n)
		}
	case js.Global().Get("Array").Call("isArray", v).Bool():
		if v.Length() > maxLen {
			return nil, inputErrorf(input, "%d %ss: at most %d here", v.Length(), what, maxLen)
		}
		for i := range v.Length() {
			n, err := intValue(v.Index(i), input, what+" "+heapName(i), lo, hi)
			if err != nil {
				return nil, err
			}
			list = append(list, n)
		}
	default:
		return nil, inputErrorf(input, "the %ss are missing", what)
	}
	return list, nil
}

// stringValue reads v, a JavaScript string of at most maxLen bytes.
func stringValue(v js.Value, input, what string, maxLen int) (string, error) {
	if v.Type() != js.TypeString {
		return "", inputErrorf(input, "%s is missing", what)
	}
	s := strings.TrimSpace(v.String())
	if len(s) > maxLen {
		return "", inputErrorf(input, "%s has %d characters; at most %d here", what, len(s), maxLen)
	}
	return s, nil
}

// anyList returns xs as a []any, which js.ValueOf converts to an array.
func anyList[T any](xs []T) []any {
	list := make([]any, len(xs))
	for i, x := range xs {
		list[i] = x
	}
	return list
}

// uint16Array returns a JavaScript Uint16Array holding xs.
func uint16Array[T ~uint16 | ~uint64](xs []T) js.Value {
	b := make([]byte, 2*len(xs))
	for i, x := range xs {
		b[2*i], b[2*i+1] = byte(x), byte(x>>8)
	}
	u8 := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u8, b)
	return js.Global().Get("Uint16Array").New(u8.Get("buffer"))
}
