package main

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

// randomPoly returns a random polynomial of degree below n, with
// coefficients biased towards the edges, as randomOperand gives them.
func randomPoly(r *rand.Rand, n int) poly.Poly {
	p := make(poly.Poly, r.IntN(n+1))
	for i := range p {
		p[i], _ = randomOperand(r)
	}
	return p
}

// writePoly writes p as a user might: terms in random order, coefficients
// in every spelling, with and without *, zero terms included.
func writePoly(r *rand.Rand, p poly.Poly) string {
	if len(p) == 0 {
		return "0"
	}
	var terms []string
	for k, c := range p {
		if c == 0 && r.IntN(2) == 0 {
			continue
		}
		s := []string{"%d", "%#x", "%#X", "%#b", "00%d"}[r.IntN(5)]
		s = fmt.Sprintf(s, c)
		switch {
		case k == 0:
			terms = append(terms, s)
		case r.IntN(2) == 0:
			terms = append(terms, fmt.Sprintf("%s*x^%d", s, k))
		default:
			terms = append(terms, fmt.Sprintf("%s x^%d", s, k))
		}
	}
	if len(terms) == 0 {
		return "0"
	}
	r.Shuffle(len(terms), func(i, j int) { terms[i], terms[j] = terms[j], terms[i] })
	return strings.Join(terms, " + ")
}

// horner returns p(x), with nimber.Mul.
func horner(p poly.Poly, x uint64) uint64 {
	var v uint64
	for i := len(p) - 1; i >= 0; i-- {
		v = nimber.Mul(v, x) ^ p[i]
	}
	return v
}

// polyCase is one random operation of poly: its arguments and the result
// computed from package poly, as the command must print it.
type polyCase struct {
	args []string // the operation and its operands
	want string   // the result line
	fail bool     // there is no result, but an error
}

// randomPolyCase returns a random case of the operation op.
func randomPolyCase(r *rand.Rand, op string, hex bool) polyCase {
	f := func(p poly.Poly) string {
		if hex {
			return fmt.Sprintf("%x", p)
		}
		return p.String()
	}
	num := func(v uint64) string {
		if hex {
			return fmt.Sprintf("%#x", v)
		}
		return strconv.FormatUint(v, 10)
	}
	nums := func(vs []uint64) string {
		s := make([]string, len(vs))
		for i, v := range vs {
			s[i] = num(v)
		}
		return strings.Join(s, " ")
	}
	p, q := randomPoly(r, 12), randomPoly(r, 8)
	if r.IntN(4) == 0 { // a common factor
		g := randomPoly(r, 4)
		p, q = poly.Mul(p, g), poly.Mul(q, g)
	}
	c := polyCase{args: []string{op, writePoly(r, p), writePoly(r, q)}}
	empty := false // an empty result is no error
	switch op {
	case "mul":
		c.want = f(poly.Mul(p, q))
	case "div", "mod":
		if len(q) > 0 && q.Degree() >= 0 {
			qq, rr := poly.DivMod(p, q)
			c.want = f(qq) + ", " + f(rr)
			if op == "mod" {
				c.want = f(rr)
			}
		}
	case "gcd":
		c.want = f(poly.GCD(p, q))
	case "extgcd":
		g, s, t := poly.ExtGCD(p, q)
		c.want = f(g) + ", " + f(s) + ", " + f(t)
	case "powmod":
		e := r.Uint64() >> r.IntN(64)
		c.args = []string{op, c.args[1], strconv.FormatUint(e, 10), c.args[2]}
		if q.Degree() >= 0 {
			c.want = f(poly.PowMod(p, new(big.Int).SetUint64(e), q))
		}
	case "deriv", "roots", "factor", "irreducible", "sqrt":
		if op == "sqrt" && r.IntN(2) == 0 {
			p = poly.Square(p)
		}
		c.args = []string{op, writePoly(r, p)}
		switch {
		case op == "deriv":
			c.want = f(poly.Deriv(p))
		case op == "irreducible":
			c.want = fmt.Sprint(poly.IsIrreducible(p))
		case op == "sqrt":
			if s, ok := poly.Sqrt(p); ok {
				c.want = f(s)
			}
		case p.Degree() < 0:
		case op == "roots":
			c.want, empty = nums(poly.Roots(p)), true
		default: // factor: checked by checkFactors
			c.want = "factors"
		}
	case "eval":
		xs := make([]uint64, 1+r.IntN(5))
		c.args = []string{op, c.args[1]}
		for i := range xs {
			var s string
			xs[i], s = randomOperand(r)
			c.args = append(c.args, s)
		}
		c.want = nums(poly.EvalMany(p, xs))
	case "interp":
		n := 1 + r.IntN(6)
		xs, ys := make([]uint64, n), make([]uint64, n)
		c.args = []string{op}
		for i := range n {
			var sx, sy string
			xs[i], sx = randomOperand(r)
			ys[i], sy = randomOperand(r)
			c.args = append(c.args, sx, sy)
		}
		if ip, err := poly.Interpolate(xs, ys); err == nil {
			c.want = f(ip)
		}
	case "minpoly":
		x, s := randomOperand(r)
		w := 1 << r.IntN(7)
		c.args = []string{op, s, strconv.FormatUint(uint64(w), 10)}
		c.want = f(poly.MinPoly(x, w))
	}
	c.fail = c.want == "" && !empty
	return c
}

// checkFactors checks a line of factor's output against p: it reads back
// as p, and each factor it names is irreducible (by poly.IsIrreducible)
// and monic.
func checkFactors(t *testing.T, line string, p poly.Poly) {
	t.Helper()
	back, err := poly.Parse(line)
	if err != nil || !poly.Equal(back, p) {
		t.Fatalf("factor of %v printed %q, which reads as %v, %v", p, line, back, err)
	}
	for _, part := range strings.Split(line, " * ") {
		part = strings.TrimPrefix(part, "(")
		if i := strings.LastIndex(part, ")"); i >= 0 {
			part = part[:i]
		} else if i := strings.LastIndex(part, "^"); i >= 0 && !strings.Contains(part, " ") {
			part = part[:i] // x^k
		}
		f, err := poly.Parse(part)
		if err != nil || f.Degree() == 0 {
			continue // the leading coefficient
		}
		if f.Lead() != 1 || !poly.IsIrreducible(f) {
			t.Fatalf("factor of %v printed %q, whose factor %v is not monic and irreducible", p, line, f)
		}
	}
}

var polyOpNames = []string{"mul", "div", "mod", "gcd", "extgcd", "powmod", "deriv", "sqrt", "eval", "interp", "roots", "factor", "irreducible", "minpoly"}

// TestPolyOps runs every operation of poly on random operands, from the
// command line and as a stream, and compares the results with those of
// package poly: the command must read the operands and write the results
// as the package has them.
func TestPolyOps(t *testing.T) {
	if len(polyOpNames) != len(polyOps) {
		t.Fatalf("the test knows %d operations, poly has %d", len(polyOpNames), len(polyOps))
	}
	r := rand.New(rand.NewPCG(11, 12))
	for _, op := range polyOpNames {
		for _, hex := range []bool{false, true} {
			var input, want strings.Builder
			for range scale(60, 10) {
				c := randomPolyCase(r, op, hex)
				args := c.args
				if hex {
					args = append([]string{"-x"}, args...)
				}
				got := runCommand(t, append([]string{"poly"}, args...), "")
				if c.fail {
					if !strings.HasPrefix(got, "nimber: poly "+op+": ") || !strings.HasSuffix(got, "[exit 1]\n") {
						t.Fatalf("nimber poly %q: %q, want an error", args, got)
					}
					continue
				}
				if op == "factor" {
					p, _ := poly.Parse(c.args[1])
					checkFactors(t, strings.TrimSuffix(got, "\n"), p)
					c.want = strings.TrimSuffix(got, "\n")
				} else if got != c.want+"\n" {
					t.Fatalf("nimber poly %q = %q, want %q", args, got, c.want)
				}
				input.WriteString(strings.Join(c.args[1:], ", ") + "\n")
				want.WriteString(c.want + "\n")
			}
			args := []string{"poly", op}
			if hex {
				args = append(args, "-x") // a flag after the operation
			}
			if got := runCommand(t, args, input.String()); got != want.String() {
				t.Fatalf("%s stream:\n%s\ngot:\n%s\nwant:\n%s", op, input.String(), got, want.String())
			}
		}
	}
}

// TestPolyChecks checks results of poly by their definitions, with
// nimber.Mul alone: roots are roots, eval agrees with Horner's rule,
// interp passes through its points, div's quotient and remainder give back
// the dividend.
func TestPolyChecks(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	numbers := func(s string) []uint64 { return parseRows(t, s)[0] }
	for range scale(200, 20) {
		// Roots of a product of known linear factors, and perhaps a
		// factor without roots (x^2 + x + 2^63).
		var rs []uint64
		p := poly.Poly{1}
		for range r.IntN(6) {
			x, _ := randomOperand(r)
			rs = append(rs, x)
			p = poly.Mul(p, poly.Poly{x, 1})
		}
		if r.IntN(2) == 0 {
			p = poly.Mul(p, poly.Poly{1 << 63, 1, 1})
		}
		got := runCommand(t, []string{"poly", "roots", writePoly(r, p)}, "")
		slices.Sort(rs)
		if want := slices.Compact(rs); !slices.Equal(numbers(got), want) {
			t.Fatalf("roots of %v: %q, want %v", p, got, want)
		}

		q := randomPoly(r, 10)
		var args []string
		var xs []uint64
		for range 1 + r.IntN(4) {
			x, s := randomOperand(r)
			xs, args = append(xs, x), append(args, s)
		}
		got = runCommand(t, append([]string{"poly", "eval", writePoly(r, q)}, args...), "")
		for i, v := range numbers(got) {
			if v != horner(q, xs[i]) {
				t.Fatalf("eval of %v at %d: %d, want %d", q, xs[i], v, horner(q, xs[i]))
			}
		}

		args = args[:0]
		ys := map[uint64]uint64{}
		for range 1 + r.IntN(6) {
			x, sx := randomOperand(r)
			y, sy := randomOperand(r)
			if _, ok := ys[x]; !ok {
				ys[x] = y
				args = append(args, sx, sy)
			}
		}
		got = runCommand(t, append([]string{"poly", "interp"}, args...), "")
		ip, err := poly.Parse(strings.TrimSuffix(got, "\n"))
		if err != nil || ip.Degree() >= len(ys) {
			t.Fatalf("interp %q: %q", args, got)
		}
		for x, y := range ys {
			if horner(ip, x) != y {
				t.Fatalf("interp %q: %q passes through (%d, %d)", args, got, x, horner(ip, x))
			}
		}

		b := randomPoly(r, 6)
		if b.Degree() < 0 {
			continue
		}
		got = runCommand(t, []string{"poly", "div", writePoly(r, q), writePoly(r, b)}, "")
		qs, rs2, ok := strings.Cut(strings.TrimSuffix(got, "\n"), ", ")
		quo, err1 := poly.Parse(qs)
		rem, err2 := poly.Parse(rs2)
		if !ok || err1 != nil || err2 != nil || rem.Degree() >= b.Degree() {
			t.Fatalf("div %v by %v: %q", q, b, got)
		}
		x, _ := randomOperand(r)
		if nimber.Mul(horner(quo, x), horner(b, x))^horner(rem, x) != horner(q, x) {
			t.Fatalf("div %v by %v: %q, and q*b + r differs from the dividend at %d", q, b, got, x)
		}
	}
}

// checkPolyLine runs a stream of poly op on one line: the command must
// either print one line or fail with a message that names line 1, holds
// no control character (but the tabs of the line and the line feeds of
// the message), and marks a column within the line; and a line that the
// stream takes gives the same result as its operands on the command line.
func checkPolyLine(t *testing.T, op, line string) {
	if strings.ContainsAny(line, "\n") || len(line) > 200 {
		return
	}
	var stdout, stderr bytes.Buffer
	status := run([]string{"poly", op}, strings.NewReader(line+"\n"), &stdout, &stderr)
	msg := stderr.String()
	switch {
	case status == 0 && strings.Count(stdout.String(), "\n") > 1:
		t.Fatalf("poly %s of %q: %q, more than one line", op, line, stdout.String())
	case status == 0:
	case status != 1 || stdout.Len() != 0 || !strings.HasPrefix(msg, "nimber: line 1: "):
		t.Fatalf("poly %s of %q: status %d, %q, %q", op, line, status, stdout.String(), msg)
	case !utf8.ValidString(msg):
		t.Fatalf("poly %s of %q: message %q is not UTF-8", op, line, msg)
	}
	for _, r := range msg {
		if r != '\n' && r != '\t' && !strconv.IsPrint(r) && r != ' ' {
			t.Fatalf("poly %s of %q: message %q holds %U", op, line, msg, r)
		}
	}
	var col int
	if _, err := fmt.Sscanf(msg, "nimber: line 1: column %d:", &col); err == nil && (col < 1 || col > utf8.RuneCountInString(line)+1) {
		t.Fatalf("poly %s of %q: column %d is not in the line", op, line, col)
	}
	if status != 0 {
		return
	}
	// The same operands on the command line.
	o := lookupPolyOp(op)
	args := []string{"poly", op, "--"}
	o.eachOperand(line, func(_ int, tok string, _ int) bool {
		args = append(args, tok)
		return true
	})
	var stdout2 bytes.Buffer
	if status := run(args, strings.NewReader(""), &stdout2, io.Discard); status != 0 || stdout2.String() != stdout.String() {
		t.Fatalf("poly %s of %q gives %q as a stream and %q, status %d, from the command line %q", op, line, stdout.String(), stdout2.String(), status, args)
	}
}

var longExponent = regexp.MustCompile(`\^[\t\r ]*[0-9][0-9a-zA-Z_]{2}`)

func FuzzPolyLine(f *testing.F) {
	for _, c := range []struct{ op, line string }{
		{"div", "x^3 + 1, x + 4"}, {"eval", "x^2 + x + 3, 6 7 8"}, {"interp", "1 2 3 4"},
		{"powmod", "x, 5, x^2 + 1"}, {"gcd", "x^2 + 1,"}, {"minpoly", "2\t3"}, {"roots", "x\x00y"},
		{"factor", "(x + 1)^3"}, {"mul", " , "}, {"eval", "x,,1"}, {"sqrt", "\xff"},
	} {
		f.Add(uint8(slices.Index(polyOpNames, c.op)), c.line)
	}
	f.Fuzz(func(t *testing.T, op uint8, line string) {
		name := polyOpNames[int(op)%len(polyOpNames)]
		// Exponents of two digits at most, and powers of powers of no
		// more than degree 64 for the operations whose time grows fast
		// with the degree, so that each run is quick.
		if longExponent.MatchString(line) {
			return
		}
		if name == "factor" || name == "irreducible" || name == "powmod" {
			if p, err := poly.Parse(line); err == nil && p.Degree() > 64 || strings.Count(line, "^") > 1 {
				return
			}
		}
		checkPolyLine(t, name, line)
	})
}

// TestPolyLines checks a few lines of each operation as FuzzPolyLine does.
func TestPolyLines(t *testing.T) {
	for _, op := range polyOpNames {
		for _, line := range []string{"", " , ", "x", "x, x", "1 2 3 4", "x^2 + 1, 3, x^3", "x\x00", "x,\xff", "0, 0", "2\t3", ",,,"} {
			checkPolyLine(t, op, line)
		}
	}
}

// TestPolyLongLine checks that a line of millions of operands costs memory
// proportional to the line, when it is refused (gcd takes two) and when it
// is computed (eval at each number), and that the error clips the line.
func TestPolyLongLine(t *testing.T) {
	n := scale(maxLineLen/2-4, 1<<18)
	for _, c := range []struct {
		op, line string
		factor   int // the memory allowed, in multiples of the line
		msg      string
	}{
		{"minpoly", strings.Repeat("1 ", n), 5, fmt.Sprintf("nimber: line 1: \"%s\"... (%d bytes): minpoly X [W] takes 1 or 2 operands, got %d\n", strings.Repeat("1 ", 30), 2*n, n)},
		// The line read and copied, the numbers and their values (8 bytes
		// each for a number of 2), and the results.
		{"eval", "x, " + strings.Repeat("1 ", n), 20, ""},
	} {
		var stderr bytes.Buffer
		var before, after runtime.MemStats
		line := c.line
		runtime.GC()
		runtime.ReadMemStats(&before)
		status := run([]string{"poly", c.op}, strings.NewReader(line+"\n"), io.Discard, &stderr)
		runtime.ReadMemStats(&after)
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(c.factor*len(line)+4<<20) {
			t.Errorf("poly %s of a line of %d bytes allocated %d bytes, more than %d times the line", c.op, len(line), alloc, c.factor)
		}
		if stderr.String() != c.msg || status != min(len(c.msg), 1) {
			t.Errorf("poly %s of a line of %d operands: status %d, stderr %.200q; want %q", c.op, n, status, stderr.String(), c.msg)
		}
	}
}

// TestPowmodExponent checks powmod's exponents at their bound, and that
// they agree with PowMod.
func TestPowmodExponent(t *testing.T) {
	m := poly.Poly{8, 1, 0, 1, 1} // x^4 + x^3 + x + 8
	p := poly.Poly{3, 1}
	e := new(big.Int).Lsh(big.NewInt(1), maxPowBits)
	e.Sub(e, big.NewInt(1))
	want := poly.PowMod(p, e, m).String() + "\n"
	if got := runCommand(t, []string{"poly", "powmod", p.String(), "0x" + e.Text(16), m.String()}, ""); got != want {
		t.Errorf("powmod with the exponent 2^%d - 1: %q, want %q", maxPowBits, got, want)
	}
	e.Add(e, big.NewInt(1))
	got := runCommand(t, []string{"poly", "powmod", p.String(), "0x" + e.Text(16), m.String()}, "")
	if !strings.Contains(got, fmt.Sprintf("2^%d or more, too large", maxPowBits)) {
		t.Errorf("powmod with the exponent 2^%d: %q, want an error", maxPowBits, got)
	}
}
