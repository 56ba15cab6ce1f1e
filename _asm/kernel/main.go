// Command kernel writes kernel_amd64.s of internal/kernel: the products of
// byte regions by a constant of a subfield, and the butterflies of the
// additive transforms, by GF2P8AFFINEQB on AVX-512 (mulGFNI,
// mulValuesGFNI, fwdGFNI, invGFNI, layerGFNI, layer2GFNI, quadGFNI), with the Go
// declarations of the functions (-stubs).
//
// A constant c of width w bytes acts on a chunk of 64 bytes, w planes of
// 64/w bytes, by its matrices (Coef.mat) in Z16-Z19: one GF2P8AFFINEQB on
// the chunk rotated by r planes (VSHUFI64X2) for each r < w, summed.
// Registers: DI the first region, SI the second, CX the chunks left, DX
// the width; Z0-Z3 the chunks and their products.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("!purego,gc")
	mulGFNI()
	mulValuesGFNI()
	butterfly("fwdGFNI", "fwdGFNI sets a += c*b, then b += a, on regions as mulGFNI's.", false)
	butterfly("invGFNI", "invGFNI sets b += a, then a += c*b, on regions as mulGFNI's.", true)
	layerGFNI()
	layer2GFNI()
	quadGFNI()
	Generate()
}

// VGF2P8AFFINEQB is the instruction of GFNI, out = the affine map of the
// bytes of x by the 8×8 bit matrices of m, plus imm. avo v0.5.0's database
// of instructions predates GFNI, so it is built here as avo builds the
// others, for the register form only.
func VGF2P8AFFINEQB(imm, m, x, out Op) {
	Instruction(&ir.Instruction{
		Opcode:   "VGF2P8AFFINEQB",
		Operands: []Op{imm, m, x, out},
		Inputs:   []Op{m, x},
		Outputs:  []Op{out},
		ISA:      []string{"AVX512F", "GFNI"},
	})
}

// mats are the registers of the matrices of the constant, one a rotation.
var mats = []VecPhysical{Z16, Z17, Z18, Z19}

// rotations are the VSHUFI64X2 selectors that rotate a chunk by r planes
// of 64/w bytes, for w = 2 and 4: r quarters for w = 4, r halves for w =
// 2.
var rotations = map[int][]uint8{2: {0x4e}, 4: {0x39, 0x4e, 0x93}}

// mul sets out to the product of the chunk in x by the constant of width
// w, with t a scratch register.
func mul(w int, x, out, t VecPhysical) { mulBy(mats, w, x, out, t) }

// mulBy is mul by the constant whose matrices are in ms.
func mulBy(ms []VecPhysical, w int, x, out, t VecPhysical) {
	VGF2P8AFFINEQB(U8(0), ms[0], x, out)
	for r, sel := range rotations[w] {
		VSHUFI64X2(U8(sel), x, x, t)
		VGF2P8AFFINEQB(U8(0), ms[r+1], t, t)
		VPXORQ(t, out, out)
	}
}

// load reads the arguments a, b and m of the kernels of one constant: DI,
// SI, CX, DX and the matrices.
func load() {
	Load(Param("a").Base(), RDI)
	Load(Param("b").Base(), RSI)
	Load(Param("a").Len(), RCX)
	SHRQ(U8(6), RCX)
	Load(Param("m"), RAX)
	Load(Param("w"), RDX)
	loadMats(RAX)
}

// loadMats loads the matrices at p.
func loadMats(p GPPhysical) { loadInto(mats, p) }

// loadInto loads the matrices at p into ms.
func loadInto(ms []VecPhysical, p GPPhysical) {
	for i, z := range ms {
		VMOVDQU64(Mem{Base: p, Disp: 64 * i}, z)
	}
}

// A body is the work on one pair of chunks, at first and second, for the
// constant of width w.
type body func(w int, first, second Mem)

// mulBody: first = c*second.
func mulBody(w int, first, second Mem) {
	VMOVDQU64(second, Z0)
	mul(w, Z0, Z1, Z2)
	VMOVDQU64(Z1, first)
}

// fwdBody: first += c*second, then second += first.
func fwdBody(w int, first, second Mem) {
	VMOVDQU64(second, Z0)
	VMOVDQU64(first, Z3)
	mul(w, Z0, Z1, Z2)
	VPXORQ(Z1, Z3, Z3)
	VPXORQ(Z3, Z0, Z0)
	VMOVDQU64(Z3, first)
	VMOVDQU64(Z0, second)
}

// invBody: second += first, then first += c*second.
func invBody(w int, first, second Mem) {
	VMOVDQU64(second, Z0)
	VMOVDQU64(first, Z3)
	VPXORQ(Z3, Z0, Z0)
	mul(w, Z0, Z1, Z2)
	VPXORQ(Z1, Z3, Z3)
	VMOVDQU64(Z3, first)
	VMOVDQU64(Z0, second)
}

// byWidth jumps on the width in DX (1, 2, or else 4) to the label prefix
// and the width, and writes under each label, for w = 4, 2, 1, what each
// writes for w, given that label.
func byWidth(prefix string, each func(label string, w int)) {
	CMPQ(RDX, U8(1))
	JEQ(LabelRef(prefix + "1"))
	CMPQ(RDX, U8(2))
	JEQ(LabelRef(prefix + "2"))
	for _, w := range []int{4, 2, 1} {
		label := fmt.Sprint(prefix, w)
		Label(label)
		each(label, w)
	}
}

// byDirection writes the forward code and then, under the label inverse
// (to which the kernel's test of its parameter jumps), the inverse code,
// calling each with the prefix of its labels, "f" or "i".
func byDirection(each func(kind string, inverse bool)) {
	for _, inverse := range []bool{false, true} {
		kind := "f"
		if inverse {
			Label("inverse")
			kind = "i"
		}
		each(kind, inverse)
	}
}

// widths writes the loop over the CX chunks at DI and SI with b, one for
// each width (DX), and the return.
func widths(b body) {
	byWidth("w", func(name string, w int) {
		TESTQ(RCX, RCX)
		JZ(LabelRef("done"))
		b(w, Mem{Base: RDI}, Mem{Base: RSI})
		ADDQ(U8(64), RDI)
		ADDQ(U8(64), RSI)
		DECQ(RCX)
		JMP(LabelRef(name))
	})
	Label("done")
	VZEROUPPER()
	RET()
}

func mulGFNI() {
	TEXT("mulGFNI", NOSPLIT, "func(a, b []byte, m *[4][8]uint64, w int)")
	Pragma("noescape")
	Doc(
		"mulGFNI sets a = c*b, for regions a and b of one length, a multiple of",
		"64, and the matrices m of a Coef of width w (Coef.mat); a may be b.",
	)
	load()
	widths(mulBody)
}

func butterfly(name, doc string, inverse bool) {
	TEXT(name, NOSPLIT, "func(a, b []byte, m *[4][8]uint64, w int)")
	Pragma("noescape")
	Doc(doc)
	load()
	if inverse {
		widths(invBody)
	} else {
		widths(fwdBody)
	}
}

// layerGFNI runs over the blocks of f, two halves of R11 bytes each, from
// DI to R8: the matrices of block R12 are those of the block before plus
// the changes dm[z] (AX) for z its trailing zeros, and each pair of chunks
// of its halves, at (SI) and (SI)(R11*1), passes the butterfly. Block 0,
// if its matrices are zero (the constant 0), passes only the exclusive or
// of the butterfly, in both directions second += first.
func layerGFNI() {
	TEXT("layerGFNI", NOSPLIT, "func(f []byte, half int, m *[4][8]uint64, dm *[32][4][8]uint64, w int, inverse bool)")
	Pragma("noescape")
	Doc(
		"layerGFNI is Layer for the matrices m of the first block and dm[z] of",
		"the changes, the regions of a half block (h size bytes) being half bytes.",
	)
	Load(Param("f").Base(), RDI)
	Load(Param("f").Len(), R8)
	ADDQ(RDI, R8)
	Load(Param("half"), R11)
	Load(Param("m"), RAX)
	loadMats(RAX)
	Load(Param("dm"), RAX)
	Load(Param("w"), RDX)
	XORQ(R12, R12)
	Load(Param("inverse"), EBX)
	TESTQ(RBX, RBX)
	JNZ(LabelRef("inverse"))
	byDirection(func(kind string, inverse bool) {
		b := body(fwdBody)
		if inverse {
			b = invBody
		}
		byWidth(kind, func(name string, w int) {
			CMPQ(RDI, R8)
			JAE(LabelRef("ldone"))
			TESTQ(R12, R12)
			JNZ(LabelRef(name + "u"))
			ifZero(mats[:w], name+"b")
			chunks(name+"x", false, func() { xorBody(Mem{Base: RSI}, Mem{Base: RSI, Index: R11, Scale: 1}) })
			JMP(LabelRef(name + "n"))
			Label(name + "u")
			TZCNTQ(R12, RBX)
			SHLQ(U8(8), RBX)
			ADDQ(RAX, RBX)
			for i, z := range mats {
				VPXORQ(Mem{Base: RBX, Disp: 64 * i}, z, z)
			}
			Label(name + "b")
			chunks(name+"c", false, func() { b(w, Mem{Base: RSI}, Mem{Base: RSI, Index: R11, Scale: 1}) })
			Label(name + "n")
			LEAQ(Mem{Base: RDI, Index: R11, Scale: 2}, RDI)
			INCQ(R12)
			JMP(LabelRef(name))
		})
	})
	Label("ldone")
	VZEROUPPER()
	RET()
}

// ifZero falls through if the matrices in ms are all zero, and jumps to
// label otherwise; it writes Z0 and K1.
func ifZero(ms []VecPhysical, label string) {
	all := ms[0]
	if len(ms) > 1 {
		all = Z0
		VPORQ(ms[1], ms[0], all)
		for _, z := range ms[2:] {
			VPORQ(z, all, all)
		}
	}
	VPTESTMQ(all, all, K1)
	KORTESTW(K1, K1)
	JNZ(LabelRef(label))
}

// chunks writes the loop of body over the chunks of a block of layerGFNI
// or layer2GFNI, parts of R11 bytes: SI runs over the first part and, with
// quarters, R13 over the third; body addresses the chunks from them.
func chunks(label string, quarters bool, body func()) {
	MOVQ(RDI, RSI)
	if quarters {
		LEAQ(Mem{Base: RDI, Index: R11, Scale: 2}, R13)
	}
	MOVQ(R11, RCX)
	SHRQ(U8(6), RCX)
	Label(label)
	body()
	ADDQ(U8(64), RSI)
	if quarters {
		ADDQ(U8(64), R13)
	}
	DECQ(RCX)
	JNZ(LabelRef(label))
}

// xorBody: second += first, the butterfly by 0 in either direction.
func xorBody(first, second Mem) {
	VMOVDQU64(first, Z0)
	VPXORQ(second, Z0, Z0)
	VMOVDQU64(Z0, second)
}

// The matrices of layer2GFNI's three constants: that of the outer
// butterflies, and those of the inner ones of the first and second half of
// the block (mats the first).
var (
	evenMats = []VecPhysical{Z20, Z21, Z22, Z23}
	oddMats  = []VecPhysical{Z24, Z25, Z26, Z27}
)

// butterfly2 writes the butterfly of the chunks in a and b by the constant
// in ms, forward (a += c*b, then b += a) or inverse (b += a, then a += c*b),
// with out and t scratch registers; ms nil is the constant 0, whose
// butterfly is b += a either way.
func butterfly2(ms []VecPhysical, w int, a, b, out, t VecPhysical, inverse bool) {
	switch {
	case ms == nil:
		VPXORQ(a, b, b)
	case inverse:
		VPXORQ(a, b, b)
		mulBy(ms, w, b, out, t)
		VPXORQ(out, a, a)
	default:
		mulBy(ms, w, b, out, t)
		VPXORQ(out, a, a)
		VPXORQ(a, b, b)
	}
}

// layer2Body does the two layers on the chunks of the four quarters of a
// block at q[0], ..., q[3]: forward, the outer butterflies (q0, q2) and
// (q1, q3), then the inner (q0, q1) and (q2, q3); inverse, the inner
// undone, then the outer. With zero, the constants of the outer
// butterflies and of the inner (q0, q1) are 0: those take only their
// exclusive or, and q0 is left as it is.
func layer2Body(w int, q [4]Mem, inverse, zero bool) { quadBody(w, q, q, inverse, zero) }

// quadBody is layer2Body on the chunks at src[0], ..., src[3], written to
// dst[0], ..., dst[3]; zero (see layer2Body) only where dst is src.
func quadBody(w int, dst, src [4]Mem, inverse, zero bool) {
	outerMats, evenInner := mats, evenMats
	if zero {
		outerMats, evenInner = nil, nil
	}
	x := []VecPhysical{Z0, Z1, Z2, Z3}
	for i, m := range src {
		VMOVDQU64(m, x[i])
	}
	outer := func() {
		butterfly2(outerMats, w, Z0, Z2, Z4, Z5, inverse)
		butterfly2(outerMats, w, Z1, Z3, Z6, Z7, inverse)
	}
	inner := func() {
		butterfly2(evenInner, w, Z0, Z1, Z4, Z5, inverse)
		butterfly2(oddMats, w, Z2, Z3, Z6, Z7, inverse)
	}
	if inverse {
		inner()
		outer()
	} else {
		outer()
		inner()
	}
	for i, m := range dst {
		if i > 0 || !zero {
			VMOVDQU64(x[i], m)
		}
	}
}

// layer2GFNI runs over the blocks of f, four quarters of R11 bytes each,
// from DI to R8. The matrices of block R12 are, for the outer butterflies,
// those of the block before plus change z of the first list (at AX + z R14),
// z its trailing zeros; for the inner ones of its first half, those of the
// inner ones of the second half of the block before plus change z+1 of the
// second list (R9), the trailing zeros of 2 R12; for the second half, those
// of the first plus change 0. The pairs of chunks of
// the quarters are at (SI), (SI)(R11*1), (R13) and (R13)(R11*1). Block 0,
// if the matrices of its outer butterflies and of the inner ones of its
// first half are zero (as in the transform at 0), passes layer2Body's
// variant for those constants 0.
func layer2GFNI() {
	TEXT("layer2GFNI", NOSPLIT, "func(f []byte, quarter int, m1, m2, dm1, dm2 *[4][8]uint64, stride uintptr, w int, inverse bool)")
	Pragma("noescape")
	Doc(
		"layer2GFNI is Layer2 for the matrices m1 and m2 of the first blocks of",
		"the outer and inner layers and those of their changes, change z at",
		"dm1 + z stride and dm2 + z stride (the matrices of d1[z] and d2[z]), the",
		"regions of a quarter block (h size bytes) being quarter bytes.",
	)
	Load(Param("f").Base(), RDI)
	Load(Param("f").Len(), R8)
	ADDQ(RDI, R8)
	Load(Param("quarter"), R11)
	Load(Param("m1"), RAX)
	loadMats(RAX)
	Load(Param("m2"), RAX)
	loadInto(evenMats, RAX)
	Load(Param("dm1"), RAX)
	Load(Param("dm2"), R9)
	Load(Param("stride"), R14)
	Load(Param("w"), RDX)
	XORQ(R12, R12)
	Load(Param("inverse"), EBX)
	TESTQ(RBX, RBX)
	JNZ(LabelRef("inverse"))
	quarters := [4]Mem{{Base: RSI}, {Base: RSI, Index: R11, Scale: 1}, {Base: R13}, {Base: R13, Index: R11, Scale: 1}}
	oddFromEven := func() {
		for i, z := range oddMats {
			VPXORQ(Mem{Base: R9, Disp: 64 * i}, evenMats[i], z)
		}
	}
	byDirection(func(kind string, inverse bool) {
		byWidth(kind, func(name string, w int) {
			CMPQ(RDI, R8)
			JAE(LabelRef("ldone"))
			TESTQ(R12, R12)
			JNZ(LabelRef(name + "u"))
			ifZero(append(append([]VecPhysical{}, mats[:w]...), evenMats[:w]...), name+"b")
			oddFromEven()
			chunks(name+"z", true, func() { layer2Body(w, quarters, inverse, true) })
			JMP(LabelRef(name + "n"))
			Label(name + "u")
			TZCNTQ(R12, RBX)
			IMULQ(R14, RBX)
			LEAQ(Mem{Base: R9, Index: RBX, Scale: 1}, R10)
			ADDQ(R14, R10)
			ADDQ(RAX, RBX)
			for i, z := range mats {
				VPXORQ(Mem{Base: RBX, Disp: 64 * i}, z, z)
			}
			for i, z := range evenMats {
				VPXORQ(Mem{Base: R10, Disp: 64 * i}, oddMats[i], z)
			}
			Label(name + "b")
			oddFromEven()
			chunks(name+"c", true, func() { layer2Body(w, quarters, inverse, false) })
			Label(name + "n")
			LEAQ(Mem{Base: RDI, Index: R11, Scale: 4}, RDI)
			INCQ(R12)
			JMP(LabelRef(name))
		})
	})
	Label("ldone")
	VZEROUPPER()
	RET()
}

// ahead is the distance in pairs of the fetches of mulValuesGFNI.
const ahead = 8

// mulValuesGFNI sets each region of a list to the product of another by a
// constant of its own, whose matrices it sums from the table of the
// matrices of each byte of a constant (byte j at tab + j*65536): the slices
// of the regions written at R8 and of those read at R9 (24 bytes a slice),
// the constants at R10, R11 the pairs left. While it multiplies a pair,
// the first chunks of the pair ahead pairs on are fetched (PREFETCHT0): the
// regions are short, anywhere in memory, and a product takes a fraction of
// the time of a fetch from memory.
func mulValuesGFNI() {
	TEXT("mulValuesGFNI", NOSPLIT, "func(dst, src [][]byte, c []uint32, tab *[256][4][8]uint64, w int)")
	Pragma("noescape")
	Doc(
		"mulValuesGFNI sets dst[i] = c[i]*src[i] for each i < len(dst), the",
		"constants of width w, whose matrices it sums from tab =",
		"&byteMats()[w-1].",
	)
	Load(Param("dst").Base(), R8)
	Load(Param("src").Base(), R9)
	Load(Param("c").Base(), R10)
	Load(Param("dst").Len(), R11)
	Load(Param("tab"), RAX)
	Load(Param("w"), RDX)
	byWidth("v", func(name string, w int) {
		TESTQ(R11, R11)
		JZ(LabelRef("vdone"))
		MOVQ(Mem{Base: R8}, RDI)
		MOVQ(Mem{Base: R8, Disp: 8}, RCX)
		SHRQ(U8(6), RCX)
		MOVQ(Mem{Base: R9}, RSI)
		CMPQ(R11, U8(ahead))
		JBE(LabelRef(name + "s"))
		MOVQ(Mem{Base: R9, Disp: 24 * ahead}, R12)
		PREFETCHT0(Mem{Base: R12})
		MOVQ(Mem{Base: R8, Disp: 24 * ahead}, R12)
		PREFETCHT0(Mem{Base: R12})
		Label(name + "s")
		MOVL(Mem{Base: R10}, EBX)
		// The matrices of c[i]: those of its byte j at tab + j*65536.
		for r := range w {
			VPXORQ(mats[r], mats[r], mats[r])
		}
		MOVQ(RAX, R13)
		for j := range w {
			MOVQ(RBX, R12)
			ANDQ(U32(0xff), R12)
			SHLQ(U8(8), R12)
			ADDQ(R13, R12)
			for r := range w {
				VPXORQ(Mem{Base: R12, Disp: 64 * r}, mats[r], mats[r])
			}
			if j < w-1 {
				SHRQ(U8(8), RBX)
				ADDQ(U32(65536), R13)
			}
		}
		Label(name + "c")
		TESTQ(RCX, RCX)
		JZ(LabelRef(name + "n"))
		mulBody(w, Mem{Base: RDI}, Mem{Base: RSI})
		ADDQ(U8(64), RDI)
		ADDQ(U8(64), RSI)
		DECQ(RCX)
		JMP(LabelRef(name + "c"))
		Label(name + "n")
		ADDQ(U8(24), R8)
		ADDQ(U8(24), R9)
		ADDQ(U8(4), R10)
		DECQ(R11)
		JMP(LabelRef(name))
	})
	Label("vdone")
	VZEROUPPER()
	RET()
}

// quadGFNI does the two layers of layer2GFNI on one block whose quarters
// are four regions anywhere in memory, read from four others: the
// pointers of the regions written in R8-R11, of those read in R12, R13, SI
// and DI, each at offset BX; CX the chunks left.
func quadGFNI() {
	TEXT("quadGFNI", NOSPLIT, "func(dst, src *[4][]byte, m1, m2, m3 *[4][8]uint64, w int, inverse bool)")
	Pragma("noescape")
	Doc(
		"quadGFNI is Butterfly2 for the matrices m1, m2 and m3 of the three",
		"constants.",
	)
	Load(Param("dst"), RAX)
	MOVQ(Mem{Base: RAX, Disp: 8}, RCX)
	SHRQ(U8(6), RCX)
	for i, r := range []GPPhysical{R8, R9, R10, R11} {
		MOVQ(Mem{Base: RAX, Disp: 24 * i}, r)
	}
	Load(Param("src"), RAX)
	for i, r := range []GPPhysical{R12, R13, RSI, RDI} {
		MOVQ(Mem{Base: RAX, Disp: 24 * i}, r)
	}
	Load(Param("m1"), RAX)
	loadMats(RAX)
	Load(Param("m2"), RAX)
	loadInto(evenMats, RAX)
	Load(Param("m3"), RAX)
	loadInto(oddMats, RAX)
	Load(Param("w"), RDX)
	XORQ(RBX, RBX)
	Load(Param("inverse"), EAX)
	TESTQ(RAX, RAX)
	JNZ(LabelRef("inverse"))
	byDirection(func(kind string, inverse bool) {
		byWidth(kind, func(name string, w int) {
			TESTQ(RCX, RCX)
			JZ(LabelRef("qdone"))
			at := func(r GPPhysical) Mem { return Mem{Base: r, Index: RBX, Scale: 1} }
			quadBody(w, [4]Mem{at(R8), at(R9), at(R10), at(R11)}, [4]Mem{at(R12), at(R13), at(RSI), at(RDI)}, inverse, false)
			ADDQ(U8(64), RBX)
			DECQ(RCX)
			JMP(LabelRef(name))
		})
	})
	Label("qdone")
	VZEROUPPER()
	RET()
}
