package export

import (
	"bytes"
	"fmt"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Request is one export to render.
type Request struct {
	Format Format
	Data   kit.Dataset
	Meta   Meta
	// English returns the same page in English, for a chart whose labels
	// the embedded font cannot draw; nil when Data is English already.
	English func() (kit.Dataset, bool)
}

// Result is a rendered export.
type Result struct {
	Bytes []byte
	// EnglishLabels says the chart was drawn with English labels because
	// the font lacks a character of the current language's; the chart's
	// title says so too.
	EnglishLabels bool
}

// Render renders an export in memory.
func Render(req Request) (Result, error) {
	var b bytes.Buffer
	switch req.Format {
	case CSV:
		if err := writeCSV(&b, req.Data, i18n.For(i18n.Lang(req.Meta.Lang))); err != nil {
			return Result{}, fmt.Errorf("write CSV: %w", err)
		}
		return Result{Bytes: b.Bytes()}, nil
	case JSON:
		if err := writeJSON(&b, req.Data, req.Meta); err != nil {
			return Result{}, err
		}
		return Result{Bytes: b.Bytes()}, nil
	case SVG, PNG, PDF:
		return renderChart(req)
	}
	return Result{}, fmt.Errorf("unknown format %q", req.Format)
}

// renderChart draws the chart, in English with a note when the font
// cannot draw the current language's labels.
func renderChart(req Request) (Result, error) {
	f, err := chartFont()
	if err != nil {
		return Result{}, err
	}
	ds, english, note := req.Data, false, ""
	if !covers(f, ds) && req.English != nil {
		if en, ok := req.English(); ok {
			ds, english, note = en, true, i18n.For(i18n.English).Lecture.EnglishLabelsNote
		}
	}
	out, err := drawChart(f, ds, req.Format, note)
	if err != nil {
		return Result{}, err
	}
	return Result{Bytes: out, EnglishLabels: english}, nil
}
