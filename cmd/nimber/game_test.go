package main

import (
	"bytes"
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
	} {
		var stdout, stderr bytes.Buffer
		status := run(c.args, strings.NewReader(""), &stdout, &stderr)
		if status != 0 || stdout.Len() != 0 || stderr.String() != c.stderr {
			t.Errorf("nimber %s: status %d, stdout %q, stderr %q; want 0, \"\", %q",
				strings.Join(c.args, " "), status, stdout.String(), stderr.String(), c.stderr)
		}
	}
}
