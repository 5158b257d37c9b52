package flowtable

import "math"

// Sizes the digest contrasts: a VPC of an AI cloud needs tens of thousands
// of entries, one of a classic cloud tens of millions. The constants take
// the low end of each decade the digest names.
const (
	// AICloudVPCEntries is "tens of thousands" at its low end.
	AICloudVPCEntries = 10_000
	// ClassicCloudVPCEntries is "tens of millions" at its low end.
	ClassicCloudVPCEntries = 10_000_000
)

// Fit says whether a set of entries fits one table.
type Fit struct {
	Entries int     // entries the table must hold
	Slots   int     // the table's slots
	Stash   int     // the table's stash
	Load    float64 // Entries / Slots
	// Usable is the load the table can be filled to (Threshold(ways) for
	// the asymptotic bound, or a measured overflow load).
	Usable float64
	// Capacity is floor(Usable * Slots) + Stash: the entries that fit.
	Capacity int
	Fits     bool // Entries <= Capacity
	// Margin is Usable - Load: how far below the cliff the table sits.
	Margin float64
	// Tables is how many tables of this size the entries need.
	Tables int
}

// Sizing checks entries against a table of slots with a stash, usable up
// to the load usable (in (0, 1]); entries and slots must be positive.
func Sizing(entries, slots, stash int, usable float64) Fit {
	slots = max(slots, 1)
	entries = max(entries, 0)
	usable = math.Max(0, math.Min(usable, 1))
	capacity := int(math.Floor(usable*float64(slots))) + max(stash, 0)
	f := Fit{
		Entries: entries, Slots: slots, Stash: stash, Usable: usable, Capacity: capacity,
		Load: float64(entries) / float64(slots), Fits: entries <= capacity,
	}
	f.Margin = usable - f.Load
	if capacity > 0 {
		f.Tables = (entries + capacity - 1) / capacity
	}
	return f
}

// ReSplit is Sizing after a VPC of entries is split into k VPCs (k >= 1)
// of equal share: each RNIC's table then holds only its own VPC's
// entries, ceil(entries / k), so the load falls k-fold and the table sits
// further below its threshold, where a stash is rarely touched.
func ReSplit(entries, k, slots, stash int, usable float64) Fit {
	k = max(k, 1)
	return Sizing((max(entries, 0)+k-1)/k, slots, stash, usable)
}
