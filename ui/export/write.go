package export

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrExists is returned when the file to write exists and may not be
// replaced.
var ErrExists = errors.New("the file exists")

// WriteFile writes data to path atomically: to a temporary file in the
// same directory, synced, then linked into place (which fails when path
// exists) or, with force, renamed over it. A reader never sees half a
// file, and an existing file is never replaced without force.
func WriteFile(path string, data []byte, force bool) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".pegasus-export-*")
	if err != nil {
		return fmt.Errorf("create a temporary file in %s: %w", dir, err)
	}
	defer os.Remove(tmp.Name()) // after a link or a failure; a rename leaves nothing
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("sync %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("close %s: %w", tmp.Name(), err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("chmod %s: %w", tmp.Name(), err)
	}
	if force {
		if err := os.Rename(tmp.Name(), path); err != nil {
			return fmt.Errorf("rename into %s: %w", path, err)
		}
		return nil
	}
	return linkNew(tmp.Name(), path)
}

// linkNew puts tmp at path unless path exists. A hard link does it in one
// step; where the file system has no hard links, a check then a rename
// does it (a file created between the two would be replaced).
func linkNew(tmp, path string) error {
	err := os.Link(tmp, path)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return fmt.Errorf("%s: %w", path, ErrExists)
	}
	if _, serr := os.Lstat(path); serr == nil {
		return fmt.Errorf("%s: %w", path, ErrExists)
	} else if !errors.Is(serr, fs.ErrNotExist) {
		return fmt.Errorf("check %s: %w", path, serr)
	}
	if rerr := os.Rename(tmp, path); rerr != nil {
		return fmt.Errorf("rename into %s: %w", path, rerr)
	}
	return nil
}

// maxNumbered is how many numbered names WriteNew tries.
const maxNumbered = 999

// WriteNew writes data to dir/base.ext or, when that exists, to the first
// of dir/base-2.ext, base-3.ext, ... that does not; it returns the path.
func WriteNew(dir, base string, f Format, data []byte) (string, error) {
	for n := 1; n <= maxNumbered; n++ {
		name := base + "." + string(f)
		if n > 1 {
			name = fmt.Sprintf("%s-%d.%s", base, n, f)
		}
		path := filepath.Join(dir, name)
		err := WriteFile(path, data, false)
		if !errors.Is(err, ErrExists) {
			return path, err
		}
	}
	return "", fmt.Errorf("%s: %w (up to -%d)", filepath.Join(dir, base), ErrExists, maxNumbered)
}

// FileName is the generated name of a page's export, without extension:
// pegasus-<panel>-<page>.
func FileName(panel, page string) string { return "pegasus-" + panel + "-" + page }
