//go:build !unix

package octal

import (
	"io"
	"os"
)

// A bufRegion holds a file in memory, read whole, and writes its bytes
// back as they are flushed: for systems without the mmap of package unix.
type bufRegion struct {
	f   *os.File
	buf []byte
}

func newRegion(f *os.File, size int) (region, error) {
	buf := make([]byte, size)
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, int64(size)), buf); err != nil {
		return nil, err
	}
	return &bufRegion{f: f, buf: buf}, nil
}

func (r *bufRegion) bytes() []byte { return r.buf }

func (r *bufRegion) resize(size int) error {
	if err := r.f.Truncate(int64(size)); err != nil {
		return err
	}
	buf := make([]byte, size)
	copy(buf, r.buf)
	r.buf = buf
	return nil
}

func (r *bufRegion) flush(off, n int) error {
	_, err := r.f.WriteAt(r.buf[off:off+n], int64(off))
	return err
}

func (r *bufRegion) close() error { return nil }

// lock does nothing: these systems run without the lock of a run.
func lock(f *os.File) error { return nil }

// syncDir does nothing: these systems do not sync directories.
func syncDir(path string) error { return nil }
