// Package notes carries a presentation's state from the presenting
// explorer to `pegasus notes` in a second terminal. The presenter makes a
// private directory of its own, pegasus-<uid>, in the runtime directory
// (mode 0700, never changing the runtime directory itself, which may be
// /tmp or a home), takes a lock there so that one presenter at a time
// uses it, and writes a small JSON file there, replaced atomically at
// each step. The viewer reads that file (a regular file of at most
// MaxStateBytes, checked before it is shown) and watches the lock: a
// presenter that is gone without ending, killed say, has released it.
package notes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"pegasus/ui/safe"
)

// FileName is the state file's name in the private directory.
const FileName = "present.json"

// LockName is the presenter's lock file in the private directory.
const LockName = "present.lock"

// Version is the state file's format: 2 added the plan, the step's
// clock, its pauses and the steps' previews.
const Version = 2

// MaxStateBytes caps the state file read: two steps' texts of a deck,
// itself at most 1 MiB, in both languages, fit well within it.
const MaxStateBytes = 4 << 20

// ErrNoBase is returned when no runtime directory can be found.
var ErrNoBase = errors.New("no runtime directory: set XDG_RUNTIME_DIR, PEGASUS_RUNTIME_DIR or HOME")

// StepText is one step's texts in one language: its title, caption and
// notes, and, for the viewer's preview, where it happens (panel and page,
// or the agenda), the parameters it sets, the labels of its big numbers
// and what each of its pauses reveals.
type StepText struct {
	Title   string   `json:"title"`
	Caption string   `json:"caption"`
	Notes   string   `json:"notes,omitempty"`
	Where   string   `json:"where,omitempty"`
	Params  string   `json:"params,omitempty"`
	Big     []string `json:"big,omitempty"`
	Pauses  []string `json:"pauses,omitempty"`
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
	// Planned is how long the talk is meant to take, StepPlanned and
	// NextPlanned the current and the next step (0: not planned).
	Planned     time.Duration `json:"planned_ns,omitempty"`
	StepPlanned time.Duration `json:"step_planned_ns,omitempty"`
	NextPlanned time.Duration `json:"next_planned_ns,omitempty"`
	// StepSpent is the time the current step was on screen before this
	// visit, which began at StepEntered.
	StepSpent   time.Duration `json:"step_spent_ns,omitempty"`
	StepEntered time.Time     `json:"step_entered"`
	// Reveal is how many of the current step's Pauses are revealed.
	Reveal int `json:"reveal,omitempty"`
	Pauses int `json:"pauses,omitempty"`
	// Live is the presenter's screen, for sessions following the lecture.
	Live *Live `json:"live,omitempty"`
}

// MaxPlan is the longest plan a state may carry (as a deck may give).
const MaxPlan = 24 * time.Hour

// MaxPauses is the most pauses a step may have (as a deck may give).
const MaxPauses = 9

// DirName is the name of the user's private directory in a runtime
// directory: pegasus-<uid>, as tmux names its own.
func DirName() string {
	if uid := os.Getuid(); uid >= 0 {
		return "pegasus-" + strconv.Itoa(uid)
	}
	return "pegasus"
}

// DirIn is the private directory in runtime directory base.
func DirIn(base string) string { return filepath.Join(base, DirName()) }

// Path is the state file in private directory dir.
func Path(dir string) string { return filepath.Join(dir, FileName) }

// LockPath is the presenter's lock file in private directory dir.
func LockPath(dir string) string { return filepath.Join(dir, LockName) }

// Publisher writes the presenter's state and holds the presenter's lock
// until Close (or until the process ends: the kernel then drops it).
// Writes may come from several goroutines; an older state never replaces
// a newer one.
type Publisher struct {
	path    string
	lock    *safe.Lock
	mu      sync.Mutex
	written int
}

// NewPublisher makes the private directory in runtime directory base
// (safe.PrivateDir: mode 0700, base left as it is, refused with
// *safe.UnsafeDirError when it or base is not safe) and takes the
// presenter's lock; *safe.LockedError names the presenter that holds it.
func NewPublisher(base string) (*Publisher, error) {
	if base == "" {
		return nil, ErrNoBase
	}
	dir, err := safe.PrivateDir(base, DirName())
	if err != nil {
		return nil, err
	}
	lock, err := safe.TryLock(LockPath(dir))
	if err != nil {
		var le *safe.LockedError
		if errors.As(err, &le) {
			le.Path = dir
		}
		return nil, err
	}
	return &Publisher{path: Path(dir), lock: lock}, nil
}

// Path is the file the publisher writes.
func (p *Publisher) Path() string { return p.path }

// Close releases the presenter's lock; write the ended state first.
func (p *Publisher) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lock.Unlock()
}

// Write replaces the state file with s (safe.Replace: a temporary file,
// mode 0600, then a rename), unless a newer state (higher Seq) was
// written already.
func (p *Publisher) Write(s State) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s.Seq <= p.written {
		return nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // "<" as itself, not six bytes
	if err := enc.Encode(s); err != nil {
		return fmt.Errorf("encode the presentation state: %w", err)
	}
	if buf.Len() > MaxStateBytes {
		return &safe.TooBigError{Path: p.path, Size: int64(buf.Len()), Limit: MaxStateBytes}
	}
	if err := safe.Replace(p.path, buf.Bytes(), 0o600); err != nil {
		return err
	}
	p.written = s.Seq
	return nil
}

// Read reads the state file at path and checks it (Check) against the
// time now. Every text in it is made safe for a terminal (safe.Text,
// safe.Line): it is a file anyone could have written. Errors: fs.ErrNotExist
// when no presenter wrote one, *safe.NotRegularError, *safe.TooBigError,
// *StateError.
func Read(path string, now time.Time) (State, error) {
	raw, err := safe.ReadFile(path, MaxStateBytes)
	if err != nil {
		return State{}, err
	}
	var s State
	if err := json.Unmarshal(raw, &s); err != nil {
		return State{}, &StateError{Path: path, Problem: NotJSON, Detail: err.Error()}
	}
	if err := Check(path, s, now); err != nil {
		return State{}, err
	}
	return clean(s), nil
}

// Missing reports whether err means there is no state file (or private
// directory) yet.
func Missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// clean makes every text of a state safe to print.
func clean(s State) State {
	deck := map[string]string{}
	for l, title := range s.Deck {
		deck[l] = safe.Line(title)
	}
	s.Deck = deck
	s.Current, s.Next = cleanStep(s.Current), cleanStep(s.Next)
	s.Live = cleanLive(s.Live)
	return s
}

// cleanStep makes a step's texts safe to print.
func cleanStep(m map[string]StepText) map[string]StepText {
	if m == nil {
		return nil
	}
	out := map[string]StepText{}
	for l, st := range m {
		out[l] = StepText{Title: safe.Line(st.Title), Caption: safe.Text(st.Caption), Notes: safe.Text(st.Notes),
			Where: safe.Line(st.Where), Params: safe.Line(st.Params), Big: cleanLines(st.Big), Pauses: cleanLines(st.Pauses)}
	}
	return out
}

// cleanLines makes each of a list of one-line texts safe to print.
func cleanLines(in []string) []string {
	if in == nil {
		return nil
	}
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = safe.Line(s)
	}
	return out
}
