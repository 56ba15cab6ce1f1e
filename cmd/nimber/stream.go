package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/bits"

	"github.com/nimberdev/nimber/internal/notation"
)

const (
	readBufSize = 1 << 16  // the first read buffer; it grows for longer lines
	maxLineLen  = 16 << 20 // longer lines are an error, not a memory hog
	flushAt     = 1 << 16  // output is written in blocks of about this size
)

// An output collects results in a buffer and writes them in large blocks.
type output struct {
	w   io.Writer
	buf []byte
}

func newOutput(w io.Writer) *output {
	return &output{w: w, buf: make([]byte, 0, flushAt+4096)}
}

// flush writes the buffered results.
func (o *output) flush() error {
	if len(o.buf) == 0 {
		return nil
	}
	_, err := o.w.Write(o.buf)
	o.buf = o.buf[:0]
	return writeError(err)
}

// writeError returns err, a failed write of results, as the command reports
// it, or nil for nil.
func writeError(err error) error {
	if err != nil {
		return fmt.Errorf("writing the results: %w", err)
	}
	return nil
}

// endLine ends a result line and flushes when the buffer is full.
func (o *output) endLine() error {
	o.buf = append(o.buf, '\n')
	if len(o.buf) >= flushAt {
		return o.flush()
	}
	return nil
}

// A lineReader splits its input into lines without copying them. Before
// every read, which may block, it calls flush: so everything computed from
// the lines already read is written out first, and a person typing at a
// terminal sees each result as soon as the line is complete.
type lineReader struct {
	r          io.Reader
	flush      func() error
	buf        []byte
	start, end int   // buf[start:end] is read and not yet returned
	err        error // the error of the last read, io.EOF at the end
	n          int   // the number of the line last returned, from 1
}

func newLineReader(r io.Reader, flush func() error) *lineReader {
	return &lineReader{r: r, flush: flush, buf: make([]byte, readBufSize)}
}

// next returns the next line without its line feed, and without the
// carriage return before it (CRLF line ends) or a byte order mark before the
// first line; the slice is valid until the following call. A last line
// without a line feed counts as a line. At the end of the input next returns
// io.EOF; after a failed read, an error naming the line it cut short.
func (lr *lineReader) next() ([]byte, error) {
	for {
		if i := bytes.IndexByte(lr.buf[lr.start:lr.end], '\n'); i >= 0 {
			line := lr.buf[lr.start : lr.start+i]
			lr.start += i + 1
			return lr.count(line), nil
		}
		switch {
		case lr.err == io.EOF && lr.start < lr.end:
			line := lr.buf[lr.start:lr.end]
			lr.start = lr.end
			return lr.count(line), nil
		case lr.err == io.EOF:
			return nil, io.EOF
		case lr.err != nil:
			// A line that a failed read cut short is not computed.
			return nil, fmt.Errorf("line %d: read: %w", lr.n+1, lr.err)
		}
		if lr.start > 0 {
			lr.end = copy(lr.buf, lr.buf[lr.start:lr.end])
			lr.start = 0
		}
		if lr.end == len(lr.buf) {
			if len(lr.buf) >= maxLineLen {
				return nil, fmt.Errorf("line %d: longer than %d bytes", lr.n+1, maxLineLen)
			}
			grown := make([]byte, 2*len(lr.buf))
			copy(grown, lr.buf[:lr.end])
			lr.buf = grown
		}
		if err := lr.flush(); err != nil {
			return nil, err
		}
		n, err := lr.r.Read(lr.buf[lr.end:])
		lr.end += n
		lr.err = err
	}
}

// count counts the line and trims it for next.
func (lr *lineReader) count(line []byte) []byte {
	lr.n++
	if lr.n == 1 {
		line = bytes.TrimPrefix(line, []byte("\ufeff"))
	}
	return bytes.TrimSuffix(line, []byte("\r"))
}

// eachLine applies f to each line of standard input but the blank ones:
// f appends the line's result to dst, to be ended by a line feed, or
// returns an error, which eachLine reports with the line's number. It
// stops at the first error, having written the results of all lines
// before it.
func eachLine(e *env, f func(line, dst []byte) ([]byte, error)) error {
	out := newOutput(e.stdout)
	lr := newLineReader(e.stdin, out.flush)
	err := func() error {
		for {
			line, err := lr.next()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if f, _ := notation.NextField(line); len(f) == 0 {
				continue
			}
			if out.buf, err = f(line, out.buf); err != nil {
				return fmt.Errorf("line %d: %w", lr.n, err)
			}
			if err := out.endLine(); err != nil {
				return err
			}
		}
	}()
	if ferr := out.flush(); err == nil {
		err = ferr
	}
	return err
}

// fields appends to dst the first max fields of line, separated by spaces,
// tabs and carriage returns, and returns them with the number of fields in
// all: a line of millions of fields costs no more memory than max of them.
func fields(dst [][]byte, line []byte, max int) ([][]byte, int) {
	n := 0
	for f, rest := notation.NextField(line); len(f) > 0; f, rest = notation.NextField(rest) {
		if n < max {
			dst = append(dst, f)
		}
		n++
	}
	return dst, n
}

// scanDecimals parses line into a when it holds exactly len(a) decimal
// numbers below 2^64, separated by blanks, the common case of a stream,
// in one pass and without allocation. It returns false for anything else,
// which the caller parses with fields and notation.ParseNumber, the definition.
func scanDecimals(line []byte, a []uint64) bool {
	i, n := 0, len(line)
	for k := range a {
		for i < n && notation.IsSpace(line[i]) {
			i++
		}
		start := i
		var v uint64
		// Nineteen digits cannot overflow; a twentieth is checked.
		for i < n && i-start < 19 && line[i]-'0' <= 9 {
			v = v*10 + uint64(line[i]-'0')
			i++
		}
		if i-start == 19 && i < n && line[i]-'0' <= 9 {
			hi, lo := bits.Mul64(v, 10)
			lo, carry := bits.Add64(lo, uint64(line[i]-'0'), 0)
			if hi|carry != 0 {
				return false
			}
			v = lo
			i++
		}
		if i == start || i < n && !notation.IsSpace(line[i]) {
			return false
		}
		a[k] = v
	}
	for i < n && notation.IsSpace(line[i]) {
		i++
	}
	return i == n
}

// streamOp applies o to each line of standard input and writes the results
// one a line. A query without a solution (o.noSolution) prints -1; any
// other error stops it, after the results of all lines before it.
func streamOp(e *env, o *op, hex bool) error {
	out := newOutput(e.stdout)
	err := streamLines(newLineReader(e.stdin, out.flush), out, o, hex)
	if ferr := out.flush(); err == nil {
		err = ferr
	}
	return err
}

func streamLines(lr *lineReader, out *output, o *op, hex bool) error {
	var (
		f         [][]byte
		a         = make([]uint64, o.arity)
		first     = true
		counted   bool   // the input began with a count line
		count     uint64 // the count, if counted
		countLine int    // where it stood
		done      uint64 // the lines computed
	)
	for {
		line, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		// The fast path takes lines of plain decimal numbers below 2^64; the
		// general path blank lines, the count line, other spellings, big
		// nimbers and every error.
		fast := !first && scanDecimals(line, a)
		if !fast {
			var n int
			f, n = fields(f[:0], line, o.arity)
			if n == 0 {
				continue
			}
			if first {
				first = false
				// A lone number cannot be the operands of a two-operand
				// operation: it is the count of the Library Checker format.
				if o.arity > 1 && n == 1 {
					if count, err = notation.ParseNumber(f[0]); err != nil {
						return fmt.Errorf("line %d: count: %w", lr.n, err)
					}
					counted, countLine = true, lr.n
					continue
				}
			}
			if n != o.arity {
				return fmt.Errorf("line %d: %s: %s takes %s, got %d", lr.n, notation.Clip(line), o.name, operands(o.arity), n)
			}
		}
		if counted && done == count {
			return fmt.Errorf("line %d: %s: more lines than the count %d on line %d", lr.n, notation.Clip(line), count, countLine)
		}
		if fast {
			if out.buf, err = o.apply(out.buf, a, hex); err != nil {
				toks, _ := fields(nil, line, o.arity)
				err = &opError{o, toks, err}
			}
		} else {
			out.buf, err = o.compute(out.buf, f, a, hex)
		}
		if err != nil && o.noSolution != nil && errors.Is(err, o.noSolution) {
			out.buf, err = append(out.buf, "-1"...), nil
		}
		if err != nil {
			return fmt.Errorf("line %d: %w", lr.n, err)
		}
		if err := out.endLine(); err != nil {
			return err
		}
		done++
	}
	if counted && done < count {
		return fmt.Errorf("line %d: count %d, but only %d %s", countLine, count, done, plural(done, "line follows", "lines follow"))
	}
	return nil
}
