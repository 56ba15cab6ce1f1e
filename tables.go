package nimber

// The tables behind the fast paths, computed once when the package is
// initialised: first the logarithms of F_(2^16), from a multiplication
// without tables (mulSlow16); then the linear maps, from Mul, which those
// logarithms serve (or, on the carry-less path, the generated basis changes
// of polybasis_tables.go). Building them all takes about a millisecond
// (BenchmarkBuildTables) and uses about 700 KiB.

const (
	order16 = 1<<16 - 1 // the order of the multiplicative group of F_(2^16)
	gen16   = 10279     // a primitive element of F_(2^16)
	expMask = 1<<18 - 1
)

var (
	// log16[a] is the discrete logarithm of a != 0 in F_(2^16) to the base
	// gen16; exp16[i] is gen16^i. exp16 covers four periods, so an index that
	// is a sum of up to four logarithms needs no reduction.
	log16 [1 << 16]uint16
	exp16 [expMask + 1]uint16

	// logH and logHH are the logarithms of H = 2^15 (the half of 2^16) and
	// of H*H; multiplying a product by them costs nothing in the log domain.
	logH, logHH uint32

	squareMap linearMap // x -> x*x
	sqrtMap   linearMap // x -> the square root of x
	sqHalfMap linearMap // x -> x*x*2^31, for x < 2^32
	artinMap  linearMap // d -> a root t of t*t + t = d, ignoring bit 63 of d (solveArtin)
)

func init() { buildTables() }

func buildTables() {
	buildLogExp()
	squareMap = newLinearMap(func(x uint64) uint64 { return Mul(x, x) })
	// Square roots of the basis: 2^i to the power 2^63, by 63 squarings.
	sqrtMap = newLinearMap(func(x uint64) uint64 {
		for range 63 {
			x = squareMap.apply(x)
		}
		return x
	})
	sqHalfMap = newLinearMap(func(x uint64) uint64 { return uint64(mul32(uint32(Mul(x, x)), 1<<31)) })
	artinMap = solveArtin()
}

// mulSlow16 multiplies in F_(2^w), w <= 16 a power of two, by the
// half-split recursion with three half-width products and no tables.
func mulSlow16(x, y uint32, w uint) uint32 {
	if w == 1 {
		return x & y
	}
	h := w / 2
	m := uint32(1)<<h - 1
	z0 := mulSlow16(x&m, y&m, h)
	z1 := mulSlow16(x&m^x>>h, y&m^y>>h, h)
	z2 := mulSlow16(x>>h, y>>h, h)
	return (z0^z1)<<h | z0 ^ mulSlow16(z2, 1<<(h-1), h)
}

func buildLogExp() {
	// Multiplication by gen16 is GF(2)-linear: tabulate it on each byte.
	var byGen [2][256]uint16
	for b := range 2 {
		for v := 1; v < 256; v++ {
			low := v & -v
			byGen[b][v] = byGen[b][v^low] ^ uint16(mulSlow16(uint32(low)<<(8*b), gen16, 16))
		}
	}
	a := uint16(1)
	for i := range order16 {
		if i > 0 && a == 1 {
			panic("nimber: internal error: gen16 is not primitive")
		}
		exp16[i] = a
		log16[a] = uint16(i)
		a = byGen[0][a&0xff] ^ byGen[1][a>>8]
	}
	for i := order16; i < len(exp16); i++ {
		exp16[i] = exp16[i-order16]
	}
	logH = uint32(log16[1<<15])
	logHH = 2 * logH
}

// solveArtin tabulates a linear right inverse of t -> t*t + t on the values
// of trace 0. The map has kernel {0, 1}, so its image is the hyperplane of
// trace 0, spanned by 2^0 ... 2^62 (Trace). Gaussian elimination over GF(2)
// finds a preimage of each of them; 2^63 is sent to 0, so that the table
// ignores bit 63, the trace, and sends any d to a root of t*t + t = d with
// that bit cleared.
func solveArtin() linearMap {
	// basis[k] holds an image with highest bit k and pre[k] a preimage of it.
	var basis, pre [64]uint64
	for j := range 64 {
		t := uint64(1) << j
		v := Mul(t, t) ^ t
		for k := 63; k >= 0 && v != 0; k-- {
			if v>>k&1 == 0 {
				continue
			}
			if basis[k] == 0 {
				basis[k], pre[k] = v, t
				break
			}
			v ^= basis[k]
			t ^= pre[k]
		}
	}
	return newLinearMap(func(d uint64) uint64 {
		if d>>63 != 0 {
			return 0
		}
		var t uint64
		for k := 62; k >= 0; k-- {
			if d>>k&1 != 0 {
				if basis[k] == 0 {
					panic("nimber: internal error: trace is not the top bit")
				}
				d ^= basis[k]
				t ^= pre[k]
			}
		}
		return t
	})
}
