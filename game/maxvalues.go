//go:build !(386 || arm || mips || mipsle)

package game

// MaxValues is the largest number of values of a heap game that Values,
// HeapValues.Extend and OpenValues keep: 2^40, 1099511627776, where int
// has 64 bits, and 2^30, 1073741824, where it has 32 (386, arm, mips,
// mipsle). The values take a byte each while they are below 256, two bytes
// after, in memory for Values and in a file for OpenValues: in memory,
// RAM bounds them first.
const MaxValues = 1099511627776 // 2^40
