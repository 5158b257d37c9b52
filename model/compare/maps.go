package compare

// MapID names one of the two maps; its title is "map.<id>.title".
type MapID string

// The maps.
const (
	// LoadBalanceMap: where load balance is fixed.
	LoadBalanceMap MapID = "lb"
	// BytesInFlightMap: how bytes in flight are bounded.
	BytesInFlightMap MapID = "bif"
)

// RegionID names a region of a map; its label is
// "region.<map>.<region>".
type RegionID string

// The load-balance regions: the four places the fix can sit.
const (
	InSoftware RegionID = "software" // the library or a controller (Meta, Astral)
	InWiring   RegionID = "wiring"   // the cabling and capacity (HPN, MegaScale)
	InCircuits RegionID = "circuits" // switched circuits (TPU v4)
	InNIC      RegionID = "nic"      // the RNIC itself (Pegasus)
)

// The bytes-in-flight regions.
const (
	// ClearToSendInLibrary: the library writes only after the receiver
	// says it is ready.
	ClearToSendInLibrary RegionID = "clear-to-send"
	// CreditsInNIC: the receiving NIC grants credits.
	CreditsInNIC RegionID = "receiver-credits"
	// AfterQueue: senders slow down only once a queue has formed and
	// signalled (ECN for DCQCN, delay for Swift), PFC behind them.
	AfterQueue RegionID = "after-queue"
	// Unplaced: the seed does not say.
	Unplaced RegionID = "not-described"
)

// Map is one map, its regions in display order, and the row of the table
// its placements rest on (a placement the explorer infers reads that
// row's cell).
type Map struct {
	ID        MapID
	Regions   []RegionID
	Dimension DimensionID
}

// Maps lists the two maps.
func Maps() []Map {
	return []Map{
		{LoadBalanceMap, []RegionID{InSoftware, InWiring, InCircuits, InNIC}, LoadBalance},
		{BytesInFlightMap, []RegionID{ClearToSendInLibrary, CreditsInNIC, AfterQueue, Unplaced}, CC},
	}
}

// Basis says why a system sits where it does; its label is
// "basis.<id>".
type Basis string

// The bases.
const (
	// Stated: the seed places the system there in so many words.
	Stated Basis = "stated"
	// Inferred: the explorer's reading of the seed's table row.
	Inferred Basis = "inferred"
)

// Placement puts a system in a region of a map.
type Placement struct {
	System SystemID
	Region RegionID
	Basis  Basis
}

// place is where a system sits on one map, and why.
type place struct {
	region RegionID
	basis  Basis
}

// systemPlaces is where one system sits on each of the two maps.
type systemPlaces struct {
	system                     SystemID
	loadBalance, bytesInFlight place
}

// places lists each system's place on both maps, in Systems() order.
//
// Load balance, Chapter 13's axis (c): Meta in software, HPN in wiring,
// TPU v4 in circuits; Pegasus adds the NIC. Astral steers source ports
// from a controller (software); MegaScale buys twice the uplinks (wiring)
// and places ranks.
//
// Bytes in flight: Pegasus moves Meta's clear-to-send from the library
// into the NIC as receiver credits. Astral (DCQCN + PFC) and MegaScale
// (Swift delay + DCQCN ECN) react to a queue. HPN's RoCEv2 over PFC is not
// detailed; TPU v4's congestion control is not given.
func places() []systemPlaces {
	return []systemPlaces{
		{Pegasus, place{InNIC, Stated}, place{CreditsInNIC, Stated}},
		{Astral, place{InSoftware, Inferred}, place{AfterQueue, Inferred}},
		{HPN, place{InWiring, Stated}, place{Unplaced, Stated}},
		{MegaScale, place{InWiring, Inferred}, place{AfterQueue, Inferred}},
		{Meta, place{InSoftware, Stated}, place{ClearToSendInLibrary, Stated}},
		{TPUv4, place{InCircuits, Stated}, place{Unplaced, Stated}},
	}
}

// Placements lists where each system sits on a map; every system appears
// once on each map, in Systems() order. An unknown map has none.
func Placements(m MapID) []Placement {
	if m != LoadBalanceMap && m != BytesInFlightMap {
		return nil
	}
	var out []Placement
	for _, r := range places() {
		at := r.loadBalance
		if m == BytesInFlightMap {
			at = r.bytesInFlight
		}
		out = append(out, Placement{System: r.system, Region: at.region, Basis: at.basis})
	}
	return out
}

// TitleKey is the content key of a map's title: "map.lb.title".
func TitleKey(m MapID) string { return "map." + string(m) + ".title" }

// RegionKey is the content key of a region's label: "region.lb.nic".
func RegionKey(m MapID, r RegionID) string { return "region." + string(m) + "." + string(r) }

// BasisKey is the content key of a basis label: "basis.stated".
func BasisKey(b Basis) string { return "basis." + string(b) }
