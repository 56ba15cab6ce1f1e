package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxTake is the largest number of tokens that a move of a HeapGame may
// take: the length of an octal code, or the largest member of a subtraction
// set.
const MaxTake = 1 << 16

// A HeapGame is a take-and-break game played on heaps of tokens: a move
// takes some tokens from one heap and may leave the rest as zero, one, two
// or more heaps. Its value is that of a sum of heaps, the nim-sum of the
// values G(n) of its heaps, so the sequence G(0), G(1), ... describes the
// game.
//
// The rules are given as take-and-break codes, subtraction sets or
// Grundy's game; see ParseHeapGame.
type HeapGame struct {
	rule string
	// digits[k] tells what a move taking k tokens may leave: bit j (1, 2,
	// 4, 8, ...) leaving exactly j nonempty heaps, for j from 0 to 7. Its
	// last entry is nonzero unless there is only one.
	digits []uint8
	// unequal restricts the two heaps left to be of different sizes.
	unequal bool
}

// maxDigit is the largest digit of a code: it leaves at most 7 heaps.
const maxDigit = 255

// ParseHeapGame parses a rule, in one of three forms:
//
//   - A take-and-break code d0.d1d2d3... as written in Winning Ways and
//     CGSuite: the digit dk says what a move taking k tokens from a heap
//     may leave, as the sum of 2^j for each number j of nonempty heaps it
//     may leave: 1 (nothing: the move takes a whole heap of k), 2 (one
//     heap), 4 (two heaps), 8 (three), and so on. Octal codes have digits
//     0 to 7; past 7 the digits are CGSuite's and MisereSolver's base-32
//     digits 0-9 and a-v (or A-V) for 10 to 31, so that 0.8 takes one
//     token and leaves three heaps, and &N; (CGSuite's notation, N in
//     decimal, up to 255) for any digit, such as 0.&12; for 0.c. The
//     digit d0 before the point, taking no token, may be omitted; it may
//     not allow leaving no heap or one heap (1 or 2: a move that takes
//     nothing and leaves the heap as it was would let play go on for
//     ever), so it is 0, 4 (split a heap in two without taking), 8, c,
//     and so on. Examples: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137
//     Dawson's chess, 0.6 Officers, 4.07, 0.f.
//   - sub=S, a subtraction game: a move takes s tokens, for some s in the
//     comma-separated set S of positive integers, from a heap of at least s.
//     It is the octal game with digit 3 at each member of S; sub=1,3,4
//     is 0.3033.
//   - grundy, Grundy's game: a move splits a heap into two nonempty heaps
//     of different sizes.
//
// ParseHeapGame returns an error wrapping ErrRule naming the fault for any
// other text: a character that is no digit, a digit &N; above 255, a
// digit before the point that allows leaving no heap or one, more than
// one digit before the point, a missing fraction, a member of S that is
// not a positive integer, and a code longer than MaxTake digits or a
// member of S above MaxTake.
func ParseHeapGame(rule string) (*HeapGame, error) {
	switch {
	case rule == "grundy":
		return &HeapGame{rule: rule, digits: []uint8{4}, unequal: true}, nil
	case strings.HasPrefix(rule, "sub="):
		return parseSubtraction(rule)
	}
	return parseOctal(rule)
}

// parseDigits parses the digits of a code, part of rule, with the name of
// the part for messages.
func parseDigits(rule, part, where string) ([]uint8, error) {
	var digits []uint8
	for i := 0; i < len(part); i++ {
		c := part[i]
		var d int
		switch {
		case '0' <= c && c <= '9':
			d = int(c - '0')
		case 'a' <= c && c <= 'v':
			d = int(c-'a') + 10
		case 'A' <= c && c <= 'V':
			d = int(c-'A') + 10
		case c == '&':
			end := strings.IndexByte(part[i:], ';')
			if end < 0 {
				return nil, errorf(ErrRule, "code %s: digit %d %s begins &N; but has no ;", quote(rule), len(digits)+1, where)
			}
			n, err := strconv.Atoi(part[i+1 : i+end])
			if err != nil || n < 0 || n > maxDigit || part[i+1] == '+' {
				return nil, errorf(ErrRule, "code %s: digit %d %s is %s, not &N; with N from 0 to %d", quote(rule), len(digits)+1, where, quote(part[i:i+end+1]), maxDigit)
			}
			d = n
			i += end
		default:
			return nil, errorf(ErrRule, "code %s: digit %d %s is %q, not a digit 0-9, a-v or &N;", quote(rule), len(digits)+1, where, c)
		}
		digits = append(digits, uint8(d))
	}
	return digits, nil
}

func parseOctal(rule string) (*HeapGame, error) {
	whole, frac, ok := strings.Cut(rule, ".")
	if !ok {
		return nil, errorf(ErrRule, "rule %s is not a code like 0.77, a subtraction set like sub=1,3,4, or grundy", quote(rule))
	}
	if frac == "" {
		return nil, errorf(ErrRule, "code %s has no digits after the point", quote(rule))
	}
	lead, err := parseDigits(rule, whole, "before the point")
	if err != nil {
		return nil, err
	}
	var d0 uint8
	switch {
	case len(lead) > 1:
		return nil, errorf(ErrRule, "code %s has %d digits before the point; one is allowed", quote(rule), len(lead))
	case len(lead) == 1 && lead[0]&3 != 0:
		what := "no heap"
		if lead[0]&2 != 0 {
			what = "the heap as it was, for ever"
		}
		return nil, errorf(ErrRule, "code %s: the digit before the point takes no token and leaves %s; it must be 0, 4, 8, c, ...", quote(rule), what)
	case len(lead) == 1:
		d0 = lead[0]
	}
	digits, err := parseDigits(rule, frac, "after the point")
	if err != nil {
		return nil, err
	}
	if len(digits) > MaxTake {
		return nil, errorf(ErrRule, "code %s has %d digits after the point, more than %d", quote(rule), len(digits), MaxTake)
	}
	digits = append([]uint8{d0}, digits...)
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return &HeapGame{rule: rule, digits: digits}, nil
}

func parseSubtraction(rule string) (*HeapGame, error) {
	list := strings.TrimPrefix(rule, "sub=")
	if list == "" {
		return nil, errorf(ErrRule, "subtraction set %s is empty", quote(rule))
	}
	var set []int
	for f := range strings.SplitSeq(list, ",") {
		s, err := strconv.Atoi(f)
		var ne *strconv.NumError
		switch {
		case errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange), err == nil && s > MaxTake:
			return nil, errorf(ErrRule, "subtraction set %s: %s is above %d", quote(rule), quote(f), MaxTake)
		case err != nil || s <= 0:
			return nil, errorf(ErrRule, "subtraction set %s: %s is not a positive integer", quote(rule), quote(f))
		}
		set = append(set, s)
	}
	digits := make([]uint8, 1)
	for _, s := range set {
		for len(digits) <= s {
			digits = append(digits, 0)
		}
		digits[s] = 3
	}
	return &HeapGame{rule: rule, digits: digits}, nil
}

// quote quotes s, a rule or a part of one, for an error message: shortened
// to its first 40 bytes, with its length, if it is longer, since rules may
// have 65536 digits.
func quote(s string) string {
	if len(s) > 40 {
		return fmt.Sprintf("%q... (%d bytes)", s[:40], len(s))
	}
	return strconv.Quote(s)
}

// String returns the rule as it was parsed.
func (g *HeapGame) String() string { return g.rule }

// maxTake returns the largest number of tokens a move takes, the t of the
// octal periodicity theorem.
func (g *HeapGame) maxTake() int { return len(g.digits) - 1 }

// splits reports whether a move may leave two heaps or more.
func (g *HeapGame) splits() bool {
	for _, d := range g.digits {
		if d >= 4 {
			return true
		}
	}
	return false
}

// isOctal reports whether g is an octal game, or Grundy's game: whether no
// move leaves more than two heaps, so that package octal computes it.
func (g *HeapGame) isOctal() bool {
	for _, d := range g.digits {
		if d > 7 {
			return false
		}
	}
	return true
}
