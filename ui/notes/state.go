// Package notes carries a presentation's state from the presenting
// explorer to `pegasus notes` in a second terminal: the presenter writes a
// small JSON file in the user's runtime directory (a directory only the
// user may enter, the file readable by the user alone), replacing it
// atomically at each step; the viewer reads it again whenever it changes.
package notes

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// FileName is the state file's name in the runtime directory.
const FileName = "present.json"

// Version is the state file's format.
const Version = 1

// StepText is one step's texts in one language.
type StepText struct {
	Title   string `json:"title"`
	Caption string `json:"caption"`
	Notes   string `json:"notes,omitempty"`
}

// State is what the presenter shows, as the notes viewer needs it. Texts
// are by language tag, so the viewer may read them in its own language.
type State struct {
	Version int                 `json:"version"`
	PID     int                 `json:"pid"`
	Seq     int                 `json:"seq"` // grows with every write
	Deck    map[string]string   `json:"deck"`
	Step    int                 `json:"step"` // 1-based
	Steps   int                 `json:"steps"`
	Current map[string]StepText `json:"current"`
	// Next is the following step, absent on the last one.
	Next    map[string]StepText `json:"next,omitempty"`
	Started time.Time           `json:"started"`
	Blank   bool                `json:"blank,omitempty"`
	Ended   bool                `json:"ended,omitempty"`
}

// Path is the state file in runtime directory dir.
func Path(dir string) string { return filepath.Join(dir, FileName) }

// Publisher writes the presenter's state. Writes may come from several
// goroutines; an older state never replaces a newer one.
type Publisher struct {
	path    string
	mu      sync.Mutex
	written int
}

// NewPublisher makes the runtime directory (mode 0700) if needed and
// refuses one that other users may enter.
func NewPublisher(dir string) (*Publisher, error) {
	if dir == "" {
		return nil, errors.New("no runtime directory: set XDG_RUNTIME_DIR, PEGASUS_RUNTIME_DIR or HOME")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("make %s: %w", dir, err)
	}
	if err := PrivateDir(dir); err != nil {
		return nil, err
	}
	return &Publisher{path: Path(dir)}, nil
}

// PrivateDir checks that dir is a directory no other user may read or
// enter, tightening it when it belongs to us.
func PrivateDir(dir string) error {
	info, err := os.Lstat(dir)
	if err != nil {
		return fmt.Errorf("check %s: %w", dir, err)
	}
	if !info.IsDir() {
		return fmt.Errorf("%s is not a directory", dir)
	}
	if info.Mode().Perm()&0o077 == 0 {
		return nil
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return fmt.Errorf("%s may be read by other users and cannot be made private: %w", dir, err)
	}
	return nil
}

// Path is the file the publisher writes.
func (p *Publisher) Path() string { return p.path }

// Write replaces the state file with s (temporary file, mode 0600, then
// rename), unless a newer state (higher Seq) was written already.
func (p *Publisher) Write(s State) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s.Seq <= p.written {
		return nil
	}
	raw, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("encode the presentation state: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(p.path), ".present-*")
	if err != nil {
		return fmt.Errorf("write the presentation state: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(raw); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("close %s: %w", tmp.Name(), err)
	}
	if err := os.Rename(tmp.Name(), p.path); err != nil {
		return fmt.Errorf("rename into %s: %w", p.path, err)
	}
	p.written = s.Seq
	return nil
}

// Read reads the state file; fs.ErrNotExist when no presenter wrote one.
func Read(path string) (State, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return State{}, err
	}
	var s State
	if err := json.Unmarshal(raw, &s); err != nil {
		return State{}, fmt.Errorf("read %s: %w", path, err)
	}
	if s.Version != Version {
		return State{}, fmt.Errorf("read %s: format %d, this program reads %d", path, s.Version, Version)
	}
	return s, nil
}

// Missing reports whether err means there is no state file yet.
func Missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
