//go:build !purego && gc

package nimber

import (
	"golang.org/x/sys/cpu"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// The assembly paths this machine can take, detected once. Each flag
// switches its path: the tests clear them one by one so that every path,
// the generic one included, is checked on a single machine.
var (
	// useCLMUL selects the carry-less path of Mul and Pow, and so of the loops
	// of the batch functions.
	useCLMUL = cpu.X86.HasPCLMULQDQ && cpu.X86.HasAVX

	// useGFNI selects applyGFNI for MulScalar and AddMulScalar.
	useGFNI = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI &&
		cpu.X86.HasAVX512GFNI

	// useAVX512 selects mulSliceAVX512 for MulSlice.
	useAVX512 = useGFNI && cpu.X86.HasAVX512VPCLMULQDQ
)

var asmPaths = cpupath.Set{
	{Name: "clmul", On: &useCLMUL, Needs: []string{"pclmulqdq", "avx"}},
	{Name: "gfni", On: &useGFNI, Needs: []string{"avx512f", "avx512bw", "avx512vbmi", "gfni"}},
	{Name: "avx512", On: &useAVX512, Needs: []string{"avx512f", "avx512bw", "avx512vbmi", "gfni", "vpclmulqdq"}},
}
