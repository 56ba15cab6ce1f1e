//go:build (!amd64 && !arm64) || purego

package nimber

// asmPaths is empty: this build has only the generic code.
var asmPaths []asmPath
