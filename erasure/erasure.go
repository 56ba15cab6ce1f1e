package erasure

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"sync"

	"github.com/nimberdev/nimber/internal/kernel"
	parallel "github.com/nimberdev/nimber/internal/par"
)

// The errors of the package. Every error returned wraps one of them, with
// the counts at fault.
var (
	// ErrInvShardNum: a count of data or parity shards below 1.
	ErrInvShardNum = errors.New("erasure: number of shards below 1")
	// ErrMaxShardNum: more shards than the largest field holds.
	ErrMaxShardNum = errors.New("erasure: too many shards")
	// ErrTooFewShards: fewer shards than the code has, or fewer intact
	// shards than the data shards.
	ErrTooFewShards = errors.New("erasure: too few shards")
	// ErrShardNoData: no shard holds any data.
	ErrShardNoData = errors.New("erasure: no shard data")
	// ErrShardSize: shards of different sizes, or of a size that is not a
	// multiple of 64 bytes.
	ErrShardSize = errors.New("erasure: shard sizes differ or are not a multiple of 64")
	// ErrShortData: too little data for Split or Join.
	ErrShortData = errors.New("erasure: not enough data")
	// ErrReconstructRequired: Join with data shards missing.
	ErrReconstructRequired = errors.New("erasure: data shards missing: reconstruction required")
)

// ChunkSize is the unit of shard sizes: every shard is a multiple of 64
// bytes long.
const ChunkSize = kernel.ChunkSize

// MaxShards is the largest number of shards in all, with parity shards
// counted as the power of two at or above their number (see New).
const MaxShards = 1 << 32

// An Encoder encodes and reconstructs the shards of one code. Its methods
// may be called from several goroutines at once.
type Encoder struct {
	data, parity int
	m            int // the power of two at or above parity
	n            int // the power of two at or above m + data, the points
	w            int // bytes a symbol
	o            options

	locOnce sync.Once
	logWHT  []int64 // the Walsh-Hadamard transform of log t, t < n, mod the group order

	bufs sync.Pool // *work, the storage of work regions, kept between calls
	decs sync.Pool // *decodeWork
}

type options struct{ concurrency int }

// An Option changes an Encoder's defaults.
type Option func(*options)

// WithConcurrency sets the number of goroutines a call may use; n < 1
// restores the default, runtime.GOMAXPROCS(0) at the time of the call.
// Small calls use fewer.
func WithConcurrency(n int) Option { return func(o *options) { o.concurrency = n } }

// New returns an Encoder of dataShards data and parityShards parity
// shards. Both must be 1 or more, and m + dataShards at most MaxShards =
// 2^32, where m is the power of two at or above parityShards. The field is
// the smallest that holds the m + dataShards points: F_(2^8) if they are at
// most 256, F_(2^16) if at most 65,536, F_(2^32) otherwise.
func New(dataShards, parityShards int, opts ...Option) (*Encoder, error) {
	if dataShards < 1 || parityShards < 1 {
		return nil, fmt.Errorf("%w: %d data and %d parity shards", ErrInvShardNum, dataShards, parityShards)
	}
	m := uint64(1) << bits.Len(uint(parityShards-1))
	points := m + uint64(dataShards)
	n := uint64(1) << bits.Len64(points-1)
	if points > MaxShards || n > math.MaxInt {
		return nil, fmt.Errorf("%w: %d data and %d parity shards take %d points, more than 2^32 (or than an int holds)", ErrMaxShardNum, dataShards, parityShards, points)
	}
	e := &Encoder{data: dataShards, parity: parityShards, m: int(m), n: int(n)}
	switch {
	case points <= 1<<8:
		e.w = 1
	case points <= 1<<16:
		e.w = 2
	default:
		e.w = 4
	}
	for _, o := range opts {
		o(&e.o)
	}
	return e, nil
}

// SymbolSize returns the size of a symbol in bytes: 1, 2 or 4, for the
// field F_(2^8), F_(2^16) or F_(2^32).
func (e *Encoder) SymbolSize() int { return e.w }

// workers returns the goroutines a call may use.
func (e *Encoder) workers() int {
	if e.o.concurrency >= 1 && parallel.Procs() > 1 {
		return e.o.concurrency
	}
	return parallel.Procs()
}

// byteSplitMin is the least number of bytes of each shard that a goroutine
// takes when a call splits the shards' bytes among goroutines; below it,
// the goroutines split the transforms.
const byteSplitMin = 2 << 10

// Cache blocking: a call works on blockBytes of its count regions at a
// time, cut into blocks of at least minSize bytes of each shard (run), so
// that large shards do not make each layer of a transform a pass over
// memory: minBlock for Reconstruct, encodeBlock for Encode, whose
// transforms read the data shards and write the parity shards in their
// passes of layer 0 (transform.bottom) and gain by longer regions there
// (at 256+256 x 16 KiB 13% less time on one core than with minBlock, where
// Reconstruct takes 8% more with encodeBlock).
const (
	blockBytes  = 512 << 10
	minBlock    = 4 << 10
	encodeBlock = 16 << 10
)

// run runs body on the byte ranges [lo, hi) of shards of size bytes, split
// among the goroutines and cut into blocks of at least minSize bytes for a
// working set of count regions, with the number of goroutines each range's
// transforms may use. The blocks of a goroutine run one after the other.
func (e *Encoder) run(size, count, minSize int, body func(lo, hi, par int)) {
	par := e.workers()
	block := max(minSize, blockBytes/count) / ChunkSize * ChunkSize
	blocks := func(lo, hi, par int) {
		for ; lo < hi; lo += block {
			body(lo, min(lo+block, hi), par)
		}
	}
	parts := min(par, size/byteSplitMin)
	if parts <= 1 {
		blocks(0, size, par)
		return
	}
	parallel.DoMax(parts, size/ChunkSize, 1, func(lo, hi int) {
		blocks(lo*ChunkSize, hi*ChunkSize, 1)
	})
}

// shardSize returns the size of the shards, checking that there are
// data+parity of them and that those present (non-empty) have one size, a
// multiple of ChunkSize; with all set, no shard may be missing.
func (e *Encoder) shardSize(shards [][]byte, all bool) (int, error) {
	if len(shards) != e.data+e.parity {
		return 0, fmt.Errorf("%w: %d shards for a code of %d", ErrTooFewShards, len(shards), e.data+e.parity)
	}
	size := 0
	for i, s := range shards {
		switch {
		case len(s) == 0 && all:
			return 0, fmt.Errorf("%w: shard %d is empty", ErrShardNoData, i)
		case len(s) == 0:
		case len(s)%ChunkSize != 0:
			return 0, fmt.Errorf("%w: shard %d has %d bytes", ErrShardSize, i, len(s))
		case size == 0:
			size = len(s)
		case len(s) != size:
			return 0, fmt.Errorf("%w: shard %d has %d bytes, another %d", ErrShardSize, i, len(s), size)
		}
	}
	if size == 0 {
		return 0, ErrShardNoData
	}
	return size, nil
}

// regions returns count regions of size bytes, cut from one allocation.
func regions(count, size int) [][]byte {
	return cut(make([]byte, count*size), count, size)
}

// cut cuts buf into count regions of size bytes, laid end to end: the
// capacity of each runs to the end of buf, which the transforms use (see
// chunk).
func cut(buf []byte, count, size int) [][]byte {
	r := make([][]byte, count)
	for i := range r {
		r[i] = buf[i*size : (i+1)*size]
	}
	return r
}

// A work holds the storage of work regions and their slices, kept between
// calls.
type work struct {
	buf  []byte
	regs [][]byte
}

// workRegions returns count regions of size bytes, not cleared, from the
// storage kept between calls, and the function that gives it back.
func (e *Encoder) workRegions(count, size int) ([][]byte, func()) {
	w, _ := e.bufs.Get().(*work)
	if w == nil {
		w = new(work)
	}
	if cap(w.buf) < count*size {
		w.buf = make([]byte, count*size)
		w.regs = nil
	}
	if len(w.regs) != count || count > 0 && len(w.regs[0]) != size {
		w.regs = cut(w.buf[:count*size], count, size)
	}
	return w.regs, func() { e.bufs.Put(w) }
}

// Encode computes the parity shards from the data shards: shards holds the
// data shards, then the parity shards, all allocated to one size, a
// multiple of 64 bytes. The data shards are left as they are.
func (e *Encoder) Encode(shards [][]byte) error {
	size, err := e.shardSize(shards, true)
	if err != nil {
		return err
	}
	e.encode(shards[:e.data], shards[e.data:], size)
	return nil
}

// encode writes the parity of data, shards of size bytes, into parity.
//
// The parity shards sit at the points 0, 1, ..., parity-1 of the first
// coset V_m, and data shard d at m + d. The data of each coset of V_m
// (zeros past the last) is interpolated by the inverse transform on it; the
// sum of these polynomials, evaluated on V_m, is the parity.
func (e *Encoder) encode(data, parity [][]byte, size int) {
	x, done := newTransform(e.w, log2(e.m))
	defer done()
	count := e.m
	if e.data > e.m {
		count *= 2
	}
	e.run(size, count, encodeBlock, func(lo, hi, par int) {
		acc, release := e.workRegions(e.m, hi-lo)
		defer release()
		// The transforms read the data shards and write the parity shards
		// themselves, on the pass of their layer 0.
		in, out := *x, *x
		in.in = func(t uint64) []byte {
			if d := int(t) - e.m; d < e.data {
				return data[d][lo:hi]
			}
			return nil
		}
		out.out = func(t uint64) []byte {
			if int(t) < len(parity) {
				return parity[t][lo:hi]
			}
			return nil
		}
		var tmp [][]byte
		for c := 0; c*e.m < e.data; c++ {
			dst := acc
			if c > 0 {
				if tmp == nil {
					var release func()
					tmp, release = e.workRegions(e.m, hi-lo)
					defer release()
				}
				dst = tmp
			}
			in.inv(dst, uint64((c+1)*e.m), par)
			if c > 0 {
				parallel.DoMax(par, e.m, parMin/2, func(a, b int) {
					for j := a; j < b; j++ {
						kernel.Xor(acc[j], tmp[j])
					}
				})
			}
		}
		out.fwd(acc, 0, par)
	})
}

// Verify reports whether the parity shards are those of the data shards.
// All shards must be present, of one size, a multiple of 64 bytes.
func (e *Encoder) Verify(shards [][]byte) (bool, error) {
	size, err := e.shardSize(shards, true)
	if err != nil {
		return false, err
	}
	want := regions(e.parity, size)
	e.encode(shards[:e.data], want, size)
	for j, p := range want {
		if string(p) != string(shards[e.data+j]) {
			return false, nil
		}
	}
	return true, nil
}

// Split cuts data into the data shards of a code, and allocates its parity
// shards: the shards have the size of len(data)/dataShards rounded up to a
// multiple of 64 bytes, and the last are padded with zeros. The shards are
// copies, all in one new allocation. Split returns ErrShortData for empty
// data.
func (e *Encoder) Split(data []byte) ([][]byte, error) {
	if len(data) == 0 {
		return nil, ErrShortData
	}
	per := (len(data) + e.data - 1) / e.data
	per = (per + ChunkSize - 1) / ChunkSize * ChunkSize
	shards := regions(e.data+e.parity, per)
	for i := 0; i < e.data && i*per < len(data); i++ {
		copy(shards[i], data[i*per:])
	}
	return shards, nil
}

// Join writes the first outSize bytes of the data shards to dst. It
// returns ErrReconstructRequired if a data shard is missing, and
// ErrShortData if the data shards hold fewer than outSize bytes or outSize
// is negative.
func (e *Encoder) Join(dst io.Writer, shards [][]byte, outSize int) error {
	if len(shards) < e.data {
		return fmt.Errorf("%w: %d shards for %d data shards", ErrTooFewShards, len(shards), e.data)
	}
	total := 0
	for i, s := range shards[:e.data] {
		if len(s) == 0 {
			return fmt.Errorf("%w: data shard %d", ErrReconstructRequired, i)
		}
		total += len(s)
	}
	if total < outSize || outSize < 0 {
		return fmt.Errorf("%w: %d bytes in the data shards, %d wanted", ErrShortData, total, outSize)
	}
	for _, s := range shards[:e.data] {
		if outSize == 0 {
			break
		}
		n := min(len(s), outSize)
		if _, err := dst.Write(s[:n]); err != nil {
			return err
		}
		outSize -= n
	}
	return nil
}
