package flowtable

// OffChip is what a table kept only in the DPU's memory would ask of PCIe:
// every packet an RNIC sends needs a lookup, and each lookup would cross
// from the RNIC to the DPU and back. The paper rejects this design in one
// sentence (a PCIe crossing per lookup, eight RNICs contending); this is
// the arithmetic behind it, with the round trip as the caller's choice
// (the paper gives none).
type OffChip struct {
	// LookupsPerSecond is one RNIC's packet rate at line rate: one lookup
	// per packet.
	LookupsPerSecond float64
	// DPULookupsPerSecond is the rate the DPU would serve for all RNICs.
	DPULookupsPerSecond float64
	// InFlight is the lookups one RNIC must keep outstanding to sustain
	// line rate across the round trip (Little's law: rate * round trip).
	InFlight float64
	// SlowdownVsOnChip is the round trip over the on-chip bound of 20 ns.
	SlowdownVsOnChip float64
}

// DPUOnlyLookups computes OffChip for RNICs at lineGbps sending packets
// of packetBytes, with a PCIe round trip of roundTripNs. Non-positive
// inputs give zeros.
func DPUOnlyLookups(lineGbps, packetBytes float64, rnics int, roundTripNs float64) OffChip {
	if !(lineGbps > 0) || !(packetBytes > 0) || rnics <= 0 || !(roundTripNs > 0) {
		return OffChip{}
	}
	rate := lineGbps * 1e9 / (8 * packetBytes)
	return OffChip{
		LookupsPerSecond:    rate,
		DPULookupsPerSecond: rate * float64(rnics),
		InFlight:            rate * roundTripNs * 1e-9,
		SlowdownVsOnChip:    roundTripNs / LookupBoundNs,
	}
}
