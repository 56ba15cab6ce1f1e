//go:build !purego

#include "textflag.h"

// APPLY sets OUT to the linear map tabulated at TB (a linearMap: eight
// tables of 256 words, one for each byte) applied to IN, which is
// destroyed. The bytes are cut out by rotations of IN rather than a chain of
// shifts, so that the eight loads issue at once; SI and R10 are scratch.
#define APPLY(TB, IN, OUT) \
	MOVBQZX IN, SI               \
	MOVQ    (TB)(SI*8), OUT      \
	RORXQ   $8, IN, SI           \
	MOVBQZX SI, SI               \
	RORXQ   $16, IN, R10         \
	MOVBQZX R10, R10             \
	XORQ    2048(TB)(SI*8), OUT  \
	XORQ    4096(TB)(R10*8), OUT \
	RORXQ   $24, IN, SI          \
	MOVBQZX SI, SI               \
	RORXQ   $32, IN, R10         \
	MOVBQZX R10, R10             \
	XORQ    6144(TB)(SI*8), OUT  \
	XORQ    8192(TB)(R10*8), OUT \
	RORXQ   $40, IN, SI          \
	MOVBQZX SI, SI               \
	RORXQ   $48, IN, R10         \
	MOVBQZX R10, R10             \
	XORQ    10240(TB)(SI*8), OUT \
	XORQ    12288(TB)(R10*8), OUT \
	SHRQ    $56, IN              \
	XORQ    14336(TB)(IN*8), OUT

// POLYMUL sets OUT to the product of the polynomials A and B modulo
// m = x^64 + x^4 + x^3 + x + 1. X3 must hold m - x^64 = 0x1b in its low
// word; X0, X1 and X2 are scratch. The 127-bit product hi*x^64 + lo is
// reduced with x^64 = 0x1b: hi*0x1b has at most 68 bits, and its top four
// times 0x1b fit in 64.
#define POLYMUL(A, B, OUT) \
	MOVQ      A, X0           \
	MOVQ      B, X1           \
	PCLMULQDQ $0x00, X1, X0   \
	MOVOU     X0, X1          \
	PCLMULQDQ $0x01, X3, X1  \
	MOVOU     X1, X2          \
	PCLMULQDQ $0x01, X3, X2  \
	PXOR      X1, X0          \
	PXOR      X2, X0          \
	MOVQ      X0, OUT

// func mulCLMUL(x, y uint64) uint64
TEXT ·mulCLMUL(SB), NOSPLIT, $0-24
	MOVQ x+0(FP), AX
	MOVQ y+8(FP), BX
	MOVQ $0x1b, CX
	MOVQ CX, X3
	LEAQ ·toPoly(SB), DI
	APPLY(DI, AX, R8)
	APPLY(DI, BX, R9)
	POLYMUL(R8, R9, AX)
	LEAQ ·fromPoly(SB), DI
	APPLY(DI, AX, R8)
	MOVQ R8, ret+16(FP)
	RET
