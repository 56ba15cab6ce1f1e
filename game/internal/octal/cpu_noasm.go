//go:build !amd64 || purego

package octal

// asmPaths is empty: this build has only the generic code.
var asmPaths []asmPath
