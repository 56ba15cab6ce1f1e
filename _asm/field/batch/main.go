// Command batch writes batch_amd64.s, the GFNI and AVX-512 kernels of
// nimber's batch functions, and their declarations.
//
//	go run ./field/batch -out ../batch_amd64.s -stubs ../batch_stubs_amd64.go -pkg nimber
//
// The kernels apply a 64x64 matrix over GF(2) to eight words at a time, as
// batch_amd64.go describes: VPERMB spreads byte i of every word to each
// lane, GF2P8AFFINEQB multiplies lane o by the block B[o][i], and a last
// VPERMB transposes the sums back into words.
package main

import (
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/nimberdev/nimber/_asm/field"
)

var f = field.Start("github.com/nimberdev/nimber")

func at(base reg.Register, disp int) operand.Mem { return operand.Mem{Base: base, Disp: disp} }

// zr is the 512-bit register Zi.
var zr = [32]reg.VecPhysical{
	reg.Z0, reg.Z1, reg.Z2, reg.Z3, reg.Z4, reg.Z5, reg.Z6, reg.Z7,
	reg.Z8, reg.Z9, reg.Z10, reg.Z11, reg.Z12, reg.Z13, reg.Z14, reg.Z15,
	reg.Z16, reg.Z17, reg.Z18, reg.Z19, reg.Z20, reg.Z21, reg.Z22, reg.Z23,
	reg.Z24, reg.Z25, reg.Z26, reg.Z27, reg.Z28, reg.Z29, reg.Z30, reg.Z31,
}

// loadPerms loads gfniPerms[0:9], at AX, into Z16-Z24.
func loadPerms() {
	for i := range 9 {
		f.VMOVDQU64(at(reg.RAX, 64*i), zr[16+i])
	}
}

// linmap8 sets out to the gfniMatrix at g applied to each of the eight
// words of in. Z16-Z24 hold gfniPerms[0:9]; Z0-Z7 are scratch.
func linmap8(g reg.GPPhysical, in, out reg.VecPhysical) {
	for i := range 8 {
		f.VPERMB(in, zr[16+i], zr[i])
	}
	for i := range 8 {
		f.VGF2P8AFFINEQB(0, at(g, 64*i), zr[i], zr[i])
	}
	f.VPTERNLOGQ(operand.U8(0x96), reg.Z2, reg.Z1, reg.Z0)
	f.VPTERNLOGQ(operand.U8(0x96), reg.Z5, reg.Z4, reg.Z3)
	f.VPTERNLOGQ(operand.U8(0x96), reg.Z7, reg.Z6, reg.Z0)
	f.VPXORQ(reg.Z3, reg.Z0, reg.Z0)
	f.VPERMB(reg.Z0, reg.Z24, out)
}

// pmul8 sets out to the eight products of the polynomials in a and b
// modulo m: VPCLMULQDQ multiplies the even words of each 128-bit lane,
// then the odd ones, the low and high words of the products are gathered in
// word order, and Reduce reduces them. Z25 holds the table of the
// reduction; Z10-Z14 are scratch.
func pmul8(a, b, out reg.VecPhysical) {
	f.VPCLMULQDQZ(0x00, b, a, reg.Z10)
	f.VPCLMULQDQZ(0x11, b, a, reg.Z11)
	f.VPUNPCKLQDQ(reg.Z11, reg.Z10, reg.Z12)
	f.VPUNPCKHQDQ(reg.Z11, reg.Z10, reg.Z13)
	f.Reduce(reg.Z12, reg.Z13, out, reg.Z25, [3]reg.VecPhysical{reg.Z10, reg.Z11, reg.Z14})
}

func label(name string) operand.LabelRef { return operand.LabelRef(name) }

// groups emits body for each whole group of eight words, CX of them at
// first, then, with tail set, for the last 1-7 words under the mask K1 (so
// that no word outside the slices is touched), and returns. body advances
// its pointers past a whole group.
func groups(body func(tail bool)) {
	f.CMPQ(reg.RCX, operand.U8(8))
	f.JB(label("tail"))
	f.Label("loop")
	body(false)
	f.SUBQ(operand.U8(8), reg.RCX)
	f.CMPQ(reg.RCX, operand.U8(8))
	f.JAE(label("loop"))
	f.Label("tail")
	f.TESTQ(reg.RCX, reg.RCX)
	f.JZ(label("done"))
	f.TailMask(reg.K1)
	body(true)
	f.Label("done")
	f.VZEROUPPER()
	f.RET()
}

// load sets z to the group at addr, under K1 in the tail.
func load(tail bool, addr operand.Mem, z reg.VecPhysical) {
	if tail {
		f.VMOVDQU64_Z(addr, reg.K1, z)
		return
	}
	f.VMOVDQU64(addr, z)
}

// store writes z to the group at addr, under K1 in the tail.
func store(tail bool, z reg.VecPhysical, addr operand.Mem) {
	if tail {
		f.VMOVDQU64(z, reg.K1, addr)
		return
	}
	f.VMOVDQU64(z, addr)
}

func applyGFNI() {
	f.Text("applyGFNI", "func(dst, x []uint64, m *gfniMatrix, perms *[10][64]byte, add bool)",
		"applyGFNI sets dst[i] to the matrix m applied to x[i], for",
		"len(dst) == len(x); with add it sets dst[i] ^= m x[i] instead. perms is",
		"&gfniPerms. It needs AVX-512 (F, BW, VBMI) and GFNI.")
	f.Load(f.Param("dst").Base(), reg.RDI)
	f.Load(f.Param("dst").Len(), reg.RCX)
	f.Load(f.Param("x").Base(), reg.RSI)
	f.Load(f.Param("m"), reg.R8)
	f.Load(f.Param("perms"), reg.RAX)
	f.Load(f.Param("add"), reg.EDX)
	loadPerms()
	f.Comment("Whole groups of eight words run unmasked; the last 1-7 words are loaded",
		"and stored under the mask K1, so no word outside dst or x is touched.")
	groups(func(tail bool) {
		stored := "store"
		if tail {
			stored = "storetail"
		}
		load(tail, at(reg.RSI, 0), reg.Z8)
		linmap8(reg.R8, reg.Z8, reg.Z9)
		f.TESTL(reg.EDX, reg.EDX)
		f.JZ(label(stored))
		if tail {
			load(tail, at(reg.RDI, 0), reg.Z10)
			f.VPXORQ(reg.Z10, reg.Z9, reg.Z9)
		} else {
			f.VPXORQ(at(reg.RDI, 0), reg.Z9, reg.Z9)
		}
		f.Label(stored)
		store(tail, reg.Z9, at(reg.RDI, 0))
		if !tail {
			f.Advance(64, reg.RSI, reg.RDI)
		}
	})
}

func mulSliceAVX512(table operand.Mem) {
	f.Text("mulSliceAVX512", "func(dst, x, y []uint64, to, from *gfniMatrix, perms *[10][64]byte)",
		"mulSliceAVX512 sets dst[i] = Mul(x[i], y[i]) for slices of one length,",
		"eight at a time: the basis changes by the GFNI kernel (to and from are",
		"toPolyGFNI and fromPolyGFNI), the products by VPCLMULQDQ. It needs",
		"AVX-512 (F, BW, VBMI), GFNI and VPCLMULQDQ.")
	f.Load(f.Param("dst").Base(), reg.RDI)
	f.Load(f.Param("dst").Len(), reg.RCX)
	f.Load(f.Param("x").Base(), reg.RSI)
	f.Load(f.Param("y").Base(), reg.RDX)
	f.Load(f.Param("to"), reg.R8)
	f.Load(f.Param("from"), reg.R9)
	f.Load(f.Param("perms"), reg.RAX)
	loadPerms()
	f.VBROADCASTI32X4(table, reg.Z25)
	groups(func(tail bool) {
		load(tail, at(reg.RSI, 0), reg.Z8)
		linmap8(reg.R8, reg.Z8, reg.Z26)
		load(tail, at(reg.RDX, 0), reg.Z8)
		linmap8(reg.R8, reg.Z8, reg.Z27)
		pmul8(reg.Z26, reg.Z27, reg.Z8)
		linmap8(reg.R9, reg.Z8, reg.Z9)
		store(tail, reg.Z9, at(reg.RDI, 0))
		if !tail {
			f.Advance(64, reg.RSI, reg.RDX, reg.RDI)
		}
	})
}

func gfniColumns() {
	f.Text("gfniColumns", "func(m *gfniMatrix, cols *[64]uint64, perms *[10][64]byte)",
		"gfniColumns sets m to the matrix of the linear map that sends 2^s to",
		"cols[s]. Block B[o][i] is the transpose of the 8x8 bit matrix whose row j",
		"is byte o of cols[8i+j], with its rows in reverse order; one VPERMB",
		"gathers the rows and one GF2P8AFFINEQB transposes them. It needs AVX-512",
		"(F, BW, VBMI) and GFNI.")
	f.Comment("For each i, VPERMB sets byte t of lane o of Z1 to byte o of cols[8i+7-t].",
		"GF2P8AFFINEQB, with Z1 as its matrix and the bytes 1<<(7-b) as its input,",
		"sets bit k of byte b of lane o to bit 7-b of byte 7-k of Z1, which is bit",
		"7-b of byte o of cols[8i+k]: bit k of byte b of B[o][i].")
	f.Load(f.Param("m"), reg.RDI)
	f.Load(f.Param("cols"), reg.RSI)
	f.Load(f.Param("perms"), reg.RAX)
	f.VMOVDQU64(at(reg.RAX, 576), reg.Z16)
	f.MOVQ(operand.U64(0x0102040810204080), reg.RAX)
	f.VPBROADCASTQ(reg.RAX, reg.Z17)
	f.MOVQ(operand.U32(8), reg.RCX)
	f.Label("block")
	f.VMOVDQU64(at(reg.RSI, 0), reg.Z0)
	f.VPERMB(reg.Z0, reg.Z16, reg.Z1)
	f.VGF2P8AFFINEQB(0, reg.Z1, reg.Z17, reg.Z2)
	f.VMOVDQU64(reg.Z2, at(reg.RDI, 0))
	f.Advance(64, reg.RSI, reg.RDI)
	f.DECQ(reg.RCX)
	f.JNZ(label("block"))
	f.VZEROUPPER()
	f.RET()
}

func main() {
	f.Type("gfniMatrix", "[8][8]uint64")
	table := f.ReduceTable()
	applyGFNI()
	mulSliceAVX512(table)
	gfniColumns()
	f.Generate()
}
