//go:build !purego && gc

#include "textflag.h"

// The product of the chunk in register x by the constant whose matrices
// (Coef.mat) are in Z16 to Z19, into out, with t a scratch register: one
// GF2P8AFFINEQB on x rotated by r planes (VSHUFI64X2) for each r < w.
#define MUL1(x, out, t) \
	VGF2P8AFFINEQB $0, Z16, x, out

#define MUL2(x, out, t) \
	VGF2P8AFFINEQB $0, Z16, x, out \
	VSHUFI64X2     $0x4e, x, x, t  \
	VGF2P8AFFINEQB $0, Z17, t, t   \
	VPXORQ         t, out, out

#define MUL4(x, out, t) \
	VGF2P8AFFINEQB $0, Z16, x, out \
	VSHUFI64X2     $0x39, x, x, t  \
	VGF2P8AFFINEQB $0, Z17, t, t   \
	VPXORQ         t, out, out     \
	VSHUFI64X2     $0x4e, x, x, t  \
	VGF2P8AFFINEQB $0, Z18, t, t   \
	VPXORQ         t, out, out     \
	VSHUFI64X2     $0x93, x, x, t  \
	VGF2P8AFFINEQB $0, Z19, t, t   \
	VPXORQ         t, out, out

// LOAD reads the arguments: DI the first region, SI the second, CX its
// number of chunks, DX the width, and the matrices into Z16 to Z19.
#define LOAD \
	MOVQ      a_base+0(FP), DI \
	MOVQ      b_base+24(FP), SI \
	MOVQ      a_len+8(FP), CX \
	SHRQ      $6, CX \
	MOVQ      m+48(FP), AX \
	MOVQ      w+56(FP), DX \
	VMOVDQU64 (AX), Z16 \
	VMOVDQU64 64(AX), Z17 \
	VMOVDQU64 128(AX), Z18 \
	VMOVDQU64 192(AX), Z19

// A loop over the chunks, with body the work on the chunk at (DI), (SI).
#define LOOP(name, body) \
name:                \
	TESTQ CX, CX \
	JZ    done       \
	body             \
	ADDQ  $64, DI    \
	ADDQ  $64, SI    \
	DECQ  CX         \
	JMP   name

// mul: (DI) = c*(SI).
#define MULBODY(M) \
	VMOVDQU64 (SI), Z0 \
	M(Z0, Z1, Z2)      \
	VMOVDQU64 Z1, (DI)

// fwd: (DI) += c*(SI), then (SI) += (DI).
#define FWDBODY(M) \
	VMOVDQU64 (SI), Z0 \
	VMOVDQU64 (DI), Z3 \
	M(Z0, Z1, Z2)      \
	VPXORQ    Z1, Z3, Z3 \
	VPXORQ    Z3, Z0, Z0 \
	VMOVDQU64 Z3, (DI) \
	VMOVDQU64 Z0, (SI)

// inv: (SI) += (DI), then (DI) += c*(SI).
#define INVBODY(M) \
	VMOVDQU64 (SI), Z0 \
	VMOVDQU64 (DI), Z3 \
	VPXORQ    Z3, Z0, Z0 \
	M(Z0, Z1, Z2)      \
	VPXORQ    Z1, Z3, Z3 \
	VMOVDQU64 Z3, (DI) \
	VMOVDQU64 Z0, (SI)

// The three widths of one kernel.
#define WIDTHS(body) \
	CMPQ DX, $1 \
	JEQ  w1     \
	CMPQ DX, $2 \
	JEQ  w2     \
	LOOP(w4, body(MUL4)) \
	LOOP(w2, body(MUL2)) \
	LOOP(w1, body(MUL1)) \
done: \
	VZEROUPPER \
	RET

// func mulGFNI(a, b []byte, m *[4][8]uint64, w int)
TEXT ·mulGFNI(SB), NOSPLIT, $0-64
	LOAD
	WIDTHS(MULBODY)

// func fwdGFNI(a, b []byte, m *[4][8]uint64, w int)
TEXT ·fwdGFNI(SB), NOSPLIT, $0-64
	LOAD
	WIDTHS(FWDBODY)

// func invGFNI(a, b []byte, m *[4][8]uint64, w int)
TEXT ·invGFNI(SB), NOSPLIT, $0-64
	LOAD
	WIDTHS(INVBODY)
