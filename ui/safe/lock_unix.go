//go:build unix && !aix

package safe

import (
	"errors"
	"os"
	"strconv"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// lockTries and lockPause: TryLock tries a few times before it reports
// the lock as held, so that a reader's probe (LockHeld holds a shared lock
// for a few microseconds) is not taken for a holder.
const (
	lockTries = 5
	lockPause = 20 * time.Millisecond
)

// TryLock takes the exclusive lock (flock) of the file at path without
// waiting for it, creating the file (mode 0600) when it is missing; the
// file must be a regular one and is never reached through a symbolic
// link. It writes the process's ID in the file for others to name. When
// another process holds the lock it returns *LockedError with that
// process's ID.
func TryLock(path string) (*Lock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0o600)
	if err != nil {
		return nil, err
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, err
		}
		return nil, &NotRegularError{Path: path, Kind: KindOf(info.Mode())}
	}
	for try := 1; ; try++ {
		err = flock(f, unix.LOCK_EX|unix.LOCK_NB)
		if !errors.Is(err, unix.EWOULDBLOCK) || try == lockTries {
			break
		}
		time.Sleep(lockPause)
	}
	if errors.Is(err, unix.EWOULDBLOCK) {
		f.Close()
		return nil, &LockedError{Path: path, PID: lockPID(path)}
	}
	if err != nil {
		f.Close()
		return nil, &os.PathError{Op: "lock", Path: path, Err: err}
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0) // for others to name; the lock holds without it
	}
	return &Lock{f: f}, nil
}

// LockHeld reports whether a process holds the lock of the file at path,
// and the process ID it wrote there. A missing file is a lock no one
// holds. It takes a shared lock for an instant to find out; TryLock
// allows for that.
func LockHeld(path string) (bool, int, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
	if errors.Is(err, os.ErrNotExist) {
		return false, 0, nil
	}
	if err != nil {
		return false, 0, err
	}
	defer f.Close()
	switch err := flock(f, unix.LOCK_SH|unix.LOCK_NB); {
	case err == nil:
		flock(f, unix.LOCK_UN)
		return false, 0, nil
	case errors.Is(err, unix.EWOULDBLOCK):
		return true, lockPID(path), nil
	default:
		return false, 0, &os.PathError{Op: "lock", Path: path, Err: err}
	}
}

// flock applies a flock operation to f's descriptor (through
// SyscallConn, which leaves the descriptor as it is, unlike Fd).
func flock(f *os.File, how int) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var ferr error
	if err := rc.Control(func(fd uintptr) { ferr = unix.Flock(int(fd), how) }); err != nil {
		return err
	}
	return ferr
}
