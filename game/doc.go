// Package game plays impartial games with nimbers: Nim and its relatives,
// the Sprague–Grundy values of any finite game, heap games with periods
// proven, coin-turning games whose values multiply, and games with cycles,
// where play may go on for ever.
//
// # Sprague–Grundy theory in brief
//
// In an impartial game both players have the same moves, and the player
// who cannot move loses (normal play). Every position is equivalent to a
// Nim heap whose size is its Grundy value: the mex, the least natural number
// not among the values of its options. A position of value 0 is a
// P-position (the previous player wins); any other is an N-position, from
// which a move to a P-position is a winning move. The value of a sum of
// games, in which a move is a move in one component, is the nim-sum
// (exclusive or) of the values of the components (Sprague, 1935; Grundy,
// 1939). So Nim is solved by the nim-sum of its heaps (Bouton, 1901), and a
// Solver finds the values and winning moves of any finite game given by its
// moves.
//
// # Nim and its relatives
//
// Nim describes ordinary Nim, Nim with at most Max stones a move, Moore's
// Nim_K and misere play; Wythoff is Wythoff's game, in which a move may
// also take the same number from both of two heaps, with its P-positions
// from the golden ratio and its Grundy values by the mex rule.
//
// # Heap games
//
// A HeapGame takes tokens from a heap and may split the rest into two heaps:
// octal games such as Kayles (0.77) and Dawson's Kayles (0.07), subtraction
// games, and Grundy's game; codes with digits past 7, in CGSuite's
// notation, split it into three heaps or more, and their values come from
// the mex rule. Values computes G(0), G(1), ... by the
// sparse-space method of Winning Ways, and Period proves a period from a
// long enough prefix by the octal periodicity theorem. Kayles has period
// 12 from heap 71 on, Dawson's Kayles period 34 from heap 53 on; no
// period is known for Grundy's game.
//
// The values are computed at research scale: vector instructions where the
// machine has AVX-512, two cores, and one byte a value while they fit.
// OpenValues keeps them in a file, up to MaxValues (2^40) of them, with
// checkpoints that a crash cannot spoil, so that a run of days continues
// where it stopped; Extend computes more, reporting its progress, and
// Stats gives the frequencies of the values and the sparse space, as the
// tables of other solvers publish them.
//
// # Misère play
//
// In misère play the player who makes the last move loses. Sums then no
// longer follow nim-sums, except in Nim itself and other tame games
// (Nim's Misere field keeps Bouton's closed form). A MisereQuotient is the
// modern answer (T. Plambeck, "Taming the wild in impartial combinatorial
// games", Integers 5, 2005; T. Plambeck and A. N. Siegel, "Misère
// quotients for impartial games", JCTA 115, 2008; A. N. Siegel,
// Combinatorial Game Theory, AMS, 2013, ch. V): HeapGame.MisereQuotient(n)
// computes the commutative monoid of the sums of heaps of at most n
// tokens, in which sums are equal when no such sum added to both tells
// them apart, its P-portion, and the pretending function Φ(h), the element
// of a heap of h. A sum is a P-position exactly when the product of the Φ
// of its heaps is in the P-portion, so IsPPosition and WinningMoves play
// perfectly within the bound. The quotient is proven by two finite checks,
// not guessed; Dawson's Kayles to heap 30 has 360 elements, 65 of them in
// the P-portion. Presentation writes it by
// generators and relations, as MisereSolver and the papers do.
//
// # Values files
//
// OpenValues keeps the values in a file that programs in other languages
// can read as well: ReadValuesFile reads it in Go, "nimber grundy -i
// FILE" prints its values, and the README of the module has a reader in
// Python. Every number is little-endian, and CRC-32C is the CRC of the
// Castagnoli polynomial (hash/crc32.Castagnoli; that of iSCSI and ext4).
// The file begins with a header:
//
//	offset  size  field
//	0       8     magic "NIMBERGV"
//	8       4     format version, 1
//	12      4     header size H, a multiple of 4096: the values start there
//	16      4     rule length L, at most 65538
//	20      4     CRC-32C of bytes 0 to 19 followed by the L bytes of the rule
//	24      64    checkpoint slot 0
//	88      64    checkpoint slot 1
//	152     L     the rule, in ASCII: its octal code ("0.77", "0.3033" for
//	              sub=1,3,4, "4.07") or "grundy"
//	H       N*W   the values G(0), G(1), ..., G(N-1), W bytes each
//
// and each checkpoint slot holds
//
//	offset  size  field
//	0       8     sequence number, from 1; 0 marks an empty slot
//	8       8     count N: the values G(0) to G(N-1) are committed
//	16      1     width W: 1 while every value is below 256, then 2
//	17      7     zero
//	24      4     CRC-32C of the N*W bytes of the values G(0) to G(N-1)
//	28      32    zero
//	60      4     CRC-32C of bytes 0 to 59 of the slot
//
// The current checkpoint is that of the valid slots (its CRC matching, its
// sequence number not 0, its width 1 or 2) with the higher sequence
// number; the file holds the N values of it. Bytes after them are values
// not yet committed, or room, to be ignored. A run commits by writing its
// values to disk, then the other slot: so a crash at any moment leaves one
// valid slot whose values are whole. The values of a checkpoint are never
// written again (the change to two bytes a value writes a new file and
// renames it into place), so a reader may read a file while a run extends
// it, without its lock, as ReadValuesFile does.
//
// # Coin-turning games
//
// In a coin-turning game (CoinGame) a move turns over some coins of a row,
// the rightmost from heads to tails; a row is the sum of its heads, each
// worth G(x). The product of two such games, turning the coins A × B for
// moves A and B of the factors, has values G(x) * H(y), the nim-product of
// package nimber (Tartan's theorem, ProductValues): the values of Turning
// Corners, which turns the four corners of a rectangle, form the
// multiplication table of the nimbers. A CoinProduct plays such a product
// on a board: its positions, moves and winning moves.
//
// # Games with cycles
//
// Where a position can be reached again from itself, play need not end,
// and a position may be a draw. C. A. B. Smith's generalized
// Sprague–Grundy function still says how such games add: a position has a
// finite value n, and then plays in sums as a Nim heap of n, or the value
// ∞(K), K the finite values of its options (LoopyValue). A position of
// value 0 is lost, one of a finite value above 0 won, and ∞(K) is won if 0
// is in K and drawn otherwise. In a sum the finite values add as Nim heaps
// do; ∞(K) and n add to ∞(K⊕n), and two infinite values to ∞(∅), a draw.
//
// A Graph is such a game on a directed graph of up to MaxGraphVertices
// vertices, kept compactly (CSR: 8 bytes an edge): Values finds every
// value by the stage algorithm of Fraenkel and Yesha, whose stage m is a
// retrograde pass that settles the value m, and Outcomes the outcomes
// (Loss, Win, Draw) with their remoteness by one retrograde pass; sums of
// tokens have SumValue, IsPPosition and WinningMoves, which keep a draw
// where there is no win, so that a player who follows them never loses a
// drawn game, and from a won game yield only moves that win in a finite
// number of moves, whatever the other player does: not every move to a
// position of value 0 does, where the other can move back. A Solver meets
// cycles too: it explores the positions that follow from the one asked
// for, and gives the same values, and winning moves that win as Graph's do.
//
// References for games with cycles: C. A. B. Smith, "Graphs and composite
// games", J. Combinatorial Theory 1 (1966); A. S. Fraenkel and Y. Yesha,
// "The generalized Sprague–Grundy function and its invariance under
// certain mappings", J. Combinatorial Theory A 43 (1986); Winning Ways,
// ch. 12, "Games Eternal – Games Entailed".
//
// # One shape for every game
//
// The games share their conventions, so that code written for one reads
// the same for another:
//
//   - A position is a value of the game's own type: []int heap sizes for
//     Nim and a HeapGame, [2]int for Wythoff, a [][]bool board for a
//     CoinProduct, []int tokens for a Graph, a slice of positions of the
//     game (a sum of components) for a Solver.
//   - A Grundy value is a uint64, a 64-bit nimber of package nimber: the
//     value of a sum is the nim-sum (NimSum), and products of coin-turning
//     games multiply with nimber.Mul.
//   - IsPPosition(position) reports whether the previous player wins, and
//     WinningMoves(position) returns an iter.Seq of the positions after
//     each winning move, each a new value the caller owns. An iterator
//     because their number can be huge (Nim_K), and for uniformity where
//     it is small (Wythoff, at most three). Both check the position first
//     and return an error rather than an iterator that fails. Nim also
//     has WinningChanges, which yields each move as the heaps it changes,
//     for positions of many heaps; a HeapGame (normal play) and a
//     MisereQuotient have WinningHeapMoves, which yields each move as a
//     HeapMove, the heap it takes from and the heaps it leaves, and a
//     CoinProduct WinningProductMoves, each a ProductMove. These, Nim and
//     Graph have BestMove, the move of a perfect player: the first winning
//     move, or from a P-position one that delays the loss, and an error
//     wrapping ErrNoMove where no move is left.
//   - Values(n) returns the table of Grundy values below n: a []uint64 for
//     a CoinGame, rows [][]uint64 for Wythoff, and for a HeapGame a
//     HeapValues, which keeps them compactly (two bytes a value) and reads
//     each as a uint64: heap games are computed to millions of values and
//     beyond, where eight bytes a value would cost four times the memory.
//     A Solver, whose positions have no order, gives Value(position) and
//     SumValue(positions) instead. Each Values has a Max constant
//     (MaxValues, MaxCoins, MaxWythoffTable) beyond which it returns an
//     error.
//   - A generalized value, of a position where play need not end, is a
//     LoopyValue, printed as CGSuite prints it ("3", "∞", "∞(0,2)"); a
//     Graph gives Values() for all its vertices, and a Solver
//     LoopyValue(position), keeping Value(position) a uint64 for every
//     position whose value is finite.
//   - Every error wraps one of ErrNegativeHeap, ErrVariant, ErrRule,
//     ErrRange, ErrNoMove, ErrIllegalMove, ErrCycle and ErrFile, for
//     errors.Is; it is an *Error, or a *VariantError for a Nim that is not
//     a supported variant, for errors.As. Bad input gets an error, not a
//     panic; only HeapValues.At, CoinProduct.CoinValue and the Apply of a
//     HeapMove or ProductMove, which do not check, panic for an index out
//     of range, as indexing a slice does.
//
// References: E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for
// your Mathematical Plays, 2nd ed., A K Peters, 2001 (ch. 3, 4, 14);
// J. H. Conway, On Numbers and Games, ch. 11; E. H. Moore, "A generalization
// of the game called Nim", Annals of Mathematics 11 (1910); W. A. Wythoff,
// "A modification of the game of Nim", Nieuw Archief voor Wiskunde 7
// (1907); R. K. Guy and C. A. B. Smith, "The G-values of various games",
// Proc. Cambridge Philos. Soc. 52 (1956).
package game
