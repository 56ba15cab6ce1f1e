//go:build unix

package nimber_test

import (
	"math/rand/v2"
	"os"
	"testing"
	"unsafe"

	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"golang.org/x/sys/unix"
)

// A guardedPage is a page of memory between two pages that cannot be read
// or written, so that an access just past either end of it faults.
type guardedPage struct {
	mem  []byte // the three pages
	page []byte // the middle one
}

func newGuardedPage(t *testing.T) *guardedPage {
	t.Helper()
	size := os.Getpagesize()
	mem, err := unix.Mmap(-1, 0, 3*size, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE)
	if err != nil {
		t.Skipf("mmap: %v", err)
	}
	t.Cleanup(func() { unix.Munmap(mem) })
	if err := unix.Mprotect(mem[:size], unix.PROT_NONE); err != nil {
		t.Skipf("mprotect: %v", err)
	}
	if err := unix.Mprotect(mem[2*size:], unix.PROT_NONE); err != nil {
		t.Skipf("mprotect: %v", err)
	}
	return &guardedPage{mem, mem[size : 2*size]}
}

// words returns n words of the page, ending at its end (atEnd) or starting
// at its start.
func (g *guardedPage) words(n int, atEnd bool) []uint64 {
	off := 0
	if atEnd {
		off = len(g.page) - 8*n
	}
	if n == 0 {
		return []uint64{} // an empty slice touches nothing
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&g.page[off])), n)
}

// TestBatchPageBoundary runs each batch function on every path with x, y
// and dst each ending where the next page cannot be read, and then each
// starting where the page before cannot be read, for every length from 0 to
// 130: a vector kernel that reads or writes a word beyond a slice (masked
// tails too wide, a load of a whole vector) faults, where kerneltest.Guard words in
// one allocation would not show it. dst aliasing x is tried too.
func TestBatchPageBoundary(t *testing.T) {
	px, py, pd := newGuardedPage(t), newGuardedPage(t), newGuardedPage(t)
	r := rand.New(rand.NewPCG(23, 24))
	for _, op := range batchOps {
		for n := range 131 {
			for _, atEnd := range []bool{true, false} {
				c := r.Uint64()
				x, y, dst := px.words(n, atEnd), py.words(n, atEnd), pd.words(n, atEnd)
				xs, ys, old := kerneltest.RandomWords(r, n), kerneltest.RandomWords(r, n), kerneltest.RandomWords(r, n)
				want, wantX := make([]uint64, n), make([]uint64, n)
				for i := range n {
					want[i] = op.Want(old[i], xs[i], ys[i], c)
					wantX[i] = op.Want(xs[i], xs[i], ys[i], c)
				}
				for _, im := range kerneltest.AllImpls() {
					func() {
						defer kernel.Paths.Use(im.Paths...)()
						copy(x, xs)
						copy(y, ys)
						copy(dst, old)
						op.Run(dst, x, y, c)
						if i := kerneltest.FirstDiff(dst, want); i >= 0 {
							t.Fatalf("%s, impl=%s, n=%d at the page's end %v: dst[%d] = %#x, want %#x", op.Name, im.Name, n, atEnd, i, dst[i], want[i])
						}
						op.Run(x, x, y, c)
						if i := kerneltest.FirstDiff(x, wantX); i >= 0 {
							t.Fatalf("%s with dst == x, impl=%s, n=%d at the page's end %v: dst[%d] = %#x, want %#x", op.Name, im.Name, n, atEnd, i, x[i], wantX[i])
						}
					}()
				}
			}
		}
	}
}
