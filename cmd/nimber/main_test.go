package main

import (
	"bytes"
	"flag"
	"fmt"
	"github.com/nimberdev/nimber/game"
	goparser "go/parser"
	"go/token"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/internal/notation"
	"github.com/nimberdev/nimber/matrix"
	"github.com/nimberdev/nimber/poly"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// runCommand runs the command in-process and returns what a terminal would
// show: standard output, then standard error, then "[exit N]" for a status
// other than 0. A status other than 0 must come with a message, and a
// message with a status other than 0.
func runCommand(t *testing.T, args []string, stdin string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	status := run(args, strings.NewReader(stdin), &stdout, &stderr)
	if (status == 0) != (stderr.Len() == 0) {
		t.Errorf("nimber %s: exit status %d with standard error %q", strings.Join(args, " "), status, stderr.String())
	}
	if status == 0 {
		return stdout.String()
	}
	return fmt.Sprintf("%s%s[exit %d]\n", stdout.String(), stderr.String(), status)
}

// A transcript is a sequence of commands with their expected output, as in
// the examples of the help texts and in the golden files testdata/*.txt.
// A command is a line "$ nimber ARGS" or "$ printf 'INPUT' | nimber ARGS",
// in which ARGS are words or single-quoted strings and INPUT may hold the
// escapes \n, \r, \t and \\. The lines up to the next command are its output,
// as runCommand shows it. In golden files, lines beginning with # before a
// command are comments.
type transcriptEntry struct {
	comments []string
	command  string
	args     []string
	stdin    string
	output   string
}

func parseTranscript(t *testing.T, text string) []transcriptEntry {
	t.Helper()
	var entries []transcriptEntry
	var comments []string
	for line := range strings.Lines(text) {
		switch {
		case strings.HasPrefix(line, "$ "):
			e := transcriptEntry{comments: comments, command: strings.TrimSuffix(line[2:], "\n")}
			comments = nil
			e.args, e.stdin = parseCommandLine(t, e.command)
			entries = append(entries, e)
		case len(entries) > 0 && (comments == nil) && !strings.HasPrefix(line, "#"):
			entries[len(entries)-1].output += line
		case strings.HasPrefix(line, "#") || line == "\n":
			comments = append(comments, strings.TrimSuffix(line, "\n"))
		default:
			t.Fatalf("transcript line %q is neither a command, output nor a comment", line)
		}
	}
	return entries
}

func parseCommandLine(t *testing.T, cmd string) (args []string, stdin string) {
	t.Helper()
	words := shellWords(t, cmd)
	if len(words) >= 4 && words[0] == "printf" && words[2] == "|" {
		r := strings.NewReplacer(`\n`, "\n", `\r`, "\r", `\t`, "\t", `\\`, `\`)
		stdin = r.Replace(words[1])
		words = words[3:]
	}
	if len(words) == 0 || words[0] != "nimber" {
		t.Fatalf("command %q does not run nimber", cmd)
	}
	return words[1:], stdin
}

// shellWords splits s into words at spaces, keeping single-quoted strings
// together.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range s {
		switch {
		case r == '\'':
			quoted = !quoted
			inWord = true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, w.String())
				w.Reset()
			}
			inWord = false
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("unterminated quote in %q", s)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// TestGolden runs the commands of each testdata/*.txt and compares their
// output with the file; with -update it rewrites the outputs.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var updated strings.Builder
			for _, e := range parseTranscript(t, string(data)) {
				got := runCommand(t, e.args, e.stdin)
				for _, c := range e.comments {
					updated.WriteString(c + "\n")
				}
				fmt.Fprintf(&updated, "$ %s\n%s", e.command, got)
				if got != e.output && !*update {
					t.Errorf("$ %s\ngot:\n%swant:\n%s", e.command, got, e.output)
				}
			}
			if *update {
				if err := os.WriteFile(file, []byte(updated.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestHelpExamples runs the examples in the help text of every command, in
// a temporary directory, so that the help cannot drift from the behaviour.
// TestPNG checks the pictures themselves.
func TestHelpExamples(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range commands {
		_, examples, ok := strings.Cut(c.help, "\nExamples:\n\n")
		if !ok {
			t.Errorf("the help of %s has no examples", c.name)
			continue
		}
		var text strings.Builder
		for line := range strings.Lines(examples) {
			text.WriteString(strings.TrimPrefix(line, "\t"))
		}
		entries := parseTranscript(t, text.String())
		for _, e := range entries {
			if e.args[0] != c.name {
				t.Errorf("the help of %s has an example of %s", c.name, e.args[0])
			}
			// A terminal shows no exit status; runCommand checks that
			// an error message comes with a status other than 0.
			got := runCommand(t, e.args, e.stdin)
			if i := strings.LastIndex(got, "[exit "); i >= 0 {
				got = got[:i]
			}
			if got != e.output {
				t.Errorf("help of %s: $ %s\ngot:\n%swant:\n%s", c.name, e.command, got, e.output)
			}
		}
	}
}

// TestHelp checks the ways to ask for help, and that they agree.
func TestHelp(t *testing.T) {
	overview := runCommand(t, []string{"help"}, "")
	for _, c := range commands {
		if !strings.Contains(overview, "\t"+c.name+" ") {
			t.Errorf("nimber help does not list %s", c.name)
		}
		want := runCommand(t, []string{"help", c.name}, "")
		if !strings.HasPrefix(want, "Usage:\n\n\tnimber "+c.name) {
			t.Errorf("nimber help %s begins %q", c.name, want[:min(len(want), 40)])
		}
		for _, h := range []string{"-h", "-help", "--help"} {
			if got := runCommand(t, []string{c.name, h}, ""); got != want {
				t.Errorf("nimber %s %s differs from nimber help %s", c.name, h, c.name)
			}
		}
	}
	for _, args := range [][]string{{"-h"}, {"--help"}} {
		if got := runCommand(t, args, ""); got != overview {
			t.Errorf("nimber %s differs from nimber help", args[0])
		}
	}
}

// TestHelpWriteError checks that a failed write of help, in every way to
// ask for it, is an error, as a failed write of results is.
func TestHelpWriteError(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"help", "all"}, {"help", "mul"}, {"mul", "-h"}, {"nim", "--help"}, {"-h"}} {
		var stderr bytes.Buffer
		status := run(args, strings.NewReader(""), failingWriter{}, &stderr)
		if want := "nimber: writing the help: disk full\n"; status != 1 || stderr.String() != want {
			t.Errorf("nimber %s > /dev/full: status %d, stderr %q; want 1, %q", strings.Join(args, " "), status, stderr.String(), want)
		}
	}
}

// TestDoc checks that the package documentation in doc.go is the manual,
// as "nimber help all" prints it; go generate rewrites doc.go.
func TestDoc(t *testing.T) {
	f, err := goparser.ParseFile(token.NewFileSet(), "doc.go", nil, goparser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	if f.Doc == nil || f.Doc.Text() != manual() {
		t.Errorf("doc.go is stale: run go generate ./cmd/nimber")
	}
	if got := runCommand(t, []string{"help", "all"}, ""); got != manual() {
		t.Errorf("nimber help all does not print the manual")
	}
}

// TestHelpStatesLimits checks that the help states the limits that users
// can hit as the code has them.
func TestHelpStatesLimits(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{overview(), fmt.Sprintf("a line of standard input holds at most %d MiB", maxLineLen>>20)},
		{overview(), fmt.Sprintf("refuse a power\nestimated at %d minutes or more", int(notation.MaxPowTime.Minutes()))},
		{overview(), fmt.Sprintf("eval nests parentheses at most %d deep", notation.MaxDepth)},
		{overview(), "operands may have any size\nbelow 2^(2^20)"},
		{powHelp, fmt.Sprintf("that would take %d minutes or more", int(notation.MaxPowTime.Minutes()))},
		{powHelp, fmt.Sprintf("in a field of 2^%d bits or more", bits.Len(notation.EstimateWidth)-1)},
		{tableHelp, fmt.Sprintf("1 <= N <= %d", maxTableSize)},
		{nimHelp, fmt.Sprintf("Nim prints at most %d winning moves", nimMovesDefault)},
		{misereHelp, fmt.Sprintf("N is at most %d, and the quotient at most %d elements", game.MaxMisereHeap, game.MaxMisereElements)},
		{nimHelp, fmt.Sprintf("positions of more than %d heaps", nimEcho)},
		{polyHelp, fmt.Sprintf("degree %d (2^%d) at most", poly.MaxParseDegree, bits.Len(poly.MaxParseDegree)-1)},
		{polyHelp, fmt.Sprintf("holds %d MiB", maxLineLen>>20)},
		{polyHelp, fmt.Sprintf("from 0 to 2^%d - 1", maxPowBits)},
		{matrixHelp, fmt.Sprintf("Kernel refuses a basis of more than %d (2^%d) numbers", matrix.MaxKernelElements, bits.Len(matrix.MaxKernelElements)-1)},
	} {
		if !strings.Contains(c.text, c.want) {
			t.Errorf("the help does not say %q", c.want)
		}
	}
	if notation.MaxBigBits != 1<<20 {
		t.Errorf("notation.MaxBigBits is %d, the help says 2^20", notation.MaxBigBits)
	}
}
