package octal

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
)

// A Reader reads the values of a values file up to its last commit,
// without its lock and without writing to it: so it may read a file that
// a run is extending, whose committed values stay as they are.
type Reader struct {
	f     *os.File
	path  string
	rule  string
	h     int // the header size: values start there
	count int
	width int
}

// OpenReader opens the values file path for reading and checks it as Open
// does: its header, its length, and the checksum of its committed values,
// which it reads once.
func OpenReader(path string) (*Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, ioError(err)
	}
	r, err := newReader(f, path)
	if err != nil {
		f.Close()
		return nil, err
	}
	return r, nil
}

func newReader(f *os.File, path string) (*Reader, error) {
	hd, _, err := readHeader(f, path)
	if err != nil {
		return nil, err
	}
	c := hd.slots[hd.current()]
	if int64(int(c.count)) != int64(c.count) {
		return nil, fileError(path, "%d values are more than this machine can index", c.count)
	}
	sum := crc32.New(castagnoli)
	if _, err := io.Copy(sum, io.NewSectionReader(f, int64(hd.size), int64(c.count)*int64(c.width))); err != nil {
		return nil, ioError(err)
	}
	if sum.Sum32() != c.crc {
		return nil, fileError(path, "corrupted: the checksum of its %d values does not match", c.count)
	}
	return &Reader{f: f, path: path, rule: hd.rule, h: hd.size, count: int(c.count), width: int(c.width)}, nil
}

// Rule returns the name of the rule whose values the file holds.
func (r *Reader) Rule() string { return r.rule }

// Len returns the number of values committed, which the Reader reads.
func (r *Reader) Len() int { return r.count }

// ReadAt sets dst to the values of the heaps from to from+len(dst)-1. It
// returns an error wrapping ErrRange if they are not all in [0, Len()),
// and one wrapping ErrFile if the system fails to read them.
func (r *Reader) ReadAt(dst []uint16, from int) error {
	if from < 0 || len(dst) > r.count || from > r.count-len(dst) {
		return &solverError{ErrRange, fmt.Sprintf("octal: %s: heaps %d to %d: the file holds the values of heaps 0 to %d", r.path, from, from+len(dst)-1, r.count-1), nil}
	}
	buf := make([]byte, len(dst)*r.width)
	if _, err := r.f.ReadAt(buf, int64(r.h)+int64(from)*int64(r.width)); err != nil {
		return ioError(err)
	}
	for i := range dst {
		if r.width == 1 {
			dst[i] = uint16(buf[i])
		} else {
			dst[i] = binary.LittleEndian.Uint16(buf[2*i:])
		}
	}
	return nil
}

// Close closes the file.
func (r *Reader) Close() error {
	if err := r.f.Close(); err != nil {
		return ioError(err)
	}
	return nil
}
