package notation

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/nimberdev/nimber"
)

// setProductTimes makes CheckPowTime take a squaring and a product to last
// square and product, until the test ends.
func setProductTimes(t *testing.T, square, product time.Duration) {
	saved := productTimes
	t.Cleanup(func() { productTimes = saved })
	productTimes = func(*nimber.Big) (time.Duration, time.Duration) { return square, product }
}

// TestCheckPowTime checks that CheckPowTime and Eval's ^ refuse a power
// estimated to take 5 minutes or more, with the estimate, from the
// squarings and products that Big.PowCost counts times the time of one of
// each, here set by the test: 2^14-bit operands with a squaring of 10 ms
// and a product of 100 ms. Below the field of 2^14 bits nothing is timed.
func TestCheckPowTime(t *testing.T) {
	xs := "0x1" + strings.Repeat("23456789abcdef0", 16384/4/15) // 2^14 bits and fewer
	// 16380 ones: windows of k = 9 bits (16380/10 + 256 products is the
	// least), so x^2 and 255 products for the table, 1820 windows, and
	// the squarings between them.
	es := "0x" + strings.Repeat("f", 16380/4)
	x, err := ParseBig([]byte(xs))
	if err != nil {
		t.Fatal(err)
	}
	e, _ := new(big.Int).SetString(es[2:], 16)
	setProductTimes(t, 10*time.Millisecond, 100*time.Millisecond)
	const msg = "would take about 6m0s here (16372 squarings and 2074 products of 16384-bit nimbers); powers estimated at 5m0s or more are refused"
	if err := CheckPowTime(x, e); err == nil || err.Error() != msg {
		t.Errorf("CheckPowTime with a squaring of 10 ms and a product of 100 ms: %v, want %q", err, msg)
	}
	_, err = Eval("(" + xs + ")^" + es)
	var ee *EvalError
	if !errors.As(err, &ee) || ee.Pos != len(xs)+2 || ee.Msg != msg {
		t.Errorf("Eval of (x)^e with a squaring of 10 ms and a product of 100 ms: %.300v\nwant at offset %d: %s", err, len(xs)+2, msg)
	}

	// The bound: a power estimated at exactly MaxPowTime is refused, one a
	// nanosecond shorter is not.
	_, products := x.PowCost(e)
	p := (MaxPowTime + time.Duration(products) - 1) / time.Duration(products)
	setProductTimes(t, 0, p)
	if CheckPowTime(x, e) == nil {
		t.Errorf("a power of %v is not refused", time.Duration(products)*p)
	}
	setProductTimes(t, 0, p-1)
	if err := CheckPowTime(x, e); err != nil {
		t.Errorf("a power of %v: %v", time.Duration(products)*(p-1), err)
	}

	// Fast products: the same power is computed, or a short one.
	setProductTimes(t, time.Microsecond, time.Microsecond)
	if v, err := Eval("(" + xs + ")^" + es + " * (" + xs + ")^-" + es); err != nil || !v.IsUint64() || v.Uint64() != 1 {
		t.Errorf("x^e * x^-e with fast products: %.100v, %v; want 1", v, err)
	}

	productTimes = func(*nimber.Big) (time.Duration, time.Duration) {
		t.Fatal("products timed below the field of 2^14 bits")
		return 0, 0
	}
	small := "0x" + strings.Repeat("9", 8191/4) // in F_(2^8192)
	if _, err := Eval(small + "^-" + small); err != nil {
		t.Errorf("a power in F_(2^8192): %.200v", err)
	}
	// No product: e = 0, and e = 2^16384 - 1, which x^e reduces to 0.
	fermat := new(big.Int).Lsh(big.NewInt(1), 16384)
	for _, e := range []*big.Int{new(big.Int), fermat.Sub(fermat, big.NewInt(1))} {
		if err := CheckPowTime(x, e); err != nil {
			t.Errorf("CheckPowTime(x, %.20v): %v", e, err)
		}
	}
}
