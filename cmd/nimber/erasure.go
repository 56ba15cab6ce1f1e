package main

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/nimberdev/nimber/erasure"
)

const erasureHelp = `Erasure splits a file into D data shards and adds P parity shards, files
of which any D give the file back, by the Reed–Solomon codes of package
erasure (see 'go doc github.com/nimberdev/nimber/erasure').

The operations are:

	encode -data D -parity P [-o DIR] FILE
	          write the D+P shard files of FILE (- for standard input, whose
	          shards are named stdin.N) into DIR, by default the directory
	          of FILE: NAME.0 to NAME.K, NAME the base name of FILE and K =
	          D+P-1, the index written in as many digits as K has
	          (NAME.00 to NAME.13 for 10+4). 1 <= D, 1 <= P, D+P <= 1024.
	decode [-o OUT] SHARD...
	          rebuild the file from any D intact shards into OUT, by
	          default standard output, naming the bad or missing shards
	          on standard error; an error if fewer than D are intact.
	verify SHARD...
	          name the bad or missing shards, one a line with the reason;
	          the exit status is 1 if there is any, 0 if all are intact.
	repair SHARD...
	          rewrite the bad or missing shards from the intact ones.

A SHARD is one shard file of a code, and stands for all of them: the
others are the files named as its siblings, beside it (a shard file's
header gives its index and the number of shards), and any other shard of
the same code named on the command line. One shard suffices to name the
set; a shard of another file or code is reported as bad. Where two files
named hold copies of one shard, the first is read, and the next from the
stripe where one fails its checksum; verify and repair read every copy,
verify names those that fail a checksum and repair rewrites them.

A shard file is a header of 48 bytes (the magic "NimberRS", the format
version 1, D, P, the shard's index, the file's size, the stripe size S,
the CRC-32C of the file, and the CRC-32C of the header), then the shard's
part of each stripe followed by the CRC-32C of that part, all integers
little-endian. A file is coded in stripes of D*S bytes, S = 64 MiB / (D+P)
rounded down to a multiple of 64 (at least 64), so that the D+P shards of a
stripe, all that is held in memory, take 64 MiB: each shard holds S bytes
of a stripe, and L of the last, its size / D rounded up to a multiple of 64
(zeros pad the data). A shard whose header or size is wrong, or whose
part of a stripe fails its checksum, is lost (from that stripe on for
decode, as a whole for verify and repair), never decoded into the file. The file's
own checksum is checked at the end of decode.

Output files, the shards of encode and repair and the file of decode -o,
are written to a temporary file beside them and renamed when complete, so
that an error or an interrupt (Ctrl-C, or the signal TERM or HUP) leaves
none half-written (decode to standard output writes as it goes). When
standard error is a terminal, a line there shows the progress.

Examples:

	$ printf 'Nimbers are the values of impartial games.\n' | nimber erasure encode -data 3 -parity 2 -
	$ nimber erasure verify stdin.0
	all 5 shards intact
	$ nimber erasure decode stdin.3 stdin.4 stdin.1
	Nimbers are the values of impartial games.
	$ nimber erasure decode -o copy.txt stdin.0
	$ nimber erasure repair stdin.2
	all 5 shards intact: nothing to repair
`

// maxStripe bounds the bytes of the shards of a stripe, data and parity,
// which are in memory at once: (D+P)*S <= maxStripe, but that S is at least
// 64. Tests lower it.
var maxStripe = 64 << 20

// syncFiles makes output files synced to the disk before they are renamed;
// tests that write thousands of files turn it off.
var syncFiles = true

const (
	shardMagic   = "NimberRS"
	shardVersion = 1
	headerSize   = 48
	// maxShardFiles bounds D+P: each shard is an open file.
	maxShardFiles = 1024
	// maxStripeMemory bounds (D+P)*S in a header, the memory that reading
	// the shards takes, as encode's maxStripe does.
	maxStripeMemory = 1 << 30
	// maxFileSize bounds the file size a header may give, so that the
	// sizes computed from it do not overflow.
	maxFileSize = 1 << 60
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// A shardHeader is the header of a shard file.
type shardHeader struct {
	data, parity, index int
	size                int64  // of the file
	stripe              int    // S, the bytes of a shard in a full stripe
	sum                 uint32 // CRC-32C of the file
}

func (h *shardHeader) marshal() []byte {
	b := make([]byte, headerSize)
	copy(b, shardMagic)
	le := binary.LittleEndian
	le.PutUint32(b[8:], shardVersion)
	le.PutUint32(b[12:], uint32(h.data))
	le.PutUint32(b[16:], uint32(h.parity))
	le.PutUint32(b[20:], uint32(h.index))
	le.PutUint64(b[24:], uint64(h.size))
	le.PutUint64(b[32:], uint64(h.stripe))
	le.PutUint32(b[40:], h.sum)
	le.PutUint32(b[44:], crc32.Checksum(b[:44], castagnoli))
	return b
}

// parseShardHeader parses the first headerSize bytes of b, checking every
// field.
func parseShardHeader(b []byte) (shardHeader, error) {
	if len(b) < headerSize {
		return shardHeader{}, errors.New("too short for a header")
	}
	le := binary.LittleEndian
	if string(b[:8]) != shardMagic {
		return shardHeader{}, errors.New("not a shard file")
	}
	if crc32.Checksum(b[:44], castagnoli) != le.Uint32(b[44:]) {
		return shardHeader{}, errors.New("header fails its checksum")
	}
	if v := le.Uint32(b[8:]); v != shardVersion {
		return shardHeader{}, fmt.Errorf("format version %d, not %d", v, shardVersion)
	}
	d, p, i := le.Uint32(b[12:]), le.Uint32(b[16:]), le.Uint32(b[20:])
	size, stripe := le.Uint64(b[24:]), le.Uint64(b[32:])
	switch {
	case d < 1 || p < 1 || uint64(d)+uint64(p) > maxShardFiles:
		return shardHeader{}, fmt.Errorf("bad code %d+%d", d, p)
	case uint64(i) >= uint64(d)+uint64(p):
		return shardHeader{}, fmt.Errorf("index %d of %d shards", i, d+p)
	case size > maxFileSize:
		return shardHeader{}, fmt.Errorf("file size %d too large", size)
	case stripe == 0 || stripe%erasure.ChunkSize != 0 || stripe > maxStripeMemory/(uint64(d)+uint64(p)):
		return shardHeader{}, fmt.Errorf("bad stripe size %d", stripe)
	}
	return shardHeader{int(d), int(p), int(i), int64(size), int(stripe), le.Uint32(b[40:])}, nil
}

// sameCode reports whether h and g are headers of shards of one encoding.
func (h *shardHeader) sameCode(g *shardHeader) bool {
	return h.data == g.data && h.parity == g.parity && h.size == g.size && h.stripe == g.stripe && h.sum == g.sum
}

// stripes returns the number of stripes.
func (h *shardHeader) stripes() int64 {
	full := int64(h.data) * int64(h.stripe)
	return (h.size + full - 1) / full
}

// stripeData returns the bytes of data in stripe s, and the bytes of each
// of its shards.
func (h *shardHeader) stripeData(s int64) (data, shard int) {
	full := int64(h.data) * int64(h.stripe)
	data = int(min(full, h.size-s*full))
	shard = (data + h.data - 1) / h.data
	return data, (shard + erasure.ChunkSize - 1) &^ (erasure.ChunkSize - 1)
}

// fileSize returns the size of a shard file.
func (h *shardHeader) fileSize() int64 {
	n := h.stripes()
	size := int64(headerSize) + n*4
	if n > 0 {
		_, last := h.stripeData(n - 1)
		size += (n-1)*int64(h.stripe) + int64(last)
	}
	return size
}

// shardName returns the name of shard i of the code of h, the index
// appended to base in as many digits as the largest index has.
func (h *shardHeader) shardName(base string, i int) string {
	width := len(strconv.Itoa(h.data + h.parity - 1))
	return fmt.Sprintf("%s.%0*d", base, width, i)
}

func runErasure(e *env, fs *flag.FlagSet, args []string) error {
	data := sizeVar(fs, "data", 0, 1, maxShardFiles-1, "the number of data shards")
	parity := sizeVar(fs, "parity", 0, 1, maxShardFiles-1, "the number of parity shards")
	out := fs.String("o", "", "the directory of the shards (encode), the file (decode)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usagef("no operation given")
	}
	op, files := fs.Arg(0), fs.Args()[1:]
	coded := flagSet(fs, "data") || flagSet(fs, "parity")
	switch {
	case op != "encode" && op != "decode" && op != "verify" && op != "repair":
		return usagef("unknown operation %q", op)
	case op == "encode" && (!flagSet(fs, "data") || !flagSet(fs, "parity")):
		return usagef("encode needs -data and -parity")
	case op != "encode" && coded:
		return usagef("%s takes no -data or -parity: the shards give them", op)
	case op == "encode" && *data+*parity > maxShardFiles:
		return usagef("-data plus -parity must be at most %d, got %d", maxShardFiles, *data+*parity)
	case op == "encode" && len(files) != 1:
		return usagef("encode takes one file, got %s", arguments(len(files)))
	case op != "encode" && len(files) == 0:
		return usagef("%s takes one or more shard files", op)
	case (op == "verify" || op == "repair") && flagSet(fs, "o"):
		return usagef("%s takes no -o", op)
	case flagSet(fs, "o") && *out == "":
		return usagef("-o needs a name")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	var err error
	switch op {
	case "encode":
		err = encodeFile(ctx, e, files[0], *out, *data, *parity)
	case "decode":
		err = decodeShards(ctx, e, files, *out)
	case "verify":
		err = verifyShards(ctx, e, files)
	case "repair":
		err = repairShards(ctx, e, files)
	}
	if errors.Is(err, context.Canceled) {
		err = errors.New("interrupted")
	}
	if err != nil {
		return fmt.Errorf("erasure: %s: %w", op, err)
	}
	return nil
}

// stripeShardSize returns S, the bytes of a shard in a full stripe of a
// code of d data and p parity shards.
func stripeShardSize(d, p int) int {
	return max(erasure.ChunkSize, maxStripe/(d+p)&^(erasure.ChunkSize-1))
}

// An outFile is a file being written under a temporary name beside its
// final one, to which commit renames it.
type outFile struct {
	*os.File
	name string
}

func createOut(name string) (*outFile, error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	var pe *os.PathError
	if errors.As(err, &pe) {
		// The error names the final file, not the temporary one.
		err = fmt.Errorf("create %s: %w", name, pe.Err)
	}
	if err != nil {
		return nil, err
	}
	return &outFile{f, name}, nil
}

// commit closes the file and gives it its name.
func (f *outFile) commit() error {
	err := f.Chmod(0o644)
	if err == nil && syncFiles {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.File.Name(), f.name)
	}
	if err != nil {
		os.Remove(f.File.Name())
	}
	return err
}

// discard removes the file, unless commit has renamed it.
func (f *outFile) discard() {
	f.Close()
	os.Remove(f.File.Name())
}

// stripeBuffers returns n shards of size bytes each, carved from buf,
// which grows to hold them.
func stripeBuffers(buf *[]byte, n, size int) [][]byte {
	if len(*buf) < n*size {
		*buf = make([]byte, n*size)
	}
	shards := make([][]byte, n)
	for i := range shards {
		shards[i] = (*buf)[i*size : (i+1)*size : (i+1)*size]
	}
	return shards
}

func encodeFile(ctx context.Context, e *env, name, dir string, d, p int) error {
	enc, err := erasure.New(d, p)
	if err != nil {
		return err
	}
	var in io.Reader = e.stdin
	base, total := "stdin", int64(-1)
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			total = fi.Size()
		}
		in, base = f, filepath.Base(name)
		if dir == "" {
			dir = filepath.Dir(name)
		}
	}
	if dir == "" {
		dir = "."
	}
	h := shardHeader{data: d, parity: p, stripe: stripeShardSize(d, p)}
	outs := make([]*outFile, d+p)
	defer func() {
		for _, f := range outs {
			if f != nil {
				f.discard()
			}
		}
	}()
	writers := make([]*bufio.Writer, d+p)
	for i := range outs {
		if outs[i], err = createOut(filepath.Join(dir, h.shardName(base, i))); err != nil {
			return err
		}
		writers[i] = bufio.NewWriterSize(outs[i], 1<<16)
		// The header, written last, once the size and sum are known.
		writers[i].Write(make([]byte, headerSize))
	}
	prog := newByteProgress(e.stderr, "encode", total)
	defer prog.end()
	var buf []byte
	var sum [4]byte
	full := d * h.stripe
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if len(buf) < full {
			buf = make([]byte, (d+p)*h.stripe)
		}
		n, err := io.ReadFull(in, buf[:full])
		if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
			return err
		}
		if n == 0 {
			break
		}
		h.size += int64(n)
		h.sum = crc32.Update(h.sum, castagnoli, buf[:n])
		size := ((n+d-1)/d + erasure.ChunkSize - 1) &^ (erasure.ChunkSize - 1)
		clear(buf[n : d*size])
		shards := stripeBuffers(&buf, d+p, size)
		if err := enc.Encode(shards); err != nil {
			return err
		}
		for i, s := range shards {
			binary.LittleEndian.PutUint32(sum[:], crc32.Checksum(s, castagnoli))
			writers[i].Write(s)
			writers[i].Write(sum[:])
		}
		prog.show(h.size)
		if n < full {
			break
		}
	}
	if h.size > maxFileSize {
		return fmt.Errorf("%s: more than %d bytes", name, int64(maxFileSize))
	}
	for i, w := range writers {
		if err := w.Flush(); err != nil {
			return err
		}
		h.index = i
		if _, err := outs[i].WriteAt(h.marshal(), 0); err != nil {
			return err
		}
	}
	for i, f := range outs {
		if err := f.commit(); err != nil {
			return err
		}
		outs[i] = nil
	}
	return nil
}

// A shardSet is the set of shard files of one code that the command line
// names.
type shardSet struct {
	h     shardHeader
	names []string   // of each shard, "" where unknown
	files []*os.File // of each intact shard, nil for a lost one
	bad   []string   // why each shard is lost, "" for an intact one
	// spares are, for each shard, the other files named that hold a copy
	// of it, in the order given: a copy whose stripe fails its checksum
	// gives way to the next.
	spares [][]given
	// copies are the copies that gave way, each with its shard's index
	// and the reason.
	copies []badCopy
	// others are the files named that are not shards of the code, with
	// the reason.
	others [][2]string
}

// openShard opens the shard file name and checks its header and size.
func openShard(name string) (*os.File, shardHeader, error) {
	f, err := os.Open(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, shardHeader{}, errors.New("missing")
		}
		return nil, shardHeader{}, err
	}
	b := make([]byte, headerSize)
	_, err = io.ReadFull(f, b)
	if err != nil {
		err = errors.New("too short for a header")
	}
	var h shardHeader
	if err == nil {
		h, err = parseShardHeader(b)
	}
	if err == nil {
		var fi os.FileInfo
		if fi, err = f.Stat(); err == nil && fi.Size() != h.fileSize() {
			err = fmt.Errorf("%d bytes long, not %d", fi.Size(), h.fileSize())
		}
	}
	if err != nil {
		f.Close()
		return nil, shardHeader{}, err
	}
	return f, h, nil
}

// A badCopy is a copy of shard i named on the command line, which failed
// a checksum where another copy took over.
type badCopy struct {
	i         int
	name, why string
}

// A given is a file named on the command line, opened as a shard.
type given struct {
	name string
	f    *os.File
	h    shardHeader
	err  error
}

// openShards opens the shards that names stand for: the first intact
// shard file among them gives the code, and the others are those of its
// siblings and of names that are shards of the same code.
func openShards(names []string) (*shardSet, error) {
	s := new(shardSet)
	found := false
	var reasons []string
	gs := make([]given, len(names))
	for i, name := range names {
		g := &gs[i]
		g.name = name
		g.f, g.h, g.err = openShard(name)
		if g.err == nil && !found {
			s.h, found = g.h, true
		}
		if g.err != nil {
			reasons = append(reasons, name+": "+g.err.Error())
		}
	}
	if !found {
		return nil, fmt.Errorf("no intact shard among the files given: %s", strings.Join(reasons, "; "))
	}
	n := s.h.data + s.h.parity
	s.names, s.files, s.bad = make([]string, n), make([]*os.File, n), make([]string, n)
	s.spares = make([][]given, n)
	for i := range s.bad {
		s.bad[i] = "missing"
	}
	base := ""
	for _, g := range gs {
		switch {
		case g.err == nil && s.h.sameCode(&g.h) && s.files[g.h.index] == nil:
			s.names[g.h.index], s.files[g.h.index], s.bad[g.h.index] = g.name, g.f, ""
			if b, ok := strings.CutSuffix(g.name, s.h.shardName("", g.h.index)); ok && base == "" {
				base = b
			}
		case g.err == nil && s.h.sameCode(&g.h):
			if !sameFile(s.files[g.h.index], g.f) && !slices.ContainsFunc(s.spares[g.h.index], func(o given) bool { return sameFile(o.f, g.f) }) {
				// Another copy of a shard: the first is read, and
				// this one where the first fails a checksum.
				s.spares[g.h.index] = append(s.spares[g.h.index], g)
				continue
			}
			g.f.Close()
		case g.err == nil:
			g.f.Close()
			s.others = append(s.others, [2]string{g.name, "a shard of another file or code"})
		}
	}
	for i := range s.names {
		if s.files[i] != nil || base == "" {
			continue
		}
		s.names[i] = s.h.shardName(base, i)
		f, h, err := openShard(s.names[i])
		switch {
		case err != nil:
			s.bad[i] = err.Error()
		case !s.h.sameCode(&h):
			f.Close()
			s.bad[i] = "a shard of another file or code"
		case h.index != i:
			f.Close()
			s.bad[i] = fmt.Sprintf("shard %d under the name of shard %d", h.index, i)
		default:
			s.files[i], s.bad[i] = f, ""
		}
	}
	// Files given that are not shards are reported, but for siblings,
	// which are reported by index.
	for _, g := range gs {
		if g.err != nil && !contains(s.names, g.name) {
			s.others = append(s.others, [2]string{g.name, g.err.Error()})
		}
	}
	return s, nil
}

// holds reports whether the file name is one of the files of the set,
// intact or not, under whatever name, and returns the set's name of it.
func (s *shardSet) holds(name string) (string, bool) {
	fi, err := os.Stat(name)
	if err != nil {
		return "", false
	}
	names := slices.Clone(s.names)
	for _, gs := range s.spares {
		for _, g := range gs {
			names = append(names, g.name)
		}
	}
	for _, c := range s.copies {
		names = append(names, c.name)
	}
	for _, o := range s.others {
		names = append(names, o[0])
	}
	for _, n := range names {
		if n == "" {
			continue
		}
		if ni, err := os.Stat(n); err == nil && os.SameFile(fi, ni) {
			return n, true
		}
	}
	return "", false
}

// sameFile reports whether two open files are one file.
func sameFile(f, g *os.File) bool {
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	gi, err := g.Stat()
	return err == nil && os.SameFile(fi, gi)
}

// contains reports whether names holds name, as paths.
func contains(names []string, name string) bool {
	for _, n := range names {
		if n != "" && filepath.Clean(n) == filepath.Clean(name) {
			return true
		}
	}
	return false
}

func (s *shardSet) close() {
	for _, f := range s.files {
		if f != nil {
			f.Close()
		}
	}
	for _, gs := range s.spares {
		for _, g := range gs {
			g.f.Close()
		}
	}
}

// name returns the name of shard i, for messages.
func (s *shardSet) name(i int) string {
	if s.names[i] == "" {
		return fmt.Sprintf("shard %d", i)
	}
	return s.names[i]
}

// report writes a line, after prefix, for each shard that is lost and
// each file named that is not a shard of the code, and returns their
// number.
func (s *shardSet) report(w io.Writer, prefix string) int {
	k := 0
	for i, b := range s.bad {
		if b != "" {
			fmt.Fprintf(w, "%s%s: %s\n", prefix, s.name(i), b)
			k++
		}
	}
	for _, c := range s.copies {
		fmt.Fprintf(w, "%s%s: %s\n", prefix, c.name, c.why)
		k++
	}
	for _, o := range s.others {
		fmt.Fprintf(w, "%s%s: %s\n", prefix, o[0], o[1])
		k++
	}
	return k
}

// scan reads the shards stripe by stripe, skipping those in skip, and
// calls f on each stripe with its shards, empty (of the capacity of the
// size) where lost; a shard whose part of a stripe fails its checksum is
// lost from then on. It returns the least number of intact shards in a
// stripe (of shards with an intact header with no stripe).
func (s *shardSet) scan(ctx context.Context, p *byteProgress, skip []bool, f func(stripe int64, data int, shards [][]byte) error) (int, error) {
	n := s.h.data + s.h.parity
	readers := make([]*bufio.Reader, n)
	least := 0
	for i, file := range s.files {
		if file != nil && !skip[i] {
			if _, err := file.Seek(headerSize, io.SeekStart); err != nil {
				return 0, err
			}
			readers[i] = bufio.NewReaderSize(file, 1<<16)
			least++
		}
	}
	var buf []byte
	for st := range s.h.stripes() {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		data, size := s.h.stripeData(st)
		shards := stripeBuffers(&buf, n, size)
		intact := 0
		for i := range readers {
			if readers[i] == nil || s.bad[i] != "" {
				shards[i] = shards[i][:0]
				continue
			}
			err := readStripe(readers[i], shards[i], &s.bad[i], st)
			for s.bad[i] != "" && err == nil && len(s.spares[i]) > 0 {
				// The next copy takes over, from this stripe on.
				g := s.spares[i][0]
				s.spares[i] = s.spares[i][1:]
				s.copies = append(s.copies, badCopy{i, s.name(i), s.bad[i] + fmt.Sprintf(" (%s, a copy of shard %d, is read instead)", g.name, i)})
				s.files[i].Close()
				s.names[i], s.files[i], s.bad[i] = g.name, g.f, ""
				if _, err = g.f.Seek(headerSize+st*(int64(s.h.stripe)+4), io.SeekStart); err == nil {
					readers[i] = bufio.NewReaderSize(g.f, 1<<16)
					err = readStripe(readers[i], shards[i], &s.bad[i], st)
				}
			}
			if err != nil {
				return 0, err
			}
			if s.bad[i] != "" {
				shards[i] = shards[i][:0]
				continue
			}
			intact++
		}
		least = min(least, intact)
		if f != nil {
			if err := f(st, data, shards); err != nil {
				return 0, err
			}
		}
		p.show((st + 1) * int64(s.h.data) * int64(s.h.stripe))
	}
	return least, nil
}

// readStripe reads stripe st of a shard and its checksum from r into b,
// setting *bad to the reason where the stripe is lost; it returns only
// errors of reading.
func readStripe(r *bufio.Reader, b []byte, bad *string, st int64) error {
	var sum [4]byte
	_, err := io.ReadFull(r, b)
	if err == nil {
		_, err = io.ReadFull(r, sum[:])
	}
	switch {
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		*bad = "truncated while read"
	case err != nil:
		return err
	case crc32.Checksum(b, castagnoli) != binary.LittleEndian.Uint32(sum[:]):
		*bad = fmt.Sprintf("stripe %d fails its checksum", st)
	}
	return nil
}

// checkSpares reads every copy of a shard that the scan did not need and
// adds those that fail a checksum to the damaged copies, so that verify
// names them and repair rewrites them.
func (s *shardSet) checkSpares(ctx context.Context) error {
	var buf []byte
	for i, gs := range s.spares {
		for _, g := range gs {
			if _, err := g.f.Seek(headerSize, io.SeekStart); err != nil {
				return err
			}
			r := bufio.NewReaderSize(g.f, 1<<16)
			bad := ""
			for st := range s.h.stripes() {
				if err := ctx.Err(); err != nil {
					return err
				}
				_, size := s.h.stripeData(st)
				buf = slices.Grow(buf[:0], size)[:size]
				if err := readStripe(r, buf, &bad, st); err != nil {
					return err
				}
				if bad != "" {
					s.copies = append(s.copies, badCopy{i, g.name, fmt.Sprintf("%s (a copy of shard %d, intact in %s)", bad, i, s.name(i))})
					break
				}
			}
		}
	}
	return nil
}

// tooFew returns the error of a set with at most least shards intact in a
// stripe.
func (s *shardSet) tooFew(least int) error {
	return fmt.Errorf("%d of %d shards lost, more than the %d parity shards: the file cannot be rebuilt",
		s.h.data+s.h.parity-least, s.h.data+s.h.parity, s.h.parity)
}

func decodeShards(ctx context.Context, e *env, names []string, out string) error {
	s, err := openShards(names)
	if err != nil {
		return err
	}
	defer s.close()
	enc, err := erasure.New(s.h.data, s.h.parity)
	if err != nil {
		return err
	}
	// A first check of the headers: too few shards is an error before
	// anything is written.
	lost := 0
	for _, b := range s.bad {
		if b != "" {
			lost++
		}
	}
	if lost > s.h.parity {
		s.report(e.stderr, "nimber: erasure: decode: ")
		return s.tooFew(s.h.data + s.h.parity - lost)
	}
	var w io.Writer = e.stdout
	var of *outFile
	if out != "" && out != "-" {
		if name, ok := s.holds(out); ok {
			return fmt.Errorf("-o %s would replace %s, a file of the code", out, name)
		}
		if of, err = createOut(out); err != nil {
			return err
		}
		defer func() {
			if of != nil {
				of.discard()
			}
		}()
		w = of
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	var sum uint32
	prog := newByteProgress(e.stderr, "decode", s.h.size)
	defer prog.end()
	_, err = s.scan(ctx, prog, make([]bool, len(s.files)), func(_ int64, data int, shards [][]byte) error {
		if err := enc.ReconstructData(shards); err != nil {
			intact := 0
			for _, sh := range shards {
				intact += min(len(sh), 1)
			}
			return s.tooFew(intact)
		}
		for _, d := range shards[:s.h.data] {
			k := min(len(d), data)
			sum = crc32.Update(sum, castagnoli, d[:k])
			if _, err := bw.Write(d[:k]); err != nil {
				return writeError(err)
			}
			data -= k
		}
		return nil
	})
	prog.end()
	s.report(e.stderr, "nimber: erasure: decode: ")
	if err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return writeError(err)
	}
	if sum != s.h.sum {
		return errors.New("the file rebuilt fails its checksum")
	}
	if of != nil {
		err = of.commit()
		of = nil
	}
	return err
}

func verifyShards(ctx context.Context, e *env, names []string) error {
	s, err := openShards(names)
	if err != nil {
		return err
	}
	defer s.close()
	prog := newByteProgress(e.stderr, "verify", s.h.size)
	least, err := s.scan(ctx, prog, make([]bool, len(s.files)), nil)
	prog.end()
	if err == nil {
		err = s.checkSpares(ctx)
	}
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(e.stdout)
	if s.report(bw, "") == 0 {
		fmt.Fprintf(bw, "all %d shards intact\n", len(s.files))
	}
	if err := bw.Flush(); err != nil {
		return writeError(err)
	}
	lost := 0
	for _, b := range s.bad {
		lost += min(len(b), 1)
	}
	damaged := len(s.copies)
	switch {
	case least < s.h.data:
		return s.tooFew(least)
	case lost > 0 && damaged > 0:
		return fmt.Errorf("%d of %d shards bad or missing, and %d %s: repair can rewrite them", lost, len(s.files), damaged, plural(damaged, "damaged copy of an intact shard", "damaged copies of intact shards"))
	case lost > 0:
		return fmt.Errorf("%d of %d shards bad or missing: repair can rewrite %s", lost, len(s.files), plural(lost, "it", "them"))
	case damaged > 0:
		return fmt.Errorf("%d %s: repair can rewrite %s", damaged, plural(damaged, "damaged copy of an intact shard", "damaged copies of intact shards"), plural(damaged, "it", "them"))
	case len(s.others) > 0:
		return fmt.Errorf("%d of the files given %s no shard of the code", len(s.others), plural(len(s.others), "is", "are"))
	}
	return nil
}

func repairShards(ctx context.Context, e *env, names []string) error {
	s, err := openShards(names)
	if err != nil {
		return err
	}
	defer s.close()
	prog := newByteProgress(e.stderr, "repair", 2*s.h.size)
	defer prog.end()
	least, err := s.scan(ctx, prog, make([]bool, len(s.files)), nil)
	if err == nil {
		err = s.checkSpares(ctx)
	}
	if err != nil {
		return err
	}
	prog.pass(s.h.size)
	if least < s.h.data {
		prog.end()
		s.report(e.stderr, "nimber: erasure: repair: ")
		return s.tooFew(least)
	}
	lost := make([]bool, len(s.bad))
	nlost := 0
	for i, b := range s.bad {
		if lost[i] = b != ""; lost[i] {
			nlost++
			if s.names[i] == "" {
				return fmt.Errorf("shard %d is lost and no shard file name gives its name", i)
			}
		}
	}
	if nlost == 0 && len(s.copies) == 0 {
		prog.end()
		fmt.Fprintf(e.stdout, "all %d shards intact: nothing to repair\n", len(s.bad))
		return nil
	}
	enc, err := erasure.New(s.h.data, s.h.parity)
	if err != nil {
		return err
	}
	// A target is a file rewritten with shard i: a lost shard, or a
	// damaged copy of an intact one.
	type target struct {
		i   int
		out *outFile
		w   *bufio.Writer
	}
	var targets []target
	defer func() {
		for _, t := range targets {
			if t.out != nil {
				t.out.discard()
			}
		}
	}()
	add := func(name string, i int) error {
		out, err := createOut(name)
		if err != nil {
			return err
		}
		t := target{i, out, bufio.NewWriterSize(out, 1<<16)}
		h := s.h
		h.index = i
		t.w.Write(h.marshal())
		targets = append(targets, t)
		return nil
	}
	for i := range lost {
		if lost[i] {
			if err := add(s.names[i], i); err != nil {
				return err
			}
		}
	}
	for _, c := range s.copies {
		if err := add(c.name, c.i); err != nil {
			return err
		}
	}
	var sum [4]byte
	_, err = s.scan(ctx, prog, lost, func(_ int64, _ int, shards [][]byte) error {
		if err := enc.Reconstruct(shards); err != nil {
			return fmt.Errorf("a shard changed during the repair: %w", err)
		}
		for _, t := range targets {
			binary.LittleEndian.PutUint32(sum[:], crc32.Checksum(shards[t.i], castagnoli))
			t.w.Write(shards[t.i])
			t.w.Write(sum[:])
		}
		return nil
	})
	if err != nil {
		return err
	}
	for i, b := range s.bad {
		if !lost[i] && b != "" {
			return fmt.Errorf("%s changed during the repair: %s", s.name(i), b)
		}
	}
	for k := range targets {
		if err := targets[k].w.Flush(); err != nil {
			return err
		}
		if err := targets[k].out.commit(); err != nil {
			return err
		}
		targets[k].out = nil
	}
	prog.end()
	bw := bufio.NewWriter(e.stdout)
	for i, b := range s.bad {
		if lost[i] {
			fmt.Fprintf(bw, "%s: %s: rewritten\n", s.name(i), b)
		}
	}
	for _, c := range s.copies {
		fmt.Fprintf(bw, "%s: %s: rewritten\n", c.name, c.why)
	}
	return writeError(bw.Flush())
}

// A byteProgress writes a line of progress to standard error, if it is a
// terminal, at most once a second: bytes done of the total (-1 if
// unknown).
type byteProgress struct {
	w           io.Writer
	op          string
	total, done int64
	begin, last time.Time
	wrote       bool
}

func newByteProgress(stderr io.Writer, op string, total int64) *byteProgress {
	if !isTerminal(stderr) {
		return nil
	}
	now := time.Now()
	return &byteProgress{w: stderr, op: op, total: total, begin: now, last: now}
}

// show sets the bytes done, past the bytes of earlier passes, and writes
// the line if a second has passed since the last.
func (p *byteProgress) show(done int64) {
	if p == nil {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < time.Second {
		return
	}
	p.last, p.wrote = now, true
	done += p.done
	rate := float64(done) / now.Sub(p.begin).Seconds()
	if p.total < 0 {
		fmt.Fprintf(p.w, "\r\033[Knimber: erasure: %s: %d MiB, %.3g MB/s", p.op, done>>20, rate/1e6)
		return
	}
	done = min(done, p.total)
	left := time.Duration(float64(p.total-done) / rate * float64(time.Second)).Round(time.Second)
	fmt.Fprintf(p.w, "\r\033[Knimber: erasure: %s: %d of %d MiB (%.1f%%), %.3g MB/s, %v left",
		p.op, done>>20, p.total>>20, 100*float64(done)/float64(p.total), rate/1e6, left)
}

// pass adds the bytes of a pass done to those that show counts.
func (p *byteProgress) pass(done int64) {
	if p != nil {
		p.done += done
	}
}

// end clears the line.
func (p *byteProgress) end() {
	if p != nil && p.wrote {
		fmt.Fprint(p.w, "\r\033[K")
		p.wrote = false
	}
}
