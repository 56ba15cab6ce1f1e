//go:build !purego && gc

package kernel_test

import (
	"testing"

	"github.com/nimberdev/nimber/internal/cpupath/cputest"
	"github.com/nimberdev/nimber/internal/kernel"
)

// TestCIPaths fails under CI=true when an assembly path did not run though
// the processor offers its instructions (see cputest.CheckCI).
func TestCIPaths(t *testing.T) { cputest.CheckCI(t, kernel.Paths) }
