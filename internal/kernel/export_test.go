package kernel

// UsePaths switches on exactly the named assembly paths (none leaves the
// generic code) until the function it returns restores them.
var UsePaths = Paths.Use

// Transpose8 is transpose8.
var Transpose8 = transpose8
