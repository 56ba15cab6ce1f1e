//go:build !purego && gc

package octal_test

import (
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
	"github.com/nimberdev/nimber/internal/cpupath/cputest"
)

// TestCIPaths fails under CI=true when an assembly path of the solver did
// not run though the processor offers its instructions (see
// cputest.CheckCI).
func TestCIPaths(t *testing.T) { cputest.CheckCI(t, octal.AsmPaths) }
