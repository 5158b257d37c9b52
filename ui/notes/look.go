package notes

import (
	"errors"
	"time"

	"pegasus/ui/safe"
)

// Snapshot is what the viewer knows of the presentation at one moment.
type Snapshot struct {
	// Path is the state file (or where it will be).
	Path string
	// State is the state as read, nil when there is none.
	State *State
	// Err is why there is no state: Missing(Err) while no presenter has
	// written one; else the file or the private directory is not right.
	Err error
	// Gone: the state says the presentation runs, but no presenter holds
	// the lock (it was killed, or the machine restarted).
	Gone bool
}

// Look reads the presentation's state in runtime directory base at time
// now: the private directory is found (never made) and checked as
// PrivateDir checks it, the state file is read and checked, and the lock
// tells whether the presenter that wrote it still runs.
func Look(base string, now time.Time) Snapshot {
	if base == "" {
		return Snapshot{Err: ErrNoBase}
	}
	snap := Snapshot{Path: Path(DirIn(base))}
	dir, err := safe.FindPrivateDir(base, DirName())
	if err != nil {
		snap.Err = err
		return snap
	}
	st, err := Read(Path(dir), now)
	if err != nil {
		snap.Err = err
		return snap
	}
	snap.State = &st
	if !st.Ended {
		held, _, lerr := safe.LockHeld(LockPath(dir))
		snap.Gone = lerr == nil && !held
	}
	return snap
}

// Unsafe reports whether err means the private directory may not be used
// (another user's, open to others, a link): the viewer cannot go on.
func Unsafe(err error) bool {
	var ud *safe.UnsafeDirError
	return errors.As(err, &ud) || errors.Is(err, ErrNoBase)
}
