package web_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nimberdev/nimber/web"
)

// serveRequest runs one request through the handler.
func serveRequest(t *testing.T, method, path string, header map[string]string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, "/", nil)
	r.URL.Path = path // as the server hands it over, unchecked
	r.RequestURI = path
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	web.Handler().ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// siteFile returns the content of a file of the site as stored, and
// whether it is stored compressed.
func siteFile(t *testing.T, name string) ([]byte, bool) {
	t.Helper()
	if b, err := os.ReadFile(filepath.Join("site", name)); err == nil {
		return b, false
	}
	gz, err := os.ReadFile(filepath.Join("site", name+".gz"))
	if err != nil {
		t.Fatalf("no file %s in site", name)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b, true
}

var wantTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".svg":  "image/svg+xml",
}

func checkSecurityHeaders(t *testing.T, what string, h http.Header) {
	t.Helper()
	for k, v := range map[string]string{
		"Content-Security-Policy": web.CSP,
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "no-referrer",
		"X-Frame-Options":         "DENY",
	} {
		if got := h.Get(k); got != v {
			t.Errorf("%s: %s = %q, want %q", what, k, got, v)
		}
	}
}

// TestFiles checks that every file of the site directory is served, under
// its name, with its type and content, and that the list of files is the
// directory's.
func TestFiles(t *testing.T) {
	var want []string
	err := filepath.WalkDir("site", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			want = append(want, strings.TrimSuffix(filepath.ToSlash(strings.TrimPrefix(p, "site"+string(filepath.Separator))), ".gz"))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(want)
	if got := web.Files(); !slices.Equal(got, want) {
		t.Fatalf("Files() = %v, the directory site holds %v", got, want)
	}
	for _, name := range want {
		content, compressed := siteFile(t, name)
		for _, gz := range []bool{false, true} {
			h := map[string]string{}
			if gz {
				h["Accept-Encoding"] = "gzip"
			}
			resp := serveRequest(t, "GET", "/"+name, h)
			got := body(t, resp)
			if resp.StatusCode != 200 {
				t.Fatalf("GET /%s: %s", name, resp.Status)
			}
			if ct := resp.Header.Get("Content-Type"); ct != wantTypes[filepath.Ext(name)] {
				t.Errorf("GET /%s: Content-Type %q", name, ct)
			}
			checkSecurityHeaders(t, "GET /"+name, resp.Header)
			if resp.Header.Get("ETag") == "" || resp.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("GET /%s: ETag %q, Cache-Control %q", name, resp.Header.Get("ETag"), resp.Header.Get("Cache-Control"))
			}
			enc := resp.Header.Get("Content-Encoding")
			if gz && compressed {
				if enc != "gzip" || resp.Header.Get("Vary") != "Accept-Encoding" {
					t.Errorf("GET /%s with gzip: Content-Encoding %q, Vary %q", name, enc, resp.Header.Get("Vary"))
				}
				zr, err := gzip.NewReader(bytes.NewReader(got))
				if err != nil {
					t.Fatal(err)
				}
				if got, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
			} else if enc != "" {
				t.Errorf("GET /%s: Content-Encoding %q", name, enc)
			}
			if !bytes.Equal(got, content) {
				t.Errorf("GET /%s (gzip %v): the body differs from the file", name, gz)
			}
		}
	}
	if resp := serveRequest(t, "GET", "/", nil); resp.StatusCode != 200 || !bytes.Contains(body(t, resp), []byte("<!DOCTYPE html>")) {
		t.Errorf("GET / does not give index.html")
	}
	wasm, _ := siteFile(t, "nimber.wasm")
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Errorf("nimber.wasm is not WebAssembly")
	}
}

// TestNotFound checks that nothing but the files is served: no directory,
// no path out of the site, no stored name.
func TestNotFound(t *testing.T) {
	for _, p := range []string{
		"/nope", "/site/index.html", "/site/", "/site", "/../go.mod", "/../web.go", "/..%2fgo.mod",
		"/%2e%2e/go.mod", "/web.go", "/nimber.wasm.gz", "/index.html/", "//index.html", "/./index.html",
		"/.", "/..", "/INDEX.HTML", "/index.html%00", "/index.html\x00", "index.html", "",
	} {
		resp := serveRequest(t, "GET", p, nil)
		if resp.StatusCode != 404 {
			t.Errorf("GET %q: %s, want 404", p, resp.Status)
		}
		checkSecurityHeaders(t, "GET "+p, resp.Header)
		if ct := resp.Header.Get("Content-Type"); ct != "text/plain; charset=utf-8" {
			t.Errorf("GET %q: Content-Type %q", p, ct)
		}
	}
	// Through a real server, whose request parsing comes first.
	srv := httptest.NewServer(web.Handler())
	defer srv.Close()
	for _, p := range []string{"/../go.mod", "/%2e%2e/go.mod", "/site/"} {
		resp, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("GET %s from a server: %s", p, resp.Status)
		}
	}
}

func TestMethods(t *testing.T) {
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"} {
		resp := serveRequest(t, m, "/index.html", nil)
		if resp.StatusCode != 405 || resp.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: %s, Allow %q", m, resp.Status, resp.Header.Get("Allow"))
		}
		checkSecurityHeaders(t, m, resp.Header)
	}
	get := serveRequest(t, "GET", "/app.js", nil)
	head := serveRequest(t, "HEAD", "/app.js", nil)
	if head.StatusCode != 200 || len(body(t, head)) != 0 || head.Header.Get("Content-Length") != get.Header.Get("Content-Length") ||
		head.Header.Get("ETag") != get.Header.Get("ETag") {
		t.Errorf("HEAD: %s, Content-Length %q (GET %q)", head.Status, head.Header.Get("Content-Length"), get.Header.Get("Content-Length"))
	}
}

func TestConditional(t *testing.T) {
	for _, name := range []string{"/", "/style.css", "/nimber.wasm"} {
		for _, enc := range []string{"", "gzip"} {
			h := map[string]string{"Accept-Encoding": enc}
			tag := serveRequest(t, "GET", name, h).Header.Get("ETag")
			for _, inm := range []string{tag, "W/" + tag, `"x", ` + tag, "*"} {
				h["If-None-Match"] = inm
				resp := serveRequest(t, "GET", name, h)
				if resp.StatusCode != 304 || len(body(t, resp)) != 0 || resp.Header.Get("ETag") != tag {
					t.Errorf("GET %s (%q) If-None-Match %s: %s", name, enc, inm, resp.Status)
				}
			}
			h["If-None-Match"] = `"other"`
			if resp := serveRequest(t, "GET", name, h); resp.StatusCode != 200 {
				t.Errorf("GET %s with another tag: %s", name, resp.Status)
			}
		}
	}
	// The two encodings of a file have different tags.
	plain := serveRequest(t, "GET", "/nimber.wasm", nil).Header.Get("ETag")
	gz := serveRequest(t, "GET", "/nimber.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	if plain == gz {
		t.Errorf("nimber.wasm has the tag %s compressed and not", plain)
	}
}

func TestAcceptEncoding(t *testing.T) {
	for ae, want := range map[string]bool{
		"gzip": true, "GZIP": true, "deflate, gzip": true, "br;q=1, gzip;q=0.5": true, "*": true, "identity, *;q=0.1": true,
		"": false, "identity": false, "br": false, "gzip;q=0": false, "gzip; q=0.0": false, "*;q=0": false, "gzipx": false, "x-gzip": false,
	} {
		resp := serveRequest(t, "GET", "/nimber.wasm", map[string]string{"Accept-Encoding": ae})
		if got := resp.Header.Get("Content-Encoding") == "gzip"; got != want {
			t.Errorf("Accept-Encoding %q: gzip %v, want %v", ae, got, want)
		}
	}
}

// TestSiteSelfContained checks that the page refers to its own files only:
// every local reference names a file of the site, and no file of ours
// names another origin.
func TestSiteSelfContained(t *testing.T) {
	files := web.Files()
	ref := regexp.MustCompile(`(?:src|href)="([^"#]+)"|from "\./([^"]+)"|importScripts\("([^"]+)"\)|fetch\("([^"]+)"\)|new Worker\("([^"]+)"\)`)
	external := regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}|@import|url\(`)
	for _, name := range files {
		if name == "wasm_exec.js" || name == "nimber.wasm" {
			continue // generated, from Go's toolchain
		}
		content, _ := siteFile(t, name)
		for _, m := range ref.FindAllStringSubmatch(string(content), -1) {
			target := strings.Join(m[1:], "")
			if !slices.Contains(files, target) {
				t.Errorf("%s refers to %q, which is not a file of the site", name, target)
			}
		}
		// The name of SVG's XML namespace is no address to fetch.
		content = bytes.ReplaceAll(content, []byte(`xmlns="http://www.w3.org/2000/svg"`), nil)
		if m := external.FindString(string(content)); m != "" {
			t.Errorf("%s refers to another origin or an outside resource: %q", name, m)
		}
	}
	index, _ := siteFile(t, "index.html")
	meta := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]+)">`).FindSubmatch(index)
	if want := strings.TrimSuffix(web.CSP, "; frame-ancestors 'none'"); meta == nil || string(meta[1]) != want {
		t.Errorf("index.html's CSP meta element is %q, want %q (the header's, without frame-ancestors)", meta, want)
	}
}

func TestLoadFilesErrors(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("\x00asm"))
	zw.Close()
	index := &fstest.MapFile{Data: []byte("<!DOCTYPE html>")}
	for _, c := range []struct {
		fsys fstest.MapFS
		want string
	}{
		{fstest.MapFS{"site/index.html": index, "site/a.txt": {}}, `site/a.txt: no content type for the extension ".txt"`},
		{fstest.MapFS{"site/index.html": index, "site/a.wasm.gz": {Data: []byte("this is not gzip at all")}}, "site/a.wasm.gz: gzip: invalid header"},
		{fstest.MapFS{"site/index.html": index, "site/a.wasm.gz": {Data: gz.Bytes()[:10]}}, "site/a.wasm.gz: unexpected EOF"},
		{fstest.MapFS{"site/index.html": index, "site/a.wasm": {}, "site/a.wasm.gz": {Data: gz.Bytes()}}, "site/a.wasm.gz: two files named a.wasm"},
		{fstest.MapFS{"site/app.js": {}}, "no index.html"},
		{fstest.MapFS{}, "open site: file does not exist"},
	} {
		_, err := web.LoadFiles(c.fsys)
		if err == nil || err.Error() != c.want {
			t.Errorf("%v: error %v, want %q", c.fsys, err, c.want)
		}
	}
	m, err := web.LoadFiles(fstest.MapFS{"site/index.html": index, "site/x/a.wasm.gz": {Data: gz.Bytes()}})
	if err != nil || len(m) != 2 {
		t.Errorf("a good site: %v, %d files", err, len(m))
	}
}

func TestExport(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(other, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := web.Export(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range web.Files() {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := siteFile(t, name)
		if !bytes.Equal(got, want) {
			t.Errorf("exported %s differs from the site's", name)
		}
	}
	if b, err := os.ReadFile(other); err != nil || string(b) != "keep" {
		t.Errorf("a file of another name was changed: %q %v", b, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != len(web.Files())+1 {
		t.Errorf("the directory holds %d entries, want %d", len(entries), len(web.Files())+1)
	}
	// A directory that cannot be made.
	if err := web.Export(filepath.Join(other, "sub")); err == nil || !strings.HasPrefix(err.Error(), "web: export: ") {
		t.Errorf("export below a file: %v", err)
	}
}

func BenchmarkHandler(b *testing.B) {
	h := web.Handler()
	for _, c := range []struct{ name, path, enc string }{
		{"file=index.html", "/", ""},
		{"file=nimber.wasm/enc=gzip", "/nimber.wasm", "gzip"},
		{"file=missing", "/missing", ""},
	} {
		b.Run(c.name, func(b *testing.B) {
			r := httptest.NewRequest("GET", c.path, nil)
			if c.enc != "" {
				r.Header.Set("Accept-Encoding", c.enc)
			}
			for b.Loop() {
				h.ServeHTTP(discard{}, r)
			}
		})
	}
}

// discard is a ResponseWriter that keeps nothing.
type discard struct{}

func (discard) Header() http.Header         { return http.Header{} }
func (discard) Write(b []byte) (int, error) { return len(b), nil }
func (discard) WriteHeader(int)             {}
