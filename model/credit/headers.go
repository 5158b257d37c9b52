package credit

// HeaderBytes itemises what a RoCEv2 packet carried in VXLAN adds to each
// 4096-byte payload on the wire. Each packet carries its own RETH (virtual
// address, rkey, length) so it can be placed directly on arrival.
type HeaderBytes struct {
	InnerEthernet int // tenant Ethernet header
	InnerIPv4     int // tenant IPv4 header
	InnerUDP      int // RoCEv2 UDP header (port 4791)
	BTH           int // InfiniBand base transport header
	RETH          int // RDMA extended transport header
	ICRC          int // invariant CRC
	OuterEthernet int // underlay Ethernet header added by VXLAN
	OuterIPv4     int // underlay IPv4 header
	OuterUDP      int // underlay UDP header
	VXLAN         int // VXLAN header
	FCS           int // frame check sequence of the outer frame
	Preamble      int // preamble and start-of-frame delimiter
	InterFrameGap int // minimum idle between frames
}

// StandardHeaders returns the header sizes of RoCEv2 over IPv4 in VXLAN.
func StandardHeaders() HeaderBytes {
	return HeaderBytes{
		InnerEthernet: 14, InnerIPv4: 20, InnerUDP: 8, BTH: 12, RETH: 16, ICRC: 4,
		OuterEthernet: 14, OuterIPv4: 20, OuterUDP: 8, VXLAN: 8, FCS: 4,
		Preamble: 8, InterFrameGap: 12,
	}
}

// RoCE is the RoCEv2 part: inner headers and ICRC.
func (h HeaderBytes) RoCE() int {
	return h.InnerEthernet + h.InnerIPv4 + h.InnerUDP + h.BTH + h.RETH + h.ICRC
}

// Encap is the VXLAN encapsulation: outer headers and FCS.
func (h HeaderBytes) Encap() int {
	return h.OuterEthernet + h.OuterIPv4 + h.OuterUDP + h.VXLAN + h.FCS
}

// Framing is the Ethernet preamble and inter-frame gap.
func (h HeaderBytes) Framing() int { return h.Preamble + h.InterFrameGap }

// Total is every byte added to one packet's payload on the wire.
func (h HeaderBytes) Total() int { return h.RoCE() + h.Encap() + h.Framing() }

// PayloadShare is the fraction of wire bytes that are tenant payload.
func (h HeaderBytes) PayloadShare() float64 {
	return float64(PacketBytes) / float64(PacketBytes+h.Total())
}

// GoodputGbps converts a wire rate into payload rate.
func (h HeaderBytes) GoodputGbps(wireGbps float64) float64 {
	return wireGbps * h.PayloadShare()
}
