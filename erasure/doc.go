// Package erasure implements systematic Reed–Solomon erasure codes over the
// nimber subfields F_(2^8), F_(2^16) and F_(2^32), encoded and decoded in
// O(n log n) operations on n shards by the additive FFT, for up to 2^32
// shards: past the 65,536 of the codecs in F_(2^16).
//
// Its Encoder has the names of github.com/klauspost/reedsolomon's: New(data,
// parity, options...), Encode, Verify, Reconstruct, ReconstructData, Split
// and Join, so that a program switches by changing an import, within the
// differences listed below.
//
// # The code
//
// A code of D data and P parity shards, with m the power of two at or above
// P and n the power of two at or above m + D, is the set of lists of values
// of the polynomials f of degree below n - m at the points 0, 1, ..., n-1
// (integers as nimbers: they form the F_2-subspace V_k, k = log2 n, and
// the nim-sum is their exclusive or), shortened and punctured: parity shard
// j holds f(j) for j < P, data shard d holds f(m + d), f is zero at the
// points m + D to n - 1, and the points P to m - 1 are not stored. Any D of
// the D + P values determine f (a polynomial of degree below n - m with n
// - m - D known zeros), so any D shards give the others back: the code is
// MDS. The field is the smallest nimber subfield F_(2^(2^j)), the integers
// below 2^(2^j), that holds the points: F_(2^8) when m + D <= 256, F_(2^16)
// when m + D <= 65,536, F_(2^32) up to 2^32. So 128 + 128 shards are coded
// in F_(2^8), but 129 + 127 and 200 + 56, whose m + D pass 256, in F_(2^16).
//
// # Shards
//
// A shard is a sequence of symbols of the field, w = 1, 2 or 4 bytes each,
// coded independently of one another: symbol k of every shard belongs to
// code word k. Its size is a multiple of 64 bytes, and each 64-byte chunk
// holds 64/w symbols in w byte planes of 64/w bytes: byte i of symbol k of
// a chunk is its byte i*64/w + k, and the symbol is the nimber whose bytes
// these are (for w = 1, each byte is a symbol). A product by a constant of
// the field is then one affine map of GF2P8AFFINEQB for each pair of
// planes, a chunk a 512-bit register (package internal/kernel).
//
// # Encoding
//
// The novel polynomial basis of Lin, Chung and Han (2014) on the subspaces
// V_i of the nimbers is that of package poly: X_j is the product of the
// subspace polynomials s_i over the bits i of j, s_i the product of x - a
// over a in V_i, and in the nimbers s_i(2^i) = 1 for every i (they have the
// Cantor basis 1, 2, 4, 10, 20, 32, 76, ..., which spans the same V_i), so
// the transform that evaluates a polynomial of degree below 2^i in that
// basis on a coset t + V_i, and its inverse, take i 2^(i-1) butterflies
// u += c v, v += u, with twiddles c = s_i'(t') in the field.
//
// Encode interpolates the data of each coset m c + V_m (c >= 1; zeros past
// the last data shard) by the inverse transform on it, adds the
// polynomials of degree below m so found, and evaluates the sum on V_m by
// one transform: the first P values are the parity (Lin, Chung, Han and
// Al-Naffouri 2016, and leopard, Christopher Taylor's codec in F_(2^16)).
// Writing f = sum of q_i(x) y^i with deg q_i < m and y = s_log2(m)(x),
// which is constant on each coset of V_m and takes each value of a subspace
// W of n/m elements once, the sum of the interpolants of f on all n/m
// cosets is the sum over i of q_i times the sum of the w^i over W: zero for
// i < n/m - 1 and not for i = n/m - 1. So it vanishes, and the interpolant
// on V_m is the sum of those on the other cosets, exactly when f has degree
// below n - m: this code is the one above. Encode costs O(D log m) products of shards by constants.
//
// # Reconstruction
//
// Reconstruct decodes by the formal derivative. With E the erased points
// (the shards lost and the points P to m - 1), at most m of them, and l(x)
// the product of x - e over e in E, the polynomial l f has degree below n,
// and its values on V_n are known: l(t) times the shard at t, or 0 at an
// erased t. The inverse transform on V_n gives l f in the novel basis; its
// derivative there takes exclusive ors only, since every s_i has
// derivative 1 (its one term of odd degree is x): X_j' is the sum of
// X_(j - 2^i) over the bits i of j. The transform of (l f)' = l' f + l f'
// gives at each erased e the value l'(e) f(e), and f(e) follows. The values
// of l at the points not erased, and of l' at the erased ones, are the
// exponentials of a convolution over the group of exclusive or, log l(t) =
// sum of log(t + e) over e in E (with log 0 taken as 0), by the
// Walsh–Hadamard transform, as in leopard. In F_(2^32), too large for a
// table, log x follows from log x mod 2^16 - 1, the F_(2^16) logarithm of
// the norm x^(2^16 + 1), and log x mod 2^16 + 1, a prime, looked up among
// the 65,537 elements of norm 1 (the Chinese remainder theorem); the
// Frobenius x^(2^16) of x = a 2^16 + b is x + a. Reconstruct costs O(n log n)
// products, plus O(n log n) additions of integers for the locator.
//
// # Differences from klauspost/reedsolomon
//
//   - Shard sizes are multiples of 64 bytes (klauspost's take any size in
//     its GF(2^8) codes and multiples of 64 in its leopard ones); Split
//     rounds the size of the shards up to one.
//   - New takes up to 2^32 points (m + D above), not 256 or 65,536, and
//     needs at least one parity shard; the options are WithConcurrency only.
//   - Split returns copies in one new allocation (klauspost's may reuse
//     the capacity of data).
//   - Reconstruct and ReconstructData with no shard missing (or, for
//     ReconstructData, only parity missing) return nil at once, checking
//     only the number of shards; with more shards missing than there is parity they return
//     ErrTooFewShards wrapped with the count.
//   - There is no Update, EncodeIdx, ReconstructSome or streaming
//     interface, and the parity of a code differs from klauspost's: the
//     codes are others.
//
// # Speed
//
// All calls may run on several goroutines: WithConcurrency sets their
// number (default runtime.GOMAXPROCS(0)); with GOMAXPROCS=1 a call starts
// none, whatever the option says. Each call splits the bytes of
// the shards among them when each gets 8 KiB or more, and otherwise the
// transforms, and waits for them all before it returns. The first
// Reconstruct of an Encoder tabulates the Walsh–Hadamard transform of the
// logarithms of its n points. See docs/erasure.md for figures.
//
// # References
//
//   - S.-J. Lin, W.-H. Chung and Y. S. Han, Novel polynomial basis and its
//     application to Reed–Solomon erasure codes, FOCS 2014.
//   - S.-J. Lin, T. Y. Al-Naffouri, Y. S. Han and W.-H. Chung, Novel
//     polynomial basis with fast Fourier transform and its application to
//     Reed–Solomon erasure codes, IEEE Trans. Inf. Theory 62 (2016).
//   - D. G. Cantor, On arithmetical algorithms over finite fields, J. Comb.
//     Theory A 50 (1989): the Cantor basis of the nimbers.
//   - C. Taylor, leopard (github.com/catid/leopard): the encoder and the
//     error locator by the Walsh–Hadamard transform, in F_(2^16).
package erasure
