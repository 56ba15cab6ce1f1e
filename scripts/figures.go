//go:build ignore

// Figures measures the speed figures of docs/speed.md and
// prints the rows of its tables, in the page's own layout, so that the
// page is one paste away from a run. Run it from the module root:
//
//	go run scripts/figures.go [-count 6] [-benchtime 1s] [-cpu N] [-out DIR] [-in DIR] [SECTION...]
//
// The sections are field, batch, big, poly, polygrowth and matrix (all of
// them by default), each the table of the page's section of that
// name. Each runs the package's benchmarks with go test -count times (the
// figures are medians) and prints its rows; -out keeps the output of go
// test, one file a run, for benchstat, and -in reads such files instead of
// running go test, to print the rows again. The field's second column is
// the purego build, run as a second go test.
//
// The comparisons with other programs have scripts of their own, which
// this one runs for the sections stream (scripts/streambench.go), octal
// (scripts/octalbench.go), graph (scripts/graphbench.sh 9) and erasure
// (scripts/erasurebench/run.sh), only when named: they build peers and
// take minutes to hours. scripts/miserebench.sh, which needs CGSuite's
// source, runs by itself.
//
// The machine is shared: say under what load the figures were taken, and
// compare figures from one run only.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A run is one go test of the benchmarks of a package.
type run struct {
	name  string // the file name of its output under -out and -in
	pkg   string
	tags  string
	bench string // the -bench pattern
}

var runs = map[string]run{
	"field":  {"field.txt", ".", "", `^Benchmark(MulPaths|Square|Sqrt|Inv|Div|SolveQuadratic|Pow|Order|Log)$`},
	"purego": {"field-purego.txt", ".", "purego", `^Benchmark(MulPaths|Square|Sqrt|Inv|Div|SolveQuadratic|Pow|Order|Log)$`},
	"batch":  {"batch.txt", ".", "", `^Benchmark(MulSlice|MulScalar|AddMulScalar|BuildTables)$`},
	"big":    {"big.txt", ".", "", `^BenchmarkBig(Mul|Square|Sqrt|Inv|SolveQuadratic|Order)$`},
	"poly":   {"poly.txt", "./poly", "", `^Benchmark(Mul|EvalRange|InterpolateRange|EvalMany|GCD|Roots|Factorize)$`},
	"matrix": {"matrix.txt", "./matrix", "", `^Benchmark(Det|Rank|Solve|Inverse|Mul)$`},
}

// A cell is one figure: the median of a unit of a benchmark of a run,
// written as format writes it, or as a plain number with plain.
type cell struct {
	run, bench, unit string
	plain            bool
}

// A table is a section's rows: the text of the first columns and the
// figures that follow.
type table struct {
	runs []string
	rows func() [][]any // strings as they are, cells as figures
}

var tables = map[string]table{
	"field": {[]string{"field", "purego"}, func() [][]any {
		var rows [][]any
		for _, r := range []struct{ name, amd64, purego string }{
			{"Mul, chain", "MulPaths/impl=asm/dep=chain", "MulPaths/impl=generic/dep=chain"},
			{"Mul, independent", "MulPaths/impl=asm/dep=none", "MulPaths/impl=generic/dep=none"},
			{"Square, Sqrt", "Square", "Square"},
			{"Inv", "Inv", "Inv"},
			{"Div", "Div", "Div"},
			{"SolveQuadratic", "SolveQuadratic", "SolveQuadratic"},
			{"Pow (64-bit exponent)", "Pow", "Pow"},
			{"Order", "Order", "Order"},
			{"Log (base Primitive)", "Log", "Log"},
		} {
			rows = append(rows, []any{r.name, cell{"field", r.amd64, "ns", true}, cell{"purego", r.purego, "ns", true}})
		}
		return rows
	}},
	"batch": {[]string{"batch"}, func() [][]any {
		// The sentence under the field's table, as a row of figures.
		row := []any{"batches of 4096, ns per element"}
		for _, f := range []string{"MulSlice", "MulScalar", "AddMulScalar"} {
			row = append(row, f, cell{"batch", f + "/n=4096/impl=asm", "ns/element", true}, cell{"batch", f + "/n=4096/impl=generic", "ns/element", true})
		}
		return [][]any{row, {"tables at start-up", cell{"batch", "BuildTables", "ns", false}}}
	}},
	"big": {[]string{"big"}, func() [][]any {
		var rows [][]any
		for _, bits := range []int{256, 1024, 4096, 16384, 65536} {
			row := []any{strconv.Itoa(bits)}
			for _, op := range []string{"Mul", "Square", "Sqrt", "Inv", "SolveQuadratic", "Order"} {
				if op == "Order" && bits > 4096 {
					row = append(row, "")
					continue
				}
				row = append(row, cell{"big", fmt.Sprintf("Big%s/bits=%d", op, bits), "ns", false})
			}
			rows = append(rows, row)
		}
		return rows
	}},
	"poly": {[]string{"poly"}, func() [][]any {
		var rows [][]any
		for _, r := range []struct{ op, size, bench, target string }{
			{"Mul", "degree 2^20 - 1", "Mul/n=2^20/impl=vec", "100 ms"},
			{"EvalRange", "k = 20", "EvalRange/k=20/impl=vec", "20 ms"},
			{"InterpolateRange", "k = 20", "InterpolateRange/k=20/impl=vec", ""},
			{"EvalMany", "degree 2^16 - 1, 2^16 points", "EvalMany/n=2^16/op=EvalMany", "1.5 s"},
			{"Interpolate", "2^16 points", "EvalMany/n=2^16/op=Interpolate", "1.5 s"},
			{"GCD", "degree 2^16", "GCD/n=2^16", "1 s"},
			{"Roots", "degree 1000, 1000 distinct roots", "Roots/n=1000", "1 s"},
			{"Factorize", "random, degree 200", "Factorize/n=200", "2 s"},
		} {
			rows = append(rows, []any{r.op, r.size, cell{"poly", r.bench, "cpu-ns/op", false}, cell{"poly", r.bench, "ns", false}, r.target})
		}
		return rows
	}},
	"polygrowth": {[]string{"poly"}, func() [][]any {
		var rows [][]any
		for _, r := range []struct {
			name, bench, impl string
			sizes             []int // the powers of two of the columns 2^10 ... 2^20
		}{
			{"Mul", "Mul/n=2^%d", "vec", []int{10, 12, 14, 16, 18, 20}},
			{"Mul, generic kernels", "Mul/n=2^%d", "generic", []int{10, 12, 14, 16}},
			{"EvalRange", "EvalRange/k=%d", "vec", []int{12, 16, 20}},
			{"EvalRange, generic kernels", "EvalRange/k=%d", "generic", []int{12, 16, 20}},
		} {
			row := []any{r.name}
			for lg := 10; lg <= 20; lg += 2 {
				if !slices.Contains(r.sizes, lg) {
					row = append(row, "")
					continue
				}
				row = append(row, cell{"poly", fmt.Sprintf(r.bench, lg) + "/impl=" + r.impl, "cpu-ns/op", false})
			}
			rows = append(rows, row)
		}
		return rows
	}},
	"matrix": {[]string{"matrix"}, func() [][]any {
		var rows [][]any
		for _, n := range []int{256, 512, 1024} {
			row := []any{strconv.Itoa(n)}
			for _, op := range []string{"Det", "Rank", "Solve", "Inverse", "Mul"} {
				row = append(row, cell{"matrix", fmt.Sprintf("%s/n=%d", op, n), "cpu-ns/op", false})
			}
			rows = append(rows, row)
		}
		return rows
	}},
}

// peers are the sections that run a script of their own.
var peers = map[string][]string{
	"stream":  {"go", "run", "scripts/streambench.go"},
	"octal":   {"go", "run", "scripts/octalbench.go"},
	"graph":   {"sh", "scripts/graphbench.sh", "9"},
	"erasure": {"scripts/erasurebench/run.sh"},
}

var order = []string{"field", "batch", "big", "poly", "polygrowth", "matrix"}

func main() {
	count := flag.Int("count", 6, "runs of each benchmark, of which the figures are medians")
	benchtime := flag.String("benchtime", "1s", "the -benchtime of go test")
	cpu := flag.String("cpu", "", "the -cpu of go test, one number (a list times b.Loop benchmarks under the wrong GOMAXPROCS, golang/go#49980); GOMAXPROCS as it is by default")
	out := flag.String("out", "", "a directory to keep the output of go test in")
	in := flag.String("in", "", "a directory of outputs of go test (from -out) to read instead of running it")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("figures: ")

	sections := flag.Args()
	if len(sections) == 0 {
		sections = order
	}
	for _, s := range sections {
		if _, ok := tables[s]; !ok && peers[s] == nil {
			log.Fatalf("no section %q: the sections are %s and %s", s, strings.Join(order, ", "), strings.Join(sortedKeys(peers), ", "))
		}
	}
	results := map[string]map[string]map[string][]float64{} // run, benchmark, unit: values
	for _, s := range sections {
		if argv := peers[s]; argv != nil {
			fmt.Printf("## %s: %s\n", s, strings.Join(argv, " "))
			cmd := exec.Command(argv[0], argv[1:]...)
			cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
			if err := cmd.Run(); err != nil {
				log.Fatalf("%s: %v", s, err)
			}
			continue
		}
		t := tables[s]
		for _, name := range t.runs {
			if results[name] != nil {
				continue
			}
			text, err := output(runs[name], *count, *benchtime, *cpu, *out, *in)
			if err != nil {
				log.Fatal(err)
			}
			results[name] = parse(text)
		}
		fmt.Printf("## %s\n", s)
		for _, row := range t.rows() {
			cols := make([]string, len(row))
			for i, c := range row {
				switch c := c.(type) {
				case string:
					cols[i] = c
				case cell:
					vs := results[c.run][c.bench][c.unit]
					if len(vs) == 0 {
						log.Fatalf("%s: no %s of Benchmark%s in the output of run %s", s, c.unit, c.bench, c.run)
					}
					cols[i] = format(median(vs), c.unit, c.plain)
				}
			}
			fmt.Printf("| %s |\n", strings.Join(cols, " | "))
		}
	}
}

// output returns the output of go test for r: read from the directory in,
// or run, and kept in the directory out.
func output(r run, count int, benchtime, cpu, out, in string) ([]byte, error) {
	if in != "" {
		return os.ReadFile(filepath.Join(in, r.name))
	}
	args := []string{"test", "-run", "^$", "-bench", r.bench, "-benchmem", "-count", strconv.Itoa(count), "-benchtime", benchtime}
	if r.tags != "" {
		args = append(args, "-tags", r.tags)
	}
	if cpu != "" {
		args = append(args, "-cpu", cpu)
	}
	args = append(args, r.pkg)
	log.Printf("go %s", strings.Join(args, " "))
	cmd := exec.Command("go", args...)
	cmd.Stderr = os.Stderr
	text, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go test %s: %v\n%s", r.pkg, err, text)
	}
	if out != "" {
		if err := os.MkdirAll(out, 0o777); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(out, r.name), text, 0o666); err != nil {
			return nil, err
		}
	}
	return text, nil
}

// procs is the -GOMAXPROCS suffix that go test adds to a benchmark's name.
var procs = regexp.MustCompile(`-\d+$`)

// parse returns the values of each unit of each benchmark in the output of
// go test, by the name without "Benchmark" and the suffix of GOMAXPROCS,
// and by the unit, "ns" for ns/op: the lines
// "BenchmarkName-2  N  v unit  v unit ...".
func parse(text []byte) map[string]map[string][]float64 {
	res := map[string]map[string][]float64{}
	sc := bufio.NewScanner(bytes.NewReader(text))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		name := procs.ReplaceAllString(strings.TrimPrefix(f[0], "Benchmark"), "")
		if res[name] == nil {
			res[name] = map[string][]float64{}
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				break
			}
			unit := f[i+1]
			if unit == "ns/op" {
				unit = "ns"
			}
			res[name][unit] = append(res[name][unit], v)
		}
	}
	return res
}

func median(vs []float64) float64 {
	vs = slices.Sorted(slices.Values(vs))
	n := len(vs)
	if n%2 == 1 {
		return vs[n/2]
	}
	return (vs[n/2-1] + vs[n/2]) / 2
}

// format writes v, in the given unit, as docs/speed.md does: with plain, or
// in a unit other than a time in ns, as a number of three significant
// figures (in groups of three digits from 1 000 on); a time otherwise
// in µs, ms or s, with three significant figures, or two decimals below
// 1 µs.
func format(v float64, unit string, plain bool) string {
	if plain || unit != "ns" && unit != "cpu-ns/op" {
		return group(sig3(v))
	}
	switch {
	case v < 1e3:
		return strconv.FormatFloat(v/1e3, 'f', 2, 64) + " µs"
	case v < 1e6:
		return sig3(v/1e3) + " µs"
	case v < 1e9:
		return sig3(v/1e6) + " ms"
	}
	return sig3(v/1e9) + " s"
}

// sig3 writes v rounded to three significant figures, without an
// exponent: 0.879, 12.5, 313, 1500.
func sig3(v float64) string {
	if v == 0 {
		return "0"
	}
	digits := 2 - int(math.Floor(math.Log10(math.Abs(v))))
	if digits >= 0 {
		return strconv.FormatFloat(v, 'f', digits, 64)
	}
	unit := math.Pow(10, float64(-digits))
	return strconv.FormatFloat(math.Round(v/unit)*unit, 'f', 0, 64)
}

// group writes the digits of an integer of 4 digits or more in groups of
// three, 12 500 for 12500, as the tables of docs/speed.md do.
func group(s string) string {
	if len(s) < 4 || strings.Contains(s, ".") {
		return s
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + " " + s[i:]
	}
	return s
}

func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
