package par

// ChunksPer is chunksPer, for the tests of package par_test.
const ChunksPer = chunksPer
