//go:build !purego

#include "textflag.h"

// APPLY sets OUT to the linear map tabulated at TB (a LinearMap: eight
// tables of 256 words, one for each byte) applied to IN, which is destroyed.
// IN is AX, BX, CX or DX, so that its second byte is a register too (LO and
// HI name its first two bytes): each shift by 16 yields two indices. Even
// and odd bytes sum in OUT and R10 apart, to halve the chain of XORs. SI and
// DI are scratch.
#define APPLY(TB, IN, LO, HI, OUT) \
	MOVBLZX LO, SI                \
	MOVBLZX HI, DI                \
	MOVQ    (TB)(SI*8), OUT       \
	MOVQ    2048(TB)(DI*8), R10   \
	SHRQ    $16, IN               \
	MOVBLZX LO, SI                \
	MOVBLZX HI, DI                \
	XORQ    4096(TB)(SI*8), OUT   \
	XORQ    6144(TB)(DI*8), R10   \
	SHRQ    $16, IN               \
	MOVBLZX LO, SI                \
	MOVBLZX HI, DI                \
	XORQ    8192(TB)(SI*8), OUT   \
	XORQ    10240(TB)(DI*8), R10  \
	SHRQ    $16, IN               \
	MOVBLZX LO, SI                \
	MOVBLZX HI, DI                \
	XORQ    12288(TB)(SI*8), OUT  \
	XORQ    14336(TB)(DI*8), R10  \
	XORQ    R10, OUT

// polyLow is m - x^64 = x^4 + x^3 + x + 1, in the low word of 16 bytes.
DATA polyLow<>+0(SB)/8, $0x1b
DATA polyLow<>+8(SB)/8, $0
GLOBL polyLow<>(SB), RODATA|NOPTR, $16

// PFOLD multiplies the polynomials in the low words of A and B: it sets X0
// to their 127-bit product hi*x^64 + lo and X1 to hi*polyLow, of at most
// 67 bits. The low word of X0 ^ X1 is then the product modulo m, but for
// the bits of X1 at x^64 and above, which polyOverflow[hi>>60] reduces.
#define PFOLD(A, B) \
	VPCLMULQDQ $0x00, B, A, X0              \
	VPCLMULQDQ $0x01, polyLow<>(SB), X0, X1

// PMUL sets the low word of OUT to the product of the polynomials in the
// low words of A and B modulo m = x^64 + x^4 + x^3 + x + 1, leaving its
// high word arbitrary. X6 holds polyOverflow; X0, X1 and X2 are scratch,
// and OUT may be A or B. The overflow of hi*polyLow is looked up from
// hi>>60 by VPSHUFB while the second carry-less product runs: a third
// carry-less product in its place made each step of Pow 5.2 cycles longer.
#define PMUL(A, B, OUT) \
	PFOLD(A, B)               \
	VPSRLDQ $8, X0, X2        \
	VPSRLQ  $60, X2, X2       \
	VPSHUFB X2, X6, X2        \
	VPXOR   X2, X0, X0        \
	VPXOR   X1, X0, OUT

// func mul(x, y uint64) uint64
//
// The reduction is folded into the change back: fromPoly is linear, so the
// overflow of hi*polyLow is added as fromPolyOverflow[hi>>60] after the
// lookups, off the chain of dependent instructions.
TEXT ·mul(SB), NOSPLIT, $0-24
	CMPB ·useCLMUL(SB), $0
	JEQ  generic
	MOVQ x+0(FP), AX
	MOVQ y+8(FP), BX
	LEAQ ·toPoly(SB), R11
	APPLY(R11, AX, AL, AH, R8)
	APPLY(R11, BX, BL, BH, R9)
	MOVQ R8, X3
	MOVQ R9, X4
	PFOLD(X3, X4)
	VPEXTRQ $1, X0, R9
	SHRQ    $60, R9
	VPXOR   X1, X0, X0
	MOVQ    X0, AX
	LEAQ    ·fromPoly(SB), R11
	APPLY(R11, AX, AL, AH, R8)
	LEAQ    ·fromPolyOverflow(SB), R11
	XORQ    (R11)(R9*8), R8
	MOVQ    R8, ret+16(FP)
	RET

generic:
	JMP ·mulGeneric(SB)

// func pow(x, e uint64) uint64
TEXT ·pow(SB), NOSPLIT, $0-24
	CMPB ·useCLMUL(SB), $0
	JEQ  generic
	MOVQ x+0(FP), AX
	LEAQ ·toPoly(SB), R11
	APPLY(R11, AX, AL, AH, R8)
	MOVQ    R8, X3 // x^(2^i) as a polynomial
	MOVQ    $1, R9
	MOVQ    R9, X4 // the product so far, 1 in either basis
	VMOVDQU ·polyOverflow(SB), X6
	MOVQ    e+8(FP), CX
	TESTQ   CX, CX
	JZ      done

loop:
	TESTQ $1, CX
	JZ    square
	PMUL(X4, X3, X4)

square:
	SHRQ $1, CX
	JZ   done
	PMUL(X3, X3, X3)
	JMP  loop

done:
	MOVQ X4, AX
	LEAQ ·fromPoly(SB), R11
	APPLY(R11, AX, AL, AH, R8)
	MOVQ R8, ret+16(FP)
	RET

generic:
	JMP ·powGeneric(SB)
