package octal

// Stats describe the values of the heaps 1 to Len()-1 of a Solver (heap 0,
// of value 0, is left out, as in the tables other solvers publish).
type Stats struct {
	// Counts[v] is the number of those heaps of value v, for v up to the
	// largest value.
	Counts []int64
	// Max is the largest value, and MaxHeap the first heap with it; 0 and
	// 0 before heap 1.
	Max     uint16
	MaxHeap int
	// The split of the sparse space (none before the values of 1024 heaps,
	// or for a rule without splits): a heap h of value v is rare when
	// parity(v & Mask), xor h&1 if Pos, xor Off, is even.
	Split      bool
	Mask       uint16
	Pos        bool
	Off        uint8
	RareValues []uint16 // the values of the rare heaps, in increasing order
	Rare       int      // the number of rare heaps
	LastRare   int      // the last rare heap, 0 if there is none
}

// Stats returns the statistics of the values so far.
func (s *Solver) Stats() Stats {
	st := Stats{Max: s.maxValue, MaxHeap: s.maxHeap, Counts: make([]int64, int(s.maxValue)+1)}
	if s.n <= 1 {
		st.Counts = nil
	}
	for v := range st.Counts {
		st.Counts[v] = s.cnt[2*v] + s.cnt[2*v+1]
	}
	if !s.chosen {
		return st
	}
	st.Split, st.Mask, st.Pos, st.Off = true, s.split.mask, s.split.pos, s.split.off
	st.Rare = len(s.rare)
	var seen [1 << 16]bool
	for _, e := range s.rare {
		seen[uint16(e)] = true
		st.LastRare = int(e >> 16)
	}
	for v := range int(s.maxValue) + 1 {
		if seen[v] {
			st.RareValues = append(st.RareValues, uint16(v))
		}
	}
	return st
}

// IsRare reports whether a heap h of value v is rare under the split of st.
func (st *Stats) IsRare(h int, v uint16) bool {
	return st.Split && split{mask: st.Mask, pos: st.Pos, off: st.Off}.rare(h, v)
}
