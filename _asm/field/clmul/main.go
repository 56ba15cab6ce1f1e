// Command clmul writes clmul_amd64.s, the carry-less Mul and Pow of the
// nimbers of 64 bits on amd64, and their declarations.
//
//	go run ./field/clmul -out ../clmul_amd64.s -stubs ../clmul_stubs_amd64.go -pkg nimber
//
// The arm64 twin, clmul_arm64.s, is written by hand: avo has no arm64.
package main

import (
	"fmt"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/nimberdev/nimber/_asm/field"
)

var f = field.Start("github.com/nimberdev/nimber")

func global(name string) operand.Mem {
	return operand.NewDataAddr(operand.Symbol{Name: "·" + name}, 0)
}

// apply sets out to the linear map tabulated at tb (a linearMap: eight
// tables of 256 words, one for each byte) applied to in, which is
// destroyed. in is AX, BX, CX or DX, so that its second byte is a register
// too (lo and hi name its first two bytes): each shift by 16 yields two
// indices. Even and odd bytes sum in out and R10 apart, to halve the chain
// of exclusive ors. SI and DI are scratch.
func apply(tb, in reg.GPPhysical, lo, hi reg.Register, out reg.GPPhysical) {
	for r := range 4 {
		if r > 0 {
			f.SHRQ(operand.U8(16), in)
		}
		f.MOVBLZX(lo, reg.ESI)
		f.MOVBLZX(hi, reg.EDI)
		even := operand.Mem{Base: tb, Disp: 2 * r * 2048, Index: reg.RSI, Scale: 8}
		odd := operand.Mem{Base: tb, Disp: (2*r + 1) * 2048, Index: reg.RDI, Scale: 8}
		if r == 0 {
			f.MOVQ(even, out)
			f.MOVQ(odd, reg.R10)
		} else {
			f.XORQ(even, out)
			f.XORQ(odd, reg.R10)
		}
	}
	f.XORQ(reg.R10, out)
}

// The scalar kernels keep a reduction of their own, rather than the
// Reduce of the vector kernels: a step of Pow is one chain of dependent
// instructions, and Reduce, four operations deep after the carry-less
// product (on the high word, so that none is spent moving it), made Pow 5%
// to 7% slower (340 ns against 318, medians of CPU time on AMD EPYC) and a
// chain of Mul 8% to 17% slower than this form, which multiplies once more
// instead: h*(x^4 + x^3 + x + 1) by VPCLMULQDQ, of at most 67 bits, whose
// bits past x^63 (they depend on q = h>>60 alone) are looked up in
// polyOverflow (a VPSHUFB table) alongside.

// pfold multiplies the polynomials in the low words of a and b: it sets X0
// to their 127-bit product h*x^64 + l and X1 to h*(x^4 + x^3 + x + 1). The
// low word of X0 + X1 is the product modulo m but for the bits of X1 past
// x^63, which polyOverflow[h>>60] reduces.
func pfold(a, b reg.VecPhysical, low operand.Mem) {
	f.VPCLMULQDQ(operand.U8(0x00), b, a, reg.X0)
	f.VPCLMULQDQ(operand.U8(0x01), low, reg.X0, reg.X1)
}

// pmul sets the low word of out to the product of the polynomials in the
// low words of a and b modulo m, leaving its high word arbitrary. X6 holds
// polyOverflow; X0, X1 and X2 are scratch, and out may be a or b.
func pmul(a, b, out reg.VecPhysical, low operand.Mem) {
	pfold(a, b, low)
	f.VPSRLDQ(operand.U8(8), reg.X0, reg.X2)
	f.VPSRLQ(operand.U8(60), reg.X2, reg.X2)
	f.VPSHUFB(reg.X2, reg.X6, reg.X2)
	f.VPXOR(reg.X2, reg.X0, reg.X0)
	f.VPXOR(reg.X1, reg.X0, out)
}

// useCLMUL jumps to the Go function generic unless the carry-less path is
// on.
func useCLMUL() {
	f.CMPB(global("useCLMUL"), operand.U8(0))
	f.JEQ(operand.LabelRef("generic"))
}

func generic(name string) {
	f.Label("generic")
	f.Jump("·" + name)
}

func main() {
	// low is m - x^64, in the low word of 16 bytes.
	low := f.StaticGlobal("modulusLow")
	f.DataAttributes(attr.RODATA | attr.NOPTR)
	f.AddDatum(0, operand.U64(field.ModulusLow))
	f.AddDatum(8, operand.U64(0))

	const doc = "is the carry-less path described in clmul.go, which jumps to %s without useCLMUL."
	f.Text("mul", "func(x, y uint64) uint64", "mul "+fmt.Sprintf(doc, "mulGeneric"))
	f.Comment("The reduction is folded into the change back: fromPoly is linear, so the",
		"overflow of h*(x^4 + x^3 + x + 1) is added as fromPolyOverflow[h>>60] after",
		"the lookups, off the chain of dependent instructions.")
	useCLMUL()
	f.Load(f.Param("x"), reg.RAX)
	f.Load(f.Param("y"), reg.RBX)
	f.LEAQ(global("toPoly"), reg.R11)
	apply(reg.R11, reg.RAX, reg.AL, reg.AH, reg.R8)
	apply(reg.R11, reg.RBX, reg.BL, reg.BH, reg.R9)
	f.MOVQ(reg.R8, reg.X3)
	f.MOVQ(reg.R9, reg.X4)
	pfold(reg.X3, reg.X4, low)
	f.VPEXTRQ(operand.U8(1), reg.X0, reg.R9)
	f.SHRQ(operand.U8(60), reg.R9)
	f.VPXOR(reg.X1, reg.X0, reg.X0)
	f.MOVQ(reg.X0, reg.RAX)
	f.LEAQ(global("fromPoly"), reg.R11)
	apply(reg.R11, reg.RAX, reg.AL, reg.AH, reg.R8)
	f.LEAQ(global("fromPolyOverflow"), reg.R11)
	f.XORQ(operand.Mem{Base: reg.R11, Index: reg.R9, Scale: 8}, reg.R8)
	f.Store(reg.R8, f.ReturnIndex(0))
	f.RET()
	generic("mulGeneric")

	f.Text("pow", "func(x, e uint64) uint64", "pow "+fmt.Sprintf(doc, "powGeneric"))
	useCLMUL()
	f.Load(f.Param("x"), reg.RAX)
	f.LEAQ(global("toPoly"), reg.R11)
	apply(reg.R11, reg.RAX, reg.AL, reg.AH, reg.R8)
	f.Comment("X3 is x^(2^i) as a polynomial, X4 the product so far, 1 in either basis.")
	f.MOVQ(reg.R8, reg.X3)
	f.MOVQ(operand.U32(1), reg.R9)
	f.MOVQ(reg.R9, reg.X4)
	f.VMOVDQU(global("polyOverflow"), reg.X6)
	f.Load(f.Param("e"), reg.RCX)
	f.TESTQ(reg.RCX, reg.RCX)
	f.JZ(operand.LabelRef("done"))
	f.Label("loop")
	f.TESTQ(operand.U32(1), reg.RCX)
	f.JZ(operand.LabelRef("square"))
	pmul(reg.X4, reg.X3, reg.X4, low)
	f.Label("square")
	f.SHRQ(operand.U8(1), reg.RCX)
	f.JZ(operand.LabelRef("done"))
	pmul(reg.X3, reg.X3, reg.X3, low)
	f.JMP(operand.LabelRef("loop"))
	f.Label("done")
	f.MOVQ(reg.X4, reg.RAX)
	f.LEAQ(global("fromPoly"), reg.R11)
	apply(reg.R11, reg.RAX, reg.AL, reg.AH, reg.R8)
	f.Store(reg.R8, f.ReturnIndex(0))
	f.RET()
	generic("powGeneric")

	f.Generate()
}
