package flowtable

import "testing"

func TestAICloudFitsClassicDoesNot(t *testing.T) {
	u := Threshold(PaperWays)
	ai := Sizing(AICloudVPCEntries, PaperSlots, PaperStash, u)
	if !ai.Fits || ai.Tables != 1 || ai.Margin <= 0 {
		t.Errorf("an AI-cloud VPC: %+v", ai)
	}
	// The top of "tens of thousands" that still fits: 32K * 0.977 + 32.
	if top := Sizing(ai.Capacity, PaperSlots, PaperStash, u); !top.Fits || top.Capacity != 32038 {
		t.Errorf("capacity %+v", top)
	}
	classic := Sizing(ClassicCloudVPCEntries, PaperSlots, PaperStash, u)
	if classic.Fits || classic.Tables < 300 {
		t.Errorf("a classic-cloud VPC: %+v", classic)
	}
}

func TestReSplitDividesTheLoad(t *testing.T) {
	u := Threshold(PaperWays)
	one := ReSplit(40_000, 1, PaperSlots, PaperStash, u)
	two := ReSplit(40_000, 2, PaperSlots, PaperStash, u)
	if one.Fits || !two.Fits || two.Entries != 20_000 || two.Load >= one.Load/1.99 {
		t.Errorf("one VPC %+v, split in two %+v", one, two)
	}
	if odd := ReSplit(7, 2, 64, 0, u); odd.Entries != 4 {
		t.Errorf("7 entries in 2 VPCs: %d per table", odd.Entries)
	}
	if z := ReSplit(-3, 0, 0, -1, 2); z.Entries != 0 || z.Slots != 1 || z.Usable != 1 {
		t.Errorf("degenerate input: %+v", z)
	}
}

func TestDPUOnlyLookups(t *testing.T) {
	// 400 Gb/s of 4 KiB packets is 12.2 M lookups a second per RNIC; eight
	// RNICs ask the DPU for 97.7 M; a 1 us round trip keeps 12 in flight
	// and is 50 times the on-chip 20 ns.
	o := DPUOnlyLookups(400, 4096, 8, 1000)
	if o.LookupsPerSecond < 12.2e6 || o.LookupsPerSecond > 12.21e6 || o.DPULookupsPerSecond != 8*o.LookupsPerSecond ||
		o.InFlight < 12.2 || o.InFlight > 12.21 || o.SlowdownVsOnChip != 50 {
		t.Errorf("%+v", o)
	}
	if DPUOnlyLookups(0, 4096, 8, 1000) != (OffChip{}) || DPUOnlyLookups(400, 4096, 8, -1) != (OffChip{}) {
		t.Error("bad input gives a result")
	}
}
