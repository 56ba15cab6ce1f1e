package octal

// An asmPath names a flag that switches one assembly path on or off.
type asmPath struct {
	name string
	on   *bool
}
