//go:build !purego && gc

package kernel

import (
	"golang.org/x/sys/cpu"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// useCLMUL selects the carry-less path of Mul and Pow (clmul_arm64.s), and
// so of the loops of the batch kernels, which have no arm64 kernels of
// their own. The tests clear it to check the generic code on the same
// machine.
var useCLMUL = cpu.ARM64.HasPMULL

// Paths are the assembly paths of this machine and build.
var Paths = cpupath.Set{
	{Name: "clmul", On: &useCLMUL, Needs: []string{"pmull"}},
}
