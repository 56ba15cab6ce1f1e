package game

import "iter"

// A Solver computes the Grundy values of the positions of one impartial
// game, given by its moves function, and remembers every value it has
// computed.
//
// The search is iterative, with an explicit stack, so a game a million
// moves deep needs memory in proportion but no deep recursion. A Solver is
// not safe for concurrent use.
type Solver[P comparable] struct {
	moves  func(P) []P
	values map[P]uint64
}

// NewSolver returns a Solver for the game whose options from a position p
// are moves(p). moves must be a function of p alone; the Solver calls it
// once for each position whose value it computes, and again for each
// component in WinningMoves, and keeps none of the slices it returns.
func NewSolver[P comparable](moves func(P) []P) *Solver[P] {
	return &Solver[P]{moves: moves, values: make(map[P]uint64)}
}

// A frame is a position on the search stack, with its options and the index
// of the next option to visit.
type frame[P comparable] struct {
	p    P
	opts []P
	next int
}

// Value returns the Grundy value of p: the mex (least natural number not
// among) the values of its options. A position without options has value 0.
//
// Value returns an error wrapping ErrCycle, which names a position on the
// cycle, if a position reachable from p can be reached again from itself.
// The values computed before the cycle was found are kept; the Solver
// stays usable for positions whose play is finite.
func (s *Solver[P]) Value(p P) (uint64, error) {
	if v, ok := s.values[p]; ok {
		return v, nil
	}
	onStack := map[P]bool{p: true}
	stack := []frame[P]{{p: p, opts: s.moves(p)}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next < len(f.opts) {
			q := f.opts[f.next]
			f.next++
			if _, ok := s.values[q]; ok {
				continue
			}
			if onStack[q] {
				return 0, errorf(ErrCycle, "the game graph has a cycle through position %v", q)
			}
			onStack[q] = true
			stack = append(stack, frame[P]{p: q, opts: s.moves(q)})
			continue
		}
		s.values[f.p] = s.mex(f.opts)
		delete(onStack, f.p)
		stack = stack[:len(stack)-1]
	}
	return s.values[p], nil
}

// mex returns the least natural number that is not the value of an option
// in opts, all of whose values are known. It is at most len(opts).
func (s *Solver[P]) mex(opts []P) uint64 {
	seen := make([]bool, len(opts)+1)
	for _, q := range opts {
		if v := s.values[q]; v < uint64(len(seen)) {
			seen[v] = true
		}
	}
	m := uint64(0)
	for seen[m] {
		m++
	}
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
