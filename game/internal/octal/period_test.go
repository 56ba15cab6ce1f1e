package octal_test

import (
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// refPeriod is Period by its definition, written without its shortcuts:
// the least p, and for it the least q, such that with q' = max(q, 1)
// G(m+p) = G(m) for every m from q up to the end of the proof, m < 2q' +
// p + t with splits and m < q' + t without, all of them among the values.
func refPeriod(values []uint16, t int, splits bool) (p, q int, ok bool) {
	n := len(values)
	for p := 1; p < n; p++ {
		for q := 0; q < n; q++ {
			qq := max(q, 1)
			end := qq + t // the n of the proof run from qq to end-1
			if splits {
				end = 2*qq + p + t
			}
			if end+p > n {
				break // a larger q needs more values still
			}
			proves := true
			for m := q; m < end; m++ {
				if values[m+p] != values[m] {
					proves = false
					break
				}
			}
			if proves {
				return p, q, true
			}
		}
	}
	return 0, 0, false
}

// TestPeriodBoundaries checks Period against refPeriod for rules with and
// without splits, at every count of values from 1 to 200: so at the count
// where a period is first proven and the one before, where an off-by-one
// in the bound of the proof claims it a value early (sub=4 at 8 values:
// 0 0 0 0 1 1 1 1 are no proof of period 1 from heap 4, as G(8) = 0), and
// for periods from heap 0 (sub=1,2: 0 1 2 0 1 2 ...).
func TestPeriodBoundaries(t *testing.T) {
	if p, q, ok := octal.Period([]uint16{0, 0, 0, 0, 1, 1, 1, 1}, 4, false); ok {
		t.Errorf("sub=4, 8 values: Period = %d, %d, true; 8 values prove no period", p, q)
	}
	if p, q, ok := octal.Period([]uint16{0, 1, 2, 0, 1, 2, 0, 1, 2}, 2, false); !ok || p != 3 || q != 0 {
		t.Errorf("sub=1,2, 9 values: Period = %d, %d, %v; want period 3 preperiod 0", p, q, ok)
	}
	for _, name := range []string{"sub=4", "sub=1,2", "sub=2,5", "sub=1,3,4", "sub=3", "0.77", "0.07", "0.6", "4.07", "0.137", "0.51", "0.4"} {
		r := parseRule(name)
		all := naive(r, 200)
		t0, splits := len(r.Digits)-1, false
		for _, d := range r.Digits {
			splits = splits || d&4 != 0
		}
		for n := 1; n <= len(all); n++ {
			p, q, ok := octal.Period(all[:n], t0, splits)
			wp, wq, wok := refPeriod(all[:n], t0, splits)
			if p != wp || q != wq || ok != wok {
				t.Fatalf("%s, %d values: Period = %d, %d, %v; the definition gives %d, %d, %v", name, n, p, q, ok, wp, wq, wok)
			}
			p8, q8, ok8 := octal.Period(narrow(all[:n]), t0, splits)
			if p8 != p || q8 != q || ok8 != ok {
				t.Fatalf("%s, %d values: Period of bytes = %d, %d, %v; of uint16 %d, %d, %v", name, n, p8, q8, ok8, p, q, ok)
			}
		}
	}
}

// narrow returns vs as bytes, for values below 256.
func narrow(vs []uint16) []uint8 {
	b := make([]uint8, len(vs))
	for i, v := range vs {
		b[i] = uint8(v)
	}
	return b
}
