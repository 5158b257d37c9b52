package export

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"

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

// writeCSV writes the dataset's table when it has one (a page with curves
// and a table writes the table: the curves are in the JSON and the
// charts), else every curve in long form: series, x, y.
func writeCSV(w io.Writer, ds kit.Dataset) error {
	cw := csv.NewWriter(w)
	if ds.Table != nil {
		if err := cw.Write(ds.Table.Columns); err != nil {
			return err
		}
		if err := cw.WriteAll(ds.Table.Rows); err != nil {
			return err
		}
	} else {
		if err := cw.Write([]string{"series", ds.XLabel, ds.YLabel}); err != nil {
			return err
		}
		for _, s := range ds.Series {
			for i := range s.X {
				if err := cw.Write([]string{s.Name, kit.Exact(s.X[i]), exactOrEmpty(s.Y[i])}); err != nil {
					return err
				}
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// exactOrEmpty writes a number, or nothing for NaN (no value).
func exactOrEmpty(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return ""
	}
	return kit.Exact(v)
}

// jsonDoc is the JSON export.
type jsonDoc struct {
	Meta
	Title  string       `json:"title"`
	XLabel string       `json:"x_label,omitempty"`
	YLabel string       `json:"y_label,omitempty"`
	LogX   bool         `json:"log_x,omitempty"`
	Series []jsonSeries `json:"series,omitempty"`
	Table  *jsonTable   `json:"table,omitempty"`
	Bands  []jsonBand   `json:"bands,omitempty"`
	Notes  []string     `json:"notes,omitempty"`
}

type jsonBand struct {
	Name string  `json:"name"`
	XMin float64 `json:"x_min"`
	XMax float64 `json:"x_max"`
	YMin float64 `json:"y_min"`
	YMax float64 `json:"y_max"`
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

// writeJSON writes everything the dataset holds, with where it came from.
func writeJSON(w io.Writer, ds kit.Dataset, meta Meta) error {
	doc := jsonDoc{Meta: meta, Title: ds.Title, XLabel: ds.XLabel, YLabel: ds.YLabel, LogX: ds.LogX}
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
	doc.Notes = ds.Notes
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("encode JSON: %w", err)
	}
	return nil
}
