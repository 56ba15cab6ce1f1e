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
// of String: one row a line, the elements separated by spaces or tabs.
// Each element is a number below 2^64 in decimal, or in hex after 0x or
// 0X, or in binary after 0b or 0B; a leading zero does not make a number
// octal, and signs and underscores are not allowed. Lines holding only
// white space are skipped, and the last line needs no newline.
//
// An error in the text is reported as a *SyntaxError naming the line and
// the token: a token that is not a number, a negative number, a number of
// 2^64 or more, a row with more or fewer numbers than the first row, and
// text without rows. Numbers are read, and their faults worded, as the
// nimber command and package poly read them. An error of r is returned as
// it is.
func Read(r io.Reader) (*Dense, error) {
	br := bufio.NewReader(r)
	var data []uint64
	rows, cols := 0, 0
	for line := 1; ; line++ {
		text, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return nil, err
		}
		if fields := bytes.Fields(text); len(fields) > 0 {
			if rows == 0 {
				cols = len(fields)
			}
			if len(fields) > cols {
				msg := fmt.Sprintf("more numbers than the %d of the first row", cols)
				return nil, &SyntaxError{line, string(fields[cols]), msg}
			}
			for _, tok := range fields {
				v, err := notation.ParseNumber(tok)
				if err != nil {
					return nil, &SyntaxError{line, string(tok), err.(*notation.NumberError).Reason}
				}
				data = append(data, v)
			}
			if len(fields) < cols {
				msg := fmt.Sprintf("the row ends after %d numbers, the first row has %d", len(fields), cols)
				return nil, &SyntaxError{line, string(fields[len(fields)-1]), msg}
			}
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
