//go:build ignore

// Coresbench measures what a second core buys on a machine shared with
// other work: it runs test binaries (built with go test -c) with -test.cpu
// 1 and 2, interleaved, for several rounds, and measures during each run
// the CPU time that the rest of the machine used (the busy time of
// /proc/stat less the run's own CPU time). It writes, for each binary
// NAME, NAME.all with every run and NAME.quiet with the runs during which
// the rest of the machine used less than -quiet of one core, both for
// benchstat, and a log of the load of each run. With -wait, each run waits
// for a quiet moment first, for at most that long. Linux only. Run it from
// the module root, for example:
//
//	go test -c -o /tmp/poly.new ./poly
//	go run scripts/coresbench.go -bench 'EvalRange/k=22/impl=vec' -rounds 12 new=/tmp/poly.new
//	benchstat -col /cpu /tmp/cores/new.quiet
//
// With two cores and another process busy on one of them, the wall time
// with -cpu 2 cannot fall below about 3/4 of that with -cpu 1, whatever the
// code does: only the quiet runs show what the code would do alone.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	bench := flag.String("bench", ".", "the -test.bench pattern")
	benchtime := flag.String("benchtime", "400ms", "the -test.benchtime of each run")
	rounds := flag.Int("rounds", 6, "rounds; each runs every binary with -cpu 1 and 2, in alternating orders")
	quiet := flag.Float64("quiet", 0.15, "the CPU use of the rest of the machine, in cores, below which a run is quiet")
	wait := flag.Duration("wait", 0, "how long to wait before each run for a quiet half second, at most")
	out := flag.String("o", "/tmp/cores", "the directory of the results")
	flag.Parse()
	if flag.NArg() == 0 {
		log.Fatal("usage: go run scripts/coresbench.go [flags] NAME=TESTBINARY...")
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	type binary struct {
		name, path string
		all, quiet *os.File
	}
	var bins []*binary
	for _, arg := range flag.Args() {
		name, path, ok := strings.Cut(arg, "=")
		if !ok {
			log.Fatalf("%q: want NAME=TESTBINARY", arg)
		}
		b := &binary{name: name, path: path}
		b.all, b.quiet = create(filepath.Join(*out, name+".all")), create(filepath.Join(*out, name+".quiet"))
		bins = append(bins, b)
	}
	logf := create(filepath.Join(*out, "log"))
	for r := range *rounds {
		order, cpus := bins, []string{"1", "2"}
		if r%2 == 1 {
			order, cpus = reversed(bins), []string{"2", "1"}
		}
		for _, b := range order {
			for _, cpu := range cpus {
				waitQuiet(*wait, *quiet)
				cmd := exec.Command(b.path, "-test.run", "^$", "-test.bench", *bench,
					"-test.cpu", cpu, "-test.count", "1", "-test.benchtime", *benchtime)
				busy0, t0 := busy(), time.Now()
				output, err := cmd.Output()
				wall, busy1 := time.Since(t0).Seconds(), busy()
				if err != nil {
					log.Fatalf("%s: %v", b.path, err)
				}
				u := cmd.ProcessState.SysUsage().(*syscall.Rusage)
				own := float64(u.Utime.Nano()+u.Stime.Nano()) / 1e9
				others := (busy1 - busy0 - own) / wall
				fmt.Fprintf(logf, "round %d %s cpu %s: the rest of the machine used %.2f cores\n", r, b.name, cpu, others)
				for line := range strings.Lines(string(output)) {
					if strings.HasPrefix(line, "Benchmark") {
						b.all.WriteString(line)
						if others < *quiet {
							b.quiet.WriteString(line)
						}
					}
				}
			}
		}
	}
	for _, b := range bins {
		b.all.Close()
		b.quiet.Close()
	}
	logf.Close()
}

// waitQuiet waits, for at most max, until the machine has been quiet (its
// busy time under quiet cores) for half a second.
func waitQuiet(max time.Duration, quiet float64) {
	const window = 500 * time.Millisecond
	for end := time.Now().Add(max); time.Now().Before(end); {
		b0 := busy()
		time.Sleep(window)
		if (busy()-b0)/window.Seconds() < quiet {
			return
		}
	}
}

func create(path string) *os.File {
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	return f
}

func reversed[T any](s []T) []T {
	r := make([]T, len(s))
	for i, v := range s {
		r[len(s)-1-i] = v
	}
	return r
}

// busy returns the CPU time, in seconds, that all the cores have spent
// other than idle or waiting for input and output since boot.
func busy() float64 {
	f, err := os.Open("/proc/stat")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	line, err := bufio.NewReader(f).ReadString('\n')
	if err != nil {
		log.Fatal(err)
	}
	// user nice system idle iowait irq softirq steal guest guest_nice;
	// guest time is counted in user time already.
	fields := strings.Fields(line)[1:]
	var total float64
	for _, i := range []int{0, 1, 2, 5, 6, 7} {
		v, err := strconv.ParseFloat(fields[i], 64)
		if err != nil {
			log.Fatal(err)
		}
		total += v
	}
	return total / 100 // USER_HZ, 100 on Linux
}
