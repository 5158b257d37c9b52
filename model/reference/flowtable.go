package reference

import (
	"math"

	"pegasus/model/csr"
	"pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
)

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
	FlowEntries            ID = "flowtable.entries_32k"
	FlowWays               ID = "flowtable.ways"
	FlowStash              ID = "flowtable.stash_entries"
	FlowLookupNs           ID = "flowtable.lookup_ns"
	FlowCSRMBps            ID = "flowtable.csr_mbps"
	FlowCSRAccess          ID = "flowtable.csr_access_bytes"
	FlowDeployedGPUs       ID = "flowtable.deployed_gpus"
	FlowServers            ID = "flowtable.servers"
	FlowTargetGPUs         ID = "flowtable.target_gpus"
	FlowTasksPerDay        ID = "flowtable.tasks_per_day"
	FlowTaskHours          ID = "flowtable.task_hours"
	FlowLargestTaskGPUs    ID = "flowtable.largest_task_gpus"
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
//     (flowtable.Threshold), in percent, as Ref; the Digest column stays
//     empty. 0.5 points allows for the finite table and move limit
//     (measured 0.13 below).
//   - ai_vpc_fits and classic_vpc_fits: "tens of thousands" (10,000) fits
//     the 32K table below c*_4; "tens of millions" (10,000,000) does not.
//     Comparisons of the digest's own numbers that cannot come out
//     otherwise: echoes, as is calibrated_update_fits.
//   - update_state_machine_s and update_every_command_s: the digest's
//     3.54 s -> 1.5 s. Both are calibrated: the update's size (23,438
//     entries of 32 B per RNIC, 8 RNICs) is solved for 1.5 s, and the
//     check's time (2.72 us) for 3.54 s (see csr.Calibrate).
//   - calibrated_update_fits: the calibrated update fits one RNIC table.
//   - largest_task_update_s: the scale view's largest task (2,400 GPUs,
//     with the model's 10 entries per GPU) builds its VPC in 1.536 s with
//     the state machine, beside the 1.5 s of another claim (the update
//     time of the production VPC, as Ref; the digest gives no build time
//     for the largest task): two model choices that agree, not evidence.
//   - the table's size, ways, stash and lookup bound, the channel's rate
//     and access size and the deployment's sizes are the model's inputs:
//     echoes.
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
	fits10k, fits10m := echo(FlowAIVPCFits, PanelFlow, Bool(true), fits(flowtable.AICloudVPCEntries), YesNo),
		echo(FlowClassicVPCFits, PanelFlow, Bool(false), fits(flowtable.ClassicCloudVPCEntries), YesNo)
	fl := flowtable.DefaultParams()
	sc := csr.DefaultScaleParams()
	return []Row{
		{ID: FlowThreshold4Way, Panel: PanelFlow, Kind: Consistency, Digest: nan, Ref: 100 * c4, HasRef: true, Engine: 100 * overflow, Unit: Percent, Tol: Tolerance{Abs: 0.5}},
		fits10k, fits10m,
		{ID: FlowUpdateStateMachine, Panel: PanelFlow, Kind: Calibrated, Digest: csr.ProductionAfterS, Engine: after, Unit: Seconds, Tol: Tolerance{Rel: 0.005}},
		{ID: FlowUpdateEveryCommand, Panel: PanelFlow, Kind: Calibrated, Digest: csr.ProductionBeforeS, Engine: before, Unit: Seconds, Tol: Tolerance{Rel: 0.005}},
		echo(FlowCalibratedFits, PanelFlow, Bool(true), Bool(cal.Entries <= csr.Capacity(csr.PaperTableEntries)), YesNo),
		{ID: FlowLargestTaskUpdate, Panel: PanelFlow, Kind: Consistency, Digest: nan, Ref: csr.ProductionAfterS, HasRef: true, Engine: largest, Unit: Seconds, Tol: Tolerance{Rel: 0.05}},
		{ID: FlowFaultsAgree, Panel: PanelFlow, Kind: Consistency, Digest: Bool(true), Engine: agree, Unit: YesNo},
		echo(FlowEntries, PanelFlow, 32768, float64(fl.Slots), Count),
		echo(FlowWays, PanelFlow, 4, float64(fl.Ways), Count),
		echo(FlowStash, PanelFlow, 32, float64(fl.Stash), Count),
		echo(FlowLookupNs, PanelFlow, 20, flowtable.LookupBoundNs, Ns),
		echo(FlowCSRMBps, PanelFlow, 4, csr.DefaultParams().MBps, MBps),
		echo(FlowCSRAccess, PanelFlow, 8, csr.ModelAccessBytes, Bytes),
		echo(FlowDeployedGPUs, PanelFlow, 8000, float64(sc.DeployedGPUs), Count),
		echo(FlowServers, PanelFlow, 1000, float64(sc.DeployedGPUs/csr.PaperRNICs), Count),
		echo(FlowTargetGPUs, PanelFlow, 100_000, float64(sc.TargetGPUs), Count),
		echo(FlowTasksPerDay, PanelFlow, 100, sc.TasksPerDay, Count),
		echo(FlowTaskHours, PanelFlow, 27, sc.TaskHours, Hours),
		echo(FlowLargestTaskGPUs, PanelFlow, 2400, float64(sc.MaxTaskGPUs), Count),
	}
}
