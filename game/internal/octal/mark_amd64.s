//go:build !purego

#include "textflag.h"

// PLANE0 and PLANE add to an accumulator the bits of one plane of the
// values in Z0: plane i, of the values 64i to 64i+63, gets 1<<(x-64i).
// VPSLLVQ gives 0 for a count outside [0, 64), so each value sets its bit
// in exactly one plane. Z3 carries x-64i from one plane to the next; Z31
// holds ones, Z30 64s.
#define PLANE0(ACC) \
	VPSLLVQ Z0, Z31, Z2  \
	VPORQ   Z2, ACC, ACC \
	VPSUBQ  Z30, Z0, Z3

#define PLANE(ACC) \
	VPSLLVQ Z3, Z31, Z2  \
	VPORQ   Z2, ACC, ACC \
	VPSUBQ  Z30, Z3, Z3

// RARE sets AX to r and BX to v from the rare heap r<<16 | v at (R8)(R13*8),
// and steps R13.
#define RARE \
	MOVQ (R8)(R13*8), AX \
	INCQ R13             \
	MOVQ AX, BX          \
	SHRQ $16, AX         \
	ANDQ $0xffff, BX

// SETUP loads the arguments of markAVX512: DI the rows, R11 the stride in
// bytes, R15 the heaps, SI the partner values of the first heap for r = 0,
// R8 and CX the rare heaps; Z31 ones and Z30 64s.
#define SETUP \
	MOVQ rows+0(FP), DI         \
	MOVQ stride+8(FP), R15      \
	MOVQ R15, R11               \
	SHLQ $3, R11                \
	MOVQ p+16(FP), SI           \
	MOVQ rare_base+24(FP), R8   \
	MOVQ rare_len+32(FP), CX    \
	MOVL $1, AX                 \
	VPBROADCASTQ AX, Z31        \
	MOVL $64, AX                \
	VPBROADCASTQ AX, Z30

// func mark8AVX512(rows *uint64, stride int, p *uint8, rare []uint64)
//
// For each group of 8 heaps j (qword lanes) and each rare heap e = r<<16 |
// v in rare: x = v ^ p[j-r], and bit x%64 of word x/64 of the bitmap of
// heap j set, word i of heap j being rows[i*stride+j], for 4 words (values
// below 256). The words of the 8 heaps stay in Z16-Z19 while the rare
// heaps pass.
TEXT ·mark8AVX512(SB), NOSPLIT, $0-48
	SETUP

group8:
	LEAQ      (DI)(R11*2), R12
	VMOVDQU64 (DI), Z16
	VMOVDQU64 (DI)(R11*1), Z17
	VMOVDQU64 (R12), Z18
	VMOVDQU64 (R12)(R11*1), Z19
	XORQ      R13, R13

rare8:
	CMPQ R13, CX
	JAE  store8
	RARE
	MOVQ         SI, R14
	SUBQ         AX, R14
	VPMOVZXBQ    (R14), Z0
	VPBROADCASTQ BX, Z1
	VPXORQ       Z1, Z0, Z0
	PLANE0(Z16)
	PLANE(Z17)
	PLANE(Z18)
	PLANE(Z19)
	JMP rare8

store8:
	VMOVDQU64 Z16, (DI)
	VMOVDQU64 Z17, (DI)(R11*1)
	VMOVDQU64 Z18, (R12)
	VMOVDQU64 Z19, (R12)(R11*1)
	ADDQ      $64, DI
	ADDQ      $8, SI
	SUBQ      $8, R15
	JA        group8
	VZEROUPPER
	RET

// func mark16AVX512(rows *uint64, stride int, p *uint16, rare []uint64)
//
// mark8AVX512 for two-byte values, with 8 words (values below 512) in
// Z16-Z23.
TEXT ·mark16AVX512(SB), NOSPLIT, $0-48
	SETUP

group16:
	LEAQ      (DI)(R11*2), R12
	LEAQ      (R12)(R11*2), R9
	LEAQ      (R9)(R11*2), R10
	VMOVDQU64 (DI), Z16
	VMOVDQU64 (DI)(R11*1), Z17
	VMOVDQU64 (R12), Z18
	VMOVDQU64 (R12)(R11*1), Z19
	VMOVDQU64 (R9), Z20
	VMOVDQU64 (R9)(R11*1), Z21
	VMOVDQU64 (R10), Z22
	VMOVDQU64 (R10)(R11*1), Z23
	XORQ      R13, R13

rare16:
	CMPQ R13, CX
	JAE  store16
	RARE
	MOVQ         SI, R14
	SUBQ         AX, R14
	SUBQ         AX, R14
	VPMOVZXWQ    (R14), Z0
	VPBROADCASTQ BX, Z1
	VPXORQ       Z1, Z0, Z0
	PLANE0(Z16)
	PLANE(Z17)
	PLANE(Z18)
	PLANE(Z19)
	PLANE(Z20)
	PLANE(Z21)
	PLANE(Z22)
	PLANE(Z23)
	JMP rare16

store16:
	VMOVDQU64 Z16, (DI)
	VMOVDQU64 Z17, (DI)(R11*1)
	VMOVDQU64 Z18, (R12)
	VMOVDQU64 Z19, (R12)(R11*1)
	VMOVDQU64 Z20, (R9)
	VMOVDQU64 Z21, (R9)(R11*1)
	VMOVDQU64 Z22, (R10)
	VMOVDQU64 Z23, (R10)(R11*1)
	ADDQ      $64, DI
	ADDQ      $16, SI
	SUBQ      $8, R15
	JA        group16
	VZEROUPPER
	RET
