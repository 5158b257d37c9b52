package flowtable

import "encoding/binary"

// The encapsulation a hit adds, in bytes: an outer Ethernet header without
// a VLAN tag, an outer IPv4 header without options, a UDP header and the
// VXLAN header (RFC 7348). The tenant never sees them: the RNIC adds them
// on the way out and the receiving RNIC strips them.
const (
	OuterEthernetBytes = 14
	OuterIPv4Bytes     = 20
	OuterUDPBytes      = 8
	VXLANBytes         = 8
	// EncapBytes is the whole header: 14 + 20 + 8 + 8 = 50 bytes.
	EncapBytes = OuterEthernetBytes + OuterIPv4Bytes + OuterUDPBytes + VXLANBytes
	// VXLANPort is the IANA UDP destination port of VXLAN.
	VXLANPort = 4789
	// LookupBoundNs is the digest's bound on lookup plus translation.
	LookupBoundNs = 20
)

// Tunnel is what a hit yields and the local end adds: the underlay
// addresses of both RNICs and the next hop's MAC address.
type Tunnel struct {
	VNI         uint32 // the VPC's 24-bit VXLAN network identifier
	SrcIP       uint32 // this RNIC's underlay IPv4 address
	DstIP       uint32 // the peer RNIC's underlay address (the table's value)
	SrcMAC      [6]byte
	NextHopMAC  [6]byte // the ToR's MAC address
	SourcePort  uint16  // outer UDP source port; Pegasus writes a new one per packet to spray
	TTL         uint8
	InnerLength int // bytes of the tenant's frame (its Ethernet header included)
}

// HeaderField names one field of the encapsulation, for display.
type HeaderField struct {
	Layer  string // "ethernet", "ipv4", "udp" or "vxlan"
	Name   string // the field, in snake case ("dst_mac")
	Offset int    // first byte within the 50
	Len    int    // bytes
}

// EncapFields lays out the 50 bytes, in wire order.
var EncapFields = []HeaderField{
	{"ethernet", "dst_mac", 0, 6}, {"ethernet", "src_mac", 6, 6}, {"ethernet", "ethertype", 12, 2},
	{"ipv4", "version_ihl", 14, 1}, {"ipv4", "dscp_ecn", 15, 1}, {"ipv4", "total_length", 16, 2},
	{"ipv4", "identification", 18, 2}, {"ipv4", "flags_fragment", 20, 2}, {"ipv4", "ttl", 22, 1},
	{"ipv4", "protocol", 23, 1}, {"ipv4", "checksum", 24, 2}, {"ipv4", "src_ip", 26, 4}, {"ipv4", "dst_ip", 30, 4},
	{"udp", "src_port", 34, 2}, {"udp", "dst_port", 36, 2}, {"udp", "length", 38, 2}, {"udp", "checksum", 40, 2},
	{"vxlan", "flags", 42, 1}, {"vxlan", "reserved", 43, 3}, {"vxlan", "vni", 46, 3}, {"vxlan", "reserved2", 49, 1},
}

// Encap builds the 50 bytes a hit puts in front of the tenant's frame. The
// IPv4 checksum is computed; the UDP checksum is zero, as VXLAN over IPv4
// allows.
func Encap(t Tunnel) [EncapBytes]byte {
	var h [EncapBytes]byte
	copy(h[0:6], t.NextHopMAC[:])
	copy(h[6:12], t.SrcMAC[:])
	binary.BigEndian.PutUint16(h[12:], 0x0800)
	ip := h[14:34]
	ip[0] = 0x45 // version 4, five 32-bit words
	binary.BigEndian.PutUint16(ip[2:], uint16(OuterIPv4Bytes+OuterUDPBytes+VXLANBytes+t.InnerLength))
	binary.BigEndian.PutUint16(ip[6:], 0x4000) // don't fragment
	ip[8] = t.TTL
	ip[9] = 17 // UDP
	binary.BigEndian.PutUint32(ip[12:], t.SrcIP)
	binary.BigEndian.PutUint32(ip[16:], t.DstIP)
	binary.BigEndian.PutUint16(ip[10:], ipv4Checksum(ip))
	udp := h[34:42]
	binary.BigEndian.PutUint16(udp[0:], t.SourcePort)
	binary.BigEndian.PutUint16(udp[2:], VXLANPort)
	binary.BigEndian.PutUint16(udp[4:], uint16(OuterUDPBytes+VXLANBytes+t.InnerLength))
	h[42] = 0x08 // I flag: the VNI is valid
	h[46], h[47], h[48] = byte(t.VNI>>16), byte(t.VNI>>8), byte(t.VNI)
	return h
}

// ipv4Checksum is the one's-complement sum of the header's 16-bit words
// with the checksum field taken as zero.
func ipv4Checksum(hdr []byte) uint16 {
	var sum uint32
	for i := 0; i+1 < len(hdr); i += 2 {
		if i == 10 {
			continue
		}
		sum += uint32(binary.BigEndian.Uint16(hdr[i:]))
	}
	for sum>>16 != 0 {
		sum = sum&0xffff + sum>>16
	}
	return ^uint16(sum)
}

// Action is what the RNIC does with a tenant's packet after the lookup.
type Action int

// The actions.
const (
	// Encapsulate: a hit; the packet leaves with the 50-byte header.
	Encapsulate Action = iota
	// Drop: a miss; the packet is dropped in the RNIC, before it reaches
	// the switch, so a tenant cannot reach an address outside its VPC.
	Drop
)

// Verdict is the outcome of one lookup.
type Verdict struct {
	Action  Action
	Cell    int  // where the key was found (-1 on a miss)
	InStash bool // found in the stash, after the ways
	// AddedBytes is what the packet grows by on the wire (EncapBytes on a
	// hit, 0 on a miss).
	AddedBytes int
	// BoundNs is the digest's bound on lookup plus translation.
	BoundNs float64
}

// Forward looks a tenant's destination up in t: the RNIC's decision for
// one outgoing packet.
func Forward(t *Table, vni, overlayIP uint32) Verdict {
	c, ok := t.Find(Key(vni, overlayIP))
	if !ok {
		return Verdict{Action: Drop, Cell: -1, BoundNs: LookupBoundNs}
	}
	return Verdict{Action: Encapsulate, Cell: c, InStash: c >= t.Slots(), AddedBytes: EncapBytes, BoundNs: LookupBoundNs}
}

// WireEfficiency is the share of the wire a tenant's frame of inner bytes
// keeps after encapsulation: inner / (inner + 50).
func WireEfficiency(inner int) float64 {
	if inner <= 0 {
		return 0
	}
	return float64(inner) / float64(inner+EncapBytes)
}
