package nimber_test

import (
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
)

// An impl is a set of assembly paths to switch on: "asm" is every path of
// this machine that serves the function under test, "generic" none of them,
// and each path is also taken alone when there is more than one.
type impl struct {
	name  string
	paths []string
}

// impls returns the impls of a function served by the given paths.
func impls(serving ...string) []impl {
	var have []string
	for _, p := range nimber.Paths() {
		if slices.Contains(serving, p) {
			have = append(have, p)
		}
	}
	list := []impl{{"generic", nil}}
	if len(have) > 0 {
		list = append(list, impl{"asm", have})
	}
	if len(have) > 1 {
		for _, p := range have {
			list = append(list, impl{p, []string{p}})
		}
	}
	return list
}

// runImpls runs f as a sub-benchmark impl=NAME for each impl.
func runImpls(b *testing.B, list []impl, f func(b *testing.B)) {
	for _, im := range list {
		b.Run("impl="+im.name, func(b *testing.B) {
			defer nimber.UsePaths(im.paths...)()
			f(b)
		})
	}
}

// BenchmarkMulPaths measures Mul on each path, both as a chain of dependent
// products (latency, like BenchmarkMul) and as independent products
// (throughput).
func BenchmarkMulPaths(b *testing.B) {
	runImpls(b, impls("clmul"), func(b *testing.B) {
		b.Run("dep=chain", func(b *testing.B) { bench2(b, nimber.Mul) })
		b.Run("dep=none", func(b *testing.B) {
			v := operands(1024)
			var acc uint64
			i := 0
			for b.Loop() {
				acc ^= nimber.Mul(v[i&1023], v[(i+1)&1023])
				i++
			}
			sink = acc
		})
	})
}
