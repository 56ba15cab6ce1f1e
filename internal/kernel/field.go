package kernel

// The arithmetic of the field that the layer needs itself: the portable
// product (mulGeneric, where mul jumps without a carry-less path) and power
// (powGeneric), with the logarithms of F_(2^16) and the squaring map they
// use, built once when the package is initialised. Package nimber builds
// its inverse and its other tables on them.

const (
	// Order16 is the order of the multiplicative group of F_(2^16).
	Order16 = 1<<16 - 1
	gen16   = 10279 // a primitive element of F_(2^16)
	expMask = 1<<18 - 1
)

var (
	// Log16[a] is the discrete logarithm of a != 0 in F_(2^16) to the base
	// gen16; exp16[i] is gen16^i. exp16 covers four periods, so an index
	// that is a sum of up to four logarithms needs no reduction.
	Log16 [1 << 16]uint16
	exp16 [expMask + 1]uint16

	// LogH and logHH are the logarithms of H = 2^15 (the half of 2^16) and
	// of H*H; multiplying a product by them costs nothing in the log domain.
	LogH, logHH uint32

	// SquareMap is x -> x*x.
	SquareMap LinearMap
)

func init() { buildTables() }

// buildTables builds the tables of this file: the logarithms, from a
// multiplication without tables (mulSlow16), then SquareMap from Mul64.
func buildTables() {
	buildLogExp()
	SquareMap = NewLinearMap(func(x uint64) uint64 { return Mul64(x, x) })
}

// mulGeneric is the portable Mul: the half-split of Lenstra twice, down to
// products in F_(2^16) looked up through logarithms.
//
//lint:ignore U1000 mul jumps here from assembly (clmul_amd64.s, clmul_arm64.s).
func mulGeneric(x, y uint64) uint64 {
	// Half-split with P = 2^32, H = 2^31:
	// (xh*P + xl)(yh*P + yl) = (z0 + z1)*P + z0 + z2*H, where
	// z0 = xl*yl, z1 = (xh+xl)(yh+yl), z2 = xh*yh.
	xl, xh := uint32(x), uint32(x>>32)
	yl, yh := uint32(y), uint32(y>>32)
	z0 := Mul32(xl, yl)
	z1 := Mul32(xl^xh, yl^yh)
	return uint64(z0^z1)<<32 | uint64(z0^mul32Half(xh, yh))
}

// powGeneric is the portable Pow: square and multiply, from the low bits of
// e.
//
//lint:ignore U1000 pow jumps here from assembly (clmul_amd64.s, clmul_arm64.s).
func powGeneric(x, e uint64) uint64 {
	r := uint64(1)
	for ; e != 0; e >>= 1 {
		if e&1 != 0 {
			r = mulGeneric(r, x)
		}
		x = SquareMap.Apply(x)
	}
	return r
}

// exp16At returns gen16^l, the element of F_(2^16) whose logarithm is l
// (l < 2^18), which the product of elements whose logarithms sum to l is.
func exp16At(l uint32) uint32 { return uint32(exp16[l&expMask]) }

// Mul16 returns a*b*gen16^extra in F_(2^16), for extra <= 2*Order16.
func Mul16(a, b uint16, extra uint32) uint32 {
	if a == 0 || b == 0 {
		return 0
	}
	return exp16At(uint32(Log16[a]) + uint32(Log16[b]) + extra)
}

// Mul32 returns the product of a and b in F_(2^32): the half-split of Mul
// once more, with P = 2^16 and H = 2^15, and the three half-width products
// looked up through logarithms.
func Mul32(a, b uint32) uint32 { return Mul32Scaled(a, b, 0) }

// Mul32Scaled returns a*b*s in F_(2^32), where s = gen16^l lies in F_(2^16)
// (l <= Order16). Multiplying by an element of F_(2^16) multiplies each
// 16-bit half on its own, so s scales each half-width product of Mul32.
func Mul32Scaled(a, b, l uint32) uint32 {
	a0, a1 := uint16(a), uint16(a>>16)
	b0, b1 := uint16(b), uint16(b>>16)
	z0 := Mul16(a0, b0, l)
	z1 := Mul16(a0^a1, b0^b1, l)
	z2h := Mul16(a1, b1, l+LogH)
	return (z0^z1)<<16 | z0 ^ z2h
}

// mul32Half returns a*b*2^31 in F_(2^32). With w = a*b = wh*P + wl as in
// Mul32 (P = 2^16, H = 2^15), 2^31 = P*H and P*P = P + H give
// w*P*H = ((wh+wl)*H)*P + wh*H*H, which is
// (z1*H + z2*H*H)*P + (z0 + z1)*H*H.
func mul32Half(a, b uint32) uint32 {
	a0, a1 := uint16(a), uint16(a>>16)
	b0, b1 := uint16(b), uint16(b>>16)
	as, bs := a0^a1, b0^b1
	hi := Mul16(as, bs, LogH) ^ Mul16(a1, b1, logHH)
	lo := Mul16(a0, b0, logHH) ^ Mul16(as, bs, logHH)
	return hi<<16 | lo
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
	for i := range Order16 {
		if i > 0 && a == 1 {
			panic("kernel: internal error: gen16 is not primitive")
		}
		exp16[i] = a
		Log16[a] = uint16(i)
		a = byGen[0][a&0xff] ^ byGen[1][a>>8]
	}
	for i := Order16; i < len(exp16); i++ {
		exp16[i] = exp16[i-Order16]
	}
	LogH = uint32(Log16[1<<15])
	logHH = 2 * LogH
}
