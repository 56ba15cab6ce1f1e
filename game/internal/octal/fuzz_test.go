package octal_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// FuzzOpen gives Open files of any content: it must return an error or a
// Solver whose values are those of the rule, never panic.
func FuzzOpen(f *testing.F) {
	dir := f.TempDir()
	for _, n := range []int{0, 5, 300, 11000} {
		path := filepath.Join(dir, "seed")
		os.Remove(path)
		s, err := octal.Open(path, parseRule("0.6"))
		if err != nil {
			f.Fatal(err)
		}
		run(f, s, n)
		closeSolver(f, s)
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	f.Add([]byte("NIMBERGV"))
	want := values(f, parseRule("0.6"), 11000)
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(t.TempDir(), "fuzz")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := octal.Open(path, parseRule("0.6"))
		if err != nil {
			return
		}
		defer s.Close()
		if s.Len() != s.Committed() {
			t.Fatalf("opened with %d values, %d committed", s.Len(), s.Committed())
		}
		// A file that opens is one the solver wrote: the checksums
		// of its header and values match.
		if s.Len() <= len(want) {
			checkPrefix(t, "fuzzed file", s, want)
		}
	})
}
