//go:build !purego && gc

package kernel

// The functions of batch_amd64.s.

// gfniColumns sets m to the matrix of the linear map that sends 2^s to
// cols[s]. Block B[o][i] is the transpose of the 8x8 bit matrix whose row j
// is byte o of cols[8i+j], with its rows in reverse order; one VPERMB
// gathers the rows and one GF2P8AFFINEQB transposes them. It needs AVX-512
// (F, BW, VBMI) and GFNI.
//
//go:noescape
func gfniColumns(m *gfniMatrix, cols *[64]uint64, perms *[10][64]byte)

// applyGFNI sets dst[i] to the matrix m applied to x[i], for
// len(dst) == len(x); with add it sets dst[i] ^= m x[i] instead. perms is
// &gfniPerms. It needs AVX-512 (F, BW, VBMI) and GFNI.
//
//go:noescape
func applyGFNI(dst, x []uint64, m *gfniMatrix, perms *[10][64]byte, add bool)

// mulSliceAVX512 sets dst[i] = Mul64(x[i], y[i]) for slices of one length,
// eight at a time: the basis changes by the GFNI kernel (to and from are
// toPolyGFNI and fromPolyGFNI), the products by VPCLMULQDQ. It needs
// AVX-512 (F, BW, VBMI), GFNI and VPCLMULQDQ.
//
//go:noescape
func mulSliceAVX512(dst, x, y []uint64, to, from *gfniMatrix, perms *[10][64]byte)
