package kit

import (
	"fmt"
	"math"
	"strconv"

	"pegasus/i18n"
	"pegasus/model/report"
)

// Dataset is what a page shows, as data, for export: curves to plot and a
// table to write as CSV or JSON, with everything the screen draws around
// the curves (its axis ranges, reference lines and bands, verdicts and
// caveats). Names are in the current language; numbers are unrounded.
type Dataset struct {
	// Title names the page's chart or table.
	Title string
	// XLabel and YLabel name the axes of the curves, with their units.
	XLabel, YLabel string
	// LogX draws the x axis on a log scale (message sizes, say).
	LogX bool
	// XRange and YRange are the axes' extents as the page draws them; an
	// unset range fits the data, the bands and the lines.
	XRange, YRange DataRange
	// XTicks and YTicks are values an axis labels besides its round ticks
	// and the lines' positions: the line rate, say, or every QP count a
	// sweep ran.
	XTicks, YTicks []float64
	// Series are the page's curves, if it draws any.
	Series []DataSeries
	// Table is the page's numbers, if it shows any.
	Table *DataTable
	// Bands are reference ranges the page draws behind its curves (the
	// digest's figures, say), in the curves' units.
	Bands []DataBand
	// Lines are the reference lines and markers the page draws across its
	// curves: the batch time, a threshold, the knob's current value.
	Lines []DataLine
	// Verdicts are the page's claims checked against the digest, each
	// with whether it holds (drawn as ✓ or ✗).
	Verdicts []DataVerdict
	// Notes are what the page says of its curves that a reader of the
	// export must not miss: caveats, how a figure was obtained.
	Notes []string
}

// DataRange is an axis's extent; the zero range is unset.
type DataRange struct{ Min, Max float64 }

// Set reports whether the range is given.
func (r DataRange) Set() bool { return r.Max > r.Min }

// Between is the range from lo to hi.
func Between(lo, hi float64) DataRange { return DataRange{Min: lo, Max: hi} }

// DataBand is a reference range: the rectangle from (XMin, YMin) to
// (XMax, YMax), named in the legend.
type DataBand struct {
	Name                   string
	XMin, XMax, YMin, YMax float64
}

// DataLine is a line across the plot, named in the legend: vertical at
// x = At, or horizontal at y = At.
type DataLine struct {
	Name       string
	At         float64
	Horizontal bool
	// Current marks the knob's current value (the screen's marker), drawn
	// apart from the reference lines.
	Current bool
}

// VLine is a vertical reference line at x.
func VLine(name string, x float64) DataLine { return DataLine{Name: name, At: x} }

// HLine is a horizontal reference line at y.
func HLine(name string, y float64) DataLine { return DataLine{Name: name, At: y, Horizontal: true} }

// CurrentLine is the marker of a knob's current value at x.
func CurrentLine(name string, x float64) DataLine { return DataLine{Name: name, At: x, Current: true} }

// DataVerdict is a claim and whether the model bears it out.
type DataVerdict struct {
	Holds bool
	Text  string
}

// DataSeries is one curve.
type DataSeries struct {
	Name   string
	X, Y   []float64
	Dashed bool // drawn dashed on screen, and so in the export
	Bars   bool // drawn as bars, one per x, on screen and in the export
}

// DataTable is a table of text cells under named columns. A column of
// numbers holds plain numbers (Exact: no thousands separators, no unit),
// with the unit in the column's name or in a column of its own.
type DataTable struct {
	Columns []string
	Rows    [][]string
}

// Exporter is a panel whose pages can be exported: Dataset returns the
// current page's data, and false when the page shows none (prose, say).
type Exporter interface {
	Dataset() (Dataset, bool)
}

// DatasetOf is the data behind panel p's page on screen; false when the
// panel exports nothing or the page shows no data.
func DatasetOf(p Panel) (Dataset, bool) {
	if e, ok := p.(Exporter); ok {
		return e.Dataset()
	}
	return Dataset{}, false
}

// Axis names an axis or a column of an export: its quantity and unit, in
// the panel's language.
func (b *Base) Axis(q, unit string) string { return fmt.Sprintf(b.Text.Lecture.Data.AxisFmt, q, unit) }

// Exact writes a number for an export: its shortest exact decimal,
// unrounded, without thousands separators; NaN and infinities (no value)
// as nothing.
func Exact(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return ""
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// Percent writes a share (0.97) as the percentage a page shows (97),
// unrounded.
func Percent(share float64) string { return Exact(100 * share) }

// ExportGlyphs are the glyphs an export's text is written with: µs, not
// the ASCII "us" a terminal without Unicode needs, and ceil(...) where
// the chart font has no ⌈ ⌉.
func ExportGlyphs() Glyphs {
	g := UnicodeGlyphs()
	g.CeilOpen, g.CeilClose = "ceil(", ")"
	return g
}

// ReportsTable sets reports of the same engine side by side for export
// (two runs of one engine, say): one row a quantity, its label, its
// number in each report unrounded (a share as a percentage, a flag as 1
// or 0, a name as itself), and its unit. names head the reports'
// columns; the rows are the first report's quantities.
func ReportsTable(t *i18n.Text, names []string, reps ...report.Report) *DataTable {
	d, g := t.Lecture.Data, ExportGlyphs()
	cols := append(append([]string{d.Quantity}, names...), d.Unit)
	tab := &DataTable{Columns: cols}
	if len(reps) == 0 {
		return tab
	}
	for _, q := range reps[0].Quantities {
		row := []string{QuantityLabel(t, reps[0].Engine, q)}
		unit := ""
		for _, r := range reps {
			o, ok := r.Find(q.Key)
			if !ok {
				row = append(row, "")
				continue
			}
			cells := quantityRow(t, g, r.Engine, o)
			row = append(row, cells[1])
			if unit == "" {
				unit = cells[2]
			}
		}
		tab.Rows = append(tab.Rows, append(row, unit))
	}
	return tab
}
