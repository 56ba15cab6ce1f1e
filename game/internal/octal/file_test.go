package octal_test

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nimberdev/nimber/game/internal/octal"
)

func open(t testing.TB, path, rule string) *octal.Solver {
	t.Helper()
	s, err := octal.Open(path, parseRule(rule))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func run(t testing.TB, s *octal.Solver, n int) {
	t.Helper()
	if err := s.Run(context.Background(), n, nil); err != nil {
		t.Fatal(err)
	}
}

func closeSolver(t testing.TB, s *octal.Solver) {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// checkPrefix fails unless s holds want[:s.Len()].
func checkPrefix(t testing.TB, what string, s *octal.Solver, want []uint16) {
	t.Helper()
	for h := range s.Len() {
		if got := s.Value(h); got != want[h] {
			t.Fatalf("%s: G(%d) = %d, want %d", what, h, got, want[h])
		}
	}
}

// wide is a rule whose values pass 255 at heap 334, so that its files
// change width.
var wide = "0." + strings.Repeat("6", 40)

// TestResume runs to a file in steps, closing and opening it again between
// them (across the change of width of wide), and compares the values with
// those of one run in memory, and the file with one written in one run.
func TestResume(t *testing.T) {
	n := 20000
	switch {
	case octal.RaceEnabled:
		n = 2000
	case testing.Short():
		n = 6000
	}
	for _, rule := range []string{"grundy", "0.161", wide} {
		want := values(t, parseRule(rule), n)
		dir := t.TempDir()
		path := filepath.Join(dir, "steps")
		for _, step := range []int{0, 1, 300, 335, 1024, 1500, n / 2, n - 1, n} {
			s := open(t, path, rule)
			if s.Len() != s.Committed() {
				t.Fatalf("%s: opened with %d values, %d committed", rule, s.Len(), s.Committed())
			}
			checkPrefix(t, rule+" resumed", s, want)
			run(t, s, step)
			closeSolver(t, s)
		}
		s := open(t, path, rule)
		if s.Len() != n {
			t.Fatalf("%s: the file has %d values, want %d", rule, s.Len(), n)
		}
		checkPrefix(t, rule, s, want)
		closeSolver(t, s)
		straight := filepath.Join(dir, "straight")
		s = open(t, straight, rule)
		run(t, s, n)
		closeSolver(t, s)
		a, _ := os.ReadFile(path)
		b, _ := os.ReadFile(straight)
		if !bytes.Equal(a, b) {
			// The two differ in the sequence numbers of their commits,
			// not in their values.
			if len(a) != len(b) || !bytes.Equal(a[4096:], b[4096:]) {
				t.Errorf("%s: the file written in steps differs from the one written at once", rule)
			}
		}
	}
}

// TestOpenErrors checks that a file of another rule, a truncated or a
// corrupted file, a file that is not a values file and a file in use are
// refused with an error that says so, and are not changed.
func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good")
	s := open(t, good, "0.6")
	run(t, s, 12000) // past the change of width, at 10344
	closeSolver(t, s)
	content, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	long := "0." + strings.Repeat("7", 500)
	for _, c := range []struct {
		name   string
		rule   string
		damage func([]byte) []byte
		want   string
	}{
		{"other rule", "0.16", nil, `holds the values of "0.6", not of "0.16"`},
		{"other long rule", long, nil, `not of "0.77777777777777777777777777777777777777"... (502 bytes)`},
		{"truncated", "0.6", func(b []byte) []byte { return b[:len(b)-1] }, "truncated"},
		{"header only", "0.6", func(b []byte) []byte { return b[:4096] }, "truncated"},
		{"value changed", "0.6", func(b []byte) []byte { b[4096+5000] ^= 1; return b }, "corrupted"},
		{"last value changed", "0.6", func(b []byte) []byte { b[len(b)-1] ^= 0x80; return b }, "corrupted"},
		{"rule changed", "0.6", func(b []byte) []byte { b[152+2] = '7'; return b }, "header is damaged"},
		{"both slots damaged", "0.6", func(b []byte) []byte { b[24+8] ^= 1; b[88+8] ^= 1; return b }, "no valid checkpoint"},
		{"version", "0.6", func(b []byte) []byte { b[8] = 2; return b }, "format version 2"},
		{"not a values file", "0.6", func(b []byte) []byte { return []byte("0 0 1 2 0 1 2 3\n") }, "not a values file"},
		{"empty", "0.6", func(b []byte) []byte { return nil }, "not a values file"},
	} {
		path := filepath.Join(dir, "damaged")
		b := bytes.Clone(content)
		if c.damage != nil {
			b = c.damage(b)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := octal.Open(path, parseRule(c.rule))
		if err == nil {
			s.Close()
			t.Errorf("%s: Open succeeded", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: Open: %v; want an error naming the file and saying %q", c.name, err, c.want)
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(after, b) {
			t.Errorf("%s: Open changed the file", c.name)
		}
	}
	// One slot damaged: the other, older checkpoint is used.
	path := filepath.Join(dir, "slot")
	s = open(t, path, "grundy")
	run(t, s, 3000)
	closeSolver(t, s)
	s = open(t, path, "grundy")
	run(t, s, 5000)
	closeSolver(t, s)
	b, _ := os.ReadFile(path)
	slot := 24 // the slot of the last commit has the higher sequence number
	if b[88] > b[24] {
		slot = 88
	}
	b[slot+8] ^= 1
	os.WriteFile(path, b, 0o644)
	s = open(t, path, "grundy")
	if s.Len() != 3000 {
		t.Errorf("with the last checkpoint damaged, Open resumed at %d values, want 3000", s.Len())
	}
	// In use.
	if _, err := octal.Open(path, parseRule("grundy")); err == nil || !strings.Contains(err.Error(), "in use by another run") {
		t.Errorf("Open of a file in use: %v", err)
	}
	closeSolver(t, s)
	// Closed: no values, none to compute.
	if err := s.Run(context.Background(), 10, nil); !errors.Is(err, octal.ErrFile) || s.Len() != 0 {
		t.Errorf("Run after Close: %v, %d values", err, s.Len())
	}
	closeSolver(t, s)
}

// The kill test runs a child, this test binary with killChild set, that
// writes a file of rule to n values with a checkpoint every millisecond
// and prints each count committed; it kills it at random moments with
// SIGKILL, checks after each kill that the file opens with at least the
// values last committed, all right, and runs the child again until the
// file is complete. The runs of the child take about a second in all.
const killChild = "OCTAL_KILL_CHILD"

func TestKillChild(t *testing.T) {
	arg := os.Getenv(killChild)
	if arg == "" {
		t.Skip("run by TestKill")
	}
	f := strings.Split(arg, "|")
	path, rule := f[0], f[1]
	n, _ := strconv.Atoi(f[2])
	s, err := octal.Open(path, parseRule(rule))
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	s.SyncEvery = time.Millisecond
	last := -1
	err = s.Run(context.Background(), n, func() error {
		if c := s.Committed(); c != last {
			fmt.Println("committed", c)
			last = c
		}
		return nil
	})
	if err == nil {
		err = s.Close()
	}
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	fmt.Println("committed", s.Committed())
	os.Exit(0)
}

func TestKill(t *testing.T) {
	kills := 12
	if testing.Short() || octal.RaceEnabled {
		kills = 4
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		rule string
		n    int
	}{{"grundy", 300000}, {"0.6", 100000}} { // 0.6 changes width at heap 10344
		if octal.RaceEnabled {
			c.n /= 5
		}
		want := values(t, parseRule(c.rule), c.n)
		path := filepath.Join(t.TempDir(), "killed")
		for round := 0; ; round++ {
			cmd := exec.Command(os.Args[0], "-test.run=^TestKillChild$")
			cmd.Env = append(os.Environ(), killChild+"="+path+"|"+c.rule+"|"+strconv.Itoa(c.n))
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); errors.Is(err, syscall.ENOEXEC) {
				t.Skipf("the test binary cannot run itself here (under qemu without binfmt?): %v", err)
			} else if err != nil {
				t.Fatal(err)
			}
			lines := make(chan string)
			go func() {
				sc := bufio.NewScanner(out)
				for sc.Scan() {
					lines <- sc.Text()
				}
				close(lines)
			}()
			committed := 0
			var kill <-chan time.Time
			if round < kills {
				kill = time.After(time.Duration(rng.IntN(250)) * time.Millisecond)
			}
		read:
			for {
				select {
				case line, ok := <-lines:
					if !ok {
						break read
					}
					if strings.HasPrefix(line, "error") {
						t.Fatalf("%s, round %d: child: %s", c.rule, round, line)
					}
					if v, ok := strings.CutPrefix(line, "committed "); ok {
						committed, _ = strconv.Atoi(v)
					}
				case <-kill:
					cmd.Process.Signal(syscall.SIGKILL)
					kill = nil
				}
			}
			err = cmd.Wait()
			s := open(t, path, c.rule)
			if s.Len() < committed {
				t.Fatalf("%s, round %d: the file resumes at %d values, but %d were committed", c.rule, round, s.Len(), committed)
			}
			checkPrefix(t, fmt.Sprintf("%s, round %d", c.rule, round), s, want)
			done := s.Len() == c.n
			t.Logf("%.8s round %d: %v, %d committed, the file resumes at %d", c.rule, round, err, committed, s.Len())
			closeSolver(t, s)
			if err == nil {
				if !done {
					t.Fatalf("%s: the child ended with %d values", c.rule, s.Len())
				}
				break
			}
		}
	}
}

// TestTempsRemoved checks that Open removes the temporary files a crash
// left beside its file, in its making or in the change to two-byte values,
// and no other; and that the making of a file leaves none.
func TestTempsRemoved(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "v")
	// A run killed in the making of its file left only a temporary file.
	killed := filepath.Join(dir, ".v.new-77")
	if err := os.WriteFile(killed, []byte("NimberV"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := open(t, path, "grundy")
	run(t, s, 3000)
	closeSolver(t, s)
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("after the making of %s, the directory holds %d files, want it and the old temporary one", path, len(entries))
	}
	stale := []string{filepath.Join(dir, ".v.widen-123456"), killed}
	others := []string{filepath.Join(dir, ".w.widen-1"), filepath.Join(dir, "v.widen-1"), filepath.Join(dir, ".v.wide"),
		filepath.Join(dir, ".w.new-1"), filepath.Join(dir, "v.new-1")}
	for _, p := range append(others, stale[0]) {
		if err := os.WriteFile(p, []byte("left"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s = open(t, path, "grundy")
	defer closeSolver(t, s)
	for _, p := range stale {
		if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("after Open, %s: %v; want it removed", p, err)
		}
	}
	for _, p := range others {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("after Open, %s: %v; want it kept", p, err)
		}
	}
}

// TestOpenMissingDir checks that a file that cannot be made is named in
// the error, not the temporary file of its making.
func TestOpenMissingDir(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "v")
	_, err := octal.Open(path, parseRule("grundy"))
	if err == nil || !strings.Contains(err.Error(), "create "+path+":") || strings.Contains(err.Error(), ".new-") {
		t.Errorf("Open in a missing directory: %v", err)
	}
}
