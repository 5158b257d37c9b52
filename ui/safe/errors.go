package safe

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Error is err's message made fit for a terminal: a path that the
// standard library's errors name (*fs.PathError, *os.LinkError) is not
// said again when the message wrapping them already names it or its
// directory, so "write /a/f: write /a/f: no space left on device" reads
// "write /a/f: no space left on device", "replace /a/f: rename /a/.tmp1
// /a/f: ..." reads "replace /a/f: ..." and "create a file in /a: open
// /a/.tmp1: ..." reads "create a file in /a: ...". The result passes
// through Text.
func Error(err error) string {
	if err == nil {
		return ""
	}
	msg := err.Error()
	for e := err; e != nil; e = errors.Unwrap(e) {
		var inner, cause string
		var paths []string
		switch pe := e.(type) {
		case *fs.PathError:
			inner, paths = pe.Error(), []string{pe.Path, dirOf(pe.Path)}
			cause = errText(pe.Err)
		case *os.LinkError:
			inner, paths = pe.Error(), []string{pe.Old, pe.New, dirOf(pe.New)}
			cause = errText(pe.Err)
		default:
			continue
		}
		i := strings.LastIndex(msg, inner)
		if i <= 0 || cause == "" || !namesAny(msg[:i], paths) {
			continue
		}
		msg = msg[:i] + cause + msg[i+len(inner):]
	}
	return Text(msg)
}

// dirOf is the directory of path, "" when that says nothing ("." or "/").
func dirOf(path string) string {
	if d := filepath.Dir(path); d != "." && d != string(filepath.Separator) {
		return d
	}
	return ""
}

// errText is an error's message, "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// namesAny reports whether text holds one of paths.
func namesAny(text string, paths []string) bool {
	for _, p := range paths {
		if p != "" && strings.Contains(text, p) {
			return true
		}
	}
	return false
}
