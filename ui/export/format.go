// Package export writes what a panel's page shows to a file: its data as
// CSV or JSON, its curves as SVG, PNG or PDF charts drawn with gonum's
// plot package, labels in the current language, with the page's
// reference lines, bands, verdicts and caveats. Files are written atomically
// (a temporary file renamed or linked into place) and never over an
// existing file unless asked to.
package export

import (
	"fmt"
	"strings"

	"pegasus/panels/kit"
)

// Format is a file format an export is written in.
type Format string

// The formats, in the order prompts list them.
const (
	CSV  Format = "csv"
	JSON Format = "json"
	SVG  Format = "svg"
	PNG  Format = "png"
	PDF  Format = "pdf"
)

// Formats lists every format.
var Formats = []Format{CSV, JSON, SVG, PNG, PDF}

// ParseFormat reads a format name (case-insensitive, a leading dot
// allowed).
func ParseFormat(s string) (Format, error) {
	f := Format(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "."))
	for _, known := range Formats {
		if f == known {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown format %q", s)
}

// Chart reports whether the format is a chart.
func (f Format) Chart() bool { return f == SVG || f == PNG || f == PDF }

// Key is the letter that picks the format on the export key's prompt
// (its number works too): the first letter, but d for PDF (p is PNG).
func (f Format) Key() string {
	if f == PDF {
		return "d"
	}
	return string(f)[:1]
}

// Available lists the formats a dataset can be written in: charts need
// curves; CSV and JSON take curves or a table.
func Available(ds kit.Dataset) []Format {
	var out []Format
	for _, f := range Formats {
		if !f.Chart() || len(ds.Series) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// Allows reports whether ds can be written as f.
func Allows(ds kit.Dataset, f Format) bool {
	for _, a := range Available(ds) {
		if a == f {
			return true
		}
	}
	return false
}
