//go:build !linux

package safe

// renameNoReplace is not one step on this system: placeNew falls back to
// a hard link.
func renameNoReplace(from, to string) error { return errUnsupported }
