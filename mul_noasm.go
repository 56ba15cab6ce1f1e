//go:build (!amd64 && !arm64) || purego

package nimber

func mul(x, y uint64) uint64 { return mulGeneric(x, y) }
