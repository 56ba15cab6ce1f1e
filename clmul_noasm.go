//go:build (!amd64 && !arm64) || purego || !gc

package nimber

func pow(x, e uint64) uint64 { return powGeneric(x, e) }

func mul(x, y uint64) uint64 { return mulGeneric(x, y) }
