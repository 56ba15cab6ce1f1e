package nimber_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/par"
)

// receivers returns receivers for an operation on x and y, each with a
// name: a fresh Big, Bigs that held a wider and a narrower value before
// (their old words must not show through), x itself and y itself. Each
// call returns new Bigs, with x and y copied, so that an operation into
// one receiver does not change the operands of another.
func receivers(r *rand.Rand, x, y *nimber.Big) (xs, ys []*nimber.Big, zs []*nimber.Big, names []string) {
	for _, name := range []string{"cold z", "z warm from a wider value", "z warm from a narrower value", "z == x", "z == y"} {
		xc, yc := new(nimber.Big).Set(x), new(nimber.Big).Set(y)
		var z *nimber.Big
		switch name {
		case "cold z":
			z = new(nimber.Big)
		case "z warm from a wider value":
			z = bigOperand(r, 4*max(x.BitLen(), y.BitLen())+64)
		case "z warm from a narrower value":
			z = bigOperand(r, 1+r.IntN(64))
		case "z == x":
			z = xc
		case "z == y":
			z = yc
		}
		xs, ys, zs, names = append(xs, xc), append(ys, yc), append(zs, z), append(names, name)
	}
	return xs, ys, zs, names
}

// TestBigWarmReceivers checks the products, squares, quotients, inverses,
// square roots and powers of Big into every kind of receiver (receivers)
// against the four-product reference of internal/ref and the definitions:
// q*y == x for q = x/y, x * 1/x == 1, s*s == x for the square root, and
// the square and multiply of powBinary for Pow, whose squares and products
// are checked here too. Widths run from one word, where Big takes the
// 64-bit functions, to fields of 16 words; x == y is among the operands.
func TestBigWarmReceivers(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 1))
	one := newBig(1)
	for range scale(30, 5) {
		x := bigOperand(r, 1+r.IntN(1000))
		y := bigOperand(r, 1+r.IntN(1000))
		if r.IntN(4) == 0 {
			y.Set(x)
		}
		e := bigOperand(r, 1+r.IntN(x.FieldWidth()+70)).Int(nil)
		if r.IntN(2) == 0 {
			e.Neg(e)
		}
		mul, sq := refMul(x, y), refMul(x, x)
		pow := powBinary(x, e)
		xs, ys, zs, names := receivers(r, x, y)
		for i, z := range zs {
			xi, yi := xs[i], ys[i]
			check := func(op string, got *nimber.Big, ok bool) {
				t.Helper()
				if got != z || !ok {
					t.Fatalf("%s into %s: %#x, wrong for x = %#x, y = %#x", op, names[i], got, x, y)
				}
				xi.Set(x) // the operands again, for the next operation
				yi.Set(y)
			}
			check("Mul", z.Mul(xi, yi), z.Cmp(mul) == 0)
			check("Square", z.Square(xi), z.Cmp(sq) == 0)
			check("Add", z.Add(xi, yi), new(nimber.Big).Add(z, x).Cmp(y) == 0)
			check("Div", z.Div(xi, yi), refMul(z, y).Cmp(x) == 0)
			check("Inv", z.Inv(xi), refMul(z, x).Cmp(one) == 0)
			check("Sqrt", z.Sqrt(xi), refMul(z, z).Cmp(x) == 0)
			check(fmt.Sprintf("Pow(x, %v)", e), z.Pow(xi, e), z.Cmp(pow) == 0)
		}
	}
}

// TestBigPowReduction checks the reduction of Pow's exponent modulo
// 2^w - 1 on exponents of many words and of either sign, by the law
// x^(e + k(2^w - 1)) = x^e for x != 0, against powBinary, which reduces by
// math/big's Mod; and in fields of one word, where Pow ends in the 64-bit
// Pow, against it and Inv.
func TestBigPowReduction(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 2))
	for _, w := range []int{64, 128, 256} {
		x := bigOperand(r, w/2+1+r.IntN(w/2-1))
		m := mersenne(w)
		for range scale(20, 4) {
			e := bigOperand(r, 1+r.IntN(w)).Int(nil)
			k := bigOperand(r, 1+r.IntN(3*w)).Int(nil)
			long := new(big.Int).Add(e, new(big.Int).Mul(k, m))
			want := powBinary(x, e)
			if got := new(nimber.Big).Pow(x, long); got.Cmp(want) != 0 {
				t.Fatalf("Pow(x, e + k(2^%d - 1)) = %#x, x^e = %#x (x = %#x, e = %v, k = %v)", w, got, want, x, e, k)
			}
			neg := new(big.Int).Neg(long)
			if got, inv := new(nimber.Big).Pow(x, neg), new(nimber.Big).Inv(want); got.Cmp(inv) != 0 {
				t.Fatalf("Pow(x, -(e + k(2^%d - 1))) = %#x, want 1/x^e = %#x (x = %#x, e = %v, k = %v)", w, got, inv, x, e, k)
			}
			if got := new(nimber.Big).Pow(x, new(big.Int).Mul(k, m)); got.Cmp(newBig(1)) != 0 {
				t.Fatalf("Pow(x, k(2^%d - 1)) = %#x, want 1", w, got)
			}
			if w == 64 {
				x64, e64 := x.Uint64(), new(big.Int).Mod(neg, m).Uint64()
				if got := new(nimber.Big).Pow(x, neg).Uint64(); got != nimber.Pow(x64, e64) {
					t.Fatalf("Pow(%#x, %v) = %#x, the 64-bit Pow gives %#x", x64, neg, got, nimber.Pow(x64, e64))
				}
			}
		}
	}
}

// TestBigAllocs checks that Mul, Square, Sqrt, Inv, Div, Add and Pow into
// a receiver with room for the result allocate nothing, from one word to
// 2^16 bits (on the sequential path: goroutines cost allocations of their
// own), and Pow whatever the length of its exponent. The race detector
// makes sync.Pool drop items at random, so the test is skipped under it.
func TestBigAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	defer par.SetMode(par.Serial)()
	r := rand.New(rand.NewPCG(23, 3))
	widths := []int{64, 128, 1024, 16384}
	if !testing.Short() {
		widths = append(widths, 65536)
	}
	for _, bits := range widths {
		x, y := bigOperand(r, bits), bigOperand(r, bits)
		var z nimber.Big
		ops := map[string]func(){
			"Mul":       func() { z.Mul(x, y) },
			"Mul(z, z)": func() { z.Set(x); z.Mul(&z, &z) },
			"Square":    func() { z.Square(x) },
			"Sqrt":      func() { z.Sqrt(x) },
			"Inv":       func() { z.Inv(x) },
			"Div":       func() { z.Div(x, y) },
			"Add":       func() { z.Add(x, y) },
		}
		if bits <= 1024 {
			for _, eb := range []int{8, bits / 2, bits, 4 * bits} {
				e := bigOperand(r, eb).Int(nil)
				ops[fmt.Sprintf("Pow by %d bits", eb)] = func() { z.Pow(x, e) }
			}
		}
		for name, op := range ops {
			if a := testing.AllocsPerRun(10, op); a != 0 {
				t.Errorf("%s of %d bits into a warm z: %v allocations", name, bits, a)
			}
		}
	}
}
