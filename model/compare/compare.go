// Package compare holds, as plain data, how the seed sets Pegasus beside
// the systems it discusses: Astral, HPN, MegaScale, Meta's RoCE network and
// TPU v4. Each cell of the table records whether the seed gives the fact or
// does not describe it; the cell's text lives in the content document
// compare.md, under the keys this package names. Two small maps place the
// systems by where load balance is fixed and how bytes in flight are
// bounded.
package compare

import "slices"

// SystemID names a system; its display name is "system.<id>".
type SystemID string

// The systems, in the table's column order.
const (
	Pegasus   SystemID = "pegasus"
	Astral    SystemID = "astral"
	HPN       SystemID = "hpn"
	MegaScale SystemID = "megascale"
	Meta      SystemID = "meta"
	TPUv4     SystemID = "tpuv4"
)

// Systems lists the systems in column order.
func Systems() []SystemID { return []SystemID{Pegasus, Astral, HPN, MegaScale, Meta, TPUv4} }

// DimensionID names a row of the table; its display name is
// "dimension.<id>".
type DimensionID string

// The dimensions, in row order.
const (
	// Library: who owns the collective library.
	Library DimensionID = "library"
	// LoadBalance: how traffic is spread over paths.
	LoadBalance DimensionID = "loadbalance"
	// CC: congestion control.
	CC DimensionID = "cc"
	// Topology: the fabric's shape and size.
	Topology DimensionID = "topology"
	// Tenancy: what the design assumes about who shares the hosts.
	Tenancy DimensionID = "tenancy"
)

// Dimensions lists the dimensions in row order.
func Dimensions() []DimensionID { return []DimensionID{Library, LoadBalance, CC, Topology, Tenancy} }

// Source says whether the seed gives a cell's fact; its label is
// "source.<id>".
type Source string

// The sources.
const (
	// Given: the seed states it.
	Given Source = "given"
	// NotDescribed: the seed does not describe it; the cell says so.
	NotDescribed Source = "not-described"
)

// notDescribed lists the cells the seed leaves open. Pegasus's topology:
// the paper gives no tiers, oversubscription, switch model or buffer sizes.
// Meta: the seed names only its QP scaling and clear-to-send. TPU v4: only
// that load balance is fixed in circuits, under the single-owner
// assumption of Chapter 13's answers.
var notDescribed = []struct {
	s SystemID
	d DimensionID
}{
	{Pegasus, Topology},
	{Meta, Topology},
	{TPUv4, Library},
	{TPUv4, CC},
	{TPUv4, Topology},
}

// Cell says whether the seed gives the fact of one cell. An unknown system
// or dimension is NotDescribed.
func Cell(s SystemID, d DimensionID) Source {
	if !slices.Contains(Systems(), s) || !slices.Contains(Dimensions(), d) {
		return NotDescribed
	}
	for _, c := range notDescribed {
		if c.s == s && c.d == d {
			return NotDescribed
		}
	}
	return Given
}

// CellKey is the content key of a cell's text: "cell.pegasus.cc".
func CellKey(s SystemID, d DimensionID) string { return "cell." + string(s) + "." + string(d) }

// SystemKey is the content key of a system's name: "system.pegasus".
func SystemKey(s SystemID) string { return "system." + string(s) }

// DimensionKey is the content key of a dimension's name: "dimension.cc".
func DimensionKey(d DimensionID) string { return "dimension." + string(d) }

// SourceKey is the content key of a source's label: "source.given".
func SourceKey(s Source) string { return "source." + string(s) }
