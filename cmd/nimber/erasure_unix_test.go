//go:build unix

package main

import (
	"bytes"
	"os"
	"syscall"
	"testing"
)

// An endlessReader gives zeros for ever, and closes started at its first
// read.
type endlessReader struct{ started chan struct{} }

func (r *endlessReader) Read(p []byte) (int, error) {
	if r.started != nil {
		close(r.started)
		r.started = nil
	}
	clear(p)
	return len(p), nil
}

// TestErasureInterrupt interrupts an encode of endless standard input with
// SIGINT, SIGTERM and SIGHUP: it stops with an error and leaves no file.
func TestErasureInterrupt(t *testing.T) {
	withStripe(t, 1<<12)
	t.Chdir(t.TempDir())
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		in := &endlessReader{started: make(chan struct{})}
		started := in.started
		var stdout, stderr bytes.Buffer
		status := make(chan int)
		go func() {
			status <- run([]string{"erasure", "encode", "-data", "3", "-parity", "2", "-"}, in, &stdout, &stderr)
		}()
		<-started
		syscall.Kill(os.Getpid(), sig)
		if s := <-status; s != 1 || stderr.String() != "nimber: erasure: encode: interrupted\n" {
			t.Errorf("%v: exit status %d, %q", sig, s, stderr.String())
		}
		if entries, _ := os.ReadDir("."); len(entries) != 0 {
			t.Errorf("%v: %d files left", sig, len(entries))
		}
	}
}
