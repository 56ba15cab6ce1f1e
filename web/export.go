package web

import (
	"fmt"
	"os"
	"path/filepath"
)

// Export writes the site into the directory dir, creating it if need be,
// as static files that any web server can serve: the files of Files, with
// nimber.wasm uncompressed. Files of dir with other names are left alone;
// files with the same names are overwritten. It returns the first error.
//
// The site must be served over HTTP, not opened from the file system: a
// browser loads the WebAssembly and the worker only from a server.
func Export(dir string) error {
	for _, name := range Files() {
		f := files()[name]
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("web: export: %w", err)
		}
		if err := os.WriteFile(p, f.body, 0o644); err != nil {
			return fmt.Errorf("web: export: %w", err)
		}
	}
	return nil
}
