//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/nimberdev/nimber/internal/notation"
)

// maxExpr bounds the length of an expression. The values in it may be as
// large as the command's, up to 2^(2^20); a computation that takes too long
// is stopped by the page, which ends the worker.
const maxExpr = 4000

// evaluate returns the value of the expression s in decimal and in hex, as
// the command's eval prints them without and with -x.
func evaluate(s string) (decimal, hex string, err error) {
	if s == "" {
		return "", "", inputErrorf("expr", "the expression is missing")
	}
	v, err := notation.Eval(s)
	if err != nil {
		// The message names the column and shows it with a caret.
		return "", "", inputErrorf("expr", "%s", err.Error())
	}
	return string(notation.AppendBig(nil, v, false)), string(notation.AppendBig(nil, v, true)), nil
}

func jsEval(args []js.Value) (any, error) {
	s, err := stringValue(arg(args, 0), "expr", "the expression", maxExpr)
	if err != nil {
		return nil, err
	}
	decimal, hex, err := evaluate(s)
	if err != nil {
		return nil, err
	}
	return map[string]any{"expr": s, "decimal": decimal, "hex": hex}, nil
}
