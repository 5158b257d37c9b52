package settings

import "path/filepath"

// xdgDir returns an XDG base directory: the variable when it holds an
// absolute path (the XDG spec says relative ones are to be ignored), else
// home joined with fallback, else "".
func xdgDir(e Env, variable string, fallback ...string) string {
	if x := e.Get(variable); x != "" && filepath.IsAbs(x) {
		return x
	}
	if h := e.Get("HOME"); h != "" && filepath.IsAbs(h) {
		return filepath.Join(append([]string{h}, fallback...)...)
	}
	return ""
}

// DefaultConfigPath is $XDG_CONFIG_HOME/pegasus/config.yaml, else
// ~/.config/pegasus/config.yaml ("" when neither can be found).
func DefaultConfigPath(e Env) string {
	if d := xdgDir(e, "XDG_CONFIG_HOME", ".config"); d != "" {
		return filepath.Join(d, "pegasus", "config.yaml")
	}
	return ""
}

// DefaultPrefsPath is $XDG_STATE_HOME/pegasus/prefs.yaml, else
// ~/.local/state/pegasus/prefs.yaml ("" when neither can be found).
func DefaultPrefsPath(e Env) string {
	if d := xdgDir(e, "XDG_STATE_HOME", ".local", "state"); d != "" {
		return filepath.Join(d, "pegasus", "prefs.yaml")
	}
	return ""
}

// RuntimeDir is the base directory where the presenter and the notes
// viewer meet: PEGASUS_RUNTIME_DIR, else XDG_RUNTIME_DIR, else
// XDG_STATE_HOME (else ~/.local/state), "" when none can be found. The
// program never uses the base itself: it makes its own private directory
// in it (see notes.Dir), so the base may be shared, like /tmp.
func RuntimeDir(e Env) string {
	if d := e.Get(EnvRuntime); d != "" && filepath.IsAbs(d) {
		return d
	}
	if d := e.Get("XDG_RUNTIME_DIR"); d != "" && filepath.IsAbs(d) {
		return d
	}
	return xdgDir(e, "XDG_STATE_HOME", ".local", "state")
}
