package erasure

import (
	"fmt"
	"sort"

	"github.com/nimberdev/nimber/internal/kernel"
	parallel "github.com/nimberdev/nimber/internal/par"
)

// Reconstruct fills every missing shard (nil or empty) from the others: a
// shard whose capacity holds the size is reused, others are allocated. It
// needs any dataShards of the shards, of one size, a multiple of 64
// bytes, and returns ErrTooFewShards, saying how many are missing, if
// fewer are present.
func (e *Encoder) Reconstruct(shards [][]byte) error { return e.reconstruct(shards, true) }

// ReconstructData is Reconstruct for the data shards only: missing parity
// shards stay missing.
func (e *Encoder) ReconstructData(shards [][]byte) error { return e.reconstruct(shards, false) }

// reconstruct decodes by the formal derivative. The code word is the list
// of values on V_n of a polynomial f of degree below n - m (see encode),
// zero at the points m + data and above; the points parity to m-1 are
// erased from the start (they hold no shard). With l(x) the product of x - e
// over the erased points e, the polynomial l f has degree below n (there
// are at most m erased points), and its values are known: l(t) times the
// shard at t, or 0 at an erased point. Interpolating them, differentiating
// and evaluating again gives (l f)' = l' f + l f', which at an erased point e
// is l'(e) f(e): f(e) is its quotient by l'(e). (derivative adds l f,
// which is zero there, to the derivative.)
func (e *Encoder) reconstruct(shards [][]byte, all bool) error {
	if len(shards) != e.data+e.parity {
		return fmt.Errorf("%w: %d shards for a code of %d", ErrTooFewShards, len(shards), e.data+e.parity)
	}
	d, _ := e.decs.Get().(*decodeWork)
	if d == nil {
		d = &decodeWork{erased: make([]bool, e.n), a: make([]int64, e.n), logL: make([]uint64, e.n), lost: make([]int, len(shards))}
	}
	defer e.decs.Put(d)
	lost, missing := d.lost, 0 // the missing shards, in order
	for i, s := range shards {
		lost[missing] = i
		var z int // without a branch, which the random losses would mispredict
		if len(s) == 0 {
			z = 1
		}
		missing += z
	}
	lost = lost[:missing]
	if missing > e.parity {
		return fmt.Errorf("%w: %d of %d shards missing, at most %d may be", ErrTooFewShards, missing, len(shards), e.parity)
	}
	fill := lost // the shards to fill: the first, those of data, without all
	if !all {
		fill = lost[:sort.SearchInts(lost, e.data)]
	}
	if len(fill) == 0 {
		return nil
	}
	size, err := e.shardSize(shards, false)
	if err != nil {
		return err
	}
	// point returns the point of shard i, shard the shard at point t < m + data.
	point := func(i int) int {
		if i < e.data {
			return e.m + i
		}
		return i - e.data
	}
	shard := func(t int) int {
		if t < e.m {
			return e.data + t
		}
		return t - e.m
	}
	erased := d.erased
	clear(erased)
	for t := e.parity; t < e.m; t++ {
		erased[t] = true
	}
	for _, i := range lost {
		erased[point(i)] = true
	}
	for _, i := range fill {
		if s := shards[i]; cap(s) >= size {
			shards[i] = s[:size]
		} else {
			shards[i] = make([]byte, size)
		}
	}
	logL := e.locator(erased, d)
	t := logs()
	q := order(e.w)
	x, done := newTransform(e.w, log2(e.n))
	defer done()
	e.run(size, e.n, minBlock, func(lo, hi, par int) {
		work, release := e.workRegions(e.n, hi-lo)
		defer release()
		parallel.DoMax(par, e.n, parMin, func(a, b int) {
			var src [batch][]byte
			var c [batch]uint32
			for a0 := a; a0 < b; a0 += batch {
				k := min(batch, b-a0)
				for j := range k {
					p := a0 + j
					src[j], c[j] = work[p], 0 // a product by 0 clears
					if !erased[p] && p < e.m+e.data {
						src[j], c[j] = shards[shard(p)][lo:hi], expOf(t, e.w, logL[p])
					}
				}
				kernel.MulValues(work[a0:a0+k], src[:k], c[:k], e.w)
			}
		})
		x.inv(work, 0, par)
		derivative(work)
		x.fwd(work, 0, par)
		parallel.DoMax(par, len(fill), parMin, func(a, b int) {
			var dst, src [batch][]byte
			var c [batch]uint32
			for a0 := a; a0 < b; a0 += batch {
				k := min(batch, b-a0)
				for j, i := range fill[a0 : a0+k] {
					p := point(i)
					dst[j], src[j], c[j] = shards[i][lo:hi], work[p], expOf(t, e.w, (q-logL[p])%q)
				}
				kernel.MulValues(dst[:k], src[:k], c[:k], e.w)
			}
		})
	})
	return nil
}

// batch is the number of products of regions by constants that a
// reconstruction hands to kernel.MulValues at a time.
const batch = 64

// A decodeWork holds the storage of a reconstruction's lists of the n
// points and of the missing shards, kept between calls: fresh, they cost a
// page fault every 4 KiB.
type decodeWork struct {
	erased []bool
	a      []int64
	logL   []uint64
	lost   []int // room for every shard's index
}

// locator returns in d.logL, for each point t < n, the logarithm of l(t),
// or of l'(t) if t is erased, where l is the product of x - e over the
// erased points e.
//
// As in leopard (Christopher Taylor's codec), the logarithm of l(t) is the
// sum of log(t + e) over the erased e, a convolution over the group of
// exclusive or, which the Walsh-Hadamard transform turns into a product:
// the transform of the erased points' indicator times that of the
// logarithms, transformed back. With log 0 taken as 0, the same sum at an
// erased t is the logarithm of the product of t - e over the other erased
// e, which is l'(t). The transform of the logarithms is computed once an
// Encoder; the others take n log2 n additions of integers.
func (e *Encoder) locator(erased []bool, d *decodeWork) []uint64 {
	q := order(e.w)
	par := e.workers()
	// each runs f on ranges of the n points, on the goroutines of the call.
	each := func(f func(lo, hi int)) { parallel.DoMax(par, e.n, 1<<12, f) }
	e.locOnce.Do(func() {
		t := logs()
		a := make([]int64, e.n)
		each(func(lo, hi int) {
			for j := lo; j < hi; j++ {
				a[j] = int64(logOf(t, e.w, uint32(j)))
			}
		})
		wht(a, q, int64(q), par)
		each(func(lo, hi int) {
			for j := lo; j < hi; j++ {
				a[j] = modQ(a[j], q)
			}
		})
		e.logWHT = a
	})
	a := d.a
	each(func(lo, hi int) {
		for j := lo; j < hi; j++ {
			var x int64 // without a branch, which the random losses would mispredict
			if erased[j] {
				x = 1
			}
			a[j] = x
		}
	})
	wht(a, q, 1, par)
	each(func(lo, hi int) {
		for j := lo; j < hi; j++ {
			a[j] = int64(uint64(modQ(a[j], q)) * uint64(e.logWHT[j]) % q)
		}
	})
	wht(a, q, int64(q), par)
	// 1/n mod q = 2^(8w - k) for n = 2^k, since 2^(8w) = 1 mod q.
	nInv := uint64(1) << (8*e.w - log2(e.n))
	logL := d.logL
	each(func(lo, hi int) {
		for j := lo; j < hi; j++ {
			logL[j] = uint64(modQ(a[j], q)) * nInv % q
		}
	})
	return logL
}

// whtParMin is the least length of a Walsh-Hadamard transform whose halves
// are worth a goroutine each.
const whtParMin = 1 << 14

// wht replaces a by its Walsh-Hadamard transform: the sum over i of
// (-1)^popcount(i&j) a[i] at j. The entries of a are at most bound in
// absolute value; they are reduced mod q whenever the next stages could
// overflow. With par > 1 goroutines and whtParMin entries or more, the
// halves are transformed on two goroutines, and the last stage split among
// par.
func wht(a []int64, q uint64, bound int64, par int) {
	if par < 2 || len(a) < whtParMin {
		whtSerial(a, q, bound)
		return
	}
	h := len(a) / 2
	var after int64 // the bound after the halves, the same for both
	parallel.Run(true, func() { whtSerial(a[:h], q, bound) }, func() { after = whtSerial(a[h:], q, bound) })
	parallel.DoMax(par, h, 1<<12, func(lo, hi int) {
		u, v := a[lo:hi], a[h+lo:h+hi]
		if after > 1<<60 {
			for j := range u {
				u[j], v[j] = modQ(u[j], q), modQ(v[j], q)
			}
		}
		for j := range u {
			u[j], v[j] = u[j]+v[j], u[j]-v[j]
		}
	})
}

// whtSerial is wht on one goroutine, and returns the bound of the entries
// after it. It does two stages a pass over a (the last alone if their
// number is odd): the butterflies of h and 2h on the four entries b + j,
// b + h + j, b + 2h + j and b + 3h + j of each block of 4h at b, j < h.
func whtSerial(a []int64, q uint64, bound int64) int64 {
	for h := 1; h < len(a); h *= 4 {
		if bound > 1<<60 {
			for j, v := range a {
				a[j] = modQ(v, q)
			}
			bound = int64(q)
		}
		if 2*h == len(a) {
			u, v := a[:h], a[h:]
			for j := range u {
				u[j], v[j] = u[j]+v[j], u[j]-v[j]
			}
			return 2 * bound
		}
		for b := 0; b < len(a); b += 4 * h {
			x0, x1, x2, x3 := a[b:b+h], a[b+h:b+2*h], a[b+2*h:b+3*h], a[b+3*h:b+4*h]
			for j := range x0 {
				s0, d0 := x0[j]+x1[j], x0[j]-x1[j]
				s1, d1 := x2[j]+x3[j], x2[j]-x3[j]
				x0[j], x1[j], x2[j], x3[j] = s0+s1, d0+d1, s0-s1, d0-d1
			}
		}
		bound *= 4
	}
	return bound
}

// modQ returns v mod q in [0, q).
func modQ(v int64, q uint64) int64 {
	r := v % int64(q)
	if r < 0 {
		r += int64(q)
	}
	return r
}
