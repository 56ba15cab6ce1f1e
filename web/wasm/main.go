//go:build js && wasm

// Command wasm is the WebAssembly side of the nimber web page (package
// web): built with GOOS=js GOARCH=wasm, it puts on the JavaScript global
// object an object nimber whose functions the page calls, and waits for
// their calls. The functions compute with packages nimber and game, and
// read expressions as the command's eval does (internal/notation); each
// returns a plain object, or {error, input} for bad input, where input names
// the field of the page at fault ("n", "rule", "heaps", ...), so that the
// page shows the message beside it. Inputs that a person types (N, heaps)
// may be strings, read here, or numbers; every size is bounded (see
// limits), so that no call asks more than a browser gives in a second or
// so.
//
// The functions, with their arguments:
//
//	table(op, n)                     "mul" or "add" table of 0..n-1, n <= 1024
//	element(x)                       square, sqrt, inv, order, field width of x
//	nim(heaps, rules)                analysis of a Nim position, rules {max, k, misere}
//	nimMove(heaps, next, rules)      checks a move of the player
//	nimComputer(heaps, rules)        the computer's move
//	heapValues(rule, n)              G(0..n-1) of a heap game and its proven period
//	heapPosition(rule, heaps)        analysis of a position of several heaps
//	heapOptions(rule, heaps, i)      the moves from heap i of a position
//	heapComputer(rule, heaps)        the computer's move
//	misereQuotient(rule, b)          the misère quotient of heaps 0..b, b <= 200
//	miserePosition(rule, b, heaps)   analysis of a position in misère play, heaps <= b
//	misereComputer(rule, b, heaps)   the computer's move in misère play
//	corners(size, coins)             analysis of a Turning Corners board
//	cornersMove(size, coins, move)   the player's move {r, c, a, b}, checked
//	cornersComputer(size, coins)     the computer's move
//	graph(edges, tokens)             values and outcomes of a game with cycles, and of the tokens' sum
//	graphMove(edges, tokens, move)   the player's move {token, to}, checked
//	graphComputer(edges, tokens)     the computer's move
//	eval(expr)                       the value of an expression, as the command's eval
//
// The page runs this program in a Web Worker, so that a long computation
// never freezes it and can be stopped.
package main

import "syscall/js"

// functions are the functions of the bridge, by their JavaScript names.
var functions = map[string]function{
	"table":           jsTable,
	"element":         jsElement,
	"nim":             jsNim,
	"nimMove":         jsNimMove,
	"nimComputer":     jsNimComputer,
	"heapValues":      jsHeapValues,
	"heapPosition":    jsHeapPosition,
	"heapOptions":     jsHeapOptions,
	"heapComputer":    jsHeapComputer,
	"misereQuotient":  jsMisereQuotient,
	"miserePosition":  jsMiserePosition,
	"misereComputer":  jsMisereComputer,
	"corners":         jsCorners,
	"cornersMove":     jsCornersMove,
	"cornersComputer": jsCornersComputer,
	"graph":           jsGraph,
	"graphMove":       jsGraphMove,
	"graphComputer":   jsGraphComputer,
	"eval":            jsEval,
}

// limits are the bounds of the inputs, which the page shows.
var limits = map[string]any{
	"table":      maxTable,
	"nimHeaps":   maxNimHeaps,
	"nimHeap":    maxNimHeap,
	"rule":       maxRule,
	"values":     maxValues,
	"heapHeaps":  maxHeapHeaps,
	"heapTokens": maxHeapTokens,
	"misere":     maxMisereBound,
	"corners":    maxCorners,
	"hints":      maxHints,
	"vertices":   maxGraphVertices,
	"edges":      maxGraphEdges,
	"tokens":     maxGraphTokens,
}

func main() {
	register()
	select {}
}

// register sets the global object nimber.
func register() {
	api := js.Global().Get("Object").New()
	for name, f := range functions {
		api.Set(name, export(name, f))
	}
	api.Set("limits", limits)
	js.Global().Set("nimber", api)
}
