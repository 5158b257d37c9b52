package flowtable

import (
	"encoding/binary"
	"fmt"
	"strings"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// The lookup page's packet and the off-chip arithmetic: a RoCEv2 frame
// of 4,096 B of payload (14 B Ethernet, 20 B IPv4, 8 B UDP, 12 B BTH and
// 4 B ICRC around it), at the P-RNIC's 2 x 200 Gb/s, and a PCIe round
// trip the paper does not give (the model's choice).
const (
	innerFrameBytes = 4154
	lineGbps        = 400
	pcieRoundTripNs = 1000
	otherVNI        = vpcVNI + 1 // another tenant's VPC
)

// packetKind is what a lookup finds.
type packetKind int

const (
	hitWay packetKind = iota
	hitStash
	miss
)

// lookupPacket is one packet the page sends: its destination and what
// the table should do with it.
type lookupPacket struct {
	vni, ip uint32
	kind    packetKind
}

// lookupPackets are the packets the page cycles through: a hit in a way,
// a hit in the stash (when a key sits there) and a miss (the first
// address in another tenant's VPC).
func lookupPackets(t *ft.Table) []lookupPacket {
	var out []lookupPacket
	for i := min(7, max(0, t.Len()-1)); i < t.Len(); i++ {
		if c, ok := t.Find(vpcEntry(i).Key); ok && c < t.Slots() {
			out = append(out, lookupPacket{vni: vpcVNI, ip: overlayBase + uint32(i), kind: hitWay})
			break
		}
	}
	for c := t.Slots(); c < t.Cells(); c++ {
		if e, used := t.Cell(c); used {
			vni, ip := ft.SplitKey(e.Key)
			out = append(out, lookupPacket{vni: vni, ip: ip, kind: hitStash})
			break
		}
	}
	return append(out, lookupPacket{vni: otherVNI, ip: overlayBase + 7, kind: miss})
}

// ipString writes an IPv4 address in dotted form.
func ipString(a uint32) string {
	return fmt.Sprintf("%d.%d.%d.%d", a>>24, a>>16&0xff, a>>8&0xff, a&0xff)
}

// lookupPage sends the current packet through the table: its candidate
// slots, the stash, the verdict, and on a hit the 50 bytes it gains; then
// what a table kept only in the DPU would ask of PCIe.
func (p *Panel) lookupPage(w int) []string {
	s, c := p.Styles, p.Text.Flow
	out := p.pageHead(c.LookupTitle, w, groupCuckoo)
	sw := p.currentSweep()
	if sw == nil {
		return append(out, p.Computing()...)
	}
	t := sw.table
	out = append(out, p.plain(fmt.Sprintf(c.LookupTableFmt, i18n.Int(t.Len()), pct(t.Load(), 2), t.StashLen()), w)...)
	out = append(out, "")
	pkts := lookupPackets(t)
	n := p.packet % len(pkts)
	pk := pkts[n]
	out = append(out, kit.Lines(fmt.Sprintf(c.PacketFmt, n+1, len(pkts), ipString(pk.ip), pk.vni), w, s.Value.Render)...)
	out = append(out, p.candidateLines(t, pk, w)...)
	key := ft.Key(pk.vni, pk.ip)
	v := ft.Forward(t, pk.vni, pk.ip)
	if v.Action == ft.Drop {
		out = append(out, kit.Prose(c.MissText, w, s.Bad.Render)...)
	} else {
		where := fmt.Sprintf(c.WhereBankFmt, v.Cell/(t.Slots()/t.Ways())+1)
		if v.InStash {
			where = c.WhereStash
		}
		dst, _ := t.Lookup(key)
		out = append(out, kit.Prose(fmt.Sprintf(c.HitFmt, where, ipString(uint32(dst)), v.AddedBytes, i18n.Int(innerFrameBytes),
			pct(ft.WireEfficiency(innerFrameBytes), 1), int(v.BoundNs)), w, s.Good.Render)...)
		out = append(out, "")
		out = append(out, p.headerLines(encapFor(pk, uint32(dst), n), w)...)
	}
	out = append(out, p.muted(c.LookupKeys, w)...)
	out = append(out, "")
	return append(out, p.offChipLines(w)...)
}

// shownHeader is the encapsulation of the packet on screen or, on a
// miss, of the first packet that hits.
func (p *Panel) shownHeader() ([ft.EncapBytes]byte, bool) {
	sw := p.currentSweep()
	if sw == nil {
		return [ft.EncapBytes]byte{}, false
	}
	pkts := lookupPackets(sw.table)
	n := p.packet % len(pkts)
	if pkts[n].kind == miss {
		n = 0
	}
	pk := pkts[n]
	dst, ok := sw.table.Lookup(ft.Key(pk.vni, pk.ip))
	return encapFor(pk, uint32(dst), n), ok
}

// candidateLines show the key's slot in every bank, checked in parallel,
// then the stash.
func (p *Panel) candidateLines(t *ft.Table, pk lookupPacket, w int) []string {
	s, c := p.Styles, p.Text.Flow
	key := ft.Key(pk.vni, pk.ip)
	out := kit.Lines(c.CandidatesHeading, w, s.Text.Render)
	bank := t.Slots() / t.Ways()
	for b, slot := range t.Candidates(nil, key) {
		what := c.CandEmpty
		if e, used := t.Cell(slot); used {
			what = c.CandOther
			if e.Key == key {
				what = c.CandHere
			}
		}
		out = append(out, kit.Lines("  "+fmt.Sprintf(c.CandidateFmt, b+1, i18n.Int(slot-b*bank), what), w, s.Text.Render)...)
	}
	stash := c.StashAbsent
	switch {
	case t.StashSize() == 0:
		stash = c.StashNone
	case pk.kind == hitStash:
		if cell, ok := t.Find(key); ok {
			stash = fmt.Sprintf(c.StashHitFmt, cell-t.Slots()+1, t.StashSize())
		}
	}
	return append(out, kit.Lines("  "+stash, w, s.Text.Render)...)
}

// encapFor is the header a hit adds to packet number n: from this RNIC
// (the VPC's first address) to the destination's underlay address, with a
// new UDP source port for every packet, as spraying writes one.
func encapFor(pk lookupPacket, dst uint32, n int) [ft.EncapBytes]byte {
	return ft.Encap(ft.Tunnel{
		VNI: pk.vni, SrcIP: uint32(vpcEntry(0).Value), DstIP: dst,
		SrcMAC: [6]byte{0x02, 0x00, 0x64, 0x40, 0x00, 0x01}, NextHopMAC: [6]byte{0x02, 0x00, 0x00, 0x00, 0xfe, 0x01},
		SourcePort: uint16(49152 + n), TTL: 64, InnerLength: innerFrameBytes,
	})
}

// headerLines lay the 50 bytes out layer by layer, field by field: the
// bytes each field takes, its name and its value.
func (p *Panel) headerLines(h [ft.EncapBytes]byte, w int) []string {
	s, c := p.Styles, p.Text.Flow
	out := p.heading(fmt.Sprintf(c.HeaderHeadingFmt, ft.EncapBytes), w)
	rows := [][]string{{c.ColBytes, c.ColField, c.ColValue}}
	styles := []func(...string) string{s.Muted.Render}
	layer := ""
	for _, f := range ft.EncapFields {
		if f.Layer != layer {
			layer = f.Layer
			rows = append(rows, []string{"", p.layerName(layer)})
			styles = append(styles, s.Accent.Render)
		}
		rows = append(rows, []string{byteRange(f), c.Fields[f.Name], fieldValue(f, h[f.Offset:f.Offset+f.Len])})
		styles = append(styles, s.Text.Render)
	}
	lines := kit.FitTable(rows, 2, w, 0)
	for i, l := range lines {
		style := s.Text.Render
		if len(lines) == len(rows) { // not split: each line is its row
			style = styles[i]
		}
		out = append(out, style(l))
	}
	return out
}

// layerName names a layer of the encapsulation with its size.
func (p *Panel) layerName(layer string) string {
	c := p.Text.Flow
	switch layer {
	case "ipv4":
		return fmt.Sprintf(c.LayerFmt, c.LayerIPv4, ft.OuterIPv4Bytes)
	case "udp":
		return fmt.Sprintf(c.LayerFmt, c.LayerUDP, ft.OuterUDPBytes)
	case "vxlan":
		return fmt.Sprintf(c.LayerFmt, c.LayerVXLAN, ft.VXLANBytes)
	}
	return fmt.Sprintf(c.LayerFmt, c.LayerEthernet, ft.OuterEthernetBytes)
}

// byteRange is the bytes a field takes, counted from 0: "0-5", or "22".
func byteRange(f ft.HeaderField) string {
	if f.Len == 1 {
		return fmt.Sprint(f.Offset)
	}
	return fmt.Sprintf("%d-%d", f.Offset, f.Offset+f.Len-1)
}

// fieldValue writes a field's bytes as a reader would: addresses in their
// usual form, ports, lengths and counts in decimal, flags in hex.
func fieldValue(f ft.HeaderField, b []byte) string {
	switch f.Name {
	case "dst_mac", "src_mac":
		parts := make([]string, len(b))
		for i, x := range b {
			parts[i] = fmt.Sprintf("%02x", x)
		}
		return strings.Join(parts, ":")
	case "src_ip", "dst_ip":
		return ipString(binary.BigEndian.Uint32(b))
	case "total_length", "src_port", "dst_port", "length":
		// Header fields as packet tools print them: no digit grouping.
		return fmt.Sprint(binary.BigEndian.Uint16(b))
	case "ttl", "protocol":
		return fmt.Sprint(b[0])
	case "vni":
		return fmt.Sprint(int(b[0])<<16 | int(b[1])<<8 | int(b[2]))
	}
	return fmt.Sprintf("0x%x", b)
}

// offChipLines are the arithmetic behind rejecting a table kept only in
// the DPU's memory.
func (p *Panel) offChipLines(w int) []string {
	c := p.Text.Flow
	rnics := p.valid.TwoLevel.RNICs
	o := ft.DPUOnlyLookups(lineGbps, innerFrameBytes+ft.EncapBytes, rnics, pcieRoundTripNs)
	out := p.heading(c.OffChipHeading, w)
	return append(out, p.plain(fmt.Sprintf(c.OffChipFmt, i18n.Int(lineGbps), i18n.Int(innerFrameBytes+ft.EncapBytes),
		i18n.Number(o.LookupsPerSecond/1e6, 1), i18n.Number(o.DPULookupsPerSecond/1e6, 1), rnics,
		i18n.DurationWith(pcieRoundTripNs, p.Styles.Glyphs.Micro), i18n.Number(o.InFlight, 1),
		i18n.Number(o.SlowdownVsOnChip, 0), ft.LookupBoundNs), w)...)
}
