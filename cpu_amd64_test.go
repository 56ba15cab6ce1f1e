//go:build !purego

package nimber_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber"
)

// TestCIPaths fails under CI=true when an assembly path did not run though
// the processor offers its instructions: the tests switch each path on in
// turn and compare it with the generic code, so without it they would
// compare the generic code with itself and pass. What the processor offers
// is read from the flags of /proc/cpuinfo, a source independent of the
// package's own detection; a path whose instructions the processor lacks is
// named in the log, and can run nowhere on this machine. Elsewhere the test
// only logs the paths.
func TestCIPaths(t *testing.T) {
	have := nimber.Paths()
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
	for _, p := range []struct {
		name  string
		needs []string
	}{
		{"clmul", []string{"pclmulqdq", "avx"}},
		{"gfni", []string{"avx512f", "avx512bw", "avx512vbmi", "gfni"}},
		{"avx512", []string{"avx512f", "avx512bw", "avx512vbmi", "gfni", "vpclmulqdq"}},
	} {
		var lacks []string
		for _, f := range p.needs {
			if !slices.Contains(flags, f) {
				lacks = append(lacks, f)
			}
		}
		switch ran := slices.Contains(have, p.name); {
		case len(lacks) > 0:
			t.Logf("CI=true: the %s path cannot run here: the processor lacks %s", p.name, strings.Join(lacks, ", "))
		case !ran:
			t.Errorf("CI=true: the %s path did not run, though the processor offers %s", p.name, strings.Join(p.needs, ", "))
		}
	}
}
