package poly

import "errors"

// Every error of package poly wraps one of these, so that errors.Is tells
// the kinds apart; the text of an error says what was wrong, and begins
// with "poly: ". Faults of the calling program, not of its data, panic
// instead, as the package documentation lists under Edge cases.
var (
	// ErrSyntax: text that Parse cannot take as a polynomial. The error is
	// a *SyntaxError, which names the column and the fault.
	ErrSyntax = errors.New("poly: syntax error")
	// ErrRepeatedPoint: points of Interpolate with an x given twice, for
	// which no polynomial of degree below the number of points need exist.
	ErrRepeatedPoint = errors.New("poly: Interpolate at a repeated x")
)
