package octal

import (
	"errors"
	"fmt"
)

// MaxTake is the largest number of tokens a move of a Rule may take.
const MaxTake = 1 << 16

// A Rule is a take-and-break heap game: Digits[k] tells what a move taking
// k tokens from a heap may leave, as the sum of 1 (nothing: the move takes
// a whole heap of k), 2 (one nonempty heap) and 4 (two nonempty heaps), as
// the digits of an octal code d0.d1d2... do. Unequal restricts the two heaps
// a split leaves to be of different sizes, as in Grundy's game.
//
// Name identifies the rule in the files of a Solver: a file is resumed only
// under the Name it was written with.
type Rule struct {
	Name    string
	Digits  []uint8
	Unequal bool
}

// MaxNameLen is the longest Name a Rule may have: an octal code of MaxTake
// digits with its point and leading digit.
const MaxNameLen = MaxTake + 2

// A game is a Rule with its moves sorted by kind, as the solver reads them.
type game struct {
	Rule
	t      int   // the largest number of tokens a move takes
	whole  []int // k such that a heap of k may be taken whole
	takes  []int // k such that taking k from a larger heap may leave one heap
	splits []int // k such that taking k may leave two nonempty heaps
	// pos tells whether every split takes a number of tokens of the same
	// parity, which lets the parity of a heap join its value in telling
	// rare heaps from common ones.
	pos bool
}

func newGame(r Rule) (*game, error) {
	switch {
	case r.Name == "":
		return nil, errors.New("octal: the rule has no name")
	case len(r.Name) > MaxNameLen:
		return nil, fmt.Errorf("octal: a rule name of %d bytes is longer than %d", len(r.Name), MaxNameLen)
	case len(r.Digits) == 0:
		return nil, fmt.Errorf("octal: rule %s has no digits", clip(r.Name))
	case len(r.Digits) > MaxTake+1:
		return nil, fmt.Errorf("octal: rule %s takes more than %d tokens", clip(r.Name), MaxTake)
	case r.Digits[0]&3 != 0:
		return nil, fmt.Errorf("octal: rule %s: a move taking no tokens must split the heap", clip(r.Name))
	}
	g := &game{Rule: r, t: len(r.Digits) - 1, pos: true}
	for k, d := range r.Digits {
		if d > 7 {
			return nil, fmt.Errorf("octal: rule %s: digit %d is %d, not 0-7", clip(r.Name), k, d)
		}
		if d&1 != 0 {
			g.whole = append(g.whole, k)
		}
		if d&2 != 0 {
			g.takes = append(g.takes, k)
		}
		if d&4 != 0 {
			if len(g.splits) > 0 && (k-g.splits[0])&1 != 0 {
				g.pos = false
			}
			g.splits = append(g.splits, k)
		}
	}
	if len(g.splits) == 0 {
		g.pos = false
	}
	return g, nil
}

// clip quotes s, shortened to its first 40 bytes if it is longer.
func clip(s string) string {
	if len(s) > 40 {
		return fmt.Sprintf("%q... (%d bytes)", s[:40], len(s))
	}
	return fmt.Sprintf("%q", s)
}
