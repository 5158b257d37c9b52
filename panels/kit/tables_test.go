package kit

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/knob"
)

// TestConfiguredIsTheDefaultsMoved: a bundle's configured settings are
// its defaults with the values applied, a group that would not check
// left at its defaults.
func TestConfiguredIsTheDefaultsMoved(t *testing.T) {
	var moved int
	b := pairBundle(&moved)
	values := map[string]map[string]float64{"demo": {"j": 40}, "range": {"lo": 9, "hi": 3}}
	got := b.Configured(values)
	if want := b.Apply(b.Defaults(), values); got != want || got.Demo.J != 40 || got.Range != b.Defaults().Range {
		t.Errorf("configured %+v, want %+v", got, want)
	}
}

// TestTableValuesAreTheGroupsValues: a one-table panel's values are its
// table's, under the table's group.
func TestTableValuesAreTheGroupsValues(t *testing.T) {
	d := demoTable().Defaults()
	d.J = 70
	got := TableValues(demoTable(), d)
	if len(got) != 1 || !maps.Equal(got["demo"], demoTable().Values(d)) {
		t.Errorf("values %v", got)
	}
}

// TestRefusalNamesTheKnobAndWhatItAllows: a knob's refusal is worded with
// its label, the value and what is allowed; another error keeps its text.
func TestRefusalNamesTheKnobAndWhatItAllows(t *testing.T) {
	tx := i18n.For(i18n.English)
	err := rangeTable().Validate(rangeParams{Lo: 9, Hi: 3})
	var fe *knob.FieldError
	if !errors.As(err, &fe) {
		t.Fatalf("validate: %v", err)
	}
	got := Refusal(tx, "%s = %s; allowed: %s", err)
	if !strings.HasPrefix(got, tx.Knob.Label(fe.QualifiedKey())+" = "+fe.Value+"; allowed: ") || got == err.Error() {
		t.Errorf("refusal %q", got)
	}
	if got := Refusal(tx, "%s = %s; allowed: %s", errors.New("disk full")); got != "disk full" {
		t.Errorf("plain error worded %q", got)
	}
}

// TestChartLinesAreNoneWhenNotDrawn: a chart too small to draw has no
// lines; a drawn one has its rows, marked or not.
func TestChartLinesAreNoneWhenNotDrawn(t *testing.T) {
	var none RenderedChart
	if none.Lines() != nil || none.MarkedLines(1, '|', testChart().AxisStyle) != nil {
		t.Error("an undrawn chart has lines")
	}
	r := testChart().Render()
	if got := r.Lines(); len(got) != 10 || strings.Join(got, "\n") != r.View {
		t.Errorf("lines %q", got)
	}
	if got := r.MarkedLines(50, '|', testChart().AxisStyle); strings.Join(got, "\n") != r.Mark(50, '|', testChart().AxisStyle) {
		t.Errorf("marked lines %q", got)
	}
}
