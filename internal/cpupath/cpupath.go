// Package cpupath keeps the switches of a package's assembly paths: each
// path is taken when the processor has its instructions, and tests switch
// the paths on one at a time so that every path, the generic code
// included, is checked on one machine.
package cpupath

import (
	"slices"
	"strings"
)

// A Path is one assembly path: the flag that switches it, set at start-up
// from the processor's features, and the flags of /proc/cpuinfo that name
// the instructions it needs.
type Path struct {
	Name  string
	On    *bool
	Needs []string
}

// A Set is the assembly paths of a package.
type Set []Path

// On returns the names of the paths switched on.
func (s Set) On() []string {
	var names []string
	for _, p := range s {
		if *p.On {
			names = append(names, p.Name)
		}
	}
	return names
}

// Use switches on exactly the named paths among those switched on (no
// names leaves the generic code) until the returned function restores
// them.
func (s Set) Use(names ...string) (restore func()) {
	saved := make([]bool, len(s))
	for i, p := range s {
		saved[i] = *p.On
		*p.On = saved[i] && slices.Contains(names, p.Name)
	}
	return func() {
		for i, p := range s {
			*p.On = saved[i]
		}
	}
}

// Check compares the paths switched on with the processor's features,
// given as the text of /proc/cpuinfo: missing names the paths that are off
// though the processor has every instruction they need, and lacks the
// flags each other path needs and the processor does not list.
func (s Set) Check(cpuinfo string) (missing []string, lacks map[string][]string) {
	var flags []string
	for line := range strings.Lines(cpuinfo) {
		if name, value, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(name) == "flags" {
			flags = strings.Fields(value)
			break
		}
	}
	lacks = make(map[string][]string)
	for _, p := range s {
		for _, f := range p.Needs {
			if !slices.Contains(flags, f) {
				lacks[p.Name] = append(lacks[p.Name], f)
			}
		}
		if lacks[p.Name] == nil && !*p.On {
			missing = append(missing, p.Name)
		}
	}
	return missing, lacks
}
