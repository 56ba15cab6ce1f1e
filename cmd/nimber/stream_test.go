package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

func scale(n, short int) int {
	if testing.Short() {
		return short
	}
	return n
}

// randomOperand returns a random value, biased towards the edges, and a
// way to write it that the command accepts.
func randomOperand(r *rand.Rand) (uint64, string) {
	var v uint64
	switch r.IntN(4) {
	case 0:
		v = r.Uint64()
	case 1:
		v = r.Uint64() >> r.IntN(64)
	case 2:
		v = uint64(r.IntN(4))
	default:
		v = ^uint64(0) - uint64(r.IntN(3))
	}
	switch r.IntN(5) {
	case 0:
		return v, "0x" + strconv.FormatUint(v, 16)
	case 1:
		return v, "0B" + strconv.FormatUint(v, 2)
	case 2:
		return v, "00" + strconv.FormatUint(v, 10)
	case 3:
		return v, "0X" + strings.ToUpper(strconv.FormatUint(v, 16))
	}
	return v, strconv.FormatUint(v, 10)
}

// streamCases are the operations of the stream with their results computed
// straight from package nimber, or nil where there is no result.
var streamCases = []struct {
	name  string
	arity int
	want  func(a []uint64) []uint64
}{
	{"add", 2, func(a []uint64) []uint64 { return []uint64{a[0] ^ a[1]} }},
	{"mul", 2, func(a []uint64) []uint64 { return []uint64{ref.Mul(a[0], a[1])} }},
	{"div", 2, func(a []uint64) []uint64 {
		if a[1] == 0 {
			return nil
		}
		return []uint64{nimber.Div(a[0], a[1])}
	}},
	{"pow", 2, func(a []uint64) []uint64 { return []uint64{nimber.Pow(a[0], a[1])} }},
	{"square", 1, func(a []uint64) []uint64 { return []uint64{nimber.Mul(a[0], a[0])} }},
	{"sqrt", 1, func(a []uint64) []uint64 { return []uint64{nimber.Sqrt(a[0])} }},
	{"inv", 1, func(a []uint64) []uint64 {
		if a[0] == 0 {
			return nil
		}
		return []uint64{nimber.Inv(a[0])}
	}},
	{"solve", 2, func(a []uint64) []uint64 {
		x0, x1, ok := nimber.SolveQuadratic(a[0], a[1])
		if !ok {
			return nil
		}
		return []uint64{x0, x1}
	}},
}

// TestStreamRandom streams random operands in random spellings, with and
// without a count line, through readers that return one byte at a time or
// everything at once, and checks each result against the library (and mul
// against the slow reference, which shares no code with it).
func TestStreamRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, c := range streamCases {
		for _, counted := range []bool{false, true} {
			var in, want strings.Builder
			lines := scale(2000, 200)
			if counted && c.arity == 2 {
				fmt.Fprintf(&in, "%d\n", lines)
			}
			for range lines {
				a := make([]uint64, c.arity)
				for i := range a {
					v, s := randomOperand(r)
					a[i] = v
					in.WriteString([]string{" ", "\t", "  "}[r.IntN(3)])
					in.WriteString(s)
				}
				res := c.want(a)
				if res == nil { // a zero divisor: pick other operands
					in.WriteString(" x")
				}
				in.WriteString([]string{"\n", "\r\n", " \n"}[r.IntN(3)])
				if res == nil {
					break
				}
				for i, v := range res {
					if i > 0 {
						want.WriteByte(' ')
					}
					want.WriteString(strconv.FormatUint(v, 10))
				}
				want.WriteByte('\n')
			}
			for _, oneByte := range []bool{false, true} {
				var stdin io.Reader = strings.NewReader(in.String())
				if oneByte {
					stdin = iotest.OneByteReader(stdin)
				}
				var stdout, stderr bytes.Buffer
				status := run([]string{c.name}, stdin, &stdout, &stderr)
				if got := stdout.String(); got != want.String() {
					t.Fatalf("%s (count line %v, one byte reads %v): output differs at byte %d",
						c.name, counted, oneByte, firstDiff(got, want.String()))
				}
				endsInError := strings.HasSuffix(strings.TrimSpace(in.String()), " x")
				if endsInError != (status == 1) {
					t.Errorf("%s: exit status %d, stderr %q", c.name, status, stderr.String())
				}
			}
		}
	}
}

func firstDiff(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// A lineFeeder hands out its lines one per Read and checks, at each Read,
// that the results of all lines handed out before are on the output.
type lineFeeder struct {
	t      *testing.T
	lines  []string
	next   int
	stdout *bytes.Buffer
}

func (f *lineFeeder) Read(p []byte) (int, error) {
	if got := strings.Count(f.stdout.String(), "\n"); got != f.next {
		f.t.Errorf("before reading line %d, %d results are out, want %d", f.next+1, got, f.next)
	}
	if f.next == len(f.lines) {
		return 0, io.EOF
	}
	n := copy(p, f.lines[f.next])
	f.next++
	return n, nil
}

// TestStreamFlushesBeforeReading checks that each result is written before
// the next line is read, as a person at a terminal needs.
func TestStreamFlushesBeforeReading(t *testing.T) {
	for _, args := range [][]string{{"mul"}, {"eval"}} {
		var stdout bytes.Buffer
		f := &lineFeeder{t: t, lines: []string{"2 2\n", "3 3\n", "4 4\n"}, stdout: &stdout}
		if args[0] == "eval" {
			f.lines = []string{"2*2\n", "3*3\n", "4*4\n"}
		}
		if status := run(args, f, &stdout, io.Discard); status != 0 {
			t.Fatalf("%s: exit status %d", args[0], status)
		}
		if got := stdout.String(); got != "3\n2\n6\n" {
			t.Errorf("%s: output %q", args[0], got)
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write(p []byte) (int, error) { return 0, errors.New("disk full") }

// TestWriteError checks that a failed write is an error, in every mode.
func TestWriteError(t *testing.T) {
	for _, c := range []struct {
		args  []string
		stdin string
	}{
		{[]string{"mul", "2", "3"}, ""},
		{[]string{"mul"}, "2 3\n"},
		{[]string{"eval", "2*3"}, ""},
		{[]string{"eval"}, "2*3\n"},
		{[]string{"table"}, ""},
		{[]string{"table", "-png", "-"}, ""},
	} {
		var stderr bytes.Buffer
		status := run(c.args, strings.NewReader(c.stdin), failingWriter{}, &stderr)
		if status != 1 || !strings.Contains(stderr.String(), "disk full") {
			t.Errorf("nimber %s: status %d, stderr %q", strings.Join(c.args, " "), status, stderr.String())
		}
	}
}

// TestLongLine checks that a line longer than the read buffer is read whole,
// and that a line past the limit is an error, not an allocation without end.
func TestLongLine(t *testing.T) {
	long := strings.Repeat(" ", readBufSize+100) + "6 9\n2 2\n"
	var stdout bytes.Buffer
	if status := run([]string{"mul"}, strings.NewReader(long), &stdout, io.Discard); status != 0 || stdout.String() != "1\n3\n" {
		t.Errorf("long line: status %d, output %q", status, stdout.String())
	}
	if testing.Short() {
		return
	}
	tooLong := "2 2\n" + strings.Repeat(" ", maxLineLen+1) + "\n"
	var stderr bytes.Buffer
	stdout.Reset()
	status := run([]string{"mul"}, strings.NewReader(tooLong), &stdout, &stderr)
	if status != 1 || stdout.String() != "3\n" || !strings.Contains(stderr.String(), "line 2: longer than") {
		t.Errorf("too long a line: status %d, output %q, stderr %q", status, stdout.String(), stderr.String())
	}
}

// libraryCheckerInput returns n random pairs of 64-bit values in the format
// of the Library Checker problem "Nim Product (64bit)", and the values.
func libraryCheckerInput(n int, seed uint64) ([]byte, [][2]uint64) {
	r := rand.New(rand.NewPCG(seed, seed))
	buf := strconv.AppendInt(nil, int64(n), 10)
	buf = append(buf, '\n')
	pairs := make([][2]uint64, n)
	for i := range pairs {
		pairs[i] = [2]uint64{r.Uint64(), r.Uint64()}
		buf = strconv.AppendUint(buf, pairs[i][0], 10)
		buf = append(buf, ' ')
		buf = strconv.AppendUint(buf, pairs[i][1], 10)
		buf = append(buf, '\n')
	}
	return buf, pairs
}

// BenchmarkStream measures "nimber mul" on Library Checker input in-process:
// parsing, multiplying and formatting, without the process start.
func BenchmarkStream(b *testing.B) {
	for _, pairs := range []int{1000, 1000000} {
		in, _ := libraryCheckerInput(pairs, 1)
		b.Run(fmt.Sprintf("op=mul/pairs=%d", pairs), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if status := run([]string{"mul"}, bytes.NewReader(in), io.Discard, io.Discard); status != 0 {
					b.Fatalf("exit status %d", status)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(pairs), "ns/pair")
		})
	}
}

// TestLineEnds checks that carriage returns before line feeds, and a byte
// order mark before the first line, are not part of the lines.
func TestLineEnds(t *testing.T) {
	for _, c := range []struct{ args, stdin, want string }{
		{"mul", "\ufeff2\r\n6 9\r\n3 3\r\n", "1\n2\n"},
		{"eval", "\ufeff6*9\r\n2+\r\n", "1\nnimber: line 2: column 3: the expression ends where an operand is expected\n\t2+\n\t  ^\n[exit 1]\n"},
	} {
		if got := runCommand(t, strings.Fields(c.args), c.stdin); got != c.want {
			t.Errorf("printf %q | nimber %s:\n%s\nwant:\n%s", c.stdin, c.args, got, c.want)
		}
	}
}

// TestLongLineMemory checks that a line of millions of operands, up to the
// limit on the length of lines, is rejected with memory proportional to
// the line: the read buffers, which double up to at most twice the line
// (four times the line in all), and for eval one copy of it. The fields of
// the line, materialised, cost 563 MB for 16 MB.
func TestLongLineMemory(t *testing.T) {
	n := scale(maxLineLen/2-1, 1<<19)
	line := strings.Repeat("1 ", n)
	input := line + "\n"
	for _, c := range []struct{ cmd, msg string }{
		{"mul", fmt.Sprintf("nimber: line 1: \"1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 \"... (%d bytes): mul takes 2 operands, got %d\n", len(line), n)},
		{"eval", "nimber: line 1: column 3: unexpected \"1\" where an operator or the end is expected\n"},
	} {
		var stderr bytes.Buffer
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		status := run([]string{c.cmd}, strings.NewReader(input), io.Discard, &stderr)
		runtime.ReadMemStats(&after)
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(5*len(line)+1<<20) {
			t.Errorf("%s of a line of %d bytes allocated %d bytes, more than 5 times the line", c.cmd, len(line), alloc)
		}
		if status != 1 || !strings.HasPrefix(stderr.String(), c.msg) {
			t.Errorf("%s of a line of %d operands: status %d, stderr %.200q; want %q", c.cmd, n, status, stderr.String(), c.msg)
		}
	}
}

// TestReadError checks that a read that fails mid-stream names the line it
// cut short, after the results of every complete line, and that a part of
// a line read before the failure is not computed as if it were whole.
func TestReadError(t *testing.T) {
	for _, c := range []struct {
		args        []string
		input, want string
	}{
		{[]string{"mul"}, "", "nimber: line 1: read: disk gone\n[exit 1]\n"},
		{[]string{"mul"}, "1 2\n3 4\n", "2\n12\nnimber: line 3: read: disk gone\n[exit 1]\n"},
		{[]string{"mul"}, "1 2\n3 4\n5", "2\n12\nnimber: line 3: read: disk gone\n[exit 1]\n"},
		{[]string{"mul"}, "2\n1 2\n\n3", "2\nnimber: line 4: read: disk gone\n[exit 1]\n"},
		{[]string{"eval"}, "1+1\n2*", "0\nnimber: line 2: read: disk gone\n[exit 1]\n"},
	} {
		for _, oneByte := range []bool{false, true} {
			var r io.Reader = strings.NewReader(c.input)
			if oneByte {
				r = iotest.OneByteReader(r)
			}
			r = io.MultiReader(r, iotest.ErrReader(errors.New("disk gone")))
			var stdout, stderr bytes.Buffer
			status := run(c.args, r, &stdout, &stderr)
			if got := fmt.Sprintf("%s%s[exit %d]\n", stdout.String(), stderr.String(), status); got != c.want {
				t.Errorf("nimber %s with input %q and then a failed read (one byte a read: %v):\n%s\nwant:\n%s", c.args[0], c.input, oneByte, got, c.want)
			}
		}
	}
}

// TestStreamEdges checks a count line of 2^64 or more, a byte order mark
// after the first line (part of the line there), and tokens at the bound
// of the part of a line that messages quote, 60 bytes.
func TestStreamEdges(t *testing.T) {
	tok := func(n int) string { return "1" + strings.Repeat("0", n-2) + "x" } // n bytes, not a number
	for _, c := range []struct{ args, stdin, want string }{
		{"mul", "18446744073709551616\n1 2\n", "nimber: line 1: count: \"18446744073709551616\": 2^64 or more, too large for a 64-bit nimber\n[exit 1]\n"},
		{"mul", "0x10000000000000000\n", "nimber: line 1: count: \"0x10000000000000000\": 2^64 or more, too large for a 64-bit nimber\n[exit 1]\n"},
		{"mul", "1 2\n\ufeff3 4\n", "2\nnimber: line 2: \"\\ufeff3\": not a number (decimal, 0x hex or 0b binary)\n[exit 1]\n"},
		{"eval", "1\n\ufeff2\n", "1\nnimber: line 2: column 1: unexpected \"\\ufeff\" where an operand is expected\n\t\\ufeff2\n\t^\n[exit 1]\n"},
		{"sqrt", tok(59) + "\n", "nimber: line 1: \"" + tok(59) + "\": not a number (decimal, 0x hex or 0b binary)\n[exit 1]\n"},
		{"sqrt", tok(60) + "\n", "nimber: line 1: \"" + tok(60) + "\": not a number (decimal, 0x hex or 0b binary)\n[exit 1]\n"},
		{"sqrt", tok(61) + "\n", "nimber: line 1: \"" + tok(61)[:60] + "\"... (61 bytes): not a number (decimal, 0x hex or 0b binary)\n[exit 1]\n"},
		{"mul", "1 2\n" + tok(60) + "\n", "2\nnimber: line 2: \"" + tok(60) + "\": mul takes 2 operands, got 1\n[exit 1]\n"},
		{"mul", "1 2\n" + tok(61) + "\n", "2\nnimber: line 2: \"" + tok(61)[:60] + "\"... (61 bytes): mul takes 2 operands, got 1\n[exit 1]\n"},
	} {
		if got := runCommand(t, strings.Fields(c.args), c.stdin); got != c.want {
			t.Errorf("printf %q | nimber %s:\n%s\nwant:\n%s", c.stdin, c.args, got, c.want)
		}
	}
}

// TestLineBufferGrowth checks that the read buffer doubles for a line
// longer than it, so that reading a line of n bytes costs O(n) however long
// it is: after a line of n bytes the buffer holds the least readBufSize
// times a power of two that has room for the line and its line feed.
func TestLineBufferGrowth(t *testing.T) {
	for _, n := range []int{0, readBufSize - 1, readBufSize, 5 * readBufSize / 2, 1<<20 + 5, 3 << 20} {
		lr := newLineReader(strings.NewReader(strings.Repeat("x", n)+"\nshort\n"), func() error { return nil })
		for _, want := range []int{n, 5} {
			line, err := lr.next()
			if err != nil || len(line) != want {
				t.Fatalf("line of %d bytes: read %d bytes, %v; want %d", n, len(line), err, want)
			}
		}
		want := readBufSize
		for want < n+1 {
			want *= 2
		}
		if len(lr.buf) != want {
			t.Errorf("after a line of %d bytes the buffer holds %d, want %d", n, len(lr.buf), want)
		}
	}
}
