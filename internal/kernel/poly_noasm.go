//go:build !amd64 || purego || !gc

package kernel

// PolyVec reports whether the polyvec path is on: never in this build,
// which has no polynomial kernels.
func PolyVec() bool { return false }
