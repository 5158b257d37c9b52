package export

import (
	"errors"
	"fmt"
	"path/filepath"

	"pegasus/ui/safe"
)

// maxNumbered is how many numbered names WriteNew tries.
const maxNumbered = 999

// FileMode is the mode exports are created with, before the umask: what
// any program gives a new file (0644 under umask 022, 0600 under 077).
const FileMode = 0o666

// WriteNew writes data to a new file, dir/base.ext or, when that name is
// taken (by anything: a file, a link, a FIFO), the first of
// dir/base-2.ext, base-3.ext, ... that is free, and returns its path.
// Each is written by safe.Create: a temporary file linked or renamed into
// place, so nothing is ever replaced and a reader never sees half a file.
func WriteNew(dir, base string, f Format, data []byte) (string, error) {
	for n := 1; n <= maxNumbered; n++ {
		name := base + "." + string(f)
		if n > 1 {
			name = fmt.Sprintf("%s-%d.%s", base, n, f)
		}
		path := filepath.Join(dir, name)
		err := safe.Create(path, data, FileMode)
		if !errors.Is(err, safe.ErrExists) {
			return path, err
		}
	}
	return "", fmt.Errorf("%s-%d.%s: %w", filepath.Join(dir, base), maxNumbered, f, safe.ErrExists)
}

// FileName is the generated name of a page's export, without extension:
// pegasus-<panel>-<page>.
func FileName(panel, page string) string { return "pegasus-" + panel + "-" + page }
