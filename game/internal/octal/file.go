package octal

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// A fileStore keeps the values in a file of the format of format.go,
// mapped into memory where the system allows (see region).
type fileStore struct {
	path string
	f    *os.File
	reg  region
	h    int    // the header size: values start there
	rule string // the rule name, written into a new file on widening

	// The last commit: its slot, sequence number, count, width and
	// checksum.
	slot  int
	seq   uint64
	count int
	width int
	crc   uint32
}

// A region is the bytes of a file in memory: mapped, or read and written
// back.
type region interface {
	// bytes returns the file, as long as the last resize made it.
	bytes() []byte
	// resize makes the file size bytes long, keeping its content.
	resize(size int) error
	// flush writes bytes [off, off+n) of the file to disk.
	flush(off, n int) error
	// close releases the region; the file stays open.
	close() error
}

// fileError returns an error of the file path, wrapping ErrFile.
func fileError(path string, format string, args ...any) error {
	return &solverError{ErrFile, fmt.Sprintf("octal: %s: %s", path, fmt.Sprintf(format, args...)), nil}
}

// ioError returns err, an error of the system on a values file, wrapping
// ErrFile too.
func ioError(err error) error { return &solverError{ErrFile, "octal: " + err.Error(), err} }

// openStore opens the values file path of rule, making a new one if there
// is none, and returns it with the count and width of its last commit. It
// changes nothing in a file that is not a values file of rule, or that is
// truncated or corrupted, and says so. A new file appears under its name
// only with its header whole, so that a run killed as it starts leaves no
// file that cannot be opened.
func openStore(path, rule string) (*fileStore, error) {
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 {
		return nil, fileError(path, "values files need a little-endian machine")
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		st, cerr := createStore(path, rule)
		if !errors.Is(cerr, fs.ErrExist) {
			return st, cerr
		}
		// Another run made the file first: resume it.
		f, err = os.OpenFile(path, os.O_RDWR, 0)
	}
	if err != nil {
		return nil, ioError(err)
	}
	st, err := resumeStore(f, path, rule)
	if err != nil {
		f.Close()
		return nil, err
	}
	return st, nil
}

// createStore makes the values file path for rule: its header is written
// to a temporary file beside it, which is then linked to path, so that the
// file never appears without its header. It returns an error wrapping
// fs.ErrExist, and changes nothing, if path exists by then.
func createStore(path, rule string) (*fileStore, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+newSuffix+"*")
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		// The error names the file asked for, not the temporary one.
		err = &fs.PathError{Op: "create", Path: path, Err: pe.Err}
	}
	if err != nil {
		return nil, ioError(err)
	}
	fail := func(err error) (*fileStore, error) {
		f.Close()
		os.Remove(f.Name())
		return nil, ioError(err)
	}
	c := commit{seq: 1, width: 1}
	hdr := encodeHeader(rule, c)
	if err := f.Chmod(0o644); err != nil {
		return fail(err)
	}
	if _, err := f.WriteAt(hdr, 0); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := os.Link(f.Name(), path); errors.Is(err, fs.ErrExist) {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	} else if err != nil {
		// A file system without hard links: rename, unless path has
		// appeared meanwhile.
		if _, serr := os.Lstat(path); serr == nil {
			f.Close()
			os.Remove(f.Name())
			return nil, fs.ErrExist
		}
		if err := os.Rename(f.Name(), path); err != nil {
			return fail(err)
		}
	}
	os.Remove(f.Name())
	if err := syncDir(path); err != nil {
		f.Close()
		return nil, ioError(err)
	}
	if err := lock(f); err != nil {
		f.Close()
		return nil, fileError(path, "%v", err)
	}
	reg, err := newRegion(f, len(hdr))
	if err != nil {
		f.Close()
		return nil, ioError(err)
	}
	return &fileStore{path: path, f: f, reg: reg, h: len(hdr), rule: rule, seq: 1, width: 1}, nil
}

// resumeStore checks the existing file f and returns it as a store.
func resumeStore(f *os.File, path, rule string) (*fileStore, error) {
	if err := lock(f); err != nil {
		return nil, fileError(path, "%v", err)
	}
	hd, size, err := readHeader(f, path)
	if err != nil {
		return nil, err
	}
	if hd.rule != rule {
		return nil, fileError(path, "it holds the values of %s, not of %s", clip(hd.rule), clip(rule))
	}
	i := hd.current()
	c := hd.slots[i]
	end := int64(hd.size) + int64(c.count)*int64(c.width)
	if int64(int(end)) != end {
		return nil, fileError(path, "%d values are more than this machine can map", c.count)
	}
	reg, err := newRegion(f, int(size))
	if err != nil {
		return nil, ioError(err)
	}
	if crc32.Checksum(reg.bytes()[hd.size:end], castagnoli) != c.crc {
		reg.close()
		return nil, fileError(path, "corrupted: the checksum of its %d values does not match", c.count)
	}
	removeTemps(path)
	return &fileStore{path: path, f: f, reg: reg, h: hd.size, rule: rule,
		slot: i, seq: c.seq, count: int(c.count), width: int(c.width), crc: c.crc}, nil
}

// readHeader reads and checks the header of the values file f, and that the
// file is long enough for the values of its current commit; it returns the
// header and the size of the file.
func readHeader(f *os.File, path string) (*header, int64, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, 0, ioError(err)
	}
	head := make([]byte, min(fi.Size(), maxHeader))
	if _, err := f.ReadAt(head, 0); err != nil {
		return nil, 0, ioError(err)
	}
	hd, err := decodeHeader(head)
	if err != nil {
		return nil, 0, fileError(path, "%v", err)
	}
	c := hd.slots[hd.current()]
	if end := int64(hd.size) + int64(c.count)*int64(c.width); fi.Size() < end {
		return nil, 0, fileError(path, "truncated: its last checkpoint has %d values (%d bytes), but the file ends %d bytes short of them",
			c.count, end-int64(hd.size), end-fi.Size())
	}
	return hd, fi.Size(), nil
}

// The suffixes of the temporary files beside a values file: of a new file
// before its header is whole, and of the change to two-byte values.
const (
	newSuffix   = ".new-"
	widenSuffix = ".widen-"
)

// removeTemps removes the temporary files that a crash left beside path,
// in the making of the file or in the change to two-byte values, before
// their link or rename. The caller holds the lock of path, so no run is
// widening it, and path exists, so no run is making it.
func removeTemps(path string) {
	base := "." + filepath.Base(path)
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), base+widenSuffix) || strings.HasPrefix(e.Name(), base+newSuffix) {
			os.Remove(filepath.Join(filepath.Dir(path), e.Name()))
		}
	}
}

func (s *fileStore) values() []byte { return s.reg.bytes()[s.h:] }

func (s *fileStore) reserve(n, width int) ([]byte, error) {
	if size := s.h + n*width; size > len(s.reg.bytes()) {
		if err := s.reg.resize(size); err != nil {
			return nil, ioError(fmt.Errorf("%s: %w", s.path, err))
		}
		// The new size is on disk before any commit counts on it.
		if err := s.f.Sync(); err != nil {
			return nil, ioError(err)
		}
	}
	return s.values(), nil
}

// commit makes the first done values, width bytes each, the new
// checkpoint: they go to disk, then the slot that records them.
func (s *fileStore) commit(done, width int) error {
	if done == s.count && width == s.width {
		return nil
	}
	if width != s.width {
		return fileError(s.path, "commit of width %d to a file of width %d", width, s.width)
	}
	v := s.values()
	crc := crc32.Update(s.crc, castagnoli, v[s.count*width:done*width])
	if err := s.reg.flush(s.h+s.count*width, (done-s.count)*width); err != nil {
		return ioError(fmt.Errorf("%s: %w", s.path, err))
	}
	if err := s.f.Sync(); err != nil {
		return ioError(err)
	}
	c := commit{seq: s.seq + 1, count: uint64(done), width: uint8(width), crc: crc}
	slot := 1 - s.slot
	at := slotsAt + slot*slotSize
	copy(s.reg.bytes()[at:], encodeSlot(c))
	if err := s.reg.flush(at, slotSize); err != nil {
		return ioError(fmt.Errorf("%s: %w", s.path, err))
	}
	if err := s.f.Sync(); err != nil {
		return ioError(err)
	}
	s.slot, s.seq, s.count, s.crc = slot, c.seq, done, crc
	return nil
}

// widen writes the first done values, two bytes each, to a new file that
// then takes the place of the old one, committed, with room for n values.
// A crash before the new file is in place leaves the old one as it was.
func (s *fileStore) widen(done, n int) ([]byte, error) {
	old := s.values()[:done]
	tmp, err := os.CreateTemp(filepath.Dir(s.path), "."+filepath.Base(s.path)+widenSuffix+"*")
	if err != nil {
		return nil, ioError(err)
	}
	fail := func(err error) ([]byte, error) {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, ioError(fmt.Errorf("%s: %w", s.path, err))
	}
	if err := lock(tmp); err != nil {
		return fail(err)
	}
	if fi, err := s.f.Stat(); err != nil {
		return fail(err)
	} else if err := tmp.Chmod(fi.Mode().Perm()); err != nil {
		return fail(err)
	}
	// The values go out a chunk at a time, each byte v as v, 0.
	hsize := headerSize(len(s.rule))
	var crc uint32
	chunk := make([]byte, 2<<20)
	for i := 0; i < done; i += len(chunk) / 2 {
		part := old[i:min(done, i+len(chunk)/2)]
		for j, v := range part {
			chunk[2*j], chunk[2*j+1] = v, 0
		}
		b := chunk[:2*len(part)]
		crc = crc32.Update(crc, castagnoli, b)
		if _, err := tmp.WriteAt(b, int64(hsize+2*i)); err != nil {
			return fail(err)
		}
	}
	c := commit{seq: s.seq + 1, count: uint64(done), width: 2, crc: crc}
	hdr := encodeHeader(s.rule, c)
	if _, err := tmp.WriteAt(hdr, 0); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := os.Rename(tmp.Name(), s.path); err != nil {
		return fail(err)
	}
	if err := syncDir(s.path); err != nil {
		return fail(err)
	}
	reg, err := newRegion(tmp, len(hdr)+2*done)
	if err != nil {
		return fail(err)
	}
	s.reg.close()
	s.f.Close()
	*s = fileStore{path: s.path, f: tmp, reg: reg, h: len(hdr), rule: s.rule,
		seq: c.seq, count: done, width: 2, crc: c.crc}
	return s.reserve(n, 2)
}

func (s *fileStore) committed() int { return s.count }

func (s *fileStore) close() error {
	err := s.reg.close()
	if e := s.f.Close(); err == nil {
		err = e
	}
	return err
}
