// Command polykernel writes poly/kernel_amd64.s, the vector kernels of
// package poly, and their declarations.
//
//	go run ./field/polykernel -out ../poly/kernel_amd64.s -stubs ../poly/kernel_stubs_amd64.go -pkg poly
//
// The kernels compute in the polynomial basis of the nimbers, on eight
// words at a time, and need AVX-512 (F, BW) and VPCLMULQDQ.
package main

import (
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/nimberdev/nimber/_asm/field"
)

var f = field.Start("github.com/nimberdev/nimber/poly")

// table is the address of the table of the reduction, which the kernels
// that multiply hold in Z30.
var table operand.Mem

func at(base reg.Register, disp int) operand.Mem { return operand.Mem{Base: base, Disp: disp} }

func label(name string) operand.LabelRef { return operand.LabelRef(name) }

func loadTable() { f.VBROADCASTI32X4(table, reg.Z30) }

// mulv sets out to the eight products of the words of v and c modulo m:
// VPCLMULQDQ multiplies the even words of each 128-bit lane, then the odd
// ones, and the low and high words of the products are gathered in word
// order for Reduce. Z30 holds the table of the reduction; Z10-Z15 are
// scratch.
func mulv(v, c, out reg.VecPhysical) {
	f.VPCLMULQDQZ(0x00, c, v, reg.Z10)
	f.VPCLMULQDQZ(0x11, c, v, reg.Z11)
	f.VPUNPCKLQDQ(reg.Z11, reg.Z10, out)
	f.VPUNPCKHQDQ(reg.Z11, reg.Z10, reg.Z12)
	f.Reduce(out, reg.Z12, out, reg.Z30, [3]reg.VecPhysical{reg.Z13, reg.Z14, reg.Z15})
}

// each8 emits body for each group of eight words, the first CX words of
// the slices at hand, with K1 selecting the words of the group: all eight,
// then the last 1-7 (so that no word past the slices is touched). body
// loads and stores under K1 and advances its pointers by 64 bytes. AX is
// scratch.
func each8(body func()) {
	f.MOVQ(operand.U32(0xff), reg.RAX)
	f.KMOVW(reg.EAX, reg.K1)
	f.JMP(label("test8"))
	f.Label("group8")
	body()
	f.SUBQ(operand.U8(8), reg.RCX)
	f.Label("test8")
	f.CMPQ(reg.RCX, operand.U8(8))
	f.JAE(label("group8"))
	f.TESTQ(reg.RCX, reg.RCX)
	f.JZ(label("done8"))
	f.TailMask(reg.K1)
	body()
	f.Label("done8")
	f.VZEROUPPER()
}

func mulVec() {
	f.Text("mulVec", "func(dst, x, y []uint64)",
		"mulVec sets dst[i] = x[i]*y[i] for slices of one length.")
	f.Load(f.Param("dst").Base(), reg.RDI)
	f.Load(f.Param("dst").Len(), reg.RCX)
	f.Load(f.Param("x").Base(), reg.RSI)
	f.Load(f.Param("y").Base(), reg.RDX)
	loadTable()
	each8(func() {
		f.VMOVDQU64_Z(at(reg.RSI, 0), reg.K1, reg.Z0)
		f.VMOVDQU64_Z(at(reg.RDX, 0), reg.K1, reg.Z1)
		mulv(reg.Z0, reg.Z1, reg.Z2)
		f.VMOVDQU64(reg.Z2, reg.K1, at(reg.RDI, 0))
		f.Advance(64, reg.RSI, reg.RDX, reg.RDI)
	})
	f.RET()
}

// layer emits the kernel name, which applies butterfly to each pair of
// eight words u (Z0) and v (Z1) of each block of 2h words, h a positive
// multiple of 8, u in the first half and v at the same place in the second,
// with the twiddle of the block in every word of Z31. Before block m > 0,
// the twiddle c becomes c + d[tzcnt(m)].
func layer(name string, doc []string, butterfly func()) {
	f.Text(name, "func(f []uint64, blocks, h int, c uint64, d *[64]uint64)", doc...)
	f.Load(f.Param("f").Base(), reg.RDI)
	f.Load(f.Param("blocks"), reg.RCX)
	f.Load(f.Param("h"), reg.RBX)
	f.Load(f.Param("c"), reg.RAX)
	f.Load(f.Param("d"), reg.R8)
	loadTable()
	f.SHLQ(operand.U8(3), reg.RBX)
	f.MOVQ(operand.U32(1), reg.R9)
	f.Label("block")
	f.VPBROADCASTQ(reg.RAX, reg.Z31)
	f.LEAQ(operand.Mem{Base: reg.RDI, Index: reg.RBX, Scale: 1}, reg.RSI)
	f.MOVQ(reg.RBX, reg.RDX)
	f.Label("pair")
	f.VMOVDQU64(at(reg.RDI, 0), reg.Z0)
	f.VMOVDQU64(at(reg.RSI, 0), reg.Z1)
	butterfly()
	f.VMOVDQU64(reg.Z0, at(reg.RDI, 0))
	f.VMOVDQU64(reg.Z1, at(reg.RSI, 0))
	f.Advance(64, reg.RDI, reg.RSI)
	f.SUBQ(operand.U8(64), reg.RDX)
	f.JNZ(label("pair"))
	f.MOVQ(reg.RSI, reg.RDI)
	f.TZCNTQ(reg.R9, reg.R10)
	f.XORQ(operand.Mem{Base: reg.R8, Index: reg.R10, Scale: 8}, reg.RAX)
	f.INCQ(reg.R9)
	f.DECQ(reg.RCX)
	f.JNZ(label("block"))
	f.VZEROUPPER()
	f.RET()
}

// forward is the butterfly u += c*v, then v += u, on u, v and c; t is
// scratch.
func forward(u, v, c, t reg.VecPhysical) {
	mulv(v, c, t)
	f.VPXORQ(t, u, u)
	f.VPXORQ(u, v, v)
}

// inverse is the butterfly v += u, then u += c*v: the inverse of forward.
func inverse(u, v, c, t reg.VecPhysical) {
	f.VPXORQ(u, v, v)
	mulv(v, c, t)
	f.VPXORQ(t, u, u)
}

// The leaf kernels do the last three layers (h = 4, 2, 1) on pairs of
// groups of eight words, g0 at Z0 and g1 at Z1. Shuffles gather the halves
// u and v of each layer's blocks into whole registers:
//
//	h = 4: U = g0[0:4] g1[0:4]          V = g0[4:8] g1[4:8]
//	h = 2: U1 = U[0:2] U[4:6] V[0:2] V[4:6], V1 = U[2:4] U[6:8] V[2:4] V[6:8]
//	h = 1: U0 = the even words of U1 and V1, lane by lane, V0 the odd ones
//
// Z20, Z21 and Z22 hold the twiddles of each word of V, V1 and V0 for the
// pair at hand. After a pair, each twiddle of layer i gains d[tzcnt(p)][i],
// p the index of the next pair.

// leafIn sets Z2 = U, Z3 = V from Z0 and Z1; leafOut undoes it.
func leafIn() {
	f.VSHUFI64X2(operand.U8(0x44), reg.Z1, reg.Z0, reg.Z2)
	f.VSHUFI64X2(operand.U8(0xEE), reg.Z1, reg.Z0, reg.Z3)
}

func leafOut() {
	f.VSHUFI64X2(operand.U8(0x44), reg.Z3, reg.Z2, reg.Z0)
	f.VSHUFI64X2(operand.U8(0xEE), reg.Z3, reg.Z2, reg.Z1)
}

// leafMid sets Z5 = U1, Z6 = V1 from Z2 and Z3; midOut undoes it: U =
// U1[0:2] V1[0:2] U1[2:4] V1[2:4], and V the same from the upper halves.
func leafMid() {
	f.VSHUFI64X2(operand.U8(0x88), reg.Z3, reg.Z2, reg.Z5)
	f.VSHUFI64X2(operand.U8(0xDD), reg.Z3, reg.Z2, reg.Z6)
}

func midOut() {
	f.VSHUFI64X2(operand.U8(0x44), reg.Z6, reg.Z5, reg.Z2)
	f.VSHUFI64X2(operand.U8(0xD8), reg.Z2, reg.Z2, reg.Z2)
	f.VSHUFI64X2(operand.U8(0xEE), reg.Z6, reg.Z5, reg.Z3)
	f.VSHUFI64X2(operand.U8(0xD8), reg.Z3, reg.Z3, reg.Z3)
}

// leafLow sets Z7 = U0, Z8 = V0 from Z5 and Z6; lowOut undoes it.
func leafLow() {
	f.VPUNPCKLQDQ(reg.Z6, reg.Z5, reg.Z7)
	f.VPUNPCKHQDQ(reg.Z6, reg.Z5, reg.Z8)
}

func lowOut() {
	f.VPUNPCKLQDQ(reg.Z8, reg.Z7, reg.Z5)
	f.VPUNPCKHQDQ(reg.Z8, reg.Z7, reg.Z6)
}

// nextLeaf advances the twiddles to pair R9 and counts it.
func nextLeaf() {
	f.TZCNTQ(reg.R9, reg.R10)
	f.LEAQ(operand.Mem{Base: reg.R10, Index: reg.R10, Scale: 2}, reg.R10)
	f.SHLQ(operand.U8(3), reg.R10)
	for i := range 3 {
		f.VPBROADCASTQ(operand.Mem{Base: reg.R8, Disp: 8 * i, Index: reg.R10, Scale: 1}, []reg.VecPhysical{reg.Z23, reg.Z24, reg.Z25}[i])
	}
	f.VPXORQ(reg.Z23, reg.Z20, reg.Z20)
	f.VPXORQ(reg.Z24, reg.Z21, reg.Z21)
	f.VPXORQ(reg.Z25, reg.Z22, reg.Z22)
	f.INCQ(reg.R9)
}

// leaf emits the kernel name, which applies body to each pair of groups,
// in Z0 and Z1, with the twiddles c of the first pair and their changes d.
func leaf(name string, doc []string, body func()) {
	f.Text(name, "func(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64)", doc...)
	f.Load(f.Param("f").Base(), reg.RDI)
	f.Load(f.Param("pairs"), reg.RCX)
	f.Load(f.Param("c"), reg.RAX)
	f.Load(f.Param("d"), reg.R8)
	loadTable()
	f.VMOVDQU64(at(reg.RAX, 0), reg.Z20)
	f.VMOVDQU64(at(reg.RAX, 64), reg.Z21)
	f.VMOVDQU64(at(reg.RAX, 128), reg.Z22)
	f.MOVQ(operand.U32(1), reg.R9)
	f.Label("leaf")
	f.VMOVDQU64(at(reg.RDI, 0), reg.Z0)
	f.VMOVDQU64(at(reg.RDI, 64), reg.Z1)
	body()
	f.VMOVDQU64(reg.Z0, at(reg.RDI, 0))
	f.VMOVDQU64(reg.Z1, at(reg.RDI, 64))
	f.ADDQ(operand.U32(128), reg.RDI)
	nextLeaf()
	f.DECQ(reg.RCX)
	f.JNZ(label("leaf"))
	f.VZEROUPPER()
	f.RET()
}

// fwdLeaf is the layers h = 4, 2, 1, each a gather, the butterflies, and
// the scatter; invLeaf the inverse, the layers h = 1, 2, 4.
func fwdLeaf() {
	leafIn()
	forward(reg.Z2, reg.Z3, reg.Z20, reg.Z4)
	leafMid()
	forward(reg.Z5, reg.Z6, reg.Z21, reg.Z4)
	leafLow()
	forward(reg.Z7, reg.Z8, reg.Z22, reg.Z4)
	lowOut()
	midOut()
	leafOut()
}

func invLeaf() {
	leafIn()
	leafMid()
	leafLow()
	inverse(reg.Z7, reg.Z8, reg.Z22, reg.Z4)
	lowOut()
	inverse(reg.Z5, reg.Z6, reg.Z21, reg.Z4)
	midOut()
	inverse(reg.Z2, reg.Z3, reg.Z20, reg.Z4)
	leafOut()
}

func basecaseVec() {
	f.Text("basecaseVec", "func(dst, a, bpad []uint64)",
		"basecaseVec sets dst to a*b, for b padded with 8 zero words on each side",
		"in bpad and len(dst) = len(a)+len(b)-1.")
	f.Comment("Each group of eight words of dst, from k on, sums a[i]*b[k-i:k-i+8]",
		"over the i with some nonzero term, as 128-bit carry-less products in Z16",
		"(even words) and Z17 (odd words), and reduces the sums once.")
	f.Load(f.Param("dst").Base(), reg.RDI)
	f.Load(f.Param("dst").Len(), reg.R11)
	f.Load(f.Param("a").Base(), reg.RSI)
	f.Load(f.Param("a").Len(), reg.R12)
	f.Load(f.Param("bpad").Base(), reg.RDX)
	f.Load(f.Param("bpad").Len(), reg.R13)
	loadTable()
	f.Comment("R13 = len(b), BX = k")
	f.SUBQ(operand.U8(16), reg.R13)
	f.XORQ(reg.RBX, reg.RBX)

	f.Label("group")
	f.Comment("i from max(0, k-len(b)+1) in R14 to min(len(a)-1, k+7) in R15")
	f.MOVQ(reg.RBX, reg.R14)
	f.SUBQ(reg.R13, reg.R14)
	f.INCQ(reg.R14)
	f.XORQ(reg.RAX, reg.RAX)
	f.TESTQ(reg.R14, reg.R14)
	f.CMOVQLT(reg.RAX, reg.R14)
	f.LEAQ(at(reg.RBX, 7), reg.R15)
	f.LEAQ(at(reg.R12, -1), reg.RAX)
	f.CMPQ(reg.R15, reg.RAX)
	f.CMOVQGT(reg.RAX, reg.R15)
	f.VPXORQ(reg.Z16, reg.Z16, reg.Z16)
	f.VPXORQ(reg.Z17, reg.Z17, reg.Z17)
	f.Comment("Z0 = b[k-i : k-i+8] at bpad[8+k-i], Z1 = a[i] in every word")
	f.LEAQ(operand.Mem{Base: reg.RDX, Disp: 64, Index: reg.RBX, Scale: 8}, reg.R9)
	f.MOVQ(reg.R14, reg.RAX)
	f.SHLQ(operand.U8(3), reg.RAX)
	f.SUBQ(reg.RAX, reg.R9)

	f.Label("term")
	f.VMOVDQU64(at(reg.R9, 0), reg.Z0)
	f.VPBROADCASTQ(operand.Mem{Base: reg.RSI, Index: reg.R14, Scale: 8}, reg.Z1)
	f.VPCLMULQDQZ(0x00, reg.Z1, reg.Z0, reg.Z2)
	f.VPCLMULQDQZ(0x11, reg.Z1, reg.Z0, reg.Z3)
	f.VPXORQ(reg.Z2, reg.Z16, reg.Z16)
	f.VPXORQ(reg.Z3, reg.Z17, reg.Z17)
	f.SUBQ(operand.U8(8), reg.R9)
	f.INCQ(reg.R14)
	f.CMPQ(reg.R14, reg.R15)
	f.JLE(label("term"))

	f.VPUNPCKLQDQ(reg.Z17, reg.Z16, reg.Z4)
	f.VPUNPCKHQDQ(reg.Z17, reg.Z16, reg.Z12)
	f.Reduce(reg.Z4, reg.Z12, reg.Z4, reg.Z30, [3]reg.VecPhysical{reg.Z13, reg.Z14, reg.Z15})
	f.MOVQ(reg.R11, reg.RCX)
	f.SUBQ(reg.RBX, reg.RCX)
	f.CMPQ(reg.RCX, operand.U8(8))
	f.JB(label("last"))
	f.VMOVDQU64(reg.Z4, operand.Mem{Base: reg.RDI, Index: reg.RBX, Scale: 8})
	f.ADDQ(operand.U8(8), reg.RBX)
	f.CMPQ(reg.RBX, reg.R11)
	f.JB(label("group"))
	f.VZEROUPPER()
	f.RET()

	f.Label("last")
	f.TailMask(reg.K1)
	f.VMOVDQU64(reg.Z4, reg.K1, operand.Mem{Base: reg.RDI, Index: reg.RBX, Scale: 8})
	f.VZEROUPPER()
	f.RET()
}

func xorVec() {
	f.Text("xorVec", "func(dst, src []uint64)",
		"xorVec sets dst[i] ^= src[i] for i < len(src) <= len(dst).")
	f.Comment("32 words a turn, then eight at a time.")
	f.Load(f.Param("dst").Base(), reg.RDI)
	f.Load(f.Param("src").Base(), reg.RSI)
	f.Load(f.Param("src").Len(), reg.RCX)
	f.CMPQ(reg.RCX, operand.U8(32))
	f.JB(label("x8"))
	f.Label("x32")
	for i := range 4 {
		f.VMOVDQU64(at(reg.RSI, 64*i), []reg.VecPhysical{reg.Z0, reg.Z1, reg.Z2, reg.Z3}[i])
	}
	for i, z := range []reg.VecPhysical{reg.Z0, reg.Z1, reg.Z2, reg.Z3} {
		f.VPXORQ(at(reg.RDI, 64*i), z, z)
	}
	for i, z := range []reg.VecPhysical{reg.Z0, reg.Z1, reg.Z2, reg.Z3} {
		f.VMOVDQU64(z, at(reg.RDI, 64*i))
	}
	f.Advance(256, reg.RSI, reg.RDI)
	f.SUBQ(operand.U8(32), reg.RCX)
	f.CMPQ(reg.RCX, operand.U8(32))
	f.JAE(label("x32"))
	f.Label("x8")
	each8(func() {
		f.VMOVDQU64_Z(at(reg.RSI, 0), reg.K1, reg.Z0)
		f.VMOVDQU64_Z(at(reg.RDI, 0), reg.K1, reg.Z1)
		f.VPXORQ(reg.Z1, reg.Z0, reg.Z0)
		f.VMOVDQU64(reg.Z0, reg.K1, at(reg.RDI, 0))
		f.Advance(64, reg.RSI, reg.RDI)
	})
	f.RET()
}

func addMulVec() {
	f.Text("addMulVec", "func(dst, x []uint64, c uint64)",
		"addMulVec sets dst[i] ^= c*x[i] for i < len(x) <= len(dst).")
	f.Load(f.Param("dst").Base(), reg.RDI)
	f.Load(f.Param("x").Base(), reg.RSI)
	f.Load(f.Param("x").Len(), reg.RCX)
	c, err := f.Param("c").Resolve()
	if err != nil {
		panic(err)
	}
	f.VPBROADCASTQ(c.Addr, reg.Z31)
	loadTable()
	each8(func() {
		f.VMOVDQU64_Z(at(reg.RSI, 0), reg.K1, reg.Z0)
		mulv(reg.Z0, reg.Z31, reg.Z2)
		f.VMOVDQU64_Z(at(reg.RDI, 0), reg.K1, reg.Z1)
		f.VPXORQ(reg.Z1, reg.Z2, reg.Z2)
		f.VMOVDQU64(reg.Z2, reg.K1, at(reg.RDI, 0))
		f.Advance(64, reg.RSI, reg.RDI)
	})
	f.RET()
}

func main() {
	table = f.ReduceTable()
	xorVec()
	addMulVec()
	mulVec()
	layerDoc := func(name, inverse string) []string {
		return []string{name + " is layerGeneric with inverse " + inverse + ", on blocks of 2h",
			"words, h a positive multiple of 8."}
	}
	layer("fwdLayer", layerDoc("fwdLayer", "false"), func() { forward(reg.Z0, reg.Z1, reg.Z31, reg.Z2) })
	layer("invLayer", layerDoc("invLayer", "true"), func() { inverse(reg.Z0, reg.Z1, reg.Z31, reg.Z2) })
	leafDoc := func(name, order string) []string {
		return []string{name + " does the layers h = " + order + " of the transform on pairs of",
			"groups of 8 words, with the twiddles c of the first pair (leafTwiddles)",
			"and the changes d (leafDeltas)."}
	}
	leaf("fwdLeaf", leafDoc("fwdLeaf", "4, 2, 1"), fwdLeaf)
	leaf("invLeaf", leafDoc("invLeaf", "1, 2, 4"), invLeaf)
	basecaseVec()
	f.Generate()
}
