//go:build !unix || aix

package safe

import "os"

// TryLock cannot lock a file on this system: it opens it and reports it
// taken by nobody (two presenters are not told apart here).
func TryLock(path string) (*Lock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	return &Lock{f: f}, nil
}

// LockHeld cannot tell on this system: it reports the lock held, so that
// a reader never declares a process gone that may run.
func LockHeld(path string) (bool, int, error) {
	if _, err := os.Stat(path); err != nil {
		return false, 0, nil
	}
	return true, lockPID(path), nil
}
