package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/nimberdev/nimber/web"
)

const serveHelp = `Serve serves the nimber web page, to play and explore in a browser. It
prints the address to open and serves until interrupted (Ctrl-C, or the
signal TERM), then finishes the requests under way and exits. The page
has these views, one a tab:

	Nim                    play against a computer that plays perfectly
	Multiplication table   the nim-product or nim-sum of 0..N-1 as a picture
	Heap games             values and proven periods of octal games, misère
	                       quotients, and play in normal or misère play
	Turning Corners        coins worth nim-products, and play
	Games with cycles      a graph's generalized values (3, ∞, ∞(0,2)), and play
	Calculator             the expressions of nimber eval

The page is in the binary itself, and all the computing happens in the
browser, in the Go packages compiled to WebAssembly: the server only sends
files, nothing is fetched from elsewhere, and it sends a strict
Content-Security-Policy. By default it listens on the loopback address, so
that only this machine can reach it; -addr :8080 or -addr 0.0.0.0:8080
offers it to the network.

With -export DIR it serves nothing: it writes the site into the directory
DIR, as static files that any web server can host, and exits.

The flags are:

	-addr ADDR   listen on ADDR, host:port (default 127.0.0.1:8080); port 0
	             picks a free port
	-export DIR  write the site into DIR and exit

Examples:

	$ nimber serve -export site
	wrote the site to site: app.js calc-state.js calc.js corners-state.js corners.js engine.js favicon.svg graph-state.js graph.js heaps-state.js heaps.js index.html nim-state.js nim.js nimber.wasm start.js state.js style.css table-state.js table.js ui.js wasm_exec.js worker.js
`

// The server's limits: a request must arrive and be answered within these
// times, with headers of at most maxHeaderBytes. The page's largest file,
// nimber.wasm, is under a megabyte compressed.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 2 * time.Minute
	maxHeaderBytes    = 16 << 10
	shutdownTimeout   = 5 * time.Second
)

func runServe(e *env, fs *flag.FlagSet, args []string) error {
	addr := fs.String("addr", "127.0.0.1:8080", "listen on this address")
	dir := fs.String("export", "", "write the site into this directory")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	if flagSet(fs, "export") {
		switch {
		case *dir == "":
			return usagef("-export needs a directory")
		case flagSet(fs, "addr"):
			return usagef("-export writes files and serves nothing: it takes no -addr")
		}
		if err := web.Export(*dir); err != nil {
			return fmt.Errorf("serve: %s", strings.TrimPrefix(err.Error(), "web: "))
		}
		fmt.Fprintf(e.stdout, "wrote the site to %s:", *dir)
		for _, name := range web.Files() {
			fmt.Fprintf(e.stdout, " %s", name)
		}
		fmt.Fprintln(e.stdout)
		return nil
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, e, ln)
}

// newServer returns the server of the page, with its limits.
func newServer(stderr *log.Logger) *http.Server {
	return &http.Server{
		Handler:           web.Handler(),
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          stderr,
	}
}

// serve serves the page on ln until ctx is done, then shuts the server
// down, letting the requests under way finish for up to shutdownTimeout.
func serve(ctx context.Context, e *env, ln net.Listener) error {
	srv := newServer(log.New(e.stderr, "nimber: serve: ", 0))
	where := ""
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() {
		where = ", on every network interface: other machines can reach it"
	}
	fmt.Fprintf(e.stdout, "serving the nimber page at http://%s/%s (Ctrl-C stops)\n", ln.Addr(), where)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	err := srv.Shutdown(sctx)
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		return fmt.Errorf("serve: shutting down: %w", err)
	}
	fmt.Fprintln(e.stdout, "stopped")
	return nil
}
