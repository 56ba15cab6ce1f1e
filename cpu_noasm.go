//go:build (!amd64 && !arm64) || purego || !gc

package nimber

import "github.com/nimberdev/nimber/internal/cpupath"

// asmPaths is empty: this build has only the generic code.
var asmPaths cpupath.Set
