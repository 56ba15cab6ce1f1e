//go:build !(js || wasip1)

package web_test

// The browser tests drive a real headless Chromium through the page, as a
// person would, mostly with the keyboard: they load the page, play games to
// their end against the computer, check every hint against package game,
// read the table under the mouse, trigger each error, and take screenshots
// of every view, at desktop and at phone width. They skip, saying so, where
// no Chromium is found (but fail in CI, CI=true, which installs it) and
// under -short.
//
// Screenshots and the figures measured go to the directory of the flag
// -browser.out (by default nimber-web-test under the temporary directory):
//
//	go test ./web -run Browser -v -browser.out /tmp/shots

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/game"
	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/web"
)

var browserOut = flag.String("browser.out", filepath.Join(os.TempDir(), "nimber-web-test"), "directory for the screenshots and figures of the browser tests")

// findChromium returns the path of a Chromium, or skips the test.
func findChromium(t *testing.T) string {
	if p := os.Getenv("NIMBER_CHROMIUM"); p != "" {
		return p
	}
	names := []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless_shell"}
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := fmt.Sprintf("no Chromium found (looked for %s on PATH and $NIMBER_CHROMIUM); on Debian: apt-get install chromium", strings.Join(names, ", "))
	if os.Getenv("CI") == "true" {
		// .ci/run installs it: a skip there would hide the browser tests.
		t.Fatal("browser tests: " + msg)
	}
	t.Skip("browser tests skipped: " + msg)
	return ""
}

// A browser is a headless Chromium with one tab, and what it reported:
// uncaught exceptions and console errors, which fail the test.
type browser struct {
	t        *testing.T
	ctx      context.Context
	base     string
	out      string
	mu       sync.Mutex
	problems []string
	figures  []string
}

func newBrowser(t *testing.T, base string) *browser {
	exe := findChromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 10*time.Minute)
	t.Cleanup(func() {
		cancelTime()
		cancelTab()
		cancelAlloc()
	})
	out := *browserOut
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	b := &browser{t: t, ctx: ctx, base: base, out: out}
	if err := chromedp.Listen(ctx, b.listen); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	if _, err := chromedp.Call(ctx, log.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	return b
}

func (b *browser) listen(ev any) {
	var p string
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		p = fmt.Sprintf("exception: %s at %s:%d", d.Text, d.URL, d.LineNumber+1)
		if d.Exception != nil {
			p += ": " + d.Exception.Description
		}
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			p = fmt.Sprintf("console %s: %s", ev.Type, strings.Join(parts, " "))
		}
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
			p = fmt.Sprintf("log %s (%s): %s %s", ev.Entry.Level, ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
		}
	}
	if p != "" {
		b.mu.Lock()
		b.problems = append(b.problems, p)
		b.mu.Unlock()
	}
}

// checkProblems fails the test for every exception or console error so far,
// and forgets them.
func (b *browser) checkProblems() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, p := range b.problems {
		b.t.Errorf("the browser reported %s", p)
	}
	b.problems = nil
}

func (b *browser) do(steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatal(err)
	}
}

func eval[T any](b *browser, expr string, opts ...chromedp.EvaluateOption) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, opts...))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// wait waits until the JavaScript expression is true.
func (b *browser) wait(expr string) {
	b.t.Helper()
	b.waitLong(expr, 20*time.Second)
}

// waitLong waits until the JavaScript expression is true, for at most d.
func (b *browser) waitLong(expr string, d time.Duration) {
	b.t.Helper()
	_, err := chromedp.Run(b.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(d), chromedp.WithPollingInterval(5*time.Millisecond)))
	if err != nil {
		errs, _ := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll(".error, .status")].map((e) => e.id + ": " + e.textContent).filter((s) => !s.endsWith(": "))`))
		b.screenshot("failed")
		b.t.Fatalf("waiting for %s: %v\nmessages on the page: %q", expr, err, errs)
	}
}

// open loads the page at the fragment and waits for the engine.
func (b *browser) open(fragment string) {
	b.t.Helper()
	// A page is loaded afresh, not only scrolled to another fragment.
	url := b.base + "/" + fragment
	b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(url))
	// Until the new document runs, an evaluation may land in the old one,
	// which is then destroyed: such errors are tried again.
	check := fmt.Sprintf(`location.href === %q && document.body.dataset.readyMs !== undefined`, url)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		ready, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](check))
		if err == nil && ready {
			return
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("loading %s: the engine did not start in 20 s (%v); status %q", url, err, b.text("engine-status"))
		}
	}
}

func (b *browser) text(id string) string {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](fmt.Sprintf(`(document.getElementById(%q) || {}).textContent || ""`, id)))
	if err != nil {
		b.t.Fatal(err)
	}
	return s
}

// typeInto replaces the text of the input id by typing text, and with
// enter presses Enter.
func (b *browser) typeInto(id, text string, enter bool) {
	b.t.Helper()
	sel := chromedp.CSS("#" + id)
	if len(text) > 100 {
		// Typing is a round trip to the browser a key; the end is typed.
		b.setValue(id, text[:len(text)-1])
		text = text[len(text)-1:]
	} else {
		b.setValue(id, "")
	}
	b.do(chromedp.Focus(sel), chromedp.SendKeys(sel, text))
	if enter {
		b.do(chromedp.SendKeys(sel, "\n"))
	}
}

// setValue sets the value of the input or select id.
func (b *browser) setValue(id, value string) {
	b.t.Helper()
	if !eval[bool](b, fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %q; return e.value === %q; })()`, id, value, value)) {
		b.t.Fatalf("cannot set #%s to %q", id, value)
	}
}

// choose selects the option value of the select id.
func (b *browser) choose(id, value string) {
	b.t.Helper()
	b.setValue(id, value)
}

// press focuses the button id and presses Enter on it.
func (b *browser) press(id string) {
	b.t.Helper()
	sel := chromedp.CSS("#" + id)
	b.do(chromedp.Focus(sel), chromedp.SendKeys(sel, "\n"))
}

func (b *browser) screenshot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(b.out, name+".png"), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// viewShot saves a screenshot of a viewport of width x height showing the
// top of the page, for the README.
func (b *browser) viewShot(name string, width, height int64) {
	b.t.Helper()
	b.do(chromedp.EmulateViewport(width, height), chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	b.do(chromedp.EmulateViewport(1100, 900))
	if err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(b.out, name+".png"), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// figure records a measured figure, for docs/speed.md.
func (b *browser) figure(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	b.t.Log("figure: " + s)
	b.figures = append(b.figures, s)
}

func (b *browser) writeFigures() {
	data := strings.Join(b.figures, "\n") + "\n"
	if err := os.WriteFile(filepath.Join(b.out, "figures.txt"), []byte(data), 0o644); err != nil {
		b.t.Error(err)
	}
}

// msData reads a time in milliseconds that the page keeps in a data
// attribute of the element id.
func (b *browser) msData(id, name string) float64 {
	b.t.Helper()
	s := eval[string](b, fmt.Sprintf(`document.getElementById(%q).dataset.%s || ""`, id, name))
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		b.t.Fatalf("#%s data-%s = %q", id, name, s)
	}
	return f
}

func ints(s string) []int {
	var list []int
	for f := range strings.FieldsSeq(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			panic(err)
		}
		list = append(list, n)
	}
	return list
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	sort.Float64s(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests skipped with -short")
	}
	srv := httptest.NewServer(web.Handler())
	defer srv.Close()
	b := newBrowser(t, srv.URL)
	defer b.writeFigures()

	t.Run("load", func(t *testing.T) { b.t = t; testLoad(b) })
	t.Run("nim", func(t *testing.T) { b.t = t; testNim(b) })
	t.Run("table", func(t *testing.T) { b.t = t; testTable(b) })
	t.Run("heaps", func(t *testing.T) { b.t = t; testHeaps(b) })
	t.Run("misere", func(t *testing.T) { b.t = t; testMisere(b) })
	t.Run("corners", func(t *testing.T) { b.t = t; testCorners(b) })
	t.Run("graph", func(t *testing.T) { b.t = t; testGraph(b) })
	t.Run("calc", func(t *testing.T) { b.t = t; testCalc(b) })
	t.Run("slips", func(t *testing.T) { b.t = t; testSlips(b) })
	t.Run("errors", func(t *testing.T) { b.t = t; testErrors(b) })
	t.Run("phone", func(t *testing.T) { b.t = t; testPhone(b) })
	b.t = t
	t.Logf("screenshots and figures in %s", b.out)
}

// TestBrowserExport checks that the exported site works from a plain
// static file server.
func TestBrowserExport(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests skipped with -short")
	}
	dir := t.TempDir()
	if err := web.Export(dir); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	b := newBrowser(t, srv.URL)
	b.open("#table")
	b.wait(`document.getElementById("table").dataset.drawn === "256"`)
	b.open("#heaps") // Kayles, N = 1000, computed at the start
	b.wait(`document.getElementById("heaps-summary").textContent.includes("period 12 from heap 71")`)
	b.checkProblems()
}

// TestBrowserFile checks that the exported page, opened from the file
// system, says that it needs a web server and how to start one, instead of
// waiting for its engine for ever.
func TestBrowserFile(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests skipped with -short")
	}
	dir := t.TempDir()
	if err := web.Export(dir); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t, "file://"+filepath.ToSlash(dir))
	b.do(chromedp.Navigate(b.base + "/index.html"))
	b.wait(`document.getElementById("engine-status").classList.contains("failed")`)
	msg := b.text("engine-status")
	for _, want := range []string{"opened from a file", "web server", "nimber serve", "python3 -m http.server -d '" + filepath.ToSlash(dir) + "/' 8000", "http://localhost:8000/"} {
		if !strings.Contains(msg, want) {
			t.Errorf("opened from a file the page says %q, without %q", msg, want)
		}
	}
}

// testLoad loads the page afresh and measures the time from navigation to
// the engine's start, when the views answer.
func testLoad(b *browser) {
	var ready []float64
	for range 5 {
		b.open("#nim")
		b.wait(`document.getElementById("nim-status").textContent.startsWith("Your move")`)
		ready = append(ready, float64(eval[int](b, `Number(document.body.dataset.readyMs)`)))
		b.t.Logf("load: engine ready at %s ms: worker compiled the WebAssembly at %s ms of its own time, started Go in %s ms", eval[string](b, "document.body.dataset.readyMs"), eval[string](b, "document.body.dataset.compileMs"), eval[string](b, "document.body.dataset.startMs"))
	}
	b.figure("page ready (engine started, first Nim game set up) %.0f ms after navigation on the first load, median %.0f ms over 5 loads %v", ready[0], median(ready), ready)
	b.screenshot("nim")
	b.checkProblems()
}

// nimGame sets up a game of Nim from the page's form and waits for its
// start.
func nimGame(b *browser, heaps, play, max, k, first string) {
	b.t.Helper()
	b.typeInto("nim-heaps", heaps, false)
	b.choose("nim-play", play)
	b.typeInto("nim-max", max, false)
	b.typeInto("nim-k", k, false)
	b.choose("nim-first", first)
	eval[bool](b, `(document.getElementById("nim-status").textContent = "") === ""`)
	b.press("nim-new")
	b.wait(`/^(Your move|You win|The computer wins)/.test(document.getElementById("nim-status").textContent)`)
}

func nimPosition(b *browser) []int {
	return ints(eval[string](b, `[...document.querySelectorAll("#nim-heaps-table tbody tr")].map((r) => r.children[2].textContent).join(" ")`))
}

func nimRules(play, max, k string) game.Nim {
	g := game.Nim{Misere: play == "misere"}
	g.Max, _ = strconv.Atoi(max)
	g.K, _ = strconv.Atoi(k)
	return g
}

func testNim(b *browser) {
	b.open("#nim")
	// Every hint is a winning move, and every winning move is a hint.
	for _, c := range []struct{ heaps, play, max, k string }{
		{"3 5 7", "normal", "0", "1"},
		{"1 2 3", "normal", "0", "1"},
		{"12 9 5 3", "normal", "0", "1"},
		{"1 1 2", "misere", "0", "1"},
		{"1 1 1", "misere", "0", "1"},
		{"2 3", "misere", "0", "1"},
		{"15 7 4 9", "normal", "3", "1"},
		{"3 5 6 7", "normal", "0", "2"},
		{"1 2 3", "normal", "0", "2"},
		{"7 7 7 7 5 3", "misere", "0", "3"},
	} {
		nimGame(b, c.heaps, c.play, c.max, c.k, "you")
		b.press("nim-hint")
		b.wait(`document.querySelectorAll("#nim-hints li").length > 0`)
		got := eval[[]string](b, `[...document.querySelectorAll("#nim-hints li[data-heaps]")].map((li) => li.dataset.heaps)`)
		g := nimRules(c.play, c.max, c.k)
		heaps := ints(c.heaps)
		moves, err := g.WinningMoves(heaps)
		if err != nil {
			b.t.Fatal(err)
		}
		var want []string
		for m := range moves {
			if len(want) == 64 {
				break // the page lists the first 64
			}
			if p, _ := g.IsPPosition(m); !p {
				b.t.Fatalf("%+v: game says %v is a winning move, but not a P-position", g, m)
			}
			want = append(want, strings.Trim(fmt.Sprint(m), "[]"))
		}
		if !slices.Equal(got, want) {
			b.t.Errorf("%+v %s: hints %q, package game %q", g, c.heaps, got, want)
		}
		for _, h := range got {
			if p, _ := g.IsPPosition(ints(h)); !p {
				b.t.Errorf("%+v %s: hint %s is not a winning move", g, c.heaps, h)
			}
		}
	}
	b.screenshot("nim-hint")
	nimGame(b, "7 11 13 6", "normal", "0", "1", "you")
	b.press("nim-hint")
	b.wait(`document.querySelectorAll("#nim-hints li").length > 0`)
	b.viewShot("readme-nim", 1000, 860)

	// From an N-position the computer, moving first, wins whatever the
	// player does; here the player takes one stone from the first heap
	// that has one, by typing into its field and pressing Enter.
	var times []float64
	for _, c := range []struct{ heaps, play, max, k string }{
		{"3 5 7", "normal", "0", "1"},
		{"3 5 7", "misere", "0", "1"},
		{"15 7 4 9", "normal", "3", "1"},
		{"3 5 7", "normal", "0", "2"},
		{"9 12 6 1 7", "normal", "0", "1"},
	} {
		g := nimRules(c.play, c.max, c.k)
		if p, _ := g.IsPPosition(ints(c.heaps)); p {
			b.t.Fatalf("%+v %s is a P-position", g, c.heaps)
		}
		nimGame(b, c.heaps, c.play, c.max, c.k, "computer")
		for moves := 0; ; moves++ {
			if moves > 100 {
				b.t.Fatalf("%+v %s: the game does not end", g, c.heaps)
			}
			b.wait(`!/thinking/.test(document.getElementById("nim-status").textContent)`)
			status := b.text("nim-status")
			if status != "Your move: set how many stones to leave, then press Enter or “Make my move”." {
				if status != "The computer wins." {
					b.t.Errorf("%+v %s: the game ended with %q", g, c.heaps, status)
				}
				break
			}
			times = append(times, b.msData("nim", "computerMs"))
			heaps := nimPosition(b)
			if p, _ := g.IsPPosition(heaps); !p {
				b.t.Fatalf("%+v: after the computer's move the position %v is not a P-position", g, heaps)
			}
			i := slices.IndexFunc(heaps, func(h int) bool { return h > 0 })
			logged := eval[int](b, `document.querySelectorAll("#nim-log li").length`)
			b.typeInto(fmt.Sprintf("nim-leave-%d", i), strconv.Itoa(heaps[i]-1), true)
			b.wait(fmt.Sprintf(`document.querySelectorAll("#nim-log li").length >= %d || /win/.test(document.getElementById("nim-status").textContent)`, logged+2))
		}
	}
	b.figure("computer's move in Nim (click to screen updated, through the worker): median %.1f ms, largest %.1f ms, over %d moves %v", median(times), slices.Max(times), len(times), times)
	b.screenshot("nim-end")
	b.checkProblems()
}

// hover moves the mouse over the cell (x, y) of the table and returns the
// text the page shows.
func hoverCell(b *browser, x, y int, click bool) string {
	b.t.Helper()
	pos := eval[[]float64](b, fmt.Sprintf(`(() => {
		const c = document.getElementById("table-canvas");
		const z = c.width / Number(document.getElementById("table").dataset.drawn);
		c.scrollIntoView({block: "nearest", inline: "nearest"});
		const box = document.getElementById("table-scroll");
		box.scrollTop = Math.max(0, %d * z - 100);
		box.scrollLeft = Math.max(0, %d * z - 100);
		const r = c.getBoundingClientRect();
		const s = r.width / c.width;
		return [r.left + (%d + 0.5) * z * s, r.top + (%d + 0.5) * z * s];
	})()`, x, y, y, x))
	b.do(chromedp.MouseEvent(chromedp.MouseMoved, pos[0], pos[1]))
	if click {
		b.do(chromedp.MouseClickXY(pos[0], pos[1]))
	}
	return b.text("table-hover")
}

func testTable(b *browser) {
	b.open("#table")
	b.wait(`document.getElementById("table").dataset.drawn === "256"`)
	var draws []float64
	for range 5 {
		eval[bool](b, `delete document.getElementById("table").dataset.drawn; true`)
		b.press("table-draw")
		b.wait(`document.getElementById("table").dataset.drawn === "256"`)
		draws = append(draws, b.msData("table", "drawMs"))
	}
	b.figure("256 x 256 multiplication table computed and drawn (click to picture): median %.1f ms over 5 draws", median(draws))
	// Zoom "fit" shows the whole picture, a whole number of pixels a cell.
	checkFit(b, 256)
	b.screenshot("table")

	b.choose("table-zoom", "2")
	b.press("table-draw")
	b.wait(`document.getElementById("table-canvas").width === 512`)
	for _, c := range [][2]int{{6, 9}, {2, 3}, {15, 15}, {16, 16}, {100, 37}, {200, 255}, {255, 255}, {0, 77}} {
		x, y := c[0], c[1]
		want := fmt.Sprintf("x = %d, y = %d: x*y = %d", x, y, nimber.Mul(uint64(x), uint64(y)))
		if got := hoverCell(b, x, y, false); got != want {
			b.t.Errorf("hovering over (%d, %d) shows %q, want %q", x, y, got, want)
		}
	}
	// A click shows the properties of the value.
	hoverCell(b, 100, 37, true)
	v := nimber.Mul(100, 37)
	b.wait(`document.querySelectorAll("#table-detail dd").length >= 6`)
	dd := eval[[]string](b, `[...document.querySelectorAll("#table-detail dd")].map((d) => d.textContent)`)
	for i, want := range []string{
		fmt.Sprintf("100*37 = %d (0x%x)", v, v),
		fmt.Sprintf("%d, since %d*%d = 1", nimber.Inv(v), v, nimber.Inv(v)),
		fmt.Sprintf("%d, since %d*%d = %d", nimber.Sqrt(v), nimber.Sqrt(v), nimber.Sqrt(v), v),
		fmt.Sprint(nimber.Square(v)),
		fmt.Sprintf("%d: the least e > 0 with %d^e = 1 (it divides 2^%d - 1 = %d)", nimber.Order(v), v, nimber.FieldWidth(v), 1<<nimber.FieldWidth(v)-1),
		fmt.Sprintf("F(2^%d), the %d values below %d", nimber.FieldWidth(v), 1<<nimber.FieldWidth(v), 1<<nimber.FieldWidth(v)),
	} {
		if dd[i] != want {
			b.t.Errorf("detail %d of %d: %q, want %q", i, v, dd[i], want)
		}
	}
	b.screenshot("table-detail")
	b.viewShot("readme-table", 1000, 1070)

	// The keyboard: Home, then three down and five right, then Enter.
	b.do(chromedp.Focus(chromedp.CSS("#table-canvas")))
	for _, k := range []string{"Home", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"} {
		b.key("#table-canvas", k)
	}
	if got, want := b.text("table-hover"), fmt.Sprintf("x = 3, y = 5: x*y = %d", nimber.Mul(3, 5)); got != want {
		b.t.Errorf("after the arrow keys: %q, want %q", got, want)
	}
	b.key("#table-canvas", "Enter")
	b.wait(fmt.Sprintf(`(document.querySelector("#table-detail dd") || {}).textContent === "3*5 = %d (0x%x)"`, nimber.Mul(3, 5), nimber.Mul(3, 5)))

	// The sum table.
	b.choose("table-op", "add")
	eval[bool](b, `delete document.getElementById("table").dataset.drawn; true`)
	b.press("table-draw")
	b.wait(`document.getElementById("table").dataset.drawn === "256"`)
	if got, want := hoverCell(b, 100, 37, false), fmt.Sprintf("x = 100, y = 37: x+y = %d", 100^37); got != want {
		b.t.Errorf("sum table: %q, want %q", got, want)
	}

	// The largest table.
	b.choose("table-op", "mul")
	b.choose("table-zoom", "0")
	b.typeInto("table-n", "1024", false)
	eval[bool](b, `delete document.getElementById("table").dataset.drawn; true`)
	b.press("table-draw")
	b.wait(`document.getElementById("table").dataset.drawn === "1024"`)
	b.figure("1024 x 1024 multiplication table computed and drawn: %.1f ms", b.msData("table", "drawMs"))
	checkFit(b, 1024)
	// Shown scaled down, a cell is under a pixel: the pointer finds the
	// cell under it, or a neighbour.
	got := hoverCell(b, 1000, 999, false)
	var x, y int
	var xy uint64
	if _, err := fmt.Sscanf(got, "x = %d, y = %d: x*y = %d", &x, &y, &xy); err != nil || x < 999 || x > 1001 || y < 998 || y > 1000 || xy != nimber.Mul(uint64(x), uint64(y)) {
		b.t.Errorf("pointing at (1000, 999) of the fitted 1024 x 1024 table: %q", got)
	}
	b.checkProblems()
}

// checkFit checks that the table of side n, drawn with zoom "fit", shows
// whole in its box: no scrolling, the picture no larger than the box.
func checkFit(b *browser, n int) {
	b.t.Helper()
	got := eval[[]float64](b, `(() => {
		const c = document.getElementById("table-canvas").getBoundingClientRect();
		const box = document.getElementById("table-scroll");
		return [c.width, c.height, box.clientWidth, box.clientHeight, box.scrollWidth, box.scrollHeight];
	})()`)
	if got[0] > got[2] || got[1] > got[3] || got[4] > got[2] || got[5] > got[3] {
		b.t.Errorf("the %d x %d table with zoom fit: picture %.0f x %.0f in a box of %.0f x %.0f that scrolls over %.0f x %.0f", n, n, got[0], got[1], got[2], got[3], got[4], got[5])
	}
	if got[0] < got[2]/2 || got[1] < 200 {
		b.t.Errorf("the %d x %d table with zoom fit: picture %.0f x %.0f in a box %.0f wide: too small", n, n, got[0], got[1], got[2])
	}
}

// change sets the select id to value and tells the page, as a person's
// choice does.
func (b *browser) change(id, value string) {
	b.t.Helper()
	b.choose(id, value)
	b.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById(%q).dispatchEvent(new Event("change"))`, id)))
}

// testSlips checks the slips of issue 26, each of which it would catch.
func testSlips(b *browser) {
	// The N field reads numbers as the command does.
	b.open("#table")
	b.wait(`document.getElementById("table").dataset.drawn === "256"`)
	b.typeInto("table-n", "0x10", true)
	b.wait(`document.getElementById("table").dataset.drawn === "16"`)
	// Switching to x+y redraws, and the pointer line follows.
	hoverCell(b, 6, 9, false)
	b.change("table-op", "add")
	b.wait(`document.getElementById("table-hover").textContent.includes("x+y")`)
	if got, want := b.text("table-hover"), fmt.Sprintf("x = 6, y = 9: x+y = %d", 6^9); got != want {
		b.t.Errorf("after switching to x+y the pointer line reads %q, want %q", got, want)
	}
	if got, want := hoverCell(b, 7, 12, false), fmt.Sprintf("x = 7, y = 12: x+y = %d", 7^12); got != want {
		b.t.Errorf("the sum table: %q, want %q", got, want)
	}

	// The calculator's example is selected when the field is first
	// clicked, so that typing replaces it.
	b.open("#calc")
	b.do(chromedp.Click(chromedp.CSS("#calc-expr")), chromedp.SendKeys(chromedp.CSS("#calc-expr"), "3*3\n"))
	b.wait(`document.querySelectorAll("#calc-history button.again").length === 1`)
	if got := eval[string](b, `document.querySelector("#calc-history button.again").textContent`); got != "3*3" {
		b.t.Errorf("typing 3*3 into the calculator's field evaluated %q", got)
	}

	// The chart of the values is legible: of the plot's area under the
	// largest value, the bars and their marks cover at least a quarter
	// (one-pixel dots covered 1%).
	b.open("#heaps")
	b.wait(`document.getElementById("heaps-summary").textContent.includes("period 12")`)
	b.change("heaps-show", "chart")
	b.wait(`!document.getElementById("heaps-chart-box").hidden`)
	ink := eval[float64](b, `(() => {
		const c = document.getElementById("heaps-chart");
		const d = c.getContext("2d").getImageData(40, 12, c.width - 50, c.height - 52).data;
		let inked = 0;
		for (let i = 0; i < d.length; i += 4) {
			// Blue bars and marks: more blue than red.
			if (d[i + 2] > d[i] + 40) {
				inked++;
			}
		}
		return inked / (d.length / 4);
	})()`)
	if ink < 0.25 {
		b.t.Errorf("the chart of Kayles' values inks %.1f%% of its plot", 100*ink)
	}
	b.viewShot("readme-chart", 1000, 760)

	// Turning Corners' log uses one wording for both players.
	b.open("#corners")
	b.wait(`!document.getElementById("corners-board").hidden`)
	b.choose("corners-first", "computer")
	// Each new game is waited for until the computer has moved or said
	// it cannot, so that no earlier game lands after the board is read.
	for tries := 0; tries < 30 && eval[int](b, `document.querySelectorAll("#corners-log li").length`) == 0; tries++ {
		eval[bool](b, `delete document.getElementById("corners").dataset.computerMs`)
		b.press("corners-new")
		b.wait(`document.getElementById("corners").dataset.computerMs !== undefined || document.getElementById("corners-move-error").textContent !== ""`)
	}
	n, heads := cornersBoard(b)
	isHead := func(h bool) bool { return h }
	i := slices.IndexFunc(heads, isHead)
	for i >= 0 && (i/n == 0 || i%n == 0) {
		j := slices.IndexFunc(heads[i+1:], isHead)
		if j < 0 {
			i = -1
			break
		}
		i += 1 + j
	}
	if i >= 0 && !strings.Contains(b.text("corners-status"), "win") {
		b.press(fmt.Sprintf("coin-%d-%d", i/n, i%n))
		b.press("coin-0-0")
		b.wait(`document.querySelectorAll("#corners-log li").length >= 2`)
	}
	for _, li := range eval[[]string](b, `[...document.querySelectorAll("#corners-log li")].map((li) => li.textContent)`) {
		if !regexp.MustCompile(`^(You|Computer): turn the rectangle from \(\d+, \d+\) to \(\d+, \d+\)$`).MatchString(li) {
			b.t.Errorf("Turning Corners' log says %q", li)
		}
	}
	b.checkProblems()
}

// key sends the key named key (a DOM key name) to the element sel.
func (b *browser) key(sel, key string) {
	b.t.Helper()
	codes := map[string]int64{"Enter": 13, "Escape": 27, "Home": 36, "End": 35, "ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40}
	b.do(chromedp.Focus(chromedp.CSS(sel)), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, input.DispatchKeyEventParams{
				Type: typ, Key: key, Code: key, WindowsVirtualKeyCode: codes[key], NativeVirtualKeyCode: codes[key],
			})
			if err != nil {
				return err
			}
		}
		return nil
	}))
}

// heapValues returns G(0..n-1) of the rule, from package game.
func heapValues(b *browser, rule string, n int) (*game.HeapGame, *game.HeapValues) {
	b.t.Helper()
	g, err := game.ParseHeapGame(rule)
	if err != nil {
		b.t.Fatal(err)
	}
	vals, err := g.Values(n)
	if err != nil {
		b.t.Fatal(err)
	}
	return g, vals
}

func nimSum(vals *game.HeapValues, heaps []int) uint64 {
	var v uint64
	for _, h := range heaps {
		v ^= vals.At(h)
	}
	return v
}

// heapGame sets up a game from the page's form and waits for its start.
func heapGame(b *browser, rule, heaps, first string) {
	b.t.Helper()
	b.typeInto("heaps-rule", rule, false)
	b.typeInto("heaps-position", heaps, false)
	b.choose("heaps-first", first)
	eval[bool](b, `(document.getElementById("heaps-status").textContent = "") === ""`)
	b.press("heaps-new")
	b.wait(`/^(Your move|You win|The computer wins)/.test(document.getElementById("heaps-status").textContent) && document.getElementById("heaps-option").options.length > 0`)
}

func heapPosition(b *browser) []int {
	return ints(eval[string](b, `[...document.querySelectorAll("#heaps-table tbody tr")].map((r) => r.children[2].textContent).join(" ")`))
}

func testHeaps(b *browser) {
	b.open("#heaps")
	b.typeInto("heaps-n", "1000", false)
	b.typeInto("heaps-rule", "0.77", true)
	b.wait(`document.getElementById("heaps-summary").textContent.includes("period 12 from heap 71 on")`)
	b.wait(`document.querySelectorAll("#heaps-grid td").length === 1000`)
	b.screenshot("heaps")
	b.choose("heaps-show", "chart")
	b.do(chromedp.Evaluate[chromedp.Void](`document.getElementById("heaps-show").dispatchEvent(new Event("change"))`))
	b.wait(`!document.getElementById("heaps-chart-box").hidden`)
	b.screenshot("heaps-chart")
	b.choose("heaps-show", "grid")
	b.do(chromedp.Evaluate[chromedp.Void](`document.getElementById("heaps-show").dispatchEvent(new Event("change"))`))

	// The values shown are those of package game.
	for _, rule := range []string{"0.77", "0.07", "grundy", "sub=1,3,4", "4.07"} {
		eval[bool](b, `(document.getElementById("heaps-summary").textContent = "") === ""`)
		b.typeInto("heaps-n", "300", false)
		b.typeInto("heaps-rule", rule, true)
		b.wait(`document.getElementById("heaps-summary").textContent !== "" && document.querySelectorAll("#heaps-grid td").length === 300`)
		got := eval[string](b, `[...document.querySelectorAll("#heaps-grid td")].map((td) => td.textContent).join(" ")`)
		g, vals := heapValues(b, rule, 300)
		var list []uint64
		for _, v := range vals.All() {
			list = append(list, v)
		}
		if want := strings.Trim(fmt.Sprint(list), "[]"); got != want {
			b.t.Errorf("%s: the grid shows %.60s..., package game %.60s...", rule, got, want)
		}
		summary := b.text("heaps-summary")
		if p, q, ok := g.Period(vals); ok != strings.Contains(summary, fmt.Sprintf("period %d from heap %d on", p, q)) {
			b.t.Errorf("%s: summary %q; package game: period %d, preperiod %d, proven %v", rule, summary, p, q, ok)
		}
	}

	// Speed: N = 10^4 for several games, computed (worker) and shown.
	for _, rule := range []string{"0.77", "0.07", "0.137", "0.6", "4.07", "grundy", "0.16", "0.106"} {
		var compute, total []float64
		for range 3 {
			eval[bool](b, `(document.getElementById("heaps-summary").textContent = "") === ""`)
			b.typeInto("heaps-n", "10000", false)
			b.typeInto("heaps-rule", rule, true)
			b.wait(`document.getElementById("heaps-summary").textContent !== ""`)
			compute = append(compute, b.msData("heaps", "computeMs"))
			total = append(total, b.msData("heaps", "valuesMs"))
		}
		b.figure("G(0..9999) of %s: computed in %.1f ms, shown in %.1f ms (medians of 3): %s", rule, median(compute), median(total), b.text("heaps-summary"))
	}

	// Hints.
	for _, c := range []struct{ rule, heaps string }{
		{"0.77", "4 7 9"}, {"0.77", "1 2 3"}, {"0.07", "6 9 12"}, {"grundy", "5 7 8"}, {"sub=1,3,4", "10 11"}, {"4.07", "13 20"},
	} {
		heapGame(b, c.rule, c.heaps, "you")
		b.press("heaps-hint")
		b.wait(`document.querySelectorAll("#heaps-hints li").length > 0`)
		got := eval[[]string](b, `[...document.querySelectorAll("#heaps-hints li[data-heaps]")].map((li) => li.dataset.heaps)`)
		heaps := ints(c.heaps)
		g, vals := heapValues(b, c.rule, slices.Max(heaps)+1)
		var want []string
		if total := nimSum(vals, heaps); total != 0 {
			for i, h := range heaps {
				for left := range g.Moves(h) {
					next := slices.Concat(heaps[:i], left, heaps[i+1:])
					if nimSum(vals, next) == 0 {
						want = append(want, strings.Trim(fmt.Sprint(next), "[]"))
					}
				}
			}
		}
		if !slices.Equal(got, want) {
			b.t.Errorf("%s %s: hints %q, winning moves %q", c.rule, c.heaps, got, want)
		}
	}
	b.screenshot("heaps-hint")

	// From an N-position the computer, moving first, wins; the player
	// makes the first move the page lists for the first heap that has one,
	// with the keyboard.
	var times []float64
	for _, c := range []struct{ rule, heaps string }{{"0.77", "4 7 9"}, {"grundy", "9 13"}, {"0.07", "8 11 3"}, {"sub=1,3,4", "10 12"}} {
		heaps := ints(c.heaps)
		_, vals := heapValues(b, c.rule, slices.Max(heaps)+1)
		if nimSum(vals, heaps) == 0 {
			b.t.Fatalf("%s %s is a P-position", c.rule, c.heaps)
		}
		heapGame(b, c.rule, c.heaps, "computer")
		for moves := 0; ; moves++ {
			if moves > 200 {
				b.t.Fatalf("%s %s: the game does not end", c.rule, c.heaps)
			}
			b.wait(`!/thinking/.test(document.getElementById("heaps-status").textContent)`)
			status := b.text("heaps-status")
			if status != "Your move: choose a heap and what to leave." {
				if status != "The computer wins: no move is left." {
					b.t.Errorf("%s %s: the game ended with %q", c.rule, c.heaps, status)
				}
				break
			}
			times = append(times, b.msData("heaps", "computerMs"))
			heaps := heapPosition(b)
			_, vals := heapValues(b, c.rule, slices.Max(heaps)+1)
			if nimSum(vals, heaps) != 0 {
				b.t.Fatalf("%s: after the computer's move the position %v has value %d", c.rule, heaps, nimSum(vals, heaps))
			}
			logged := eval[int](b, `document.querySelectorAll("#heaps-log li").length`)
			// The first heap with a move.
			for i := range heaps {
				b.choose("heaps-from", strconv.Itoa(i))
				eval[bool](b, `document.getElementById("heaps-option").options.length = 0; document.getElementById("heaps-from").dispatchEvent(new Event("change")); true`)
				b.wait(`document.getElementById("heaps-option").options.length > 0`)
				if eval[string](b, `document.getElementById("heaps-option").value`) != "" {
					break
				}
			}
			b.press("heaps-move")
			b.wait(fmt.Sprintf(`document.querySelectorAll("#heaps-log li").length >= %d || /win/.test(document.getElementById("heaps-status").textContent)`, logged+2))
		}
	}
	b.figure("computer's move in heap games: median %.1f ms, largest %.1f ms, over %d moves", median(times), slices.Max(times), len(times))
	b.checkProblems()
}

// misereQuotient returns the misère quotient of the rule to the bound, from
// package game.
func misereQuotient(b *browser, rule string, bound int) (*game.HeapGame, *game.MisereQuotient) {
	b.t.Helper()
	g, err := game.ParseHeapGame(rule)
	if err != nil {
		b.t.Fatal(err)
	}
	q, err := g.MisereQuotient(context.Background(), bound, nil)
	if err != nil {
		b.t.Fatal(err)
	}
	return g, q
}

func testMisere(b *browser) {
	b.open("#heaps")
	b.wait(`document.getElementById("heaps-summary").textContent.includes("period 12")`)
	// The quotient shown is package game's, Φ for every heap.
	for _, c := range []struct {
		rule  string
		bound int
	}{{"0.77", 20}, {"0.07", 24}, {"4.7", 12}} {
		eval[bool](b, `(document.getElementById("heaps-misere").textContent = "") === ""`)
		b.typeInto("heaps-n", "100", false)
		b.typeInto("heaps-bound", strconv.Itoa(c.bound), false)
		b.typeInto("heaps-rule", c.rule, false)
		b.change("heaps-play", "misere")
		b.waitLong(`document.getElementById("heaps-misere").textContent.startsWith("Misère quotient")`, time.Minute)
		_, q := misereQuotient(b, c.rule, c.bound)
		text := b.text("heaps-misere")
		if want := fmt.Sprintf("for heaps 0 to %d: %d elements, %d of them in the P-portion", c.bound, q.Order(), len(q.PPortion())); !strings.Contains(text, want) {
			b.t.Errorf("%s to %d: %.200q, want %q in it", c.rule, c.bound, text, want)
		}
		if !strings.Contains(text, q.Presentation()) {
			b.t.Errorf("%s to %d: the presentation %q is not shown", c.rule, c.bound, q.Presentation())
		}
		got := eval[[]string](b, `[...document.querySelectorAll("#heaps-misere td")].map((td) => td.textContent + (td.className === "zero" ? " P" : ""))`)
		var want []string
		for h := range c.bound + 1 {
			w := q.Word(q.Pretend(h))
			if q.IsP(q.Pretend(h)) {
				w += " P"
			}
			want = append(want, w)
		}
		if !slices.Equal(got, want) {
			b.t.Errorf("%s to %d: Φ on the page %q, package game %q", c.rule, c.bound, got, want)
		}
		b.figure("misère quotient of %s to heap %d (|Q| = %d, |P| = %d): computed and shown in %.0f ms", c.rule, c.bound, q.Order(), len(q.PPortion()), b.msData("heaps", "misereMs"))
	}
	b.typeInto("heaps-bound", "20", false)
	b.typeInto("heaps-rule", "0.07", true)
	b.waitLong(`document.getElementById("heaps-misere").textContent.includes("heaps 0 to 20")`, time.Minute)

	// Hints: the winning moves of package game in misère play.
	for _, c := range []struct{ rule, heaps string }{
		{"0.77", "4 7 9"}, {"0.77", "1 1 1"}, {"0.07", "6 9 12"}, {"0.07", "2 2 3"}, {"0.137", "5 7 8"},
	} {
		heapGame(b, c.rule, c.heaps, "you")
		_, q := misereQuotient(b, c.rule, 20)
		heaps := ints(c.heaps)
		moves, err := q.WinningMoves(heaps)
		if err != nil {
			b.t.Fatal(err)
		}
		var want []string
		for m := range moves {
			want = append(want, strings.Trim(fmt.Sprint(m), "[]"))
		}
		b.press("heaps-hint")
		b.wait(`document.querySelectorAll("#heaps-hints li").length > 0`)
		got := eval[[]string](b, `[...document.querySelectorAll("#heaps-hints li[data-heaps]")].map((li) => li.dataset.heaps)`)
		if !slices.Equal(got, want) {
			b.t.Errorf("misère %s %s: hints %q, package game %q", c.rule, c.heaps, got, want)
		}
	}
	b.typeInto("heaps-n", "40", false)
	b.typeInto("heaps-rule", "0.07", true)
	b.waitLong(`document.getElementById("heaps-misere").textContent.includes("heaps 0 to 20") && document.querySelectorAll("#heaps-grid td").length === 40`, time.Minute)
	heapGame(b, "0.07", "6 9 12", "you")
	b.press("heaps-hint")
	b.wait(`document.querySelectorAll("#heaps-hints li").length > 0`)
	b.screenshot("misere")
	b.viewShot("readme-misere", 1000, 1480)

	// From an N-position the computer, moving first, wins in misère play;
	// the player makes the first move the page lists for the first heap
	// that has one.
	var times []float64
	for _, c := range []struct{ rule, heaps string }{{"0.77", "4 7 9"}, {"0.07", "8 11 3"}, {"0.77", "2 2 1"}} {
		_, q := misereQuotient(b, c.rule, 20)
		if p, _ := q.IsPPosition(ints(c.heaps)); p {
			b.t.Fatalf("misère %s %s is a P-position", c.rule, c.heaps)
		}
		heapGame(b, c.rule, c.heaps, "computer")
		for moves := 0; ; moves++ {
			if moves > 200 {
				b.t.Fatalf("misère %s %s: the game does not end", c.rule, c.heaps)
			}
			b.wait(`!/thinking/.test(document.getElementById("heaps-status").textContent)`)
			status := b.text("heaps-status")
			if status != "Your move: choose a heap and what to leave." {
				if status != "The computer wins: you made the last move." {
					b.t.Errorf("misère %s %s: the game ended with %q", c.rule, c.heaps, status)
				}
				break
			}
			times = append(times, b.msData("heaps", "computerMs"))
			heaps := heapPosition(b)
			if p, err := q.IsPPosition(heaps); err != nil || !p {
				b.t.Fatalf("misère %s: after the computer's move the position %v is not a P-position (%v)", c.rule, heaps, err)
			}
			logged := eval[int](b, `document.querySelectorAll("#heaps-log li").length`)
			for i := range heaps {
				b.choose("heaps-from", strconv.Itoa(i))
				eval[bool](b, `document.getElementById("heaps-option").options.length = 0; document.getElementById("heaps-from").dispatchEvent(new Event("change")); true`)
				b.wait(`document.getElementById("heaps-option").options.length > 0`)
				if eval[string](b, `document.getElementById("heaps-option").value`) != "" {
					break
				}
			}
			b.press("heaps-move")
			b.wait(fmt.Sprintf(`document.querySelectorAll("#heaps-log li").length >= %d || /win/.test(document.getElementById("heaps-status").textContent)`, logged+2))
		}
	}
	b.figure("computer's move in misère heap games (quotient to heap 20): median %.1f ms, largest %.1f ms, over %d moves", median(times), slices.Max(times), len(times))
	b.change("heaps-play", "normal")
	b.checkProblems()
}

// cornersBoard returns the side and the heads of the board on the page.
func cornersBoard(b *browser) (int, []bool) {
	cls := eval[[]string](b, `[...document.querySelectorAll("#corners-grid tbody button")].map((x) => x.className)`)
	n := 0
	for n*n < len(cls) {
		n++
	}
	heads := make([]bool, len(cls))
	for i, c := range cls {
		heads[i] = strings.Contains(c, "heads")
	}
	return n, heads
}

func cornersValue(n int, heads []bool) uint64 {
	var v uint64
	for i, h := range heads {
		if h {
			v ^= nimber.Mul(uint64(i/n), uint64(i%n))
		}
	}
	return v
}

func testCorners(b *browser) {
	b.open("#corners")
	b.wait(`!document.getElementById("corners-board").hidden`)
	b.typeInto("corners-size", "6", false)
	b.choose("corners-first", "you")
	// A board from which the player to move wins.
	for tries := 0; ; tries++ {
		if tries == 30 {
			b.t.Fatal("no random board with a nonzero value in 30 tries")
		}
		eval[bool](b, `(document.getElementById("corners-status").textContent = "") === ""`)
		b.press("corners-new")
		b.wait(`document.getElementById("corners-status").textContent !== ""`)
		n, heads := cornersBoard(b)
		if n == 6 && cornersValue(n, heads) != 0 {
			break
		}
	}
	n, heads := cornersBoard(b)
	// The labels of the heads are their values, the nim-products.
	labels := eval[[]string](b, `[...document.querySelectorAll("#corners-grid tbody button")].map((x) => x.textContent)`)
	for i, h := range heads {
		want := ""
		if h {
			want = fmt.Sprint(nimber.Mul(uint64(i/n), uint64(i%n)))
		}
		if labels[i] != want {
			b.t.Errorf("coin (%d, %d) is labelled %q, want %q", i/n, i%n, labels[i], want)
		}
	}
	b.press("corners-hint")
	b.wait(`document.querySelectorAll("#corners-hints li").length > 0`)
	got := eval[[]string](b, `[...document.querySelectorAll("#corners-hints li[data-move]")].map((li) => li.dataset.move)`)
	var want []string
	total := cornersValue(n, heads)
	for i, h := range heads {
		r, c := i/n, i%n
		for a := 0; h && a < r; a++ {
			for bb := 0; bb < c; bb++ {
				turned := nimber.Mul(uint64(r), uint64(c)) ^ nimber.Mul(uint64(a), uint64(c)) ^ nimber.Mul(uint64(r), uint64(bb)) ^ nimber.Mul(uint64(a), uint64(bb))
				if turned == total {
					want = append(want, fmt.Sprint(r, c, a, bb))
				}
			}
		}
	}
	if len(want) > 64 {
		want = want[:64]
	}
	if !slices.Equal(got, want) {
		b.t.Errorf("hints %q, winning moves %q", got, want)
	}
	b.screenshot("corners-hint")

	// The computer moves from this N-position and wins; the player turns
	// the rectangle from its first head outside row and column 0 to (0, 0),
	// with the keyboard.
	var times []float64
	b.press("corners-computer")
	for moves := 0; ; moves++ {
		if moves > 200 {
			b.t.Fatal("the game does not end")
		}
		b.wait(`!/thinking/.test(document.getElementById("corners-status").textContent)`)
		status := b.text("corners-status")
		if !strings.HasPrefix(status, "The heads' values have nim-sum 0") {
			if status != "The computer wins: no move is left." {
				b.t.Errorf("the game ended with %q", status)
			}
			break
		}
		times = append(times, b.msData("corners", "computerMs"))
		n, heads := cornersBoard(b)
		if v := cornersValue(n, heads); v != 0 {
			b.t.Fatalf("after the computer's move the board has value %d", v)
		}
		i := slices.IndexFunc(heads, func(h bool) bool { return h })
		for i/n == 0 || i%n == 0 {
			i += 1 + slices.IndexFunc(heads[i+1:], func(h bool) bool { return h })
		}
		logged := eval[int](b, `document.querySelectorAll("#corners-log li").length`)
		b.press(fmt.Sprintf("coin-%d-%d", i/n, i%n))
		b.wait(`/^Far corner/.test(document.getElementById("corners-status").textContent)`)
		b.press("coin-0-0")
		b.wait(fmt.Sprintf(`document.querySelectorAll("#corners-log li").length >= %d || /win/.test(document.getElementById("corners-status").textContent)`, logged+2))
	}
	b.figure("computer's move in Turning Corners (6 x 6): median %.1f ms, largest %.1f ms, over %d moves %v", median(times), slices.Max(times), len(times), times)
	b.screenshot("corners")
	b.checkProblems()
}

// testErrors triggers each error of the page's inputs and checks that the
// message appears beside the input, and that the page stays whole.
func testErrors(b *browser) {
	for _, c := range []struct {
		view    string
		setup   func()
		errorID string
		want    string
	}{
		{"nim", func() { b.typeInto("nim-heaps", "3 x 5", true) }, "nim-heaps", `heap B is "x": not a number (decimal, 0x hex or 0b binary)`},
		{"nim", func() { b.typeInto("nim-heaps", "3 99999999999 5", true) }, "nim-heaps", "heap B is 99999999999; it must be from 0 to 1048575"},
		{"nim", func() { b.typeInto("nim-heaps", "", true) }, "nim-heaps", "no heaps given"},
		{"nim", func() { b.typeInto("nim-max", "abc", true) }, "nim-max", `is "abc": not a number`},
		{"nim", func() { b.typeInto("nim-k", "0", true) }, "nim-k", "K, the most heaps a move takes from is 0; it must be from 1 to 12"},
		{"nim", func() { b.choose("nim-play", "misere"); b.typeInto("nim-max", "2", true) }, "nim-max", "combines with neither K > 1 nor misère play"},
		{"nim", func() {
			b.wait(`document.getElementById("nim-status").textContent.startsWith("Your move")`)
			b.typeInto("nim-leave-0", "9", true)
		}, "nim-move", "heap A would grow from 3 to 9; a move only takes stones"},
		{"nim", func() {
			b.wait(`document.getElementById("nim-status").textContent.startsWith("Your move")`)
			b.typeInto("nim-leave-0", "2", false)
			b.typeInto("nim-leave-1", "2", true)
		}, "nim-move", "the move takes from 2 heaps; a move takes from one heap only"},
		{"table", func() { b.typeInto("table-n", "100000", true) }, "table-n", "N is 100000; it must be from 1 to 1024"},
		{"table", func() { b.typeInto("table-n", "-3", true) }, "table-n", `N is "-3": negative`},
		{"table", func() { b.typeInto("table-n", "0x401", true) }, "table-n", "N is 0x401; it must be from 1 to 1024"},
		{"heaps", func() { b.typeInto("heaps-rule", "0.7w", true) }, "heaps-rule", `code "0.7w": digit 2 after the point is 'w', not a digit 0-9, a-v or &N;`},
		{"heaps", func() { b.typeInto("heaps-rule", "0.", true) }, "heaps-rule", `code "0." has no digits after the point`},
		{"heaps", func() { b.typeInto("heaps-rule", "sub=0,2", true) }, "heaps-rule", `subtraction set "sub=0,2": "0" is not a positive integer`},
		{"heaps", func() { b.typeInto("heaps-rule", "kayles", true) }, "heaps-rule", "is not a code like 0.77"},
		{"heaps", func() { b.typeInto("heaps-n", "1000000000", true) }, "heaps-n", "N is 1000000000; it must be from 1 to 65536"},
		{"heaps", func() { b.typeInto("heaps-n", "1e4", true) }, "heaps-n", `N is "1e4": not a number (decimal, 0x hex or 0b binary)`},
		{"heaps", func() { b.typeInto("heaps-position", "3 0 4", true) }, "heaps-position", "heap B is 0; it must be from 1 to 1000"},
		{"heaps", func() { b.typeInto("heaps-position", "5000", true) }, "heaps-position", "heap A is 5000; it must be from 1 to 1000"},
		{"heaps", func() { b.typeInto("heaps-rule", "0.w", false); b.typeInto("heaps-position", "5", true) }, "heaps-rule", "not a digit 0-9"},
		{"heaps", func() { b.typeInto("heaps-bound", "500", false); b.change("heaps-play", "misere") }, "heaps-bound", "B, the largest heap of the quotient, is 500; it must be from 0 to 200"},
		{"heaps", func() {
			b.typeInto("heaps-bound", "20", false)
			b.change("heaps-play", "misere")
			b.typeInto("heaps-position", "3 25", true)
		}, "heaps-position", "heap B has 25 tokens, beyond the misère quotient's bound B = 20: the computer plays perfectly within it; raise B to 25 to play this position"},
		{"calc", func() { b.typeInto("calc-expr", "1 + 2/0", true) }, "calc-expr", "column 6: division by zero\n\t1 + 2/0\n\t     ^"},
		{"calc", func() { b.typeInto("calc-expr", "2 - 1", true) }, "calc-expr", "every nimber is its own negative"},
		{"calc", func() { b.typeInto("calc-expr", "0x1"+strings.Repeat("0", 5000), true) }, "calc-expr", "the expression has 5003 characters; at most 4000 here"},
		{"corners", func() { b.typeInto("corners-size", "99", true) }, "corners-size", "the side of the board is 99; it must be from 2 to 32"},
		{"graph", func() { b.setValue("graph-edges", "3 2\n1 2\n2 4\n"); b.press("graph-new") }, "graph-edges", "line 3: vertex 4 is outside 1..3"},
		{"graph", func() { b.setValue("graph-edges", "3 3\n1 2\n2 3\n"); b.press("graph-new") }, "graph-edges", "line 3: the input ends after 2 of the header's M = 3 edges"},
		{"graph", func() { b.typeInto("graph-tokens", "5 9", true) }, "graph-tokens", "token B is 9; it must be from 1 to 7"},
		{"graph", func() { b.typeInto("graph-tokens", "1 2 3 4", true) }, "graph-tokens", "4 tokens: at most 3 here"},
		{"graph", func() {
			b.wait(`document.getElementById("graph-status").textContent.startsWith("Your move")`)
			b.key("#vertex-2", "Enter")
		}, "graph-move", "Vertex 2 has no token: choose a vertex with one."},
		{"graph", func() {
			b.wait(`document.getElementById("graph-status").textContent.startsWith("Your move")`)
			b.key("#vertex-4", "Enter")
			b.key("#vertex-5", "Enter")
		}, "graph-move", "no edge goes from vertex 4 to vertex 5"},
		{"corners", func() {
			b.wait(`!document.getElementById("corners-board").hidden`)
			b.press("coin-0-0")
		}, "corners-move", "Choose a head outside row 0 and column 0 as the far corner"},
	} {
		b.open("#" + c.view)
		c.setup()
		b.wait(fmt.Sprintf(`document.getElementById(%q).textContent !== ""`, c.errorID+"-error"))
		got := b.text(c.errorID + "-error")
		if !strings.Contains(got, c.want) {
			b.t.Errorf("%s: the error beside %s is %q, want %q in it", c.view, c.errorID, got, c.want)
		}
		if !strings.HasSuffix(c.errorID, "-move") {
			if inv := eval[string](b, fmt.Sprintf(`document.getElementById(%q).getAttribute("aria-invalid") || ""`, c.errorID)); inv != "true" {
				b.t.Errorf("%s: %s is not marked invalid", c.view, c.errorID)
			}
		}
		// The page is still whole: its heading and text are there.
		if n := eval[int](b, `document.body.innerText.length`); n < 500 || !eval[bool](b, fmt.Sprintf(`document.querySelector("#%s h2").offsetHeight > 0`, c.view)) {
			b.t.Errorf("%s: after the error the page shows %d characters", c.view, n)
		}
	}
	b.screenshot("error")
	b.checkProblems()
}

// testPhone checks each view at the width of a phone: nothing wider than
// the screen but the pictures, which scroll in their boxes.
func testPhone(b *browser) {
	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
	defer b.do(chromedp.EmulateViewport(1100, 900))
	for _, view := range []string{"nim", "table", "heaps", "corners", "graph", "calc"} {
		b.open("#" + view)
		b.wait(`document.querySelector("#` + view + ` h2").offsetHeight > 0`)
		time.Sleep(300 * time.Millisecond) // the first computation of the view
		if w := eval[int](b, `document.documentElement.scrollWidth`); w > 390 {
			b.t.Errorf("%s at phone width: the page is %d pixels wide", view, w)
		}
		b.screenshot("phone-" + view)
	}
	b.checkProblems()
}

// graphOnPage returns the graph and the tokens on the page, and the graph
// as package game builds it.
func graphOnPage(b *browser) (g *game.Graph, tokens []int) {
	b.t.Helper()
	f := strings.Fields(eval[string](b, `document.getElementById("graph-edges").value`))
	n, _ := strconv.Atoi(f[0])
	var edges [][2]int
	for i := 2; i+1 < len(f); i += 2 {
		u, _ := strconv.Atoi(f[i])
		v, _ := strconv.Atoi(f[i+1])
		edges = append(edges, [2]int{u - 1, v - 1})
	}
	g, err := game.NewGraph(n, edges)
	if err != nil {
		b.t.Fatal(err)
	}
	for _, t := range ints(eval[string](b, `document.getElementById("graph").dataset.tokens`)) {
		tokens = append(tokens, t-1)
	}
	return g, tokens
}

// graphGame sets up a game with cycles from an example or typed edges and
// waits for its start.
func graphGame(b *browser, example, edges, tokens, first string) {
	b.t.Helper()
	if example != "" {
		// The example's edges, and a first game on them.
		eval[bool](b, `(document.getElementById("graph-status").textContent = "") === ""`)
		b.change("graph-example", example)
		b.wait(`document.getElementById("graph-status").textContent !== ""`)
	} else {
		b.choose("graph-example", "")
		b.setValue("graph-edges", edges)
	}
	b.typeInto("graph-tokens", tokens, false)
	b.choose("graph-first", first)
	eval[bool](b, `(document.getElementById("graph-status").textContent = "") === ""`)
	b.press("graph-new")
	b.wait(`/^(Your move|You win|The computer wins|No token)/.test(document.getElementById("graph-status").textContent)`)
}

// oneBased writes vertices 0..n-1 as the page does, 1..n.
func oneBased(tokens []int) string {
	s := make([]string, len(tokens))
	for i, t := range tokens {
		s[i] = strconv.Itoa(t + 1)
	}
	return strings.Join(s, " ")
}

func testGraph(b *browser) {
	b.open("#graph")
	b.wait(`document.getElementById("graph-status").textContent.startsWith("Your move")`)
	// The values and outcomes of every vertex, and the advice, are those
	// of package game, on the examples and random graphs.
	examples := []struct{ example, edges, tokens string }{
		{"nim", "", "5 4"}, {"nim", "", "6"}, {"nim", "", "5 5"}, {"nim", "", "2 3 4"},
		{"trap", "", "2"}, {"trap", "", "4 2"}, {"loops", "", "1 2"}, {"loops", "", "2"}, {"loops", "", "1 3"},
		{"", "6 9\n1 2\n2 3\n3 1\n3 4\n4 5\n5 6\n6 4\n2 2\n5 1\n", "1 4"},
		{"", "6 9\n1 2\n2 3\n3 1\n3 4\n4 5\n5 6\n6 4\n2 2\n5 1\n", "3 6 6"},
	}
	for range 2 {
		examples = append(examples, struct{ example, edges, tokens string }{"random", "", ""})
	}
	for _, c := range examples {
		if c.example == "random" {
			// The page makes the graph and the tokens.
			eval[bool](b, `(document.getElementById("graph-status").textContent = "") === ""`)
			b.change("graph-example", "random")
			b.wait(`/^(Your move|No token)/.test(document.getElementById("graph-status").textContent)`)
		} else {
			graphGame(b, c.example, strings.ReplaceAll(c.edges, `\n`, "\n"), c.tokens, "you")
		}
		g, tokens := graphOnPage(b)
		vals := g.Values()
		outcomes, remoteness := g.Outcomes()
		rows := eval[[][]string](b, `[...document.querySelectorAll("#graph-table tbody tr")].map((r) => [...r.children].map((c) => c.textContent))`)
		labels := eval[[]string](b, `[...document.querySelectorAll("#graph-svg text.value")].map((t) => t.textContent)`)
		for v := range g.Len() {
			want := outcomes[v].String()
			if remoteness[v] >= 0 {
				want += fmt.Sprintf(" in %d", remoteness[v])
			}
			if rows[v][2] != vals[v].String() || labels[v] != vals[v].String() || rows[v][3] != want {
				b.t.Errorf("%s: vertex %d shows value %q (label %q), %q; package game: %v, %s", c.example, v+1, rows[v][2], labels[v], rows[v][3], vals[v], want)
			}
		}
		sum, err := g.SumValue(tokens)
		if err != nil {
			b.t.Fatal(err)
		}
		if rule := b.text("graph-rule"); !strings.Contains(rule, "sum to "+sum.String()+":") {
			b.t.Errorf("%s tokens %s: %q, package game: the sum is %v", c.example, oneBased(tokens), rule, sum)
		}
		moves, err := g.WinningMoves(tokens)
		if err != nil {
			b.t.Fatal(err)
		}
		var want []string
		for m := range moves {
			want = append(want, oneBased(m))
		}
		var got []string
		if eval[bool](b, `document.getElementById("graph-hint").disabled`) {
			// A random graph may leave no token a move: the game is over.
			if b.text("graph-status") != "No token can move: whoever moves first loses." {
				b.t.Errorf("%s tokens %s: no hint, and the status %q", c.example, oneBased(tokens), b.text("graph-status"))
			}
		} else {
			b.press("graph-hint")
			b.wait(`document.querySelectorAll("#graph-hints li").length > 0`)
			got = eval[[]string](b, `[...document.querySelectorAll("#graph-hints li[data-tokens]")].map((li) => li.dataset.tokens)`)
		}
		if !slices.Equal(got, want) {
			b.t.Errorf("%s tokens %s: hints %q, package game %q", c.example, oneBased(tokens), got, want)
		}
	}
	graphGame(b, "nim", "", "5 4", "you")
	b.press("graph-hint")
	b.wait(`document.querySelectorAll("#graph-hints li").length > 0`)
	b.viewShot("readme-graph", 1000, 1100)

	// Tokens placed by clicking (and with the keyboard).
	b.do(chromedp.Click(chromedp.CSS("#graph-place")))
	b.do(chromedp.Click(chromedp.CSS("#vertex-4 circle.disc")))
	b.wait(`document.getElementById("graph").dataset.tokens === "5"`)
	b.key("#vertex-6", "Enter")
	b.wait(`document.getElementById("graph-tokens").value === "5 6"`)
	b.wait(`document.getElementById("graph").dataset.tokens === "5 6"`)
	if rule := b.text("graph-rule"); !strings.Contains(rule, "(∞(0,1,3) + ∞) sum to ∞: neither player can force a win") {
		b.t.Errorf("tokens on 5 and 6: %q", rule)
	}
	b.do(chromedp.Click(chromedp.CSS("#graph-place")))

	// The computer, moving first from a win, wins: after each of its moves
	// the position is lost for the player (package game), and the game
	// ends. From a draw it keeps the draw. The player moves the first
	// token that can move along its first edge.
	var times []float64
	for _, c := range []struct {
		example, tokens string
		draw            bool
	}{{"trap", "2", false}, {"nim", "5 4", false}, {"nim", "2 3 5", false}, {"loops", "1 2", true}} {
		graphGame(b, c.example, "", c.tokens, "computer")
		for moves := 0; ; moves++ {
			b.wait(`!/thinking/.test(document.getElementById("graph-status").textContent)`)
			status := b.text("graph-status")
			if !strings.HasPrefix(status, "Your move") {
				if c.draw || status != "The computer wins: no token can move." {
					b.t.Errorf("%s %s: the game ended with %q", c.example, c.tokens, status)
				}
				break
			}
			times = append(times, b.msData("graph", "computerMs"))
			g, tokens := graphOnPage(b)
			sum, _ := g.SumValue(tokens)
			if want := map[bool]game.Outcome{false: game.Loss, true: game.Draw}[c.draw]; sum.Outcome() != want {
				b.t.Fatalf("%s %s: after the computer's move the tokens %s are a %v", c.example, c.tokens, oneBased(tokens), sum.Outcome())
			}
			if moves > 40 {
				if !c.draw {
					b.t.Fatalf("%s %s: the game does not end", c.example, c.tokens)
				}
				break // the draw holds
			}
			i := slices.IndexFunc(tokens, func(t int) bool { return len(g.Options(t)) > 0 })
			logged := eval[int](b, `document.querySelectorAll("#graph-log li").length`)
			b.key(fmt.Sprintf("#vertex-%d", tokens[i]+1), "Enter")
			b.wait(`/^Token on/.test(document.getElementById("graph-status").textContent)`)
			b.key(fmt.Sprintf("#vertex-%d", g.Options(tokens[i])[0]+1), "Enter")
			b.wait(fmt.Sprintf(`document.querySelectorAll("#graph-log li").length >= %d || /win/.test(document.getElementById("graph-status").textContent)`, logged+2))
		}
	}
	b.figure("computer's move in games with cycles (up to 7 vertices, 3 tokens): median %.1f ms, largest %.1f ms, over %d moves", median(times), slices.Max(times), len(times))
	// The largest graph the page takes, 30 vertices and 120 edges, with
	// three tokens: the computer searches every position of the sum.
	var big strings.Builder
	big.WriteString("30 120\n")
	for i := range 120 {
		fmt.Fprintf(&big, "%d %d\n", i%30+1, (i*7+i/30*11+3)%30+1)
	}
	graphGame(b, "", big.String(), "1 2 3", "computer")
	b.wait(`!/thinking/.test(document.getElementById("graph-status").textContent)`)
	b.figure("computer's move on a graph of 30 vertices and 120 edges with 3 tokens: %.1f ms", b.msData("graph", "computerMs"))
	for _, li := range eval[[]string](b, `[...document.querySelectorAll("#graph-log li")].map((li) => li.textContent)`) {
		if !regexp.MustCompile(`^(You|Computer): the token on \d+ to \d+$`).MatchString(li) {
			b.t.Errorf("the log says %q", li)
		}
	}
	b.screenshot("graph")
	b.checkProblems()
}

// calcValues returns the values in the calculator's history, newest first.
func calcValues(b *browser) []string {
	return eval[[]string](b, `[...document.querySelectorAll("#calc-history output")].map((o) => o.textContent)`)
}

func testCalc(b *browser) {
	b.open("#calc")
	exprs := []string{
		"6*9 + 4^2", "sqrt(2) * inv(6) / 0x9", "2^-1", "0x10000000000000000 * 0x10000000000000000",
		"(0xffffffffffffffff + 1)^3 / 0b101", "inv(0x123456789abcdef0123456789) * 0x123456789abcdef0123456789",
	}
	for i, expr := range exprs {
		b.typeInto("calc-expr", expr, true)
		b.wait(fmt.Sprintf(`document.querySelectorAll("#calc-history output").length === %d`, i+1))
		v, err := notation.Eval(expr)
		if err != nil {
			b.t.Fatal(err)
		}
		if got := calcValues(b)[0]; got != v.String() {
			b.t.Errorf("%s = %s on the page, %s by notation.Eval", expr, got, v)
		}
	}
	// Hex: every value of the history, as eval -x prints it.
	b.do(chromedp.Click(chromedp.CSS(`input[name="base"][value="hex"]`)))
	b.wait(`document.querySelector("#calc-history output").textContent.startsWith("0x")`)
	got := calcValues(b)
	for i, expr := range exprs {
		v, _ := notation.Eval(expr)
		if want := string(notation.AppendBig(nil, v, true)); got[len(exprs)-1-i] != want {
			b.t.Errorf("%s in hex: %s, want %s", expr, got[len(exprs)-1-i], want)
		}
	}
	b.screenshot("calc")
	// A history entry puts its expression back.
	b.press("calc-history li:last-child button")
	if v := eval[string](b, `document.getElementById("calc-expr").value`); v != exprs[0] {
		b.t.Errorf("the oldest entry gave back %q", v)
	}
	b.do(chromedp.Click(chromedp.CSS(`input[name="base"][value="decimal"]`)))

	// A computation beyond the time limit is stopped, and the engine answers
	// again afterwards. The page allows 10 s; the test makes an engine of
	// its own (engine.js's, as the page does) with a limit of 0.2 s for an
	// expression that takes seconds, then raises the limit for 2*2.
	heavy := fmt.Sprintf("(0x%s)^0x%s", strings.Repeat("f", 2200), strings.Repeat("f", 1690))
	stop := eval[[]string](b, fmt.Sprintf(`import("./engine.js").then(async ({ Engine }) => {
		const e = new Engine(200);
		const stopped = await e.call("eval", %q).then((r) => "not stopped: " + JSON.stringify(r), (err) => err.message);
		e.timeLimit = 10000;
		const r = await e.call("eval", "2*2");
		e.worker.terminate();
		return [stopped, r.decimal];
	})`, heavy), chromedp.EvalAwaitPromise)
	if want := []string{"stopped after 0.2 s: that asks too much of a browser; try a smaller size", "3"}; !slices.Equal(stop, want) {
		b.t.Errorf("a long computation, then 2*2: %q, want %q", stop, want)
	}
	b.checkProblems()
}
