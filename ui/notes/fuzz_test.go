//go:build unix

package notes

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/safe"
)

// What a fuzzed state file is.
const (
	stateRegular   = iota // a regular file holding the bytes
	stateFIFO             // a FIFO with no writer
	stateZeroLink         // a link to /dev/zero
	stateDirectory        // a directory
	stateSparse           // a 1 GB sparse file starting with the bytes
	stateLink             // a link to a file holding the bytes
	stateKinds
)

// stateSeeds are state files: a valid one, the tester's corrupt ones,
// hostile text, and junk.
func stateSeeds() [][]byte {
	valid, _ := json.Marshal(sampleState(at))
	edit := func(f func(*State)) []byte {
		s := sampleState(at)
		f(&s)
		b, _ := json.Marshal(s)
		return b
	}
	return [][]byte{
		valid,
		edit(func(s *State) { s.Step = 99 }),
		edit(func(s *State) { s.Started = time.Time{} }),
		edit(func(s *State) { s.Ended = true }),
		edit(func(s *State) { s.Blank = true }),
		edit(func(s *State) { s.Next = nil; s.Step = 3 }),
		edit(func(s *State) { s.Deck["en"] = "\x1b]2;owned\x07" }),
		edit(func(s *State) {
			s.Current["en"] = StepText{Title: "\x1b[2J\x1b[H", Caption: "\x1b]52;c;aGVsbG8=\x07", Notes: "\r\u202e\x9b31m"}
		}),
		edit(func(s *State) { s.Current = map[string]StepText{"xx": {Title: "only another language"}} }),
		[]byte(`{"version":2,"pid":1,"seq":1,"step":1,"steps":1,"current":{"en":{"title":"t"}},"started":"2026-02-01T08:59:00Z","step_entered":"2026-02-01T08:59:30Z"}`),
		[]byte(`{"version":2,"pid":1,"seq":1,"step":1,"steps":1,"current":{"en":{"title":"t","pauses":["\u001b]2;x\u0007"]}},"started":"2026-02-01T08:59:00Z","step_entered":"2026-02-01T08:59:30Z","reveal":0,"pauses":1}`),
		[]byte(`{"version":2,"step":1e400}`),
		[]byte(`null`),
		[]byte(`[]`),
		[]byte(""),
		[]byte("\x00\xff\xfe"),
	}
}

// FuzzStateFile: whatever the presentation's state file holds, and
// whatever it is (a regular file, a FIFO, a link to /dev/zero, a
// directory, a huge sparse file, a link), the notes return at once with
// either a state that passes Check or an error worded in one line, and
// print no control character: nothing in the file reaches the terminal
// raw.
func FuzzStateFile(f *testing.F) {
	for _, s := range stateSeeds() {
		f.Add(uint8(stateRegular), s)
	}
	for kind := range uint8(stateKinds) {
		f.Add(kind, stateSeeds()[0])
	}
	f.Fuzz(func(t *testing.T, kind uint8, data []byte) {
		base := fuzzBase(t)
		dir, err := safe.PrivateDir(base, DirName())
		if err != nil {
			t.Fatal(err)
		}
		placeState(t, Path(dir), kind%stateKinds, data)
		var snap Snapshot
		within(t, "Look", func() { snap = Look(base, at) })
		if (snap.State == nil) == (snap.Err == nil) {
			t.Fatalf("a state and an error, or neither: %+v", snap)
		}
		if snap.Err != nil {
			for _, lang := range i18n.Langs {
				if msg := Explain(i18n.For(lang), snap.Err); msg == "" || hasControl(msg, false) {
					t.Fatalf("the error is not one clean line: %q", msg)
				}
			}
		} else if err := Check(Path(dir), *snap.State, at); err != nil {
			t.Fatalf("a state that fails Check was returned: %v", err)
		}
		for _, lang := range i18n.Langs {
			for _, w := range []int{20, 80} {
				out := strings.Join(Lines(i18n.For(lang), kit.NewStyles(kit.ThemeDark, false), snap, at, w), "\n")
				if hasControl(out, true) {
					t.Fatalf("a control character reaches the screen: %q", out)
				}
			}
		}
		var b bytes.Buffer
		within(t, "Print", func() { err = Print(&b, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), at, 80) })
		if (err == nil) != (snap.Err == nil) || hasControl(b.String(), true) {
			t.Fatalf("Print: %v, printed %q", err, b.String())
		}
	})
}

// placeState makes the state file the kind of file kind says.
func placeState(t *testing.T, path string, kind uint8, data []byte) {
	t.Helper()
	var err error
	switch kind {
	case stateRegular:
		err = os.WriteFile(path, data, 0o600)
	case stateFIFO:
		err = syscall.Mkfifo(path, 0o600)
	case stateZeroLink:
		err = os.Symlink("/dev/zero", path)
	case stateDirectory:
		err = os.Mkdir(path, 0o700)
	case stateSparse:
		if err = os.WriteFile(path, data, 0o600); err == nil {
			err = os.Truncate(path, 1<<30)
		}
	case stateLink:
		if err = os.WriteFile(path+".target", data, 0o600); err == nil {
			err = os.Symlink(path+".target", path)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// hasControl reports a control character (but line breaks when lines).
func hasControl(s string, lines bool) bool {
	for _, r := range s {
		if (r < 0x20 && !(lines && r == '\n')) || (r >= 0x7f && r < 0xa0) || r == '\u202e' {
			return true
		}
	}
	return false
}

// fuzzBase is a runtime directory for one input, in memory when /dev/shm
// is there.
func fuzzBase(t *testing.T) string {
	dir, err := os.MkdirTemp("/dev/shm", "pegasus-fuzz-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}
