//go:build unix

package safe

import (
	"io/fs"
	"os"
	"syscall"
)

// readFlags open a file to read without waiting for a FIFO's writer or a
// line's carrier, and without taking a terminal as the controlling one.
const readFlags = os.O_RDONLY | syscall.O_NONBLOCK | syscall.O_NOCTTY

// ownersKnown: files have owners and Unix modes here.
const ownersKnown = true

// ownerOf is the user ID that owns a file (-1 when unknown).
func ownerOf(info fs.FileInfo) int {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return int(st.Uid)
	}
	return -1
}
