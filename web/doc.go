// Package web is the nimber web page: a site to play and explore the
// games and the field of packages game and nimber in a browser, served by
// "nimber serve" (Handler) or written out as static files for any web
// server (Export).
//
// # The site
//
// The site is in the directory site, which the package embeds (go:embed):
// an HTML page, a style sheet, a thin layer of JavaScript (no
// framework, nothing fetched from elsewhere), and the computation itself,
// the Go packages compiled to WebAssembly by the command in ./wasm, which
// runs in a Web Worker so that a long computation never freezes the page
// and can be stopped. Nothing is computed on the server: Handler serves
// files only, and the exported site works from any static file server.
//
// # The WebAssembly binary is committed, compressed
//
// Embedded files must exist when the package is compiled, so that "go run
// ./cmd/nimber serve" works in a fresh clone only if the binary is in the
// repository: a command built without Go's wasm toolchain at hand (go
// install, a release) must carry the page whole. So site/nimber.wasm.gz,
// and site/wasm_exec.js, the Go runtime's support code that must match it,
// are generated files, committed, made by
//
//	go generate ./web
//
// (gen.go), which must be run after any change to the bridge or to the
// packages it uses (nimber, game). The binary is stored gzip-compressed:
// about 1.1 MB instead of 4.0 MB, in the repository and on the wire.
// Handler sends those bytes as they are, with Content-Encoding: gzip, to
// every browser (all accept gzip) and decompresses them only for a client
// that does not; Export writes nimber.wasm uncompressed, which static hosts
// serve, and compress, as they do any file.
//
// The build is reproducible, so freshness is checked byte for byte: CI runs
// go generate ./web and fails if git diff shows a change, as it does for
// the generated tables of package nimber. The same Go version gives the same
// bytes in any directory; the version is written in the header of both
// files, so a difference that comes from another toolchain shows itself.
// The alternatives were worse: building the binary when serving needs a Go
// toolchain on the server, and computing on the server would make the
// exported site a dead page.
//
// # Security
//
// Handler serves the embedded files only, under their own names ("/" is
// index.html), to GET and HEAD requests: any other path is 404 (there is
// no directory listing and no way out of the site), any other method 405.
// Every response carries a Content-Security-Policy (CSP) that allows the
// site's own scripts, styles, images and WebAssembly and nothing else,
// with X-Content-Type-Options: nosniff and an explicit Content-Type for
// each kind of file. Nothing is computed per request: every response is
// bytes already in memory.
package web

//go:generate go run gen.go
