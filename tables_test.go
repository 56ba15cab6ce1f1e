package nimber_test

import (
	"testing"

	"github.com/nimberdev/nimber"
)

// TestPrimitive16 checks by repeated multiplication that 10279 generates
// F_65536, as the tables and TestOrder assume.
func TestPrimitive16(t *testing.T) {
	p, n := uint64(10279), uint64(1)
	for ; p != 1 && n <= 1<<16; n++ { // bounded, so that a wrong Mul fails
		p = nimber.Mul(p, 10279)
	}
	if p != 1 || n != 1<<16-1 {
		t.Errorf("10279 has order %d, want 65535", n)
	}
}

// BenchmarkBuildTables measures the start-up cost of the package: the tables
// built when it is initialised.
func BenchmarkBuildTables(b *testing.B) {
	for b.Loop() {
		nimber.BuildTables()
	}
}
