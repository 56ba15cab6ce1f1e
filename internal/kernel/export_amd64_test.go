//go:build !purego && gc

package kernel

// XorVec is xorVec, the kernel of PolyXor above its threshold, for
// BenchmarkPolyXor.
var XorVec = xorVec
