package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/nimberdev/nimber/matrix"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestCPUTmp(t *testing.T) {
	if os.Getenv("CPUTMP") == "" {
		t.Skip()
	}
	for _, n := range []int{256, 512, 1024} {
		m := random(rand.New(rand.NewPCG(uint64(n), 1)), n, n)
		o := random(rand.New(rand.NewPCG(4, 5)), n, n)
		b := random(rand.New(rand.NewPCG(2, 3)), n, 1).Col(0)
		ops := []struct {
			name string
			f    func()
		}{
			{"Det", func() { m.Det() }},
			{"Rank", func() { m.Rank() }},
			{"Solve", func() { m.Solve(b) }},
			{"Inverse", func() { m.Inverse() }},
			{"Mul", func() { matrix.Mul(m, o) }},
		}
		for _, op := range ops {
			reps := max(1, (1<<30)/(n*n*n))
			best, bestW := time.Hour, time.Hour
			for range 5 {
				c0, w0 := cpuNow(), time.Now()
				for range reps {
					op.f()
				}
				best = min(best, (cpuNow()-c0)/time.Duration(reps))
				bestW = min(bestW, time.Since(w0)/time.Duration(reps))
			}
			fmt.Printf("%-8s n=%-5d cpu %8.2f ms  wall %8.2f ms\n", op.name, n, best.Seconds()*1e3, bestW.Seconds()*1e3)
		}
	}
}
