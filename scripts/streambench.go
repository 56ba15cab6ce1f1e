//go:build ignore

// Streambench measures "nimber mul" end to end on the input of the Library
// Checker problem "Nim Product (64bit)" at its largest: it writes 10^6
// random pairs of 64-bit values to a file, builds the command, runs it
// several times with the file as standard input and a file as standard
// output, checks the output against package nimber once, and prints the
// median and the fastest wall-clock time. Run it from the module root:
//
//	go run scripts/streambench.go [-pairs 1000000] [-runs 11] [-max 0.3s]
//
// With -max it exits with status 1 when the median is slower. The machine
// is shared, so compare figures taken side by side in one run.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/nimberdev/nimber"
)

func main() {
	pairs := flag.Int("pairs", 1000000, "the number of pairs")
	runs := flag.Int("runs", 11, "the number of timed runs")
	maxMedian := flag.Duration("max", 0, "fail when the median is slower than this (0: never)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("streambench: ")

	dir, err := os.MkdirTemp("", "streambench")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "nimber")
	build := exec.Command("go", "build", "-o", bin, "./cmd/nimber")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		log.Fatalf("go build: %v", err)
	}

	in, want := writeInput(filepath.Join(dir, "in.txt"), *pairs)
	out := filepath.Join(dir, "out.txt")
	var times []time.Duration
	for i := range *runs {
		d, err := runOnce(bin, in, out)
		if err != nil {
			log.Fatal(err)
		}
		if i == 0 {
			got, err := os.ReadFile(out)
			if err != nil {
				log.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				log.Fatal("the output differs from nimber.Mul")
			}
		}
		times = append(times, d)
	}
	slices.Sort(times)
	median := times[len(times)/2]
	st, err := os.Stat(in)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("nimber mul < %d pairs (%.1f MB): median %.3f s, fastest %.3f s, of %d runs\n",
		*pairs, float64(st.Size())/1e6, median.Seconds(), times[0].Seconds(), len(times))
	if *maxMedian > 0 && median > *maxMedian {
		fmt.Printf("slower than the limit %v\n", *maxMedian)
		os.Exit(1)
	}
}

// writeInput writes n random pairs in the Library Checker format to the
// file name and returns its name and the expected output.
func writeInput(name string, n int) (string, []byte) {
	f, err := os.Create(name)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	fmt.Fprintln(w, n)
	r := rand.New(rand.NewPCG(1, 2))
	var want []byte
	for range n {
		x, y := r.Uint64(), r.Uint64()
		fmt.Fprintln(w, x, y)
		want = strconv.AppendUint(want, nimber.Mul(x, y), 10)
		want = append(want, '\n')
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	return name, want
}

// runOnce runs "nimber mul < in > out" and returns its wall-clock time,
// from the start of the process to its end.
func runOnce(bin, in, out string) (time.Duration, error) {
	stdin, err := os.Open(in)
	if err != nil {
		return 0, err
	}
	defer stdin.Close()
	stdout, err := os.Create(out)
	if err != nil {
		return 0, err
	}
	defer stdout.Close()
	cmd := exec.Command(bin, "mul")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, os.Stderr
	start := time.Now()
	err = cmd.Run()
	return time.Since(start), err
}
