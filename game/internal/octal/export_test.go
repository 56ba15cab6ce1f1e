package octal

// NewBlocks is New with blocks of b heaps, and a split chosen from heap b
// on, so that the far marks start early in short runs, for rules whose
// moves take fewer than b/2 tokens.
func NewBlocks(r Rule, b int) (*Solver, error) {
	s, err := New(r)
	if err == nil && b >= 2*(s.g.t+1) {
		s.block, s.warm = b, b
	}
	return s, err
}

// AsmPaths are the assembly paths of this machine and build: Paths names
// those switched on, UsePaths switches on exactly the named ones (none
// leaves the generic code) until the function it returns restores them.
var (
	AsmPaths = asmPaths
	Paths    = asmPaths.On
	UsePaths = asmPaths.Use
)

// Far reports whether the far marks of the block of heap m are in use.
func (s *Solver) Far(m int) bool { return s.far[(m/s.block)&1].covers(s, m) }

// SetWorkers sets the number of goroutines of s. With one, and help set,
// the far marks go to the part that the solver's goroutine fills when it
// helps the other, so that the tests check that part.
func (s *Solver) SetWorkers(n int, help bool) {
	s.workers = n
	if help {
		s.farPart = 1
	}
}

// Continued returns the period that Run continues, or 0.
func (s *Solver) Continued() int { return s.period }

// RaceEnabled shortens the longest tests under the race detector.
const RaceEnabled = raceEnabled
