//go:build !purego

package nimber_test

import (
	"os"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
)

// TestCIPaths fails under CI=true when this amd64 machine lacks an assembly
// path that CI means to test: the tests switch each path on in turn and
// compare it with the generic code, so on a machine without it they would
// compare the generic code with itself and pass. Elsewhere it only logs
// the paths.
func TestCIPaths(t *testing.T) {
	have := nimber.Paths()
	t.Logf("assembly paths of this machine: %v", have)
	if os.Getenv("CI") != "true" {
		t.Skip("CI is not true")
	}
	for _, p := range []struct{ name, needs string }{
		{"clmul", "PCLMULQDQ and AVX"},
		{"gfni", "AVX-512 (F, BW, VBMI) and GFNI"},
		{"avx512", "AVX-512, GFNI and VPCLMULQDQ"},
	} {
		if !slices.Contains(have, p.name) {
			t.Errorf("CI=true: the %s path did not run: this machine lacks %s", p.name, p.needs)
		}
	}
}
