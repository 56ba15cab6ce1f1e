package kernel_test

import (
	"bytes"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
)

// The tests compare every path with products by nimber.Mul, the definition,
// on symbols read from the regions by the layout of the package doc, which
// they spell out afresh.

// symbols returns the symbols of region a in the field of w bytes.
func symbols(a []byte, w int) []uint64 {
	per := kernel.ChunkSize / w
	s := make([]uint64, len(a)/w)
	for n := range s {
		base := n / per * kernel.ChunkSize
		for i := range w {
			s[n] |= uint64(a[base+i*per+n%per]) << (8 * i)
		}
	}
	return s
}

// regionPaths names the paths of the region kernels: generic, and region
// where this machine has it.
func regionPaths() []string {
	names := []string{"generic"}
	if slices.Contains(kernel.Paths.On(), "region") {
		names = append(names, "region")
	}
	return names
}

// paths runs f on the generic code and then on the region path.
func paths(t *testing.T, f func(t *testing.T)) {
	for _, p := range regionPaths() {
		t.Run("path="+p, func(t *testing.T) {
			defer kernel.UsePaths(p)()
			f(t)
		})
	}
}

// constants returns constants of F_(2^(8w)) to test: every one for w = 1,
// and for wider fields the edges, every power of two and random ones.
func constants(w int, r *rand.Rand, n int) []uint32 {
	if w == 1 {
		cs := make([]uint32, 256)
		for c := range cs {
			cs[c] = uint32(c)
		}
		return cs
	}
	top := uint32(1<<(8*w) - 1)
	cs := []uint32{0, 1, top, top - 1, 1 << 15, 1<<16 - 1}
	for b := range 8 * w {
		cs = append(cs, 1<<b)
	}
	for range n {
		cs = append(cs, r.Uint32()&top)
	}
	return cs
}

func randomRegion(r *rand.Rand, chunks int) []byte {
	a := make([]byte, chunks*kernel.ChunkSize)
	for i := range a {
		a[i] = byte(r.Uint32())
	}
	return a
}

// TestKernels checks Mul, Fwd and Inv on each path against nimber.Mul,
// exhaustively over the constants of F_(2^8) and on random and structured
// ones beyond, on regions of 1 to 17 chunks whose symbols take every byte
// value.
func TestKernels(t *testing.T) {
	paths(t, func(t *testing.T) {
		for _, w := range []int{1, 2, 4} {
			t.Run(fmt.Sprintf("w=%d", w), func(t *testing.T) {
				r := rand.New(rand.NewPCG(uint64(w), 24))
				n := 200
				if testing.Short() {
					n = 30
				}
				var k kernel.Coef
				for ci, c := range constants(w, r, n) {
					chunks := 1 + ci%17
					x, y := randomRegion(r, chunks), randomRegion(r, chunks)
					if ci == 0 {
						for i := range 256 {
							x[i%len(x)] = byte(i)
						}
					}
					k.Set(w, c)
					if k.Value() != c {
						t.Fatalf("Value() = %#x, want %#x", k.Value(), c)
					}
					xs, ys := symbols(x, w), symbols(y, w)

					got := make([]byte, len(x))
					kernel.Mul(got, x, &k)
					for i, s := range symbols(got, w) {
						if want := nimber.Mul(uint64(c), xs[i]); s != want {
							t.Fatalf("Mul by %#x: symbol %d = %#x, want %#x*%#x = %#x", c, i, s, c, xs[i], want)
						}
					}
					inPlace := bytes.Clone(x)
					kernel.Mul(inPlace, inPlace, &k)
					if !bytes.Equal(inPlace, got) {
						t.Fatalf("Mul by %#x in place differs", c)
					}

					u, v := bytes.Clone(x), bytes.Clone(y)
					kernel.Fwd(u, v, &k)
					us, vs := symbols(u, w), symbols(v, w)
					for i := range xs {
						wu := xs[i] ^ nimber.Mul(uint64(c), ys[i])
						if us[i] != wu || vs[i] != wu^ys[i] {
							t.Fatalf("Fwd by %#x: symbol %d = %#x, %#x, want %#x, %#x", c, i, us[i], vs[i], wu, wu^ys[i])
						}
					}
					kernel.Inv(u, v, &k)
					if !bytes.Equal(u, x) || !bytes.Equal(v, y) {
						t.Fatalf("Inv by %#x does not undo Fwd", c)
					}

					u, v = bytes.Clone(x), bytes.Clone(y)
					kernel.Inv(u, v, &k)
					us, vs = symbols(u, w), symbols(v, w)
					for i := range xs {
						wv := xs[i] ^ ys[i]
						if vs[i] != wv || us[i] != xs[i]^nimber.Mul(uint64(c), wv) {
							t.Fatalf("Inv by %#x: symbol %d wrong", c, i)
						}
					}

					z := bytes.Clone(x)
					kernel.Xor(z, y)
					for i := range z {
						if z[i] != x[i]^y[i] {
							t.Fatalf("Xor: byte %d wrong", i)
						}
					}
				}
			})
		}
	})
}

// TestMulValues checks MulValues against nimber.Mul on batches of 0 to 6
// pairs of regions of 1 to 4 chunks, over the constants of constants
// (every one of F_(2^8)), some in place, the others over random bytes.
func TestMulValues(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(15, 16))
		for _, w := range []int{1, 2, 4} {
			cs := constants(w, r, 100)
			for len(cs) > 0 {
				n := min(r.IntN(7), len(cs))
				c := cs[:n]
				cs = cs[n:]
				if n == 0 && r.IntN(4) > 0 {
					continue
				}
				dst, src, want := make([][]byte, n), make([][]byte, n), make([][]uint64, n)
				for i := range n {
					src[i] = randomRegion(r, 1+r.IntN(4))
					dst[i] = randomRegion(r, len(src[i])/kernel.ChunkSize)
					if r.IntN(3) == 0 {
						dst[i] = src[i]
					}
					for _, x := range symbols(src[i], w) {
						want[i] = append(want[i], nimber.Mul(uint64(c[i]), x))
					}
				}
				kernel.MulValues(dst, src, c, w)
				for i := range n {
					if got := symbols(dst[i], w); !slices.Equal(got, want[i]) {
						t.Fatalf("w=%d: MulValues, pair %d of %d by %#x: %#x, want %#x", w, i, n, c[i], got, want[i])
					}
				}
			}
		}
	})
}

// TestCoefPaths checks that a Coef prepared on one path gives the same
// products when the paths change under it: each Coef keeps the form it was
// prepared in.
func TestCoefPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	x := randomRegion(r, 4)
	var k kernel.Coef
	k.Set(4, 0xdeadbeef)
	want := make([]byte, len(x))
	kernel.Mul(want, x, &k)
	paths(t, func(t *testing.T) {
		got := make([]byte, len(x))
		kernel.Mul(got, x, &k)
		if !bytes.Equal(got, want) {
			t.Fatal("a Coef gives other products on another path")
		}
	})
}

// TestAdd checks that Add gives the Coef of the sum of the constants, on
// each path and width.
func TestAdd(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(7, 8))
		for _, w := range []int{1, 2, 4} {
			x := randomRegion(r, 3)
			for _, c := range constants(w, r, 20) {
				d := r.Uint32() & uint32(1<<(8*w)-1)
				var k, kd, want kernel.Coef
				k.Set(w, c)
				kd.Set(w, d)
				k.Add(&kd)
				want.Set(w, c^d)
				if k.Value() != c^d {
					t.Fatalf("w=%d: Add gives %#x, want %#x", w, k.Value(), c^d)
				}
				got, exp := make([]byte, len(x)), make([]byte, len(x))
				kernel.Mul(got, x, &k)
				kernel.Mul(exp, x, &want)
				if !bytes.Equal(got, exp) {
					t.Fatalf("w=%d: the sum of %#x and %#x multiplies otherwise than its Coef", w, c, d)
				}
			}
		}
	})
}

// butterflies does a layer on f as Layer says, block by block by Fwd and
// Inv, each block's constant prepared afresh from c0 and the changes d.
func butterflies(f []byte, w, size, h int, c0 uint32, d []kernel.Coef, inverse bool) {
	c := c0
	for m := range len(f) / (2 * h * size) {
		if m > 0 {
			c ^= d[bits.TrailingZeros(uint(m))].Value()
		}
		var km kernel.Coef
		km.Set(w, c)
		b, half := 2*h*size*m, h*size
		if inverse {
			kernel.Inv(f[b:b+half], f[b+half:b+2*half], &km)
		} else {
			kernel.Fwd(f[b:b+half], f[b+half:b+2*half], &km)
		}
	}
}

// randomCoefs returns a random constant of width w and n random changes.
func randomCoefs(r *rand.Rand, w, n int) (*kernel.Coef, []kernel.Coef) {
	top := uint32(1<<(8*w) - 1)
	k := new(kernel.Coef).Set(w, r.Uint32()&top)
	d := make([]kernel.Coef, n)
	for z := range d {
		d[z].Set(w, r.Uint32()&top)
	}
	return k, d
}

// zeroAt returns the constant of block 0 of a layer of the given blocks,
// with random changes d, whose constant in block zero is 0: block 0, the
// last, or the one before (in the transform, block 0 at t = 0); a random
// one for zero < 0. The other blocks' constants are then 0 only by chance.
func zeroAt(r *rand.Rand, w int, d []kernel.Coef, blocks, zero int) *kernel.Coef {
	k := new(kernel.Coef)
	if zero < 0 {
		return k.Set(w, r.Uint32()&uint32(1<<(8*w)-1))
	}
	m := min(zero, blocks-1)
	c := uint32(0) // c_m = c_0 + the changes of blocks 1 to m
	for j := 1; j <= m; j++ {
		c ^= d[bits.TrailingZeros(uint(j))].Value()
	}
	return k.Set(w, c)
}

// zeros are the blocks whose constant zeroAt makes 0: none, block 0, the
// last and the one before it (block 2 at 3 blocks, 15 at 16).
var zeros = []int{-1, 0, 1 << 30, 2, 15}

// TestLayer compares Layer with the butterflies of each block by Fwd and
// Inv, for constants that change from block to block as Layer says, with
// the constant 0 in none, the first or another block: Layer skips the
// products of block 0 by 0, and a kernel that skipped them in any other
// block, or by a constant not 0, would differ.
func TestLayer(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(9, 10))
		for _, w := range []int{1, 2, 4} {
			for _, size := range []int{64, 192} {
				for _, h := range []int{1, 2, 4} {
					for blocks := 1; blocks <= 9; blocks++ {
						for _, zero := range zeros {
							for _, inverse := range []bool{false, true} {
								f := randomRegion(r, 2*h*blocks*size/kernel.ChunkSize)
								want := bytes.Clone(f)
								_, d := randomCoefs(r, w, 4)
								k := zeroAt(r, w, d, blocks, zero)
								k0 := k.Value()
								butterflies(want, w, size, h, k0, d, inverse)
								kernel.Layer(f, size, h, k, d, inverse)
								if !bytes.Equal(f, want) || k.Value() != k0 {
									t.Fatalf("w=%d size=%d h=%d blocks=%d zero=%d inverse=%v: Layer differs", w, size, h, blocks, zero, inverse)
								}
							}
						}
					}
				}
			}
		}
	})
}

// zeros2 are the blocks of the two layers of Layer2 whose constants
// zeroAt makes 0: none, block 0 of both (as in the transform at t = 0) or
// of one, and others.
var zeros2 = [][2]int{{-1, -1}, {0, 0}, {0, -1}, {-1, 0}, {0, 2}, {2, 0}, {1 << 30, 15}, {2, 1 << 30}}

// TestLayer2 compares Layer2 with its two layers done block by block by Fwd
// and Inv, for up to 17 blocks (the changes of the constants to the fifth),
// with the constant 0 in none, the first or another block of either layer
// or both: the products skipped by 0 at t = 0 (both layers 0 in block 0)
// are checked against those of the others by 0.
func TestLayer2(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(11, 12))
		for _, w := range []int{1, 2, 4} {
			for _, size := range []int{64, 128} {
				for _, h := range []int{1, 2, 3} {
					for _, blocks := range []int{1, 2, 3, 4, 5, 7, 8, 9, 16, 17} {
						for n := range 2 * len(zeros2) {
							z1, z2, inverse := zeros2[n/2][0], zeros2[n/2][1], n%2 == 1
							f := randomRegion(r, 4*h*blocks*size/kernel.ChunkSize)
							want := bytes.Clone(f)
							_, d1 := randomCoefs(r, w, 5)
							_, d2 := randomCoefs(r, w, 6)
							k1, k2 := zeroAt(r, w, d1, blocks, z1), zeroAt(r, w, d2, 2*blocks, z2)
							c1, c2 := k1.Value(), k2.Value()
							if inverse {
								butterflies(want, w, size, h, c2, d2, true)
								butterflies(want, w, size, 2*h, c1, d1, true)
							} else {
								butterflies(want, w, size, 2*h, c1, d1, false)
								butterflies(want, w, size, h, c2, d2, false)
							}
							kernel.Layer2(f, size, h, k1, d1, k2, d2, inverse)
							if !bytes.Equal(f, want) || k1.Value() != c1 || k2.Value() != c2 {
								t.Fatalf("w=%d size=%d h=%d blocks=%d zeros=%d,%d inverse=%v: Layer2 differs", w, size, h, blocks, z1, z2, inverse)
							}
						}
					}
				}
			}
		}
	})
}

// TestButterfly2 compares Butterfly2 with copies and the four butterflies
// by Fwd and Inv, with each source its own destination or another region
// (then left as it was), on regions of 1 to 3 chunks.
func TestButterfly2(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(13, 14))
		for _, w := range []int{1, 2, 4} {
			top := uint32(1<<(8*w) - 1)
			for chunks := 1; chunks <= 3; chunks++ {
				for same := range 16 { // bit j: src[j] is dst[j]
					for _, inverse := range []bool{false, true} {
						var dst, src, want [4][]byte
						var orig [4][]byte
						for j := range 4 {
							dst[j] = randomRegion(r, chunks)
							src[j] = randomRegion(r, chunks)
							if same>>j&1 == 1 {
								src[j] = dst[j]
							}
							orig[j] = bytes.Clone(src[j])
							want[j] = bytes.Clone(src[j])
						}
						var k [3]kernel.Coef
						for i := range k {
							k[i].Set(w, r.Uint32()&top)
						}
						if inverse {
							kernel.Inv(want[0], want[1], &k[1])
							kernel.Inv(want[2], want[3], &k[2])
							kernel.Inv(want[0], want[2], &k[0])
							kernel.Inv(want[1], want[3], &k[0])
						} else {
							kernel.Fwd(want[0], want[2], &k[0])
							kernel.Fwd(want[1], want[3], &k[0])
							kernel.Fwd(want[0], want[1], &k[1])
							kernel.Fwd(want[2], want[3], &k[2])
						}
						kernel.Butterfly2(&dst, &src, &k[0], &k[1], &k[2], inverse)
						for j := range 4 {
							if !bytes.Equal(dst[j], want[j]) {
								t.Fatalf("w=%d chunks=%d same=%04b inverse=%v: region %d differs", w, chunks, same, inverse, j)
							}
							if same>>j&1 == 0 && !bytes.Equal(src[j], orig[j]) {
								t.Fatalf("w=%d chunks=%d same=%04b inverse=%v: source %d changed", w, chunks, same, inverse, j)
							}
						}
					}
				}
			}
		}
	})
}

// TestPanics checks the documented panics.
func TestPanics(t *testing.T) {
	var k kernel.Coef
	k.Set(1, 3)
	d := []kernel.Coef{k, k}
	for name, f := range map[string]func(){
		"Set w=3":          func() { k.Set(3, 1) },
		"Set 256 in F8":    func() { k.Set(1, 256) },
		"Set F16 big":      func() { k.Set(2, 1<<16) },
		"Mul short":        func() { kernel.Mul(make([]byte, 64), make([]byte, 128), &k) },
		"Fwd partial":      func() { kernel.Fwd(make([]byte, 65), make([]byte, 65), &k) },
		"Inv lengths":      func() { kernel.Inv(make([]byte, 64), make([]byte, 0), &k) },
		"Xor partial":      func() { kernel.Xor(make([]byte, 32), make([]byte, 32)) },
		"Add widths":       func() { k.Add(new(kernel.Coef).Set(2, 1)) },
		"Layer partial":    func() { kernel.Layer(make([]byte, 192), 64, 1, &k, nil, false) },
		"Layer few d":      func() { kernel.Layer(make([]byte, 512), 64, 1, &k, nil, false) },
		"Layer2 partial":   func() { kernel.Layer2(make([]byte, 384), 64, 1, &k, nil, &k, d[:1], false) },
		"Layer2 few d1":    func() { kernel.Layer2(make([]byte, 512), 64, 1, &k, nil, &k, d[:2], false) },
		"Layer2 few d2":    func() { kernel.Layer2(make([]byte, 512), 64, 1, &k, d[:1], &k, d[:1], false) },
		"MulValues counts": func() { kernel.MulValues(make([][]byte, 2), make([][]byte, 2), make([]uint32, 1), 1) },
		"MulValues w=3":    func() { kernel.MulValues(nil, nil, nil, 3) },
		"MulValues big":    func() { kernel.MulValues([][]byte{make([]byte, 64)}, [][]byte{make([]byte, 64)}, []uint32{256}, 1) },
		"MulValues short":  func() { kernel.MulValues([][]byte{make([]byte, 64)}, [][]byte{make([]byte, 128)}, []uint32{1}, 1) },
		"Layer2 widths":    func() { kernel.Layer2(make([]byte, 256), 64, 1, &k, nil, new(kernel.Coef).Set(2, 1), d[:1], false) },
		"Butterfly2 lengths": func() {
			kernel.Butterfly2(&[4][]byte{make([]byte, 64), make([]byte, 64), make([]byte, 64), make([]byte, 64)}, &[4][]byte{make([]byte, 64), make([]byte, 64), make([]byte, 64), make([]byte, 128)}, &k, &k, &k, false)
		},
		"Butterfly2 widths": func() {
			q := [4][]byte{make([]byte, 64), make([]byte, 64), make([]byte, 64), make([]byte, 64)}
			kernel.Butterfly2(&q, &q, &k, &k, new(kernel.Coef).Set(2, 1), false)
		},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
}

// TestTranspose8 compares transpose8 with the definition, bit by bit.
func TestTranspose8(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 1000 {
		x := r.Uint64()
		if n < 64 {
			x = 1 << n
		}
		got := kernel.Transpose8(x)
		for i := range 8 {
			for j := range 8 {
				if got>>(8*i+j)&1 != x>>(8*j+i)&1 {
					t.Fatalf("transpose8(%#x) = %#x: bit %d of byte %d wrong", x, got, j, i)
				}
			}
		}
	}
}

func BenchmarkKernels(b *testing.B) {
	for _, p := range regionPaths() {
		for _, w := range []int{1, 2, 4} {
			for _, size := range []int{64, 4096} {
				restore := kernel.UsePaths(p)
				var k kernel.Coef
				k.Set(w, 0x1234567>>(32-8*w)|1)
				restore()
				u, v := make([]byte, size), make([]byte, size)
				b.Run(fmt.Sprintf("op=fwd/w=%d/size=%d/impl=%s", w, size, p), func(b *testing.B) {
					b.SetBytes(int64(size))
					for b.Loop() {
						kernel.Fwd(u, v, &k)
					}
				})
			}
			b.Run(fmt.Sprintf("op=set/w=%d/impl=%s", w, p), func(b *testing.B) {
				defer kernel.UsePaths(p)()
				var k kernel.Coef
				c := uint32(0)
				for b.Loop() {
					c = c*2654435761 + 1
					k.Set(w, c>>(32-8*w))
				}
			})
		}
	}
}

// BenchmarkLayer compares two layers by Layer with the same by Layer2, on
// 256 KiB (64 regions of 4 KiB, the size of erasure's transforms in cache),
// in bytes of the regions a layer.
func BenchmarkLayer(b *testing.B) {
	const size, n = 4096, 64
	for _, p := range regionPaths() {
		for _, w := range []int{1, 2, 4} {
			restore := kernel.UsePaths(p)
			r := rand.New(rand.NewPCG(1, 2))
			k1, d1 := randomCoefs(r, w, 5)
			k2, d2 := randomCoefs(r, w, 5)
			restore()
			f := make([]byte, n*size)
			b.Run(fmt.Sprintf("op=layer/w=%d/impl=%s", w, p), func(b *testing.B) {
				b.SetBytes(int64(2 * len(f)))
				for b.Loop() {
					kernel.Layer(f, size, 8, k1, d1, false)
					kernel.Layer(f, size, 4, k2, d2, false)
				}
			})
			b.Run(fmt.Sprintf("op=layer2/w=%d/impl=%s", w, p), func(b *testing.B) {
				b.SetBytes(int64(2 * len(f)))
				for b.Loop() {
					kernel.Layer2(f, size, 4, k1, d1, k2, d2, false)
				}
			})
		}
	}
}
