package erasure_test

import (
	"bytes"
	"fmt"

	"github.com/nimberdev/nimber/erasure"
)

// A file cut into 4 data shards and 2 parity shards survives the loss of
// any 2 of them.
func Example() {
	file := []byte("Nimbers are the values of impartial games.")
	e, err := erasure.New(4, 2)
	if err != nil {
		panic(err)
	}
	shards, _ := e.Split(file) // 6 shards of 64 bytes, the last 2 for parity
	if err := e.Encode(shards); err != nil {
		panic(err)
	}
	shards[0], shards[5] = nil, nil // lost
	if err := e.Reconstruct(shards); err != nil {
		panic(err)
	}
	var out bytes.Buffer
	if err := e.Join(&out, shards, len(file)); err != nil {
		panic(err)
	}
	fmt.Println(out.String())
	fmt.Println(len(shards), len(shards[0]), e.SymbolSize())

	shards[1], shards[2], shards[3] = nil, nil, nil
	fmt.Println(e.Reconstruct(shards))
	// Output:
	// Nimbers are the values of impartial games.
	// 6 64 1
	// erasure: too few shards: 3 of 6 shards missing, at most 2 may be
}
