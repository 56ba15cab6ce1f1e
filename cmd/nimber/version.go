package main

import (
	"flag"
	"fmt"
	"runtime/debug"
	"strings"
)

const versionHelp = `Version prints the version of nimber on the first line, and on the second
the revision of the source it was built from, with the time of that commit
and "modified" if the working tree had uncommitted changes.

The version is the one of the module as Go recorded it at build time: the
release for "go install github.com/nimberdev/nimber/cmd/nimber@VERSION",
and for go build or go install in a git clone a pseudo-version such as
v0.0.0-20260102150405-0123456789ab, from the commit. Go records no version
or revision under go run and go test, or with -buildvcs=false: the version
is then "(devel)" and the second line says that the revision is unknown,
as in the example, which the tests run. "go version -m" on the binary
shows the same information and more.

Examples:

	$ nimber version
	nimber (devel)
	revision unknown: built without version control information
`

func runVersion(e *env, fs *flag.FlagSet, args []string) error {
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	info, ok := debug.ReadBuildInfo()
	_, err := fmt.Fprint(e.stdout, versionText(info, ok))
	return writeError(err)
}

// versionText returns the text of "nimber version" for the build
// information info, which ok says is there.
func versionText(info *debug.BuildInfo, ok bool) string {
	if !ok {
		return "nimber (unknown version)\nrevision unknown: the binary holds no build information\n"
	}
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	vcs := map[string]string{}
	for _, s := range info.Settings {
		if k, found := strings.CutPrefix(s.Key, "vcs."); found {
			vcs[k] = s.Value
		}
	}
	rev, found := vcs["revision"]
	if !found {
		return "nimber " + version + "\nrevision unknown: built without version control information\n"
	}
	line := "revision " + rev
	if t := vcs["time"]; t != "" {
		line += ", " + t
	}
	if vcs["modified"] == "true" {
		line += ", modified"
	}
	return "nimber " + version + "\n" + line + "\n"
}
