// Package cputest is the test, for the packages with assembly paths, that
// every path the processor can take did run.
package cputest

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// CheckCI fails under CI=true when a path of s did not run though the
// processor offers its instructions: the tests switch each path on in turn
// and compare it with the generic code, so without it they would compare
// the generic code with itself and pass. What the processor offers is read
// from /proc/cpuinfo, a source independent of the packages' own detection;
// a path whose instructions the processor lacks is named in the log, and
// can run nowhere on this machine. Elsewhere CheckCI only logs the paths.
func CheckCI(t *testing.T, s cpupath.Set) {
	t.Logf("assembly paths of this machine: %v", s.On())
	if os.Getenv("CI") != "true" {
		t.Skip("CI is not true")
	}
	info, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skipf("cannot read what the processor offers: %v", err)
	}
	missing, lacks := s.Check(string(info))
	for _, name := range slices.Sorted(maps.Keys(lacks)) {
		t.Logf("CI=true: the %s path cannot run here: the processor lacks %s", name, strings.Join(lacks[name], ", "))
	}
	for _, p := range s {
		if slices.Contains(missing, p.Name) {
			t.Errorf("CI=true: the %s path did not run, though the processor offers %s", p.Name, strings.Join(p.Needs, ", "))
		}
	}
}
