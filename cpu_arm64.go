//go:build !purego

package nimber

import "golang.org/x/sys/cpu"

// useCLMUL selects mulCLMUL for Mul, and so for the element-wise loops of
// the batch functions, which have no arm64 kernels of their own. The tests
// clear it to check the generic code on the same machine.
var useCLMUL = cpu.ARM64.HasPMULL

var asmPaths = []asmPath{
	{"clmul", &useCLMUL},
}
