package nimber

import "github.com/nimberdev/nimber/internal/kernel"

// The tables of this package, computed once when it is initialised from the
// arithmetic of internal/kernel (whose own tables, the logarithms of
// F_(2^16) and the squaring map, are built first, when it is initialised):
// the linear maps of square roots, of Inv and of SolveQuadratic
// (BenchmarkBuildTables measures their building).

var (
	sqrtMap   kernel.LinearMap // x -> the square root of x
	sqHalfMap kernel.LinearMap // x -> x*x*2^31, for x < 2^32
	artinMap  kernel.LinearMap // d -> a root t of t*t + t = d, ignoring bit 63 of d (solveArtin)
)

func init() { buildTables() }

func buildTables() {
	// Square roots of the basis: 2^i to the power 2^63, by 63 squarings.
	sqrtMap = kernel.NewLinearMap(func(x uint64) uint64 {
		for range 63 {
			x = Square(x)
		}
		return x
	})
	sqHalfMap = kernel.NewLinearMap(func(x uint64) uint64 { return uint64(kernel.Mul32(uint32(Mul(x, x)), 1<<31)) })
	artinMap = solveArtin()
}

// solveArtin tabulates a linear right inverse of t -> t*t + t on the values
// of trace 0. The map has kernel {0, 1}, so its image is the hyperplane of
// trace 0, spanned by 2^0 ... 2^62 (Trace). Gaussian elimination over GF(2)
// finds a preimage of each of them; 2^63 is sent to 0, so that the table
// ignores bit 63, the trace, and sends any d to a root of t*t + t = d with
// that bit cleared.
func solveArtin() kernel.LinearMap {
	// basis[k] holds an image with highest bit k and pre[k] a preimage of it.
	var basis, pre [64]uint64
	for j := range 64 {
		t := uint64(1) << j
		v := Mul(t, t) ^ t
		for k := 63; k >= 0 && v != 0; k-- {
			if v>>k&1 == 0 {
				continue
			}
			if basis[k] == 0 {
				basis[k], pre[k] = v, t
				break
			}
			v ^= basis[k]
			t ^= pre[k]
		}
	}
	return kernel.NewLinearMap(func(d uint64) uint64 {
		if d>>63 != 0 {
			return 0
		}
		var t uint64
		for k := 62; k >= 0; k-- {
			if d>>k&1 != 0 {
				if basis[k] == 0 {
					panic("nimber: internal error: trace is not the top bit")
				}
				d ^= basis[k]
				t ^= pre[k]
			}
		}
		return t
	})
}
