package cli

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/model/report"
	"pegasus/panels/kit"
)

// lowest sets every knob of the engine's groups to the value at the
// bottom of its range (a named knob to its last name), or the nearest
// corner the cross-knob rules allow: another setting than the defaults,
// for the key sets to be compared, where a feature turned down to zero
// would drop its quantities. It reports the groups that have no such
// corner.
func lowest(e engines.Engine) (report.Values, []string) {
	v := report.Values{}
	var none []string
	for _, g := range e.Groups() {
		vals := map[string]float64{}
		for _, s := range g.Specs() {
			vals[s.Key] = s.Lowest()
			if s.Kind == knob.Named {
				vals[s.Key] = float64(len(s.Names) - 1)
			}
		}
		if !allowedCorner(g, vals) {
			none = append(none, g.GroupName())
			continue
		}
		v[g.GroupName()] = vals
	}
	return v, none
}

// TestEveryEngineReportsWithLabels: every registered engine has a report
// at its defaults, with a title and every quantity labelled in every
// language (a nested one by its record and field), a count unit named in
// words, and unique keys; and the same keys at another setting (every
// knob at the bottom of its range), so that calc's JSON, a deck's
// readouts and an export keep their names.
func TestEveryEngineReportsWithLabels(t *testing.T) {
	t.Parallel()
	for _, e := range engines.All() {
		if e.Report == nil {
			t.Errorf("%s registers no report", e.Name())
			continue
		}
		rep, err := e.Report(nil)
		if err != nil {
			t.Errorf("%s at its defaults: %v", e.Name(), err)
			continue
		}
		if rep.Engine != e.Name() || len(rep.Quantities) == 0 {
			t.Errorf("%s reports as %q with %d quantities", e.Name(), rep.Engine, len(rep.Quantities))
		}
		keys := map[string]bool{}
		for _, q := range rep.Quantities {
			if keys[q.Key] {
				t.Errorf("%s: %s twice", e.Name(), q.Key)
			}
			keys[q.Key] = true
			if q.IsInput() {
				if _, ok := knob.Lookup(e.Groups(), q.LabelKey(e.Name())); !ok {
					t.Errorf("%s echoes %s, which is no knob it reads", e.Name(), q.LabelKey(e.Name()))
				}
			}
			for _, l := range i18n.Langs {
				tx := i18n.For(l)
				if _, ok := kit.LabelOf(tx, e.Name(), q); !ok {
					t.Errorf("%s: %s.%s has no label", l, e.Name(), q.Key)
				}
				if _, ok := tx.Knob.Units[q.Unit]; !ok && isWord(q.Unit) && q.Unit != report.Share && q.Unit != "x" && q.Unit != "/s" {
					t.Errorf("%s: %s.%s: unit %q has no name", l, e.Name(), q.Key, q.Unit)
				}
			}
		}
		for _, l := range i18n.Langs {
			if _, ok := i18n.For(l).Report.Titles[e.Name()]; !ok {
				t.Errorf("%s: %s has no title", l, e.Name())
			}
		}
		low, none := lowest(e)
		if len(none) > 0 {
			t.Errorf("%s: no corner of the lowest values the rules allow for %v", e.Name(), none)
		}
		other, err := e.Report(low)
		if err != nil {
			t.Errorf("%s near its minima: %v", e.Name(), err)
			continue
		}
		var got []string
		for _, q := range other.Quantities {
			got = append(got, q.Key)
		}
		if want := slices.Sorted(maps.Keys(keys)); !slices.Equal(slices.Sorted(slices.Values(got)), want) {
			t.Errorf("%s: the keys change with the knobs:\n%v\n%v", e.Name(), want, got)
		}
	}
}

// TestCalcTableShowsEveryQuantity: calc's table in each language has the
// report's title, and a row for every quantity with its label and value
// as the report shows it.
func TestCalcTableShowsEveryQuantity(t *testing.T) {
	t.Parallel()
	e, _ := engines.Find("power")
	rep, err := e.Report(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Langs {
		tx := i18n.For(l)
		code, out, errOut := runCmd(t, cleanEnv(t), "--lang", string(l), "calc", "power")
		if code != ExitOK || !strings.HasPrefix(out, tx.Report.Titles["power"]+"\n") {
			t.Fatalf("%s: exit %d %s\n%s", l, code, errOut, out)
		}
		for _, q := range rep.Quantities {
			label, value := kit.QuantityLabel(tx, "power", q), kit.QuantityText(tx, kit.UnicodeGlyphs(), q)
			if !strings.Contains(out, label) || !strings.Contains(out, value) {
				t.Errorf("%s: no row %q %q in\n%s", l, label, value, out)
			}
		}
	}
}
