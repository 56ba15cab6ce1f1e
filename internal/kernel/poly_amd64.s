//go:build !purego

#include "textflag.h"

// The kernels compute in GF(2)[x]/(m), m = x^64 + x^4 + x^3 + x + 1, on
// eight words at a time, and need AVX-512 (F) and VPCLMULQDQ.

// REDUCE sets OUT to L + H*x^64 modulo m, word by word, for the low and high
// words L and H of eight carry-less products; OUT may be L, and H is
// destroyed. x^64 = x^4 + x^3 + x + 1 modulo m, so H*x^64 is H + (H << 1) +
// (H << 3) + (H << 4) with the bits shifted out, T = (H >> 63) + (H >> 61)
// + (H >> 60), folded back the same way; T has four bits, so the second
// fold shifts nothing out. Both folds at once: with G = H + T, H*x^64 is
// G + (G << 1) + (G << 3) + (G << 4). Z13-Z15 are scratch. (Reducing with
// two more carry-less products by x^4 + x^3 + x + 1 was measured slower.)
#define REDUCE(L, H, OUT) \
	VPSRLQ     $63, H, Z13       \
	VPSRLQ     $61, H, Z14       \
	VPSRLQ     $60, H, Z15       \
	VPTERNLOGQ $0x96, Z14, Z13, H \
	VPXORQ     Z15, H, H         \
	VPSLLQ     $1, H, Z13        \
	VPSLLQ     $3, H, Z14        \
	VPSLLQ     $4, H, Z15        \
	VPTERNLOGQ $0x96, Z13, H, L  \
	VPTERNLOGQ $0x96, Z15, Z14, L \
	VMOVDQA64  L, OUT

// MULV sets OUT to the eight products of the words of V and C modulo m:
// VPCLMULQDQ multiplies the even words of each 128-bit lane, then the odd
// ones, and the low and high words of the products are gathered in word
// order for REDUCE. Z10-Z15 are scratch.
#define MULV(V, C, OUT) \
	VPCLMULQDQ  $0x00, C, V, Z10 \
	VPCLMULQDQ  $0x11, C, V, Z11 \
	VPUNPCKLQDQ Z11, Z10, OUT    \
	VPUNPCKHQDQ Z11, Z10, Z12    \
	REDUCE(OUT, Z12, OUT)

// EACH8 runs BODY on each group of eight words, the first CX words of the
// slices at hand, with K1 selecting the words of the group: all eight, then
// the last 1-7 (so that no word past the slices is touched). BODY loads and
// stores under K1 and advances its pointers by 64 bytes. AX is scratch.
#define EACH8(BODY) \
	MOVQ  $0xff, AX \
	KMOVW AX, K1    \
	JMP   test8     \
group8: \
	BODY            \
	SUBQ  $8, CX    \
test8: \
	CMPQ  CX, $8    \
	JAE   group8    \
	TESTQ CX, CX    \
	JZ    done8     \
	MOVQ  $1, AX    \
	SHLQ  CX, AX    \
	DECQ  AX        \
	KMOVW AX, K1    \
	BODY            \
done8: \
	VZEROUPPER

// dst = x*y, at DI, SI and DX.
#define MULBODY \
	VMOVDQU64.Z (SI), K1, Z0 \
	VMOVDQU64.Z (DX), K1, Z1 \
	MULV(Z0, Z1, Z2)         \
	VMOVDQU64   Z2, K1, (DI) \
	ADDQ        $64, SI      \
	ADDQ        $64, DX      \
	ADDQ        $64, DI

// func mulVec(dst, x, y []uint64)
TEXT ·mulVec(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), CX
	MOVQ x_base+24(FP), SI
	MOVQ y_base+48(FP), DX
	EACH8(MULBODY)
	RET

// LAYER defines the kernel NAME, which applies BUTTERFLY to each pair of
// eight words u (Z0) and v (Z1) of each block of 2h words, h a positive
// multiple of 8, u in the first half and v at the same place in the second,
// with the twiddle of the block in every word of Z31. Before block m > 0,
// the twiddle c becomes c + d[tzcnt(m)].
#define LAYER(NAME, BUTTERFLY) \
TEXT NAME(SB), NOSPLIT, $0-56 \
	MOVQ f_base+0(FP), DI \
	MOVQ blocks+24(FP), CX \
	MOVQ h+32(FP), BX \
	MOVQ c+40(FP), AX \
	MOVQ d+48(FP), R8 \
	SHLQ $3, BX \
	MOVQ $1, R9 \
block: \
	VPBROADCASTQ AX, Z31 \
	LEAQ         (DI)(BX*1), SI \
	MOVQ         BX, DX \
pair: \
	VMOVDQU64 (DI), Z0 \
	VMOVDQU64 (SI), Z1 \
	BUTTERFLY \
	VMOVDQU64 Z0, (DI) \
	VMOVDQU64 Z1, (SI) \
	ADDQ      $64, DI \
	ADDQ      $64, SI \
	SUBQ      $64, DX \
	JNZ       pair \
	MOVQ      SI, DI \
	TZCNTQ    R9, R10 \
	XORQ      (R8)(R10*8), AX \
	INCQ      R9 \
	DECQ      CX \
	JNZ       block \
	VZEROUPPER \
	RET

// u += c*v, then v += u.
#define FWDBUTTERFLY \
	MULV(Z1, Z31, Z2) \
	VPXORQ Z2, Z0, Z0 \
	VPXORQ Z0, Z1, Z1

// v += u, then u += c*v: the inverse.
#define INVBUTTERFLY \
	VPXORQ Z0, Z1, Z1 \
	MULV(Z1, Z31, Z2) \
	VPXORQ Z2, Z0, Z0

// func fwdLayer(f []uint64, blocks, h int, c uint64, d *[64]uint64)
LAYER(·fwdLayer, FWDBUTTERFLY)

// func invLayer(f []uint64, blocks, h int, c uint64, d *[64]uint64)
LAYER(·invLayer, INVBUTTERFLY)

// The leaf kernels do the last three layers (h = 4, 2, 1) on pairs of
// groups of eight words, g0 at Z0 and g1 at Z1. Shuffles gather the halves
// u and v of each layer's blocks into whole registers:
//
//	h = 4: U = g0[0:4] g1[0:4]          V = g0[4:8] g1[4:8]
//	h = 2: U1 = U[0:2] U[4:6] V[0:2] V[4:6], V1 = U[2:4] U[6:8] V[2:4] V[6:8]
//	h = 1: U0 = the even words of U1 and V1, lane by lane, V0 the odd ones
//
// Z20, Z21 and Z22 hold the twiddles of each word of V, V1 and V0 for the
// pair at hand. After a pair, each twiddle of layer i gains d[tzcnt(p)][i],
// p the index of the next pair.

// LEAFIN sets Z2 = U, Z3 = V from Z0 and Z1, LEAFMID Z5 = U1, Z6 = V1 from
// Z2 and Z3, LEAFLOW Z7 = U0, Z8 = V0 from Z5 and Z6; the OUT macros undo
// them.
#define LEAFIN \
	VSHUFI64X2 $0x44, Z1, Z0, Z2 \
	VSHUFI64X2 $0xEE, Z1, Z0, Z3

#define LEAFOUT \
	VSHUFI64X2 $0x44, Z3, Z2, Z0 \
	VSHUFI64X2 $0xEE, Z3, Z2, Z1

#define LEAFMID \
	VSHUFI64X2 $0x88, Z3, Z2, Z5 \
	VSHUFI64X2 $0xDD, Z3, Z2, Z6

// The inverse of LEAFMID: U = U1[0:2] V1[0:2] U1[2:4] V1[2:4], and V the
// same from the upper halves.
#define MIDOUT \
	VSHUFI64X2 $0x44, Z6, Z5, Z2 \
	VSHUFI64X2 $0xD8, Z2, Z2, Z2 \
	VSHUFI64X2 $0xEE, Z6, Z5, Z3 \
	VSHUFI64X2 $0xD8, Z3, Z3, Z3

#define LEAFLOW \
	VPUNPCKLQDQ Z6, Z5, Z7 \
	VPUNPCKHQDQ Z6, Z5, Z8

#define LOWOUT \
	VPUNPCKLQDQ Z8, Z7, Z5 \
	VPUNPCKHQDQ Z8, Z7, Z6

// NEXTLEAF advances the twiddles to pair R9 and counts it.
#define NEXTLEAF \
	TZCNTQ       R9, R10          \
	LEAQ         (R10)(R10*2), R10 \
	SHLQ         $3, R10          \
	VPBROADCASTQ (R8)(R10*1), Z23 \
	VPBROADCASTQ 8(R8)(R10*1), Z24 \
	VPBROADCASTQ 16(R8)(R10*1), Z25 \
	VPXORQ       Z23, Z20, Z20    \
	VPXORQ       Z24, Z21, Z21    \
	VPXORQ       Z25, Z22, Z22    \
	INCQ         R9

// LEAF defines the kernel NAME, which applies BODY to each pair of groups,
// in Z0 and Z1, with the twiddles c of the first pair and their changes d.
#define LEAF(NAME, BODY) \
TEXT NAME(SB), NOSPLIT, $0-48 \
	MOVQ      f_base+0(FP), DI \
	MOVQ      pairs+24(FP), CX \
	MOVQ      c+32(FP), AX \
	MOVQ      d+40(FP), R8 \
	VMOVDQU64 (AX), Z20 \
	VMOVDQU64 64(AX), Z21 \
	VMOVDQU64 128(AX), Z22 \
	MOVQ      $1, R9 \
leaf: \
	VMOVDQU64 (DI), Z0 \
	VMOVDQU64 64(DI), Z1 \
	BODY \
	VMOVDQU64 Z0, (DI) \
	VMOVDQU64 Z1, 64(DI) \
	ADDQ      $128, DI \
	NEXTLEAF \
	DECQ      CX \
	JNZ       leaf \
	VZEROUPPER \
	RET

// The layers h = 4, 2, 1, each a gather, the butterflies u += c v, v += u,
// and the scatter.
#define FWDLEAF \
	LEAFIN \
	MULV(Z3, Z20, Z4) \
	VPXORQ Z4, Z2, Z2 \
	VPXORQ Z2, Z3, Z3 \
	LEAFMID \
	MULV(Z6, Z21, Z4) \
	VPXORQ Z4, Z5, Z5 \
	VPXORQ Z5, Z6, Z6 \
	LEAFLOW \
	MULV(Z8, Z22, Z4) \
	VPXORQ Z4, Z7, Z7 \
	VPXORQ Z7, Z8, Z8 \
	LOWOUT \
	MIDOUT \
	LEAFOUT

// The inverse: the layers h = 1, 2, 4 with the butterflies v += u,
// u += c v.
#define INVLEAF \
	LEAFIN \
	LEAFMID \
	LEAFLOW \
	VPXORQ Z7, Z8, Z8 \
	MULV(Z8, Z22, Z4) \
	VPXORQ Z4, Z7, Z7 \
	LOWOUT \
	VPXORQ Z5, Z6, Z6 \
	MULV(Z6, Z21, Z4) \
	VPXORQ Z4, Z5, Z5 \
	MIDOUT \
	VPXORQ Z2, Z3, Z3 \
	MULV(Z3, Z20, Z4) \
	VPXORQ Z4, Z2, Z2 \
	LEAFOUT

// func fwdLeaf(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64)
LEAF(·fwdLeaf, FWDLEAF)

// func invLeaf(f []uint64, pairs int, c *[24]uint64, d *[64][3]uint64)
LEAF(·invLeaf, INVLEAF)

// func basecaseVec(dst, a, bpad []uint64)
//
// dst = a*b for b = bpad[8:len(bpad)-8], eight zero words on each side,
// len(dst) = len(a)+len(b)-1. Each group of eight words of dst, from k on,
// sums a[i]*b[k-i:k-i+8] over the i with some nonzero term, as 128-bit
// carry-less products in Z16 (even words) and Z17 (odd words), and reduces
// the sums once.
TEXT ·basecaseVec(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R11
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), R12
	MOVQ bpad_base+48(FP), DX
	MOVQ bpad_len+56(FP), R13
	SUBQ $16, R13             // len(b)
	XORQ BX, BX               // k

group:
	// i from max(0, k-len(b)+1) to min(len(a)-1, k+7)
	MOVQ   BX, R14
	SUBQ   R13, R14
	INCQ   R14
	XORQ   AX, AX
	TESTQ  R14, R14
	CMOVQLT AX, R14
	LEAQ   7(BX), R15
	LEAQ   -1(R12), AX
	CMPQ   R15, AX
	CMOVQGT AX, R15
	VPXORQ Z16, Z16, Z16
	VPXORQ Z17, Z17, Z17
	// Z0 = b[k-i : k-i+8] at bpad[8+k-i], Z1 = a[i] in every word
	LEAQ   64(DX)(BX*8), R9
	MOVQ   R14, AX
	SHLQ   $3, AX
	SUBQ   AX, R9

term:
	VMOVDQU64    (R9), Z0
	VPBROADCASTQ (SI)(R14*8), Z1
	VPCLMULQDQ   $0x00, Z1, Z0, Z2
	VPCLMULQDQ   $0x11, Z1, Z0, Z3
	VPXORQ       Z2, Z16, Z16
	VPXORQ       Z3, Z17, Z17
	SUBQ         $8, R9
	INCQ         R14
	CMPQ         R14, R15
	JLE          term

	VPUNPCKLQDQ Z17, Z16, Z4
	VPUNPCKHQDQ Z17, Z16, Z12
	REDUCE(Z4, Z12, Z4)
	MOVQ        R11, CX
	SUBQ        BX, CX
	CMPQ        CX, $8
	JB          last
	VMOVDQU64   Z4, (DI)(BX*8)
	ADDQ        $8, BX
	CMPQ        BX, R11
	JB          group
	VZEROUPPER
	RET

last:
	MOVQ      $1, AX
	SHLQ      CX, AX
	DECQ      AX
	KMOVW     AX, K1
	VMOVDQU64 Z4, K1, (DI)(BX*8)
	VZEROUPPER
	RET

// dst ^= src, at DI and SI.
#define XORBODY \
	VMOVDQU64.Z (SI), K1, Z0 \
	VMOVDQU64.Z (DI), K1, Z1 \
	VPXORQ      Z1, Z0, Z0   \
	VMOVDQU64   Z0, K1, (DI) \
	ADDQ        $64, SI      \
	ADDQ        $64, DI

// func xorVec(dst, src []uint64)
//
// dst[i] ^= src[i] for i < len(src) <= len(dst), 32 words a turn, then by
// EACH8.
TEXT ·xorVec(SB), NOSPLIT, $0-48
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), CX
	CMPQ CX, $32
	JB   x8

x32:
	VMOVDQU64 (SI), Z0
	VMOVDQU64 64(SI), Z1
	VMOVDQU64 128(SI), Z2
	VMOVDQU64 192(SI), Z3
	VPXORQ    (DI), Z0, Z0
	VPXORQ    64(DI), Z1, Z1
	VPXORQ    128(DI), Z2, Z2
	VPXORQ    192(DI), Z3, Z3
	VMOVDQU64 Z0, (DI)
	VMOVDQU64 Z1, 64(DI)
	VMOVDQU64 Z2, 128(DI)
	VMOVDQU64 Z3, 192(DI)
	ADDQ      $256, SI
	ADDQ      $256, DI
	SUBQ      $32, CX
	CMPQ      CX, $32
	JAE       x32

x8:
	EACH8(XORBODY)
	RET

// dst ^= c*x, at DI and SI, with c in every word of Z31.
#define ADDMULBODY \
	VMOVDQU64.Z (SI), K1, Z0 \
	MULV(Z0, Z31, Z2)        \
	VMOVDQU64.Z (DI), K1, Z1 \
	VPXORQ      Z1, Z2, Z2   \
	VMOVDQU64   Z2, K1, (DI) \
	ADDQ        $64, SI      \
	ADDQ        $64, DI

// func addMulVec(dst, x []uint64, c uint64)
//
// dst[i] ^= c*x[i] for i < len(x) <= len(dst).
TEXT ·addMulVec(SB), NOSPLIT, $0-56
	MOVQ         dst_base+0(FP), DI
	MOVQ         x_base+24(FP), SI
	MOVQ         x_len+32(FP), CX
	VPBROADCASTQ c+48(FP), Z31
	EACH8(ADDMULBODY)
	RET
