package main

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/notation"
)

// An expr is a random expression tree, evaluated directly and printed for
// the parser.
type expr struct {
	op          byte // 'n' number, '+', '*', '/', '^', 's' sqrt, 'i' inv
	value       uint64
	spelling    string // of a number
	exponent    uint64
	negative    bool // exponent
	left, right *expr
}

var errZero = errors.New("zero divisor")

func (e *expr) eval() (uint64, error) {
	if e.op == 'n' {
		return e.value, nil
	}
	x, err := e.left.eval()
	if err != nil {
		return 0, err
	}
	switch e.op {
	case 's':
		return nimber.Sqrt(x), nil
	case 'i':
		if x == 0 {
			return 0, errZero
		}
		return nimber.Inv(x), nil
	case '^':
		if e.negative && e.exponent != 0 {
			if x == 0 {
				return 0, errZero
			}
			x = nimber.Inv(x)
		}
		return nimber.Pow(x, e.exponent), nil
	}
	y, err := e.right.eval()
	if err != nil {
		return 0, err
	}
	switch e.op {
	case '+':
		return x ^ y, nil
	case '*':
		return nimber.Mul(x, y), nil
	}
	if y == 0 {
		return 0, errZero
	}
	return nimber.Div(x, y), nil
}

// level is the binding strength of e: 0 for +, 1 for * and /, 2 for ^,
// 3 for what needs no parentheses.
func (e *expr) level() int {
	switch e.op {
	case '+':
		return 0
	case '*', '/':
		return 1
	case '^':
		return 2
	}
	return 3
}

// format prints e with the parentheses that the precedence and the left
// grouping need, and with random extra ones and random spaces.
func (e *expr) format(r *rand.Rand) string {
	sp := func() string { return []string{"", " ", "\t", "  "}[r.IntN(4)] }
	wrap := func(c *expr, need bool) string {
		s := c.format(r)
		if need || r.IntN(8) == 0 {
			return "(" + sp() + s + sp() + ")"
		}
		return s
	}
	switch e.op {
	case 'n':
		return e.spelling
	case 's', 'i':
		name := map[byte]string{'s': "sqrt", 'i': "inv"}[e.op]
		return name + sp() + "(" + sp() + e.left.format(r) + sp() + ")"
	case '^':
		minus := ""
		if e.negative {
			minus = "-"
		}
		return wrap(e.left, e.left.level() <= 2) + sp() + "^" + sp() + minus + strconv.FormatUint(e.exponent, 10)
	}
	lvl := e.level()
	return wrap(e.left, e.left.level() < lvl) + sp() + string(e.op) + sp() + wrap(e.right, e.right.level() <= lvl)
}

func randomExpr(r *rand.Rand, depth int) *expr {
	if depth == 0 || r.IntN(4) == 0 {
		v, s := randomOperand(r)
		if r.IntN(2) == 0 {
			v = uint64(r.IntN(20))
			s = strconv.FormatUint(v, 10)
		}
		return &expr{op: 'n', value: v, spelling: s}
	}
	e := &expr{op: "+*/^si"[r.IntN(6)], left: randomExpr(r, depth-1)}
	switch e.op {
	case '^':
		e.exponent = uint64(r.IntN(10))
		if r.IntN(3) == 0 {
			e.exponent = r.Uint64()
		}
		e.negative = r.IntN(3) == 0
	case '+', '*', '/':
		e.right = randomExpr(r, depth-1)
	}
	return e
}

// TestEvalRandom checks notation.Eval on random expressions against their
// direct evaluation, and that a zero divisor is an error.
func TestEvalRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for range scale(20000, 1000) {
		e := randomExpr(r, 6)
		s := e.format(r)
		want, werr := e.eval()
		got, err := notation.Eval(s)
		switch {
		case werr != nil && err == nil:
			t.Fatalf("notation.Eval(%q) = %d, want a zero divisor error", s, got)
		case werr == nil && (err != nil || !got.IsUint64() || got.Uint64() != want):
			t.Fatalf("notation.Eval(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
}

// TestEvalPrecedence checks grouping on values worked out by hand from the
// table of F_16 (Conway, On Numbers and Games, ch. 6), where 2*2 = 3,
// 2*3 = 1, 3*3 = 2, 1/2 = 3, 8*3 = 4 and 4*3 = 12.
func TestEvalPrecedence(t *testing.T) {
	tests := []struct {
		s    string
		want uint64
	}{
		{"2 + 3 * 3", 0},        // 2 + (3*3), not (2+3)*3 = 3
		{"(2 + 3) * 3", 3},      // 1*3
		{"2 * 3 ^ 2", 3},        // 2 * (3*3), not (2*3)^2 = 1
		{"2 ^ 2 * 2", 1},        // (2*2) * 2
		{"8 / 2 / 2", 12},       // (8/2)/2 = 8*3*3, not 8/(2/2) = 8
		{"8 / (2 / 2)", 8},      //
		{"1 + 2 * 3 ^ 2", 2},    // 1 + 2*2
		{"inv(2) + sqrt(3)", 1}, // 3 + 2, for 2*2 = 3
		{"2^-1", 3},             //
	}
	for _, tt := range tests {
		if got, err := notation.Eval(tt.s); err != nil || !got.IsUint64() || got.Uint64() != tt.want {
			t.Errorf("notation.Eval(%q) = %d, %v; want %d", tt.s, got, err, tt.want)
		}
	}
}

// TestEvalDepth checks that parentheses nested up to notation.MaxDepth deep are
// evaluated and one level more is an error at the innermost "(", not a
// stack overflow.
func TestEvalDepth(t *testing.T) {
	nested := func(depth int) string {
		return strings.Repeat("(", depth) + "2" + strings.Repeat(")", depth)
	}
	if v, err := notation.Eval(nested(notation.MaxDepth)); err != nil || v.String() != "2" {
		t.Errorf("%d nested parentheses: %v, %v", notation.MaxDepth, v, err)
	}
	_, err := notation.Eval(nested(notation.MaxDepth + 1))
	var ee *notation.EvalError
	if !errors.As(err, &ee) || ee.Pos != notation.MaxDepth || !strings.Contains(ee.Msg, "nested") {
		t.Errorf("%d nested parentheses: error %v", notation.MaxDepth+1, err)
	}
}

// TestEvalErrorClipped checks that the message of an error in a long
// expression shows the part around the column, with the caret under it.
func TestEvalErrorClipped(t *testing.T) {
	expr := strings.Repeat("1+", 1000) + "$" + strings.Repeat("+1", 1000)
	_, err := notation.Eval(expr)
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 3 || lines[0] != `column 2001: unexpected "$" where an operand is expected` {
		t.Fatalf("message %q", err.Error())
	}
	shown, caret := lines[1], lines[2]
	if len(shown) > 80 || !strings.HasPrefix(shown, "\t...") || !strings.HasSuffix(shown, "...") {
		t.Errorf("expression shown as %q", shown)
	}
	if at := len(caret) - 1; caret[at] != '^' || shown[at] != '$' {
		t.Errorf("caret %q is not under the $ of %q", caret, shown)
	}
}

// TestEvalNUL checks that a NUL byte is part of the expression, an error
// where it stands, and not its end, on the command line and in a stream.
func TestEvalNUL(t *testing.T) {
	for _, c := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"eval", "2\x00garbage"}, "", "nimber: eval: column 2: unexpected \"\\x00\" where an operator or the end is expected\n\t2\\x00garbage\n\t ^\n[exit 1]\n"},
		{[]string{"eval", "2*3\x00 9 9 9"}, "", "nimber: eval: column 4: unexpected \"\\x00\" where an operator or the end is expected\n\t2*3\\x00 9 9 9\n\t   ^\n[exit 1]\n"},
		{[]string{"eval", "\x00"}, "", "nimber: eval: column 1: unexpected \"\\x00\" where an operand is expected\n\t\\x00\n\t^\n[exit 1]\n"},
		{[]string{"eval"}, "2\n2\x00garbage\n3\n", "2\nnimber: line 2: column 2: unexpected \"\\x00\" where an operator or the end is expected\n\t2\\x00garbage\n\t ^\n[exit 1]\n"},
	} {
		if got := runCommand(t, c.args, c.stdin); got != c.want {
			t.Errorf("nimber %q with input %q:\n%s\nwant:\n%s", c.args, c.stdin, got, c.want)
		}
	}
}

// TestEvalErrorEscaped checks that an error shows the control characters,
// invalid UTF-8 and other unprintable runes of the expression escaped, as
// mul's messages do, with the caret under the column still.
func TestEvalErrorEscaped(t *testing.T) {
	for _, c := range []struct{ expr, shown, caret string }{
		{"1+\x1b[31mRED", `1+\x1b[31mRED`, "  ^"},
		{"1 + \xff", `1 + \xff`, "    ^"},
		{"\x7f", `\x7f`, "^"},
		{"1 \u202e+ 2", `1 \u202e+ 2`, "  ^"},
		{"\t1 +\t$", "\t1 +\t$", "\t   \t^"},
		{"1 + é", "1 + é", "    ^"},
	} {
		_, err := notation.Eval(c.expr)
		if err == nil {
			t.Fatalf("notation.Eval(%q): no error", c.expr)
		}
		lines := strings.Split(err.Error(), "\n")
		if len(lines) != 3 || lines[1] != "\t"+c.shown || lines[2] != "\t"+c.caret {
			t.Errorf("notation.Eval(%q): message\n%s\nwant the expression shown as %q, caret %q", c.expr, err, c.shown, c.caret)
		}
	}
}

// checkEvalMessage checks that evaluating s either succeeds or fails with a
// message that is valid UTF-8 and holds no control character but its line
// feeds and the tabs of s.
func checkEvalMessage(t *testing.T, s string) {
	_, err := notation.Eval(s)
	if err == nil {
		return
	}
	msg := err.Error()
	if !utf8.ValidString(msg) {
		t.Fatalf("notation.Eval(%q): message %q is not UTF-8", s, msg)
	}
	for _, r := range msg {
		if r != '\n' && r != '\t' && !strconv.IsPrint(r) && r != ' ' {
			t.Fatalf("notation.Eval(%q): message %q holds %U", s, msg, r)
		}
	}
}

func FuzzEvalMessage(f *testing.F) {
	for _, s := range []string{"1+\x1b[31mRED", "2\x00x", "\xff", "sqrt(\u202e)", "1 + 2/0", "((((1"} {
		f.Add(s)
	}
	f.Fuzz(checkEvalMessage)
}
