//go:build ignore

// Octalbench measures "nimber grundy" at research scale: it builds the
// command and, for each case RULE:N, runs "nimber grundy -o FILE RULE N"
// from an empty file, the cases in turn, -runs times, and prints for each
// the median and the fastest wall-clock time, the values a second of the
// median, and the median user CPU time (both goroutines). Run it from the
// module root:
//
//	go run scripts/octalbench.go [-runs 3] [-cases grundy:16777216,0.161:16777216,0.6:16777216,0.007:1048576] [-dir DIR]
//
// The files go to DIR (the system's temporary directory by default), and
// are removed after each run. The machine is shared, so compare figures
// taken side by side in one run, and say under what load.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	runs := flag.Int("runs", 3, "the number of timed runs of each case")
	cases := flag.String("cases", "grundy:16777216,0.161:16777216,0.6:16777216,0.007:1048576", "comma-separated RULE:N")
	dir := flag.String("dir", os.TempDir(), "the directory of the values files")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("octalbench: ")

	tmp, err := os.MkdirTemp(*dir, "octalbench")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "nimber")
	build := exec.Command("go", "build", "-o", bin, "./cmd/nimber")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		log.Fatalf("go build: %v", err)
	}

	type result struct {
		rule       string
		n          int
		wall, user []time.Duration
	}
	var results []*result
	for _, c := range strings.Split(*cases, ",") {
		rule, count, ok := strings.Cut(c, ":")
		n, err := strconv.Atoi(count)
		if !ok || err != nil {
			log.Fatalf("case %q is not RULE:N", c)
		}
		results = append(results, &result{rule: rule, n: n})
	}
	file := filepath.Join(tmp, "values")
	for range *runs {
		for _, r := range results {
			os.Remove(file)
			cmd := exec.Command(bin, "grundy", "-o", file, r.rule, strconv.Itoa(r.n))
			cmd.Stderr = os.Stderr
			start := time.Now()
			out, err := cmd.Output()
			wall := time.Since(start)
			if err != nil {
				log.Fatalf("nimber grundy -o %s %s %d: %v", file, r.rule, r.n, err)
			}
			r.wall = append(r.wall, wall)
			r.user = append(r.user, cmd.ProcessState.UserTime())
			log.Printf("%s %d: %v (%s)", r.rule, r.n, wall.Round(time.Millisecond), strings.TrimSpace(string(out)))
		}
	}
	os.Remove(file)
	fmt.Printf("%-8s %12s %10s %10s %14s %10s\n", "rule", "N", "median", "fastest", "values/s", "user")
	for _, r := range results {
		slices.Sort(r.wall)
		slices.Sort(r.user)
		med := r.wall[len(r.wall)/2]
		fmt.Printf("%-8s %12d %10v %10v %14.4g %10v\n", r.rule, r.n, med.Round(10*time.Millisecond),
			r.wall[0].Round(10*time.Millisecond), float64(r.n)/med.Seconds(), r.user[len(r.user)/2].Round(10*time.Millisecond))
	}
}
