// Package field holds what the avo programs of nimber's field kernels share:
// the one reduction by the field's modulus of the vector kernels (Reduce),
// the instructions avo v0.5.0 lacks, and the start of a generated file.
//
// The kernels compute in GF(2)[x]/(m), m = x^64 + x^4 + x^3 + x + 1, the
// polynomial basis of the nimbers of 64 bits (see nimber's polybasis.go).
// Each program writes one .s file and the Go declarations of its functions;
// _asm/generate.sh runs them all. The arm64 kernel (clmul_arm64.s) stays
// written by hand: avo generates amd64 only.
package field

import (
	"flag"
	"go/token"
	"go/types"
	"os"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/gotypes"
	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// ModulusLow is m - x^64 = x^4 + x^3 + x + 1.
const ModulusLow = 0x1b

// A File is a generated file: the avo context that builds it and the Go
// package it belongs to, for the signatures of its functions. Rather than
// loading the package, which needs the declarations this program writes,
// it holds stand-ins for the named types the signatures use, declared with
// the same underlying types.
type File struct {
	*build.Context
	types *types.Package
}

// Start begins a generated file of the package with the import path path:
// the file is built for gc without the purego tag (the generic twins of its
// functions take the complement).
func Start(path string) *File {
	f := &File{Context: build.NewContext(), types: types.NewPackage(path, "p")}
	f.ConstraintExpr("!purego,gc") // !purego && gc, in the syntax of avo v0.5.0
	return f
}

// Generate writes the file and the declarations of its functions where the
// flags -out, -stubs and -pkg (the package name) say, and exits on error.
func (f *File) Generate() {
	fs := flag.NewFlagSet(os.Args[0], flag.ExitOnError)
	flags := build.NewFlags(fs)
	_ = fs.Parse(os.Args[1:]) // ExitOnError: exits on an error
	if build.Main(flags.Config(), f.Context) != 0 {
		os.Exit(1)
	}
}

// Type declares the named type name of the package, with the underlying
// type of the Go expression expr (of builtin types).
func (f *File) Type(name, expr string) {
	tv, err := types.Eval(token.NewFileSet(), nil, token.NoPos, expr)
	if err != nil {
		panic(err)
	}
	tn := types.NewTypeName(token.NoPos, f.types, name, nil)
	types.NewNamed(tn, tv.Type, nil)
	f.types.Scope().Insert(tn)
}

// Text begins the NOSPLIT function name with the signature sig (a Go
// function type, which may use the types declared by Type), declared
// //go:noescape with the doc comment doc.
func (f *File) Text(name, sig string, doc ...string) {
	s, err := gotypes.ParseSignatureInPackage(f.types, sig)
	if err != nil {
		panic(err)
	}
	f.Function(name)
	f.Attributes(attr.NOSPLIT)
	f.Signature(s)
	f.Doc(doc...)
	f.Pragma("noescape")
}

// Raw emits an instruction that avo v0.5.0 does not know (its x86 tables
// lack GFNI and the 512-bit VPCLMULQDQ), with the operands ops in Go's
// order, reading in and writing out (for the liveness of registers), and
// needing the extensions isa.
func (f *File) Raw(opcode string, ops, in, out []operand.Op, isa ...string) {
	f.Instruction(&ir.Instruction{Opcode: opcode, Operands: ops, Inputs: in, Outputs: out, ISA: isa})
}

// VPCLMULQDQZ sets dst to the four carry-less products of the words of the
// 128-bit lanes of a and b that imm selects (bit 0 for a, bit 4 for b).
func (f *File) VPCLMULQDQZ(imm uint8, b, a, dst reg.VecPhysical) {
	f.Raw("VPCLMULQDQ", []operand.Op{operand.U8(imm), b, a, dst}, []operand.Op{b, a}, []operand.Op{dst}, "AVX512F", "VPCLMULQDQ")
}

// VGF2P8AFFINEQB sets each byte of dst to the 8x8 bit matrix in the word of
// m over it applied to the byte of x, plus imm.
func (f *File) VGF2P8AFFINEQB(imm uint8, m operand.Op, x, dst reg.VecPhysical) {
	f.Raw("VGF2P8AFFINEQB", []operand.Op{operand.U8(imm), m, x, dst}, []operand.Op{m, x}, []operand.Op{dst}, "AVX512F", "GFNI")
}

// Jump ends the function with a jump to the Go function sym (such as
// "·mulGeneric"), which then returns to the caller in its place.
func (f *File) Jump(sym string) {
	f.Instruction(&ir.Instruction{
		Opcode:     "JMP",
		Operands:   []operand.Op{operand.NewDataAddr(operand.Symbol{Name: sym}, 0)},
		IsTerminal: true,
	})
}

// reduceTable[q] is t*(x^4 + x^3 + x + 1) for the overflow t = q ^ q>>1 ^
// q>>3 of h*(x^4 + x^3 + x + 1) past x^63, q = h>>60: a VPSHUFB table.
func reduceTable() (tab [16]byte) {
	for q := range 16 {
		t := q ^ q>>1 ^ q>>3
		for b := range 5 {
			if ModulusLow>>b&1 != 0 {
				tab[q] ^= byte(t << b)
			}
		}
	}
	return tab
}

// ReduceTable emits the table of Reduce as the file's data reduceTable<>
// (16 bytes) and returns its address.
func (f *File) ReduceTable() operand.Mem {
	tab := reduceTable()
	m := f.StaticGlobal("reduceTable")
	f.Context.DataAttributes(attr.RODATA | attr.NOPTR)
	for i, b := range tab {
		f.AddDatum(i, operand.U8(b))
	}
	return m
}

// Reduce emits out = l + h*x^64 modulo m, word by word, for the low and
// high words l and h of eight carry-less products (or sums of them) in
// word order, in 512-bit registers. tab holds the 16 bytes of ReduceTable
// in each 128-bit lane; t are scratch; l is destroyed, h is kept, and out
// may be l or h. It is the reduction of every vector kernel; the scalar
// Mul and Pow keep one of their own, which _asm/field/clmul explains.
//
// x^64 = x^4 + x^3 + x + 1 modulo m, so h*x^64 is h + (h << 1) + (h << 3) +
// (h << 4), with the bits shifted out past x^63, which depend on q = h>>60
// alone, reduced once more by the table: tab[q] in the low byte of each
// word (VPSHUFB looks up the bytes of q, all but the lowest zero, and
// tab[0] = 0). Every term depends on h by one shift, or a shift and the
// lookup, so out is four operations after h, and no carry-less product is
// spent. It replaced three forms: two more VPCLMULQDQs a product (batch
// and matmul, both slower) and shifts that folded the overflow back before
// the second round of shifts (poly, as fast but two operations deeper).
func (f *File) Reduce(l, h, out, tab reg.VecPhysical, t [3]reg.VecPhysical) {
	f.VPSLLQ(operand.U8(4), h, t[0])
	f.VPSLLQ(operand.U8(1), h, t[1])
	f.VPSLLQ(operand.U8(3), h, t[2])
	f.VPTERNLOGQ(operand.U8(0x96), t[0], t[2], t[1])
	f.VPSRLQ(operand.U8(60), h, t[0])
	f.VPSHUFB(t[0], tab, t[0])
	f.VPTERNLOGQ(operand.U8(0x96), t[0], h, l)
	f.VPXORQ(t[1], l, out)
}

// Advance adds n to each of the pointers ps.
func (f *File) Advance(n int, ps ...reg.GPPhysical) {
	var imm operand.Op = operand.U32(uint32(n))
	if n < 128 {
		imm = operand.U8(n)
	}
	for _, p := range ps {
		f.ADDQ(imm, p)
	}
}

// TailMask sets k to the mask of the low n words of a vector (n in CX, 0
// to 7); AX is scratch.
func (f *File) TailMask(k reg.OpmaskPhysical) {
	f.MOVQ(operand.U32(1), reg.RAX)
	f.SHLQ(reg.CL, reg.RAX)
	f.DECQ(reg.RAX)
	f.KMOVW(reg.EAX, k)
}
