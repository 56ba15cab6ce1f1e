package kernel

// A LinearMap is a GF(2)-linear map of 64-bit values, tabulated on each
// byte: m[i][v] is the image of v<<(8*i).
type LinearMap [8][256]uint64

// NewLinearMap tabulates the linear map that sends each power of two 2^i to
// f(2^i).
func NewLinearMap(f func(uint64) uint64) LinearMap {
	var m LinearMap
	for i := range 8 {
		for v := 1; v < 256; v++ {
			low := v & -v
			if low == v {
				m[i][v] = f(uint64(v) << (8 * i))
			} else {
				m[i][v] = m[i][v^low] ^ m[i][low]
			}
		}
	}
	return m
}

// Apply returns the image of x under m, the nim-sum of the images of its
// eight bytes.
func (m *LinearMap) Apply(x uint64) uint64 {
	return m[0][uint8(x)] ^ m[1][uint8(x>>8)] ^ m[2][uint8(x>>16)] ^ m[3][uint8(x>>24)] ^
		m[4][uint8(x>>32)] ^ m[5][uint8(x>>40)] ^ m[6][uint8(x>>48)] ^ m[7][uint8(x>>56)]
}
