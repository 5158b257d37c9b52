package safe

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Lock is an exclusive lock on a file, held by an open descriptor: the
// kernel drops it when the process ends, however it ends (kill -9
// included), so a lock is never left behind by a process that is gone.
type Lock struct {
	f *os.File
}

// LockedError is a lock another process holds.
type LockedError struct {
	Path string
	// PID is the holder's process ID as it wrote it in the file (0 when
	// unknown).
	PID int
}

// Error implements error.
func (e *LockedError) Error() string {
	return fmt.Sprintf("%s is locked by process %d", Line(e.Path), e.PID)
}

// maxPIDBytes caps the read of a lock file's process ID.
const maxPIDBytes = 64

// Unlock releases the lock (closing its descriptor).
func (l *Lock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// lockPID reads the process ID a lock's holder wrote (0 when unreadable).
func lockPID(path string) int {
	raw, err := ReadFile(path, maxPIDBytes)
	if err != nil {
		return 0
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil || pid < 0 {
		return 0
	}
	return pid
}
