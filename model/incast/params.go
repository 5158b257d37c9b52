package incast

import (
	"math"

	"pegasus/model/credit"
	"pegasus/model/knob"
)

// Sizes of the model's units.
const (
	// KiB is the number of bytes in a kibibyte.
	KiB = 1024
	// PacketBytes is the payload of one full packet, as in the credit
	// panel: a 16 KiB batch is four packets.
	PacketBytes = credit.PacketBytes
	// MaxTotalQPs is the largest number of QPs in one run, the top of the
	// range the paper's Figure 14 tested (4 to 4,000 QPs).
	MaxTotalQPs = 4000
	// MaxTotalKiB caps the bytes of one run (256 MiB) so that any allowed
	// input finishes within the explorer's time budget.
	MaxTotalKiB = 256 << 10
	// RoCEv2WireOverheadBytes is what the wire adds to every payload of a
	// RoCEv2 packet over Ethernet with IPv4 and no options: Ethernet
	// header 14, IPv4 20, UDP 8 (IEEE 802.3 clause 3, RFC 791, RFC 768),
	// the InfiniBand base transport header 12 and the invariant CRC 4
	// (IBTA, InfiniBand Architecture Specification, Annex A17 "RoCEv2"),
	// the frame check sequence 4, the preamble and start-of-frame
	// delimiter 8 and the minimum inter-frame gap of 12 byte times (IEEE
	// 802.3 clauses 3 and 4): 82 B. It is the least any RoCEv2 sender
	// pays per packet; the model's default (the wire_overhead_b knob).
	RoCEv2WireOverheadBytes = 14 + 20 + 8 + 12 + 4 + 4 + 8 + 12
)

// Control names the congestion control the senders run.
type Control int

// The controls.
const (
	// Credit is Pegasus's receiver-granted credit scheme.
	Credit Control = iota
	// DCQCN is ECN marking at the switch, CNPs from the receiver and
	// rate control at the sender (Zhu et al., SIGCOMM 2015).
	DCQCN
)

// ControlNames lists the controls' configuration names, by Control.
var ControlNames = []string{"credit", "dcqcn"}

// String returns the control's configuration name.
func (c Control) String() string { return knob.NameOf(ControlNames, c) }

// DCQCNParams are the DCQCN parameters, at the switch (ECN marking), at
// the receiver (CNP pacing) and at the sender (rate control).
type DCQCNParams struct {
	KminKiB       float64 // queue at which ECN marking starts
	KmaxKiB       float64 // queue above which every packet is marked
	Pmax          float64 // marking probability at Kmax, in (0, 1]
	G             float64 // gain of alpha's moving average
	AlphaTimerUs  float64 // alpha decays by (1-g) each period without CNP
	RateTimerUs   float64 // period of the rate-increase timer
	ByteCounterMB float64 // bytes sent (10^6 B) per byte-counter increase event
	RaiMbps       float64 // additive increase step of the target rate
	RhaiMbps      float64 // hyper increase step of the target rate
	FastRecovery  int     // increase events spent in fast recovery (F)
	CNPIntervalUs float64 // the receiver sends at most one CNP per QP per interval
	MinRateMbps   float64 // floor of the sending rate
}

// Params are the inputs of one incast run. Build them with DefaultParams
// or FromValues and check them with Knobs().Validate.
type Params struct {
	Senders      int         // N senders, one NIC each
	QPsPerSender int         // QPs per sender, each sending one message
	SizeKiB      int         // message size of each QP
	Control      Control     // credit or DCQCN
	LineGbps     int         // line rate of every link
	LinkDelayNs  float64     // one-way delay of each link (sender-switch, switch-receiver)
	BufferKiB    int         // buffer of the receiver's egress queue
	BatchKiB     int         // credit batch: one request and one credit per batch
	Overdraft    int         // batches a QP may send ahead of its credit (1 = the paper's Eq. 2)
	JitterNs     float64     // extra credit delay, uniform in [0, JitterNs]
	OffBatches   int         // a QP holding this many unused credits sends OFF
	Seed         uint64      // seed of the ECN marks and the credit jitter
	DCQCN        DCQCNParams // the DCQCN parameters (see the presets)
	// WireOverheadBytes is what the wire adds to each packet's payload:
	// headers, CRCs, preamble and inter-frame gap. Packets take that much
	// longer on every link; the switch's buffer counts payload only.
	WireOverheadBytes int
	// Mechanism is the DCQCN implementation behaviour switched on beside
	// the DCQCN paper's algorithm (MechNone for none).
	Mechanism Mechanism
}

// TotalQPs is the number of QPs in the run.
func (p Params) TotalQPs() int { return p.Senders * p.QPsPerSender }

// TotalBytes is the number of bytes the run moves.
func (p Params) TotalBytes() int64 {
	return int64(p.TotalQPs()) * int64(p.SizeKiB) * KiB
}

// BatchBytes is the credit batch in bytes.
func (p Params) BatchBytes() int64 { return int64(p.BatchKiB) * KiB }

// RTTNs is the base round trip: data to the receiver and a credit (or
// CNP) back, four link delays, without queueing or serialization.
func (p Params) RTTNs() float64 { return 4 * p.LinkDelayNs }

// BDPBytes is the bandwidth-delay product: line rate times the base RTT.
func (p Params) BDPBytes() float64 { return p.RTTNs() * float64(p.LineGbps) / 8 }

// FreeBatches is each QP's free first window: the BDP rounded up to whole
// batches (at least one).
func (p Params) FreeBatches() int {
	return max(1, int(math.Ceil(p.BDPBytes()/float64(p.BatchBytes())-1e-9)))
}

// PacketsPerQP is the number of packets of one QP's message: full
// packets of PacketBytes and a shorter last one.
func (p Params) PacketsPerQP() int64 {
	return (int64(p.SizeKiB)*KiB + PacketBytes - 1) / PacketBytes
}

// TotalWireBytes is what the run puts on the receiver's link: every
// payload byte and every packet's wire overhead.
func (p Params) TotalWireBytes() int64 {
	return p.TotalBytes() + int64(p.TotalQPs())*p.PacketsPerQP()*int64(p.WireOverheadBytes)
}

// PayloadShare is the share of a full packet's wire bytes that is
// payload: the most goodput a line can carry, as a fraction of it.
func (p Params) PayloadShare() float64 {
	return float64(PacketBytes) / float64(PacketBytes+p.WireOverheadBytes)
}

// WireLossPct is the share of the line that full packets' headers and
// framing take, in percent: what even a perfect control loses.
func (p Params) WireLossPct() float64 { return 100 * (1 - p.PayloadShare()) }

// IdealFCTUs is the time the line needs for every wire byte of the run,
// headers and framing included: total wire bytes over line rate.
func (p Params) IdealFCTUs() float64 {
	return float64(p.TotalWireBytes()) * 8 / float64(p.LineGbps) / 1000
}

// IdealPayloadFCTUs is the time the line would need for the payload
// alone, as if packets carried no headers: total bytes over line rate.
func (p Params) IdealPayloadFCTUs() float64 {
	return float64(p.TotalBytes()) * 8 / float64(p.LineGbps) / 1000
}

// PFCHeadroomBytes is what can still arrive at one ingress port after the
// switch decides to pause it: the bytes on the wire both ways (two link
// delays at line rate) plus the packet being received, the one being sent
// and the one that crossed the threshold.
func (p Params) PFCHeadroomBytes() int64 {
	return int64(math.Ceil(2*p.LinkDelayNs*float64(p.LineGbps)/8)) + 3*PacketBytes
}

// BatchPackets is the number of packets in one credit batch.
func (p Params) BatchPackets() int64 { return (p.BatchBytes() + PacketBytes - 1) / PacketBytes }

// BatchWireBytes is one batch on the wire: its payload and its packets'
// overhead.
func (p Params) BatchWireBytes() int64 {
	return p.BatchBytes() + p.BatchPackets()*int64(p.WireOverheadBytes)
}

// PFCXoffBytes is each ingress port's pause threshold: the buffer split
// evenly over the senders, less the headroom, so that the queue can never
// exceed the buffer.
func (p Params) PFCXoffBytes() int64 {
	return int64(p.BufferKiB)*KiB/int64(p.Senders) - p.PFCHeadroomBytes()
}

// MinBufferKiB is the smallest buffer that leaves every port a pause
// threshold of at least one packet above its headroom.
func (p Params) MinBufferKiB() int {
	need := int64(p.Senders) * (p.PFCHeadroomBytes() + PacketBytes)
	return int((need + KiB - 1) / KiB)
}
