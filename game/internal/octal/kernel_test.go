package octal

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// has reports whether x is in the bitmap b.
func has(b []uint64, x uint) bool { return b[x>>6]>>(x&63)&1 != 0 }

// withPaths runs f once on the generic code and once on each assembly path
// of this machine and build, restoring the paths after each.
func withPaths(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	for _, impl := range append([]string{"generic"}, asmPaths.On()...) {
		restore := asmPaths.Use(impl)
		t.Run("impl="+impl, f)
		restore()
	}
}

// TestScanKernels checks scan against a plain search written here, on
// random values of every width the kernels take, for ranges around the
// steps of the kernels, with sets of values of every size.
func TestScanKernels(t *testing.T) {
	withPaths(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(1, 2))
		for _, w := range []int{1, 5, 8, 9, 10, 11, 12, 13} {
			for _, sz := range []int{2, 3, 64, 65, 129, 130, 200, 1000, 4099} {
				for range 20 {
					g8 := make([]uint8, sz+1)
					g16 := make([]uint16, sz+1)
					for i := range g16 {
						g16[i] = uint16(rng.IntN(1 << w))
						g8[i] = uint8(g16[i])
					}
					need := make([]uint64, max(words(w+1), 64))
					count := 0
					for range rng.IntN(40) + 1 {
						x := uint(rng.IntN(1 << w))
						if !has(need, x) {
							set(need, x)
							count++
						}
					}
					hi := sz / 2
					// The plain search: the values of need in the order
					// they first appear, up to the last one needed.
					want := slices.Clone(need)
					left := count
					for a := 1; a <= hi && left > 0; a++ {
						x := uint(g16[a] ^ g16[sz-a])
						if has(want, x) {
							want[x>>6] &^= 1 << (x & 63)
							left--
						}
					}
					var got int
					if w <= 8 {
						got = scan(g8, max(w, 5), sz, hi, need, count)
					} else {
						got = scan(g16, w, sz, hi, need, count)
					}
					if got != left || !slices.Equal(need, want) {
						t.Fatalf("w=%d sz=%d: scan left %d values, want %d", w, sz, got, left)
					}
				}
			}
		}
	})
}

// TestMarkKernels checks markBlock against marks made one by one here, on
// random values of both widths, for blocks of the sizes the solver uses and
// others, with and without the rule of Grundy's game.
func TestMarkKernels(t *testing.T) {
	withPaths(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(3, 4))
		for _, w := range []int{3, 6, 8, 9, 10} {
			width := 1
			if w > 8 {
				width = 2
			}
			strides := []int{8, 64, 1024}
			if raceEnabled {
				strides = strides[:2]
			}
			for _, stride := range strides {
				for _, unequal := range []bool{false, true} {
					n := 3*stride + 500
					g8 := make([]uint8, n+stride)
					g16 := make([]uint16, n+stride)
					for i := range g16 {
						g16[i] = uint16(rng.IntN(1 << w))
						g8[i] = uint8(g16[i])
					}
					var rare []uint64
					for h := 1; h < n-8; h++ {
						if rng.IntN(5) == 0 {
							rare = append(rare, uint64(h)<<16|uint64(g16[h]))
						}
					}
					splits := []int{0, 2, 3}
					var m marks
					m.reset(n, stride, planes(width, w))
					if width == 1 {
						markBlock(&m, g8, rare, splits, unequal)
					} else {
						markBlock(&m, g16, rare, splits, unequal)
					}
					for j := range stride {
						want := make([]uint64, max(words(w), m.wf))
						for _, k := range splits {
							sz := n + j - k
							for _, e := range rare {
								r := int(e >> 16)
								if !unequal || 2*r != sz {
									set(want, uint(uint16(e)^g16[sz-r]))
								}
							}
						}
						got := make([]uint64, len(want))
						m.or(got, n+j)
						if !slices.Equal(got, want) {
							t.Fatalf("w=%d stride=%d unequal=%v: marks of heap %d are %x, want %x", w, stride, unequal, j, got, want)
						}
					}
				}
			}
		}
	})
}
