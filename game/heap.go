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
// takes some tokens from one heap and may leave the rest as zero, one or two
// heaps. Its value is that of a sum of heaps, the nim-sum of the values
// G(n) of its heaps, so the sequence G(0), G(1), ... describes the game.
//
// The rules are given as octal codes, subtraction sets or Grundy's game;
// see ParseHeapGame.
type HeapGame struct {
	rule string
	// digits[k] tells what a move taking k tokens may leave: bit 1 no heap
	// (it takes a whole heap of k), bit 2 one nonempty heap, bit 4 two
	// nonempty heaps. Its last entry is nonzero unless there is only one.
	digits []uint8
	// unequal restricts the two heaps left to be of different sizes.
	unequal bool
}

// ParseHeapGame parses a rule, in one of three forms:
//
//   - An octal code d0.d1d2d3... as written in Winning Ways and CGSuite: the
//     digit dk (0 to 7) says what a move taking k tokens from a heap may
//     leave, as the sum of 1 (nothing: the move takes a whole heap of k), 2
//     (one nonempty heap) and 4 (two nonempty heaps). The digit d0 before the
//     point is 0 or 4 (splitting a heap in two without taking) and may be
//     omitted. Examples: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's
//     chess, 0.6 Officers, 4.07.
//   - sub=S, a subtraction game: a move takes s tokens, for some s in the
//     comma-separated set S of positive integers, from a heap of at least s.
//     It is the octal game with digit 3 at each member of S; sub=1,3,4
//     is 0.3033.
//   - grundy, Grundy's game: a move splits a heap into two nonempty heaps
//     of different sizes.
//
// ParseHeapGame returns an error naming the fault for any other text: a
// digit above 7, a first digit other than 0 or 4, a missing fraction, a
// member of S that is not a positive integer, and a code longer than
// MaxTake digits or a member of S above MaxTake.
func ParseHeapGame(rule string) (*HeapGame, error) {
	switch {
	case rule == "grundy":
		return &HeapGame{rule: rule, digits: []uint8{4}, unequal: true}, nil
	case strings.HasPrefix(rule, "sub="):
		return parseSubtraction(rule)
	}
	return parseOctal(rule)
}

func parseOctal(rule string) (*HeapGame, error) {
	whole, frac, ok := strings.Cut(rule, ".")
	if !ok {
		return nil, errorf(ErrRule, "rule %s is not an octal code like 0.77, a subtraction set like sub=1,3,4, or grundy", quote(rule))
	}
	var d0 uint8
	switch whole {
	case "", "0":
	case "4":
		d0 = 4
	default:
		return nil, errorf(ErrRule, "octal code %s: the digit before the point must be 0 or 4, not %s", quote(rule), quote(whole))
	}
	if frac == "" {
		return nil, errorf(ErrRule, "octal code %s has no digits after the point", quote(rule))
	}
	if len(frac) > MaxTake {
		return nil, errorf(ErrRule, "octal code %s has %d digits after the point, more than %d", quote(rule), len(frac), MaxTake)
	}
	digits := []uint8{d0}
	for i, c := range []byte(frac) {
		if c < '0' || c > '7' {
			return nil, errorf(ErrRule, "octal code %s: digit %d after the point is %q, not an octal digit 0-7", quote(rule), i+1, c)
		}
		digits = append(digits, c-'0')
	}
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

// splits reports whether a move may leave two heaps.
func (g *HeapGame) splits() bool {
	for _, d := range g.digits {
		if d&4 != 0 {
			return true
		}
	}
	return false
}
