//go:build !amd64 || purego || !gc

package poly

import "github.com/nimberdev/nimber"

// useVec is false: this build has the generic kernels only, on the nimbers.
const useVec = false

func setVec(bool) {}

func toRep(dst, src []uint64, _ bool)   { copy(dst, src) }
func fromRep(dst, src []uint64, _ bool) { copy(dst, src) }

func xorInto(dst, src []uint64) { xorGeneric(dst, src) }

func addMul(dst, x []uint64, c uint64, _ bool) { repAddMulGeneric(dst[:len(x)], x, c) }

func mulOne(x, y uint64, _ bool) uint64 { return nimber.Mul(x, y) }
func invOne(x uint64, _ bool) uint64    { return nimber.Inv(x) }

func repMulSlice(dst, x, y []uint64) { nimber.MulSlice(dst, x, y) }

func basecase(dst, a, b []uint64) { basecaseGeneric(dst, a, b) }

func layer(f []uint64, h int, c uint64, d *[64]uint64, inverse, _ bool) {
	layerGeneric(f, h, c, d, inverse)
}

func chunk(f []uint64, t uint64, tab *fftTables, inverse, _ bool) {
	chunkGeneric(f, t, tab, inverse)
}
