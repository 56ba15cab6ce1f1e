package kernel

// Mul64 returns the nim-product of x and y (nimber.Mul): by the carry-less
// path of mul where the machine has one, else by mulGeneric.
func Mul64(x, y uint64) uint64 { return mul(x, y) }

// Pow64 returns x to the power e (nimber.Pow), by square and multiply: in the
// polynomial basis from start to end on the carry-less path of pow, else by
// powGeneric.
func Pow64(x, e uint64) uint64 { return pow(x, e) }
