//go:build !purego

package octal_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// TestCIPaths fails under CI=true when an assembly path of the solver did
// not run though the processor offers its instructions, as the test of the
// same name of package nimber does for its own: without the path, the
// tests that switch the paths in turn would compare the generic code with
// itself. What the processor offers is read from the flags of
// /proc/cpuinfo, independently of the package's detection.
func TestCIPaths(t *testing.T) {
	have := octal.Paths()
	t.Logf("assembly paths of this machine: %v", have)
	if os.Getenv("CI") != "true" {
		t.Skip("CI is not true")
	}
	info, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skipf("cannot read what the processor offers: %v", err)
	}
	var flags []string
	for line := range strings.Lines(string(info)) {
		if name, value, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(name) == "flags" {
			flags = strings.Fields(value)
			break
		}
	}
	needs := []string{"avx512f", "avx512bw", "avx512vbmi"}
	var lacks []string
	for _, f := range needs {
		if !slices.Contains(flags, f) {
			lacks = append(lacks, f)
		}
	}
	for _, p := range []string{"scan", "mark"} {
		switch ran := slices.Contains(have, p); {
		case len(lacks) > 0:
			t.Logf("CI=true: the %s path cannot run here: the processor lacks %s", p, strings.Join(lacks, ", "))
		case !ran:
			t.Errorf("CI=true: the %s path did not run, though the processor offers %s", p, strings.Join(needs, ", "))
		}
	}
}
