package nimber

// Paths returns the names of the assembly paths of this machine and build.
func Paths() []string {
	var names []string
	for _, p := range asmPaths {
		if *p.on {
			names = append(names, p.name)
		}
	}
	return names
}

// UsePaths switches on exactly the named paths among those of Paths (none
// leaves the generic code) until the returned function restores them.
func UsePaths(names ...string) (restore func()) {
	saved := make([]bool, len(asmPaths))
	for i, p := range asmPaths {
		saved[i] = *p.on
		on := false
		for _, n := range names {
			on = on || n == p.name
		}
		*p.on = on && saved[i]
	}
	return func() {
		for i, p := range asmPaths {
			*p.on = saved[i]
		}
	}
}

// PolyRoot is polyRoot, the root of x^64 + x^4 + x^3 + x + 1 that the
// carry-less paths map x to.
const PolyRoot uint64 = polyRoot

// ToPoly and FromPoly are the tabulated basis changes of polybasis_tables.go.
func ToPoly(v uint64) uint64   { return toPoly.apply(v) }
func FromPoly(p uint64) uint64 { return fromPoly.apply(p) }
