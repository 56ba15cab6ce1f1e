//go:build !purego && gc

package nimber

// changeBasis is ToPolyBasis (toPolyBasis == true) and FromPolyBasis: by
// the GFNI kernel where the machine has it.
func changeBasis(dst, x []uint64, toPolyBasis bool) {
	if !useGFNI {
		changeBasisGeneric(dst, x, toPolyBasis)
		return
	}
	m := &fromPolyGFNI
	if toPolyBasis {
		m = &toPolyGFNI
	}
	applyGFNI(dst, x, m, &gfniPerms, false)
}
