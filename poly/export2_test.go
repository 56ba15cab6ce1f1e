package poly

// SetNewtonMin sets the least length for Newton's division until the
// returned function restores it.
func SetNewtonMin(n int) (restore func()) {
	saved := newtonMin
	newtonMin = n
	return func() { newtonMin = saved }
}

// SetGCDThresholds sets hgcdMin and hgcdBaseMax until the returned function
// restores them.
func SetGCDThresholds(min, baseMax int) (restore func()) {
	m, b := hgcdMin, hgcdBaseMax
	hgcdMin, hgcdBaseMax = min, baseMax
	return func() { hgcdMin, hgcdBaseMax = m, b }
}

// HalfGCD returns the pair of consecutive remainders that hgcd leads to,
// for deg a > deg b.
func HalfGCD(a, b Poly) (c, d Poly) { return hgcd(norm(a), norm(b)).apply(norm(a), norm(b)) }
