// Command octal writes the AVX-512 kernels of game/internal/octal, one
// program for the one-byte and the two-byte values of a game: with -kernel
// mark, mark_amd64.s (mark8AVX512, mark16AVX512); with -kernel scan,
// scan_amd64.s (scan8AVX512, scan16AVX512); each with the Go declarations
// of its functions (-stubs).
//
// The kernels use fixed registers throughout, as they were written by
// hand: the tables and accumulators fill most of the 32 vector registers
// and the loops are a few instructions each, so that there is nothing for
// avo's allocator to choose.
package main

import (
	"flag"
	"fmt"
	"log"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	kernel := flag.String("kernel", "", "the kernels to write: mark or scan")
	flag.Parse()
	ConstraintExpr("!purego,gc")
	switch *kernel {
	case "mark":
		mark(1)
		mark(2)
	case "scan":
		reversal(1)
		reversal(2)
		scan(1)
		scan(2)
	default:
		log.Fatalf("octal: -kernel is %q, not mark or scan", *kernel)
	}
	Generate()
}

// zmm are the vector registers by number.
var zmm = []VecPhysical{
	Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7, Z8, Z9, Z10, Z11, Z12, Z13, Z14, Z15,
	Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29, Z30, Z31,
}

// elem is the Go type of the values of width bytes.
func elem(width int) string { return map[int]string{1: "uint8", 2: "uint16"}[width] }

// name is the kernel's name for values of width bytes: mark8AVX512 and
// mark16AVX512 for kind mark.
func name(kind string, width int) string { return fmt.Sprintf("%s%dAVX512", kind, 8*width) }

// mark writes the mark kernel for values of width bytes (1 or 2), whose
// bitmaps have 4*width words a heap: values below 256 or 512.
//
// For each group of 8 heaps j (qword lanes) and each rare heap e = r<<16 |
// v: x = v ^ p[j-r], and bit x%64 of word x/64 of the bitmap of heap j set,
// word i of heap j being rows[i*stride+j]. The words of the 8 heaps stay in
// Z16 and up while the rare heaps pass; each is set by VPSLLVQ of ones
// (Z31) by x-64i, which gives 0 for a count outside [0, 64), so that each
// value sets its bit in exactly one word. Registers: DI the rows, R11 the
// stride in bytes, R15 the heaps left, SI the partners of the first heap
// for r = 0, R8 and CX the rare heaps, R13 the rare heap's index, Z30 64s.
func mark(width int) {
	words := 4 * width
	TEXT(name("mark", width), NOSPLIT, fmt.Sprintf("func(rows *uint64, stride int, p *%s, rare []uint64)", elem(width)))
	Pragma("noescape")
	if width == 1 {
		Doc(
			"mark8AVX512 adds to the marks rows, of stride heaps (a multiple of 8)",
			"and 4 words a heap, the values v ^ p[j-r] for each heap j and each rare",
			"heap r<<16 | v in rare: markOne for each of them, with p pointing at the",
			"partner of the first heap for r = 0.",
		)
	} else {
		Doc("mark16AVX512 is mark8AVX512 for two-byte values, 8 words a heap.")
	}
	Load(Param("rows"), RDI)
	Load(Param("stride"), R15)
	MOVQ(R15, R11)
	SHLQ(U8(3), R11)
	Load(Param("p"), RSI)
	Load(Param("rare").Base(), R8)
	Load(Param("rare").Len(), RCX)
	MOVL(U32(1), EAX)
	VPBROADCASTQ(RAX, Z31)
	MOVL(U32(64), EAX)
	VPBROADCASTQ(RAX, Z30)

	// The words of the group, two at each of the bases DI, R12, R9, R10
	// (stride*16 bytes apart).
	bases := []GPPhysical{RDI, R12, R9, R10}[:words/2]
	group, rare, store := fmt.Sprint("group", 8*width), fmt.Sprint("rare", 8*width), fmt.Sprint("store", 8*width)
	Label(group)
	for k := 1; k < len(bases); k++ {
		LEAQ(Mem{Base: bases[k-1], Index: R11, Scale: 2}, bases[k])
	}
	for k, b := range bases {
		VMOVDQU64(Mem{Base: b}, zmm[16+2*k])
		VMOVDQU64(Mem{Base: b, Index: R11, Scale: 1}, zmm[17+2*k])
	}
	XORQ(R13, R13)

	// A rare heap: AX its r, BX its v; R14 the partners p - r; Z0 the
	// values x of the 8 heaps, Z3 x-64i for word i.
	Label(rare)
	CMPQ(R13, RCX)
	JAE(LabelRef(store))
	MOVQ(Mem{Base: R8, Index: R13, Scale: 8}, RAX)
	INCQ(R13)
	MOVQ(RAX, RBX)
	SHRQ(U8(16), RAX)
	ANDQ(U32(0xffff), RBX)
	MOVQ(RSI, R14)
	for range width {
		SUBQ(RAX, R14)
	}
	if width == 1 {
		VPMOVZXBQ(Mem{Base: R14}, Z0)
	} else {
		VPMOVZXWQ(Mem{Base: R14}, Z0)
	}
	VPBROADCASTQ(RBX, Z1)
	VPXORQ(Z1, Z0, Z0)
	for i := range words {
		acc := zmm[16+i]
		if i == 0 {
			VPSLLVQ(Z0, Z31, Z2)
			VPORQ(Z2, acc, acc)
			VPSUBQ(Z30, Z0, Z3)
		} else {
			VPSLLVQ(Z3, Z31, Z2)
			VPORQ(Z2, acc, acc)
			VPSUBQ(Z30, Z3, Z3)
		}
	}
	JMP(LabelRef(rare))

	Label(store)
	for k, b := range bases {
		VMOVDQU64(zmm[16+2*k], Mem{Base: b})
		VMOVDQU64(zmm[17+2*k], Mem{Base: b, Index: R11, Scale: 1})
	}
	ADDQ(U8(64), RDI)
	ADDQ(U8(8*width), RSI)
	SUBQ(U8(8), R15)
	JA(LabelRef(group))
	VZEROUPPER()
	RET()
}

// rev is the table of VPERMB (width 1) or VPERMW (width 2) that reverses
// the elements of a vector, written by reversal.
var rev = map[int]Mem{}

// reversal writes rev8 or rev16: element i of the table is 64/width-1-i.
func reversal(width int) {
	n := 64 / width
	rev[width] = GLOBL(fmt.Sprint("rev", 8*width), RODATA|NOPTR)
	for q := range 8 {
		var v uint64
		for k := range 8 / width {
			i := q*8/width + k
			v |= uint64(n-1-i) << (8 * width * k)
		}
		DATA(8*q, U64(v))
	}
}

// scan writes the scan kernel for values of width bytes (1 or 2).
//
// Each step takes 64/width pairs: x = lo[i] ^ hi[-i] (hi read as the 64
// bytes below it, reversed by VPERMB or VPERMW), a look-up of each x in
// the bitmap of values still missing, and a test. A step with a value found
// stores the x (at R12, in the frame) and removes each value found from
// need, in the order of i, and loads the bitmap again. Taking the steps
// from the start of the scan, while many values are found in each, is
// faster than the plain loop, whose branch on each value is then
// unpredictable.
//
// One-byte values: the bitmap of 256 values is spread into the byte tables
// Z4-Z7 (byte x%64 of Z(4+x/64) is 0xff when x is in the bitmap, 0 if not)
// and looked up by two VPERMI2B (for x below and above 128, chosen by the
// top bit of x).
//
// Two-byte values: the bitmap word of each x is looked up by VPERMI2W in
// pairs of registers of 64 words (1024 values), Z8-Z15, as many pairs as
// tables says (1, 2 or 4), chosen by the bits 10 and 11 of x, and its bit
// tested.
//
// Registers: SI lo, DI hi less the bytes of a step, CX the pairs, AX the
// pair, R8 need, DX the values left in need.
func scan(width int) {
	bits := 8 * width
	counts := "count int"
	if width == 2 {
		counts = "count, tables int"
	}
	TEXT(name("scan", width), NOSPLIT, fmt.Sprintf("func(lo, hi *%s, chunks int, need *uint64, %s) int", elem(width), counts))
	Pragma("noescape")
	if width == 1 {
		Doc(
			"scan8AVX512 looks for the values of need, a bitmap of 256 values, among",
			"x[i] = lo[i] ^ hi[-i] for i in [0, 64*chunks), where lo points at G(1)",
			"and hi at G(sz-1): each value found is removed from need, and the scan",
			"stops when count, the number of values in need, drops to 0. It returns",
			"the number left.",
		)
	} else {
		Doc(
			"scan16AVX512 is scan8AVX512 for two-byte values below 1024*tables",
			"(tables is 1, 2 or 4): 32 of them a step, need a bitmap of 4096 values.",
		)
	}
	label := func(s string) string { return fmt.Sprint(s, bits) }
	buf := AllocLocal(64)
	Load(Param("lo"), RSI)
	Load(Param("hi"), RDI)
	Load(Param("chunks"), RCX)
	Load(Param("need"), R8)
	Load(Param("count"), RDX)
	if width == 1 {
		VMOVDQU64(rev[1], Z31)
		SUBQ(U8(63), RDI)
		SHLQ(U8(6), RCX)
	} else {
		// Z29 15s (the bit of x in its word), Z28 ones, Z27 and Z26 the
		// bits 10 and 11 of x>>4, which choose the pair of tables.
		Load(Param("tables"), R13)
		VMOVDQU64(rev[2], Z30)
		for _, c := range []struct {
			v uint32
			z VecPhysical
		}{{15, Z29}, {1, Z28}, {64, Z27}, {128, Z26}} {
			MOVL(U32(c.v), R9L)
			VPBROADCASTW(R9L, c.z)
		}
		SUBQ(U8(62), RDI)
		SHLQ(U8(5), RCX)
	}
	XORQ(RAX, RAX)
	LEAQ(buf, R12)

	// The hits of a step, in BX, removed from need: R10 the pair, R11 its
	// x, idx and word the word of need that holds x (R9 and R14 for one
	// byte, R14 and R15 for two, as the kernels were written by hand).
	hits := func(idx, word GPPhysical) {
		if width == 1 {
			KMOVQ(K2, RBX)
		} else {
			KMOVD(K2, EBX)
		}
		Label(label("hit"))
		TZCNTQ(RBX, R10)
		if width == 1 {
			MOVBLZX(Mem{Base: R12, Index: R10, Scale: 1}, R11L)
		} else {
			MOVWLZX(Mem{Base: R12, Index: R10, Scale: 2}, R11L)
		}
		MOVQ(R11, idx)
		SHRQ(U8(6), idx)
		MOVQ(Mem{Base: R8, Index: idx, Scale: 8}, word)
		BTRQ(R11, word)
		JCC(LabelRef(label("next")))
		MOVQ(word, Mem{Base: R8, Index: idx, Scale: 8})
		DECQ(RDX)
		JZ(LabelRef(label("done")))
		Label(label("next"))
		BLSRQ(RBX, RBX)
		JNZ(LabelRef(label("hit")))
	}

	if width == 1 {
		expand8 := func() {
			for i := range 4 {
				KMOVQ(Mem{Base: R8, Disp: 8 * i}, K3)
				VPMOVM2B(K3, zmm[4+i])
			}
		}
		expand8()
		Label("loop8")
		CMPQ(RAX, RCX)
		JAE(LabelRef("done8"))
		VMOVDQU8(Mem{Base: RSI, Index: RAX, Scale: 1}, Z0)
		MOVQ(RDI, R9)
		SUBQ(RAX, R9)
		VMOVDQU8(Mem{Base: R9}, Z1)
		VPERMB(Z1, Z31, Z1)
		VPXORQ(Z1, Z0, Z0)
		VMOVDQA64(Z0, Z2)
		VPERMI2B(Z5, Z4, Z2)
		VMOVDQA64(Z0, Z3)
		VPERMI2B(Z7, Z6, Z3)
		VPMOVB2M(Z0, K1)
		VMOVDQU8(Z3, K1, Z2)
		VPTESTMB(Z2, Z2, K2)
		ADDQ(U8(64), RAX)
		KORTESTQ(K2, K2)
		JZ(LabelRef("loop8"))
		VMOVDQU8(Z0, Mem{Base: R12})
		hits(R9, R14)
		expand8()
		JMP(LabelRef("loop8"))
	} else {
		Label("reload16")
		VMOVDQU64(Mem{Base: R8}, Z8)
		VMOVDQU64(Mem{Base: R8, Disp: 64}, Z9)
		CMPQ(R13, U8(1))
		JE(LabelRef("loop16"))
		VMOVDQU64(Mem{Base: R8, Disp: 128}, Z10)
		VMOVDQU64(Mem{Base: R8, Disp: 192}, Z11)
		CMPQ(R13, U8(2))
		JE(LabelRef("loop16"))
		for i := 4; i < 8; i++ {
			VMOVDQU64(Mem{Base: R8, Disp: 64 * i}, zmm[8+i])
		}

		// step sets Z0 to the x of the pairs at AX, Z2 to their word
		// indices x>>4 into the bitmap; test, after the words of the x are
		// in Z3, sets K2 to the x whose bits are set in them.
		step := func() {
			VMOVDQU16(Mem{Base: RSI, Index: RAX, Scale: 2}, Z0)
			MOVQ(RDI, R9)
			SUBQ(RAX, R9)
			SUBQ(RAX, R9)
			VMOVDQU16(Mem{Base: R9}, Z1)
			VPERMW(Z1, Z30, Z1)
			VPXORQ(Z1, Z0, Z0)
			VPSRLW(U8(4), Z0, Z2)
		}
		test := func() {
			VPANDD(Z0, Z29, Z4)
			VPSRLVW(Z4, Z3, Z3)
			VPTESTMW(Z3, Z28, K2)
			ADDQ(U8(32), RAX)
			KORTESTD(K2, K2)
		}
		// lookup sets out to the words of the x from the pair of tables lo
		// and lo+1.
		lookup := func(lo int, out VecPhysical) {
			VMOVDQA64(Z2, out)
			VPERMI2W(zmm[lo+1], zmm[lo], out)
		}
		Label("loop16")
		CMPQ(RAX, RCX)
		JAE(LabelRef("done16"))
		CMPQ(R13, U8(2))
		JA(LabelRef("four16"))
		JE(LabelRef("two16"))
		step()
		lookup(8, Z3)
		test()
		JZ(LabelRef("loop16"))
		JMP(LabelRef("hits16"))

		Label("two16")
		step()
		lookup(8, Z3)
		lookup(10, Z5)
		VPTESTMW(Z2, Z27, K1)
		VMOVDQU16(Z5, K1, Z3)
		test()
		JZ(LabelRef("loop16"))
		JMP(LabelRef("hits16"))

		Label("four16")
		step()
		lookup(8, Z3)
		lookup(10, Z5)
		VPTESTMW(Z2, Z27, K1)
		VMOVDQU16(Z5, K1, Z3)
		lookup(12, Z5)
		lookup(14, Z6)
		VMOVDQU16(Z6, K1, Z5)
		VPTESTMW(Z2, Z26, K1)
		VMOVDQU16(Z5, K1, Z3)
		test()
		JZ(LabelRef("loop16"))

		Label("hits16")
		VMOVDQU16(Z0, Mem{Base: R12})
		hits(R14, R15)
		JMP(LabelRef("reload16"))
	}

	Label(label("done"))
	Store(RDX, ReturnIndex(0))
	VZEROUPPER()
	RET()
}
