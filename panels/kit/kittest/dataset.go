package kittest

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// DatasetsAreWellFormed turns through every page of a panel (after settle
// runs the panel's pending work) in both languages and checks each
// page's export: a title, series with as many x as y values, finite x,
// named axes, tables whose every row has one cell per column; and that
// the pages listed in want export something.
func DatasetsAreWellFormed(t *testing.T, newPanel NewPanel, pages int, settle func(kit.Panel), want ...string) {
	t.Helper()
	for _, lang := range i18n.Langs {
		p := newPanel(t, lang)
		p.SetSize(120, 38)
		settle(p)
		exp, ok := p.(kit.Exporter)
		if !ok {
			t.Fatalf("%s: panel %s is not a kit.Exporter", lang, p.ID())
		}
		got := map[string]bool{}
		for range pages {
			key := p.(kit.PageTable).CurrentPage()
			if ds, ok := exp.Dataset(); ok {
				got[key] = true
				if err := checkDataset(ds); err != nil {
					t.Errorf("%s: page %s: %v", lang, key, err)
				}
			}
			Press(p, PageDown)
		}
		for _, k := range want {
			if !got[k] {
				t.Errorf("%s: page %s exports nothing", lang, k)
			}
		}
	}
}

// asciiMicro finds "us" written as a unit: an export says µs.
var asciiMicro = regexp.MustCompile(`(^|[\s(（/])us($|[\s)）/,])`)

// checkDataset reports what is malformed in ds: besides the shapes, lines
// and verdicts without words, empty ranges, and µs written as "us" in an
// axis's, a line's or a column's name.
func checkDataset(ds kit.Dataset) error {
	if ds.Title == "" {
		return fmt.Errorf("no title")
	}
	if len(ds.Series) == 0 && ds.Table == nil {
		return fmt.Errorf("neither series nor table")
	}
	if len(ds.Series) > 0 && (ds.XLabel == "" || ds.YLabel == "") {
		return fmt.Errorf("curves without axis labels")
	}
	for _, b := range ds.Bands {
		if b.Name == "" || !(b.XMin < b.XMax) || !(b.YMin < b.YMax) {
			return fmt.Errorf("band %+v: no name, or an empty range", b)
		}
	}
	for _, n := range ds.Notes {
		if strings.TrimSpace(n) == "" {
			return fmt.Errorf("an empty note")
		}
	}
	for _, l := range ds.Lines {
		if l.Name == "" || math.IsNaN(l.At) || math.IsInf(l.At, 0) {
			return fmt.Errorf("line %+v: no name, or no place", l)
		}
	}
	for _, v := range ds.Verdicts {
		if strings.TrimSpace(v.Text) == "" {
			return fmt.Errorf("an empty verdict")
		}
	}
	for _, r := range []kit.DataRange{ds.XRange, ds.YRange} {
		if r != (kit.DataRange{}) && !r.Set() {
			return fmt.Errorf("an empty axis range %+v", r)
		}
	}
	names := []string{ds.XLabel, ds.YLabel}
	for _, l := range ds.Lines {
		names = append(names, l.Name)
	}
	if ds.Table != nil {
		names = append(names, ds.Table.Columns...)
	}
	for _, n := range names {
		if asciiMicro.MatchString(n) {
			return fmt.Errorf("%q writes µs as us", n)
		}
	}
	for _, s := range ds.Series {
		if s.Name == "" || len(s.X) != len(s.Y) || len(s.X) == 0 {
			return fmt.Errorf("series %q: %d x, %d y", s.Name, len(s.X), len(s.Y))
		}
		for _, x := range s.X {
			if math.IsNaN(x) || math.IsInf(x, 0) || (ds.LogX && x <= 0) {
				return fmt.Errorf("series %q: x = %v", s.Name, x)
			}
		}
	}
	if tb := ds.Table; tb != nil {
		if len(tb.Columns) == 0 || len(tb.Rows) == 0 {
			return fmt.Errorf("table with %d columns, %d rows", len(tb.Columns), len(tb.Rows))
		}
		for i, r := range tb.Rows {
			if len(r) != len(tb.Columns) {
				return fmt.Errorf("row %d has %d cells for %d columns", i, len(r), len(tb.Columns))
			}
		}
	}
	return nil
}

// ReadoutsAreStable checks that a panel's readouts have unique keys,
// labels in both languages, and the same keys in both.
func ReadoutsAreStable(t *testing.T, newPanel NewPanel) {
	t.Helper()
	var keys [2][]string
	for i, lang := range i18n.Langs {
		r, ok := newPanel(t, lang).(kit.Readouter)
		if !ok {
			t.Fatalf("%s: the panel is not a kit.Readouter", lang)
		}
		seen := map[string]bool{}
		for _, ro := range r.Readouts() {
			if ro.Key == "" || ro.Label == "" || seen[ro.Key] {
				t.Errorf("%s: readout %+v has no key or label, or a key seen before", lang, ro)
			}
			seen[ro.Key] = true
			keys[i] = append(keys[i], ro.Key)
		}
	}
	if fmt.Sprint(keys[0]) != fmt.Sprint(keys[1]) {
		t.Errorf("readout keys differ between languages: %v and %v", keys[0], keys[1])
	}
}

// ReadoutsAreFinite checks that a settled panel names exactly the readouts
// in keys, in that order (decks refer to them by key), and that each is a
// finite number.
func ReadoutsAreFinite(t *testing.T, p kit.Panel, keys ...string) {
	t.Helper()
	r, ok := p.(kit.Readouter)
	if !ok {
		t.Fatalf("panel %s is not a kit.Readouter", p.ID())
	}
	got := r.Readouts()
	var names []string
	for _, ro := range got {
		names = append(names, ro.Key)
		if math.IsNaN(ro.Value) || math.IsInf(ro.Value, 0) {
			t.Errorf("%s: readout %s (%q) is %v once settled", p.ID(), ro.Key, ro.Label, ro.Value)
		}
	}
	if fmt.Sprint(names) != fmt.Sprint(keys) {
		t.Errorf("%s: readout keys %v, want %v", p.ID(), names, keys)
	}
}
