package export

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Meta says where an export comes from; JSON carries it.
type Meta struct {
	Panel string `json:"panel"`
	Page  string `json:"page"`
	Lang  string `json:"lang"`
	// Values are the panel's knob values, by group, then key.
	Values map[string]map[string]float64 `json:"values,omitempty"`
}

// writeCSV writes the dataset in sections, each under its own header row
// and apart from the next by an empty row: the curves in long form (one
// row per point: series, x, y, the units in the header), the reference
// lines and bands (name, then the x and y range each covers: a vertical
// line has one x and no y), the page's table, the verdicts (✓ or ✗, and
// the claim) and the notes. Numbers are plain, unrounded. Every row is
// padded to the widest section's width, so that a reader that wants as
// many fields in every row (Go's, pandas') takes the file.
func writeCSV(w io.Writer, ds kit.Dataset, t *i18n.Text) error {
	cw := csv.NewWriter(w)
	var sections [][][]string
	if len(ds.Series) > 0 {
		rows := [][]string{{t.Export.Series, ds.XLabel, ds.YLabel}}
		for _, s := range ds.Series {
			for i := range s.X {
				rows = append(rows, []string{s.Name, kit.Exact(s.X[i]), kit.Exact(s.Y[i])})
			}
		}
		sections = append(sections, rows)
	}
	if refs := referenceRows(ds, t); len(refs) > 1 {
		sections = append(sections, refs)
	}
	if ds.Table != nil {
		sections = append(sections, append([][]string{ds.Table.Columns}, ds.Table.Rows...))
	}
	if len(ds.Verdicts) > 0 {
		rows := [][]string{{t.Export.Verdict, t.Export.Claim}}
		for _, v := range ds.Verdicts {
			rows = append(rows, []string{verdictGlyph(v.Holds), v.Text})
		}
		sections = append(sections, rows)
	}
	if len(ds.Notes) > 0 {
		rows := [][]string{{t.Export.Note}}
		for _, n := range ds.Notes {
			rows = append(rows, []string{n})
		}
		sections = append(sections, rows)
	}
	width := 0
	for _, rows := range sections {
		for _, r := range rows {
			width = max(width, len(r))
		}
	}
	for i, rows := range sections {
		if i > 0 {
			if err := cw.Write(nil); err != nil {
				return err
			}
		}
		for _, r := range rows {
			if err := cw.Write(append(r, make([]string, width-len(r))...)); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// referenceRows are the lines and bands as a CSV section: its header,
// then one row each.
func referenceRows(ds kit.Dataset, t *i18n.Text) [][]string {
	d := t.Lecture.Data
	pair := func(a, b string) string { return fmt.Sprintf(d.PairFmt, a, b) }
	rows := [][]string{{t.Export.Reference, pair(ds.XLabel, d.Lower), pair(ds.XLabel, d.Upper), pair(ds.YLabel, d.Lower), pair(ds.YLabel, d.Upper)}}
	for _, l := range ds.Lines {
		at := kit.Exact(l.At)
		if l.Horizontal {
			rows = append(rows, []string{l.Name, "", "", at, at})
		} else {
			rows = append(rows, []string{l.Name, at, at, "", ""})
		}
	}
	for _, b := range ds.Bands {
		rows = append(rows, []string{b.Name, kit.Exact(b.XMin), kit.Exact(b.XMax), kit.Exact(b.YMin), kit.Exact(b.YMax)})
	}
	return rows
}

// verdictGlyph marks a verdict in a file.
func verdictGlyph(holds bool) string {
	if holds {
		return "✓"
	}
	return "✗"
}

// jsonDoc is the JSON export.
type jsonDoc struct {
	Meta
	Title    string        `json:"title"`
	XLabel   string        `json:"x_label,omitempty"`
	YLabel   string        `json:"y_label,omitempty"`
	LogX     bool          `json:"log_x,omitempty"`
	XRange   *jsonRange    `json:"x_range,omitempty"`
	YRange   *jsonRange    `json:"y_range,omitempty"`
	XTicks   []float64     `json:"x_ticks,omitempty"`
	YTicks   []float64     `json:"y_ticks,omitempty"`
	Series   []jsonSeries  `json:"series,omitempty"`
	Table    *jsonTable    `json:"table,omitempty"`
	Bands    []jsonBand    `json:"bands,omitempty"`
	Lines    []jsonLine    `json:"lines,omitempty"`
	Verdicts []jsonVerdict `json:"verdicts,omitempty"`
	Notes    []string      `json:"notes,omitempty"`
}

type jsonRange struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
}

type jsonBand struct {
	Name string  `json:"name"`
	XMin float64 `json:"x_min"`
	XMax float64 `json:"x_max"`
	YMin float64 `json:"y_min"`
	YMax float64 `json:"y_max"`
}

// jsonLine is a line across the plot: "x" (vertical) or "y"
// (horizontal) at a value; current marks the knob's value.
type jsonLine struct {
	Name    string  `json:"name"`
	Axis    string  `json:"axis"`
	At      float64 `json:"at"`
	Current bool    `json:"current,omitempty"`
}

type jsonVerdict struct {
	Holds bool   `json:"holds"`
	Text  string `json:"text"`
}

type jsonSeries struct {
	Name   string     `json:"name"`
	Dashed bool       `json:"dashed,omitempty"`
	Bars   bool       `json:"bars,omitempty"`
	X      []float64  `json:"x"`
	Y      []*float64 `json:"y"` // null where there is no value
}

type jsonTable struct {
	Columns []string   `json:"columns"`
	Rows    [][]string `json:"rows"`
}

// rangeOf is a range for JSON, nil when unset.
func rangeOf(r kit.DataRange) *jsonRange {
	if !r.Set() {
		return nil
	}
	return &jsonRange{Min: r.Min, Max: r.Max}
}

// writeJSON writes everything the dataset holds, with where it came from.
func writeJSON(w io.Writer, ds kit.Dataset, meta Meta) error {
	doc := jsonDoc{Meta: meta, Title: ds.Title, XLabel: ds.XLabel, YLabel: ds.YLabel, LogX: ds.LogX,
		XRange: rangeOf(ds.XRange), YRange: rangeOf(ds.YRange), XTicks: ds.XTicks, YTicks: ds.YTicks, Notes: ds.Notes}
	for _, s := range ds.Series {
		js := jsonSeries{Name: s.Name, Dashed: s.Dashed, Bars: s.Bars, X: s.X, Y: make([]*float64, len(s.Y))}
		for i, y := range s.Y {
			if !math.IsNaN(y) && !math.IsInf(y, 0) {
				js.Y[i] = &y
			}
		}
		doc.Series = append(doc.Series, js)
	}
	if ds.Table != nil {
		doc.Table = &jsonTable{Columns: ds.Table.Columns, Rows: ds.Table.Rows}
	}
	for _, b := range ds.Bands {
		doc.Bands = append(doc.Bands, jsonBand{Name: b.Name, XMin: b.XMin, XMax: b.XMax, YMin: b.YMin, YMax: b.YMax})
	}
	for _, l := range ds.Lines {
		axis := "x"
		if l.Horizontal {
			axis = "y"
		}
		doc.Lines = append(doc.Lines, jsonLine{Name: l.Name, Axis: axis, At: l.At, Current: l.Current})
	}
	for _, v := range ds.Verdicts {
		doc.Verdicts = append(doc.Verdicts, jsonVerdict{Holds: v.Holds, Text: v.Text})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("encode JSON: %w", err)
	}
	return nil
}
