//go:build !purego

#include "textflag.h"

// rev8 reverses the 64 bytes of a vector with VPERMB, rev16 the 32 words
// with VPERMW.
DATA rev8<>+0(SB)/8, $0x38393a3b3c3d3e3f
DATA rev8<>+8(SB)/8, $0x3031323334353637
DATA rev8<>+16(SB)/8, $0x28292a2b2c2d2e2f
DATA rev8<>+24(SB)/8, $0x2021222324252627
DATA rev8<>+32(SB)/8, $0x18191a1b1c1d1e1f
DATA rev8<>+40(SB)/8, $0x1011121314151617
DATA rev8<>+48(SB)/8, $0x08090a0b0c0d0e0f
DATA rev8<>+56(SB)/8, $0x0001020304050607
GLOBL rev8<>(SB), RODATA|NOPTR, $64

DATA rev16<>+0(SB)/8, $0x001c001d001e001f
DATA rev16<>+8(SB)/8, $0x00180019001a001b
DATA rev16<>+16(SB)/8, $0x0014001500160017
DATA rev16<>+24(SB)/8, $0x0010001100120013
DATA rev16<>+32(SB)/8, $0x000c000d000e000f
DATA rev16<>+40(SB)/8, $0x00080009000a000b
DATA rev16<>+48(SB)/8, $0x0004000500060007
DATA rev16<>+56(SB)/8, $0x0000000100020003
GLOBL rev16<>(SB), RODATA|NOPTR, $64

// EXPAND8 spreads the bitmap of 256 values at P into the byte tables
// Z4-Z7: byte x%64 of Z(4+x/64) is 0xff when x is in the bitmap, 0 if not.
#define EXPAND8(P) \
	KMOVQ     0(P), K3 \
	VPMOVM2B  K3, Z4   \
	KMOVQ     8(P), K3 \
	VPMOVM2B  K3, Z5   \
	KMOVQ     16(P), K3 \
	VPMOVM2B  K3, Z6   \
	KMOVQ     24(P), K3 \
	VPMOVM2B  K3, Z7

// func scan8AVX512(lo, hi *uint8, chunks int, need *uint64, count int) int
//
// Each step takes 64 pairs: x = lo[i] ^ hi[-i] (hi read as the 64 bytes
// below it, reversed), the table bytes of the x by two VPERMI2B (for x
// below and above 128, chosen by the top bit of x), and a test of them. A
// step with a value found removes each value found from need, in the order
// of i, and spreads need again. Taking the steps from the start of the
// scan, while many values are found in each, is faster than the plain
// loop, whose branch on each value is then unpredictable.
TEXT ·scan8AVX512(SB), NOSPLIT, $64-48
	MOVQ lo+0(FP), SI
	MOVQ hi+8(FP), DI
	MOVQ chunks+16(FP), CX
	MOVQ need+24(FP), R8
	MOVQ count+32(FP), DX
	VMOVDQU64 rev8<>(SB), Z31
	SUBQ $63, DI
	SHLQ $6, CX
	XORQ AX, AX
	LEAQ buf-64(SP), R12
	EXPAND8(R8)

loop8:
	CMPQ AX, CX
	JAE  done8
	VMOVDQU8  (SI)(AX*1), Z0
	MOVQ      DI, R9
	SUBQ      AX, R9
	VMOVDQU8  (R9), Z1
	VPERMB    Z1, Z31, Z1
	VPXORQ    Z1, Z0, Z0
	VMOVDQA64 Z0, Z2
	VPERMI2B  Z5, Z4, Z2
	VMOVDQA64 Z0, Z3
	VPERMI2B  Z7, Z6, Z3
	VPMOVB2M  Z0, K1
	VMOVDQU8  Z3, K1, Z2
	VPTESTMB  Z2, Z2, K2
	ADDQ      $64, AX
	KORTESTQ  K2, K2
	JZ        loop8

	VMOVDQU8 Z0, (R12)
	KMOVQ    K2, BX

hit8:
	TZCNTQ  BX, R10
	MOVBLZX (R12)(R10*1), R11
	MOVQ    R11, R9
	SHRQ    $6, R9
	MOVQ    (R8)(R9*8), R14
	BTRQ    R11, R14
	JCC     next8
	MOVQ    R14, (R8)(R9*8)
	DECQ    DX
	JZ      done8

next8:
	BLSRQ BX, BX
	JNZ   hit8
	EXPAND8(R8)
	JMP   loop8

done8:
	MOVQ DX, ret+40(FP)
	VZEROUPPER
	RET

// STEP16 sets Z0 to the 32 values x = lo[i] ^ hi[-i] at pair AX, and Z2 to
// their word indices x>>4 into the bitmap.
#define STEP16 \
	VMOVDQU16 (SI)(AX*2), Z0 \
	MOVQ      DI, R9         \
	SUBQ      AX, R9         \
	SUBQ      AX, R9         \
	VMOVDQU16 (R9), Z1       \
	VPERMW    Z1, Z30, Z1    \
	VPXORQ    Z1, Z0, Z0     \
	VPSRLW    $4, Z0, Z2

// TEST16 sets K2 to the values of Z0 whose bits, in the bitmap words Z3,
// are set.
#define TEST16 \
	VPANDD    Z0, Z29, Z4 \
	VPSRLVW   Z4, Z3, Z3  \
	VPTESTMW  Z3, Z28, K2 \
	ADDQ      $32, AX     \
	KORTESTD  K2, K2

// func scan16AVX512(lo, hi *uint16, chunks int, need *uint64, count, tables int) int
//
// As scan8AVX512, 32 pairs a step: the bitmap word of each x is looked up
// by VPERMI2W in pairs of registers of 64 words (1024 values), chosen by
// the bits 10 and 11 of x when there are 2 or 4 pairs, and its bit tested.
TEXT ·scan16AVX512(SB), NOSPLIT, $64-56
	MOVQ lo+0(FP), SI
	MOVQ hi+8(FP), DI
	MOVQ chunks+16(FP), CX
	MOVQ need+24(FP), R8
	MOVQ count+32(FP), DX
	MOVQ tables+40(FP), R13
	VMOVDQU64 rev16<>(SB), Z30
	MOVL $15, R9
	VPBROADCASTW R9, Z29
	MOVL $1, R9
	VPBROADCASTW R9, Z28
	MOVL $64, R9
	VPBROADCASTW R9, Z27
	MOVL $128, R9
	VPBROADCASTW R9, Z26
	SUBQ $62, DI
	SHLQ $5, CX
	XORQ AX, AX
	LEAQ buf-64(SP), R12

	// The bitmap at R8, 1024 values a pair of registers, as tables of
	// words in Z8-Z15, as many pairs as R13 says; loaded again after the
	// values found are removed.
reload16:
	VMOVDQU64 0(R8), Z8
	VMOVDQU64 64(R8), Z9
	CMPQ      R13, $1
	JE        loop16
	VMOVDQU64 128(R8), Z10
	VMOVDQU64 192(R8), Z11
	CMPQ      R13, $2
	JE        loop16
	VMOVDQU64 256(R8), Z12
	VMOVDQU64 320(R8), Z13
	VMOVDQU64 384(R8), Z14
	VMOVDQU64 448(R8), Z15

loop16:
	CMPQ AX, CX
	JAE  done16
	CMPQ R13, $2
	JA   four16
	JE   two16
	STEP16
	VMOVDQA64 Z2, Z3
	VPERMI2W  Z9, Z8, Z3
	TEST16
	JZ   loop16
	JMP  hits16

two16:
	STEP16
	VMOVDQA64 Z2, Z3
	VPERMI2W  Z9, Z8, Z3
	VMOVDQA64 Z2, Z5
	VPERMI2W  Z11, Z10, Z5
	VPTESTMW  Z2, Z27, K1
	VMOVDQU16 Z5, K1, Z3
	TEST16
	JZ   loop16
	JMP  hits16

four16:
	STEP16
	VMOVDQA64 Z2, Z3
	VPERMI2W  Z9, Z8, Z3
	VMOVDQA64 Z2, Z5
	VPERMI2W  Z11, Z10, Z5
	VPTESTMW  Z2, Z27, K1
	VMOVDQU16 Z5, K1, Z3
	VMOVDQA64 Z2, Z5
	VPERMI2W  Z13, Z12, Z5
	VMOVDQA64 Z2, Z6
	VPERMI2W  Z15, Z14, Z6
	VMOVDQU16 Z6, K1, Z5
	VPTESTMW  Z2, Z26, K1
	VMOVDQU16 Z5, K1, Z3
	TEST16
	JZ   loop16

hits16:
	VMOVDQU16 Z0, (R12)
	KMOVD     K2, BX

hit16:
	TZCNTQ  BX, R10
	MOVWLZX (R12)(R10*2), R11
	MOVQ    R11, R14
	SHRQ    $6, R14
	MOVQ    (R8)(R14*8), R15
	BTRQ    R11, R15
	JCC     next16
	MOVQ    R15, (R8)(R14*8)
	DECQ    DX
	JZ      done16

next16:
	BLSRQ BX, BX
	JNZ   hit16
	JMP   reload16

done16:
	MOVQ DX, ret+48(FP)
	VZEROUPPER
	RET
