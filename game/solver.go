package game

import (
	"iter"
	"math/bits"
)

// A Solver computes the Grundy values of the positions of one impartial
// game, given by its moves function, and remembers every value it has
// computed.
//
// The search is iterative, with an explicit stack, so a game a million
// moves deep needs memory in proportion (a position and a word for each
// move of the deepest line of play, besides the table of values) but no
// deep recursion. A Solver is not safe for concurrent use.
type Solver[P comparable] struct {
	moves  func(P) []P
	values map[P]uint64
	// The search, kept between calls: stack holds the positions on the
	// search path, each followed by those of its options still to visit
	// whose values were unknown when it was reached; found holds the values
	// of the options visited so far of the positions on the path, each
	// position's after those of the positions below it.
	stack stack[entry[P]]
	found []uint64
	// depth is the length of the search path, and marks[k] the position
	// at depth 2^k on it (the root has depth 1): see reach.
	depth int
	marks []P
	// seen is the scratch space of mex.
	seen []bool
}

// An entry is a position on the search stack: an option still to visit,
// with start -1, or a position on the search path, the values of whose
// options visited so far are found[start:].
type entry[P comparable] struct {
	p     P
	start int
}

// A stack holds the positions of a search in chunks of stackChunk, so that
// a search a million positions deep allocates room for each once and never
// copies the stack to grow it, as a slice would.
type stack[E any] struct {
	below [][]E // full chunks under top
	top   []E   // the top chunk, of capacity stackChunk
	spare []E   // an emptied chunk, kept for the next push
}

const stackChunk = 1 << 10

func (s *stack[E]) empty() bool { return len(s.top) == 0 && len(s.below) == 0 }

// peek returns the top element; the stack must not be empty.
func (s *stack[E]) peek() *E { return &s.top[len(s.top)-1] }

func (s *stack[E]) push(e E) {
	if len(s.top) == cap(s.top) {
		if s.top != nil {
			s.below = append(s.below, s.top)
		}
		s.top, s.spare = s.spare, nil
		if s.top == nil {
			s.top = make([]E, 0, stackChunk)
		}
	}
	s.top = append(s.top, e)
}

// pop removes the top element; the stack must not be empty.
func (s *stack[E]) pop() {
	s.top = s.top[:len(s.top)-1]
	if len(s.top) == 0 && len(s.below) > 0 {
		s.spare = s.top
		s.top = s.below[len(s.below)-1]
		s.below = s.below[:len(s.below)-1]
	}
}

// clear empties the stack, keeping one chunk.
func (s *stack[E]) clear() {
	if len(s.below) > 0 {
		s.top = s.below[0]
	}
	s.top, s.below = s.top[:0], s.below[:0]
}

// NewSolver returns a Solver for the game whose options from a position p
// are moves(p). moves must be a function of p alone; the Solver calls it
// once for each position whose value it computes, and again for each
// component in WinningMoves, and keeps none of the slices it returns.
func NewSolver[P comparable](moves func(P) []P) *Solver[P] {
	return &Solver[P]{moves: moves, values: make(map[P]uint64)}
}

// Value returns the Grundy value of p: the mex (least natural number not
// among) the values of its options. A position without options has value 0.
//
// Value returns an error wrapping ErrCycle, which names a position on the
// cycle, if a position reachable from p can be reached again from itself.
// The search may go round the cycle before it sees it repeat, at most to
// twice the depth at which the repetition begins, or the cycle's length if
// that is larger, plus the cycle's length. The values computed before the cycle was
// found are kept; the Solver stays usable for positions whose play is
// finite.
func (s *Solver[P]) Value(p P) (uint64, error) {
	if v, ok := s.values[p]; ok {
		return v, nil
	}
	s.stack.push(entry[P]{p, -1})
	// fresh says that the entry on top of the stack was pushed just now,
	// with no value, so that it needs no look-up.
	for fresh := true; ; {
		e := s.stack.peek()
		if e.start < 0 {
			if !fresh {
				// An option found twice, or by two paths, may have its
				// value by now.
				if v, ok := s.values[e.p]; ok {
					s.stack.pop()
					s.found = append(s.found, v)
					continue
				}
			}
			// Reach e.p: put it on the path, the values of its options
			// that are known in found, the others on the stack.
			if err := s.reach(e.p); err != nil {
				s.stack.clear()
				s.found = s.found[:0]
				s.depth = 0
				return 0, err
			}
			e.start = len(s.found)
			fresh = false
			for _, q := range s.moves(e.p) {
				if v, ok := s.values[q]; ok {
					s.found = append(s.found, v)
				} else {
					s.stack.push(entry[P]{q, -1})
					fresh = true
				}
			}
			if fresh {
				continue
			}
		}
		// Every option of e.p has been visited: it leaves the path with
		// its value, which joins those of its parent's options.
		v := s.mex(s.found[e.start:])
		s.values[e.p] = v
		s.found = s.found[:e.start]
		s.stack.pop()
		s.depth--
		if s.stack.empty() {
			return v, nil
		}
		s.found = append(s.found, v)
	}
}

// reach puts p on the search path, one deeper, and returns an error
// wrapping ErrCycle if the path is found to repeat.
//
// The positions on the path have no value yet, so a move to one of them
// looks like a move to a new position, and a cycle makes the path run
// round it for ever. No position finishes in there, every one waiting for
// its options, so after a lap the search follows the same moves again: the
// path becomes periodic, and reach finds the period as Brent's algorithm
// does, by comparing the position at each depth d with the one at the
// largest power of two below d. This costs one comparison a position and
// no marking of the path, and it finds a cycle of length L entered at
// depth D before the path is 2*max(D, L) + L deep. The values computed
// before are those of positions with finite play, so they are kept.
func (s *Solver[P]) reach(p P) error {
	s.depth++
	d := s.depth
	if d > 1 && s.marks[bits.Len(uint(d-1))-1] == p {
		return errorf(ErrCycle, "the game graph has a cycle through position %v", p)
	}
	if d&(d-1) == 0 {
		if k := bits.Len(uint(d)) - 1; k < len(s.marks) {
			s.marks[k] = p
		} else {
			s.marks = append(s.marks, p)
		}
	}
	return nil
}

// mex returns the least natural number not in values, which is at most
// len(values).
func (s *Solver[P]) mex(values []uint64) uint64 {
	if len(s.seen) <= len(values) {
		s.seen = make([]bool, 2*len(values)+1)
	}
	seen := s.seen[:len(values)+1]
	for _, v := range values {
		if v < uint64(len(seen)) {
			seen[v] = true
		}
	}
	m := uint64(0)
	for seen[m] {
		m++
	}
	clear(seen)
	return m
}

// SumValue returns the Grundy value of the sum of the games at positions
// ps, in which a move is a move in one component: the nim-sum of their
// values (Sprague and Grundy). SumValue of no positions is 0.
//
// SumValue returns the error of Value for the first component whose value
// is undefined.
func (s *Solver[P]) SumValue(ps []P) (uint64, error) {
	var sum uint64
	for _, p := range ps {
		v, err := s.Value(p)
		if err != nil {
			return 0, err
		}
		sum ^= v
	}
	return sum, nil
}

// IsPPosition reports whether the sum of the games at positions ps is a
// P-position, one whose value is 0: the previous player wins with best
// play. The sum of no positions is a P-position.
//
// IsPPosition returns the error of Value for the first component whose
// value is undefined.
func (s *Solver[P]) IsPPosition(ps []P) (bool, error) {
	v, err := s.SumValue(ps)
	return v == 0 && err == nil, err
}

// WinningMoves returns the winning moves from the sum of the games at
// positions ps: the positions of the sum, reachable in one move, whose value
// is 0. Each is yielded as a new slice with one component replaced by one
// of its options; they come in the order of the components, then of the
// options as moves lists them (an option listed twice gives the move
// twice). There are none exactly when the sum has value 0. The iterator
// calls moves once for each component it reaches, and the Solver must not
// be used by anything else while it runs.
//
// WinningMoves returns the error of Value for the first component whose
// value is undefined, and then no iterator.
func (s *Solver[P]) WinningMoves(ps []P) (iter.Seq[[]P], error) {
	sum, err := s.SumValue(ps)
	if err != nil {
		return nil, err
	}
	ps = append([]P(nil), ps...) // the caller may change its slice
	return func(yield func([]P) bool) {
		if sum == 0 {
			return
		}
		for i, p := range ps {
			// A move in this component to an option of value target; such
			// an option exists when target is below the component's value
			// (the mex), and may exist above it too.
			target := s.values[p] ^ sum
			for _, q := range s.moves(p) {
				if s.values[q] == target {
					w := append([]P(nil), ps...)
					w[i] = q
					if !yield(w) {
						return
					}
				}
			}
		}
	}, nil
}
