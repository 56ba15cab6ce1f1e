//go:build !purego && gc

package nimber_test

import (
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/cpupath/cputest"
)

// TestCIPaths fails under CI=true when an assembly path did not run though
// the processor offers its instructions (see cputest.CheckCI).
func TestCIPaths(t *testing.T) { cputest.CheckCI(t, nimber.AsmPaths) }
