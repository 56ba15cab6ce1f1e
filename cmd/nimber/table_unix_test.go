//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestPNGWriteFails checks that a picture that cannot be written whole, here
// for a limit on the size of files (ulimit -f), leaves neither a truncated
// file nor a file of its own beside the one named, and the file of that
// name as it was. The limit is set in a child process, which runs this test
// again, so that no other test meets it.
func TestPNGWriteFails(t *testing.T) {
	if file := os.Getenv("NIMBER_TEST_PNG_LIMIT"); file != "" {
		signal.Ignore(unix.SIGXFSZ) // so that a write past the limit fails with EFBIG
		if err := unix.Setrlimit(unix.RLIMIT_FSIZE, &unix.Rlimit{Cur: 4096, Max: 4096}); err != nil {
			t.Fatal(err)
		}
		os.Exit(run([]string{"table", "-n", "512", "-png", file}, nil, os.Stdout, os.Stderr))
	}
	dir := t.TempDir()
	for _, old := range []string{"", "the picture before"} {
		file := filepath.Join(dir, "table.png")
		if old != "" {
			if err := os.WriteFile(file, []byte(old), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestPNGWriteFails$")
		cmd.Env = append(os.Environ(), "NIMBER_TEST_PNG_LIMIT="+file)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 || !strings.HasPrefix(stderr.String(), "nimber: table: write "+file+": file too large\n") {
			t.Fatalf("table -png with a file size limit: %v, stderr %q; want exit status 1 and a message naming the file", err, stderr.String())
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		data, err := os.ReadFile(file)
		switch {
		case old == "" && len(names) != 0:
			t.Errorf("after a failed write into an empty directory, it holds %q", names)
		case old != "" && (len(names) != 1 || err != nil || string(data) != old):
			t.Errorf("after a failed write over a file, the directory holds %q, the file %d bytes (%v); want only the file as it was", names, len(data), err)
		}
	}
}
