package matrix

// SetStrassenMin sets the least dimension at which Mul splits its operands
// until the returned function restores it.
func SetStrassenMin(n int) (restore func()) {
	saved := strassenMin
	strassenMin = n
	return func() { strassenMin = saved }
}

// ParMin is the number of products of elements from which the products
// and the triangular solves split their work among the cores.
const ParMin = parMin
