package notation

import (
	"fmt"
	"math/big"
	"time"

	"github.com/nimberdev/nimber"
)

// MaxPowTime bounds the estimated time of a power, for Eval's ^ and the
// command's pow: one of more is refused, with the estimate, rather than
// left to run for hours (x^e in the field of 2^20 bits).
const MaxPowTime = 5 * time.Minute

// EstimateWidth is the least field width for which CheckPowTime times the
// products: below it no power takes a second.
const EstimateWidth = 1 << 14

// productTimes returns the time that one squaring and one other product
// take in the field of x, measured on x. Tests set it.
var productTimes = func(x *nimber.Big) (square, product time.Duration) {
	var y, z nimber.Big
	start := time.Now()
	y.Square(x)
	square = time.Since(start)
	start = time.Now()
	z.Mul(&y, x)
	return square, time.Since(start)
}

// CheckPowTime returns an error, which states the estimate, if x.Pow(x, e)
// would take MaxPowTime or more where it runs: the squarings and products
// that Pow counts (nimber.Big.PowCost), times the time of one of each,
// measured in the field of x. It measures nothing and returns nil in
// fields narrower than EstimateWidth bits and for powers that need no
// product.
func CheckPowTime(x *nimber.Big, e *big.Int) error {
	if x.FieldWidth() < EstimateWidth {
		return nil
	}
	squarings, products := x.PowCost(e)
	if squarings+products == 0 {
		return nil
	}
	square, product := productTimes(x)
	estimate := time.Duration(squarings)*square + time.Duration(products)*product
	if estimate < MaxPowTime {
		return nil
	}
	return fmt.Errorf("would take about %v here (%d squarings and %d products of %d-bit nimbers); powers estimated at %v or more are refused",
		estimate.Round(time.Minute), squarings, products, x.FieldWidth(), MaxPowTime)
}
