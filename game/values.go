package game

import (
	"context"
	"errors"
	"iter"
	"strings"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// HeapValues holds the Grundy values G(0), G(1), ..., G(Len()-1) of the
// single heaps of a heap game, as HeapGame.Values or HeapGame.OpenValues
// computes them, and computes more with Extend. Heap games are studied to
// millions of values and far beyond, all of them small, so HeapValues
// stores them compactly, one byte each while they fit and two bytes after,
// rather than as a slice of uint64; each value is read as a uint64, the
// type of Grundy values throughout the package. The zero value, and a nil
// *HeapValues, hold no values.
type HeapValues struct {
	s   *octal.Solver
	mex *mexValues // for rules with digits past 7, instead of s
}

// solver returns the solver that holds the values, or nil.
func (v *HeapValues) solver() *octal.Solver {
	if v == nil {
		return nil
	}
	return v.s
}

// Len returns the number of values held.
func (v *HeapValues) Len() int {
	switch {
	case v == nil:
		return 0
	case v.mex != nil:
		return len(v.mex.v)
	case v.s != nil:
		return v.s.Len()
	}
	return 0
}

// value returns G(h), h in [0, Len()).
func (v *HeapValues) value(h int) uint64 {
	if v.mex != nil {
		return uint64(v.mex.v[h])
	}
	return uint64(v.s.Value(h))
}

// At returns G(h). It panics if h is not in [0, Len()).
func (v *HeapValues) At(h int) uint64 {
	if uint(h) >= uint(v.Len()) {
		panic(errorf(ErrRange, "HeapValues.At(%d) of %d values", h, v.Len()))
	}
	return v.value(h)
}

// All returns an iterator over the heaps h from 0 to Len()-1 and their
// values G(h), in increasing order of h.
func (v *HeapValues) All() iter.Seq2[int, uint64] {
	return func(yield func(int, uint64) bool) {
		for h := range v.Len() {
			if !yield(h, v.value(h)) {
				return
			}
		}
	}
}

// Values returns the Grundy values G(0), ..., G(n-1) of single heaps of g,
// in memory. Each value is the mex of the values of the options of a heap:
// the value G(n-k) of the heap left, or G(a) xor G(b) of two heaps a + b =
// n - k left (and so on for more heaps), or 0 when nothing is left. Extend
// computes more.
//
// For codes with digits past 7, whose moves may leave three heaps or more,
// Values applies the mex rule directly, keeping for each heap and each
// number j of heaps the set of the nim-sums of the ways to write it as j
// heaps: time of order n^2 times the number of heaps a move leaves, and
// memory of order n times that number and the largest value over 64
// bytes. What follows describes octal codes, subtraction sets and Grundy's
// game.
//
// Values uses the sparse-space method of Winning Ways (ch. 4, "Sparse space
// spells speed"): choose a mask m and call a heap rare when the value v has
// v&m with an even number of ones, common when odd (for some games the
// parity of the heap joins in). The xor of two values is common exactly when
// one of them is rare and the other common. For many games, Grundy's game
// among them, few heaps are rare, so all common option values come from the
// few splits with a rare part, and the rare values below the least common
// value left are found among the first few other splits. The method is
// exact for every mask; the mask decides the speed, and is chosen from the
// frequencies of the values, the one that makes the fewest rare heaps, and
// chosen again as the values grow. The cost is of order n times the number
// of rare heaps for such games, and of order n^2 for games without a
// sparse space (docs/speed.md gives the times, measured by
// scripts/figures.go). Games without splitting moves take time of
// order n times the length of the rule; a rule of D digits costs at least
// D steps a value, and each digit 4 to 7 at least one step a value for
// each rare heap.
//
// At every power of two from 1024 on, Values asks Period whether the values
// so far prove a period; once one is proven, the remaining values repeat
// it, so a game such as Kayles (period 12 from heap 71) costs little more
// than its first 1024 values whatever n is.
//
// Values returns an error wrapping ErrRange if n is negative or above
// MaxValues, or if a value exceeds 65535.
func (g *HeapGame) Values(n int) (*HeapValues, error) {
	if !g.isOctal() {
		v := &HeapValues{mex: newMexValues(g)}
		if err := v.Extend(context.Background(), n, nil); err != nil {
			return nil, err
		}
		return v, nil
	}
	s, err := octal.New(g.octal())
	if err != nil {
		// ParseHeapGame makes only rules that package octal takes.
		return nil, errorf(ErrRule, "%s", strings.TrimPrefix(err.Error(), "octal: "))
	}
	v := &HeapValues{s: s}
	if err := v.Extend(context.Background(), n, nil); err != nil {
		return nil, err
	}
	return v, nil
}

// OpenValues returns the values of g kept in the file path: none in a new
// file if there is no file path, or those of a file that OpenValues of the
// same rule wrote before. Extend computes more, writing them to the file
// and committing them at least every minute and when it returns, so that a
// run interrupted at any moment, even by a crash, continues from its last
// checkpoint when the file is opened again. Close releases the file, which
// one HeapValues at a time may have open.
//
// The file starts with a header naming the rule (as the octal code of its
// digits, so that sub=1,3,4 and 0.3033 share files) and a checksum of the
// values committed; then come the values, one byte each, or two once one
// passes 255 (the file is then written anew). The file is memory-mapped
// where the system allows, so that the values, up to MaxValues of them,
// are bounded by the disk rather than by memory.
//
// OpenValues returns an error wrapping ErrFile, and changes nothing, if
// path is not a values file, holds the values of another rule, is shorter
// than its last checkpoint says, does not match its checksum, or is open
// in another HeapValues; or if the system cannot create, read or map it.
// For a code with digits past 7, whose values Values computes by the mex
// rule in memory only, it returns an error wrapping ErrRule.
func (g *HeapGame) OpenValues(path string) (*HeapValues, error) {
	if !g.isOctal() {
		return nil, errorf(ErrRule, "code %s has digits past 7: its values are computed in memory, not kept in a file", quote(g.rule))
	}
	s, err := octal.Open(path, g.octal())
	if err != nil {
		return nil, fromOctal(err)
	}
	return &HeapValues{s: s}, nil
}

// Extend computes the values of the heaps Len() to n-1, if n is more than
// Len(), calling progress, if not nil, after each block of a thousand or
// so, when Len() has grown: the values are already there to read. A
// HeapValues of a file commits them at least every minute and when Extend
// returns.
//
// Extend stops, keeping every value computed, at the first error: it
// returns an error wrapping ErrRange if n is negative or above MaxValues,
// or if a value exceeds 65535, or wrapping ErrFile if the file fails; and
// the error of progress, or ctx.Err() when ctx is done, as they are.
// Extend of a HeapValues that no HeapGame made (the zero value, nil), or
// of one closed, returns an error wrapping ErrRange.
func (v *HeapValues) Extend(ctx context.Context, n int, progress func() error) error {
	s := v.solver()
	switch {
	case n < 0 || n > MaxValues:
		return errorf(ErrRange, "%d values: the count must be in [0, %d]", n, MaxValues)
	case s == nil && (v == nil || v.mex == nil):
		return errorf(ErrRange, "Extend of HeapValues that no HeapGame made, or closed")
	}
	var perr error
	report := func() error { return nil }
	if progress != nil {
		report = func() error { perr = progress(); return perr }
	}
	if v.mex != nil {
		return v.mex.extend(ctx, n, report)
	}
	err := s.Run(ctx, n, report)
	switch {
	case err == nil || err == perr || errors.Is(err, ctx.Err()) && ctx.Err() != nil:
		return err
	}
	return fromOctal(err)
}

// Close commits the values of a HeapValues of a file and releases the
// file; the HeapValues then holds no values, and Extend returns an error.
// For values in memory Close does nothing. It returns an error wrapping
// ErrFile if the last commit fails.
func (v *HeapValues) Close() error {
	s := v.solver()
	if s == nil || !s.InFile() {
		return nil
	}
	v.s = nil
	if err := s.Close(); err != nil {
		return fromOctal(err)
	}
	return nil
}

// HeapStats describe the values of the heaps 1 to Len()-1 of a HeapValues
// (heap 0, of value 0, is left out, as in the tables that solvers of heap
// games publish), and the sparse space they were computed in.
type HeapStats struct {
	// Counts[v] is the number of those heaps of value v, for v from 0 to
	// Max; Counts is empty without them.
	Counts []uint64
	// Max is the largest value, and MaxHeap the first heap with it.
	Max     uint64
	MaxHeap int
	// Mask and Parity give the split into rare and common heaps, as
	// IsRare applies them; Mask is 0 before the values of 1024 heaps and
	// for games without splits, which have no split.
	Mask   uint64
	Parity bool
	// RareHeaps is the number of rare heaps, LastRare the last of them (0
	// if there is none), and RareValues the values they have, in
	// increasing order.
	RareHeaps  int
	LastRare   int
	RareValues []uint64

	split octal.Stats
}

// IsRare reports whether a heap h of value v is rare in the sparse space
// of st: whether v & Mask has an even number of ones, or with Parity,
// whether that number and h plus the tokens the game's splits take (all of
// one parity) have the same parity. It is false without a split.
func (st HeapStats) IsRare(h int, v uint64) bool {
	return v < 1<<16 && st.split.IsRare(h, uint16(v))
}

// Stats returns the statistics of the values held.
func (v *HeapValues) Stats() HeapStats {
	if v != nil && v.mex != nil {
		var st HeapStats
		for h := 1; h < len(v.mex.v); h++ {
			g := v.mex.v[h]
			for len(st.Counts) <= int(g) {
				st.Counts = append(st.Counts, 0)
			}
			st.Counts[g]++
			if h == 1 || uint64(g) > st.Max {
				st.Max, st.MaxHeap = uint64(g), h
			}
		}
		return st
	}
	s := v.solver()
	if s == nil {
		return HeapStats{}
	}
	o := s.Stats()
	st := HeapStats{Max: uint64(o.Max), MaxHeap: o.MaxHeap, RareHeaps: o.Rare, LastRare: o.LastRare, split: o}
	for _, c := range o.Counts {
		st.Counts = append(st.Counts, uint64(c))
	}
	if o.Split {
		st.Mask, st.Parity = uint64(o.Mask), o.Pos
	}
	for _, r := range o.RareValues {
		st.RareValues = append(st.RareValues, uint64(r))
	}
	return st
}

// octal returns g as a rule of package octal, named by its octal code: the
// digits, d0.d1d2..., with the digit 4 before the point for a split
// without taking, or "grundy".
func (g *HeapGame) octal() octal.Rule {
	name := "grundy"
	if !g.unequal {
		b := []byte{'0' + g.digits[0], '.'}
		for _, d := range g.digits[1:] {
			b = append(b, '0'+d)
		}
		if len(g.digits) == 1 {
			b = append(b, '0')
		}
		name = string(b)
	}
	return octal.Rule{Name: name, Digits: g.digits, Unequal: g.unequal}
}

// fromOctal returns err, an error of package octal, as an error of this
// package wrapping ErrRange or ErrFile, and the error of the system behind
// it.
func fromOctal(err error) error {
	kind := ErrFile
	if errors.Is(err, octal.ErrRange) {
		kind = ErrRange
	}
	e := &Error{Err: kind, Msg: strings.TrimPrefix(err.Error(), "octal: ")}
	var cause interface{ Unwrap() []error }
	if errors.As(err, &cause) {
		for _, c := range cause.Unwrap() {
			if c != octal.ErrRange && c != octal.ErrFile {
				e.cause = c
			}
		}
	}
	return e
}

// A ValuesFile is a file of heap-game values, as OpenValues writes it,
// open for reading only: ReadValuesFile neither takes the lock of the file
// nor writes to it, so it may read a file that a run is extending, whose
// values up to its last checkpoint stay as they are. The format of the file
// is in the package documentation.
type ValuesFile struct {
	r *octal.Reader
}

// ReadValuesFile opens the values file path for reading. It checks the
// file as OpenValues does: its header, its length, and the checksum of the
// values of its last checkpoint, which it reads once (at the speed of the
// disk: for a file of 2^30 values, a second or so from the page cache).
// It returns an error wrapping ErrFile if path is not a values file, is
// truncated or does not match its checksum, or if the system cannot open
// or read it.
func ReadValuesFile(path string) (*ValuesFile, error) {
	r, err := octal.OpenReader(path)
	if err != nil {
		return nil, fromOctal(err)
	}
	return &ValuesFile{r}, nil
}

// Rule returns the rule whose values the file holds, as the octal code of
// its digits that names it in the file ("0.77"; "0.3033" for sub=1,3,4) or
// "grundy": ParseHeapGame reads it.
func (f *ValuesFile) Rule() string { return f.r.Rule() }

// Len returns the number of values the file holds, those of the heaps 0 to
// Len()-1, up to its last checkpoint when it was opened.
func (f *ValuesFile) Len() int { return f.r.Len() }

// ReadAt sets dst to the values G(from), ..., G(from+len(dst)-1). It
// returns an error wrapping ErrRange if those heaps are not all below
// Len() or from is negative, and one wrapping ErrFile if the system fails
// to read the file.
func (f *ValuesFile) ReadAt(dst []uint64, from int) error {
	buf := make([]uint16, len(dst))
	if err := f.r.ReadAt(buf, from); err != nil {
		return fromOctal(err)
	}
	for i, v := range buf {
		dst[i] = uint64(v)
	}
	return nil
}

// Close closes the file. It returns an error wrapping ErrFile if the
// system fails to close it.
func (f *ValuesFile) Close() error {
	if err := f.r.Close(); err != nil {
		return fromOctal(err)
	}
	return nil
}
