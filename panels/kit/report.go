package kit

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/model/report"
)

// QuantityLabel is quantity q of engine's report in language t: an input
// by its knob's label, a result by the report catalog (see LabelOf).
func QuantityLabel(t *i18n.Text, engine string, q report.Quantity) string {
	l, _ := LabelOf(t, engine, q)
	return l
}

// LabelOf is QuantityLabel, and whether the catalog has it. A nested
// result ("eq1_steady_bounds_gbps.lower") without a label of its own is
// labelled by its record and its field, each under the engine's name
// ("credit.eq1_steady_bounds_gbps" and "credit.*.lower"); a missing
// label is the key.
func LabelOf(t *i18n.Text, engine string, q report.Quantity) (string, bool) {
	key := q.LabelKey(engine)
	if q.IsInput() {
		_, ok := t.Knob.Labels[key]
		return t.Knob.Label(key), ok
	}
	if l, ok := t.Report.Labels[key]; ok {
		return l, true
	}
	if record, field, nested := strings.Cut(q.Key, "."); nested {
		r, okR := t.Report.Labels[engine+"."+record]
		f, okF := t.Report.Labels[engine+".*."+field]
		if okR && okF {
			return Pair(t, r, f), true
		}
	}
	return key, false
}

// QuantityText writes q's value as a person reads it in language t: an
// input as its knob shows it, a flag as yes or no, a name as itself, a
// number at the precision its engine means with its unit (a share as a
// percentage, count words in t's language).
func QuantityText(t *i18n.Text, g Glyphs, q report.Quantity) string {
	if q.IsInput() {
		return KnobValue(t, g, q.Knob.Group, q.Knob.Spec, q.Value)
	}
	switch q.Kind {
	case report.Flag:
		if q.Bool() {
			return t.Shell.Yes
		}
		return t.Shell.No
	case report.Name:
		return q.Name
	}
	v, unit := shown(q)
	n := i18n.Number(v, q.Decimals)
	if u := KnobUnit(t, g, unit, v); u != "" {
		if u != "x" {
			n += " "
		}
		n += u
	}
	return n
}

// shown is a number's value and unit as a page shows them: a share as a
// percentage.
func shown(q report.Quantity) (float64, string) {
	if q.Unit == report.Share {
		return 100 * q.Value, "%"
	}
	return q.Value, q.Unit
}

// QuantityRows are the rows of the named quantities of r, label and
// value, for a page that lists some of an engine's numbers.
func QuantityRows(t *i18n.Text, g Glyphs, r report.Report, keys ...string) [][]string {
	rows := make([][]string, 0, len(keys))
	for _, k := range keys {
		q, _ := r.Find(k)
		rows = append(rows, []string{QuantityLabel(t, r.Engine, q), QuantityText(t, g, q)})
	}
	return rows
}

// ReportTable is a report for export: one row a quantity, with its label,
// its number unrounded (a share as a percentage, a flag as 1 or 0, a name
// as itself) and its unit in a column of their own.
func ReportTable(t *i18n.Text, g Glyphs, r report.Report) *DataTable {
	d := t.Lecture.Data
	tab := &DataTable{Columns: []string{d.Quantity, d.Value, d.Unit}}
	for _, q := range r.Quantities {
		tab.Rows = append(tab.Rows, quantityRow(t, g, r.Engine, q))
	}
	return tab
}

// quantityRow is one quantity for export.
func quantityRow(t *i18n.Text, g Glyphs, engine string, q report.Quantity) []string {
	label := QuantityLabel(t, engine, q)
	switch q.Kind {
	case report.Name:
		if q.IsInput() {
			return []string{label, QuantityText(t, g, q), ""}
		}
		return []string{label, q.Name, ""}
	case report.Flag:
		return []string{label, Exact(q.Value), ""}
	}
	v, unit := shown(q)
	return []string{label, Exact(v), KnobUnit(t, g, unit, v)}
}

// ReadoutsOf names the quantities keys of r as readouts, each under its
// own key, labelled and shown as the report has it.
func ReadoutsOf(t *i18n.Text, g Glyphs, r report.Report, keys ...string) []Readout {
	out := make([]Readout, 0, len(keys))
	for _, k := range keys {
		out = append(out, ReadoutOf(t, g, r, k, k, ""))
	}
	return out
}

// ReadoutOf is quantity key of r as the readout named as: its label, with
// qualifier after it when there is one (which run, which control), and
// its value as the report shows it.
func ReadoutOf(t *i18n.Text, g Glyphs, r report.Report, key, as, qualifier string) Readout {
	q, ok := r.Find(key)
	if !ok {
		return Readout{Key: as, Label: key, Value: math.NaN()}
	}
	label := QuantityLabel(t, r.Engine, q)
	if qualifier != "" {
		label = Pair(t, label, qualifier)
	}
	v, unit := shown(q)
	decimals := max(q.Decimals, 0)
	if q.IsInput() {
		decimals = KnobDecimals(q.Knob.Spec, v)
	}
	return Readout{Key: as, Label: label, Value: v, Decimals: decimals, Unit: KnobUnit(t, g, unit, v)}
}

// Pending marks readouts whose engine has not answered for the knobs on
// screen: their values are NaN, which the presenter draws as pending.
func Pending(rs []Readout) []Readout {
	for i := range rs {
		rs[i].Value = math.NaN()
	}
	return rs
}

// Pair joins a quantity and what it is of ("Peak queue, credits").
func Pair(t *i18n.Text, a, b string) string { return fmt.Sprintf(t.Lecture.Data.PairFmt, a, b) }

// Text is a readout's number with its unit, as a line of text shows it;
// a number still being computed shows as "--".
func (r Readout) Text() string {
	if math.IsNaN(r.Value) || math.IsInf(r.Value, 0) {
		return "--"
	}
	if r.Unit == "" {
		return i18n.Number(r.Value, r.Decimals)
	}
	return i18n.Number(r.Value, r.Decimals) + " " + r.Unit
}
