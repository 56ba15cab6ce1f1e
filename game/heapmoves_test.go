package game_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestHeapMoves checks Moves against the moves that the tests' own reading
// of the rule allows (parseRule), as sets and in the documented order, and
// checks that the mex of the values of the moves is the value Values gives.
func TestHeapMoves(t *testing.T) {
	top := 60
	if testing.Short() {
		top = 30
	}
	for _, name := range heapRules {
		g := parse(t, name)
		r := parseRule(name)
		vals, _ := values(t, g, top+1)
		for n := -1; n <= top; n++ {
			var got [][]int
			for m := range g.Moves(n) {
				got = append(got, m)
			}
			// The moves by the tests' reading, in the documented order.
			var want [][]int
			for k := 0; k <= n; k++ {
				for _, heaps := range []int{0, 1, 2} {
					if !slices.Contains(r.take[k], heaps) {
						continue
					}
					rest := n - k
					switch {
					case heaps == 0 && rest == 0:
						want = append(want, []int{})
					case heaps == 1 && rest >= 1:
						want = append(want, []int{rest})
					case heaps == 2:
						for a := 1; 2*a <= rest; a++ {
							if !(r.unequal && 2*a == rest) {
								want = append(want, []int{a, rest - a})
							}
						}
					}
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%s: Moves(%d) = %v, want %v", name, n, got, want)
			}
			if n < 0 {
				continue
			}
			seen := map[uint64]bool{}
			for _, m := range got {
				var v uint64
				for _, h := range m {
					v ^= vals[h]
				}
				seen[v] = true
			}
			var mex uint64
			for seen[mex] {
				mex++
			}
			if mex != vals[n] {
				t.Fatalf("%s: the mex of the values of Moves(%d) is %d, Values gives %d", name, n, mex, vals[n])
			}
		}
	}
}

// TestHeapMovesStop checks that Moves stops wherever the loop over it
// stops: the range-over-func machinery panics if it goes on.
func TestHeapMovesStop(t *testing.T) {
	for _, name := range []string{"0.77", "4.07", "grundy", "0.137"} {
		g := parse(t, name)
		total := 0
		for range g.Moves(12) {
			total++
		}
		for stop := 1; stop <= total; stop++ {
			count := 0
			for range g.Moves(12) {
				count++
				if count == stop {
					break
				}
			}
			if count != stop {
				t.Errorf("%s: the loop ran %d times, want %d", name, count, stop)
			}
		}
	}
}

func ExampleHeapGame_Moves() {
	kayles, _ := game.ParseHeapGame("0.77")
	for heaps := range kayles.Moves(4) {
		fmt.Println(heaps)
	}
	// Output:
	// [3]
	// [1 2]
	// [2]
	// [1 1]
}
