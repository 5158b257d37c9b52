package kit

import "strconv"

// Dataset is what a page shows, as data, for export: curves to plot and a
// table to write as CSV or JSON. Names are in the current language;
// numbers are unrounded.
type Dataset struct {
	// Title names the page's chart or table.
	Title string
	// XLabel and YLabel name the axes of the curves, with their units.
	XLabel, YLabel string
	// LogX draws the x axis on a log scale (message sizes, say).
	LogX bool
	// Series are the page's curves, if it draws any.
	Series []DataSeries
	// Table is the page's numbers, if it shows any.
	Table *DataTable
	// Bands are reference ranges the page draws behind its curves (the
	// digest's figures, say), in the curves' units.
	Bands []DataBand
	// Notes are what the page says of its curves that a reader of the
	// export must not miss: verdicts against the digest, caveats.
	Notes []string
}

// DataBand is a reference range: the rectangle from (XMin, YMin) to
// (XMax, YMax), named in the legend.
type DataBand struct {
	Name                   string
	XMin, XMax, YMin, YMax float64
}

// DataSeries is one curve.
type DataSeries struct {
	Name   string
	X, Y   []float64
	Dashed bool // drawn dashed on screen, and so in the export
	Bars   bool // drawn as bars, one per x, on screen and in the export
}

// DataTable is a table of text cells under named columns.
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

// Exact writes a number for an export: its shortest exact decimal,
// unrounded, without thousands separators.
func Exact(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
