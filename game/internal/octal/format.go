package octal

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// The file format of a Solver, all numbers little-endian:
//
//	offset  size  field
//	0       8     magic "NIMBERGV"
//	8       4     format version, 1
//	12      4     header size H, a multiple of 4096: the values start there
//	16      4     rule length L
//	20      4     CRC-32C of bytes 0-19 and of the rule
//	24      64    commit slot 0
//	88      64    commit slot 1
//	152     L     the rule, as Rule.Name
//	H       ...   the values G(0), G(1), ..., width bytes each
//
// A commit slot records a checkpoint:
//
//	0   8   sequence number, 1 for the first commit, 0 for an empty slot
//	8   8   count: the values G(0) to G(count-1) are committed
//	16  1   width: bytes a value, 1 or 2
//	17  7   zero
//	24  4   CRC-32C of the count*width bytes of committed values
//	28  32  zero
//	60  4   CRC-32C of bytes 0-59 of the slot
//
// The slot with the higher sequence number among the valid ones is the
// current one. A commit writes the other slot, after the values it covers
// are on disk, and syncs again: a write torn by a crash leaves the current
// slot whole, and a file resumes from its last commit. Values past the
// committed count are ignored, and computed again.
const (
	magic      = "NIMBERGV"
	version    = 1
	slotSize   = 64
	slotsAt    = 24
	ruleAt     = slotsAt + 2*slotSize
	pageSize   = 4096
	maxHeader  = (ruleAt+MaxNameLen)/pageSize*pageSize + pageSize
	formatName = "a values file of nimber"
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// A commit is the content of a commit slot.
type commit struct {
	seq   uint64
	count uint64
	width uint8
	crc   uint32
}

// A header is what a file holds before its values.
type header struct {
	size  int // H
	rule  string
	slots [2]commit
	valid [2]bool
}

// current returns the index of the current commit slot, or -1 if neither
// is valid.
func (h *header) current() int {
	switch {
	case h.valid[0] && (!h.valid[1] || h.slots[0].seq > h.slots[1].seq):
		return 0
	case h.valid[1]:
		return 1
	}
	return -1
}

// headerSize returns H for a rule of n bytes.
func headerSize(n int) int { return (ruleAt + n + pageSize - 1) / pageSize * pageSize }

// encodeHeader returns the H bytes of a new file for rule, with slot 0
// holding c and slot 1 empty.
func encodeHeader(rule string, c commit) []byte {
	b := make([]byte, headerSize(len(rule)))
	copy(b, magic)
	binary.LittleEndian.PutUint32(b[8:], version)
	binary.LittleEndian.PutUint32(b[12:], uint32(len(b)))
	binary.LittleEndian.PutUint32(b[16:], uint32(len(rule)))
	copy(b[ruleAt:], rule)
	sum := crc32.Update(crc32.Checksum(b[:20], castagnoli), castagnoli, []byte(rule))
	binary.LittleEndian.PutUint32(b[20:], sum)
	copy(b[slotsAt:], encodeSlot(c))
	return b
}

// encodeSlot returns the bytes of a commit slot holding c.
func encodeSlot(c commit) []byte {
	b := make([]byte, slotSize)
	binary.LittleEndian.PutUint64(b[0:], c.seq)
	binary.LittleEndian.PutUint64(b[8:], c.count)
	b[16] = c.width
	binary.LittleEndian.PutUint32(b[24:], c.crc)
	binary.LittleEndian.PutUint32(b[60:], crc32.Checksum(b[:60], castagnoli))
	return b
}

// errFormat is wrapped by the errors of files that are not values files or
// are damaged.
var errFormat = errors.New("not " + formatName)

// decodeHeader reads the header at the start of b, which holds the first
// bytes of a file (at least maxHeader of them, or the whole file).
func decodeHeader(b []byte) (*header, error) {
	if len(b) < ruleAt || string(b[:8]) != magic {
		return nil, errFormat
	}
	if v := binary.LittleEndian.Uint32(b[8:]); v != version {
		return nil, fmt.Errorf("%w: format version %d, not %d", errFormat, v, version)
	}
	h := &header{size: int(binary.LittleEndian.Uint32(b[12:]))}
	n := int(binary.LittleEndian.Uint32(b[16:]))
	if n > MaxNameLen || h.size != headerSize(n) || len(b) < ruleAt+n {
		return nil, fmt.Errorf("%w: the header is damaged", errFormat)
	}
	h.rule = string(b[ruleAt : ruleAt+n])
	sum := crc32.Update(crc32.Checksum(b[:20], castagnoli), castagnoli, b[ruleAt:ruleAt+n])
	if sum != binary.LittleEndian.Uint32(b[20:]) {
		return nil, fmt.Errorf("%w: the header is damaged (checksum)", errFormat)
	}
	for i := range 2 {
		s := b[slotsAt+i*slotSize:][:slotSize]
		if crc32.Checksum(s[:60], castagnoli) != binary.LittleEndian.Uint32(s[60:]) {
			continue
		}
		c := commit{
			seq:   binary.LittleEndian.Uint64(s[0:]),
			count: binary.LittleEndian.Uint64(s[8:]),
			width: s[16],
			crc:   binary.LittleEndian.Uint32(s[24:]),
		}
		if c.seq == 0 || c.width != 1 && c.width != 2 || c.count > 1<<48 {
			continue
		}
		h.slots[i], h.valid[i] = c, true
	}
	if h.current() < 0 {
		return nil, fmt.Errorf("%w: no valid checkpoint", errFormat)
	}
	return h, nil
}
