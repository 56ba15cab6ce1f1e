package game

import "context"

// MisereFlipped computes the quotient of g to heap n as MisereQuotient
// does, moves its element x (in the solver's numbering; none if x < 0) to
// the other side of its P-portion, and returns that candidate's verdict
// on sums of heaps, its order, and the sum that verify reports (nil if the
// candidate passes).
func MisereFlipped(g *HeapGame, n, x int) (isP func(heaps []int) bool, order int, fail []int, err error) {
	s := &misereSolver{game: g, ctx: context.Background()}
	s.p = &pretension{q: 1, mul: []int32{0}, isP: []bool{false}, phi: []int32{0}, opts: [][]int32{nil}}
	s.moves = [][][]int{nil}
	for h := 1; h <= n; h++ {
		if err := s.add(h); err != nil {
			return nil, 0, nil, err
		}
	}
	p := s.p
	if x >= 0 {
		p.isP[x] = !p.isP[x]
	}
	fail, err = s.verify(p)
	return func(heaps []int) bool { return p.isP[p.elem(heaps)] }, p.q, fail, err
}

// MisereWork computes the quotient of g to heap n as MisereQuotient does,
// or, if replay is false, with every expansion's replay left out, and
// returns it with the work done, counted in the solver's cancellation
// checks.
func MisereWork(g *HeapGame, n int, replay bool) (*MisereQuotient, int, error) {
	s := &misereSolver{game: g, ctx: context.Background()}
	s.p = &pretension{q: 1, mul: []int32{0}, isP: []bool{false}, phi: []int32{0}, opts: [][]int32{nil}}
	s.moves = [][][]int{nil}
	for h := 1; h <= n; h++ {
		if !replay {
			s.replay = nil
		}
		if err := s.add(h); err != nil {
			return nil, 0, err
		}
	}
	return s.p.finish(g, n), s.steps, nil
}
