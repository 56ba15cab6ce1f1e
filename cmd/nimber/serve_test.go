package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nimberdev/nimber/web"
)

// A syncBuffer is a bytes.Buffer safe for a server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServe runs serve on a free loopback port until the returned stop is
// called, which returns serve's error.
func startServe(t *testing.T) (base string, stdout, stderr *syncBuffer, stop func() error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr = &syncBuffer{}, &syncBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, &env{strings.NewReader(""), stdout, stderr}, ln) }()
	stop = sync.OnceValue(func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(10 * time.Second):
			return errors.New("serve did not stop")
		}
	})
	t.Cleanup(func() { stop() })
	return "http://" + ln.Addr().String(), stdout, stderr, stop
}

// TestServeHelpViews checks that the help names every view of the page:
// the label of each tab of index.html.
func TestServeHelpViews(t *testing.T) {
	rec := httptest.NewRecorder()
	web.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	tabs := regexp.MustCompile(`<a id="tab-[a-z]+" href="#[a-z]+">([^<]+)</a>`).FindAllStringSubmatch(rec.Body.String(), -1)
	if len(tabs) < 5 {
		t.Fatalf("found %d tabs in index.html", len(tabs))
	}
	for _, tab := range tabs {
		if !strings.Contains(serveHelp, "\n\t"+tab[1]+"  ") {
			t.Errorf("the help of serve does not list the view %q", tab[1])
		}
	}
}

func TestServe(t *testing.T) {
	base, stdout, stderr, stop := startServe(t)
	resp, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Security-Policy") != web.CSP || !bytes.Contains(page, []byte("<title>nimber")) {
		t.Errorf("GET /: %s, CSP %q", resp.Status, resp.Header.Get("Content-Security-Policy"))
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("serving the nimber page at %s/ (Ctrl-C stops)\nstopped\n", base)
	if stdout.String() != want || stderr.String() != "" {
		t.Errorf("stdout %q, want %q; stderr %q", stdout.String(), want, stderr.String())
	}
	if _, err := http.Get(base + "/"); err == nil {
		t.Errorf("the server still answers after it stopped")
	}
}

// TestServeNetwork checks the note printed when the page is offered to
// the network.
func TestServeNetwork(t *testing.T) {
	ln, err := net.Listen("tcp", "0.0.0.0:0")
	if err != nil {
		t.Skip(err)
	}
	var stdout syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := serve(ctx, &env{nil, &stdout, io.Discard}, ln); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout.String(), "on every network interface: other machines can reach it") {
		t.Errorf("stdout %q", stdout.String())
	}
}

// TestServeLoad sends 2000 requests from 100 concurrent clients, on
// loopback, with a deadline, and checks that every one is answered, and
// that the server still answers a new client afterwards.
func TestServeLoad(t *testing.T) {
	clients, each := 100, 20
	if testing.Short() {
		clients, each = 100, 4
	}
	base, _, stderr, stop := startServe(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	// As a browser loads the page, with the WebAssembly (0.9 MB
	// compressed) one request in ten.
	paths := []string{"/", "/app.js", "/style.css", "/nimber.wasm", "/missing", "/worker.js", "/engine.js", "/nim.js", "/favicon.svg", "/wasm_exec.js"}
	var ok, failed atomic.Int64
	var worst atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := &http.Client{Transport: &http.Transport{}}
			defer client.CloseIdleConnections()
			for i := range each {
				p := paths[(c+i)%len(paths)]
				req, _ := http.NewRequestWithContext(ctx, "GET", base+p, nil)
				t0 := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					failed.Add(1)
					t.Errorf("client %d: GET %s: %v", c, p, err)
					return
				}
				n, err := io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				want := 200
				if p == "/missing" {
					want = 404
				}
				if err != nil || resp.StatusCode != want || want == 200 && n == 0 {
					failed.Add(1)
					t.Errorf("client %d: GET %s: %s, %d bytes, %v", c, p, resp.Status, n, err)
					return
				}
				ok.Add(1)
				d := time.Since(t0).Microseconds()
				for old := worst.Load(); d > old && !worst.CompareAndSwap(old, d); old = worst.Load() {
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	t.Logf("%d requests from %d clients answered in %v, the slowest in %.1f ms (nimber.wasm is %d bytes compressed)",
		ok.Load(), clients, elapsed.Round(time.Millisecond), float64(worst.Load())/1000, len(mustGzipLen(t)))
	if ok.Load() != int64(clients*each) || failed.Load() != 0 {
		t.Errorf("%d answered, %d failed, of %d", ok.Load(), failed.Load(), clients*each)
	}
	resp, err := http.Get(base + "/index.html")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after the load: %v %v", resp, err)
	}
	resp.Body.Close()
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if stderr.String() != "" {
		t.Errorf("the server logged %q", stderr.String())
	}
}

// mustGzipLen returns the compressed nimber.wasm as served.
func mustGzipLen(t *testing.T) []byte {
	req, _ := http.NewRequest("GET", "/nimber.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := &recorder{header: http.Header{}}
	web.Handler().ServeHTTP(rec, req)
	return rec.body.Bytes()
}

type recorder struct {
	header http.Header
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }
func (r *recorder) WriteHeader(int)             {}

// TestServeSignal runs the command as a process, as a person does, and
// stops it with SIGINT (Ctrl-C): it must finish cleanly, with status 0.
func TestServeSignal(t *testing.T) {
	if os.Getenv("NIMBER_SERVE_PROCESS") == "1" {
		os.Exit(run([]string{"serve", "-addr", "127.0.0.1:0"}, os.Stdin, os.Stdout, os.Stderr))
	}
	if runtime.GOOS == "windows" || testing.Short() {
		t.Skip("sends SIGINT to a process; not on Windows, nor with -short")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeSignal$")
	cmd.Env = append(os.Environ(), "NIMBER_SERVE_PROCESS=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	if !lines.Scan() {
		cmd.Process.Kill()
		t.Fatalf("no address printed; stderr %q", stderr.String())
	}
	m := regexp.MustCompile(`^serving the nimber page at (http://127\.0\.0\.1:\d+/) \(Ctrl-C stops\)$`).FindStringSubmatch(lines.Text())
	if m == nil {
		cmd.Process.Kill()
		t.Fatalf("first line %q", lines.Text())
	}
	resp, err := http.Get(m[1])
	if err != nil {
		cmd.Process.Kill()
		t.Fatal(err)
	}
	resp.Body.Close()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after SIGINT: %v; stderr %q", err, stderr.String())
	}
	if strings.Join(rest, "\n") != "stopped" || stderr.Len() != 0 {
		t.Errorf("after SIGINT: stdout %q, stderr %q", rest, stderr.String())
	}
}
