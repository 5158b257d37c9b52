package settings

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/model/knob"
	"pegasus/ui/safe"
)

// Request is what Load reads.
type Request struct {
	Groups []knob.Group
	// Flags is the parsed flag set: the keys' flags (AddFlags) and, when
	// the command reads a config file, "config".
	Flags *pflag.FlagSet
	Env   Env
	// Text is the language of messages until the settings name one.
	Text *i18n.Text
	// WithPrefs reads (and later saves) the preferences file.
	WithPrefs bool
	// WithFile reads the config file and the PEGASUS_* variables.
	WithFile bool
	Now      time.Time
}

// Loaded is the configuration after every layer was read and checked.
type Loaded struct {
	Lang  i18n.Lang // "" follows the locale
	Theme string    // one of Themes
	ASCII bool
	// Remember is the save_prefs key: save the preferences on exit.
	Remember bool
	Mouse    bool
	// Values holds every knob by group, then key.
	Values map[string]map[string]float64
	// Prefs is the preferences file as read (its values may not be used).
	Prefs Prefs
	// Notices must be read before the explorer starts (a preferences file
	// moved aside); ExitNotices are printed again on exit.
	Notices, ExitNotices []string
	// Status is a one-time line for the status bar (saved preferences that
	// the config file, a variable or a flag overrides this run).
	Status string

	rows   []Row
	groups []knob.Group
	start  map[string]float64
}

// Load reads, checks and merges every layer. Bad config, variables or
// flags stop everything with an *InputError naming the source, the key,
// the value and what is allowed: nothing is half-applied. Bad saved
// preferences never stop the explorer: they are moved aside, and Notices
// say where they went.
//
// Viper finds, reads and decodes the config and preferences files
// (readYAMLFile) and binds the flags (ReadFlags). The layering is done
// here, for what viper lacks:
//   - each layer is read and checked on its own, so that a refusal names
//     the file, variable or flag that gave the value, and a bad value is
//     refused even where a higher layer overrides it; viper merges first
//     and cannot say which layer a value came from (which the refusals,
//     the presets and the notice of overridden preferences all need);
//   - the variables come from Request.Env, the environment passed down as
//     a value (the CLI and the tests give their own), while viper reads
//     only the process's (os.LookupEnv): they are named by viper's rule,
//     the PEGASUS prefix and the key with "." as "_" (Row.Env);
//   - saved preferences sit between the file and the defaults, a layer
//     viper has not, and a bad set is moved aside instead of stopping;
//   - a preset replaces the knobs it sets only where those come from a
//     lower layer (mergeGroups), and knobs are checked together
//     (checkGroups).
func Load(req Request) (Loaded, error) {
	t := req.Text
	rows := Rows(req.Groups)
	var explicit []Layer
	if req.WithFile {
		path, named, err := configPath(t, req.Flags, req.Env)
		if err != nil {
			return Loaded{}, err
		}
		if path != "" {
			file, err := readConfigLayer(t, rows, path, named)
			if err != nil {
				return Loaded{}, err
			}
			explicit = append(explicit, file)
		}
		env, err := readEnvLayer(t, rows, req.Env)
		if err != nil {
			return Loaded{}, err
		}
		explicit = append(explicit, env)
	}
	flags, err := ReadFlags(t, rows, req.Flags)
	if err != nil {
		return Loaded{}, err
	}
	explicit = append(explicit, flags)
	base := append([]Layer{Defaults(t, rows)}, explicit...)
	merged := mergeGroups(base, req.Groups)
	if err := checkGroups(t, req.Groups, merged, base); err != nil {
		return Loaded{}, err
	}
	out := Loaded{rows: rows, groups: req.Groups}
	if req.WithPrefs && merged[KeySavePrefs] == 1 {
		merged = out.loadPrefs(req, base, merged)
	}
	out.fill(merged)
	out.start = merged
	return out, nil
}

// loadPrefs reads the preferences and merges them under the explicit
// layers. A file that cannot be read, whose values do not fit together, or
// that clashes with the config file, a variable or a flag is moved aside.
func (l *Loaded) loadPrefs(req Request, base []Layer, merged map[string]float64) map[string]float64 {
	t := req.Text
	path := DefaultPrefsPath(req.Env)
	if path == "" {
		l.Notices = append(l.Notices, t.Shell.PrefsNowhere)
		return merged
	}
	prefs, layer, err := readPrefs(t, l.rows, path)
	l.Prefs = prefs
	if err == nil {
		// The saved set must fit together on its own, then under the
		// explicit layers.
		alone := []Layer{base[0], layer}
		if err = checkGroups(t, req.Groups, mergeGroups(alone, req.Groups), alone); err == nil {
			all := append([]Layer{base[0], layer}, base[1:]...)
			withPrefs := mergeGroups(all, req.Groups)
			if err = checkGroups(t, req.Groups, withPrefs, all); err == nil {
				l.noteOverrides(t, layer, base[1:])
				return withPrefs
			}
		}
	}
	aside, merr := moveAside(path, req.Now)
	if merr != nil {
		l.Prefs = Prefs{Path: path, Values: map[string]float64{}}
		msg := safe.Line(fmt.Sprintf(t.Shell.PrefsStuckFmt, path, oneLine(err), safe.Explain(t, merr)))
		l.Notices, l.ExitNotices = append(l.Notices, msg), append(l.ExitNotices, msg)
		return merged
	}
	l.Prefs = Prefs{Path: path, Values: map[string]float64{}, Writable: true, StartPageSeen: prefs.StartPageSeen}
	msg := safe.Line(fmt.Sprintf(t.Shell.PrefsMovedFmt, path, oneLine(err), aside))
	l.Notices, l.ExitNotices = append(l.Notices, msg), append(l.ExitNotices, msg)
	return merged
}

// noteOverrides records, for the status bar, saved preferences that a
// higher layer overrides this run.
func (l *Loaded) noteOverrides(t *i18n.Text, prefs Layer, explicit []Layer) {
	var parts []string
	keys := sortedKeys(prefs.Values)
	for _, k := range keys {
		for i := len(explicit) - 1; i >= 0; i-- {
			if v, ok := explicit[i].Values[k]; ok {
				if v != prefs.Values[k] {
					parts = append(parts, fmt.Sprintf(t.Shell.OverrideFmt, k, explicit[i].sourceOf(k)))
				}
				break
			}
		}
	}
	if len(parts) > 0 {
		l.Status = fmt.Sprintf(t.Shell.PrefsOverriddenFmt, strings.Join(parts, t.Shell.ListSep))
	}
}

// fill copies merged values into the typed fields and the groups.
func (l *Loaded) fill(merged map[string]float64) {
	lang := Langs[int(merged[KeyLang])]
	if lang != "auto" {
		l.Lang = i18n.Lang(lang)
	}
	l.Theme = Themes[int(merged[KeyTheme])]
	l.ASCII, l.Remember, l.Mouse = merged[KeyASCII] == 1, merged[KeySavePrefs] == 1, merged[KeyMouse] == 1
	l.Values = map[string]map[string]float64{}
	for _, r := range l.rows {
		if r.Group == "" {
			continue
		}
		if l.Values[r.Group] == nil {
			l.Values[r.Group] = map[string]float64{}
		}
		l.Values[r.Group][r.Spec.Key] = merged[r.Key()]
	}
}

// Text is the language the settings name, else the locale's.
func (l Loaded) Text(e Env) *i18n.Text {
	if l.Lang != "" {
		return i18n.For(l.Lang)
	}
	return i18n.For(i18n.DetectLang(e.Get))
}

// Session is what the user changed during a run, for the preferences.
type Session struct {
	// Values are the knobs at exit, by group then key.
	Values map[string]map[string]float64
	// Lang and Theme are set when the user switched them.
	Lang, Theme string
	// StartPageSeen is set when the start page was dismissed; it is
	// remembered with MarkStartPageSeen, not in the preferences.
	StartPageSeen bool
}

// SavePrefs writes the preferences: what was saved before, with every
// value the user changed in this run. A value the run started from a flag,
// a variable or the config file is not written unless the user moved it.
func (l Loaded) SavePrefs(s Session) error {
	if !l.Remember || !l.Prefs.Writable || l.Prefs.Path == "" {
		return nil
	}
	p := l.Prefs
	p.Values = map[string]float64{}
	for k, v := range l.Prefs.Values {
		p.Values[k] = v
	}
	for group, vals := range s.Values {
		if !l.fitTogether(group, vals) {
			continue // a panel left its knobs in a state it refuses: keep what was saved
		}
		for key, v := range vals {
			k := group + "." + key
			if start, ok := l.start[k]; ok && start != v {
				p.Values[k] = v
			}
		}
	}
	if s.Lang != "" {
		p.Values[KeyLang] = float64(indexOf(Langs, s.Lang))
	}
	if s.Theme != "" {
		p.Values[KeyTheme] = float64(indexOf(Themes, s.Theme))
	}
	if err := WritePrefs(l.rows, p); err != nil {
		return fmt.Errorf("save preferences: %w", err)
	}
	return nil
}

// fitTogether reports whether a group's values at exit, over the values
// the run started from, pass the group's rules across knobs: saving a set
// that does not would have the preferences moved aside at the next start.
func (l Loaded) fitTogether(group string, vals map[string]float64) bool {
	for _, g := range l.groups {
		if g.GroupName() != group {
			continue
		}
		all := map[string]float64{}
		for _, s := range g.Specs() {
			all[s.Key] = l.start[group+"."+s.Key]
		}
		for k, v := range vals {
			all[k] = v
		}
		return g.CheckValues(all) == nil
	}
	return true
}

// configPath is the config file to read and whether the user named it.
func configPath(t *i18n.Text, fs *pflag.FlagSet, e Env) (string, bool, error) {
	if f := fs.Lookup("config"); f != nil && f.Changed {
		if strings.TrimSpace(f.Value.String()) == "" {
			return "", false, &InputError{Msg: t.Config.EmptyConfigFlag}
		}
		return f.Value.String(), true, nil
	}
	if p := e.Get(EnvConfig); p != "" {
		return p, true, nil
	}
	return DefaultConfigPath(e), false, nil
}

// merge lays layers over each other, the last one winning (by hand, as
// the layers are kept apart for their sources: see Load).
func merge(layers []Layer) map[string]float64 {
	out := map[string]float64{}
	for _, l := range layers {
		for k, v := range l.Values {
			out[k] = v
		}
	}
	return out
}

// mergeGroups merges layers, then lets each named set of a group that has
// presets (knob.Presets) replace the knobs it sets wherever those come
// from a lower layer than the set's own (a rule viper lacks: its layers
// hold keys, not sets of keys): "dcqcn_preset: paper40" in the
// config file brings the DCQCN paper's twelve values over the defaults,
// while a kmin_kib given in the same file, a variable or a flag stays.
func mergeGroups(layers []Layer, groups []knob.Group) map[string]float64 {
	out := merge(layers)
	for _, g := range groups {
		ps, ok := g.(knob.Presets)
		if !ok {
			continue
		}
		name := g.GroupName() + "."
		key := name + ps.PresetKey()
		vals, ok := ps.PresetValues(out[key])
		if !ok {
			continue
		}
		top := topLayer(layers, key)
		for k, v := range vals {
			if topLayer(layers, name+k) < top {
				out[name+k] = v
			}
		}
	}
	return out
}

// topLayer is the index of the highest layer that gives key (-1 for none).
func topLayer(layers []Layer, key string) int {
	for i := len(layers) - 1; i >= 0; i-- {
		if _, ok := layers[i].Values[key]; ok {
			return i
		}
	}
	return -1
}

// checkGroups checks each group's knobs together, a rule viper lacks: a
// refusal names the knob the user gave and the layer that gave it: the
// refused knob, or, when a rule across knobs is broken by a value that
// came from a higher layer than the refused knob's (a flag against a
// default), the knob of that value, with the rule it breaks.
func checkGroups(t *i18n.Text, groups []knob.Group, merged map[string]float64, layers []Layer) error {
	for _, g := range groups {
		name := g.GroupName() + "."
		vals := map[string]float64{}
		for _, s := range g.Specs() {
			vals[s.Key] = merged[name+s.Key]
		}
		err := g.CheckValues(vals)
		if err == nil {
			continue
		}
		fe, ok := knobtext.AsFieldError(err)
		if !ok {
			return fmt.Errorf("check %s: %w", g.GroupName(), err)
		}
		rank := func(key string) int { return topLayer(layers, name+key) }
		source := func(key string) string { return sourceFor(t, layers, name+key) }
		return &InputError{Msg: knobtext.GroupRefusal(t, g, vals, fe, rank, source)}
	}
	return nil
}

// sourceFor names the highest layer above the defaults that set key.
func sourceFor(t *i18n.Text, layers []Layer, key string) string {
	if i := topLayer(layers, key); i >= 1 {
		return layers[i].sourceOf(key)
	}
	return t.Config.SourceMerged
}

// sortedKeys lists a map's keys in order.
func sortedKeys(m map[string]float64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// IsInputError reports whether err is bad input (exit code 2).
func IsInputError(err error) bool {
	var in *InputError
	return errors.As(err, &in)
}
