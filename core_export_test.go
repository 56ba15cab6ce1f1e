package nimber

// BuildTables rebuilds every table of the package, for BenchmarkBuildTables.
var BuildTables = buildTables
