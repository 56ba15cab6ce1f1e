package nimber_test

import (
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/ref"
)

func TestBigConstant(t *testing.T) {
	if want := ref.Mul(1<<63, 1<<63); nimber.HH64 != want {
		t.Errorf("hh64 = %#x, the reference gives 2^63 * 2^63 = %#x", uint64(nimber.HH64), want)
	}
}
