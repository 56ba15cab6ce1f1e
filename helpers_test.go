package nimber_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

// The helpers shared by the tests of several files: test data, references
// built from the slow paths of internal/ref, fuzz seeds and benchmark loops,
// for 64-bit nimbers first and then for Big.

// scale returns n, or n/div under -short.
func scale(n, div int) int {
	if testing.Short() {
		return max(n/div, 1)
	}
	return n
}

// pairs returns the structured values against each other and n random pairs
// whose operands have random widths, so that subfield values and
// small-by-large products occur often.
func pairs(n int) [][2]uint64 {
	s := kerneltest.Structured()
	var ps [][2]uint64
	for _, x := range s {
		for _, y := range s {
			ps = append(ps, [2]uint64{x, y})
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range n {
		x, y := r.Uint64(), r.Uint64()
		if r.IntN(4) == 0 {
			x >>= r.IntN(64)
		}
		if r.IntN(4) == 0 {
			y >>= r.IntN(64)
		}
		ps = append(ps, [2]uint64{x, y})
	}
	return ps
}

func addSeeds(f *testing.F) {
	s := kerneltest.Structured()
	for i, x := range s {
		f.Add(x, s[(i*7+3)%len(s)])
	}
}

// refTrace returns x + x^2 + ... + x^(2^(u-1)), the trace of x in the
// field F_(2^u) (u a power of two up to 64), with the reference Mul.
func refTrace(x uint64, u int) uint64 {
	sum := uint64(0)
	for range u {
		sum ^= x
		x = ref.Mul(x, x)
	}
	return sum
}

// randomValues returns the structured values and n pairs of random ones,
// one of full width and one of a random width.
func randomValues(r *rand.Rand, n int) []uint64 {
	vs := kerneltest.Structured()
	for range n {
		vs = append(vs, r.Uint64(), r.Uint64()>>r.IntN(64))
	}
	return vs
}

// operands returns n pseudo-random 64-bit values, the same on every run.
func operands(n int) []uint64 {
	r := rand.New(rand.NewPCG(1, 2))
	v := make([]uint64, n)
	for i := range v {
		v[i] = r.Uint64()
	}
	return v
}

var sink uint64

// bench1 runs f on a ring of random operands; the operands are read from a
// small slice so that the loop measures f, not the generator.
func bench1(b *testing.B, f func(uint64) uint64) {
	v := operands(1024)
	var acc uint64
	i := 0
	for b.Loop() {
		acc ^= f(v[i&1023] ^ acc&1)
		i++
	}
	sink = acc
}

func bench2(b *testing.B, f func(uint64, uint64) uint64) {
	v := operands(1024)
	var acc uint64
	i := 0
	for b.Loop() {
		acc ^= f(v[i&1023], v[(i+1)&1023]^acc&1)
		i++
	}
	sink = acc
}

// bigOperand returns a random nimber of exactly the given number of bits.
func bigOperand(r *rand.Rand, bits int) *nimber.Big {
	w := make([]uint64, (bits+63)/64)
	for i := range w {
		w[i] = r.Uint64()
	}
	if k := bits % 64; k != 0 {
		w[len(w)-1] >>= 64 - k
	}
	x := new(nimber.Big).SetWords(w)
	return x.SetBit(x, bits-1, 1)
}

func newBig(x uint64) *nimber.Big { return new(nimber.Big).SetUint64(x) }

// pow2 returns 2^i.
func pow2(i int) *nimber.Big { return new(nimber.Big).SetBit(new(nimber.Big), i, 1) }

// padWords returns the words of x extended with zeros to n words.
func padWords(x *nimber.Big, n int) []uint64 {
	w := make([]uint64, n)
	copy(w, x.Words())
	return w
}

// fieldWordsOf returns the number of words of the smallest field holding
// all of xs, as the reference needs it: a power of two, at least 1.
func fieldWordsOf(xs ...*nimber.Big) int {
	n := 1
	for _, x := range xs {
		for n < len(x.Words()) {
			n *= 2
		}
	}
	return n
}

// refMul returns x*y by the four-product reference.
func refMul(x, y *nimber.Big) *nimber.Big {
	n := fieldWordsOf(x, y)
	return new(nimber.Big).SetWords(ref.BigMul(padWords(x, n), padWords(y, n), n))
}

// bigStructured returns nimbers of up to maxBits bits at the edges of the
// multiword half-split: powers of two at and around word and subfield
// boundaries, all-ones values 2^k - 1, Fermat 2-powers and their halves
// together, and values whose high or low half is zero.
func bigStructured(maxBits int) []*nimber.Big {
	var vs []*nimber.Big
	ones := func(k int) *nimber.Big {
		w := make([]uint64, (k+63)/64)
		for i := range k {
			w[i/64] |= 1 << (i % 64)
		}
		return new(nimber.Big).SetWords(w)
	}
	for k := 64; k <= maxBits; k *= 2 {
		for _, i := range []int{k - 1, k - 2, k / 2, k/2 - 1, k/2 + 1} {
			if i < maxBits {
				vs = append(vs, pow2(i))
			}
		}
		vs = append(vs, ones(k), ones(k/2+1), ones(k-1))
		if k < maxBits {
			f := pow2(k) // F + F/2, the square of the Fermat 2-power F
			vs = append(vs, f.SetBit(f, k-1, 1))
			hi := new(nimber.Big).Add(pow2(k), pow2(2*k-1))
			if 2*k-1 < maxBits {
				vs = append(vs, hi) // zero low half of the 2k-bit field
			}
		}
	}
	vs = append(vs, newBig(1), newBig(1<<63), newBig(nimber.Primitive))
	return vs
}

// bigValues returns the structured values of up to 512 bits, 0, and n
// random ones of up to 600 bits.
func bigValues(r *rand.Rand, n int) []*nimber.Big {
	vs := append(bigStructured(512), new(nimber.Big))
	for range n {
		vs = append(vs, bigRandom(r, 600))
	}
	return vs
}

// bigRandom returns a random nimber of at most maxBits bits, of a random
// length, with runs of zero or all-ones words now and then.
func bigRandom(r *rand.Rand, maxBits int) *nimber.Big {
	bits := 1 + r.IntN(maxBits)
	w := make([]uint64, (bits+63)/64)
	for i := range w {
		switch r.IntN(8) {
		case 0:
			w[i] = 0
		case 1:
			w[i] = ^uint64(0)
		default:
			w[i] = r.Uint64()
		}
	}
	if k := bits % 64; k != 0 {
		w[len(w)-1] &= 1<<k - 1
	}
	return new(nimber.Big).SetWords(w)
}

// addBigSeeds adds pairs of the structured values of up to maxBits bits as
// seeds of f: the bound of its operands, so that the fuzzer starts from
// inputs it does not cut short.
func addBigSeeds(f *testing.F, maxBits int) {
	vs := bigStructured(maxBits)
	for i, x := range vs {
		f.Add(x.Bytes(), vs[(i*7+3)%len(vs)].Bytes())
	}
}

var benchBigWidths = []int{64, 128, 256, 1024, 4096, 16384, 65536}

// benchBig runs op on random operands of each width; every op's result has
// that width, and products are reported per 64-bit word of it.
func benchBig(b *testing.B, op func(z, x, y *nimber.Big)) {
	for _, bits := range benchBigWidths {
		b.Run(fmt.Sprintf("bits=%d", bits), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(bits), 3))
			x, y := bigOperand(r, bits), bigOperand(r, bits)
			var z nimber.Big
			b.ReportAllocs()
			for b.Loop() {
				op(&z, x, y)
			}
		})
	}
}

// panicShape is the shape of every panic message of the package: the
// function or method, then what is wrong with its arguments, as in
// "nimber: Inv of zero" and "nimber: Big.Mul with a nil *Big".
var panicShape = regexp.MustCompile(`^nimber: ((?:Big\.)?[A-Z]\w*) (?:of|by|with) [^:]+$`)

// checkPanic runs f, which must panic with a message of panicShape naming
// name, and returns the message.
func checkPanic(t *testing.T, name string, f func()) (msg string) {
	t.Helper()
	defer func() {
		r := recover()
		msg, _ = r.(string)
		if m := panicShape.FindStringSubmatch(msg); m == nil || m[1] != name {
			t.Errorf("%s: panic %#v, want a message of the form \"nimber: %s of|by|with ...\"", name, r, name)
		}
	}()
	f()
	return ""
}
