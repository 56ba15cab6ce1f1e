package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// runErasureCmd runs nimber erasure with args and returns its standard
// output, standard error and exit status.
func runErasureCmd(args ...string) (string, string, int) {
	var stdout, stderr bytes.Buffer
	status := run(append([]string{"erasure"}, args...), strings.NewReader(""), &stdout, &stderr)
	return stdout.String(), stderr.String(), status
}

// withStripe sets maxStripe for the test, and turns syncFiles off.
func withStripe(t testing.TB, n int) {
	old := maxStripe
	maxStripe, syncFiles = n, false
	t.Cleanup(func() { maxStripe, syncFiles = old, true })
}

// encodeShards writes data to dir/f, encodes it, and returns the names
// and the contents of its shard files.
func encodeShards(t *testing.T, dir string, data []byte, d, p int) ([]string, [][]byte) {
	t.Helper()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, errs, status := runErasureCmd("encode", "-data", fmt.Sprint(d), "-parity", fmt.Sprint(p), file); status != 0 || out != "" || errs != "" {
		t.Fatalf("encode %d+%d of %d bytes: status %d, %q %q", d, p, len(data), status, out, errs)
	}
	width := len(fmt.Sprint(d + p - 1))
	names := make([]string, d+p)
	contents := make([][]byte, d+p)
	for i := range names {
		names[i] = fmt.Sprintf("%s.%0*d", file, width, i)
		var err error
		if contents[i], err = os.ReadFile(names[i]); err != nil {
			t.Fatal(err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != d+p+1 {
		t.Fatalf("encode left %d files in the directory, want %d", len(entries), d+p+1)
	}
	return names, contents
}

// checkLayout checks the shard files of data, coded d+p in stripes whose
// shards are of s bytes, field by field: the header, and for each stripe
// the data shards' parts of the file, zero-padded, with their checksums.
func checkLayout(t *testing.T, data []byte, d, p, s int, contents [][]byte) {
	t.Helper()
	le := binary.LittleEndian
	crc := func(b []byte) uint32 { return crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)) }
	for i, c := range contents {
		if len(c) < 48 {
			t.Fatalf("shard %d: %d bytes", i, len(c))
		}
		want := []uint64{1, uint64(d), uint64(p), uint64(i)}
		got := []uint64{uint64(le.Uint32(c[8:])), uint64(le.Uint32(c[12:])), uint64(le.Uint32(c[16:])), uint64(le.Uint32(c[20:]))}
		if string(c[:8]) != "NimberRS" || !slices.Equal(got, want) || le.Uint64(c[24:]) != uint64(len(data)) ||
			le.Uint64(c[32:]) != uint64(s) || le.Uint32(c[40:]) != crc(data) || le.Uint32(c[44:]) != crc(c[:44]) {
			t.Fatalf("shard %d: header % x", i, c[:48])
		}
		pos := 48
		for off := 0; off < len(data); off += d * s {
			stripe := data[off:min(len(data), off+d*s)]
			l := (len(stripe) + d - 1) / d
			l = (l + 63) / 64 * 64
			if pos+l+4 > len(c) {
				t.Fatalf("shard %d: %d bytes, too short for stripe at %d", i, len(c), off)
			}
			part := c[pos : pos+l]
			if i < d {
				want := make([]byte, l)
				copy(want, stripe[min(len(stripe), i*l):min(len(stripe), (i+1)*l)])
				if !bytes.Equal(part, want) {
					t.Fatalf("data shard %d of %d+%d, stripe at %d: not the file's bytes", i, d, p, off)
				}
			}
			if le.Uint32(c[pos+l:]) != crc(part) {
				t.Fatalf("shard %d, stripe at %d: checksum", i, off)
			}
			pos += l + 4
		}
		if pos != len(c) {
			t.Fatalf("shard %d: %d bytes, want %d", i, len(c), pos)
		}
	}
}

// damage makes shard file name lost in one of the ways chosen by r:
// deleted, a bit flipped in its header or payload, or cut short.
func damage(t *testing.T, r *rand.Rand, name string, content []byte) {
	t.Helper()
	b := slices.Clone(content)
	switch k := r.IntN(4); {
	case k == 0:
		if err := os.Remove(name); err != nil {
			t.Fatal(err)
		}
		return
	case k == 1 || len(b) == 48:
		b[r.IntN(48)] ^= 1 << r.IntN(8)
	case k == 2:
		b[48+r.IntN(len(b)-48)] ^= 1 << r.IntN(8)
	default:
		b = b[:r.IntN(len(b))]
	}
	if err := os.WriteFile(name, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// restore writes the shard files in lost back.
func restore(t *testing.T, names []string, contents [][]byte, lost []int) {
	t.Helper()
	for _, i := range lost {
		if err := os.WriteFile(names[i], contents[i], 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// lostLines returns the lines that name the lost shards, from the report
// of decode (prefix "nimber: erasure: decode: ") or verify.
func lostNames(report, prefix string) []string {
	var names []string
	for line := range strings.Lines(report) {
		if rest, ok := strings.CutPrefix(line, prefix); ok {
			if name, _, ok := strings.Cut(rest, ": "); ok && strings.Contains(name, "/") {
				names = append(names, name)
			}
		}
	}
	return names
}

// checkLoss damages the shards in lost, then checks that verify names
// them, decode rebuilds the file while at most p are lost and fails
// otherwise, to standard output and with -o, leaving no file on an error,
// and that repair restores the shards.
func checkLoss(t *testing.T, r *rand.Rand, dir string, data []byte, p int, names []string, contents [][]byte, lost []int) {
	t.Helper()
	defer restore(t, names, contents, lost)
	var want []string
	for _, i := range lost {
		damage(t, r, names[i], contents[i])
		want = append(want, names[i])
	}
	given := names[r.IntN(len(names))]
	for slices.Contains(lost, slices.Index(names, given)) && len(lost) < len(names) {
		given = names[r.IntN(len(names))]
	}
	what := fmt.Sprintf("%d+%d, %d bytes, shards %v lost", len(names)-p, p, len(data), lost)

	out, _, status := runErasureCmd("verify", given)
	if got := lostNames(out, ""); !slices.Equal(got, want) || (status == 0) != (len(lost) == 0) {
		t.Fatalf("%s: verify %s: status %d, names lost %q, want %q", what, given, status, got, want)
	}

	stdout, errs, status := runErasureCmd("decode", given)
	switch {
	case len(lost) <= p && (status != 0 || stdout != string(data)):
		t.Fatalf("%s: decode: status %d, %q; file rebuilt %v", what, status, errs, stdout == string(data))
	case len(lost) <= p && !slices.Equal(lostNames(errs, "nimber: erasure: decode: "), want):
		t.Fatalf("%s: decode names lost %q, want %q", what, errs, want)
	case len(lost) > p && (status != 1 || !strings.Contains(errs, "the file cannot be rebuilt")):
		t.Fatalf("%s: decode: status %d, %q", what, status, errs)
	}

	outFile := filepath.Join(dir, "out")
	os.Remove(outFile)
	_, errs, status = runErasureCmd("decode", "-o", outFile, given)
	got, err := os.ReadFile(outFile)
	switch {
	case len(lost) <= p && (status != 0 || err != nil || !bytes.Equal(got, data)):
		t.Fatalf("%s: decode: status %d, %q, %v; file rebuilt %v", what, status, errs, err, bytes.Equal(got, data))
	case len(lost) <= p && !slices.Equal(lostNames(errs, "nimber: erasure: decode: "), want):
		t.Fatalf("%s: decode names lost %q, want %q", what, errs, want)
	case len(lost) > p && (status != 1 || err == nil || !strings.Contains(errs, "the file cannot be rebuilt")):
		t.Fatalf("%s: decode: status %d, %q, file written: %v", what, status, errs, err == nil)
	}
	os.Remove(outFile)

	out, errs, status = runErasureCmd("repair", given)
	if len(lost) > p {
		if status != 1 || !strings.Contains(errs, "the file cannot be rebuilt") {
			t.Fatalf("%s: repair: status %d, %q", what, status, errs)
		}
	} else {
		if got := lostNames(out, ""); status != 0 || !slices.Equal(got, want) {
			t.Fatalf("%s: repair: status %d, %q %q", what, status, out, errs)
		}
		for i, n := range names {
			if b, err := os.ReadFile(n); err != nil || !bytes.Equal(b, contents[i]) {
				t.Fatalf("%s: repair: shard %d differs: %v", what, i, err)
			}
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) > len(names)+1 {
		t.Fatalf("%s: %d files left in the directory, want at most %d", what, len(entries), len(names)+1)
	}
}

// TestErasureLosses encodes files of sizes about the chunk and stripe
// boundaries, checks the layout of the shards, and every loss pattern of
// small codes, each shard lost in a random way.
func TestErasureLosses(t *testing.T) {
	withStripe(t, 256)
	r := rand.New(rand.NewPCG(1, 2))
	// Every size for two codes, the boundaries for the others.
	codes := [][3]int{{2, 1, 1}, {3, 2, 1}, {1, 1, 0}, {1, 2, 0}, {2, 3, 0}, {4, 1, 0}}
	if testing.Short() {
		codes = codes[:2]
	}
	for _, c := range codes {
		d, p := c[0], c[1]
		s := stripeShardSize(d, p)
		sizes := []int{0, 65, d*s + 1}
		if c[2] == 1 && !testing.Short() {
			sizes = []int{0, 1, 63, 64, 65, d*s - 1, d * s, d*s + 1, 2*d*s + 64*d + 1}
		}
		for _, size := range sizes {
			dir := t.TempDir()
			data := make([]byte, size)
			for i := range data {
				data[i] = byte(r.Uint32())
			}
			names, contents := encodeShards(t, dir, data, d, p)
			checkLayout(t, data, d, p, s, contents)
			for mask := range 1 << (d + p) {
				var lost []int
				for i := range d + p {
					if mask>>i&1 != 0 {
						lost = append(lost, i)
					}
				}
				if len(lost) < d+p {
					checkLoss(t, r, dir, data, p, names, contents, lost)
				}
			}
		}
	}
}

// TestErasureRandomLosses checks random loss patterns of larger codes.
func TestErasureRandomLosses(t *testing.T) {
	withStripe(t, 4096)
	r := rand.New(rand.NewPCG(3, 4))
	trials := 6
	if testing.Short() {
		trials = 2
	}
	for range trials {
		d, p := 1+r.IntN(20), 1+r.IntN(8)
		data := make([]byte, r.IntN(3*maxStripe))
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		dir := t.TempDir()
		names, contents := encodeShards(t, dir, data, d, p)
		checkLayout(t, data, d, p, stripeShardSize(d, p), contents)
		for _, k := range []int{0, 1, p, p + 1, d + p - 1} {
			lost := r.Perm(d + p)[:k]
			slices.Sort(lost)
			checkLoss(t, r, dir, data, p, names, contents, lost)
		}
	}
}

// TestErasureStdin encodes standard input and decodes to standard output.
func TestErasureStdin(t *testing.T) {
	withStripe(t, 128)
	t.Chdir(t.TempDir())
	data := strings.Repeat("nimbers ", 100)
	var stdout, stderr bytes.Buffer
	if status := run([]string{"erasure", "encode", "-data", "2", "-parity", "2", "-"}, strings.NewReader(data), &stdout, &stderr); status != 0 {
		t.Fatalf("encode -: status %d, %q", status, stderr.String())
	}
	os.Remove("stdin.1")
	out, errs, status := runErasureCmd("decode", "stdin.2")
	if status != 0 || out != data || errs != "nimber: erasure: decode: stdin.1: missing\n" {
		t.Fatalf("decode: status %d, %q, output right: %v", status, errs, out == data)
	}
}

// TestErasureEncodeError checks that an encode that fails leaves no file.
func TestErasureEncodeError(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	_, errs, status := runErasureCmd("encode", "-data", "2", "-parity", "1", "-o", dir, sub)
	if status != 1 || !strings.Contains(errs, "is a directory") {
		t.Fatalf("encode of a directory: status %d, %q", status, errs)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("encode left %d files", len(entries)-1)
	}
}

// TestErasureHelpStatesLimits checks that the help states the limits as
// the code has them.
func TestErasureHelpStatesLimits(t *testing.T) {
	for _, want := range []string{
		fmt.Sprintf("D+P <= %d", maxShardFiles),
		fmt.Sprintf("S = %d MiB / (D+P)", maxStripe>>20),
		fmt.Sprintf("a header of %d bytes (the magic %q, the format\nversion %d", headerSize, shardMagic, shardVersion),
	} {
		if !strings.Contains(erasureHelp, want) {
			t.Errorf("the help of erasure does not say %q", want)
		}
	}
}

// TestShardHeaderFlips checks that every bit flipped in a header is
// found.
func TestShardHeaderFlips(t *testing.T) {
	h := shardHeader{data: 3, parity: 2, index: 4, size: 1000, stripe: 64, sum: 0xdeadbeef}
	b := h.marshal()
	if g, err := parseShardHeader(b); err != nil || g != h {
		t.Fatalf("parse(marshal(%+v)) = %+v, %v", h, g, err)
	}
	for i := range len(b) * 8 {
		c := slices.Clone(b)
		c[i/8] ^= 1 << (i % 8)
		if g, err := parseShardHeader(c); err == nil {
			t.Fatalf("bit %d flipped: accepted as %+v", i, g)
		}
	}
}

// FuzzShardHeader checks that the header parser takes any bytes without
// panicking and accepts only those that marshal gives back.
func FuzzShardHeader(f *testing.F) {
	for _, h := range []shardHeader{
		{data: 3, parity: 2, index: 4, size: 1000, stripe: 64, sum: 1},
		{data: 1, parity: 1023, index: 0, size: 0, stripe: 1 << 20},
	} {
		f.Add(h.marshal())
	}
	f.Add([]byte("NimberRS"))
	f.Fuzz(func(t *testing.T, b []byte) {
		h, err := parseShardHeader(b)
		if err != nil {
			return
		}
		if !bytes.Equal(h.marshal(), b[:headerSize]) {
			t.Fatalf("accepted % x as %+v", b[:headerSize], h)
		}
		if h.fileSize() < headerSize || h.stripes() < 0 {
			t.Fatalf("%+v: file size %d, %d stripes", h, h.fileSize(), h.stripes())
		}
	})
}

// FuzzShardFile replaces one shard of a 2+1 code with any bytes: decode
// gives the file back or fails, and never writes other bytes.
func FuzzShardFile(f *testing.F) {
	withStripe(f, 128)
	data := []byte(strings.Repeat("The nim-sum of equal heaps is zero. ", 10))
	dir := f.TempDir()
	file := filepath.Join(dir, "f")
	os.WriteFile(file, data, 0o644)
	if _, errs, status := runErasureCmd("encode", "-data", "2", "-parity", "1", file); status != 0 {
		f.Fatal(errs)
	}
	shard, _ := os.ReadFile(file + ".1")
	f.Add(shard)
	f.Add(shard[:100])
	f.Add(append(slices.Clone(shard[:48]), make([]byte, len(shard)-48)...))
	f.Fuzz(func(t *testing.T, b []byte) {
		if err := os.WriteFile(file+".1", b, 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "out")
		os.Remove(out)
		_, errs, status := runErasureCmd("decode", "-o", out, file+".1", file+".0")
		got, err := os.ReadFile(out)
		if status == 0 && (err != nil || !bytes.Equal(got, data)) || status != 0 && err == nil {
			t.Fatalf("decode: status %d, %q, file written: %v", status, errs, err == nil)
		}
		runErasureCmd("verify", file+".1")
	})
}

// TestErasureCopies gives a shard twice, the first copy damaged in one
// stripe: decode reads the second copy from that stripe on, rebuilds the
// file without counting the shard lost, and names the damaged copy.
func TestErasureCopies(t *testing.T) {
	withStripe(t, 128)
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(5, 6))
	data := make([]byte, 3*2*stripeShardSize(2, 1)+77)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	// 2+1: with shard 2 removed, shard 0 is needed in every stripe.
	names, contents := encodeShards(t, dir, data, 2, 1)
	if err := os.Remove(names[2]); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "copy-of-0")
	if err := os.WriteFile(good, contents[0], 0o644); err != nil {
		t.Fatal(err)
	}
	bad := slices.Clone(contents[0])
	bad[48+(stripeShardSize(2, 1)+4)+5] ^= 1 // stripe 1
	if err := os.WriteFile(names[0], bad, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{names[0], names[1], good},
		{names[0], good, names[1], names[0]},
	} {
		out, errs, status := runErasureCmd(append([]string{"decode"}, args...)...)
		want := fmt.Sprintf("nimber: erasure: decode: %s: missing\nnimber: erasure: decode: %s: stripe 1 fails its checksum (%s, a copy of shard 0, is read instead)\n", names[2], names[0], good)
		if status != 0 || out != string(data) || errs != want {
			t.Errorf("decode %q: status %d, output right: %v, stderr %q, want %q", args, status, out == string(data), errs, want)
		}
	}
	// Without the copy the file is lost in stripe 1.
	if _, errs, status := runErasureCmd("decode", names[0], names[1]); status != 1 || !strings.Contains(errs, "cannot be rebuilt") {
		t.Errorf("decode without the copy: status %d, %q", status, errs)
	}
}

// TestErasureVerifySpare checks that verify and repair read a copy of a
// shard that no stripe needs: verify names it when damaged, beside a lost
// shard or alone, and repair rewrites it.
func TestErasureVerifySpare(t *testing.T) {
	withStripe(t, 128)
	dir := t.TempDir()
	data := []byte(strings.Repeat("spare ", 90))
	names, contents := encodeShards(t, dir, data, 2, 1)
	spare := filepath.Join(dir, "copy-of-0")
	bad := slices.Clone(contents[0])
	bad[len(bad)-9] ^= 2 // the last stripe
	if err := os.WriteFile(spare, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	line := spare + ": stripe "
	out, errs, status := runErasureCmd("verify", names[0], spare)
	if status != 1 || !strings.HasPrefix(out, line) || !strings.HasSuffix(out, "(a copy of shard 0, intact in "+names[0]+")\n") || !strings.Contains(errs, "1 damaged copy of an intact shard: repair can rewrite it") {
		t.Errorf("verify: status %d, %q %q", status, out, errs)
	}
	if err := os.Remove(names[2]); err != nil {
		t.Fatal(err)
	}
	out, errs, status = runErasureCmd("verify", names[0], spare)
	if status != 1 || !strings.HasPrefix(out, names[2]+": missing\n"+line) || !strings.Contains(errs, "1 of 3 shards bad or missing, and 1 damaged copy of an intact shard: repair can rewrite them") {
		t.Errorf("verify with a shard lost: status %d, %q %q", status, out, errs)
	}
	out, errs, status = runErasureCmd("repair", names[0], spare)
	if status != 0 || errs != "" || strings.Count(out, ": rewritten\n") != 2 {
		t.Fatalf("repair: status %d, %q %q", status, out, errs)
	}
	want := map[string][]byte{names[0]: contents[0], names[1]: contents[1], names[2]: contents[2], spare: contents[0]}
	for name, w := range want {
		if b, err := os.ReadFile(name); err != nil || !bytes.Equal(b, w) {
			t.Errorf("%s after repair: %v, right: %v", name, err, bytes.Equal(b, w))
		}
	}
}

// TestErasureDecodeOverShard checks that decode -o refuses a name of a
// file of the code, under any of its names, and writes nothing.
func TestErasureDecodeOverShard(t *testing.T) {
	withStripe(t, 128)
	dir := t.TempDir()
	data := []byte(strings.Repeat("shard ", 50))
	names, contents := encodeShards(t, dir, data, 2, 2)
	broken := slices.Clone(contents[3])
	broken[60] ^= 1
	if err := os.WriteFile(names[3], broken, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(names[1], link); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{names[0], names[1], names[3], link, filepath.Join(dir, ".", "f.2")} {
		stdout, errs, status := runErasureCmd("decode", "-o", out, names[0])
		if status != 1 || stdout != "" || !strings.Contains(errs, "-o "+out+" would replace") {
			t.Errorf("decode -o %s: status %d, %q %q", out, status, stdout, errs)
		}
	}
	for i, name := range names {
		b, err := os.ReadFile(name)
		if want := contents[i]; i == 3 {
			want = broken
		} else if err != nil || !bytes.Equal(b, want) {
			t.Errorf("%s changed: %v", name, err)
		}
	}
	if _, errs, status := runErasureCmd("decode", "-o", filepath.Join(dir, "out"), names[0]); status != 0 {
		t.Errorf("decode -o out: status %d, %q", status, errs)
	}
}

// TestErasureRepairCopy checks that repair rewrites a damaged copy of a
// shard whose other copy is intact.
func TestErasureRepairCopy(t *testing.T) {
	withStripe(t, 128)
	dir := t.TempDir()
	data := []byte(strings.Repeat("copies ", 80))
	names, contents := encodeShards(t, dir, data, 2, 1)
	good := filepath.Join(dir, "copy-of-1")
	if err := os.WriteFile(good, contents[1], 0o644); err != nil {
		t.Fatal(err)
	}
	bad := slices.Clone(contents[1])
	bad[len(bad)-7] ^= 4
	if err := os.WriteFile(names[1], bad, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, status := runErasureCmd("repair", names[1], good)
	if status != 0 || errs != "" || !strings.HasPrefix(out, names[1]+": stripe ") || !strings.HasSuffix(out, ": rewritten\n") {
		t.Fatalf("repair: status %d, %q %q", status, out, errs)
	}
	for i, name := range names {
		if b, err := os.ReadFile(name); err != nil || !bytes.Equal(b, contents[i]) {
			t.Errorf("%s after repair: %v, right: %v", name, err, bytes.Equal(b, contents[i]))
		}
	}
	if out, _, status := runErasureCmd("verify", names[0], good); status != 0 || out != "all 3 shards intact\n" {
		t.Errorf("verify after repair: status %d, %q", status, out)
	}
}
