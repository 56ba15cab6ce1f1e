package matrix

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/nimberdev/nimber/internal/notation"
)

// A SyntaxError reports text that Read cannot take as a matrix: the line,
// the token at fault and what is wrong with it.
type SyntaxError struct {
	Line  int    // counted from 1; 0 when the text has no rows at all
	Token string // the token at fault, or "" when there is none
	Msg   string
}

// Unwrap returns ErrSyntax, which every SyntaxError wraps.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

func (e *SyntaxError) Error() string {
	s := "matrix: "
	if e.Line > 0 {
		s += fmt.Sprintf("line %d: ", e.Line)
	}
	if e.Token != "" {
		s += notation.Clip(e.Token) + ": "
	}
	return s + e.Msg
}

// Read reads a matrix from r in the text format of the nimber command and
// of String: one row a line, the elements separated by blanks (spaces,
// tabs and carriage returns, as in the command's other input). Each
// element is a number below 2^64 in decimal, or in hex after 0x or 0X, or
// in binary after 0b or 0B; a leading zero does not make a number octal,
// and signs and underscores are not allowed. Blank lines are skipped, the
// last line needs no newline, and a UTF-8 byte order mark before the first
// line is skipped.
//
// An error in the text is reported as a *SyntaxError naming the line and
// the token, the first fault of the text: a token that is not a number,
// a negative number, a number of 2^64 or more, a row with more or fewer
// numbers than the first row, and text without rows. Numbers are read,
// and their faults worded, as the nimber command and package poly read
// them. An error of r is returned as it is.
func Read(r io.Reader) (*Dense, error) {
	br := bufio.NewReader(r)
	var data []uint64
	rows, cols := 0, 0
	for line := 1; ; line++ {
		text, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return nil, err
		}
		text = bytes.TrimSuffix(text, []byte("\n"))
		if line == 1 {
			// A byte order mark, which some editors write, as the
			// command's other input.
			text = bytes.TrimPrefix(text, []byte("\ufeff"))
		}
		// Room for the numbers of the line, at most one for every two
		// bytes, grown by doubling: append's smaller steps for large
		// slices would copy the matrix five times over.
		if need := len(data) + (len(text)+1)/2; need > cap(data) {
			grown := make([]uint64, len(data), max(need, 2*cap(data)))
			copy(grown, data)
			data = grown
		}
		n := 0 // the numbers of the line so far
		var last []byte
		for tok, rest := notation.NextField(text); len(tok) > 0; tok, rest = notation.NextField(rest) {
			if rows > 0 && n == cols {
				msg := fmt.Sprintf("more numbers than the %d of the first row", cols)
				return nil, &SyntaxError{line, string(tok), msg}
			}
			v, err := notation.ParseNumber(tok)
			if err != nil {
				return nil, &SyntaxError{line, string(tok), err.(*notation.NumberError).Reason}
			}
			data = append(data, v)
			n, last = n+1, tok
		}
		switch {
		case n == 0:
		case rows == 0:
			cols, rows = n, 1
		case n < cols:
			msg := fmt.Sprintf("the row ends after %d numbers, the first row has %d", n, cols)
			return nil, &SyntaxError{line, string(last), msg}
		default:
			rows++
		}
		if err == io.EOF {
			break
		}
	}
	if rows == 0 {
		return nil, &SyntaxError{Msg: "no rows: the matrix is empty"}
	}
	return New(rows, cols, data), nil
}
