//go:build !purego && gc

package kernel

import (
	"golang.org/x/sys/cpu"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// The assembly paths this machine can take, detected once. Each flag
// switches its path: the tests clear them one by one so that every path,
// the generic one included, is checked on a single machine.
var (
	// useCLMUL selects the carry-less path of Mul and Pow, and so of the
	// loops of the batch kernels (clmul_amd64.s).
	useCLMUL = cpu.X86.HasPCLMULQDQ && cpu.X86.HasAVX

	// useGFNI selects applyGFNI for MulScalar, AddMulScalar and the basis
	// changes (batch_amd64.s).
	useGFNI = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI &&
		cpu.X86.HasAVX512GFNI

	// useAVX512 selects mulSliceAVX512 for MulSlice (batch_amd64.s) and
	// mulTileAVX512 for AddMulMatrix (matmul_amd64.s).
	useAVX512 = useGFNI && cpu.X86.HasAVX512VPCLMULQDQ

	// usePolyVec selects the polynomial kernels of poly_amd64.s, and with
	// them the polynomial basis as the representation of package poly.
	usePolyVec = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VPCLMULQDQ

	// useRegion selects the region kernels of kernel_amd64.s, for package
	// erasure.
	useRegion = cpu.X86.HasAVX512F && cpu.X86.HasAVX512GFNI
)

// Paths are the assembly paths of this machine and build.
var Paths = cpupath.Set{
	{Name: "clmul", On: &useCLMUL, Needs: []string{"pclmulqdq", "avx"}},
	{Name: "gfni", On: &useGFNI, Needs: []string{"avx512f", "avx512bw", "avx512vbmi", "gfni"}},
	{Name: "avx512", On: &useAVX512, Needs: []string{"avx512f", "avx512bw", "avx512vbmi", "gfni", "vpclmulqdq"}},
	{Name: "polyvec", On: &usePolyVec, Needs: []string{"avx512f", "avx512bw", "vpclmulqdq"}},
	{Name: "region", On: &useRegion, Needs: []string{"avx512f", "gfni"}},
}
