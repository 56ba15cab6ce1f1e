package matrix

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
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
		tok := e.Token
		if len(tok) > 40 {
			tok = tok[:37] + "..."
		}
		s += strconv.Quote(tok) + ": "
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
// text without rows. An error of r is returned as it is.
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
				v, msg := parseNumber(tok)
				if msg != "" {
					return nil, &SyntaxError{line, string(tok), msg}
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

// parseNumber returns the value of tok in the syntax of Read, or a message
// saying why it has none.
func parseNumber(tok []byte) (v uint64, msg string) {
	base, digits := 10, tok
	if len(tok) > 2 && tok[0] == '0' {
		switch tok[1] {
		case 'x', 'X':
			base, digits = 16, tok[2:]
		case 'b', 'B':
			base, digits = 2, tok[2:]
		}
	}
	v, err := strconv.ParseUint(string(digits), base, 64)
	switch {
	case err == nil:
		return v, ""
	case errors.Is(err, strconv.ErrRange):
		return 0, tooLarge
	}
	if len(tok) > 1 && tok[0] == '-' {
		if _, msg := parseNumber(tok[1:]); msg == "" || msg == tooLarge {
			return 0, "negative; nimbers are 0 or more"
		}
	}
	return 0, "not a number (decimal, 0x hex or 0b binary)"
}

const tooLarge = "2^64 or more, too large for a 64-bit nimber"
