package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/model/power"
	"pegasus/panels/kit"
)

// env is the process environment as a map, passed down instead of read
// from globals so that tests can set it.
type env map[string]string

// newEnv builds an env from KEY=VALUE pairs.
func newEnv(pairs []string) env {
	e := env{}
	for _, kv := range pairs {
		if k, v, ok := strings.Cut(kv, "="); ok {
			e[k] = v
		}
	}
	return e
}

// get returns a variable's value ("" when unset).
func (e env) get(name string) string { return e[name] }

// Variables that are not settings but are read by the explorer.
const (
	envConfig = "PEGASUS_CONFIG" // config file to read instead of the default
	envLog    = "PEGASUS_LOG"    // file to append a debug log to
)

// checkUnknownEnv rejects PEGASUS_* variables that name no setting, so a
// typo does not silently do nothing.
func checkUnknownEnv(t *i18n.Text, e env) error {
	known := map[string]bool{envConfig: true, envLog: true}
	var names []string
	for _, s := range settings() {
		known[s.Env()] = true
		names = append(names, s.Env())
	}
	var unknown []string
	for k := range e {
		if strings.HasPrefix(k, "PEGASUS_") && !known[k] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	names = append(names, envConfig, envLog)
	return &inputError{fmt.Sprintf(t.Config.UnknownKeyFmt, fmt.Sprintf(t.Config.SourceEnvFmt, unknown[0]), unknown[0], strings.Join(names, ", "))}
}

// loaded is the configuration after every layer is read and checked.
type loaded struct {
	settings  appSettings
	text      *i18n.Text
	prefs     loadedPrefs
	prefsPath string
}

// loadSettings reads, checks and merges every layer: defaults, saved
// preferences (when withPrefs and enabled), the config file, PEGASUS_*
// variables and flags, each overriding the one before. Any bad value stops
// everything with an inputError: nothing is half-applied.
func loadSettings(fs *pflag.FlagSet, e env, withPrefs bool, now time.Time) (loaded, error) {
	t := earlyLang(fs, e.get)
	if err := checkUnknownEnv(t, e); err != nil {
		return loaded{}, err
	}
	file := layer{}
	if path, required := configPath(fs, e.get); path != "" {
		var err error
		if file, err = readFileLayer(t, path, required); err != nil {
			return loaded{}, err
		}
	}
	envLayer, err := readEnvLayer(t, e.get)
	if err != nil {
		return loaded{}, err
	}
	flags, err := readFlagLayer(t, fs)
	if err != nil {
		return loaded{}, err
	}
	defaults, err := defaultValues()
	if err != nil {
		return loaded{}, err
	}
	explicit, err := merge(defaults, file, envLayer, flags)
	if err != nil {
		return loaded{}, err
	}
	out := loaded{prefs: loadedPrefs{values: layer{}}}
	if withPrefs && explicit.SavePrefs {
		out.prefsPath = defaultPrefsPath(e.get)
		out.prefs = loadPrefs(finalText(explicit, e.get), out.prefsPath, now)
	}
	if out.settings, err = merge(defaults, out.prefs.values, file, envLayer, flags); err != nil {
		return loaded{}, err
	}
	out.text = finalText(out.settings, e.get)
	// The settings' ranges come from the engine's constants; this catches
	// any drift between the two before a panel sees bad parameters.
	if err := out.settings.Credit.params().Validate(); err != nil {
		return loaded{}, fmt.Errorf("merged settings: %w", err)
	}
	// Rules across keys (a share range upside down, a DPU cheaper than a
	// CX7) can only be checked once every layer is merged.
	sc := out.settings.Power.scenario()
	if err := sc.Validate(); err != nil {
		var fe *power.FieldError
		if errors.As(err, &fe) {
			return loaded{}, &inputError{fmt.Sprintf(out.text.Config.BadValueFmt, out.text.Config.SourceMerged,
				"power."+fe.Field, i18n.Number(fe.Value, -1), kit.PowerAllowed(out.text, fe, sc.ShareHighPct, sc.CX7W))}
		}
		return loaded{}, fmt.Errorf("merged settings: %w", err)
	}
	return out, nil
}
