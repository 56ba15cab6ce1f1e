//go:build !purego

#include "textflag.h"

// LOADPERMS loads gfniPerms[0:9], at AX, into Z16-Z24.
#define LOADPERMS \
	VMOVDQU64 (AX), Z16           \
	VMOVDQU64 64(AX), Z17         \
	VMOVDQU64 128(AX), Z18        \
	VMOVDQU64 192(AX), Z19        \
	VMOVDQU64 256(AX), Z20        \
	VMOVDQU64 320(AX), Z21        \
	VMOVDQU64 384(AX), Z22        \
	VMOVDQU64 448(AX), Z23        \
	VMOVDQU64 512(AX), Z24

// TAILMASK sets K1 to the mask of the low CX words of a vector, for the
// last 1-7 words of a slice. AX is scratch.
#define TAILMASK \
	MOVQ  $1, AX  \
	SHLQ  CX, AX  \
	DECQ  AX      \
	KMOVW AX, K1

// LINMAP8 sets OUT to the gfniMatrix at G applied to each of the eight
// words of IN. Z16-Z24 hold gfniPerms[0:9]; Z0-Z7 are scratch.
#define LINMAP8(G, IN, OUT) \
	VPERMB         IN, Z16, Z0            \
	VPERMB         IN, Z17, Z1            \
	VPERMB         IN, Z18, Z2            \
	VPERMB         IN, Z19, Z3            \
	VPERMB         IN, Z20, Z4            \
	VPERMB         IN, Z21, Z5            \
	VPERMB         IN, Z22, Z6            \
	VPERMB         IN, Z23, Z7            \
	VGF2P8AFFINEQB $0, (G), Z0, Z0        \
	VGF2P8AFFINEQB $0, 64(G), Z1, Z1      \
	VGF2P8AFFINEQB $0, 128(G), Z2, Z2     \
	VGF2P8AFFINEQB $0, 192(G), Z3, Z3     \
	VGF2P8AFFINEQB $0, 256(G), Z4, Z4     \
	VGF2P8AFFINEQB $0, 320(G), Z5, Z5     \
	VGF2P8AFFINEQB $0, 384(G), Z6, Z6     \
	VGF2P8AFFINEQB $0, 448(G), Z7, Z7     \
	VPTERNLOGQ     $0x96, Z2, Z1, Z0      \
	VPTERNLOGQ     $0x96, Z5, Z4, Z3      \
	VPTERNLOGQ     $0x96, Z7, Z6, Z0      \
	VPXORQ         Z3, Z0, Z0             \
	VPERMB         Z0, Z24, OUT

// func applyGFNI(dst, x []uint64, m *gfniMatrix, perms *[10][64]byte, add bool)
//
// Whole groups of eight words run unmasked; the last 1-7 words are loaded
// and stored under the mask K1, so no word outside dst or x is touched.
TEXT ·applyGFNI(SB), NOSPLIT, $0-65
	MOVQ    dst_base+0(FP), DI
	MOVQ    dst_len+8(FP), CX
	MOVQ    x_base+24(FP), SI
	MOVQ    m+48(FP), R8
	MOVQ    perms+56(FP), AX
	MOVBLZX add+64(FP), DX
	LOADPERMS
	CMPQ    CX, $8
	JB      tail

loop:
	VMOVDQU64 (SI), Z8
	LINMAP8(R8, Z8, Z9)
	TESTL     DX, DX
	JZ        store
	VPXORQ    (DI), Z9, Z9

store:
	VMOVDQU64 Z9, (DI)
	ADDQ      $64, SI
	ADDQ      $64, DI
	SUBQ      $8, CX
	CMPQ      CX, $8
	JAE       loop

tail:
	TESTQ       CX, CX
	JZ          done
	TAILMASK
	VMOVDQU64.Z (SI), K1, Z8
	LINMAP8(R8, Z8, Z9)
	TESTL       DX, DX
	JZ          storetail
	VMOVDQU64.Z (DI), K1, Z10
	VPXORQ      Z10, Z9, Z9

storetail:
	VMOVDQU64 Z9, K1, (DI)

done:
	VZEROUPPER
	RET

// PMUL8 sets OUT to the eight products of the polynomials in A and B
// modulo m = x^64 + x^4 + x^3 + x + 1, as PMUL in clmul_amd64.s does for
// one: VPCLMULQDQ multiplies the even words of each 128-bit lane, then the
// odd ones, each 127-bit product is reduced with x^64 = 0x1b (in every word
// of Z25), and the low words are interleaved back. Z10-Z15 are scratch.
#define PMUL8(A, B, OUT) \
	VPCLMULQDQ  $0x00, B, A, Z10            \
	VPCLMULQDQ  $0x11, B, A, Z11            \
	VPCLMULQDQ  $0x01, Z25, Z10, Z12        \
	VPCLMULQDQ  $0x01, Z25, Z11, Z13        \
	VPCLMULQDQ  $0x01, Z25, Z12, Z14        \
	VPCLMULQDQ  $0x01, Z25, Z13, Z15        \
	VPTERNLOGQ  $0x96, Z14, Z12, Z10        \
	VPTERNLOGQ  $0x96, Z15, Z13, Z11        \
	VPUNPCKLQDQ Z11, Z10, OUT

// func mulSliceAVX512(dst, x, y []uint64, to, from *gfniMatrix, perms *[10][64]byte)
TEXT ·mulSliceAVX512(SB), NOSPLIT, $0-96
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), CX
	MOVQ         x_base+24(FP), SI
	MOVQ         y_base+48(FP), DX
	MOVQ         to+72(FP), R8
	MOVQ         from+80(FP), R9
	MOVQ         perms+88(FP), AX
	LOADPERMS
	MOVQ         $0x1b, AX
	VPBROADCASTQ AX, Z25
	CMPQ         CX, $8
	JB           tail

loop:
	VMOVDQU64 (SI), Z8
	LINMAP8(R8, Z8, Z26)
	VMOVDQU64 (DX), Z8
	LINMAP8(R8, Z8, Z27)
	PMUL8(Z26, Z27, Z8)
	LINMAP8(R9, Z8, Z9)
	VMOVDQU64 Z9, (DI)
	ADDQ      $64, SI
	ADDQ      $64, DX
	ADDQ      $64, DI
	SUBQ      $8, CX
	CMPQ      CX, $8
	JAE       loop

tail:
	TESTQ       CX, CX
	JZ          done
	TAILMASK
	VMOVDQU64.Z (SI), K1, Z8
	LINMAP8(R8, Z8, Z26)
	VMOVDQU64.Z (DX), K1, Z8
	LINMAP8(R8, Z8, Z27)
	PMUL8(Z26, Z27, Z8)
	LINMAP8(R9, Z8, Z9)
	VMOVDQU64   Z9, K1, (DI)

done:
	VZEROUPPER
	RET

// func gfniColumns(m *gfniMatrix, cols *[64]uint64, perms *[10][64]byte)
//
// For each i, VPERMB sets byte t of lane o of Z1 to byte o of cols[8i+7-t].
// GF2P8AFFINEQB, with Z1 as its matrix and the bytes 1<<(7-b) as its input,
// sets bit k of byte b of lane o to bit 7-b of byte 7-k of Z1, which is bit
// 7-b of byte o of cols[8i+k]: bit k of byte b of B[o][i].
TEXT ·gfniColumns(SB), NOSPLIT, $0-24
	MOVQ         m+0(FP), DI
	MOVQ         cols+8(FP), SI
	MOVQ         perms+16(FP), AX
	VMOVDQU64    576(AX), Z16
	MOVQ         $0x0102040810204080, AX
	VPBROADCASTQ AX, Z17
	MOVQ         $8, CX

block:
	VMOVDQU64      (SI), Z0
	VPERMB         Z0, Z16, Z1
	VGF2P8AFFINEQB $0, Z1, Z17, Z2
	VMOVDQU64      Z2, (DI)
	ADDQ           $64, SI
	ADDQ           $64, DI
	DECQ           CX
	JNZ            block
	VZEROUPPER
	RET
