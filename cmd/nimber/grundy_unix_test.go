//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/nimberdev/nimber/game"
)

// A signalWriter is a buffer safe for a reader beside its writer, which
// closes first when it first receives data.
type signalWriter struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	first chan struct{}
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.buf.Len() == 0 && len(p) > 0 {
		close(w.first)
	}
	return w.buf.Write(p)
}

// TestGrundyInterrupt interrupts runs with SIGINT, SIGTERM and SIGHUP once
// values are printed: every value computed is printed, the line ended,
// then the error.
func TestGrundyInterrupt(t *testing.T) {
	g, _ := game.ParseHeapGame("grundy")
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		stdout := &signalWriter{first: make(chan struct{})}
		var stderr bytes.Buffer
		status := make(chan int)
		go func() {
			status <- run([]string{"grundy", "grundy", "100000000"}, strings.NewReader(""), stdout, &stderr)
		}()
		<-stdout.first
		syscall.Kill(os.Getpid(), sig)
		if s := <-status; s != 1 {
			t.Errorf("%v: exit status %d, want 1", sig, s)
		}
		out := stdout.buf.String()
		n := len(strings.Fields(out))
		if want := fmt.Sprintf("nimber: grundy: interrupted after %d values\n", n); stderr.String() != want || !strings.HasSuffix(out, "\n") || n == 0 {
			t.Errorf("%v: %d values printed, ending %q, and %q; want %q", sig, n, out[max(0, len(out)-10):], stderr.String(), want)
		}
		want, _ := g.Values(n)
		for h, x := range strings.Fields(out) {
			if x != fmt.Sprint(want.At(h)) {
				t.Fatalf("%v: G(%d) printed as %s, want %d", sig, h, x, want.At(h))
			}
		}
	}
}
