package notation

import (
	"fmt"
	"math/big"
	"time"

	"github.com/nimberdev/nimber"
)

// MaxExpTime bounds the estimated time of a power, for Eval's ^ and the
// command's pow: one of more is refused, with the estimate, rather than
// left to run for hours (x^e in the field of 2^20 bits).
const MaxExpTime = 5 * time.Minute

// EstimateWidth is the least field width for which CheckExpTime times the
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

// CheckExpTime returns an error, which states the estimate, if x.Exp(x, e)
// would take MaxExpTime or more where it runs: the squarings and products
// that Exp counts (nimber.Big.ExpCost), times the time of one of each,
// measured in the field of x. It measures nothing and returns nil in
// fields narrower than EstimateWidth bits and for powers that need no
// product.
func CheckExpTime(x *nimber.Big, e *big.Int) error {
	if x.FieldWidth() < EstimateWidth {
		return nil
	}
	squarings, products := x.ExpCost(e)
	if squarings+products == 0 {
		return nil
	}
	square, product := productTimes(x)
	estimate := time.Duration(squarings)*square + time.Duration(products)*product
	if estimate < MaxExpTime {
		return nil
	}
	return fmt.Errorf("would take about %v here (%d squarings and %d products of %d-bit nimbers); powers estimated at %v or more are refused",
		estimate.Round(time.Minute), squarings, products, x.FieldWidth(), MaxExpTime)
}
