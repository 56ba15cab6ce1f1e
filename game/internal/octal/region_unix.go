//go:build unix

package octal

import (
	"errors"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// A mapRegion maps a file into memory, shared: its bytes are the file's.
type mapRegion struct {
	f   *os.File
	mem []byte
}

func newRegion(f *os.File, size int) (region, error) {
	r := &mapRegion{f: f}
	if err := r.mmap(size); err != nil {
		return nil, err
	}
	return r, nil
}

func (r *mapRegion) mmap(size int) error {
	if size == 0 {
		r.mem = nil
		return nil
	}
	mem, err := unix.Mmap(int(r.f.Fd()), 0, size, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		return &os.PathError{Op: "mmap", Path: r.f.Name(), Err: err}
	}
	r.mem = mem
	return nil
}

func (r *mapRegion) bytes() []byte { return r.mem }

// resize writes the part of the file it adds, rather than only
// lengthening the file, so that the disk space is taken here: a full disk
// is then an error of resize, not a SIGBUS when a value is stored through
// the mapping into a hole the file system cannot fill.
func (r *mapRegion) resize(size int) error {
	old := len(r.mem)
	if size < old {
		if err := r.f.Truncate(int64(size)); err != nil {
			return err
		}
	}
	zero := make([]byte, min(max(size-old, 0), 1<<20))
	for off := old; off < size; off += len(zero) {
		if _, err := r.f.WriteAt(zero[:min(len(zero), size-off)], int64(off)); err != nil {
			return err
		}
	}
	if err := r.close(); err != nil {
		return err
	}
	return r.mmap(size)
}

func (r *mapRegion) flush(off, n int) error {
	if n == 0 {
		return nil
	}
	start := off &^ (os.Getpagesize() - 1)
	return unix.Msync(r.mem[start:off+n], unix.MS_SYNC)
}

func (r *mapRegion) close() error {
	if r.mem == nil {
		return nil
	}
	err := unix.Munmap(r.mem)
	r.mem = nil
	return err
}

// errInUse is the error of a file that another run has open.
var errInUse = errors.New("in use by another run")

// lock takes the lock of a run on f, or returns errInUse if another holds
// it.
func lock(f *os.File) error {
	err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
	if err == unix.EWOULDBLOCK {
		return errInUse
	}
	return err
}

// syncDir makes the directory entry of path durable.
func syncDir(path string) error {
	d, err := os.Open(filepath.Dir(path))
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
