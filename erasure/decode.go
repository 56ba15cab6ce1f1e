package erasure

import (
	"fmt"

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
	missing, wanted := 0, 0
	for i, s := range shards {
		if len(s) == 0 {
			missing++
			if all || i < e.data {
				wanted++
			}
		}
	}
	if missing > e.parity {
		return fmt.Errorf("%w: %d of %d shards missing, at most %d may be", ErrTooFewShards, missing, len(shards), e.parity)
	}
	if wanted == 0 {
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
	d, _ := e.decs.Get().(*decodeWork)
	if d == nil {
		d = &decodeWork{erased: make([]bool, e.n), a: make([]int64, e.n), logL: make([]uint64, e.n)}
	}
	defer e.decs.Put(d)
	erased := d.erased
	clear(erased)
	for t := e.parity; t < e.m; t++ {
		erased[t] = true
	}
	fill := d.fill[:0] // the shards to fill
	for i, s := range shards {
		if len(s) == 0 {
			erased[point(i)] = true
			if all || i < e.data {
				fill = append(fill, i)
				if cap(s) >= size {
					shards[i] = s[:size]
				} else {
					shards[i] = make([]byte, size)
				}
			}
		}
	}
	d.fill = fill
	logL := e.locator(erased, d)
	t := logs()
	q := order(e.w)
	x := &transform{w: e.w, s: subspace()}
	e.run(size, e.n, func(lo, hi, par int) {
		work, release := e.workRegions(e.n, hi-lo)
		defer release()
		parallel.DoMax(par, e.n, parMin, func(a, b int) {
			for p := a; p < b; p++ {
				if erased[p] || p >= e.m+e.data {
					clear(work[p])
				} else {
					kernel.MulValue(work[p], shards[shard(p)][lo:hi], e.w, expOf(t, e.w, logL[p]))
				}
			}
		})
		x.inv(work, 0, par)
		derivative(work)
		x.fwd(work, 0, par)
		parallel.DoMax(par, len(fill), parMin, func(a, b int) {
			for _, i := range fill[a:b] {
				p := point(i)
				kernel.MulValue(shards[i][lo:hi], work[p], e.w, expOf(t, e.w, (q-logL[p])%q))
			}
		})
	})
	return nil
}

// A decodeWork holds the storage of a reconstruction's lists of the n
// points, kept between calls: fresh, they cost a page fault every 4 KiB.
type decodeWork struct {
	erased []bool
	a      []int64
	logL   []uint64
	fill   []int
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
	e.locOnce.Do(func() {
		t := logs()
		a := make([]int64, e.n)
		parallel.DoMax(e.workers(), e.n, 1<<12, func(lo, hi int) {
			for j := lo; j < hi; j++ {
				a[j] = int64(logOf(t, e.w, uint32(j)))
			}
		})
		wht(a, q, int64(q))
		for j, v := range a {
			a[j] = modQ(v, q)
		}
		e.logWHT = a
	})
	a := d.a
	for j, er := range erased {
		var x int64 // without a branch, which the random losses would mispredict
		if er {
			x = 1
		}
		a[j] = x
	}
	wht(a, q, 1)
	for j, v := range a {
		a[j] = int64(uint64(modQ(v, q)) * uint64(e.logWHT[j]) % q)
	}
	wht(a, q, int64(q))
	// 1/n mod q = 2^(8w - k) for n = 2^k, since 2^(8w) = 1 mod q.
	nInv := uint64(1) << (8*e.w - log2(e.n))
	logL := d.logL
	for j, v := range a {
		logL[j] = uint64(modQ(v, q)) * nInv % q
	}
	return logL
}

// wht replaces a by its Walsh-Hadamard transform: the sum over i of
// (-1)^popcount(i&j) a[i] at j. The entries of a are at most bound in
// absolute value; they are reduced mod q whenever the next stages could
// overflow. It does two stages a pass over a (the last alone if their
// number is odd): the butterflies of h and 2h on the four entries b + j,
// b + h + j, b + 2h + j and b + 3h + j of each block of 4h at b, j < h.
func wht(a []int64, q uint64, bound int64) {
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
			return
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
}

// modQ returns v mod q in [0, q).
func modQ(v int64, q uint64) int64 {
	r := v % int64(q)
	if r < 0 {
		r += int64(q)
	}
	return r
}
