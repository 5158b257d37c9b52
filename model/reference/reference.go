// Package reference lists the figures the seed prints that an engine can
// recompute, with the seed's value, the engine's and a tolerance, so that
// both the `check` command and the panels can set them side by side.
package reference

import "math"

// ID names one checked figure; user-facing text is looked up by it.
type ID string

// Panel identifiers, as the explorer's panels name themselves.
const (
	PanelCredit   = "credit"
	PanelSpray    = "spraying"
	PanelPower    = "power"
	PanelEvidence = "evidence"
	PanelIncast   = "incast"
	PanelFlow     = "flowtable"
)

// Unit is the unit a figure is expressed in.
type Unit string

// Units used by the rows.
const (
	Ns      Unit = "ns"
	Gbps    Unit = "Gb/s"
	Watt    Unit = "W"
	KW      Unit = "kW"
	Percent Unit = "%"
	Ratio   Unit = "x"
	YesNo   Unit = "yes/no" // 1 is yes, 0 is no; compared exactly
	Bytes   Unit = "B"
	Seconds Unit = "s"
)

// Tolerance says how far the engine may sit from the seed's value: within
// Abs or Rel of it, or, when Ranged, anywhere in [Min, Max].
type Tolerance struct {
	Abs      float64 // absolute, in the row's unit (0 = unused)
	Rel      float64 // relative to the seed's value (0 = unused)
	Ranged   bool    // accept any engine value in [Min, Max]
	Min, Max float64
}

// Allows reports whether diff (engine - seed) is within the tolerance of seed.
func (t Tolerance) Allows(seed, diff float64) bool {
	if t.Ranged {
		v := seed + diff
		return v >= t.Min-1e-12 && v <= t.Max+1e-12
	}
	limit := math.Max(t.Abs, t.Rel*math.Abs(seed))
	return math.Abs(diff) <= limit+1e-9
}

// Kind says what kind of agreement a row shows.
type Kind string

// The kinds of rows.
const (
	// Recomputed: independent arithmetic or simulation on the paper's
	// inputs lands on the printed figure.
	Recomputed Kind = "recomputed"
	// Calibrated: a parameter of the model was tuned so that the model
	// hits the figure; agreement shows the tuning holds, not the model.
	Calibrated Kind = "calibrated"
	// Consistency: the figure is compared with a value derived from the
	// model's own choices; it checks that the pieces fit together.
	Consistency Kind = "consistency"
)

// Kinds lists the kinds in the order reports count them.
var Kinds = []Kind{Recomputed, Calibrated, Consistency}

// Row is one checked figure.
type Row struct {
	ID     ID
	Panel  string  // the panel where the figure lives (Panel* constants)
	Kind   Kind    // what kind of agreement the row shows
	Digest float64 // the value the digest of the paper prints
	Engine float64 // the value the engine computes
	Unit   Unit
	Tol    Tolerance
	// Alt is the engine's value in the other convention, where the digest
	// follows one of two (HasAlt tells whether there is one).
	Alt    float64
	HasAlt bool
}

// Diff is the engine's value minus the seed's.
func (r Row) Diff() float64 { return r.Engine - r.Digest }

// Pass reports whether the engine agrees with the seed within tolerance.
func (r Row) Pass() bool { return r.Tol.Allows(r.Digest, r.Diff()) }

// All returns every checked row, panel by panel.
func All() []Row {
	var rows []Row
	rows = append(rows, Credit()...)
	rows = append(rows, Spray()...)
	rows = append(rows, Incast()...)
	rows = append(rows, Power()...)
	rows = append(rows, Flow()...)
	return append(rows, Gain()...)
}

// Bool turns a yes/no figure into a row value.
func Bool(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
