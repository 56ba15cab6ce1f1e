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
	// ErrNoMove: a position without a move, of which a move was asked
	// (BestMove): the game is over.
	ErrNoMove = errors.New("game: no move left")
	// ErrIllegalMove: a move that the rules do not allow from the
	// position (CoinProduct.CheckMove).
	ErrIllegalMove = errors.New("game: illegal move")
	// ErrCycle: a position of a Solver's game whose generalized value is
	// infinite, so that it has no Grundy value (play from it can go on
	// for ever): Value and SumValue report it; LoopyValue gives the value.
	ErrCycle = errors.New("game: the game graph has a cycle")
	// ErrFile: a file of heap-game values (HeapGame.OpenValues) that holds
	// something else, the values of another rule, fewer values than its
	// last checkpoint, values that do not match their checksum, or that
	// another run has open; or a failure of the system to read or write it,
	// whose error the error wraps too.
	ErrFile = errors.New("game: bad values file")
)

// An Error is an error of package game: Err, the sentinel error that it
// wraps (ErrRule, ErrRange, ...), and Msg, what was wrong. Its text is
// "game: " followed by Msg; a program that reports errors in its own
// words, as the nimber command does, may take Msg alone (errors.As). An
// Error of a values file that the system failed to read or write wraps the
// system's error too. The one error of the package of another type is
// VariantError, which names the fields of Nim at fault.
type Error struct {
	Err   error
	Msg   string
	cause error
}

func (e *Error) Error() string { return "game: " + e.Msg }

func (e *Error) Unwrap() []error {
	if e.cause == nil {
		return []error{e.Err}
	}
	return []error{e.Err, e.cause}
}

// errorf returns an *Error wrapping kind, with the message format applied
// to args.
func errorf(kind error, format string, args ...any) error {
	return &Error{Err: kind, Msg: fmt.Sprintf(format, args...)}
}
