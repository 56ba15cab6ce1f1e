package notation

import (
	"slices"
	"testing"
)

func TestScanner(t *testing.T) {
	s := &Scanner{Src: " \t\rab_1 (\x00é\xff"}
	if c := s.Peek(); c != 'a' || s.Pos != 3 {
		t.Errorf("Peek = %d at %d, want %d at 3", c, s.Pos, 'a')
	}
	if w := s.WordAt(4); w != "b_1" {
		t.Errorf("WordAt(4) = %q, want b_1", w)
	}
	if w := s.Word(); w != "ab_1" || s.Pos != 7 {
		t.Errorf("Word = %q, Pos %d; want ab_1, 7", w, s.Pos)
	}
	if w := s.Word(); w != "" || s.Pos != 7 {
		t.Errorf("Word at a blank = %q, Pos %d; want none", w, s.Pos)
	}
	if c := s.Peek(); c != '(' {
		t.Errorf("Peek = %d, want %d", c, '(')
	}
	s.Pos++
	// A NUL is a byte like any other.
	if c := s.Peek(); c != 0 || s.Pos != 9 {
		t.Errorf("Peek at the NUL = %d at %d, want 0 at 9", c, s.Pos)
	}
	for _, c := range []struct {
		i      int
		quoted string
		column int
	}{{9, `"\x00"`, 10}, {10, `"é"`, 11}, {12, `"\xff"`, 12}, {0, `" "`, 1}} {
		if q, col := s.QuoteAt(c.i), s.Column(c.i); q != c.quoted || col != c.column {
			t.Errorf("QuoteAt(%d), Column(%d) = %s, %d; want %s, %d", c.i, c.i, q, col, c.quoted, c.column)
		}
	}
	s.Pos = len(s.Src)
	if c := s.Peek(); c != End {
		t.Errorf("Peek at the end = %d, want End", c)
	}
	if c := (&Scanner{Src: "  "}).Peek(); c != End {
		t.Errorf("Peek of blanks = %d, want End", c)
	}
}

func TestNextField(t *testing.T) {
	for _, c := range []struct {
		s     string
		words []string
	}{
		{"", nil},
		{" \t\r ", nil},
		{"a", []string{"a"}},
		{" 12\t0x3\r\n  b ", []string{"12", "0x3", "\n", "b"}},
		{"1\v2\x003", []string{"1\v2\x003"}},
	} {
		var got []string
		for f, rest := NextField(c.s); f != ""; f, rest = NextField(rest) {
			got = append(got, f)
		}
		var gotBytes []string
		for f, rest := NextField([]byte(c.s)); len(f) > 0; f, rest = NextField(rest) {
			gotBytes = append(gotBytes, string(f))
		}
		if !slices.Equal(got, c.words) || !slices.Equal(gotBytes, c.words) {
			t.Errorf("fields of %q: %q and %q, want %q", c.s, got, gotBytes, c.words)
		}
	}
}
