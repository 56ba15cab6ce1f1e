// Command matmul writes matmul_amd64.s, the tile kernel of nimber's
// AVX-512 AddMulMatrix, and its declaration.
//
//	go run ./field/matmul -out ../matmul_amd64.s -stubs ../matmul_stubs_amd64.go -pkg nimber
package main

import (
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/nimberdev/nimber/_asm/field"
)

var f = field.Start("github.com/nimberdev/nimber")

// zr is the 512-bit register Zi.
var zr = [32]reg.VecPhysical{
	reg.Z0, reg.Z1, reg.Z2, reg.Z3, reg.Z4, reg.Z5, reg.Z6, reg.Z7,
	reg.Z8, reg.Z9, reg.Z10, reg.Z11, reg.Z12, reg.Z13, reg.Z14, reg.Z15,
	reg.Z16, reg.Z17, reg.Z18, reg.Z19, reg.Z20, reg.Z21, reg.Z22, reg.Z23,
	reg.Z24, reg.Z25, reg.Z26, reg.Z27, reg.Z28, reg.Z29, reg.Z30, reg.Z31,
}

// macRow adds the products of the word at addr, broadcast to Z27, with the
// 24 words of Z24-Z26 to the accumulators of row r of the tile,
// Z(6r)-Z(6r+5): Z(6r+2j) takes the even words of Z(24+j) and Z(6r+2j+1)
// the odd ones, each lane a 128-bit carry-less product. Z28-Z31 are
// scratch.
func macRow(addr operand.Mem, r int) {
	acc := zr[6*r : 6*r+6]
	f.VPBROADCASTQ(addr, reg.Z27)
	f.VPCLMULQDQZ(0x00, reg.Z24, reg.Z27, reg.Z28)
	f.VPCLMULQDQZ(0x10, reg.Z24, reg.Z27, reg.Z29)
	f.VPCLMULQDQZ(0x00, reg.Z25, reg.Z27, reg.Z30)
	f.VPCLMULQDQZ(0x10, reg.Z25, reg.Z27, reg.Z31)
	f.VPXORQ(reg.Z28, acc[0], acc[0])
	f.VPXORQ(reg.Z29, acc[1], acc[1])
	f.VPXORQ(reg.Z30, acc[2], acc[2])
	f.VPXORQ(reg.Z31, acc[3], acc[3])
	f.VPCLMULQDQZ(0x00, reg.Z26, reg.Z27, reg.Z28)
	f.VPCLMULQDQZ(0x10, reg.Z26, reg.Z27, reg.Z29)
	f.VPXORQ(reg.Z28, acc[4], acc[4])
	f.VPXORQ(reg.Z29, acc[5], acc[5])
}

// reduceRow stores row r of the tile at DI and moves DI to the next row:
// the eight words of each pair of accumulators (even, odd) are gathered in
// word order, low and high words apart, and reduced. Z24 holds the table of
// the reduction; Z25-Z29 are scratch.
func reduceRow(r int) {
	for j := range 3 {
		e, o := zr[6*r+2*j], zr[6*r+2*j+1]
		f.VPUNPCKLQDQ(o, e, reg.Z25)
		f.VPUNPCKHQDQ(o, e, reg.Z26)
		f.Reduce(reg.Z25, reg.Z26, reg.Z25, reg.Z24, [3]reg.VecPhysical{reg.Z27, reg.Z28, reg.Z29})
		f.VMOVDQU64(reg.Z25, operand.Mem{Base: reg.RDI, Disp: 64 * j})
	}
	f.ADDQ(reg.RDX, reg.RDI)
}

func main() {
	table := f.ReduceTable()
	f.Text("mulTileAVX512", "func(c *uint64, ldc int, a *uint64, lda int, b *uint64, k int)",
		"mulTileAVX512 sets the mmTileRows×mmTileCols matrix at c, with stride",
		"ldc, to the product of the mmTileRows×k matrix at a, with stride lda, and",
		"the k×mmTileCols matrix at b, stored without gaps, all in the polynomial",
		"basis:",
		"",
		"\tc[i*ldc+j] = sum over l < k of clmul(a[i*lda+l], b[l*mmTileCols+j]) mod m",
		"",
		"where m = x^64 + x^4 + x^3 + x + 1. It needs AVX-512 (F, BW) and VPCLMULQDQ.")
	f.Comment("Row r of the tile accumulates in Z(6r)-Z(6r+5); Z24-Z26 hold row l of b.")
	f.Load(f.Param("c"), reg.RDI)
	f.Load(f.Param("ldc"), reg.RDX)
	f.Load(f.Param("a"), reg.RSI)
	f.Load(f.Param("lda"), reg.R8)
	f.Load(f.Param("b"), reg.RBX)
	f.Load(f.Param("k"), reg.RCX)
	f.SHLQ(operand.U8(3), reg.RDX)
	f.SHLQ(operand.U8(3), reg.R8)
	f.LEAQ(operand.Mem{Base: reg.R8, Index: reg.R8, Scale: 2}, reg.R9)
	for _, z := range zr[:24] {
		f.VPXORQ(z, z, z)
	}
	f.TESTQ(reg.RCX, reg.RCX)
	f.JZ(operand.LabelRef("reduce"))

	f.Label("loop")
	for j := range 3 {
		f.VMOVDQU64(operand.Mem{Base: reg.RBX, Disp: 64 * j}, zr[24+j])
	}
	macRow(operand.Mem{Base: reg.RSI}, 0)
	macRow(operand.Mem{Base: reg.RSI, Index: reg.R8, Scale: 1}, 1)
	macRow(operand.Mem{Base: reg.RSI, Index: reg.R8, Scale: 2}, 2)
	macRow(operand.Mem{Base: reg.RSI, Index: reg.R9, Scale: 1}, 3)
	f.ADDQ(operand.U32(192), reg.RBX)
	f.ADDQ(operand.U8(8), reg.RSI)
	f.DECQ(reg.RCX)
	f.JNZ(operand.LabelRef("loop"))

	f.Label("reduce")
	f.VBROADCASTI32X4(table, reg.Z24)
	for r := range 4 {
		reduceRow(r)
	}
	f.VZEROUPPER()
	f.RET()
	f.Generate()
}
