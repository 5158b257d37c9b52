package safe

import (
	"errors"
	"fmt"
	"io/fs"

	"pegasus/i18n"
)

// Explain words a refusal of this package (a file that is not a regular
// one or is too big, a directory that is not private, a lock another
// process holds, a file that exists) in t's language, naming the path
// once. Any other error is returned as its own text. Either way, control
// characters are removed (a path is text the program did not write).
func Explain(t *i18n.Text, err error) string {
	ft := t.Files
	var (
		notRegular *NotRegularError
		tooBig     *TooBigError
		unsafeDir  *UnsafeDirError
		locked     *LockedError
	)
	switch {
	case errors.As(err, &notRegular):
		return Line(fmt.Sprintf(ft.NotRegularFmt, notRegular.Path, KindName(t, notRegular.Kind)))
	case errors.As(err, &tooBig):
		return Line(fmt.Sprintf(ft.TooBigFmt, tooBig.Path, i18n.Int(int(tooBig.Size)), i18n.Int(int(tooBig.Limit))))
	case errors.As(err, &unsafeDir):
		return Line(explainDir(t, unsafeDir))
	case errors.As(err, &locked):
		return Line(fmt.Sprintf(ft.LockedFmt, locked.Path, locked.PID))
	case errors.Is(err, ErrExists):
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return Line(fmt.Sprintf(ft.ExistsFmt, pe.Path))
		}
	}
	return Line(Error(err))
}

// explainDir words why a directory cannot be the private one.
func explainDir(t *i18n.Text, e *UnsafeDirError) string {
	ft := t.Files
	switch e.Problem {
	case DirNotDirectory:
		return fmt.Sprintf(ft.NotDirFmt, e.Path, KindName(t, e.Kind))
	case DirSymlink:
		return fmt.Sprintf(ft.DirSymlinkFmt, e.Path)
	case DirOtherOwner:
		return fmt.Sprintf(ft.DirOwnerFmt, e.Path, e.Owner)
	case DirOpenToOthers:
		return fmt.Sprintf(ft.DirOpenFmt, e.Path, Mode(e.Mode))
	}
	return fmt.Sprintf(ft.DirWritableFmt, e.Path, Mode(e.Mode))
}

// KindName names a kind of file in t's language ("a directory").
func KindName(t *i18n.Text, k Kind) string {
	ft := t.Files
	switch k {
	case KindRegular:
		return ft.KindRegular
	case KindDirectory:
		return ft.KindDirectory
	case KindSymlink:
		return ft.KindSymlink
	case KindFIFO:
		return ft.KindFIFO
	case KindCharDevice:
		return ft.KindCharDevice
	case KindBlockDevice:
		return ft.KindBlockDevice
	case KindSocket:
		return ft.KindSocket
	}
	return ft.KindOther
}

// Mode writes a mode's permission bits in octal as chmod takes them, the
// sticky, setuid and setgid bits included: 1777, 0755.
func Mode(m fs.FileMode) string {
	n := uint32(m.Perm())
	if m&fs.ModeSticky != 0 {
		n |= 0o1000
	}
	if m&fs.ModeSetgid != 0 {
		n |= 0o2000
	}
	if m&fs.ModeSetuid != 0 {
		n |= 0o4000
	}
	return fmt.Sprintf("%04o", n)
}
