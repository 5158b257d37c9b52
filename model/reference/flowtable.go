package reference

import (
	"math"

	"pegasus/model/csr"
	"pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
)

// Units of the flow-table rows that reference.go does not list.
const ()

// The flow-table figures.
const (
	FlowThreshold4Way      ID = "flowtable.threshold_4way"
	FlowAIVPCFits          ID = "flowtable.ai_vpc_fits"
	FlowClassicVPCFits     ID = "flowtable.classic_vpc_fits"
	FlowUpdateStateMachine ID = "flowtable.update_state_machine_s"
	FlowUpdateEveryCommand ID = "flowtable.update_every_command_s"
	FlowCalibratedFits     ID = "flowtable.calibrated_update_fits"
	FlowLargestTaskUpdate  ID = "flowtable.largest_task_update_s"
	FlowFaultsAgree        ID = "flowtable.faults_replay_to_agreement"
)

// FlowFaults is the fault script of the agreement row: a channel drop, an
// RNIC restart and a DPU crash, each in the middle of an update.
var FlowFaults = []twolevel.ScheduledFault{
	{AtEvent: 100, Fault: twolevel.Fault{Kind: twolevel.DropChannel, RNIC: 2}},
	{AtEvent: 400, Fault: twolevel.Fault{Kind: twolevel.RestartRNIC, RNIC: 5}},
	{AtEvent: 900, Fault: twolevel.Fault{Kind: twolevel.CrashDPU}},
}

// Flow returns the flow-table rows.
//
//   - threshold_4way: the digest prints no threshold. The row sets the
//     mean overflow load of the default sweep (4 ways, 32K slots, a
//     32-entry stash, 1,000 kicks, 20 fills) beside the literature's c*_4
//     (flowtable.Threshold), in percent; the Digest column holds that
//     literature value. 0.5 points allows for the finite table and move
//     limit (measured 0.13 below).
//   - ai_vpc_fits and classic_vpc_fits: "tens of thousands" (10,000) fits
//     the 32K table below c*_4; "tens of millions" (10,000,000) does not.
//   - update_state_machine_s and update_every_command_s: the digest's
//     3.54 s -> 1.5 s. Both are calibrated: the update's size (23,438
//     entries of 32 B per RNIC, 8 RNICs) is solved for 1.5 s, and the
//     check's time (2.72 us) for 3.54 s (see csr.Calibrate).
//   - calibrated_update_fits: the calibrated update fits one RNIC table.
//   - largest_task_update_s: the scale view's largest task (2,400 GPUs,
//     with the model's 10 entries per GPU) builds its VPC in 1.536 s with
//     the state machine, beside the digest's 1.5 s: two model choices
//     that agree, not evidence.
//   - faults_replay_to_agreement: after a channel drop, an RNIC restart
//     and a DPU crash mid-update, the log replays to a state where the DPU
//     and every RNIC agree.
func Flow() []Row {
	c4 := flowtable.Threshold(flowtable.PaperWays)
	overflow := math.NaN()
	if s, err := flowtable.Sweep(flowtable.DefaultParams()); err == nil {
		overflow = s.Overflow.Mean
	}
	fits := func(entries int) float64 {
		return Bool(flowtable.Sizing(entries, flowtable.PaperSlots, flowtable.PaperStash, c4).Fits)
	}
	before, after := math.NaN(), math.NaN()
	if r, err := csr.PushTime(csr.DefaultParams()); err == nil {
		before, after = r.SecondsCheckEveryCommand, r.SecondsStateMachine
	}
	cal := csr.Calibrate(csr.ModelEntryBytes, csr.PaperRNICs, csr.ModelAccessBytes, csr.PaperMBps)
	largest := math.NaN()
	if v, err := csr.Scale(csr.DefaultScaleParams()); err == nil {
		largest = v.Points[0].LargestStateMachineS
	}
	agree := math.NaN()
	if tr, err := twolevel.Run(twolevel.DefaultParams(), FlowFaults); err == nil {
		agree = Bool(tr.Agreement.Agree())
	}
	return []Row{
		{ID: FlowThreshold4Way, Panel: PanelFlow, Kind: Consistency, Digest: 100 * c4, Engine: 100 * overflow, Unit: Percent, Tol: Tolerance{Abs: 0.5}},
		{ID: FlowAIVPCFits, Panel: PanelFlow, Kind: Consistency, Digest: Bool(true), Engine: fits(flowtable.AICloudVPCEntries), Unit: YesNo},
		{ID: FlowClassicVPCFits, Panel: PanelFlow, Kind: Consistency, Digest: Bool(false), Engine: fits(flowtable.ClassicCloudVPCEntries), Unit: YesNo},
		{ID: FlowUpdateStateMachine, Panel: PanelFlow, Kind: Calibrated, Digest: csr.ProductionAfterS, Engine: after, Unit: Seconds, Tol: Tolerance{Rel: 0.005}},
		{ID: FlowUpdateEveryCommand, Panel: PanelFlow, Kind: Calibrated, Digest: csr.ProductionBeforeS, Engine: before, Unit: Seconds, Tol: Tolerance{Rel: 0.005}},
		{ID: FlowCalibratedFits, Panel: PanelFlow, Kind: Consistency, Digest: Bool(true), Engine: Bool(cal.Entries <= csr.Capacity(csr.PaperTableEntries)), Unit: YesNo},
		{ID: FlowLargestTaskUpdate, Panel: PanelFlow, Kind: Consistency, Digest: csr.ProductionAfterS, Engine: largest, Unit: Seconds, Tol: Tolerance{Rel: 0.05}},
		{ID: FlowFaultsAgree, Panel: PanelFlow, Kind: Consistency, Digest: Bool(true), Engine: agree, Unit: YesNo},
	}
}
