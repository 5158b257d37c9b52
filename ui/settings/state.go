package settings

import "path/filepath"

// StateDir is the program's directory for what it keeps between runs
// (the preferences, the SSH server's host key): $XDG_STATE_HOME/pegasus,
// else ~/.local/state/pegasus ("" when neither can be found).
func StateDir(e Env) string {
	if d := xdgDir(e, "XDG_STATE_HOME", ".local", "state"); d != "" {
		return filepath.Join(d, "pegasus")
	}
	return ""
}
