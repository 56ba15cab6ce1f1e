package matrix

import "errors"

// Every error of package matrix is or wraps one of these, so that
// errors.Is tells the kinds apart; the text of an error says what was
// wrong, and begins with "matrix: ". Faults of the calling program, not of
// its data (dimensions that do not match, an index out of range), panic
// instead, with a message naming the function.
var (
	// ErrSingular is returned by Inverse for a matrix without an inverse,
	// one whose determinant is 0.
	ErrSingular = errors.New("matrix: singular matrix, no inverse")

	// ErrInconsistent is returned by Solve for a system without a solution.
	ErrInconsistent = errors.New("matrix: inconsistent system, no solution")

	// ErrTooLarge is wrapped by the error of Kernel for a kernel basis of
	// more than MaxKernelElements elements.
	ErrTooLarge = errors.New("matrix: result too large")

	// ErrSyntax is wrapped by every error of Read for text that is not a
	// matrix, a *SyntaxError, which names the line and the token.
	ErrSyntax = errors.New("matrix: syntax error")
)
