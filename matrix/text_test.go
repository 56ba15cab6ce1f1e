package matrix_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/matrix"
)

func TestFormat(t *testing.T) {
	m := matrix.New(2, 3, []uint64{1, 10, 255, 0, 1 << 63, 7})
	for _, tc := range []struct{ format, want string }{
		{"%v", "1 10 255\n0 9223372036854775808 7"},
		{"%d", "1 10 255\n0 9223372036854775808 7"},
		{"%s", "1 10 255\n0 9223372036854775808 7"},
		{"%x", "1 a ff\n0 8000000000000000 7"},
		{"%#x", "0x1 0xa 0xff\n0x0 0x8000000000000000 0x7"},
		{"%X", "1 A FF\n0 8000000000000000 7"},
		{"%#b", "0b1 0b1010 0b11111111\n0b0 0b1" + strings.Repeat("0", 63) + " 0b111"},
		{"%o", "1 12 377\n0 1000000000000000000000 7"},
		{"%3d", "  1  10 255\n  0 9223372036854775808   7"},
		{"%-3d|", "1   10  255\n0   9223372036854775808 7  |"},
		{"%q", "%!q(*matrix.Dense=2x3)"},
		{"%f", "%!f(*matrix.Dense=2x3)"},
	} {
		if got := fmt.Sprintf(tc.format, m); got != tc.want {
			t.Errorf("Sprintf(%q) = %q, want %q", tc.format, got, tc.want)
		}
	}
	if got := m.String(); got != "1 10 255\n0 9223372036854775808 7" {
		t.Errorf("String = %q", got)
	}
	if got := matrix.New(0, 0, nil).String(); got != "" {
		t.Errorf("String of 0x0 = %q", got)
	}
}

// TestReadRoundTrip reads back what String and %#x and %#b write.
func TestReadRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	for _, d := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {3, 4}, {20, 700}} {
		m := random(rng, d[0], d[1])
		for _, format := range []string{"%v", "%#x", "%#X", "%#b", "%5d", "%v\n", "\n%v\n\n"} {
			got, err := matrix.Read(strings.NewReader(fmt.Sprintf(format, m)))
			if err != nil || !matrix.Equal(got, m) {
				t.Fatalf("%dx%d: Read of %q output: %v, error %v", d[0], d[1], format, got, err)
			}
		}
	}
}

func TestRead(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want *matrix.Dense
	}{
		{"1 2\n3 4\n", matrix.New(2, 2, []uint64{1, 2, 3, 4})},
		{"1 2\n3 4", matrix.New(2, 2, []uint64{1, 2, 3, 4})},
		{"\n\n  1\t2  \r\n\n3    4\r\n  \n", matrix.New(2, 2, []uint64{1, 2, 3, 4})},
		{"1\r2\n3 4", matrix.New(2, 2, []uint64{1, 2, 3, 4})},
		{"0x1f 0X1F 0b101 0B11 010 00", matrix.New(1, 6, []uint64{31, 31, 5, 3, 10, 0})},
		{"18446744073709551615 0xffffffffffffffff", matrix.New(1, 2, []uint64{1<<64 - 1, 1<<64 - 1})},
		{"7", matrix.New(1, 1, []uint64{7})},
		// A byte order mark before the first line, even a blank one.
		{"\ufeff1 2\r\n3 4\r\n", matrix.New(2, 2, []uint64{1, 2, 3, 4})},
		{"\ufeff\n1 2\n", matrix.New(1, 2, []uint64{1, 2})},
	} {
		got, err := matrix.Read(strings.NewReader(tc.in))
		if err != nil || !matrix.Equal(got, tc.want) {
			t.Errorf("Read(%q) = %v, %v; want\n%v", tc.in, got, err, tc.want)
		}
	}
	// A row longer than bufio's default buffer.
	long := strings.Repeat("18446744073709551615 ", 10000)
	got, err := matrix.Read(strings.NewReader(long + "\n" + long))
	if r, c := got.Dims(); err != nil || r != 2 || c != 10000 {
		t.Errorf("Read of rows of 210000 bytes: %v", err)
	}
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "matrix: no rows: the matrix is empty"},
		{"\n \n\t\n", "matrix: no rows: the matrix is empty"},
		{"1 2\n3 x\n", `matrix: line 2: "x": not a number (decimal, 0x hex or 0b binary)`},
		{"1 2\n\n3 4 5\n", `matrix: line 3: "5": more numbers than the 2 of the first row`},
		{"1 2 3\n4 5\n", `matrix: line 2: "5": the row ends after 2 numbers, the first row has 3`},
		// The first fault of a line is reported, and only blanks separate.
		{"1 2\n3 x 5\n", `matrix: line 2: "x": not a number (decimal, 0x hex or 0b binary)`},
		{"1 2\n3 4 x\n", `matrix: line 2: "x": more numbers than the 2 of the first row`},
		{"1\v2", `matrix: line 1: "1\v2": not a number (decimal, 0x hex or 0b binary)`},
		// A byte order mark is taken before the first line only.
		{"1 2\n\ufeff3 4\n", `matrix: line 2: "\ufeff3": not a number (decimal, 0x hex or 0b binary)`},
		{"\ufeff", "matrix: no rows: the matrix is empty"},
		{"1\u00a02", `matrix: line 1: "1\u00a02": not a number (decimal, 0x hex or 0b binary)`},
		{"-5", `matrix: line 1: "-5": negative; nimbers are 0 or more`},
		{"-0x10", `matrix: line 1: "-0x10": negative; nimbers are 0 or more`},
		{"-99999999999999999999", `matrix: line 1: "-99999999999999999999": negative; nimbers are 0 or more`},
		{"--5", `matrix: line 1: "--5": not a number (decimal, 0x hex or 0b binary)`},
		{"-", `matrix: line 1: "-": not a number (decimal, 0x hex or 0b binary)`},
		{"+5", `matrix: line 1: "+5": not a number (decimal, 0x hex or 0b binary)`},
		{"1_000", `matrix: line 1: "1_000": not a number (decimal, 0x hex or 0b binary)`},
		{"0x", `matrix: line 1: "0x": not a number (decimal, 0x hex or 0b binary)`},
		{"0xg", `matrix: line 1: "0xg": not a number (decimal, 0x hex or 0b binary)`},
		{"0b2", `matrix: line 1: "0b2": not a number (decimal, 0x hex or 0b binary)`},
		{"0o7", `matrix: line 1: "0o7": not a number (decimal, 0x hex or 0b binary)`},
		{"1.5", `matrix: line 1: "1.5": not a number (decimal, 0x hex or 0b binary)`},
		{"18446744073709551616", `matrix: line 1: "18446744073709551616": 2^64 or more, too large for a 64-bit nimber`},
		{"0x10000000000000000", `matrix: line 1: "0x10000000000000000": 2^64 or more, too large for a 64-bit nimber`},
		{"1\n" + strings.Repeat("z", 100), `matrix: line 2: "` + strings.Repeat("z", 60) + `"... (100 bytes): not a number (decimal, 0x hex or 0b binary)`},
	} {
		_, err := matrix.Read(strings.NewReader(tc.in))
		var se *matrix.SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, matrix.ErrSyntax) || err.Error() != tc.want {
			t.Errorf("Read(%.20q) error %v, want %q", tc.in, err, tc.want)
		}
	}
	// The fields of a SyntaxError.
	_, err := matrix.Read(strings.NewReader("1 2\n3 0xz\n"))
	var se *matrix.SyntaxError
	if !errors.As(err, &se) || se.Line != 2 || se.Token != "0xz" {
		t.Errorf("SyntaxError = %#v", err)
	}
	// Errors of the reader come back as they are.
	_, err = matrix.Read(iotest.TimeoutReader(strings.NewReader("1 2\n3 4\n")))
	if !errors.Is(err, iotest.ErrTimeout) {
		t.Errorf("Read of a failing reader: error %v, want %v", err, iotest.ErrTimeout)
	}
}

func ExampleRead() {
	m, err := matrix.Read(strings.NewReader("1 2\n3 4\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m.Det())
	_, err = matrix.Read(strings.NewReader("1 2\n3 x\n"))
	fmt.Println(err)
	// Output:
	// 5
	// matrix: line 2: "x": not a number (decimal, 0x hex or 0b binary)
}

func ExampleDense_Format() {
	m := matrix.New(2, 2, []uint64{1, 10, 255, 0})
	fmt.Printf("%v\n%#x\n%3d\n", m, m, m)
	fmt.Fprintln(os.Stdout, m)
	// Output:
	// 1 10
	// 255 0
	// 0x1 0xa
	// 0xff 0x0
	//   1  10
	// 255   0
	// 1 10
	// 255 0
}

// TestReadNumberErrors checks that Read words the faults of numbers as the
// command and package poly do, by notation.ParseNumber.
func TestReadNumberErrors(t *testing.T) {
	for _, tok := range []string{"x", "12_3", "0x", "0xg", "0b12", "-5", "-0x10", "+5", "1.5", "18446744073709551616", "0x10000000000000000", strings.Repeat("9", 70)} {
		_, want := notation.ParseNumber([]byte(tok))
		_, err := matrix.Read(strings.NewReader("1 2\n3 " + tok + "\n"))
		var se *matrix.SyntaxError
		if want == nil || !errors.As(err, &se) || se.Line != 2 || se.Token != tok || err.Error() != "matrix: line 2: "+want.Error() {
			t.Errorf("Read of the token %q: %v; want %q", tok, err, want)
		}
	}
}

// TestReadMemory checks that Read of a row of a million numbers allocates
// the numbers, 8 bytes for each 2 bytes of text, and the row as it is read,
// and not a slice of its fields or the many copies of a slice grown by
// append.
func TestReadMemory(t *testing.T) {
	row := strings.Repeat("1 ", 1<<20)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	m, err := matrix.Read(strings.NewReader(row))
	runtime.ReadMemStats(&after)
	if r, c := m.Dims(); err != nil || r != 1 || c != 1<<20 {
		t.Fatalf("Read of a row of 2^20 ones: %dx%d, %v", r, c, err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(7*len(row)) {
		t.Errorf("Read of a row of %d bytes allocated %d bytes, more than 7 times the row", len(row), alloc)
	}
}
