package octal_test

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/game/internal/octal"
)

// The frequencies of the values of 0.161 for the heaps 1 to n, as
// "value:count", published by the solver of Rogalski (Lodz):
// github.com/rogalski-wmii-uni-lodz-pl/octal, results/0.161/65536 and
// results/0.161/1048576 (the values of heaps 0 to n, n+1 of them).
const (
	freq0161n16 = `
0:13 1:25 2:2047 3:2233 4:2037 5:2098 6:24 7:2 8:2358 9:2358 10:3 11:3
12:12 13:10 14:2224 15:2259 16:2370 17:2431 18:7 19:5 20:13 21:7 22:2217
23:2171 24:1 25:4 26:2156 27:2062 28:2022 29:1869 30:3 31:0 32:369
33:333 34:27 35:29 36:17 37:20 38:375 39:363 40:27 41:20 42:381 43:351
44:350 45:337 46:17 47:18 48:23 49:14 50:369 51:397 52:355 53:388 54:13
55:19 56:327 57:365 58:21 59:25 60:14 61:13 62:340 63:332 64:2802
65:2742 66:4 67:3 68:7 69:2 70:2106 71:2150 72:5 73:1 74:2235 75:2090
76:1499 77:1483 78:0 79:0 80:0 81:2 82:1030 83:995 84:698 85:704 86:0
87:0 88:643 89:613 90:0 91:0 92:0 93:0 94:381 95:402 96:2 97:2 98:27
99:22 100:26 101:26 102:1 103:2 104:13 105:13 106:2 107:0 108:1 109:0
110:26 111:17 112:32 113:27 114:0 115:2 116:0 117:1 118:20 119:21 120:0
121:0 122:22 123:21 124:28 125:27 126:0 127:1 128:1024 129:250 130:1
131:0 132:0 133:0 134:82 135:98 136:0 137:0 138:9`
	freq0161n20 = `
0:13 1:25 2:31008 3:31761 4:31235 5:31511 6:24 7:2 8:33380 9:33075 10:3
11:3 12:12 13:10 14:33317 15:33082 16:35968 17:36062 18:7 19:5 20:13
21:7 22:33301 23:33433 24:1 25:4 26:33822 27:33615 28:31040 29:30902
30:3 31:0 32:7175 33:6941 34:27 35:29 36:17 37:20 38:7491 39:7543 40:27
41:20 42:6644 43:6660 44:7224 45:7226 46:17 47:18 48:23 49:14 50:7280
51:7078 52:7040 53:6921 54:13 55:19 56:6544 57:6617 58:21 59:25 60:14
61:13 62:6457 63:6328 64:44545 65:43814 66:4 67:3 68:7 69:2 70:33997
71:34087 72:5 73:1 74:36076 75:35840 76:25144 77:25207 78:0 79:0 80:0
81:2 82:17930 83:17619 84:12504 85:12280 86:0 87:0 88:11406 89:10798
90:0 91:0 92:0 93:0 94:7201 95:7095 96:2 97:2 98:390 99:368 100:415
101:420 102:1 103:2 104:295 105:337 106:2 107:0 108:1 109:0 110:387
111:368 112:498 113:540 114:0 115:2 116:0 117:1 118:505 119:492 120:0
121:0 122:439 123:430 124:472 125:452 126:0 127:1 128:18311 129:5243
130:1 131:0 132:0 133:0 134:2048 135:1884 136:0 137:0 138:507 139:46
140:10 141:7`
)

// TestPublishedFrequencies compares the value frequencies of 0.161 with
// those published for 2^16 heaps (and 2^20 unless -short).
func TestPublishedFrequencies(t *testing.T) {
	cases := []struct {
		n     int
		table string
	}{{1 << 16, freq0161n16}, {1 << 20, freq0161n20}}
	if testing.Short() || octal.RaceEnabled {
		cases = cases[:1]
	}
	for _, c := range cases {
		s, err := octal.New(parseRule("0.161"))
		if err != nil {
			t.Fatal(err)
		}
		run(t, s, c.n+1)
		var b strings.Builder
		for v, count := range s.Stats().Counts {
			fmt.Fprintf(&b, "%d:%d ", v, count)
		}
		if got, want := strings.Fields(b.String()), strings.Fields(c.table); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("0.161, heaps 1 to %d: frequencies\n%v\npublished\n%v", c.n, got, want)
		}
	}
}

// flammenkamp lists the sparse (rare) values of Grundy's game below heap
// 232, the heaps h whose G(h) has an even number of ones above its lowest
// bit, from A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game",
// wwwhomes.uni-bielefeld.de/achim/grundy.html (which counts 1287 known).
var flammenkamp = map[int]uint16{
	0: 0, 1: 0, 2: 0, 3: 1, 4: 0, 6: 1, 7: 0, 9: 1, 10: 0, 12: 1, 15: 1, 20: 0, 23: 0,
	26: 0, 28: 1, 31: 1, 34: 1, 37: 1, 40: 1, 43: 1, 46: 1, 49: 1, 50: 0, 52: 1, 53: 0,
	55: 1, 58: 1, 61: 1, 87: 7, 90: 7, 93: 7, 146: 6, 149: 6, 152: 6, 158: 11, 161: 11,
	164: 11, 167: 11, 176: 7, 179: 7, 181: 12, 182: 7, 185: 7, 188: 7, 190: 12, 193: 12,
	196: 10, 231: 10,
}

// TestGrundySparse checks the rare heaps of Grundy's game below 232 against
// Flammenkamp's list, and that the split chosen by 2^16 is his: the mask of
// every bit but the lowest.
func TestGrundySparse(t *testing.T) {
	s, err := octal.New(parseRule("grundy"))
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, 1<<16)
	for h := range 232 {
		v := s.Value(h)
		sparse := bits.OnesCount16(v>>1)%2 == 0
		if want, listed := flammenkamp[h]; sparse != listed || listed && v != want {
			t.Errorf("G(%d) = %d, sparse %v; Flammenkamp lists %v, %d", h, v, sparse, listed, want)
		}
	}
	st := s.Stats()
	if !st.Split || st.Mask != 0xfe || st.Pos || st.Off != 0 {
		t.Errorf("the split of Grundy's game at 2^16 is %+v, want mask 0xfe", st)
	}
	for h := 1; h < s.Len(); h++ {
		if st.IsRare(h, s.Value(h)) != (bits.OnesCount16(s.Value(h)>>1)%2 == 0) {
			t.Fatalf("heap %d of value %d: IsRare %v", h, s.Value(h), st.IsRare(h, s.Value(h)))
		}
	}
}

// TestPublishedPeriod checks the period of 0.127: "eventually periodic
// with period 4. The last exception is at n=46577" (OEIS A071464, from
// Gangolli and Plambeck, "A note on periodicity in some octal games", Int.
// J. Game Theory 18, 1989). The octal periodicity theorem proves it from
// 2q + 2p + t = 93156 + 8 + 3 values and not from fewer; Run continues it
// from the next power of two.
func TestPublishedPeriod(t *testing.T) {
	if octal.RaceEnabled {
		t.Skip("no goroutines to race, and 100 000 values take the race detector 10 seconds")
	}
	r := parseRule("0.127")
	s, err := octal.New(r)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, 93166)
	if p, q := s.Period(); p != 0 {
		t.Errorf("0.127: period %d, preperiod %d proven by 93166 values", p, q)
	}
	run(t, s, 93167)
	if p, q := s.Period(); p != 4 || q != 46578 {
		t.Errorf("0.127: Period = %d, %d; want 4, 46578", p, q)
	}
	n := 1 << 22
	run(t, s, n)
	if s.Continued() != 4 {
		t.Errorf("0.127: Run continues period %d, want 4", s.Continued())
	}
	for h := 46578; h+4 < n; h++ {
		if s.Value(h) != s.Value(h+4) {
			t.Fatalf("0.127: G(%d) = %d, G(%d) = %d", h, s.Value(h), h+4, s.Value(h+4))
		}
	}
	if s.Value(46577) == s.Value(46581) {
		t.Errorf("0.127: G(46577) = G(46581), no exception")
	}
}
