//go:build ignore

// Graphgen writes a random game graph in the contest format that "nimber
// graph" reads: a line "N M", then M lines "U V". Each vertex has -out
// random options, but -sinks vertices, spread at random, that have none;
// with few sinks, most positions are drawn and play runs round long
// cycles. The same flags and -seed give the same file. Run it from the
// module root:
//
//	go run scripts/graphgen.go [-n 1000000] [-out 4] [-sinks 1000] [-seed 1] > graph.txt
//
// scripts/graphbench.sh times "nimber graph" on its output against a plain
// C++ retrograde solver.
package main

import (
	"bufio"
	"flag"
	"log"
	"math/rand/v2"
	"os"
	"strconv"
)

func main() {
	n := flag.Int("n", 1000000, "the number of vertices")
	out := flag.Int("out", 4, "the options of each vertex but the sinks")
	sinks := flag.Int("sinks", 1000, "the number of vertices without options")
	seed := flag.Uint64("seed", 1, "the seed of the random numbers")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("graphgen: ")
	if *n < 1 || *out < 0 || *sinks < 0 || *sinks > *n {
		log.Fatal("want n >= 1, out >= 0 and 0 <= sinks <= n")
	}
	r := rand.New(rand.NewPCG(*seed, 21))
	sink := make([]bool, *n)
	for _, v := range r.Perm(*n)[:*sinks] {
		sink[v] = true
	}
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	var b []byte
	b = strconv.AppendInt(b, int64(*n), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64((*n-*sinks)**out), 10)
	w.Write(append(b, '\n'))
	for u := range *n {
		if sink[u] {
			continue
		}
		for range *out {
			b = strconv.AppendInt(b[:0], int64(u+1), 10)
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(r.IntN(*n)+1), 10)
			w.Write(append(b, '\n'))
		}
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
}
