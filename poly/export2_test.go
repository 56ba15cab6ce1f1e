package poly

// SetNewtonMin sets the least length for Newton's division for the current
// kernels until the returned function restores it.
func SetNewtonMin(n int) (restore func()) {
	t := tuned()
	saved := *t
	t.newton = n
	return func() { *t = saved }
}

// SetGCDThresholds sets hgcdMin and hgcdBaseMax until the returned function
// restores them.
func SetGCDThresholds(min, baseMax int) (restore func()) {
	t := tuned()
	saved := *t
	t.hgcd, t.hgcdBase = min, baseMax
	return func() { *t = saved }
}

// HalfGCD returns the pair of consecutive remainders that hgcd leads to,
// for deg a > deg b.
func HalfGCD(a, b Poly) (c, d Poly) { return hgcd(norm(a), norm(b)).apply(norm(a), norm(b)) }
