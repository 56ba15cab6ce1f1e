//go:build (!amd64 && !arm64) || purego || !gc

package kernel

import "github.com/nimberdev/nimber/internal/cpupath"

// Paths is empty: this build has only the generic code.
var Paths cpupath.Set
