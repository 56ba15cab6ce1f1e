//go:build !purego && gc

package octal

import (
	"golang.org/x/sys/cpu"

	"github.com/nimberdev/nimber/internal/cpupath"
)

// hasAVX512 tells whether the machine has the AVX-512 the kernels need: BW
// for their word operations, VBMI for their byte permutations.
var hasAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI

// The assembly paths, detected once; the tests switch them one by one.
var (
	// useScanAVX512 selects scan8AVX512 and scan16AVX512 for scan.
	useScanAVX512 = hasAVX512
	// useMarkAVX512 selects mark8AVX512 and mark16AVX512 for markRange,
	// and their layout of the marks.
	useMarkAVX512 = hasAVX512
)

var asmPaths = cpupath.Set{
	{Name: "scan", On: &useScanAVX512, Needs: []string{"avx512f", "avx512bw", "avx512vbmi"}},
	{Name: "mark", On: &useMarkAVX512, Needs: []string{"avx512f", "avx512bw", "avx512vbmi"}},
}
