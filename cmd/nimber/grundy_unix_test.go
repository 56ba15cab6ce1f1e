//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/signal"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

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

// TestMisereInterrupt interrupts a long quotient with SIGINT: the run stops
// with exit status 1, saying how far it got.
func TestMisereInterrupt(t *testing.T) {
	// The test receives the signal too, so that it never ends the test
	// binary, whenever misere registers its own.
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGINT)
	defer signal.Stop(c)
	var stdout, stderr bytes.Buffer
	status := make(chan int)
	go func() {
		status <- run([]string{"misere", "0.07", "40"}, strings.NewReader(""), &stdout, &stderr)
	}()
	time.Sleep(500 * time.Millisecond)
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	if s := <-status; s != 1 || stdout.Len() != 0 || !regexp.MustCompile(`^nimber: misere: interrupted after heap \d+ of 40\n$`).MatchString(stderr.String()) {
		t.Errorf("status %d, stdout %q, stderr %q", s, stdout.String(), stderr.String())
	}
}
