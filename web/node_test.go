//go:build !(js || wasip1)

package web_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestNode runs the unit tests of the page's JavaScript, jstest/*.test.js,
// with node's test runner: the pure state modules of the views (site/*-state.js,
// site/state.js) and the engine's client with a fake worker. They are ES
// modules by package.json's "type". The directory jstest is outside site,
// so the tests are not embedded nor served. The test skips, saying so,
// where no node is found, but fails in CI (CI=true), which installs it.
func TestNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		msg := "no node found on PATH; on Debian: apt-get install nodejs"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip("JavaScript unit tests skipped: " + msg)
	}
	files, err := filepath.Glob(filepath.Join("jstest", "*.test.js"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no JavaScript tests in jstest (%v)", err)
	}
	// The files are named, not the directory, as node's versions differ in
	// what they make of a directory.
	cmd := exec.Command(node, append([]string{"--test"}, files...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test %v: %v\n%s", files, err, out)
	}
	if testing.Verbose() {
		t.Logf("%s", out)
	}
}
