//go:build !unix

package safe

import (
	"io/fs"
	"os"
)

// readFlags: there are no FIFOs nor terminals to open by name here.
const readFlags = os.O_RDONLY

// ownersKnown: the modes and owners Unix checks do not exist here (access
// is by ACL), so PrivateDir checks only that its directories are ones.
const ownersKnown = false

// ownerOf is unknown here.
func ownerOf(fs.FileInfo) int { return -1 }
