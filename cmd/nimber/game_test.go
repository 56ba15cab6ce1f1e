package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestNoWinningMove checks the positions without a winning move, which the
// golden files cannot hold: standard output stays empty, standard error
// says why, and the exit status is 0.
func TestNoWinningMove(t *testing.T) {
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"nim", "1", "2", "3"}, "nimber: nim: 1 2 3 is a P-position: every move loses\n"},
		{[]string{"nim", "0"}, "nimber: nim: 0 is a P-position: every move loses\n"},
		{[]string{"nim", "-max", "3", "15", "7", "4", "8"}, "nimber: nim: 15 7 4 8 is a P-position: every move loses\n"},
		{[]string{"nim", "-misere", "1", "1", "1"}, "nimber: nim: 1 1 1 is a P-position: every move loses\n"},
		{[]string{"nim", "-k", "2", "5", "5", "5"}, "nimber: nim: 5 5 5 is a P-position: every move loses\n"},
		{[]string{"wythoff", "3", "5"}, "nimber: wythoff: 3 5 is a P-position: every move loses\n"},
		{[]string{"wythoff", "0", "0"}, "nimber: wythoff: 0 0 is a P-position: every move loses\n"},
		{[]string{"nim", "-misere", "0", "0"}, "nimber: nim: no stones are left: in misere play the player to move has won\n"},
		{[]string{"grundy", "-play", "grundy", "4", "7", "0"}, "nimber: grundy: 4 7 0 is a P-position: every move loses\n"},
		{[]string{"grundy", "-play", "0.07", "1", "1"}, "nimber: grundy: 1 1 is a P-position: every move loses\n"},
		{[]string{"misere", "-play", "0.07", "5", "9", "12"}, "nimber: misere: 5 9 12 is a P-position: every move loses\n"},
		{[]string{"misere", "-play", "0.07", "1", "1", "0"}, "nimber: misere: 1 1 0 has no move: in misere play the player to move has won\n"},
		{append([]string{"nim", "-k", "16"}, strings.Fields(strings.Repeat("1 ", 17))...), "nimber: nim: the position of 17 heaps is a P-position: every move loses\n"},
	} {
		var stdout, stderr bytes.Buffer
		status := run(c.args, strings.NewReader(""), &stdout, &stderr)
		if status != 0 || stdout.Len() != 0 || stderr.String() != c.stderr {
			t.Errorf("nimber %s: status %d, stdout %q, stderr %q; want 0, \"\", %q",
				strings.Join(c.args, " "), status, stdout.String(), stderr.String(), c.stderr)
		}
	}
}

// TestNimManyHeaps checks nim on 10^5 heaps: the moves come as HEAP FROM TO
// by default, at most 100 of them unless -all, and a P-position of that
// many heaps is not repeated in the message. Every winning move of ordinary
// Nim is checked against the nim-sum, computed here.
func TestNimManyHeaps(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	heaps := make([]string, 100000)
	values := make([]uint64, len(heaps))
	var s uint64
	for i := range heaps {
		values[i] = r.Uint64N(1 << 20)
		heaps[i] = strconv.FormatUint(values[i], 10)
		s ^= values[i]
	}
	var want strings.Builder
	moves := 0
	for i, h := range values {
		if h^s < h {
			fmt.Fprintf(&want, "%d %d %d\n", i+1, h, h^s)
			moves++
		}
	}
	if moves <= nimMovesDefault {
		t.Fatalf("the test needs more than %d winning moves, has %d", nimMovesDefault, moves)
	}
	var stdout, stderr bytes.Buffer
	status := run(append([]string{"nim", "-all"}, heaps...), strings.NewReader(""), &stdout, &stderr)
	if status != 0 || stderr.Len() != 0 || stdout.String() != want.String() {
		t.Errorf("nim -all of 10^5 heaps: status %d, stderr %q, %d bytes of moves, want %d",
			status, stderr.String(), stdout.Len(), want.Len())
	}
	stdout.Reset()
	status = run(append([]string{"nim"}, heaps...), strings.NewReader(""), &stdout, &stderr)
	first := strings.Join(strings.SplitAfter(want.String(), "\n")[:nimMovesDefault], "")
	if msg := "nimber: nim: there are more than 100 winning moves; -all prints every one\n"; status != 0 || stderr.String() != msg || stdout.String() != first {
		t.Errorf("nim of 10^5 heaps: status %d, stderr %q, %d bytes of moves, want %q and %d bytes",
			status, stderr.String(), stdout.Len(), msg, len(first))
	}
	// A P-position: the heaps twice.
	stdout.Reset()
	stderr.Reset()
	status = run(append(append([]string{"nim"}, heaps...), heaps...), strings.NewReader(""), &stdout, &stderr)
	if msg := "nimber: nim: the position of 200000 heaps is a P-position: every move loses\n"; status != 0 || stdout.Len() != 0 || stderr.String() != msg {
		t.Errorf("nim of a P-position of 2*10^5 heaps: status %d, %d bytes of output, stderr %.100q", status, stdout.Len(), stderr.String())
	}
}
