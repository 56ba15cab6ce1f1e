package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// TestGrundyFile runs grundy -o in two steps and compares its statistics
// and period with those of a run in memory, and the file's values with the
// values that run prints.
func TestGrundyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "values")
	for _, rule := range []string{"grundy", "0.6"} {
		os.Remove(path)
		first := runCommand(t, []string{"grundy", "-o", path, rule, "3000"}, "")
		if first != "no period proven below 3000\n" {
			t.Errorf("grundy -o %s 3000: %q", rule, first)
		}
		file := runCommand(t, []string{"grundy", "-o", path, "-stats", rule, "12000"}, "")
		mem := runCommand(t, []string{"grundy", "-stats", rule, "12000"}, "")
		line, rest, _ := strings.Cut(mem, "\n")
		if file != rest {
			t.Errorf("grundy -o -stats %s: output\n%s\nin memory\n%s", rule, file, rest)
		}
		g, _ := game.ParseHeapGame(rule)
		v, err := g.OpenValues(path)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for h, x := range v.All() {
			if h > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprint(&b, x)
		}
		v.Close()
		if b.String() != line {
			t.Errorf("grundy -o %s: the file's values differ from those printed", rule)
		}
	}
	// Another rule's file: an error, exit 1, the file left as it is.
	before, _ := os.ReadFile(path)
	got := runCommand(t, []string{"grundy", "-o", path, "0.77", "100"}, "")
	if want := fmt.Sprintf("nimber: grundy: %s: it holds the values of \"0.6\", not of \"0.77\"\n[exit 1]\n", path); got != want {
		t.Errorf("grundy -o with another rule's file: %q, want %q", got, want)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("grundy -o with another rule's file changed it")
	}
}

// TestGrundyTooLarge checks that the values before a value above 65535 are
// printed, then the error: sub=1,...,65536 has G(n) = n mod 65537.
func TestGrundyTooLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("5 seconds")
	}
	var stdout, stderr bytes.Buffer
	status := run([]string{"grundy", "0." + strings.Repeat("3", 65536), "70000"}, strings.NewReader(""), &stdout, &stderr)
	fields := strings.Fields(stdout.String())
	if status != 1 || len(fields) != 65536 || fields[65535] != "65535" || !strings.HasSuffix(stdout.String(), "\n") ||
		stderr.String() != `nimber: grundy: the Grundy value of heap 65536 of "0.33333333333333333333333333333333333333"... (65538 bytes) exceeds 65535`+"\n" {
		t.Errorf("status %d, %d values, standard error %q", status, len(fields), stderr.String())
	}
}

// TestGrundyRead checks grundy -i against the values grundy prints in
// memory, for every range of a few heaps at the start, the end and the
// change to two-byte values, and the whole file; on a file held open by a
// run, which it leaves as it was, modification time included.
func TestGrundyRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "values")
	rule := "0." + strings.Repeat("3", 300) // G(n) = n mod 301
	runCommand(t, []string{"grundy", "-o", path, rule, "1000"}, "")
	mem, _, _ := strings.Cut(runCommand(t, []string{"grundy", rule, "1000"}, ""), "\n")
	want := strings.Fields(mem)
	g, _ := game.ParseHeapGame(rule)
	held, err := g.OpenValues(path) // held open, and locked, as by a run
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	before, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if got := runCommand(t, []string{"grundy", "-i", path}, ""); got != mem+"\n" {
		t.Errorf("grundy -i of the whole file differs from the values printed")
	}
	for _, from := range []int{0, 1, 250, 254, 299, 300, 997, 1000} {
		for to := from; to <= min(from+4, 1000); to++ {
			got := runCommand(t, []string{"grundy", "-i", path, fmt.Sprint(from), fmt.Sprint(to)}, "")
			if w := strings.Join(want[from:to], " ") + "\n"; got != w {
				t.Fatalf("grundy -i %d %d: %q, want %q", from, to, got, w)
			}
		}
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("grundy -i changed the file")
	}
	if fa, _ := os.Stat(path); !fa.ModTime().Equal(fi.ModTime()) {
		t.Error("grundy -i changed the modification time of the file")
	}
}
