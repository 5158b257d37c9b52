package settings

import "strings"

// Env is the process environment as a map, passed down instead of read
// from globals so that tests can set it.
type Env map[string]string

// NewEnv builds an Env from KEY=VALUE pairs.
func NewEnv(pairs []string) Env {
	e := Env{}
	for _, kv := range pairs {
		if k, v, ok := strings.Cut(kv, "="); ok {
			e[k] = v
		}
	}
	return e
}

// Get returns a variable's value ("" when unset).
func (e Env) Get(name string) string { return e[name] }

// Variables the explorer reads that are not settings.
const (
	// EnvConfig names a config file to read instead of the default.
	EnvConfig = "PEGASUS_CONFIG"
	// EnvLog names a file to append a debug log to.
	EnvLog = "PEGASUS_LOG"
	// EnvRuntime names the base directory of the presenter's private
	// directory (its state file and lock).
	EnvRuntime = "PEGASUS_RUNTIME_DIR"
	// EnvExportDir names the directory the export key writes to.
	EnvExportDir = "PEGASUS_EXPORT_DIR"
	// EnvServePassphrase holds the class passphrase of pegasus serve (a
	// variable, unlike an argument, is not shown by ps).
	EnvServePassphrase = "PEGASUS_SERVE_PASSPHRASE"
)

// envPrefix begins every variable of the program.
const envPrefix = "PEGASUS_"

// Variables lists the PEGASUS_* variables that are not settings, which
// the explorer, the presenter and the other commands read as well.
func Variables() []string {
	return []string{EnvConfig, EnvLog, EnvRuntime, EnvExportDir, EnvServePassphrase}
}

// ExportDir is where the export key writes: PEGASUS_EXPORT_DIR, else ""
// (the current directory).
func ExportDir(e Env) string { return e.Get(EnvExportDir) }
