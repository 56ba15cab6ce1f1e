// Package octal computes the Grundy values G(0), G(1), ... of take-and-break
// heap games (octal games, subtraction games, Grundy's game) at research
// scale: billions of values, kept in a file that a crash cannot spoil and a
// later run continues. Package game builds HeapGame.Values and
// HeapGame.OpenValues on it.
//
// # The method
//
// G(n) is the mex of the values of the options of a heap of n: G(n-k) when a
// move takes k and leaves one heap, 0 when it takes the whole heap, and
// G(a) ^ G(b) when it leaves two heaps a + b = n - k. Splits are the bulk
// of the options, n/2 of them for each k whose digit has the bit 4. The
// sparse-space method of Winning Ways (ch. 4) avoids most: a split (see
// split) sorts the heaps into rare and common, such that the xor of two
// values from heaps of different classes has a "common type" that no split
// of two heaps of one class can give. So every option of common type comes
// from a split with a rare part, which the list of rare heaps enumerates:
// R splits for R rare heaps, instead of n/2. The least common-type value c
// not among them is G(n) unless a value of rare type below c is missing
// too; those are looked for among all the splits, in order, until each is
// found (most are found among the first few thousand), and the least one
// never found is G(n). The split is exact whatever the classes; they only
// decide the speed, and are chosen with the fewest rare heaps by one
// Walsh-Hadamard transform of the value frequencies (bestSplit), from heap
// 1024 on, and chosen again when the values double or grow a bit.
//
// # Vectors and cores
//
// For a rare heap r, the partners G(m-k-r) of consecutive heaps m are
// consecutive values, so the splits with a rare part are marked a block of
// heaps at a time (markBlock): one bitmap of option values per heap, 8
// heaps a vector, each value set in its bitmap by VPSLLVQ (mark8AVX512,
// mark16AVX512, for values below 512). The rare heaps far below the block,
// r >= 2B for blocks of B heaps, are marked one block ahead, when all their
// partners are known, by a second goroutine, with the first one's help when
// it is ahead; the near ones, by the first, 64 heaps at a time. The search
// for the missing rare-type values (scan8AVX512, scan16AVX512) takes 64 or
// 32 splits a step: the two parts, one of them reversed by VPERMB or VPERMW,
// their xor, and a look-up of each in the bitmap of values still missing
// by VPERMI2B or VPERMI2W. The kernels are written by an avo program
// (_asm/octal, one generator for both widths). Each has a pure-Go twin,
// which the purego build tag, compilers other than gc and machines without
// AVX-512 BW and VBMI use, and the tests compare them.
//
// # Storage and files
//
// Values take one byte each while they are below 256, two bytes once one
// is not (the change is made once, in memory or by writing the file anew
// and renaming it over the old one). Open keeps them in a file, mapped into
// memory on systems with mmap, so that the values are bounded by the disk.
// Where the rare heaps are mostly small (Grundy's game, 0.161), the method
// reads values near both ends of the range, their partners being near n,
// and the working set stays small; where they are spread over the range
// (0.007), every heap reads all of it, and the file had better fit in the
// page cache.
// The file format (see format.go) has a header that names the rule and two
// commit slots, each with a count, a width and a CRC-32C of the values it
// commits, written in turn after the values they cover are synced: a crash
// at any moment leaves the last checkpoint whole, and Run commits at least
// every SyncEvery. A file of another rule, truncated, corrupted, or in use
// by another Solver is refused with an error and left as it is.
//
// # Periods
//
// At each power of two from 1024 on, Run asks Period whether the values so
// far prove a period, by the octal periodicity theorem (Guy and Smith,
// 1956) or the window argument for games without splits; once one is
// proven, the values that follow are copies.
package octal
