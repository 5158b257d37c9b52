package settings

import (
	"sort"
	"strconv"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
)

// Row is one key the explorer reads: its configuration key, the engine
// group it belongs to ("" for the explorer's own keys), and its
// declaration, from which its variable, its flags and its checks follow.
type Row struct {
	Group string
	Spec  knob.Spec
}

// Key is the dotted configuration key ("credit.jitter_ns", or "lang").
func (r Row) Key() string {
	if r.Group == "" {
		return r.Spec.Key
	}
	return r.Group + "." + r.Spec.Key
}

// Env is the environment variable that sets the key.
func (r Row) Env() string {
	return "PEGASUS_" + strings.ToUpper(strings.ReplaceAll(r.Key(), ".", "_"))
}

// ShortFlag is the flag's name inside the engine's own `calc` subject:
// the key with dashes ("jitter-ns").
func (r Row) ShortFlag() string { return strings.ReplaceAll(r.Spec.Key, "_", "-") }

// Flag is the flag's name in the explorer, where every engine's flags
// meet: the short name for the explorer's own keys and for the credit and
// power engines (the first panels, whose flags were short from the
// start), else prefixed with the group ("--spray-seed").
func (r Row) Flag() string {
	if r.Group == "" || shortGroups[r.Group] {
		return r.ShortFlag()
	}
	return strings.ReplaceAll(r.Group, "_", "-") + "-" + r.ShortFlag()
}

// shortGroups are the groups whose explorer flags carry no prefix.
var shortGroups = map[string]bool{"credit": true, "power": true}

// Shell keys: the explorer's own settings.
const (
	KeyLang      = "lang"
	KeyTheme     = "theme"
	KeyASCII     = "ascii"
	KeySavePrefs = "save_prefs"
	KeyMouse     = "mouse"
)

// Themes the theme key accepts, in order.
var Themes = []string{"auto", "dark", "light", "high-contrast"}

// Langs the lang key accepts, in order; auto follows the locale.
var Langs = []string{"auto", string(i18n.English), string(i18n.TraditionalChinese)}

// shellRows are the explorer's own keys, each a named knob.
func shellRows() []Row {
	boolean := func(key string, def float64) Row {
		return Row{Spec: knob.Spec{Key: key, Kind: knob.Named, Names: []string{"false", "true"}, Default: def, Origin: knob.Model}}
	}
	return []Row{
		{Spec: knob.Spec{Key: KeyLang, Kind: knob.Named, Names: Langs, Default: 0, Origin: knob.Model}},
		{Spec: knob.Spec{Key: KeyTheme, Kind: knob.Named, Names: Themes, Default: 0, Origin: knob.Model}},
		boolean(KeyASCII, 0),
		boolean(KeySavePrefs, 1),
		boolean(KeyMouse, 1),
	}
}

// Rows lists the explorer's keys, then every knob of every group.
func Rows(groups []knob.Group) []Row {
	rows := shellRows()
	for _, g := range groups {
		for _, s := range g.Specs() {
			rows = append(rows, Row{Group: g.GroupName(), Spec: s})
		}
	}
	return rows
}

// findRow finds the row of a dotted key.
func findRow(rows []Row, key string) (Row, bool) {
	for _, r := range rows {
		if r.Key() == key {
			return r, true
		}
	}
	return Row{}, false
}

// keysOf lists every key, sorted.
func keysOf(rows []Row) []string {
	keys := make([]string, len(rows))
	for i, r := range rows {
		keys[i] = r.Key()
	}
	sort.Strings(keys)
	return keys
}

// Parse reads a raw value into the row's value, as given: nothing around
// it is trimmed. Booleans take what strconv.ParseBool takes; lang takes
// the spellings of a language tag i18n.ParseLang takes; the rest follow
// their declaration (knob.Spec.Parse, which reads every knob's value).
func (r Row) Parse(raw string) (float64, error) {
	if r.Group == "" && len(r.Spec.Names) == 2 && r.Spec.Names[0] == "false" {
		if b, err := strconv.ParseBool(raw); err == nil {
			if b {
				return 1, nil
			}
			return 0, nil
		}
	}
	if r.Group == "" && r.Spec.Key == KeyLang && raw == strings.TrimSpace(raw) {
		if l, err := i18n.ParseLang(raw); err == nil {
			return float64(indexOf(Langs, string(l))), nil
		}
	}
	return r.Spec.Parse(raw)
}

// indexOf is the position of s in list, or -1.
func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}
