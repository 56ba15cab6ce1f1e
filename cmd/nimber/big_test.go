package main

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

// wordsInt returns the little-endian words w as a big.Int.
func wordsInt(w []uint64) *big.Int {
	be := make([]byte, 0, 8*len(w))
	for _, x := range slices.Backward(w) {
		for s := 56; s >= 0; s -= 8 {
			be = append(be, byte(x>>s))
		}
	}
	return new(big.Int).SetBytes(be)
}

// randomWords returns a random nimber of up to n words, often with its top
// word nonzero.
func randomWords(r *rand.Rand, n int) []uint64 {
	w := make([]uint64, 1+r.IntN(n))
	for i := range w {
		w[i] = r.Uint64()
	}
	if r.IntN(4) == 0 {
		w[len(w)-1] >>= r.IntN(64)
	}
	return w
}

// TestBigCommand checks the example of issue 5, 2^400 * 2^400, against the
// slow reference built from the Fermat 2-power rules.
func TestBigCommand(t *testing.T) {
	p400 := new(big.Int).Lsh(big.NewInt(1), 400).String()
	got := runCommand(t, []string{"mul", p400, p400}, "")
	want := wordsInt(ref.NewPow2Table(8).Pow2Mul(400, 400)).String() + "\n"
	if got != want {
		t.Errorf("nimber mul 2^400 2^400 = %s, reference %s", got, want)
	}
}

// TestBigStream streams pairs of 64-bit and of big nimbers, in decimal and
// hex, through mul and add, and checks the products against the slow
// reference and the sums against exclusive or.
func TestBigStream(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	var in, wantMul, wantAdd strings.Builder
	for range scale(200, 30) {
		x, y := randomWords(r, 1), randomWords(r, 1)
		if r.IntN(2) == 0 {
			x, y = randomWords(r, 16), randomWords(r, 16)
		}
		w := 1
		for w < max(len(x), len(y)) {
			w *= 2
		}
		xi, yi := wordsInt(x), wordsInt(y)
		if r.IntN(2) == 0 {
			in.WriteString(xi.String() + " 0x" + yi.Text(16) + "\n")
		} else {
			in.WriteString("0X" + strings.ToUpper(xi.Text(16)) + "\t" + yi.String() + "\n")
		}
		wantMul.WriteString(wordsInt(ref.BigMul(x, y, w)).String() + "\n")
		wantAdd.WriteString(new(big.Int).Xor(xi, yi).String() + "\n")
	}
	for _, c := range []struct{ op, want string }{{"mul", wantMul.String()}, {"add", wantAdd.String()}} {
		var stdout, stderr bytes.Buffer
		if status := run([]string{c.op}, strings.NewReader(in.String()), &stdout, &stderr); status != 0 {
			t.Fatalf("%s: exit status %d: %s", c.op, status, stderr.String())
		}
		if got := stdout.String(); got != c.want {
			t.Errorf("%s: output differs from the reference at byte %d", c.op, firstDiff(got, c.want))
		}
	}
}

// TestBigLimit checks that operands stop at 2^(2^20), in one-shot use, in
// streams and in eval.
func TestBigLimit(t *testing.T) {
	largest := "0x" + strings.Repeat("f", maxBigBits/4) // 2^(2^20) - 1
	tooLarge := "0x1" + strings.Repeat("0", maxBigBits/4)
	var stdout bytes.Buffer
	if status := run([]string{"add", largest, "0"}, nil, &stdout, io.Discard); status != 0 ||
		stdout.String() != wordsInt(slices.Repeat([]uint64{^uint64(0)}, maxBigBits/64)).String()+"\n" {
		t.Errorf("add 2^(2^20)-1 0: exit status %d", status)
	}
	for _, c := range []struct {
		args  []string
		stdin string
	}{
		{[]string{"add", tooLarge, "0"}, ""},
		{[]string{"add"}, tooLarge + " 0\n"},
		{[]string{"eval", "1 + " + tooLarge}, ""},
		{[]string{"eval", "2^" + tooLarge}, ""},
	} {
		var stderr bytes.Buffer
		status := run(c.args, strings.NewReader(c.stdin), io.Discard, &stderr)
		if status != 1 || !strings.Contains(stderr.String(), "2^(2^20) or more, too large") {
			t.Errorf("nimber %s with a %d-bit operand: exit status %d, %.80q", c.args[0], maxBigBits+1, status, stderr.String())
		}
	}
}

// TestTooManyDigits checks the digit count that rejects a token before its
// conversion, at the bounds: 10^315652 < 2^(2^20) <= 10^315653, and
// 16^262144 = 2^(2^20).
func TestTooManyDigits(t *testing.T) {
	for _, c := range []struct {
		tok  string
		want bool
	}{
		{"1" + strings.Repeat("0", 315652), false},
		{"1" + strings.Repeat("0", 315653), true},
		{"0x" + strings.Repeat("f", maxBigBits/4), false},
		{"0x1" + strings.Repeat("0", maxBigBits/4), true},
		{"0x" + strings.Repeat("0", maxBigBits) + "1", false},
		{"0b1" + strings.Repeat("0", maxBigBits-1), false},
		{"0b1" + strings.Repeat("0", maxBigBits), true},
		{"0", false},
	} {
		if got := tooManyDigits([]byte(c.tok)); got != c.want {
			t.Errorf("tooManyDigits(%.12s... of %d bytes) = %v, want %v", c.tok, len(c.tok), got, c.want)
		}
	}
}

// TestPowRefused checks that pow and eval's ^ refuse a power estimated to
// take 5 minutes or more, with the estimate, from the squarings and
// products that Big.ExpCost counts times the time of one of each, here
// set by the test: 2^14-bit operands with a squaring of 10 ms and a
// product of 100 ms. Below the field of 2^14 bits nothing is timed.
func TestPowRefused(t *testing.T) {
	saved := productTimes
	t.Cleanup(func() { productTimes = saved })
	x := "0x1" + strings.Repeat("23456789abcdef0", 16384/4/15) // 2^14 bits and fewer
	// 16380 ones: windows of k = 9 bits (16380/10 + 256 products is the
	// least), so x^2 and 255 products for the table, 1820 windows, and
	// the squarings between them.
	e := "0x" + strings.Repeat("f", 16380/4)
	productTimes = func(*nimber.Big) (time.Duration, time.Duration) { return 10 * time.Millisecond, 100 * time.Millisecond }
	msg := "would take about 6m0s here (16372 squarings and 2074 products of 16384-bit nimbers); powers estimated at 5m0s or more are refused"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pow", x, e}, "nimber: pow " + x[:clipLen] + "...: " + msg + "\n[exit 1]\n"},
		{[]string{"eval", "(" + x + ")^" + e}, "nimber: eval: column " + fmt.Sprint(len(x)+3) + ": " + msg},
	} {
		if got := runCommand(t, c.args, ""); !strings.HasPrefix(got, c.want) {
			t.Errorf("nimber %s ... with a squaring of 1 ms and a product of 20 ms:\n%.300s\nwant:\n%s", c.args[0], got, c.want)
		}
	}
	// Fast products: the same power is computed, or a short one.
	productTimes = func(*nimber.Big) (time.Duration, time.Duration) { return time.Microsecond, time.Microsecond }
	got := runCommand(t, []string{"eval", "(" + x + ")^" + e + " * (" + x + ")^-" + e}, "")
	if got != "1\n" {
		t.Errorf("x^e * x^-e with fast products: %.100q, want 1", got)
	}
	productTimes = func(*nimber.Big) (time.Duration, time.Duration) {
		t.Fatal("products timed below the field of 2^14 bits")
		return 0, 0
	}
	small := "0x" + strings.Repeat("9", 8191/4) // in F_(2^8192)
	if got := runCommand(t, []string{"pow", small, "-" + small}, ""); strings.Contains(got, "exit") {
		t.Errorf("pow in F_(2^8192): %.200q", got)
	}
}
