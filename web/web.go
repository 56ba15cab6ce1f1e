package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
)

//go:embed site
var site embed.FS

// CSP is the Content-Security-Policy of every response of Handler. It
// allows the site's own scripts, the compilation of its WebAssembly
// ('wasm-unsafe-eval'), its Web Worker, its styles and images, and the
// fetch of its own files; no inline script or style, no other origin, no
// form, no frame. index.html repeats it, without frame-ancestors, in a meta
// element, for the exported site on hosts that send no CSP.
const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; " +
	"connect-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; " +
	"frame-ancestors 'none'"

// headers are sent with every response.
var headers = map[string]string{
	"Content-Security-Policy":      CSP,
	"X-Content-Type-Options":       "nosniff",
	"Referrer-Policy":              "no-referrer",
	"X-Frame-Options":              "DENY",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
	"Permissions-Policy":           "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
}

// contentTypes are the types of the files of the site, by extension. A file
// of another extension makes the site fail to load (loadFiles), so that
// no file is ever served with a guessed type.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".svg":  "image/svg+xml",
	".png":  "image/png",
}

// A file is a file of the site, as served.
type file struct {
	name  string // its path in the site, without a .gz suffix
	ctype string
	body  []byte // its content
	etag  string // a quoted hash of body
	// gzipped holds the content compressed, for files stored as NAME.gz,
	// and gzipETag its tag; nil otherwise.
	gzipped  []byte
	gzipETag string
}

// files returns the files of the site by name, loaded and checked once.
var files = sync.OnceValue(func() map[string]*file {
	m, err := loadFiles(site)
	if err != nil {
		panic("web: the embedded site is broken: " + err.Error())
	}
	return m
})

// loadFiles reads the files of the directory site of fsys. A file NAME.gz
// holds NAME compressed with gzip.
func loadFiles(fsys fs.FS) (map[string]*file, error) {
	m := map[string]*file{}
	err := fs.WalkDir(fsys, "site", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		f := &file{name: strings.TrimPrefix(p, "site/")}
		if strings.HasSuffix(f.name, ".gz") {
			f.name = strings.TrimSuffix(f.name, ".gz")
			f.gzipped = data
			f.gzipETag = etag(data)
			zr, err := gzip.NewReader(bytes.NewReader(data))
			if err != nil {
				return fmt.Errorf("%s: %v", p, err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				return fmt.Errorf("%s: %v", p, err)
			}
		}
		f.body = data
		f.etag = etag(data)
		var ok bool
		if f.ctype, ok = contentTypes[path.Ext(f.name)]; !ok {
			return fmt.Errorf("%s: no content type for the extension %q", p, path.Ext(f.name))
		}
		if m[f.name] != nil {
			return fmt.Errorf("%s: two files named %s", p, f.name)
		}
		m[f.name] = f
		return nil
	})
	if err == nil && m["index.html"] == nil {
		err = fmt.Errorf("no index.html")
	}
	return m, err
}

func etag(data []byte) string {
	sum := sha256.Sum256(data)
	return `"` + hex.EncodeToString(sum[:12]) + `"`
}

// Files returns the names of the files of the site, sorted, as Handler
// serves them and Export writes them.
func Files() []string {
	var names []string
	for name := range files() {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// Handler returns the http.Handler that serves the site: the file NAME at
// the path /NAME, and index.html at /, to GET and HEAD requests; the
// query is ignored. Other paths get 404 Not Found, other methods 405
// Method Not Allowed.
//
// Every response carries the headers of the package doc (CSP and the rest);
// files carry their Content-Type, an ETag, and Cache-Control: no-cache, so
// that a browser asks again each time and gets 304 Not Modified for what it
// has. Files stored compressed are sent compressed, with Content-Encoding:
// gzip, to clients that accept gzip.
func Handler() http.Handler {
	return handler(files())
}

type handler map[string]*file

func (h handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	for k, v := range headers {
		hdr.Set(k, v)
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := strings.CutPrefix(r.URL.Path, "/")
	if name == "" {
		name = "index.html"
	}
	f := h[name]
	if !ok || f == nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	body, tag := f.body, f.etag
	if f.gzipped != nil {
		hdr.Set("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Values("Accept-Encoding")) {
			body, tag = f.gzipped, f.gzipETag
			hdr.Set("Content-Encoding", "gzip")
		}
	}
	hdr.Set("Content-Type", f.ctype)
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("ETag", tag)
	if matches(r.Header.Values("If-None-Match"), tag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	hdr.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body)
}

// acceptsGzip reports whether the values of Accept-Encoding headers accept
// gzip: name it (or *) without q=0.
func acceptsGzip(values []string) bool {
	for _, v := range values {
		for item := range strings.SplitSeq(v, ",") {
			coding, params, _ := strings.Cut(item, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding != "gzip" && coding != "*" {
				continue
			}
			q := 1.0
			for p := range strings.SplitSeq(params, ";") {
				if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.ToLower(k) == "q" {
					if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
						q = f
					}
				}
			}
			if q > 0 {
				return true
			}
		}
	}
	return false
}

// matches reports whether the values of If-None-Match headers match tag,
// by the weak comparison of RFC 9110: "*", or a list holding tag with or
// without W/.
func matches(values []string, tag string) bool {
	for _, v := range values {
		for t := range strings.SplitSeq(v, ",") {
			t = strings.TrimSpace(t)
			if t == "*" || strings.TrimPrefix(t, "W/") == tag {
				return true
			}
		}
	}
	return false
}
