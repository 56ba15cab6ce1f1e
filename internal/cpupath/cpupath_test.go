package cpupath_test

import (
	"maps"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/internal/cpupath"
)

func TestUse(t *testing.T) {
	a, b, c := true, true, false
	s := cpupath.Set{{Name: "a", On: &a}, {Name: "b", On: &b}, {Name: "c", On: &c}}
	restore := s.Use("b", "c")
	if got := s.On(); !slices.Equal(got, []string{"b"}) {
		t.Errorf("after Use(b, c): On() = %v, want [b] (c was off)", got)
	}
	s.Use()
	if got := s.On(); got != nil {
		t.Errorf("after Use(): On() = %v, want none", got)
	}
	restore()
	if !a || !b || c {
		t.Errorf("restore left a, b, c = %v, %v, %v; want true, true, false", a, b, c)
	}
}

func TestCheck(t *testing.T) {
	on, off, off2 := true, false, false
	s := cpupath.Set{
		{Name: "ran", On: &on, Needs: []string{"avx"}},
		{Name: "skipped", On: &off, Needs: []string{"avx", "sse2"}},
		{Name: "unable", On: &off2, Needs: []string{"avx", "gfni", "vaes"}},
	}
	info := "processor\t: 0\nflags\t\t: fpu sse2 avx\nbugs\t\t: none\n\nprocessor\t: 1\nflags\t\t: fpu\n"
	missing, lacks := s.Check(info)
	if !slices.Equal(missing, []string{"skipped"}) {
		t.Errorf("missing = %v, want [skipped]", missing)
	}
	if want := map[string][]string{"unable": {"gfni", "vaes"}}; !maps.EqualFunc(lacks, want, slices.Equal) {
		t.Errorf("lacks = %v, want %v", lacks, want)
	}
	if missing, lacks := s.Check("no flags here"); missing != nil || len(lacks) != 3 {
		t.Errorf("without flags: missing %v, lacks %v; want none missing, all lacking", missing, lacks)
	}
}
