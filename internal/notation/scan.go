package notation

import (
	"strconv"
	"unicode/utf8"
)

// A Scanner steps through an expression token by token, skipping the blanks
// between them: the tokenizer of Eval and of package poly's Parse, so that
// both read the same bytes the same way.
type Scanner struct {
	Src string
	Pos int // the byte offset in Src of the next token
}

// End is what Peek returns at the end of the source.
const End = -1

// MaxDepth bounds the nesting of parentheses in an expression, and so the
// depth of the recursion that reads it.
const MaxDepth = 1000

// MinusMessage is the error for a minus sign, in an expression of nimbers
// as in a polynomial.
const MinusMessage = `unexpected "-": every nimber is its own negative, so subtract with +`

// Peek skips blanks (see IsSpace) and returns the byte at Pos, or End at
// the end. A NUL is a byte like any other, and no end: it is an error where
// it stands.
func (s *Scanner) Peek() int {
	for s.Pos < len(s.Src) && IsSpace(s.Src[s.Pos]) {
		s.Pos++
	}
	if s.Pos == len(s.Src) {
		return End
	}
	return int(s.Src[s.Pos])
}

// IsWordByte reports whether c is a letter, a digit or an underscore, of
// which words are made: names and numbers.
func IsWordByte(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z' || c == '_'
}

// WordAt returns the word at offset i: the run of letters, digits and
// underscores there, which is empty if there is none.
func (s *Scanner) WordAt(i int) string {
	j := i
	for j < len(s.Src) && IsWordByte(s.Src[j]) {
		j++
	}
	return s.Src[i:j]
}

// Word returns the word at Pos and moves past it.
func (s *Scanner) Word() string {
	w := s.WordAt(s.Pos)
	s.Pos += len(w)
	return w
}

// QuoteAt returns the character at offset i, quoted as strconv.Quote
// writes it, for a message: a byte that is not UTF-8 is shown as such, in
// hex.
func (s *Scanner) QuoteAt(i int) string {
	_, size := utf8.DecodeRuneInString(s.Src[i:])
	return strconv.Quote(s.Src[i : i+size])
}

// Column returns the column of offset i, counting characters from 1.
func (s *Scanner) Column(i int) int { return utf8.RuneCountInString(s.Src[:i]) + 1 }

// NextField returns the first field of s, the bytes from the first that is
// not a blank (see IsSpace) up to the next blank, and the rest of s after
// it. field is empty when s holds blanks only. The lines of the command's
// input, and of package matrix's, are split into fields so.
func NextField[T string | []byte](s T) (field, rest T) {
	i := 0
	for i < len(s) && IsSpace(s[i]) {
		i++
	}
	j := i
	for j < len(s) && !IsSpace(s[j]) {
		j++
	}
	return s[i:j], s[j:]
}
