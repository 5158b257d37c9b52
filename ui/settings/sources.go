package settings

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"pegasus/i18n"
	"pegasus/ui/safe"
)

// readEnvLayer reads the PEGASUS_* variables of rows; an empty variable
// counts as unset (as in viper). A PEGASUS_* variable that names nothing
// is refused, so a typo does not silently do nothing. The variables are
// read from e, not through viper's BindEnv, which reads only the process
// environment (see Load).
func readEnvLayer(t *i18n.Text, rows []Row, e Env) (Layer, error) {
	if err := checkUnknownEnv(t, rows, e); err != nil {
		return Layer{}, err
	}
	l := newLayer(t.Config.SourceEnvAll)
	for _, r := range rows {
		raw := e.Get(r.Env())
		if raw == "" {
			continue
		}
		source := fmt.Sprintf(t.Config.SourceEnvFmt, r.Env())
		v, err := r.Parse(raw)
		if err != nil {
			return Layer{}, refusal(t, source, r, err)
		}
		l.Values[r.Key()], l.Sources[r.Key()] = v, source
	}
	return l, nil
}

// checkUnknownEnv refuses a PEGASUS_* variable that names no key and is
// not one of the variables that are not settings (Variables).
func checkUnknownEnv(t *i18n.Text, rows []Row, e Env) error {
	names := KnownVariables(rows)
	var unknown []string
	for k := range e {
		if strings.HasPrefix(k, envPrefix) && !slices.Contains(names, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	return unknownKey(t, fmt.Sprintf(t.Config.UnknownEnvFmt, safe.Line(unknown[0])), unknown[0], envPrefix, names, plain)
}

// KnownVariables lists, sorted, every PEGASUS_* variable the program
// reads: each key's, and Variables.
func KnownVariables(rows []Row) []string {
	names := Variables()
	for _, r := range rows {
		names = append(names, r.Env())
	}
	sort.Strings(names)
	return names
}

// FlagNamer picks a row's flag name in one command.
type FlagNamer func(Row) string

// AddFlags declares one flag per row on fs, named by name (rows named ""
// get none), with help from usage. Values are strings: each is parsed by
// its row, so a message can name the flag and what it takes.
func AddFlags(fs *pflag.FlagSet, rows []Row, name FlagNamer, usage func(Row) string) {
	for _, r := range rows {
		n := name(r)
		if n == "" || fs.Lookup(n) != nil {
			continue
		}
		fs.String(n, "", usage(r))
		_ = fs.SetAnnotation(n, rowAnnotation, []string{r.Key()})
		if r.Group == "" && len(r.Spec.Names) == 2 && r.Spec.Names[0] == "false" {
			fs.Lookup(n).NoOptDefVal = "true"
		}
	}
}

// rowAnnotation marks the flags that set a key, and which.
const rowAnnotation = "pegasus-key"

// ReadFlags reads the flags the user set among those AddFlags declared.
// Viper binds those (BindPFlag, each flag to its key) and reads them: a
// flag counts only once the user changed it. They are read from a viper
// of their own, one layer among the others, so that a refusal can name
// the flag (a viper holding every layer gives only the value that wins,
// not where it came from: see Load). A flag given an empty value is
// refused like any other bad value; flags are taken in the order of their
// names, so that of two bad flags the first is named.
func ReadFlags(t *i18n.Text, rows []Row, fs *pflag.FlagSet) (Layer, error) {
	v := viper.New()
	var bound []*pflag.Flag
	// Only the flags given: viper finds the others unset (and looking for
	// each among all the flags bound costs as many lookups as flags).
	fs.Visit(func(f *pflag.Flag) {
		if keys := f.Annotations[rowAnnotation]; len(keys) == 1 {
			bound = append(bound, f)
		}
	})
	l := newLayer(t.Config.SourceFlagAll)
	for _, f := range bound {
		key := f.Annotations[rowAnnotation][0]
		r, ok := findRow(rows, key)
		if !ok {
			continue
		}
		if err := v.BindPFlag(key, f); err != nil {
			return Layer{}, fmt.Errorf("bind flag --%s to %s: %w", f.Name, key, err)
		}
		if !v.IsSet(key) {
			continue
		}
		source := fmt.Sprintf(t.Config.SourceFlagFmt, f.Name)
		val, err := r.Parse(v.GetString(key))
		if err != nil {
			return Layer{}, refusal(t, source, r, err)
		}
		l.Values[r.Key()], l.Sources[r.Key()] = val, source
	}
	return l, nil
}

// Defaults is the layer of every row's default value.
func Defaults(t *i18n.Text, rows []Row) Layer {
	l := newLayer(t.Config.SourceDefaults)
	for _, r := range rows {
		l.Values[r.Key()] = r.Spec.Default
	}
	return l
}
