package octal

import "unsafe"

// A store keeps the values of a Solver: in memory, or in a file.
type store interface {
	// reserve returns the values, with room for n of width bytes each.
	reserve(n, width int) ([]byte, error)
	// widen returns the first done values, one byte each, as two bytes
	// each, with room for n.
	widen(done, n int) ([]byte, error)
	// commit makes the first done values, width bytes each, a
	// checkpoint that a crash does not undo.
	commit(done, width int) error
	// committed returns the count of the last commit.
	committed() int
	// close releases the store.
	close() error
}

// view points the value slices of s at buf.
func (s *Solver) view(buf []byte) {
	if s.width == 1 {
		s.v8, s.v16 = buf, nil
		return
	}
	s.v8, s.v16 = nil, unsafe.Slice((*uint16)(unsafe.Pointer(unsafe.SliceData(buf))), len(buf)/2)
}

// A memStore keeps the values in memory.
type memStore struct{ buf []byte }

func (m *memStore) reserve(n, width int) ([]byte, error) {
	if len(m.buf) < n*width {
		buf := make([]byte, max(n*width, 2*len(m.buf)))
		copy(buf, m.buf)
		m.buf = buf
	}
	return m.buf, nil
}

func (m *memStore) widen(done, n int) ([]byte, error) {
	w := make([]uint16, max(n, done))
	for i, v := range m.buf[:done] {
		w[i] = uint16(v)
	}
	m.buf = unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), 2*len(w))
	return m.buf, nil
}

func (m *memStore) commit(done, width int) error { return nil }

func (m *memStore) committed() int { return 0 }

func (m *memStore) close() error { return nil }

// A closedStore is the store of a Solver of a file after Close: it holds
// no values and takes none.
type closedStore struct{}

var errClosed = &solverError{ErrFile, "octal: the values file is closed", nil}

func (closedStore) reserve(n, width int) ([]byte, error) { return nil, errClosed }
func (closedStore) widen(done, n int) ([]byte, error)    { return nil, errClosed }
func (closedStore) commit(done, width int) error         { return nil }
func (closedStore) committed() int                       { return 0 }
func (closedStore) close() error                         { return nil }
