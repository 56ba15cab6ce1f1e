//go:build !purego && gc

package nimber

import (
	"golang.org/x/sys/cpu"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// useCLMUL selects the carry-less path of Mul and Pow, and so of the loops of
// the batch functions, which have no arm64 kernels of their own. The tests
// clear it to check the generic code on the same machine.
var useCLMUL = cpu.ARM64.HasPMULL

var asmPaths = cpupath.Set{
	{Name: "clmul", On: &useCLMUL, Needs: []string{"pmull"}},
}
