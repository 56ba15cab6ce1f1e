package main

import (
	"runtime/debug"
	"testing"
)

// TestVersionText checks the text of nimber version for the build
// information of the ways a binary is made; the golden file version.txt
// covers the build of the tests themselves.
func TestVersionText(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	const rev = "83d90fb3a41fe8a00b83c6177fe2bfa1d27a482c"
	for _, c := range []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"go install @version", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, true,
			"nimber v1.2.0\nrevision unknown: built without version control information\n"},
		{"go build in a clone", &debug.BuildInfo{
			Main:     debug.Module{Version: "v0.0.0-20261123053438-83d90fb3a41f"},
			Settings: settings("-compiler", "gc", "vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-23T05:34:38Z", "vcs.modified", "false"),
		}, true, "nimber v0.0.0-20261123053438-83d90fb3a41f\nrevision " + rev + ", 2026-11-23T05:34:38Z\n"},
		{"go build with changes", &debug.BuildInfo{
			Main:     debug.Module{Version: "v0.3.1-0.20261123053438-83d90fb3a41f+dirty"},
			Settings: settings("vcs.revision", rev, "vcs.modified", "true"),
		}, true, "nimber v0.3.1-0.20261123053438-83d90fb3a41f+dirty\nrevision " + rev + ", modified\n"},
		{"go run", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true,
			"nimber (devel)\nrevision unknown: built without version control information\n"},
		{"no version at all", &debug.BuildInfo{}, true,
			"nimber (devel)\nrevision unknown: built without version control information\n"},
		{"no build information", nil, false,
			"nimber (unknown version)\nrevision unknown: the binary holds no build information\n"},
	} {
		if got := versionText(c.info, c.ok); got != c.want {
			t.Errorf("%s: got\n%swant\n%s", c.name, got, c.want)
		}
	}
}
