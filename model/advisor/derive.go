package advisor

// Derived are the numbers the rules compare, computed from the inputs; the
// UI shows them beside the verdicts.
type Derived struct {
	// BDPBytes is the bandwidth-delay product: line rate x RTT.
	BDPBytes float64
	// ReactionBurstBytes is what an N-to-1 incast piles up at the
	// receiver's switch port during one round trip, (N - 1) x BDP: the
	// least a scheme that reacts to a queue must hold, since no sender
	// can hear of the queue sooner.
	ReactionBurstBytes float64
	// PortBufferBytes is one port's share of the switch buffer, evenly
	// split (a shared buffer can lend a hot port more; this is the
	// share it can count on).
	PortBufferBytes float64
	// BufferHeadroom is PortBufferBytes / ReactionBurstBytes: at least 1
	// when the port holds one round trip of incast.
	BufferHeadroom float64
	// CreditQueueBytes is the queue receiver credits leave once the free
	// first window is spent: every sender one overdraft batch ahead.
	CreditQueueBytes float64
	// DPUPerNICExtraW is the power a DPU per RNIC adds over plain RNICs:
	// NICs x (DPU - CX7).
	DPUPerNICExtraW float64
	// SplitExtraW is the power one DPU with managed RNICs adds over plain
	// RNICs: DPU + NICs x (RNIC - CX7).
	SplitExtraW float64
	// DPUPerNICSharePct and SplitSharePct are those powers as a share of
	// the server's power budget, %.
	DPUPerNICSharePct, SplitSharePct float64
	// SplitSavingW is what the split design saves against a DPU per RNIC.
	SplitSavingW float64
	// TrafficOverController is how many controller periods a traffic
	// pattern lasts: TrafficChangeS / ControllerS.
	TrafficOverController float64
	// ReceiverStateBytes is the spraying receiver's bitmap state for all
	// the RNIC's QPs: QPs x 80 B.
	ReceiverStateBytes float64
}

// Derive computes the numbers behind the rules. For inputs that pass
// Knobs().Validate every field is finite.
func Derive(in Inputs) Derived {
	var d Derived
	// 1 Gb/s for 1 us is 1,000 bits = 125 bytes.
	d.BDPBytes = in.LinkGbps * in.RTTUs * 125
	d.ReactionBurstBytes = float64(in.IncastSenders-1) * d.BDPBytes
	if in.SwitchPorts > 0 {
		d.PortBufferBytes = in.SwitchBufferMB * 1e6 / float64(in.SwitchPorts)
	}
	if d.ReactionBurstBytes > 0 {
		d.BufferHeadroom = d.PortBufferBytes / d.ReactionBurstBytes
	}
	d.CreditQueueBytes = float64(in.IncastSenders * CreditOverdraftBatches * CreditBatchBytes)
	n := float64(in.NICsPerServer)
	d.DPUPerNICExtraW = n * (in.DPUW - in.CX7W)
	d.SplitExtraW = in.DPUW + n*(in.RNICW-in.CX7W)
	if in.PowerBudgetKW > 0 {
		d.DPUPerNICSharePct = 100 * d.DPUPerNICExtraW / (in.PowerBudgetKW * 1000)
		d.SplitSharePct = 100 * d.SplitExtraW / (in.PowerBudgetKW * 1000)
	}
	d.SplitSavingW = d.DPUPerNICExtraW - d.SplitExtraW
	if in.ControllerS > 0 {
		d.TrafficOverController = in.TrafficChangeS / in.ControllerS
	}
	d.ReceiverStateBytes = float64(in.QPsPerNIC) * BitmapBytesPerQP
	return d
}

// DerivedRow is one derived number, for display and in the report's
// "derived" part: its label is the section "derived.<key>" of
// advisor.md.
type DerivedRow struct {
	Key   string  `json:"key"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit"` // "B", "W", "%", "x" (a ratio)
}

// Rows lists the derived numbers in display order.
func (d Derived) Rows() []DerivedRow {
	return []DerivedRow{
		{"bdp", d.BDPBytes, "B"},
		{"reaction_burst", d.ReactionBurstBytes, "B"},
		{"port_buffer", d.PortBufferBytes, "B"},
		{"buffer_headroom", d.BufferHeadroom, "x"},
		{"credit_queue", d.CreditQueueBytes, "B"},
		{"traffic_over_controller", d.TrafficOverController, "x"},
		{"receiver_state", d.ReceiverStateBytes, "B"},
		{"dpu_per_nic_extra", d.DPUPerNICExtraW, "W"},
		{"dpu_per_nic_share", d.DPUPerNICSharePct, "%"},
		{"split_extra", d.SplitExtraW, "W"},
		{"split_share", d.SplitSharePct, "%"},
		{"split_saving", d.SplitSavingW, "W"},
	}
}
