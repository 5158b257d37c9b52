// Package reference lists every figure the seed prints, with the seed's
// value, the engine's (where the model has one) and a tolerance, and says
// of each how far agreement can be trusted (Kind), so that both the
// `check` command and the panels can set them side by side.
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
	KB      Unit = "KB"    // the digest's kilobytes (read by the model as KiB)
	MBps    Unit = "MB/s"  // megabytes per second
	Count   Unit = "count" // a number of things, named by the row
	Hours   Unit = "h"     // hours
	Micro   Unit = "us"    // microseconds
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
	// Echo: the model takes the figure as an input (or only restates
	// it), so agreement is by construction; it never counts as agreement
	// and never fails.
	Echo Kind = "echo"
	// NotReproduced: the model does not produce the figure, or produces
	// another value; shown beside the digest's, never counted as
	// agreement and never failing.
	NotReproduced Kind = "not-reproduced"
)

// Kinds lists the kinds in the order reports count them.
var Kinds = []Kind{Recomputed, Calibrated, Consistency, NotReproduced, Echo}

// Counts reports whether rows of kind k count towards agreement (and so
// may fail `check`).
func (k Kind) Counts() bool { return k == Recomputed || k == Calibrated || k == Consistency }

// Row is one figure of the seed.
type Row struct {
	ID    ID
	Panel string // the panel where the figure lives (Panel* constants)
	Kind  Kind   // what kind of agreement the row shows
	// Digest is the value the digest prints; NaN where the row compares
	// with another source instead (Ref).
	Digest float64
	// Engine is the value the engine computes; NaN where the model has
	// none (an echo only restated in the text, a result not modelled).
	Engine float64
	Unit   Unit
	Tol    Tolerance
	// Ref is the value the row compares with when the digest prints none:
	// a literature value or a figure of another claim (HasRef tells).
	Ref    float64
	HasRef bool
	// Alt is the engine's value in the other convention or reading, where
	// there are two (HasAlt tells whether there is one).
	Alt    float64
	HasAlt bool
	// Vals and Mech are what the row's explanation cites that only a run
	// gives: numbers, in order, and a DCQCN mechanism's name (a row with
	// a mechanism cites its loss range: Vals is the range's two ends).
	Vals []float64
	Mech string
}

// Target is what the engine is compared with: the digest's value, or Ref.
func (r Row) Target() float64 {
	if r.HasRef {
		return r.Ref
	}
	return r.Digest
}

// HasEngine reports whether the model gives a value for the figure.
func (r Row) HasEngine() bool { return !math.IsNaN(r.Engine) }

// HasDigest reports whether the digest prints the row's value.
func (r Row) HasDigest() bool { return !math.IsNaN(r.Digest) }

// Diff is the engine's value minus the target's (NaN without either).
func (r Row) Diff() float64 { return r.Engine - r.Target() }

// Pass reports whether the engine agrees with the target within
// tolerance (false without an engine value).
func (r Row) Pass() bool { return r.HasEngine() && r.Tol.Allows(r.Target(), r.Diff()) }

// Fails reports whether the row breaks `check`: it counts towards
// agreement and disagrees.
func (r Row) Fails() bool { return r.Kind.Counts() && !r.Pass() }

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

// nan stands for a value a row does not have.
var nan = math.NaN()

// echo is a row for a figure the model takes as given: engine is the
// value the model uses (NaN when it only restates it), compared exactly.
func echo(id ID, panel string, digest, engine float64, unit Unit) Row {
	return Row{ID: id, Panel: panel, Kind: Echo, Digest: digest, Engine: engine, Unit: unit, Tol: Tolerance{Abs: 1e-9}}
}

// notModelled is a row for a result the model does not produce.
func notModelled(id ID, panel string, digest float64, unit Unit) Row {
	return Row{ID: id, Panel: panel, Kind: NotReproduced, Digest: digest, Engine: nan, Unit: unit}
}

// Bool turns a yes/no figure into a row value.
func Bool(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
