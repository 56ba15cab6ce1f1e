package octal

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"time"
)

// warmUp is the number of values computed by the plain mex rule before the
// first split is chosen.
const warmUp = 1 << 10

// A Solver computes the Grundy values G(0), G(1), ... of single heaps of a
// Rule, keeping them in memory or in a file (see Open).
type Solver struct {
	g *game

	// The values computed, G(0..n-1), width bytes each: v8 or v16 views
	// them, and has room for at least the values a Run computes.
	n     int
	width int
	v8    []uint8
	v16   []uint16
	store store

	// The sparse space: the split chosen, or none yet, and the rare heaps
	// under it in increasing order, each as h<<16 | G(h). epoch counts
	// the choices, so that far marks of another split are not used.
	chosen bool
	split  split
	epoch  int
	rare   []uint64
	// lastChoice is n when the split was last chosen, and choiceW the w.
	lastChoice, choiceW int

	// Every value so far is below 2^w; marks, need, all and common are
	// bitmaps of values below 2^(w+1): the options of the heap in hand,
	// the values still to be found among its splits, every value, and
	// the values of common type for a split of s tokens with s&1 == i.
	w      int
	marks  []uint64
	need   []uint64
	all    []uint64
	common [2][]uint64

	// cnt[v<<1 | h&1] counts the heaps h in 1..n-1 of value v.
	cnt      []int64
	maxValue uint16
	maxHeap  int

	// far holds the marks of the far rare heaps on this block and the
	// next, of block heaps each, made by workers goroutines; near holds
	// the near marks of the heaps in hand, and resid is the index of the
	// first rare heap above them that the heaps mark themselves.
	block   int
	warm    int // the values computed by the mex rule before a split
	far     [2]farBlock
	workers int
	near    marks
	resid   int
	// farPart is the part of the far marks that the helper's work fills:
	// 0, or 1 in the tests, which so check the part the solver's own
	// goroutine fills when it helps.
	farPart int

	// period, once proven, makes the values that follow.
	period int

	// SyncEvery is the longest time between the checkpoints of a Solver
	// of a file: a crash loses at most the values of that time. Open sets
	// it to a minute.
	SyncEvery time.Duration
	lastSync  time.Time
}

// errWide stops a block of one-byte values at a value of 256 or more.
var errWide = errors.New("octal: value needs two bytes")

// The errors of a Solver wrap one of these, except those of ctx and of the
// report function of Run, which Run returns as they are.
var (
	// ErrRange: a value above 65535.
	ErrRange = errors.New("octal: value out of range")
	// ErrFile: a file that is not a values file of the rule, is truncated,
	// corrupted or in use, or that the system fails to read or write.
	ErrFile = errors.New("octal: values file")
)

// A solverError is an error of a Solver: its text, the sentinel it wraps,
// and the error of the system behind it if there is one.
type solverError struct {
	kind  error
	msg   string
	cause error
}

func (e *solverError) Error() string { return e.msg }

func (e *solverError) Unwrap() []error {
	if e.cause == nil {
		return []error{e.kind}
	}
	return []error{e.kind, e.cause}
}

func newSolver(r Rule, st store) (*Solver, error) {
	g, err := newGame(r)
	if err != nil {
		return nil, err
	}
	b := warmUp
	for b < 2*(g.t+1) {
		b <<= 1
	}
	s := &Solver{g: g, width: 1, block: b, warm: warmUp, store: st, workers: min(2, runtime.GOMAXPROCS(0))}
	s.setW(5)
	return s, nil
}

// New returns a Solver that keeps its values in memory.
func New(r Rule) (*Solver, error) { return newSolver(r, &memStore{}) }

// Open returns a Solver that keeps its values in the file path, in the
// format of format.go: a new file if there is none, or the values of a
// file that a Solver of the same rule wrote, to be continued. Open returns
// an error, and changes nothing, if path is not a values file, holds the
// values of another rule, is shorter than its last checkpoint says, or
// does not match its checksum; or if another Solver has it open. Close
// releases the file.
func Open(path string, r Rule) (*Solver, error) {
	if _, err := newGame(r); err != nil {
		return nil, err
	}
	st, err := openStore(path, r.Name)
	if err != nil {
		return nil, err
	}
	s, err := newSolver(r, st)
	if err != nil {
		st.close()
		return nil, err
	}
	s.SyncEvery = time.Minute
	s.width, s.n = st.width, st.count
	s.view(st.values()[:st.count*st.width])
	for h := range s.n {
		s.record(h, s.Value(h))
	}
	if s.n >= s.warm && len(s.g.splits) > 0 {
		s.choose()
	}
	return s, nil
}

// InFile reports whether s keeps its values in a file, not closed.
func (s *Solver) InFile() bool {
	_, ok := s.store.(*fileStore)
	return ok
}

// Committed returns the number of values of the last checkpoint of a
// Solver of a file, and 0 for one in memory: a crash now would leave the
// file with the values of the heaps 0 to Committed()-1.
func (s *Solver) Committed() int { return s.store.committed() }

// Close commits the values computed and releases the file of a Solver of a
// file, which then holds no values; for a Solver in memory it does
// nothing.
func (s *Solver) Close() error {
	if !s.InFile() {
		return nil
	}
	err := s.store.commit(s.n, s.width)
	if e := s.store.close(); err == nil {
		err = e
	}
	s.n, s.v8, s.v16 = 0, nil, nil
	s.store = closedStore{}
	return err
}

// Len returns the number of values computed: those of the heaps 0 to
// Len()-1.
func (s *Solver) Len() int { return s.n }

// Value returns G(h), for 0 <= h < Len().
func (s *Solver) Value(h int) uint16 {
	if s.width == 1 {
		return uint16(s.v8[h])
	}
	return s.v16[h]
}

// setW makes room in the bitmaps for values below 2^(w+1).
func (s *Solver) setW(w int) {
	s.w = w
	nw := words(w + 1)
	s.marks = make([]uint64, nw)
	s.need = make([]uint64, max(nw, 64)) // the scan kernels read 4096 values
	s.all = make([]uint64, nw)
	for i := range s.all {
		s.all[i] = ^uint64(0)
	}
	cnt := make([]int64, 2<<w)
	copy(cnt, s.cnt)
	s.cnt = cnt
	s.setCommon()
}

// setCommon fills the bitmaps of common-type values for the split.
func (s *Solver) setCommon() {
	nw := words(s.w + 1)
	for flip := range 2 {
		ct := make([]uint64, nw)
		if s.chosen {
			for x := range nw * 64 {
				if (bits.OnesCount16(uint16(x)&s.split.mask)+flip)&1 == 1 {
					set(ct, uint(x))
				}
			}
		}
		s.common[flip] = ct
	}
}

// record notes G(h) = v.
func (s *Solver) record(h int, v uint16) {
	if h == 0 {
		return
	}
	if l := bits.Len16(v); l > s.w {
		s.setW(l)
	}
	s.cnt[int(v)<<1|h&1]++
	if v > s.maxValue {
		s.maxValue, s.maxHeap = v, h
	}
	if s.chosen && s.split.rare(h, v) {
		s.rare = append(s.rare, uint64(h)<<16|uint64(v))
	}
}

// choose picks the split with the fewest rare heaps so far, and lists them,
// unless the current split has as few. It runs when the values double or
// grow a bit, so that the rare heaps are listed anew O(log n) times.
func (s *Solver) choose() {
	best, r := bestSplit(s.cnt, s.w, s.g.pos, s.g.splits[0]&1)
	s.lastChoice, s.choiceW = s.n, s.w
	if s.chosen && (best == s.split || int64(len(s.rare)) <= r) {
		return
	}
	s.chosen, s.split = true, best
	s.epoch++
	s.setCommon()
	s.rare = s.rare[:0]
	for h := 1; h < s.n; h++ {
		if v := s.Value(h); best.rare(h, v) {
			s.rare = append(s.rare, uint64(h)<<16|uint64(v))
		}
	}
}

// Run computes the values of the heaps Len() to n-1. After each block of
// values it calls report, if not nil, and stops with its error if it
// returns one. Run also stops when ctx is done, with ctx.Err(). It returns
// an error, with every value before it kept, if a value exceeds 65535.
//
// A Solver of a file commits the values computed at least every SyncEvery
// and when Run returns.
func (s *Solver) Run(ctx context.Context, n int, report func() error) (err error) {
	if n <= s.n {
		return nil
	}
	if err := s.reserve(n); err != nil {
		return err
	}
	h := newHelper(s.workers)
	defer func() {
		h.stop()
		if e := s.store.commit(s.n, s.width); err == nil {
			err = e
		}
	}()
	s.lastSync = time.Now()
	for s.n < n {
		if err := ctx.Err(); err != nil {
			return err
		}
		if s.n%s.block == 0 {
			if s.period == 0 && s.n&(s.n-1) == 0 && s.n >= s.warm && !s.g.Unequal {
				s.period, _ = s.Period()
			}
			// The far marks of this block are done, with the help of
			// this goroutine if the helper is behind, and those of the
			// next are made while it is computed.
			if f := &s.far[(s.n/s.block)&1]; f.ok && h != nil {
				f.work(1)
			}
			h.wait()
			if s.n >= s.warm && len(s.g.splits) > 0 && (!s.chosen || s.n >= 2*s.lastChoice || s.w > s.choiceW) {
				s.choose()
			}
			if next := s.n + s.block; s.chosen && s.period == 0 && next < n {
				h.run(s.prepareFar(next))
			}
		}
		end := min((s.n/s.block+1)*s.block, n)
		if !s.chosen && len(s.g.splits) > 0 {
			// Until a split is chosen every heap costs time of order
			// the heap times the digits of the rule, which for long
			// rules makes a block minutes long: stop, commit and report
			// every subBlock heaps.
			end = min(end, s.n+subBlock)
		}
		var err error
		if s.width == 1 {
			err = runBlock(s, s.v8, end)
		} else {
			err = runBlock(s, s.v16, end)
		}
		switch {
		case err == errWide:
			h.wait()
			if err := s.widen(n); err != nil {
				return err
			}
		case err != nil:
			return err
		}
		if s.SyncEvery > 0 && time.Since(s.lastSync) >= s.SyncEvery {
			if err := s.store.commit(s.n, s.width); err != nil {
				return err
			}
			s.lastSync = time.Now()
		}
		if report != nil {
			if err := report(); err != nil {
				return err
			}
		}
	}
	return nil
}

// runBlock computes the values of the heaps s.n to end-1.
func runBlock[V value](s *Solver, g []V, end int) error {
	far := &s.far[(s.n/s.block)&1]
	limit := int(^V(0))
	start := s.n
	for m := start; m < end; m++ {
		var v int
		switch {
		case s.period > 0:
			v = int(g[m-s.period])
		case !s.chosen:
			v = naive(s, g, m)
		case m == start || m%subBlock == 0:
			prepareNear(s, g, m, far)
			fallthrough
		default:
			v = sparse(s, g, m, far)
		}
		if v > limit {
			if limit == 0xff {
				return errWide
			}
			return &solverError{ErrRange, fmt.Sprintf("octal: the Grundy value of heap %d of %s exceeds 65535", m, clip(s.g.Name)), nil}
		}
		g[m] = V(v)
		s.record(m, uint16(v))
		s.n = m + 1
	}
	return nil
}

// prepareFar sets up the far marks of the block starting at n0, from the
// values below n0 - block, and returns their work for the helper, or nil if
// there are none. The work reads only what it is given, so that it may run
// while the heaps before n0 are computed.
func (s *Solver) prepareFar(n0 int) func() {
	b := s.block
	f := &s.far[(n0/b)&1]
	f.ok, f.helped = false, false
	f.lo, f.hi, f.epoch = 2*b, n0-b, s.epoch
	if f.hi <= f.lo {
		return nil
	}
	f.part[0].reset(n0, b, planes(s.width, s.w))
	f.rare = s.rare[lowerBound(s.rare, f.lo):lowerBound(s.rare, f.hi)]
	f.chunks = (len(f.rare) + farChunk - 1) / farChunk
	f.next.Store(0)
	splits, unequal := s.g.splits, s.g.Unequal
	if s.width == 1 {
		g := s.v8
		f.fill = func(m *marks, rare []uint64) { markBlock(m, g, rare, splits, unequal) }
	} else {
		g := s.v16
		f.fill = func(m *marks, rare []uint64) { markBlock(m, g, rare, splits, unequal) }
	}
	f.ok = true
	part := s.farPart
	return func() { f.work(part) }
}

// reserve makes room for n values.
func (s *Solver) reserve(n int) error {
	buf, err := s.store.reserve(n, s.width)
	if err != nil {
		return err
	}
	s.view(buf)
	return nil
}

// widen moves the values to two bytes each, with room for n.
func (s *Solver) widen(n int) error {
	buf, err := s.store.widen(s.n, n)
	if err != nil {
		return err
	}
	s.width = 2
	s.view(buf)
	return nil
}

// Period returns the least period p and its least preperiod q that the
// values so far prove for the rule of s, or 0, 0 if they prove none. It is
// 0, 0 for Grundy's game, which no theorem covers.
func (s *Solver) Period() (p, q int) {
	if s.g.Unequal {
		return 0, 0
	}
	p, q, _ = s.PeriodOf(s.g.t, len(s.g.splits) > 0)
	return p, q
}

// PeriodOf is Period(values, t, splits) of the values so far.
func (s *Solver) PeriodOf(t int, splits bool) (p, q int, ok bool) {
	if s.width == 1 {
		return Period(s.v8[:s.n], t, splits)
	}
	return Period(s.v16[:s.n], t, splits)
}
