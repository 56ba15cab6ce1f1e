package game

import (
	"encoding/binary"
	"slices"
	"strconv"
)

// A LoopyValue is a generalized Sprague–Grundy value (C. A. B. Smith,
// 1966), the value of a position of a game whose play need not end: a
// finite n, which behaves in sums as the Nim heap of n does, or ∞(K), with
// K the set of the finite values of the position's options. The zero
// value is the finite value 0.
//
// LoopyValues are comparable with ==, which agrees with Equal, so they may
// be map keys.
type LoopyValue struct {
	n uint64 // the finite value; 0 if infinite
	// k is "" for a finite value; for ∞(K), the byte 0 and then the
	// elements of K, ascending, as uvarints: one spelling for each K.
	k string
}

// FiniteValue returns the finite value n.
func FiniteValue(n uint64) LoopyValue { return LoopyValue{n: n} }

// InfiniteValue returns ∞(K) for the set K of the numbers k, in any order
// and with any repetitions.
func InfiniteValue(k ...uint64) LoopyValue {
	k = slices.Clone(k)
	slices.Sort(k)
	return LoopyValue{k: string(appendK(nil, slices.Compact(k)))}
}

// appendK appends the spelling of ∞(K) to b, for K ascending without
// repetitions.
func appendK(b []byte, k []uint64) []byte {
	b = append(b, 0)
	for _, x := range k {
		b = binary.AppendUvarint(b, x)
	}
	return b
}

// Finite returns n and true for the finite value n, and 0 and false for
// ∞(K).
func (v LoopyValue) Finite() (n uint64, ok bool) { return v.n, v.k == "" }

// K returns, for ∞(K), the elements of K in ascending order, in a new
// slice (empty, not nil, for ∞(∅)); for a finite value it returns nil.
func (v LoopyValue) K() []uint64 {
	if v.k == "" {
		return nil
	}
	k := []uint64{}
	for b := v.k[1:]; len(b) > 0; {
		var x uint64
		var i int
		for shift := 0; ; shift += 7 {
			c := b[i]
			i++
			x |= uint64(c&0x7f) << shift
			if c < 0x80 {
				break
			}
		}
		k = append(k, x)
		b = b[i:]
	}
	return k
}

// Outcome returns the outcome of a position of value v for the player to
// move: Loss for 0, Win for a finite value above 0 (a move to a position
// of value 0 exists) and for ∞(K) with 0 in K, and Draw for ∞(K) without
// 0 in K, from which each player can keep play going for ever.
func (v LoopyValue) Outcome() Outcome {
	switch {
	case v.k == "" && v.n == 0:
		return Loss
	case v.k == "" || len(v.k) > 1 && v.k[1] == 0: // K ascending: 0 first
		return Win
	}
	return Draw
}

// Add returns the value of the sum of two games of values v and w (Smith):
// the nim-sum a⊕b of finite values a and b; for ∞(K) and a finite b,
// ∞(K⊕b), with K⊕b = {k⊕b : k in K}; and ∞(∅) for two infinite values,
// a draw, since each player can always answer a move in one component by
// one in the other that keeps play going.
func (v LoopyValue) Add(w LoopyValue) LoopyValue {
	switch {
	case v.k == "" && w.k == "":
		return LoopyValue{n: v.n ^ w.n}
	case v.k != "" && w.k != "":
		return LoopyValue{k: "\x00"}
	case v.k == "":
		v, w = w, v
	}
	if w.n == 0 {
		return v
	}
	k := v.K()
	for i := range k {
		k[i] ^= w.n
	}
	slices.Sort(k)
	return LoopyValue{k: string(appendK(nil, k))}
}

// Equal reports whether v and w are the same value, as v == w does.
func (v LoopyValue) Equal(w LoopyValue) bool { return v == w }

// String returns v as CGSuite writes loopy impartial values: the finite
// value in decimal ("3"), and ∞(K) as "∞" for K empty and otherwise "∞("
// and the elements of K ascending, separated by commas, and ")"
// ("∞(0,2)").
func (v LoopyValue) String() string {
	if v.k == "" {
		return strconv.FormatUint(v.n, 10)
	}
	if v.k == "\x00" {
		return "∞"
	}
	b := []byte("∞(")
	for i, x := range v.K() {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, x, 10)
	}
	return string(append(b, ')'))
}

// An Outcome is the result of a position of a game with cycles for the
// player to move, with best play.
type Outcome int8

const (
	Loss Outcome = iota // the player to move loses: a P-position
	Win                 // the player to move wins: an N-position
	Draw                // neither player can force a win: play goes on for ever
)

// String returns "lose", "win" or "draw".
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "lose"
	case Win:
		return "win"
	case Draw:
		return "draw"
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}
