//go:build !purego && gc

#include "textflag.h"

// This file is written by hand: avo, which writes the amd64 kernels from
// the programs of _asm/field, generates amd64 only.

// ROWS points R2 ... R9 at the eight tables of 256 words of the LinearMap
// TB, one for each byte, so that each lookup of APPLY is a single load from
// a base that does not wait for the data.
#define ROWS(TB) \
	MOVD $TB(SB), R2    \
	ADD  $2048, R2, R3  \
	ADD  $4096, R2, R4  \
	ADD  $6144, R2, R5  \
	ADD  $8192, R2, R6  \
	ADD  $10240, R2, R7 \
	ADD  $12288, R2, R8 \
	ADD  $14336, R2, R9

// APPLY sets OUT to the linear map of the last ROWS applied to IN (OUT may
// be IN). The eight lookups go to eight registers and are summed as a tree,
// so that none waits for another. R10 ... R15, R19 and R20 are scratch.
#define APPLY(IN, OUT) \
	AND  $0xff, IN, R10    \
	UBFX $8, IN, $8, R11   \
	UBFX $16, IN, $8, R12  \
	UBFX $24, IN, $8, R13  \
	UBFX $32, IN, $8, R14  \
	UBFX $40, IN, $8, R15  \
	UBFX $48, IN, $8, R19  \
	LSR  $56, IN, R20      \
	MOVD (R2)(R10<<3), R10 \
	MOVD (R3)(R11<<3), R11 \
	MOVD (R4)(R12<<3), R12 \
	MOVD (R5)(R13<<3), R13 \
	MOVD (R6)(R14<<3), R14 \
	MOVD (R7)(R15<<3), R15 \
	MOVD (R8)(R19<<3), R19 \
	MOVD (R9)(R20<<3), R20 \
	EOR  R11, R10          \
	EOR  R13, R12          \
	EOR  R15, R14          \
	EOR  R20, R19          \
	EOR  R12, R10          \
	EOR  R19, R14          \
	EOR  R14, R10, OUT

// PMUL sets OUT to the product of the polynomials in the low halves of A and
// B modulo m, reduced as the comment of mul says, with 0x1b in both
// halves of V3; the high half of OUT is left arbitrary. V2, V4 and V5 are
// scratch, and OUT may be A or B.
#define PMUL(A, B, OUT) \
	VPMULL  B.D1, A.D1, V2.Q1       \
	VPMULL2 V3.D2, V2.D2, V4.Q1     \
	VPMULL2 V3.D2, V4.D2, V5.Q1     \
	VEOR    V4.B16, V2.B16, V2.B16  \
	VEOR    V5.B16, V2.B16, OUT.B16

// func mul(x, y uint64) uint64
//
// The 127-bit product hi*x^64 + lo is reduced with x^64 = 0x1b (m - x^64):
// hi*0x1b has at most 68 bits, and its top four times 0x1b fit in 64. The
// reduction costs two PMULL2s, which take their operands from the high
// halves where they lie. Mapping hi back by a table of its own instead
// would cost eight more loads and 16 KiB more of tables, for a gain not
// measured on arm64, so the smaller reduction is kept. Without useCLMUL
// the function jumps to mulGeneric, with the frame as it came.
TEXT ·mul(SB), NOSPLIT, $0-24
	MOVBU ·useCLMUL(SB), R0
	CBZ   R0, generic
	MOVD x+0(FP), R0
	MOVD y+8(FP), R1
	ROWS(·toPoly)
	APPLY(R0, R0)
	APPLY(R1, R1)
	FMOVD   R0, F0
	FMOVD   R1, F1
	MOVD    $0x1b, R0
	VDUP    R0, V3.D2               // 0x1b in both halves, for PMULL2
	PMUL(V0, V1, V0)
	FMOVD   F0, R0                  // the low half is the reduced product
	ROWS(·fromPoly)
	APPLY(R0, R0)
	MOVD R0, ret+16(FP)
	RET

generic:
	JMP ·mulGeneric(SB)

// func pow(x, e uint64) uint64
TEXT ·pow(SB), NOSPLIT, $0-24
	MOVBU ·useCLMUL(SB), R0
	CBZ   R0, generic
	MOVD x+0(FP), R0
	ROWS(·toPoly)
	APPLY(R0, R0)
	FMOVD R0, F6   // x^(2^i) as a polynomial; the write clears the high half
	MOVD  $1, R0
	FMOVD R0, F7   // the product so far, 1 in either basis
	MOVD  $0x1b, R0
	VDUP  R0, V3.D2
	MOVD  e+8(FP), R1
	CBZ   R1, done

loop:
	TBZ $0, R1, square
	PMUL(V7, V6, V7)

square:
	LSR $1, R1
	CBZ R1, done
	PMUL(V6, V6, V6)
	B   loop

done:
	FMOVD F7, R0
	ROWS(·fromPoly)
	APPLY(R0, R0)
	MOVD R0, ret+16(FP)
	RET

generic:
	JMP ·powGeneric(SB)
