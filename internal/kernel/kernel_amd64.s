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

// func mulValueGFNI(a, b []byte, tab *[256][4][8]uint64, c uint32, w int)
TEXT ·mulValueGFNI(SB), NOSPLIT, $0-72
	MOVQ   a_base+0(FP), DI
	MOVQ   b_base+24(FP), SI
	MOVQ   a_len+8(FP), CX
	SHRQ   $6, CX
	MOVQ   tab+48(FP), AX
	MOVL   c+56(FP), BX
	MOVQ   w+64(FP), DX
	MOVQ   DX, R9
	VPXORQ Z16, Z16, Z16
	VPXORQ Z17, Z17, Z17
	VPXORQ Z18, Z18, Z18
	VPXORQ Z19, Z19, Z19

bytes:
	MOVQ   BX, R10
	ANDQ   $0xff, R10
	SHLQ   $8, R10
	ADDQ   AX, R10
	VPXORQ (R10), Z16, Z16
	VPXORQ 64(R10), Z17, Z17
	VPXORQ 128(R10), Z18, Z18
	VPXORQ 192(R10), Z19, Z19
	SHRQ   $8, BX
	ADDQ   $65536, AX
	DECQ   R9
	JNZ    bytes
	WIDTHS(MULBODY)

// func fwdGFNI(a, b []byte, m *[4][8]uint64, w int)
TEXT ·fwdGFNI(SB), NOSPLIT, $0-64
	LOAD
	WIDTHS(FWDBODY)

// func invGFNI(a, b []byte, m *[4][8]uint64, w int)
TEXT ·invGFNI(SB), NOSPLIT, $0-64
	LOAD
	WIDTHS(INVBODY)

// A layer: R8 the end of f, DI the block, R11 the bytes of a half block,
// R12 the block's index, AX the changes dm, Z16 to Z19 the matrices of the
// block; body(M) the butterfly on the chunks at (SI) and (SI)(R11*1).
#define LAYER(name, blk, chunk, body, M) \
name:                          \
	CMPQ   DI, R8              \
	JAE    ldone               \
	TESTQ  R12, R12            \
	JZ     blk           \
	TZCNTQ R12, BX             \
	SHLQ   $8, BX              \
	ADDQ   AX, BX              \
	VPXORQ (BX), Z16, Z16      \
	VPXORQ 64(BX), Z17, Z17    \
	VPXORQ 128(BX), Z18, Z18   \
	VPXORQ 192(BX), Z19, Z19   \
blk:                     \
	MOVQ   DI, SI              \
	MOVQ   R11, CX             \
	SHRQ   $6, CX              \
chunk:                   \
	body(M)                    \
	ADDQ   $64, SI             \
	DECQ   CX                  \
	JNZ    chunk         \
	LEAQ   (DI)(R11*2), DI     \
	INCQ   R12                 \
	JMP    name

// fwd and inv of the chunks at (SI) and (SI)(R11*1).
#define LFWD(M) \
	VMOVDQU64 (SI)(R11*1), Z0 \
	VMOVDQU64 (SI), Z3        \
	M(Z0, Z1, Z2)             \
	VPXORQ    Z1, Z3, Z3      \
	VPXORQ    Z3, Z0, Z0      \
	VMOVDQU64 Z3, (SI)        \
	VMOVDQU64 Z0, (SI)(R11*1)

#define LINV(M) \
	VMOVDQU64 (SI)(R11*1), Z0 \
	VMOVDQU64 (SI), Z3        \
	VPXORQ    Z3, Z0, Z0      \
	M(Z0, Z1, Z2)             \
	VPXORQ    Z1, Z3, Z3      \
	VMOVDQU64 Z3, (SI)        \
	VMOVDQU64 Z0, (SI)(R11*1)

// func layerGFNI(f []byte, half int, m *[4][8]uint64, dm *[32][4][8]uint64, w int, inverse bool)
TEXT ·layerGFNI(SB), NOSPLIT, $0-57
	MOVQ      f_base+0(FP), DI
	MOVQ      f_len+8(FP), R8
	ADDQ      DI, R8
	MOVQ      half+24(FP), R11
	MOVQ      m+32(FP), AX
	VMOVDQU64 (AX), Z16
	VMOVDQU64 64(AX), Z17
	VMOVDQU64 128(AX), Z18
	VMOVDQU64 192(AX), Z19
	MOVQ      dm+40(FP), AX
	MOVQ      w+48(FP), DX
	XORQ      R12, R12
	MOVBLZX   inverse+56(FP), BX
	TESTQ     BX, BX
	JNZ       inverse
	CMPQ      DX, $1
	JEQ       f1
	CMPQ      DX, $2
	JEQ       f2
	LAYER(f4, f4b, f4c, LFWD, MUL4)
	LAYER(f2, f2b, f2c, LFWD, MUL2)
	LAYER(f1, f1b, f1c, LFWD, MUL1)

inverse:
	CMPQ DX, $1
	JEQ  i1
	CMPQ DX, $2
	JEQ  i2
	LAYER(i4, i4b, i4c, LINV, MUL4)
	LAYER(i2, i2b, i2c, LINV, MUL2)
	LAYER(i1, i1b, i1c, LINV, MUL1)

ldone:
	VZEROUPPER
	RET
