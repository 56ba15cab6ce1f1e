package main

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nimberdev/nimber/internal/notation"
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
	largest := "0x" + strings.Repeat("f", notation.MaxBigBits/4) // 2^(2^20) - 1
	tooLarge := "0x1" + strings.Repeat("0", notation.MaxBigBits/4)
	var stdout bytes.Buffer
	if status := run([]string{"add", largest, "0"}, nil, &stdout, io.Discard); status != 0 ||
		stdout.String() != wordsInt(slices.Repeat([]uint64{^uint64(0)}, notation.MaxBigBits/64)).String()+"\n" {
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
			t.Errorf("nimber %s with a %d-bit operand: exit status %d, %.80q", c.args[0], notation.MaxBigBits+1, status, stderr.String())
		}
	}
}

// TestPowRefused checks that pow and eval's ^ refuse, with the estimate of
// notation.CheckPowTime, a power in the field of 2^20 bits by an exponent
// of as many bits: hours by the squaring and the product that the check
// times (two hours on a 2-core server, 25 times the bound of 5 minutes).
// The estimate and its bound are tested, with set times, in
// internal/notation; this test checks that the command asks for it and
// reports it. A command that computed the power instead would run for
// hours: the test stops waiting after a minute.
func TestPowRefused(t *testing.T) {
	x := "0x" + strings.Repeat("f", notation.MaxBigBits/4)         // 2^(2^20) - 1
	e := "0x" + strings.Repeat("f", notation.MaxBigBits/4-1) + "e" // not a multiple of 2^(2^20) - 1
	estimate := `would take about [0-9hm]+s here \(\d+ squarings and \d+ products of 1048576-bit nimbers\); powers estimated at 5m0s or more are refused`
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pow", x, e}, "^nimber: pow " + x[:notation.ClipLen] + `\.\.\.: ` + estimate + "\n\\[exit 1\\]\n$"},
		{[]string{"eval", "(" + x + ")^" + e}, "^nimber: eval: column " + fmt.Sprint(len(x)+3) + ": " + estimate + "\n"},
	} {
		var stderr bytes.Buffer
		done := make(chan int, 1)
		go func() { done <- run(c.args, strings.NewReader(""), io.Discard, &stderr) }()
		select {
		case status := <-done:
			if got := fmt.Sprintf("%s[exit %d]\n", &stderr, status); !regexp.MustCompile(c.want).MatchString(got) {
				t.Errorf("nimber %s in the field of 2^20 bits:\n%.300s\nwant it to match:\n%s", c.args[0], got, c.want)
			}
		case <-time.After(time.Minute):
			t.Fatalf("nimber %s in the field of 2^20 bits: still computing after a minute, not refused", c.args[0])
		}
	}
}
