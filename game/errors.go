package game

import (
	"errors"
	"fmt"
)

// Every error of package game wraps one of these, so that errors.Is tells
// the kinds apart; the text of an error says what was wrong, and begins
// with "game: ".
var (
	// ErrNegativeHeap: a position with a heap of fewer than zero stones.
	ErrNegativeHeap = errors.New("game: negative heap")
	// ErrVariant: a Nim that is not a supported variant (see Nim).
	ErrVariant = errors.New("game: unsupported variant of Nim")
	// ErrRule: a rule that ParseHeapGame cannot read, or a CoinGame whose
	// Turns breaks its contract.
	ErrRule = errors.New("game: malformed rule")
	// ErrRange: a count, heap or index outside the range a function
	// documents, or a result beyond what it computes.
	ErrRange = errors.New("game: out of range")
	// ErrCycle: a game graph, given to a Solver, in which some position can
	// be reached again from itself, so that play need not end and Grundy
	// values are not defined.
	ErrCycle = errors.New("game: the game graph has a cycle")
)

// A gameError is an error of the package: its text, and the sentinel
// above that it wraps.
type gameError struct {
	kind error
	msg  string
}

func (e *gameError) Error() string { return "game: " + e.msg }
func (e *gameError) Unwrap() error { return e.kind }

// errorf returns an error wrapping kind, with the text "game: " and then
// format applied to args.
func errorf(kind error, format string, args ...any) error {
	return &gameError{kind, fmt.Sprintf(format, args...)}
}
