package settings

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"pegasus/ui/safe"
)

// startSeenName is the state file that records that the start page was
// dismissed, beside the preferences; deleting it brings the page back.
const startSeenName = "start-page-seen"

// startSeenText is what the state file says to whoever opens it.
const startSeenText = "The Pegasus explorer showed its start page once. Delete this file to see it again.\n" +
	"Pegasus 探索器已顯示過一次開始頁面；刪除這個檔案，下次啟動時就會再顯示。\n"

// startSeenLimit caps what is read of the state file: only its presence
// counts.
const startSeenLimit = 4096

// StartSeenPath is $XDG_STATE_HOME/pegasus/start-page-seen, else
// ~/.local/state/pegasus/start-page-seen ("" when neither can be found).
// It is kept apart from the preferences, so that --save-prefs=false does
// not bring the start page back at every start.
func StartSeenPath(e Env) string {
	if p := DefaultPrefsPath(e); p != "" {
		return filepath.Join(filepath.Dir(p), startSeenName)
	}
	return ""
}

// StartPageSeen reports whether the start page was dismissed at an
// earlier start: the state file is there. Anything at that path counts,
// even what is not a regular file, which the program then leaves alone;
// only a missing file (or no state directory) means a first start.
func StartPageSeen(e Env) bool {
	path := StartSeenPath(e)
	if path == "" {
		return false
	}
	_, err := safe.ReadFile(path, startSeenLimit)
	return !errors.Is(err, fs.ErrNotExist)
}

// MarkStartPageSeen writes the state file, unless something is at its
// path already (a file is never replaced). With no state directory there
// is nowhere to write it, and nothing is done.
func MarkStartPageSeen(e Env) error {
	path := StartSeenPath(e)
	if path == "" || StartPageSeen(e) {
		return nil
	}
	if err := safe.DirFor(path); err != nil {
		return fmt.Errorf("make the state directory: %w", err)
	}
	if err := safe.Create(path, []byte(startSeenText), 0o644); err != nil && !errors.Is(err, safe.ErrExists) {
		return fmt.Errorf("write the state file: %w", err)
	}
	return nil
}
