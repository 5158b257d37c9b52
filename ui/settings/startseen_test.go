package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStartPageSeenIsAStateFileTheUserCanDelete: a first start has no
// state file; marking writes it beside the preferences, in both
// languages, and never replaces it; deleting it makes the next start a
// first one again.
func TestStartPageSeenIsAStateFileTheUserCanDelete(t *testing.T) {
	e := home(t)
	path := StartSeenPath(e)
	if filepath.Dir(path) != filepath.Dir(DefaultPrefsPath(e)) {
		t.Fatalf("state file %s is not beside the preferences %s", path, DefaultPrefsPath(e))
	}
	if StartPageSeen(e) {
		t.Fatal("a first start counts as seen")
	}
	if err := MarkStartPageSeen(e); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(b), "Delete this file") || !strings.Contains(string(b), "刪除這個檔案") {
		t.Fatalf("state file: %v\n%s", err, b)
	}
	if !StartPageSeen(e) {
		t.Fatal("not seen after marking")
	}
	write(t, path, "the user's own text\n")
	if err := MarkStartPageSeen(e); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "the user's own text\n" {
		t.Errorf("marking again replaced the file: %q", b)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if StartPageSeen(e) {
		t.Error("still seen after the file was deleted")
	}
}

// TestStartPageSeenLeavesWhatIsNotAFileAlone: a directory at the state
// file's path counts as seen (the program made nothing there) and is not
// touched; with no home there is nowhere to remember, and no error.
func TestStartPageSeenLeavesWhatIsNotAFileAlone(t *testing.T) {
	e := home(t)
	path := StartSeenPath(e)
	if err := os.MkdirAll(path, 0o700); err != nil {
		t.Fatal(err)
	}
	if !StartPageSeen(e) {
		t.Error("a directory at the path does not count as seen")
	}
	if err := MarkStartPageSeen(e); err != nil {
		t.Errorf("marking beside a directory: %v", err)
	}
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		t.Errorf("the directory was changed: %v", err)
	}
	none := Env{}
	if StartSeenPath(none) != "" || StartPageSeen(none) || MarkStartPageSeen(none) != nil {
		t.Error("no home: want no path, not seen, no error")
	}
}

// TestSavedPrefsNeverSayTheStartPageWasSeen: an older preferences file
// that says so is read, and the key is dropped when the file is saved, so
// deleting the state file alone brings the start page back.
func TestSavedPrefsNeverSayTheStartPageWasSeen(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "start_page_seen: true\ntheme: light\n")
	ld, err := load(t, e)
	if err != nil || !ld.Prefs.StartPageSeen {
		t.Fatalf("err %v, seen %v", err, ld.Prefs.StartPageSeen)
	}
	if err := ld.SavePrefs(Session{Values: ld.Values, StartPageSeen: true}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(prefsPath(e)); strings.Contains(string(b), "start_page_seen") || !strings.Contains(string(b), "theme: light") {
		t.Errorf("saved:\n%s", b)
	}
}
