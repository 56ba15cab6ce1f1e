//go:build !purego

#include "textflag.h"

// MACROW adds the products of the word at ADDR, broadcast to Z27, with the
// 24 words of Z24-Z26 to the accumulators of one row of the tile: E0, E1,
// E2 take the even words of Z24, Z25, Z26 and O0, O1, O2 the odd ones, each
// lane a 128-bit carry-less product. Z28-Z31 are scratch.
#define MACROW(ADDR, E0, O0, E1, O1, E2, O2) \
	VPBROADCASTQ ADDR, Z27             \
	VPCLMULQDQ   $0x00, Z24, Z27, Z28  \
	VPCLMULQDQ   $0x10, Z24, Z27, Z29  \
	VPCLMULQDQ   $0x00, Z25, Z27, Z30  \
	VPCLMULQDQ   $0x10, Z25, Z27, Z31  \
	VPXORQ       Z28, E0, E0           \
	VPXORQ       Z29, O0, O0           \
	VPXORQ       Z30, E1, E1           \
	VPXORQ       Z31, O1, O1           \
	VPCLMULQDQ   $0x00, Z26, Z27, Z28  \
	VPCLMULQDQ   $0x10, Z26, Z27, Z29  \
	VPXORQ       Z28, E2, E2           \
	VPXORQ       Z29, O2, O2

// REDUCE stores at OFF(DI) the eight words E and O accumulate (the even and
// the odd ones), each reduced modulo m = x^64 + x^4 + x^3 + x + 1 as in
// PMUL8 of batch_amd64.s: the high word h of a product is folded in as
// h*0x1b (Z24 holds 0x1b in every word), whose bits 64-66 are folded in the
// same way. Z25-Z29 are scratch.
#define REDUCE(E, O, OFF) \
	VPCLMULQDQ  $0x01, Z24, E, Z25     \
	VPCLMULQDQ  $0x01, Z24, O, Z26     \
	VPCLMULQDQ  $0x01, Z24, Z25, Z27   \
	VPCLMULQDQ  $0x01, Z24, Z26, Z28   \
	VPTERNLOGQ  $0x96, Z27, Z25, E     \
	VPTERNLOGQ  $0x96, Z28, Z26, O     \
	VPUNPCKLQDQ O, E, Z29              \
	VMOVDQU64   Z29, OFF(DI)

// REDUCEROW stores the row of the tile that E0, O0, ..., O2 accumulate at
// DI and moves DI to the next row.
#define REDUCEROW(E0, O0, E1, O1, E2, O2) \
	REDUCE(E0, O0, 0)   \
	REDUCE(E1, O1, 64)  \
	REDUCE(E2, O2, 128) \
	ADDQ DX, DI

// func mulTileAVX512(c *uint64, ldc int, a *uint64, lda int, b *uint64, k int)
//
// Row r of the tile accumulates in Z(6r)-Z(6r+5), as MACROW describes; Z24-Z26
// hold row l of b.
TEXT ·mulTileAVX512(SB), NOSPLIT, $0-48
	MOVQ   c+0(FP), DI
	MOVQ   ldc+8(FP), DX
	MOVQ   a+16(FP), SI
	MOVQ   lda+24(FP), R8
	MOVQ   b+32(FP), BX
	MOVQ   k+40(FP), CX
	SHLQ   $3, DX
	SHLQ   $3, R8
	LEAQ   (R8)(R8*2), R9
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	VPXORQ Z4, Z4, Z4
	VPXORQ Z5, Z5, Z5
	VPXORQ Z6, Z6, Z6
	VPXORQ Z7, Z7, Z7
	VPXORQ Z8, Z8, Z8
	VPXORQ Z9, Z9, Z9
	VPXORQ Z10, Z10, Z10
	VPXORQ Z11, Z11, Z11
	VPXORQ Z12, Z12, Z12
	VPXORQ Z13, Z13, Z13
	VPXORQ Z14, Z14, Z14
	VPXORQ Z15, Z15, Z15
	VPXORQ Z16, Z16, Z16
	VPXORQ Z17, Z17, Z17
	VPXORQ Z18, Z18, Z18
	VPXORQ Z19, Z19, Z19
	VPXORQ Z20, Z20, Z20
	VPXORQ Z21, Z21, Z21
	VPXORQ Z22, Z22, Z22
	VPXORQ Z23, Z23, Z23
	TESTQ  CX, CX
	JZ     reduce

loop:
	VMOVDQU64 (BX), Z24
	VMOVDQU64 64(BX), Z25
	VMOVDQU64 128(BX), Z26
	MACROW((SI), Z0, Z1, Z2, Z3, Z4, Z5)
	MACROW((SI)(R8*1), Z6, Z7, Z8, Z9, Z10, Z11)
	MACROW((SI)(R8*2), Z12, Z13, Z14, Z15, Z16, Z17)
	MACROW((SI)(R9*1), Z18, Z19, Z20, Z21, Z22, Z23)
	ADDQ      $192, BX
	ADDQ      $8, SI
	DECQ      CX
	JNZ       loop

reduce:
	MOVQ         $0x1b, AX
	VPBROADCASTQ AX, Z24
	REDUCEROW(Z0, Z1, Z2, Z3, Z4, Z5)
	REDUCEROW(Z6, Z7, Z8, Z9, Z10, Z11)
	REDUCEROW(Z12, Z13, Z14, Z15, Z16, Z17)
	REDUCEROW(Z18, Z19, Z20, Z21, Z22, Z23)
	VZEROUPPER
	RET
