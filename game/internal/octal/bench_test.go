package octal_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// BenchmarkSolver times Run on the games of the speed figures of
// docs/speed.md, from heap 0, with one goroutine and two, on the generic code, on
// each assembly path alone and on all of them. The sizes (2^24
// values, 2^20 for 0.007) are for scripts/octalbench.go; these are
// smaller, for benchstat -col /impl or /workers.
func BenchmarkSolver(b *testing.B) {
	for _, c := range []struct {
		rule string
		n    int
	}{{"grundy", 1 << 20}, {"0.161", 1 << 20}, {"0.6", 1 << 20}, {"0.007", 1 << 17}} {
		for _, workers := range []int{1, 2} {
			impls := map[string][]string{"generic": nil, "all": octal.Paths()}
			names := []string{"generic"}
			for _, p := range octal.Paths() {
				impls[p] = []string{p}
				names = append(names, p)
			}
			if len(names) > 1 {
				names = append(names, "all")
			}
			for _, impl := range names {
				name := fmt.Sprintf("rule=%s/n=%d/workers=%d/impl=%s", c.rule, c.n, workers, impl)
				b.Run(name, func(b *testing.B) {
					defer octal.UsePaths(impls[impl]...)()
					for b.Loop() {
						s, err := octal.New(parseRule(c.rule))
						if err != nil {
							b.Fatal(err)
						}
						s.SetWorkers(workers, false)
						if err := s.Run(context.Background(), c.n, nil); err != nil {
							b.Fatal(err)
						}
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(c.n), "ns/value")
				})
			}
		}
	}
}
