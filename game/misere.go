package game

import (
	"context"
	"iter"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// MaxMisereHeap is the largest bound n of HeapGame.MisereQuotient.
const MaxMisereHeap = 1 << 12

// MaxMisereElements is the largest order of a quotient that
// HeapGame.MisereQuotient computes: its multiplication table takes two bytes
// an entry, 32 MiB at this order.
const MaxMisereElements = 1 << 12

// maxTrialElements bounds the trial monoids from which MisereQuotient
// finds a quotient that changes (see misereSolver.expand).
const maxTrialElements = 1 << 22

// A MisereQuotient is the partial misère quotient Q_n of a heap game: the
// commutative monoid of the sums of heaps of 0 to n tokens, in which two
// sums are the same element when no sum of such heaps added to both tells
// them apart by the outcome in misère play, together with its P-portion
// (the elements of the sums that the previous player wins) and the
// pretending function Φ(h), the element of a single heap of h tokens
// (T. Plambeck, "Taming the wild in impartial combinatorial games",
// Integers 5, 2005; T. Plambeck and A. N. Siegel, "Misère quotients for
// impartial games", JCTA 115, 2008; A. N. Siegel, Combinatorial Game
// Theory, AMS, 2013, ch. V).
//
// The elements are the integers 0 to Order()-1, 0 the identity (the sum of
// no heaps), numbered in the order of their words in the generators (see
// Word). A sum of heaps is a P-position exactly when
// the product of the Φ of its heaps is in the P-portion.
type MisereQuotient struct {
	game  *HeapGame
	n     int
	order int
	mul   []uint16 // mul[x*order+y]
	isP   []bool
	phi   []uint16
	// gens are the heaps that are generators, and words[x] the exponents
	// of the generators in the word of x.
	gens      []int
	words     [][]uint16
	relations [][2][]uint16
}

// MisereQuotient computes the partial misère quotient Q_n of g, of the
// heaps 0 to n (n included, as MisereSolver counts).
//
// The quotient is built heap by heap, in the manner of Plambeck and
// Siegel's algorithm and of MisereSolver. A candidate (a monoid, a
// P-portion and Φ) is correct for every sum of heaps exactly when (i) for
// every element x and heap h, if xΦ(h) is in the P-portion then xΦ(h') is
// not, for every option h' of h (a P-position has no move to a
// P-position), and (ii) every nonempty sum outside the P-portion has an
// option inside it. Check (i) is finite; (ii) runs over the states
// (Φ(w), {Φ(w') : w' an option of w}) of the sums w, adding one heap at a
// time, and a state whose option set contains that of another state with
// the same element is dropped, since every sum built on it has at least
// the options of the sum built on the other. Each heap is first tried as
// an element already in the quotient; if none passes both checks, a trial
// monoid is built, the quotient of the smaller heaps times a cyclic monoid
// x^(i+2) = x^i for the new heap (and for any earlier heaps that a failed
// check shows need one), its P-portion marked from the least sum of each
// element, reduced to the classes of elements that no element tells apart,
// and checked again; the failures enlarge it until the checks pass. When
// the heap before changed the quotient too, the heaps that its trials made
// cyclic are made cyclic again in turn after the first failure, unchecked,
// since the same ones are often needed again (for 4.7, whose quotient
// changes at every heap from 8 on). The result is therefore proven, not
// merely consistent with the sums tried, and does not depend on the trials
// that led to it.
// The search for a trial that passes is not bounded in advance: Dawson's
// Kayles to heap 30 (360 elements) needs few trials, 4.7 to heap 30 392
// trials and 138 checks (802 and 456 without the replay; docs/speed.md gives
// the times), and for some rules the trials grow to the limit within a few
// heaps (4.77 at heap 6).
//
// ctx cancels a long computation, which returns ctx.Err();
// progress, if not nil, is called after each heap with that heap.
// MisereQuotient returns an error wrapping ErrRange if n is negative or
// above MaxMisereHeap, or if the quotient or a trial monoid grows past
// MaxMisereElements or 2^22 elements.
func (g *HeapGame) MisereQuotient(ctx context.Context, n int, progress func(heap int)) (*MisereQuotient, error) {
	if n < 0 || n > MaxMisereHeap {
		return nil, errorf(ErrRange, "misère quotient to heap %d: the bound must be in [0, %d]", n, MaxMisereHeap)
	}
	s := &misereSolver{game: g, ctx: ctx}
	s.p = &pretension{q: 1, mul: []int32{0}, isP: []bool{false}, phi: []int32{0}, opts: [][]int32{nil}}
	s.moves = [][][]int{nil}
	if progress != nil {
		progress(0)
	}
	for h := 1; h <= n; h++ {
		if err := s.add(h); err != nil {
			return nil, err
		}
		if progress != nil {
			progress(h)
		}
	}
	return s.p.finish(g, n), nil
}

// A pretension is a candidate quotient of the heaps 0..len(phi)-1: a
// commutative monoid of q elements, 0 the identity, its P-portion and the
// pretending function, with opts[h] the elements of the options of heap h
// (nil for a heap without moves, whose element is the identity).
type pretension struct {
	q    int
	mul  []int32
	isP  []bool
	phi  []int32
	opts [][]int32
}

type misereSolver struct {
	game  *HeapGame
	ctx   context.Context
	p     *pretension
	moves [][][]int // moves[h]: the heaps each move of heap h leaves
	steps int
	// The tables of reduce, kept from trial to trial, and the product
	// tables of trials and quotients that others have replaced, for
	// reuse, two at most.
	offB, preB, offE, preE, fill []int32
	elems, split                 []int32
	at                           []place
	hits, next                   []int32
	work                         []splitter
	queued, mark                 []bool
	spare                        [][]int32
	// The tables of leastSums, kept from call to call.
	order, dist, from, by []int32
	buckets               [][]int32
	// The states of verify, kept from check to check.
	vs verifyStates
	// The heaps that the trials of the last expansion made cyclic, and
	// the heap it added (see expand).
	replay     []cycled
	replayHeap int
}

// verifyStates are the states of verify's check (ii), each state's fields
// in a slice of their own, indexed by the state.
type verifyStates struct {
	slab   []uint64 // the option sets, nw words each
	sig    []uint64 // the words of each set or'ed together
	elem   []int32
	weight []int32
	alive  []bool
	parent []int32
	heap   []int32
	last   []int32   // the index in acts of the last heap added
	chain  [][]int32 // the states kept of each element
	queue  [][]int32 // the states of each weight
}

// reset empties v for a monoid of q elements and nw words a set, and
// adds the state of the empty sum.
func (v *verifyStates) reset(q, nw int) {
	v.slab = append(v.slab[:0], make([]uint64, nw)...)
	v.sig = append(v.sig[:0], 0)
	v.elem = append(v.elem[:0], 0)
	v.weight = append(v.weight[:0], 0)
	v.alive = append(v.alive[:0], true)
	v.parent = append(v.parent[:0], -1)
	v.heap = append(v.heap[:0], 0)
	v.last = append(v.last[:0], 0)
	if cap(v.chain) < q {
		v.chain = make([][]int32, q)
	}
	v.chain = v.chain[:q]
	for i := range v.chain {
		v.chain[i] = v.chain[i][:0]
	}
	// Slots past the length are empty: they were emptied when last
	// within it, and verify writes only within it.
	for i := range v.queue {
		v.queue[i] = v.queue[i][:0]
	}
	if len(v.queue) == 0 {
		v.queue = append(v.queue, nil)
	}
	v.queue = v.queue[:1]
	v.queue[0] = append(v.queue[0], 0)
}

// A place is the class of an element of reduce and its place in the
// classes' list.
type place struct{ cls, pos int32 }

// A splitter is a class and a generator that split the classes of
// reduce.
type splitter struct{ c, a int32 }

// A cycled is a heap made cyclic in a trial, x^(idx+2) = x^idx; in a
// replay, heap 0 stands for the heap that the expansion adds.
type cycled struct{ heap, idx int }

// scratch returns buf with length n, reallocated if it is too short; its
// contents are left over.
func scratch[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	return buf[:n]
}

// table returns a product table of n entries, a spare one if one is long
// enough, or else a new one with room for a quotient of an eighth more
// elements, since the trials grow; its contents are left over.
func (s *misereSolver) table(n int) []int32 {
	for i, t := range s.spare {
		if cap(t) >= n {
			s.spare = slices.Delete(s.spare, i, i+1)
			return t[:n]
		}
	}
	return make([]int32, n, n*81/64)
}

// release makes the product table of a pretension that is no longer used
// a spare one, keeping the two longest.
func (s *misereSolver) release(t []int32) {
	s.spare = append(s.spare, t)
	if len(s.spare) > 2 {
		i := 0
		for j, u := range s.spare {
			if cap(u) < cap(s.spare[i]) {
				i = j
			}
		}
		s.spare = slices.Delete(s.spare, i, i+1)
	}
}

// check returns ctx.Err(), looking every so often.
func (s *misereSolver) check() error {
	s.steps++
	if s.steps&1023 != 0 {
		return nil
	}
	return s.ctx.Err()
}

// optionSet returns the distinct elements of the moves of a heap, with
// elem giving the element of each heap.
func optionSet(moves [][]int, mul func(x, y int32) int32, elem func(h int) int32) []int32 {
	var t []int32
	for _, m := range moves {
		var x int32
		for _, h := range m {
			x = mul(x, elem(h))
		}
		t = append(t, x)
	}
	slices.Sort(t)
	return slices.Compact(t)
}

// add extends the quotient of the heaps below h to heap h.
func (s *misereSolver) add(h int) error {
	var moves [][]int
	for m := range s.game.Moves(h) {
		moves = append(moves, m)
	}
	s.moves = append(s.moves, moves)
	p := s.p
	if len(moves) == 0 {
		p.phi = append(p.phi, 0)
		p.opts = append(p.opts, nil)
		return nil
	}
	t := optionSet(moves, p.mul2, func(k int) int32 { return p.phi[k] })
	p.phi = append(p.phi, 0)
	p.opts = append(p.opts, t)
	// The heap alone is a P-position exactly when no option is.
	tP := false
	for _, z := range t {
		tP = tP || p.isP[z]
	}
	for x := range int32(p.q) {
		if p.isP[x] == tP || !p.pCheck(x, t) {
			continue
		}
		p.phi[h] = x
		fail, err := s.verify(p)
		if err != nil {
			return err
		}
		if fail == nil {
			return nil
		}
	}
	return s.expand(h)
}

func (p *pretension) mul2(x, y int32) int32 { return p.mul[int(x)*p.q+int(y)] }

// pCheck reports whether a heap of element x with options t passes check
// (i) against every element.
func (p *pretension) pCheck(x int32, t []int32) bool {
	for y := range p.q {
		if !p.isP[p.mul[y*p.q+int(x)]] {
			continue
		}
		for _, z := range t {
			if p.isP[p.mul[y*p.q+int(z)]] {
				return false
			}
		}
	}
	return true
}

// An action is a heap as the checks see it: its element and the elements
// of its options; heaps that share both act alike, and the least stands
// for them.
type action struct {
	heap int
	g    int32
	t    []int32
}

func (p *pretension) actions() []action {
	var acts []action
	for h := 1; h < len(p.phi); h++ {
		if p.opts[h] == nil {
			continue
		}
		dup := false
		for _, a := range acts {
			if a.g == p.phi[h] && slices.Equal(a.t, p.opts[h]) {
				dup = true
				break
			}
		}
		if !dup {
			acts = append(acts, action{h, p.phi[h], p.opts[h]})
		}
	}
	return acts
}

// verify checks p by checks (i) and (ii) of MisereQuotient, returning nil
// if it passes, or else a sum of heaps that it gets wrong, one of least
// weight, a heap of h tokens weighing 2h-1: every option of a sum weighs
// less (a move that splits a heap without taking adds a heap), so p gets
// every lighter sum right, and its outcome for this one is wrong.
//
// Check (i) fails for a sum w and a heap h of it when w-h has an element y
// with yΦ(h) and yΦ(h') in the P-portion for an option h' of h; the
// lightest such sum is the lightest sum of y plus h. Check (ii) searches
// the states (element, option set) in order of weight, each set a bitset,
// building each sum with its heaps in the order of acts (a state grows
// only by heaps from its last on, so that a sum is built once, not once
// for each order of its heaps); a state is dropped if one with the same
// element, a subset of its options, no more weight and a last heap no
// later is known, since every sum built on it fails (ii) no sooner than
// the same sum built on the other, and that sum the other builds too.
// (Without the last condition the other might not build it.)
func (s *misereSolver) verify(p *pretension) ([]int, error) {
	if p.isP[0] {
		return []int{}, nil
	}
	acts := p.actions()
	q := p.q
	cost := make([]int, len(acts))
	for i, a := range acts {
		cost[i] = 2*a.heap - 1
	}
	// The product by a.g is its row of the table, as a factor of radix 1.
	fs := make([]factor, len(acts))
	for i, a := range acts {
		fs[i] = factor{p.mul[int(a.g)*q : (int(a.g)+1)*q], []int32{0}}
	}
	order, dist, from, by, err := s.leastSums(q, 1, cost, fs)
	if err != nil {
		return nil, err
	}
	bestW := -1
	var best []int
	for _, y := range order {
		for _, a := range acts {
			w := int(dist[y]) + 2*a.heap - 1
			if bestW >= 0 && w >= bestW || !p.isP[p.mul2(y, a.g)] {
				continue
			}
			for _, z := range a.t {
				if p.isP[p.mul2(y, z)] {
					best = []int{a.heap}
					for x := y; x != 0; x = from[x] {
						best = append(best, acts[by[x]].heap)
					}
					bestW = w
					break
				}
			}
		}
	}
	// Check (ii).
	nw := (q + 63) / 64
	pset := make([]uint64, nw)
	for x := range q {
		if p.isP[x] {
			pset[x/64] |= 1 << (x % 64)
		}
	}
	v := &s.vs
	v.reset(q, nw)
	slab, sig, elem, weight, alive := v.slab, v.sig, v.elem, v.weight, v.alive
	parent, heap, last, chain, queue := v.parent, v.heap, v.last, v.chain, v.queue
	defer func() {
		// Keep what grew, for the next check.
		v.slab, v.sig, v.elem, v.weight, v.alive = slab, sig, elem, weight, alive
		v.parent, v.heap, v.last, v.queue = parent, heap, last, queue
	}()
	for d := 0; d < len(queue) && (bestW < 0 || d < bestW); d++ {
		for _, i := range queue[d] {
			if !alive[i] {
				continue
			}
			if err := s.check(); err != nil {
				return nil, err
			}
			if i > 0 && !p.isP[elem[i]] && !meets(slab[int(i)*nw:(int(i)+1)*nw], pset) {
				var w []int
				for j := i; j > 0; j = parent[j] {
					w = append(w, int(heap[j]))
				}
				return w, nil
			}
			x := elem[i]
			for ai := int(last[i]); ai < len(acts); ai++ {
				a := acts[ai]
				nd := int32(d + 2*a.heap - 1)
				if bestW >= 0 && int(nd) >= bestW {
					continue
				}
				set := slab[int(i)*nw : (int(i)+1)*nw]
				start := len(slab)
				slab = append(slab, make([]uint64, nw)...)
				next := slab[start:]
				// The row of a.g, read along (the product commutes).
				row := p.mul[int(a.g)*q : (int(a.g)+1)*q]
				for k, w := range set {
					for w != 0 {
						z := row[k*64+bits.TrailingZeros64(w)]
						w &= w - 1
						next[z/64] |= 1 << (z % 64)
					}
				}
				row = p.mul[int(x)*q : (int(x)+1)*q]
				for _, t := range a.t {
					z := row[t]
					next[z/64] |= 1 << (z % 64)
				}
				var nsig uint64
				for _, w := range next {
					nsig |= w
				}
				y := row[a.g]
				dominated := false
				kept := chain[y][:0]
				for _, j := range chain[y] {
					// A subset's signature is a subset of the other's.
					old := slab[int(j)*nw : (int(j)+1)*nw]
					if weight[j] <= nd && int(last[j]) <= ai && sig[j]&^nsig == 0 && subset(old, next) {
						dominated = true
					}
					if !dominated && nd <= weight[j] && ai <= int(last[j]) && nsig&^sig[j] == 0 && subset(next, old) {
						alive[j] = false
						continue
					}
					kept = append(kept, j)
				}
				chain[y] = kept
				if dominated {
					slab = slab[:start]
					continue
				}
				id := int32(len(elem))
				chain[y] = append(chain[y], id)
				elem = append(elem, y)
				sig = append(sig, nsig)
				weight = append(weight, nd)
				alive = append(alive, true)
				parent = append(parent, i)
				heap = append(heap, int32(a.heap))
				last = append(last, int32(ai))
				for len(queue) <= int(nd) {
					// A slot past the length is empty (see reset).
					if len(queue) < cap(queue) {
						queue = queue[:len(queue)+1]
					} else {
						queue = append(queue, nil)
					}
				}
				queue[nd] = append(queue[nd], id)
			}
		}
		queue[d] = queue[d][:0]
	}
	return best, nil
}

// leastSums settles the n elements of a monoid, reached from the identity 0
// by products of generators, generator i weighing weight[i] >= 1, in the
// order of their least weights: order lists them so, dist[x] is the least
// weight of x, and x is from[x] times generator by[x] (from[0] = -1). Of
// products of equal weight, the first found wins. An element waits in the
// bucket of its weight so far, and again only in that of a smaller one,
// so that it is in the bucket of its least weight once. Generator i
// multiplies by the factor fs[i] of radix r (see factor). The slices
// returned are the solver's, kept for the next call.
func (s *misereSolver) leastSums(n int, r int32, weight []int, fs []factor) (order, dist, from, by []int32, err error) {
	s.dist, s.from, s.by = scratch(s.dist, n), scratch(s.from, n), scratch(s.by, n)
	dist, from, by, order = s.dist, s.from, s.by, s.order[:0]
	for i := range dist {
		dist[i] = -1
	}
	dist[0], from[0] = 0, -1
	// The buckets keep their room from call to call.
	buckets := s.buckets[:cap(s.buckets)]
	for d := range buckets {
		buckets[d] = buckets[d][:0]
	}
	if len(buckets) == 0 {
		buckets = append(buckets, nil)
	}
	buckets[0] = append(buckets[0], 0)
	for d := 0; d < len(buckets); d++ {
		for _, x := range buckets[d] {
			if dist[x] != int32(d) {
				continue
			}
			if err := s.check(); err != nil {
				return nil, nil, nil, nil, err
			}
			order = append(order, x)
			b := x / r
			e := x - b*r
			for i, f := range fs {
				y := f.base[b] + f.exp[e]
				nd := d + weight[i]
				if dist[y] >= 0 && int(dist[y]) <= nd {
					continue
				}
				dist[y], from[y], by[y] = int32(nd), x, int32(i)
				for len(buckets) <= nd {
					buckets = append(buckets, nil)
				}
				buckets[nd] = append(buckets[nd], y)
			}
		}
	}
	s.order, s.buckets = order, buckets
	return order, dist, from, by, nil
}

func subset(a, b []uint64) bool {
	for i, w := range a {
		if w&^b[i] != 0 {
			return false
		}
	}
	return true
}

func meets(a, b []uint64) bool {
	for i, w := range a {
		if w&b[i] != 0 {
			return true
		}
	}
	return false
}

// A trial is a trial monoid: the submonoid base of the quotient so far
// generated by the heaps not in free, times a cyclic monoid
// x^(idx+2) = x^idx for each heap in free. The base's elements are
// belems, elements of old, and bidx numbers them back.
type trial struct {
	old    *pretension
	belems []int32
	bidx   []int32
	free   []int
	idx    []int
	radix  int // the number of exponent vectors
}

func (t *trial) size() int { return len(t.belems) * t.radix }

func (t *trial) mul(x, y int32) int32 {
	r := int32(t.radix)
	bx, by := x/r, y/r
	b := t.bidx[t.old.mul2(t.belems[bx], t.belems[by])]
	return b*r + t.expMul(int(x-bx*r), int(y-by*r))
}

// expMul returns the product of two exponent vectors. The last exponent
// is what the others leave, without a division (a trial of one cycle has
// none).
func (t *trial) expMul(ex, ey int) int32 {
	e, scale := 0, 1
	last := len(t.idx) - 1
	for j, i := range t.idx {
		m := i + 2
		s := ex + ey
		if j < last {
			s = ex%m + ey%m
			ex, ey = ex/m, ey/m
		}
		if s >= m {
			s = i + (s-i)&1
		}
		e += s * scale
		scale *= m
	}
	return int32(e)
}

// A factor is the product by one element g of a trial, tabled: x = b*radix
// + e times g is base[b] + exp[e], base[b] a multiple of radix.
type factor struct{ base, exp []int32 }

func (t *trial) factor(g int32) factor {
	bg, eg := int(g)/t.radix, int(g)%t.radix
	f := factor{make([]int32, len(t.belems)), make([]int32, t.radix)}
	for b, x := range t.belems {
		f.base[b] = t.bidx[t.old.mul2(x, t.belems[bg])] * int32(t.radix)
	}
	for e := range f.exp {
		f.exp[e] = t.expMul(e, eg)
	}
	return f
}

// expand finds the quotient of the heaps to h when heap h is no element of
// the quotient of the heaps below it. The first trial is that quotient
// times a cyclic monoid for heap h. While a trial fails the checks, the
// least sum of heaps that it gets wrong (fewest tokens; every sum with
// fewer it gets right, so its outcome is the opposite of the trial's) is
// found, and the next trial is the last one with a few of that sum's
// heaps, as few as will do, made cyclic, with cycles at least as long as
// their exponents there: the first that gets that sum right, trying the
// largest heaps first.
//
// If the quotient changed at heap h-1 too and the first trial fails, the
// first search is a replay: the heaps that the trials of h-1 made cyclic,
// each once, in the order of its last trial there (h standing for h-1),
// are made cyclic in turn, each with its exponent there or its index in
// the trial if larger, without checks or a sum to get right. These are
// trials like the search's, and the checks decide as before.
func (s *misereSolver) expand(h int) error {
	p, err := s.tryTrial(s.p, h, []int{h}, map[int]int{h: 2}, nil, false)
	if err != nil {
		return err
	}
	// The steps of the replay and the search, each heap at its last, are
	// the next replay.
	var steps []cycled
	replay := s.replay
	if s.replayHeap != h-1 {
		replay = nil
	}
	s.replayHeap = h
	defer func() {
		s.replay = s.replay[:0]
		for i, c := range steps {
			if !slices.ContainsFunc(steps[i+1:], func(d cycled) bool { return d.heap == c.heap }) {
				if c.heap == h {
					c.heap = 0
				}
				s.replay = append(s.replay, c)
			}
		}
	}()
	for {
		fail, err := s.verify(p)
		if err != nil {
			return err
		}
		if fail == nil {
			s.release(s.p.mul)
			s.p = p
			return nil
		}
		if replay != nil {
			for _, c := range replay {
				if c.heap == 0 {
					c.heap = h
				}
				c.idx = max(c.idx, p.index(p.phi[c.heap]))
				t, err := s.tryTrial(p, h, []int{c.heap}, map[int]int{c.heap: c.idx}, nil, false)
				if err != nil {
					// A trial too large ends the replay; a
					// cancellation the checks see again.
					break
				}
				s.release(p.mul)
				p = t
				steps = append(steps, c)
			}
			replay = nil
			if steps != nil {
				continue
			}
		}
		wantP := !p.isP[p.elem(fail)]
		count := make(map[int]int)
		var involved []int
		for _, k := range fail {
			if count[k] == 0 {
				involved = append(involved, k)
			}
			count[k]++
		}
		// The largest heaps first: their trials, of the cycles of the
		// latest heaps, stay smaller (for 0.07 to 30 and 4.7 to 30, a
		// third fewer trial elements than from the smallest).
		slices.Sort(involved)
		slices.Reverse(involved)
		var next *pretension
	search:
		for size := 1; size <= len(involved); size++ {
			for free := range combinations(involved, size) {
				idx := make(map[int]int)
				for _, k := range free {
					idx[k] = max(2, count[k], p.index(p.phi[k]))
				}
				t, err := s.tryTrial(p, h, free, idx, fail, wantP)
				if err != nil {
					return err
				}
				if t != nil {
					for _, k := range free {
						steps = append(steps, cycled{k, idx[k]})
					}
					next = t
					break search
				}
			}
		}
		if next == nil {
			return errorf(ErrRange, "misère quotient: at heap %d no trial monoid gets the sum %v right", h, fail)
		}
		s.release(p.mul)
		p = next
	}
}

// combinations yields the subsets of size k of s, in lexicographic order.
func combinations(s []int, k int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		c := make([]int, k)
		var rec func(i, j int) bool
		rec = func(i, j int) bool {
			if j == k {
				return yield(slices.Clone(c))
			}
			for ; i <= len(s)-(k-j); i++ {
				c[j] = s[i]
				if !rec(i+1, j+1) {
					return false
				}
			}
			return true
		}
		rec(0, 0)
	}
}

// elem returns the element of a sum of heaps.
func (p *pretension) elem(heaps []int) int32 {
	var x int32
	for _, h := range heaps {
		x = p.mul2(x, p.phi[h])
	}
	return x
}

// index returns the least i with x^i = x^(i+2), or i+1 if x^(i+1) = x^i,
// the index of x in its cycle of period 1 or 2 (every element of a misère
// quotient has one, Plambeck and Siegel); it stops at q.
func (p *pretension) index(x int32) int {
	pow := []int32{0}
	for i := 0; i < p.q; i++ {
		pow = append(pow, p.mul2(pow[len(pow)-1], x))
		if i >= 1 && pow[i+1] == pow[i-1] {
			return i - 1
		}
		if pow[i+1] == pow[i] {
			return i
		}
	}
	return p.q
}

// tryTrial builds the trial monoid of old, the quotient of the heaps below
// h, with the heaps free made cyclic, marks its P-portion, and returns it
// reduced as a pretension of the heaps to h; or, if sum is not nil and the
// trial does not mark it as wantP says, nil.
func (s *misereSolver) tryTrial(old *pretension, h int, free []int, idx map[int]int, sum []int, wantP bool) (*pretension, error) {
	isFree := make([]int, h+1)
	for i := range isFree {
		isFree[i] = -1
	}
	for i, k := range free {
		isFree[k] = i
	}
	// The base: the submonoid of old generated by the other heaps, and
	// the heaps among them that generate it (those whose element the
	// smaller ones do not generate).
	bidx := make([]int32, old.q)
	for i := range bidx {
		bidx[i] = -1
	}
	bidx[0] = 0
	belems := []int32{0}
	var bgens []int32
	for k := 1; k < len(old.phi); k++ {
		if isFree[k] >= 0 || s.moves[k] == nil || bidx[old.phi[k]] >= 0 {
			continue
		}
		bgens = append(bgens, old.phi[k])
		// The elements so far are closed under the generators so far:
		// only the new one takes them further.
		closed := len(belems)
		for i := 0; i < len(belems); i++ {
			gs := bgens
			if i < closed {
				gs = bgens[len(bgens)-1:]
			}
			for _, g := range gs {
				y := old.mul2(belems[i], g)
				if bidx[y] < 0 {
					bidx[y] = int32(len(belems))
					belems = append(belems, y)
				}
			}
		}
	}
	t := &trial{old: old, belems: belems, bidx: bidx, free: free, radix: 1}
	for _, k := range free {
		t.idx = append(t.idx, idx[k])
		t.radix *= idx[k] + 2
	}
	size, r := t.size(), int32(t.radix)
	if size > maxTrialElements {
		return nil, errorf(ErrRange, "misère quotient: at heap %d the trial monoid has more than %d elements", h, maxTrialElements)
	}
	phi := make([]int32, h+1)
	for k := 1; k <= h; k++ {
		switch {
		case s.moves[k] == nil:
		case isFree[k] >= 0:
			scale := 1
			for _, i := range t.idx[:isFree[k]] {
				scale *= i + 2
			}
			phi[k] = int32(scale)
		default:
			phi[k] = bidx[old.phi[k]] * int32(t.radix)
		}
	}
	opts := make([][]int32, h+1)
	for k := 1; k <= h; k++ {
		if s.moves[k] != nil {
			opts[k] = optionSet(s.moves[k], t.mul, func(j int) int32 { return phi[j] })
		}
	}
	// The least number of tokens of a sum of each element, and that sum,
	// by a search over the heaps by their sizes.
	type gen struct {
		heap int
		g    int32
	}
	var gens []gen
	for k := 1; k <= h; k++ {
		if opts[k] != nil && !slices.ContainsFunc(gens, func(x gen) bool { return x.g == phi[k] }) {
			gens = append(gens, gen{k, phi[k]})
		}
	}
	// Settled in order of their least sums, each element's least sum is
	// the sum of its parent's and one heap.
	weight := make([]int, len(gens))
	for i, g := range gens {
		weight[i] = 2*g.heap - 1
	}
	fs := make([]factor, len(gens))
	for i, g := range gens {
		fs[i] = t.factor(g.g)
	}
	order, dist, from, by, err := s.leastSums(size, r, weight, fs)
	if err != nil {
		return nil, err
	}
	// The trial maps onto old, heap by heap, and marks every sum lighter
	// than sum as old does, rightly. If the sum's element has a lighter
	// sum, the trial marks it as that sum, as old does, wrongly.
	var sumX int32
	sumW := 0
	for _, k := range sum {
		sumX = t.mul(sumX, phi[k])
		sumW += 2*k - 1
	}
	if sum != nil && int(dist[sumX]) < sumW {
		return nil, nil
	}
	// The P-portion, marked from the least sums: an option of a sum has
	// fewer tokens, and so has the least sum of its element. An element
	// whose least sum is lighter than sum is marked as its image in old
	// (proj[e] is the image of the exponent vector e).
	proj := make([]int32, t.radix)
	if sum != nil {
		for e := range proj {
			x, rest := int32(0), e
			for i, k := range free {
				m := t.idx[i] + 2
				for range rest % m {
					x = old.mul2(x, old.phi[k])
				}
				rest /= m
			}
			proj[e] = x
		}
	}
	// The least sum of x is the heaps of the generators by[y] for y = x,
	// from[x], from[from[x]], ... down to the identity. A move in the heap
	// of y leaves the heaps of the steps before it, of product prefix,
	// those of the steps after it, of product from[y], and an option of
	// that heap; of equal heaps in a row, the first is enough.
	s.mark = scratch(s.mark, size)
	mark := s.mark
	clear(mark)
	for _, x := range order[1:] {
		if int(dist[x]) < sumW {
			b := int(x) / t.radix
			mark[x] = old.isP[old.mul2(belems[b], proj[int(x)-b*t.radix])]
			continue
		}
		p := true
		prefix := int32(0)
		for y, prev := x, int32(-1); y != 0 && p; y = from[y] {
			i := by[y]
			if i != prev {
				rest := from[y]
				if prefix != 0 {
					rest = t.mul(prefix, rest)
				}
				for _, z := range opts[gens[i].heap] {
					if mark[t.mul(rest, z)] {
						p = false
						break
					}
				}
			}
			b := prefix / r
			prefix = fs[i].base[b] + fs[i].exp[prefix-b*r]
			prev = i
		}
		mark[x] = p
	}
	if len(order) != size {
		panic("game: misère trial monoid not generated by its heaps")
	}
	if sum != nil && mark[sumX] != wantP {
		return nil, nil
	}
	// The reduction needs only generators of the monoid: the base's and
	// a unit of each cycle, among the factors of the least sums.
	var g []factor
	factorOf := func(x int32) factor {
		return fs[slices.IndexFunc(gens, func(y gen) bool { return y.g == x })]
	}
	for _, x := range bgens {
		g = append(g, factorOf(bidx[x]*int32(t.radix)))
	}
	for _, k := range free {
		g = append(g, factorOf(phi[k]))
	}
	return s.reduce(t, mark, phi, opts, g, len(bgens))
}

// reduce returns the pretension of the classes of the elements of t that
// no element tells apart by mark, the coarsest partition that separates
// the marked elements from the others and that the product by each
// generator respects (the reduction of a monoid by its P-portion). The
// generators are the products by the factors fs, the first nbg the base's.
//
// The partition is refined as Hopcroft minimises an automaton: a class C
// and a generator a split every class into its elements that a sends into
// C and the others; after a split, only the smaller part need split the
// others for a generator that the whole had not yet split them by. Each
// element is so visited O(log |t|) times a generator.
func (s *misereSolver) reduce(t *trial, mark []bool, phi []int32, opts [][]int32, fs []factor, nbg int) (*pretension, error) {
	size, ng, nb, r := t.size(), len(fs), len(t.belems), int32(t.radix)
	// The product by generator a sends x = b*r + e to fs[a].base[b] +
	// fs[a].exp[e]. The first nbg generators are the base's, which leave
	// the exponents e alone, so that the x that one sends to y = c*r + f
	// are the b*r + f with b*r among the preimages of c*r in the base,
	// listed in preB[offB[a*nb+c]:offB[a*nb+c+1]]; the others are units of
	// the cycles, which leave the base alone, and the x that one sends to
	// y are the c*r + e with e in preE[offE[i*r+f]:offE[i*r+f+1]], i = a -
	// nbg: tables of ng(nb+r) entries at most, rather than ng|t|.
	nf := ng - nbg
	s.offB, s.preB = scratch(s.offB, nbg*nb+1), scratch(s.preB, nbg*nb)
	s.offE, s.preE = scratch(s.offE, nf*int(r)+1), scratch(s.preE, nf*int(r))
	offB, preB, offE, preE := s.offB, s.preB, s.offE, s.preE
	clear(offB)
	clear(offE)
	for a := range fs {
		if a < nbg {
			for _, y := range fs[a].base {
				offB[a*nb+int(y/r)+1]++
			}
		} else {
			for _, y := range fs[a].exp {
				offE[(a-nbg)*int(r)+int(y)+1]++
			}
		}
	}
	for i := range nbg * nb {
		offB[i+1] += offB[i]
	}
	for i := range nf * int(r) {
		offE[i+1] += offE[i]
	}
	s.fill = scratch(s.fill, max(nbg*nb, nf*int(r)))
	fill := s.fill[:nbg*nb]
	copy(fill, offB)
	for a := range nbg {
		for b, y := range fs[a].base {
			k := a*nb + int(y/r)
			preB[fill[k]] = int32(b)
			fill[k]++
		}
	}
	fill = s.fill[:nf*int(r)]
	copy(fill, offE)
	for i := range nf {
		for e, y := range fs[nbg+i].exp {
			k := i*int(r) + int(y)
			preE[fill[k]] = int32(e)
			fill[k]++
		}
	}
	// The classes are ranges elems[first[c]:end[c]]; at[x] is the class
	// of x and its place in elems; the first hits[c] elements of a class are those a
	// splitter sends into it.
	s.elems, s.at = scratch(s.elems, size)[:0], scratch(s.at, size)
	elems, at := s.elems, s.at
	for x := range size {
		if mark[x] == mark[0] {
			elems = append(elems, int32(x))
		}
	}
	first, end := []int32{0}, []int32{int32(len(elems))}
	for x := range size {
		at[x].cls = 0
		if mark[x] != mark[0] {
			at[x].cls = 1
			elems = append(elems, int32(x))
		}
	}
	if int(end[0]) < size {
		first, end = append(first, end[0]), append(end, int32(size))
	}
	for i, x := range elems {
		at[x].pos = int32(i)
	}
	hits := scratch(s.hits, len(first))
	clear(hits)
	// The work list of splitters (class, generator); queued[c*ng+a]
	// tells whether one is in it.
	work := s.work[:0]
	queued := scratch(s.queued, len(first)*ng)
	clear(queued)
	if len(first) == 2 {
		small := int32(0)
		if end[1]-first[1] < end[0] {
			small = 1
		}
		for a := range int32(ng) {
			work = append(work, splitter{small, a})
			queued[int(small)*ng+int(a)] = true
		}
	}
	var touched []int32
	// The splitter's class, copied: the swaps below move its elements.
	split := s.split[:0]
	for len(work) > 0 {
		if err := s.check(); err != nil {
			return nil, err
		}
		sp := work[len(work)-1]
		work = work[:len(work)-1]
		queued[int(sp.c)*ng+int(sp.a)] = false
		var ob, oe []int32
		if int(sp.a) < nbg {
			ob = offB[int(sp.a)*nb:]
		} else {
			oe = offE[(int(sp.a)-nbg)*int(r):]
		}
		split = append(split[:0], elems[first[sp.c]:end[sp.c]]...)
		touched = touched[:0]
		for _, y := range split {
			// The preimages of y are v*stride + add for v in list.
			c := y / r
			f := y - c*r
			var list []int32
			var stride, add int32
			if ob != nil {
				list, stride, add = preB[ob[c]:ob[c+1]], r, f
			} else {
				list, stride, add = preE[oe[f]:oe[f+1]], 1, c*r
			}
			for _, v := range list {
				x := v*stride + add
				k := at[x].cls
				if hits[k] == 0 {
					touched = append(touched, k)
				}
				// Swap x to the front part of its class.
				i, j := at[x].pos, first[k]+hits[k]
				z := elems[j]
				elems[i], elems[j] = z, x
				at[z].pos, at[x].pos = i, j
				hits[k]++
			}
		}
		for _, b := range touched {
			h := hits[b]
			hits[b] = 0
			if h == end[b]-first[b] {
				continue
			}
			// The part that leaves b is the smaller, to relabel fewer.
			nc := int32(len(first))
			if 2*h <= end[b]-first[b] {
				first, end = append(first, first[b]), append(end, first[b]+h)
				first[b] += h
			} else {
				first, end = append(first, first[b]+h), append(end, end[b])
				end[b] = first[b] + h
			}
			hits = append(hits, 0)
			for _, x := range elems[first[nc]:end[nc]] {
				at[x].cls = nc
			}
			queued = append(queued, make([]bool, ng)...)
			for a := range int32(ng) {
				c := nc
				if !queued[int(b)*ng+int(a)] && end[b]-first[b] < end[nc]-first[nc] {
					c = b
				}
				work = append(work, splitter{c, a})
				queued[int(c)*ng+int(a)] = true
			}
		}
	}
	s.split, s.hits, s.work, s.queued = split, hits, work, queued
	count := len(first)
	if count > MaxMisereElements {
		return nil, errorf(ErrRange, "misère quotient: at heap %d the quotient has more than %d elements", len(phi)-1, MaxMisereElements)
	}
	// The classes are numbered by their first elements, so that the
	// identity's is 0.
	rep := make([]int32, 0, count)
	repB, repE := make([]int32, count), make([]int32, count)
	renum := make([]int32, count)
	for i := range renum {
		renum[i] = -1
	}
	for x := range at {
		c := at[x].cls
		if renum[c] < 0 {
			renum[c] = int32(len(rep))
			repB[len(rep)], repE[len(rep)] = int32(x)/r, int32(x)%r
			rep = append(rep, int32(x))
		}
		at[x].cls = renum[c]
	}
	// The product of classes: next[a*count+c] is the class of c times
	// generator a. Each class is reached from the identity's by
	// generators, in a search; its row of the table is its parent's row
	// times its generator. Every entry of the table is written below.
	s.next = scratch(s.next, ng*count)
	next := s.next
	for a, f := range fs {
		for c := range count {
			next[a*count+c] = at[f.base[repB[c]]+f.exp[repE[c]]].cls
		}
	}
	p := &pretension{q: count, mul: s.table(count * count), isP: make([]bool, count)}
	visited := make([]bool, count)
	visited[0] = true
	for d := range count {
		p.mul[d] = int32(d)
	}
	reach := []int32{0}
	for i := 0; i < len(reach); i++ {
		c := int(reach[i])
		row := p.mul[c*count : (c+1)*count]
		for a := range ng {
			col := next[a*count : (a+1)*count]
			d := int(col[c])
			if visited[d] {
				continue
			}
			visited[d] = true
			reach = append(reach, int32(d))
			for j, x := range row {
				p.mul[d*count+j] = col[x]
			}
		}
	}
	if len(reach) != count {
		panic("game: misère trial monoid not generated by the reduction's generators")
	}
	for i, x := range rep {
		p.isP[i] = mark[x]
	}
	p.phi = make([]int32, len(phi))
	p.opts = make([][]int32, len(phi))
	for k, x := range phi {
		p.phi[k] = at[x].cls
		if opts[k] != nil {
			o := make([]int32, len(opts[k]))
			for i, z := range opts[k] {
				o[i] = at[z].cls
			}
			slices.Sort(o)
			p.opts[k] = slices.Compact(o)
		}
	}
	return p, nil
}

// finish renumbers p by the words of its elements in its generators.
func (p *pretension) finish(g *HeapGame, n int) *MisereQuotient {
	// The generators: the heaps whose element the earlier ones do not
	// generate.
	in := make([]bool, p.q)
	in[0] = true
	var gens []int
	for h := 1; h <= n; h++ {
		if in[p.phi[h]] {
			continue
		}
		gens = append(gens, h)
		list := []int32{}
		for x := range p.q {
			if in[x] {
				list = append(list, int32(x))
			}
		}
		for i := 0; i < len(list); i++ {
			for _, k := range gens {
				y := p.mul2(list[i], p.phi[k])
				if !in[y] {
					in[y] = true
					list = append(list, y)
				}
			}
		}
	}
	// Each element's word is its least in the order of MisereSolver,
	// which compares the exponents of the last generator first: a search
	// that raises the exponent of each generator, from the last, while
	// it finds new elements.
	word := make([][]uint16, p.q)
	var rec func(x int32, w []uint16, j int)
	rec = func(x int32, w []uint16, j int) {
		if j < 0 {
			if word[x] == nil {
				word[x] = slices.Clone(w)
			}
			return
		}
		for {
			rec(x, w, j-1)
			x = p.mul2(x, p.phi[gens[j]])
			w[j]++
			if word[x] != nil {
				break
			}
		}
		w[j] = 0
	}
	rec(0, make([]uint16, len(gens)), len(gens)-1)
	order := make([]int32, p.q)
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(x, y int32) int { return compareWords(word[x], word[y]) })
	num := make([]int32, p.q)
	words := make([][]uint16, p.q)
	for i, x := range order {
		num[x] = int32(i)
		words[i] = word[x]
	}
	// The relations: the least words that are not the words of their
	// elements.
	var lhs [][]uint16
	for x := range p.q {
		for j, k := range gens {
			w := slices.Clone(word[x])
			w[j]++
			if slices.Equal(w, word[p.mul2(int32(x), p.phi[k])]) || slices.ContainsFunc(lhs, func(u []uint16) bool { return divides(u, w) }) {
				continue
			}
			lhs = slices.DeleteFunc(lhs, func(u []uint16) bool { return divides(w, u) })
			lhs = append(lhs, w)
		}
	}
	slices.SortFunc(lhs, compareWords)
	q := &MisereQuotient{game: g, n: n, order: p.q, gens: gens, words: words}
	q.mul = make([]uint16, p.q*p.q)
	q.isP = make([]bool, p.q)
	for i, x := range order {
		q.isP[i] = p.isP[x]
		for j, y := range order {
			q.mul[i*p.q+j] = uint16(num[p.mul2(x, y)])
		}
	}
	q.phi = make([]uint16, n+1)
	for h := range q.phi {
		q.phi[h] = uint16(num[p.phi[h]])
	}
	for _, u := range lhs {
		q.relations = append(q.relations, [2][]uint16{u, words[q.elemOf(u)]})
	}
	return q
}

// compareWords orders words as MisereSolver does: by the exponent of the
// last generator, then of the one before, and so on.
func compareWords(u, v []uint16) int {
	for j := len(u) - 1; j >= 0; j-- {
		if u[j] != v[j] {
			return int(u[j]) - int(v[j])
		}
	}
	return 0
}

func divides(v, u []uint16) bool {
	for i := range v {
		if v[i] > u[i] {
			return false
		}
	}
	return true
}

// elemOf returns the element of a word in the generators.
func (q *MisereQuotient) elemOf(w []uint16) int {
	x := 0
	for j, e := range w {
		for range e {
			x = q.Mul(x, int(q.phi[q.gens[j]]))
		}
	}
	return x
}

// Bound returns n, the largest heap of the quotient.
func (q *MisereQuotient) Bound() int { return q.n }

// Order returns the number of elements, |Q|.
func (q *MisereQuotient) Order() int { return q.order }

// Mul returns the product of the elements x and y. It panics if either is
// not in [0, Order()).
func (q *MisereQuotient) Mul(x, y int) int {
	if uint(x) >= uint(q.order) || uint(y) >= uint(q.order) {
		panic(errorf(ErrRange, "MisereQuotient.Mul(%d, %d) of %d elements", x, y, q.order))
	}
	return int(q.mul[x*q.order+y])
}

// IsP reports whether the element x is in the P-portion: whether the sums
// of heaps of element x are P-positions in misère play. It panics if x is
// not in [0, Order()).
func (q *MisereQuotient) IsP(x int) bool { return q.isP[x] }

// PPortion returns the elements of the P-portion, in increasing order.
func (q *MisereQuotient) PPortion() []int {
	var s []int
	for x, p := range q.isP {
		if p {
			s = append(s, x)
		}
	}
	return s
}

// Pretend returns Φ(h), the element of a heap of h tokens. It panics if h
// is not in [0, Bound()], as indexing does.
func (q *MisereQuotient) Pretend(h int) int { return int(q.phi[h]) }

// Generators returns the heaps that generate the quotient, in increasing
// order: the heaps h whose Φ(h) is no product of the Φ of smaller heaps.
// Words name them a, b, c, ... in this order, as MisereSolver does (after z
// come A to Z, then g53, g54, ...).
func (q *MisereQuotient) Generators() []int { return slices.Clone(q.gens) }

// Word returns the element x as its word in the generators, the least in
// the order of MisereSolver, which compares the exponent of the last
// generator first, then of the one before, and so on (elements are
// numbered in this order of their words): "1" for the identity, or powers
// of generators separated by spaces, as "a", "a^2 b", "b c^3". It panics if
// x is not in [0, Order()).
func (q *MisereQuotient) Word(x int) string { return wordString(q.words[x]) }

func genName(j int) string {
	switch {
	case j < 26:
		return string(rune('a' + j))
	case j < 52:
		return string(rune('A' + j - 26))
	}
	return "g" + strconv.Itoa(j+1)
}

func wordString(w []uint16) string {
	var b strings.Builder
	for j, e := range w {
		if e == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(genName(j))
		if e > 1 {
			b.WriteByte('^')
			b.WriteString(strconv.Itoa(int(e)))
		}
	}
	if b.Len() == 0 {
		return "1"
	}
	return b.String()
}

// Presentation returns the quotient by generators and relations, as the
// literature writes it: "<a, b | a^2 = 1, b^3 = b>". The relations are
// those of the least words that are not the words of their elements (see
// Word): each says which element's word such a word equals, and together
// they rewrite every word to the word of its element. The quotient of no
// generators is "<>".
func (q *MisereQuotient) Presentation() string {
	var b strings.Builder
	b.WriteByte('<')
	for j := range q.gens {
		if j > 0 {
			b.WriteString(", ")
		}
		b.WriteString(genName(j))
	}
	for i, r := range q.relations {
		if i == 0 {
			b.WriteString(" | ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(wordString(r[0]))
		b.WriteString(" = ")
		b.WriteString(wordString(r[1]))
	}
	b.WriteByte('>')
	return b.String()
}

// IsTame reports whether the quotient is tame: isomorphic, with its
// P-portion, to the misère quotient of Nim with heaps 0 to m for some m.
// Those are the trivial monoid (m = 0), the group {1, a} with a^2 = 1 and
// P-portion {a} (m = 1), and for 2^(k-1) <= m < 2^k the monoid of the
// pairs (v, s), v a k-bit nim-sum, s whether some heap exceeds 1, with
// (v, s)(w, t) = (v xor w, s or t) and P-portion {(1, no), (0, yes)}
// (Conway's analysis of misère Nim, On Numbers and Games, ch. 12): the
// elements with s form a group of exponent 2 of 2^k elements whose
// identity e is in the P-portion, and outside it lie only 1 and a, a^2 = 1,
// a in the P-portion, ae not e.
func (q *MisereQuotient) IsTame() bool {
	switch q.order {
	case 1:
		return true
	case 2:
		return q.Mul(1, 1) == 0 && q.isP[1] && !q.isP[0]
	}
	if q.order < 6 || (q.order-2)&(q.order-3) != 0 {
		return false
	}
	pp := q.PPortion()
	if len(pp) != 2 {
		return false
	}
	for _, a := range pp {
		e := pp[0] + pp[1] - a
		if q.Mul(a, a) != 0 || q.Mul(e, e) != e || q.Mul(a, e) == e {
			continue
		}
		ok := true
		for x := 0; x < q.order && ok; x++ {
			inGroup := q.Mul(x, e) == x
			switch {
			case x == 0 || x == a:
				ok = !inGroup
			default:
				ok = inGroup && q.Mul(x, x) == e
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// Period looks for a period of Φ proven by the quotient: it returns the
// least period P, with the least preperiod Q for it, such that Φ(h+P) =
// Φ(h) for every h >= Q for ever, and the quotient of every bound at least
// Bound() is this one; ok is false if the quotient proves none, and always
// for Grundy's game.
//
// The proof, with t the largest number of tokens a move takes, J the most
// heaps a move leaves (at least 1) and Q' = max(Q, 1), is that of the
// octal periodicity theorem applied to the options: if Φ(h+P) = Φ(h) for
// Q' <= h <= Bound()-P and Bound() >= J(Q' + P) + t - 1 (2Q' + 2P + t - 1
// for octal games with moves that leave two heaps, Q' + P + t - 1 for
// games without), then for every heap H beyond the bound the options of H
// and of H-P have the same elements (in each way of leaving heaps the
// largest is at least Q' + P, and may be shortened by P), so that giving
// H the element Φ(H-P) keeps both checks of MisereQuotient passing, and
// the quotient does not grow (compare the misère periodicity of Plambeck
// and Siegel, JCTA 115, 2008).
func (q *MisereQuotient) Period() (period, preperiod int, ok bool) {
	g := q.game
	if g.unequal {
		return 0, 0, false
	}
	t, parts := g.maxTake(), 1
	for _, d := range g.digits {
		parts = max(parts, bits.Len8(d)-1)
	}
	n := q.n
	for p := 1; p <= n; p++ {
		// The least Q with Φ(h+p) = Φ(h) for Q <= h <= n-p.
		pre := n - p + 1
		for pre > 0 && q.phi[pre-1+p] == q.phi[pre-1] {
			pre--
		}
		if n >= parts*(max(pre, 1)+p)+t-1 {
			return p, pre, true
		}
	}
	return 0, 0, false
}

// element returns the product of the Φ of heaps, checking them.
func (q *MisereQuotient) element(heaps []int) (int, error) {
	x := 0
	for i, h := range heaps {
		switch {
		case h < 0:
			return 0, errorf(ErrNegativeHeap, "heap %d is %d", i+1, h)
		case h > q.n:
			return 0, errorf(ErrRange, "heap %d is %d, beyond the quotient's bound %d", i+1, h, q.n)
		}
		x = int(q.mul[x*q.order+int(q.phi[h])])
	}
	return x, nil
}

// IsPPosition reports whether the sum of heaps is a P-position in misère
// play: whether the product of the Φ of its heaps is in the P-portion. It
// returns an error wrapping ErrNegativeHeap for a negative heap, and
// ErrRange for a heap above Bound().
func (q *MisereQuotient) IsPPosition(heaps []int) (bool, error) {
	x, err := q.element(heaps)
	return err == nil && q.isP[x], err
}

// WinningMoves returns the positions after each winning move of the sum of
// heaps in misère play, those of WinningHeapMoves in its order, each a new
// slice: the heap moved in is replaced where it stood by the heaps the
// move leaves (none, one, or two, the smaller first, as HeapGame.Moves
// yields them). There are none from a P-position, nor from a position
// without moves (in misère play its player to move has won). The errors
// are those of IsPPosition.
func (q *MisereQuotient) WinningMoves(heaps []int) (iter.Seq[[]int], error) {
	moves, err := q.WinningHeapMoves(heaps)
	if err != nil {
		return nil, err
	}
	return positionsAfter(heaps, moves), nil
}

// WinningHeapMoves returns the winning moves of the sum of heaps in misère
// play, each as a HeapMove whose Left is a new slice: the moves after which
// the product of the Φ of the heaps is in the P-portion. They come heap by
// heap, and for each heap in the order of HeapGame.Moves. There are none
// from a P-position, nor from a position without moves. The errors are
// those of IsPPosition.
func (q *MisereQuotient) WinningHeapMoves(heaps []int) (iter.Seq[HeapMove], error) {
	if _, err := q.element(heaps); err != nil {
		return nil, err
	}
	heaps = slices.Clone(heaps)
	return func(yield func(HeapMove) bool) {
		// suffix[i] is the product of the heaps from i on.
		suffix := make([]int, len(heaps)+1)
		for i := len(heaps) - 1; i >= 0; i-- {
			suffix[i] = q.Mul(int(q.phi[heaps[i]]), suffix[i+1])
		}
		prefix := 0
		for i, h := range heaps {
			rest := q.Mul(prefix, suffix[i+1])
			for m := range q.game.Moves(h) {
				x := rest
				for _, k := range m {
					x = q.Mul(x, int(q.phi[k]))
				}
				if q.isP[x] && !yield(HeapMove{i, m}) {
					return
				}
			}
			prefix = q.Mul(prefix, int(q.phi[h]))
		}
	}, nil
}

// BestMove returns the move of a perfect player from the sum of heaps in
// misère play, and whether it wins: the first of WinningHeapMoves, and
// from a P-position the move that delays the loss, as HeapGame.BestMove
// chooses it: the first move, in the order of HeapGame.Moves, from the
// first of the largest heaps with a move. From a position without a move
// (whose player to move has won) it returns an error wrapping ErrNoMove;
// its other errors are those of IsPPosition.
func (q *MisereQuotient) BestMove(heaps []int) (m HeapMove, winning bool, err error) {
	moves, err := q.WinningHeapMoves(heaps)
	if err != nil {
		return HeapMove{}, false, err
	}
	for m := range moves {
		return m, true, nil
	}
	return q.game.delayMove(heaps)
}
