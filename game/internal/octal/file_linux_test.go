package octal_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// TestFullDisk runs a solver into a file on a file system of 1 MiB, which
// the values overflow: Run returns an error wrapping ErrFile, where storing
// values through the mapping into space the file system cannot give would
// kill the process with SIGBUS, and the file resumes with its values. It
// needs the right to mount a tmpfs, as root has.
func TestFullDisk(t *testing.T) {
	dir := t.TempDir()
	if err := unix.Mount("tmpfs", dir, "tmpfs", 0, "size=1m"); err != nil {
		t.Skipf("cannot mount a small file system: %v", err)
	}
	defer unix.Unmount(dir, 0)
	path := filepath.Join(dir, "full")
	for _, n := range []int{100000, 4 << 20} {
		s := open(t, path, "0.6")
		err := s.Run(context.Background(), n, nil)
		switch {
		case n < 1<<20 && err != nil:
			t.Fatalf("Run to %d values: %v", n, err)
		case n > 1<<20 && !errors.Is(err, octal.ErrFile):
			t.Fatalf("Run to %d values on a file system of 1 MiB: %v, want an error wrapping ErrFile", n, err)
		}
		s.Close()
	}
	s := open(t, path, "0.6")
	defer s.Close()
	want := values(t, parseRule("0.6"), s.Len())
	if s.Len() < 100000 {
		t.Fatalf("the file resumes with %d values, want at least 100000", s.Len())
	}
	for h := range want {
		if s.Value(h) != want[h] {
			t.Fatalf("after the disk filled, G(%d) = %d, want %d", h, s.Value(h), want[h])
		}
	}
}
