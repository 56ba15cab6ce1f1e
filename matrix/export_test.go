package matrix

// SetStrassenMin sets the least dimension at which Mul splits its operands
// until the returned function restores it.
func SetStrassenMin(n int) (restore func()) {
	saved := strassenMin
	strassenMin = n
	return func() { strassenMin = saved }
}
