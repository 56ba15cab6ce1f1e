package game

import (
	"iter"
	"math/bits"
)

// A Solver computes the Grundy values of the positions of one impartial
// game, given by its moves function, and remembers every value it has
// computed.
//
// The game may have cycles, positions that can be reached again from
// themselves, so that play need not end. Where it meets one, the Solver
// explores every position reachable from the one asked for whose value is
// not yet known, at most Limit of them, and computes their generalized
// Sprague–Grundy values (LoopyValue, as Graph.Values does): a position
// from which play must end has its Grundy value, as before; one that can
// reach a cycle may have a finite value too, with which it plays in sums
// as that Nim heap does, and Value gives it; the others have a value
// ∞(K), which LoopyValue gives and Value reports as an error wrapping
// ErrCycle.
//
// The search is iterative, with an explicit stack, so a game a million
// moves deep needs memory in proportion (a position and a word for each
// move of the deepest line of play, besides the table of values) but no
// deep recursion. A Solver is not safe for concurrent use.
type Solver[P comparable] struct {
	// Limit bounds the positions that one exploration of a game with
	// cycles may meet whose values are not yet known (MaxGraphVertices at
	// most, whatever Limit says); beyond it the Solver's methods return an
	// error wrapping ErrRange. NewSolver sets it to DefaultSolverLimit. The exploration keeps the options of each
	// position it meets, as indices, until their values are found.
	Limit int

	moves  func(P) []P
	values map[P]uint64
	// inf holds the positions of infinite value.
	inf map[P]LoopyValue
	// order holds the counter of the positions of finite value from which
	// play need not end (see Graph.WinningMoves), numbered from 1 up in
	// the order the Solver finds them, the last at most seq: an
	// exploration numbers its positions, and a search those that have an
	// option numbered before. The others, from which play must end, are
	// not in it and count 0. flagged is the depth down to which the
	// positions on the search path have a numbered option.
	order   map[P]uint64
	seq     uint64
	flagged int
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

// DefaultSolverLimit is the Limit of a new Solver: 2^24 positions, which
// with a few options each take a few gigabytes while their values are
// computed.
const DefaultSolverLimit = 1 << 24

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
// once for each position whose value it computes in a search without
// cycles, again for each position of an exploration of a game with cycles
// (and for each position of the cycle that an error of Value names), and
// once for each component in WinningMoves, and keeps none of the slices it
// returns.
func NewSolver[P comparable](moves func(P) []P) *Solver[P] {
	return &Solver[P]{Limit: DefaultSolverLimit, moves: moves, values: make(map[P]uint64), inf: make(map[P]LoopyValue), order: make(map[P]uint64)}
}

// Value returns the Grundy value of p: the mex (least natural number not
// among) the values of its options. A position without options has value 0.
// In a game with cycles, Value returns the generalized Sprague–Grundy
// value of p where it is finite (see LoopyValue), which is the Grundy value
// wherever play from p must end.
//
// Value returns an error wrapping ErrCycle, which names a position on a
// cycle, if p's value is infinite (∞(K), from which play can go on for
// ever), and one wrapping ErrRange if finding it would explore more than
// Limit positions.
func (s *Solver[P]) Value(p P) (uint64, error) {
	if v, ok := s.values[p]; ok {
		return v, nil
	}
	v, err := s.LoopyValue(p)
	if err != nil {
		return 0, err
	}
	if n, ok := v.Finite(); ok {
		return n, nil
	}
	return 0, s.cycleError(p, v)
}

// LoopyValue returns the generalized Sprague–Grundy value of p (Smith): the
// Grundy value of a position from which play must end, and in a game with
// cycles, as Graph.Values defines it, a finite value or ∞(K).
//
// LoopyValue returns an error wrapping ErrRange if finding the value would
// explore more than Limit positions. The values found before stay.
func (s *Solver[P]) LoopyValue(p P) (LoopyValue, error) {
	if v, ok := s.values[p]; ok {
		return FiniteValue(v), nil
	}
	if v, ok := s.inf[p]; ok {
		return v, nil
	}
	if v, ok := s.search(p); ok {
		return FiniteValue(v), nil
	}
	return s.explore(p)
}

// search computes the value of p by the mex rule, in a depth-first search,
// and reports whether it could: it cannot when it meets a cycle or a
// position of infinite value. The values computed before are those of
// positions with finite play, so they are kept.
func (s *Solver[P]) search(p P) (uint64, bool) {
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
					s.numbered(e.p)
					s.stack.pop()
					s.found = append(s.found, v)
					continue
				}
			}
			// Reach e.p: put it on the path, the values of its options
			// that are known in found, the others on the stack.
			if s.reach(e.p) {
				s.stack.clear()
				s.found = s.found[:0]
				s.depth, s.flagged = 0, 0
				return 0, false
			}
			e.start = len(s.found)
			fresh = false
			for _, q := range s.moves(e.p) {
				if v, ok := s.values[q]; ok {
					s.numbered(q)
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
		if s.flagged == s.depth {
			// An option is numbered: e.p is numbered after it, and so
			// will its parent be.
			s.seq++
			s.order[e.p] = s.seq
			s.flagged--
		}
		s.found = s.found[:e.start]
		s.stack.pop()
		s.depth--
		if s.stack.empty() {
			return v, true
		}
		s.found = append(s.found, v)
	}
}

// numbered notes that q, an option of the deepest position on the search
// path, of known value, is numbered.
func (s *Solver[P]) numbered(q P) {
	if len(s.order) > 0 {
		if _, ok := s.order[q]; ok {
			s.flagged = s.depth
		}
	}
}

// reach puts p on the search path, one deeper, and reports whether the
// search must stop: p has an infinite value, or the path is found to
// repeat.
//
// The positions on the path have no value yet, so a move to one of them
// looks like a move to a new position, and a cycle makes the path run
// round it for ever. No position finishes in there, every one waiting for
// its options, so after a lap the search follows the same moves again: the
// path becomes periodic, and reach finds the period as Brent's algorithm
// does, by comparing the position at each depth d with the one at the
// largest power of two below d. This costs one comparison a position and
// no marking of the path, and it finds a cycle of length L entered at
// depth D before the path is 2*max(D, L) + L deep.
func (s *Solver[P]) reach(p P) bool {
	if len(s.inf) > 0 {
		if _, ok := s.inf[p]; ok {
			return true
		}
	}
	s.depth++
	d := s.depth
	if d > 1 && s.marks[bits.Len(uint(d-1))-1] == p {
		return true
	}
	if d&(d-1) == 0 {
		if k := bits.Len(uint(d)) - 1; k < len(s.marks) {
			s.marks[k] = p
		} else {
			s.marks = append(s.marks, p)
		}
	}
	return false
}

// explore finds the values of p and of every position reachable from it
// whose value is not known, by the stage algorithm of Graph.Values on the
// graph of those positions, with the known values of their other options
// as its boundary, and keeps them.
func (s *Solver[P]) explore(p P) (LoopyValue, error) {
	index := map[P]int32{p: 0}
	pos := []P{p}
	off := []int32{0}
	var adj []int32
	b := &boundary{off: []int32{0}}
	for i := 0; i < len(pos); i++ {
		for _, q := range s.moves(pos[i]) {
			if v, ok := s.values[q]; ok {
				b.vals = append(b.vals, FiniteValue(v))
				b.ks = append(b.ks, nil)
				continue
			}
			if v, ok := s.inf[q]; ok {
				b.vals = append(b.vals, v)
				b.ks = append(b.ks, v.K())
				continue
			}
			j, ok := index[q]
			if !ok {
				if len(pos) >= min(s.Limit, MaxGraphVertices) {
					return LoopyValue{}, errorf(ErrRange, "position %v reaches more than Limit = %d positions of unknown value, through cycles", p, s.Limit)
				}
				j = int32(len(pos))
				index[q] = j
				pos = append(pos, q)
			}
			if len(adj) == MaxGraphEdges {
				return LoopyValue{}, errorf(ErrRange, "position %v reaches more than %d moves between positions of unknown value", p, MaxGraphEdges)
			}
			adj = append(adj, j)
		}
		off = append(off, int32(len(adj)))
		b.off = append(b.off, int32(len(b.vals)))
	}
	roff, radj := reverseRows(off, adj)
	vals, order := loopyValues(off, adj, roff, radj, b)
	// The counters of the positions found now come after those found
	// before, which have property (B) in their own graph, and of those
	// outside the graph it is enough that they are smaller.
	for i, q := range pos {
		if n, ok := vals[i].Finite(); ok {
			s.values[q] = n
			s.order[q] = s.seq + uint64(order[i])
		} else {
			s.inf[q] = vals[i]
		}
	}
	s.seq += uint64(len(pos))
	return vals[0], nil
}

// cycleError returns the error of Value for p, of the infinite value v:
// it names a position on a cycle, found by following from p options of
// infinite value, which every position of infinite value has.
func (s *Solver[P]) cycleError(p P, v LoopyValue) error {
	seen := map[P]bool{}
	q := p
	for !seen[q] {
		seen[q] = true
		for _, r := range s.moves(q) {
			if _, ok := s.inf[r]; ok {
				q = r
				break
			}
		}
	}
	return errorf(ErrCycle, "the game graph has a cycle through position %v, and position %v has the infinite value %v", q, p, v)
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
// SumValue returns the error of Value for the first component whose
// value is not finite.
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

// SumLoopyValue returns the generalized Sprague–Grundy value of the sum of
// the games at positions ps, the sum of their values by Add (Smith). It
// returns the error of LoopyValue for the first component that has one.
func (s *Solver[P]) SumLoopyValue(ps []P) (LoopyValue, error) {
	var sum LoopyValue
	for _, p := range ps {
		v, err := s.LoopyValue(p)
		if err != nil {
			return LoopyValue{}, err
		}
		sum = sum.Add(v)
	}
	return sum, nil
}

// IsPPosition reports whether the sum of the games at positions ps is a
// P-position, one whose value is 0: the previous player wins with best
// play. The sum of no positions is a P-position. In a game with cycles a
// sum may be a draw (its value is ∞(K) without 0 in K), which is not a
// P-position.
//
// IsPPosition returns the error of LoopyValue for the first component that
// has one.
func (s *Solver[P]) IsPPosition(ps []P) (bool, error) {
	v, err := s.SumLoopyValue(ps)
	return err == nil && v == LoopyValue{}, err
}

// WinningMoves returns the moves that a player should make from the sum of
// the games at positions ps, each yielded as a new slice with one component
// replaced by one of its options. From a won sum they are winning moves, to
// a sum of value 0, and each yielded move wins: a player who always takes
// one of them wins, against any play, in a finite number of moves. From a
// P-position there are none. In a game with cycles a sum may be a draw,
// which has no winning move: from it they are the moves that keep the
// draw, to another draw (there is always one), so that a player who takes
// them never loses. They come in the order of the components, then of the
// options as moves lists them (an option listed twice gives the move
// twice).
//
// In a game with cycles not every move to value 0 wins, and the moves from
// a won sum follow the rule of Graph.WinningMoves: the moves to value 0 of
// a component from which play must end, and of the others those of least
// Ψ, with the counter of the order in which the Solver found the finite
// values of the positions from which play need not end, from 1 up, across
// its explorations and the searches that use their values. Where the
// Solver has met no cycle, play must end and WinningMoves yields every
// move to value 0.
//
// The iterator calls moves once for each component it reaches (from a won
// sum in a game with cycles, for each component first), and the Solver
// must not be used by anything else while it runs.
//
// WinningMoves returns the error of LoopyValue for the first component that
// has one, and then no iterator.
func (s *Solver[P]) WinningMoves(ps []P) (iter.Seq[[]P], error) {
	sum, err := s.SumLoopyValue(ps)
	if err != nil {
		return nil, err
	}
	ps = append([]P(nil), ps...) // the caller may change its slice
	outcome := sum.Outcome()
	// rest[i] is the value of the components after i; the value of a
	// component is known, and so is each of its options', once the
	// component's has been found.
	rest := make([]LoopyValue, len(ps)+1)
	for i := len(ps) - 1; i >= 0; i-- {
		rest[i] = s.known(ps[i]).Add(rest[i+1])
	}
	return func(yield func([]P) bool) {
		if outcome == Loss {
			return
		}
		if outcome == Win && len(s.order) > 0 {
			opts := make([][]P, len(ps))
			for i, p := range ps {
				opts[i] = s.moves(p)
			}
			winningMoves(ps, opts, s.known, func(p P) uint64 { return s.order[p] }, yield)
			return
		}
		// Without counters every position of finite value is one from
		// which play must end, and every move to value 0 wins: there is
		// one infinite component at most, and its moves to value 0 all
		// have the same Ψ.
		var before LoopyValue // the value of the components before i
		for i, p := range ps {
			others := before.Add(rest[i+1])
			for _, q := range s.moves(p) {
				after := others.Add(s.known(q))
				if outcome == Win && after != (LoopyValue{}) || outcome == Draw && after.Outcome() != Draw {
					continue
				}
				n := append([]P(nil), ps...)
				n[i] = q
				if !yield(n) {
					return
				}
			}
			before = before.Add(s.known(p))
		}
	}, nil
}

// known returns the value of p, which the Solver has found: WinningMoves
// asks it for the components of a sum whose value it has, and for their
// options, whose values are found before their parents' (by search) or
// with them (by explore).
func (s *Solver[P]) known(p P) LoopyValue {
	if v, ok := s.values[p]; ok {
		return FiniteValue(v)
	}
	return s.inf[p]
}
