package matrix

import (
	"fmt"
	"strconv"
)

// String returns m in the text format that Read takes: one row a line,
// the elements in decimal separated by single spaces, and no newline after
// the last row. A matrix with no rows is the empty string.
func (m *Dense) String() string { return fmt.Sprint(m) }

// Format implements fmt.Formatter. Each element is formatted by the verb
// and flags given, as a uint64 would be, the elements of a row separated by
// single spaces and the rows by newlines: %v, %s and %d give decimal, %x and
// %X hex, %b binary and %o octal (with %#x and %#b the prefixes 0x and 0b
// that Read needs), and a width such as %4d aligns the columns. Other verbs
// are reported as fmt reports them, as %!verb(*matrix.Dense=rxc).
func (m *Dense) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v', 's':
		verb = 'd'
	case 'd', 'x', 'X', 'b', 'o', 'O':
	default:
		fmt.Fprintf(f, "%%!%c(*matrix.Dense=%dx%d)", verb, m.rows, m.cols)
		return
	}
	format := fmt.FormatString(f, verb)
	var b []byte
	for i := range m.rows {
		if i > 0 {
			b = append(b, '\n')
		}
		for j, v := range m.row(i) {
			if j > 0 {
				b = append(b, ' ')
			}
			if format == "%d" {
				b = strconv.AppendUint(b, v, 10) // the common case, without fmt
			} else {
				b = fmt.Appendf(b, format, v)
			}
		}
	}
	f.Write(b)
}
