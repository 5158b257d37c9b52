package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"go.yaml.in/yaml/v3"

	"pegasus/i18n"
)

// prefsFile is what the explorer remembers between runs. Language and
// theme are kept only once the user has switched them.
type prefsFile struct {
	Lang   string         `yaml:"lang,omitempty"`
	Theme  string         `yaml:"theme,omitempty"`
	Credit creditSettings `yaml:"credit"`
	Power  powerSettings  `yaml:"power"`
}

// defaultPrefsPath is $XDG_STATE_HOME/pegasus/prefs.yaml, else
// ~/.local/state/pegasus/prefs.yaml ("" when neither can be found).
func defaultPrefsPath(getenv func(string) string) string {
	if x := getenv("XDG_STATE_HOME"); x != "" {
		return filepath.Join(x, "pegasus", "prefs.yaml")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".local", "state", "pegasus", "prefs.yaml")
	}
	return ""
}

// loadedPrefs is the outcome of reading the preferences file.
type loadedPrefs struct {
	values   layer     // checked values, empty when there are none
	saved    prefsFile // the file as read, kept so unchanged fields survive a save
	notice   string    // a problem to show the user, "" when none
	writable bool      // false when a bad file could not be moved aside
}

// loadPrefs reads saved preferences. A file that cannot be parsed or holds
// a value that is not allowed is moved aside (never overwritten) and
// reported in notice; the explorer then starts from the other layers.
func loadPrefs(t *i18n.Text, path string, now time.Time) loadedPrefs {
	if path == "" {
		return loadedPrefs{values: layer{}}
	}
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return loadedPrefs{values: layer{}, writable: true}
	}
	if err == nil {
		var lp loadedPrefs
		lp.values, err = parsePrefs(t, path, raw)
		if err == nil {
			_ = yaml.Unmarshal(raw, &lp.saved) // already checked strictly above
			lp.writable = true
			return lp
		}
	}
	aside := fmt.Sprintf("%s.corrupt-%s", path, now.Format("20060102-150405"))
	if rerr := os.Rename(path, aside); rerr != nil {
		// It cannot be moved: leave it alone and never save over it.
		return loadedPrefs{values: layer{}, notice: fmt.Sprintf(t.Shell.PrefsStuckFmt, path, oneLine(err))}
	}
	return loadedPrefs{values: layer{}, notice: fmt.Sprintf(t.Shell.PrefsCorruptFmt, path, oneLine(err), aside), writable: true}
}

// parsePrefs decodes and checks a preferences file strictly.
func parsePrefs(t *i18n.Text, path string, raw []byte) (layer, error) {
	var m map[string]any
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&m); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("parse: %w", err)
	}
	return checkMap(t, fmt.Sprintf(t.Config.SourcePrefsFmt, path), flatten(m, ""))
}

// savePrefs writes preferences atomically: a temporary file in the same
// directory, synced, then renamed over the old one.
func savePrefs(path string, p prefsFile) error {
	if path == "" {
		return nil
	}
	data, err := yaml.Marshal(p)
	if err != nil {
		return fmt.Errorf("encode preferences: %w", err)
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create %s: %w", dir, err)
	}
	tmp, err := os.CreateTemp(dir, ".prefs-*.yaml")
	if err != nil {
		return fmt.Errorf("create temporary preferences file in %s: %w", dir, err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	header := "# Saved by pegasus on exit. Safe to delete; config.yaml, PEGASUS_* variables and flags override it.\n"
	_, err = tmp.Write(append([]byte(header), data...))
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", tmp.Name(), err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("replace %s: %w", path, err)
	}
	return nil
}
