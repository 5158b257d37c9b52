package cli

// The JSON of each calc subject as the tests read it: the contract the
// reports keep (model/report), written out here so that a test fails
// when a key moves.

import (
	"pegasus/model/traffic"
)

// creditCalc is the JSON of `calc credit`: inputs, derived quantities and
// both rules' results. Numbers have the decimals the engine declares.
type creditCalc struct {
	LineGbps          int        `json:"line_gbps"`
	BatchKiB          int        `json:"batch_kib"`
	BatchBytes        int        `json:"batch_bytes"`
	PacketsPerBatch   int        `json:"packets_per_batch"`
	JitterNs          float64    `json:"jitter_ns"`
	LoopTimeNs        float64    `json:"loop_ns"`
	Overdraft         int        `json:"overdraft"`
	Seed              uint64     `json:"seed"`
	Batches           int        `json:"batches"`
	BatchTimeNs       float64    `json:"batch_time_ns"`
	BDPBytes          float64    `json:"bdp_bytes"`
	BDPBatches        float64    `json:"bdp_batches"`
	FreeWindow        int        `json:"free_window_batches"`
	Window            int        `json:"window_batches"`
	Eq1Gbps           float64    `json:"eq1_gbps"`
	Eq2Gbps           float64    `json:"eq2_gbps"`
	Eq1Share          float64    `json:"eq1_share"`
	Eq2Share          float64    `json:"eq2_share"`
	Eq1GoodputGbps    float64    `json:"eq1_goodput_gbps"`
	Eq2GoodputGbps    float64    `json:"eq2_goodput_gbps"`
	PayloadShare      float64    `json:"payload_share"`
	HeaderBytes       int        `json:"header_bytes_per_packet"`
	Eq1SlackNs        float64    `json:"eq1_slack_ns"`
	Eq2SlackNs        float64    `json:"eq2_slack_ns"`
	Eq1Bounds         boundsJSON `json:"eq1_steady_bounds_gbps"`
	Eq2Bounds         boundsJSON `json:"eq2_steady_bounds_gbps"`
	Eq1RunBounds      boundsJSON `json:"eq1_run_bounds_gbps"`
	Eq2RunBounds      boundsJSON `json:"eq2_run_bounds_gbps"`
	IncastN           int        `json:"incast_n"`
	InFlightBytes     int        `json:"in_flight_bytes"`
	IncastQueueBytes  int        `json:"incast_queue_bytes"`
	IncastDrainNs     float64    `json:"incast_drain_ns"`
	CreditsPerSecond  float64    `json:"credits_per_second"`
	OverGrantBytes1MB int        `json:"over_grant_bytes_1mb"`
}

// boundsJSON is a throughput range in Gb/s.
type boundsJSON struct {
	Lower float64 `json:"lower"`
	Upper float64 `json:"upper"`
}

// sprayCalc is the JSON of `calc spray`: one scheme averaged over the
// trials, with the balls-into-bins expectation for a uniform hash.
type sprayCalc struct {
	Scheme              string    `json:"scheme"`
	Mix                 string    `json:"mix"`
	Flows               int       `json:"flows"`
	Paths               int       `json:"paths"`
	Trials              int       `json:"trials"`
	Seed                uint64    `json:"seed"`
	UsedPathFraction    float64   `json:"used_path_fraction"`
	MaxLinkLoad         float64   `json:"max_link_load"`
	ThroughputFraction  float64   `json:"throughput_fraction"`
	SlowestFlowMs       float64   `json:"slowest_flow_ms"`
	OOODegree           float64   `json:"ooo_degree_packets"`
	HashExpectedUsed    float64   `json:"hash_expected_used_fraction"`
	HashExpectedMaxLoad float64   `json:"hash_expected_max_link_load"`
	FirstTrialLoads     []float64 `json:"first_trial_link_loads"`
}

// allReduceCalc is the JSON of `calc allreduce`: both NICs at one size.
type allReduceCalc struct {
	SizeMB       float64 `json:"size_mb"`
	CX7ARGbps    float64 `json:"busbw_gbps_cx7_ar"`
	PRNICGbps    float64 `json:"busbw_gbps_p_rnic"`
	PRNICOverCX7 float64 `json:"p_rnic_over_cx7"`
	Servers      int     `json:"servers"`
	Channels     int     `json:"channels"`
	ChunkKiB     float64 `json:"chunk_kib"`
	HopUs        float64 `json:"hop_us"`
	RTTUs        float64 `json:"rtt_us"`
	LaunchUs     float64 `json:"launch_us"`
}

// retxCalc is the JSON of `calc retx`.
type retxCalc struct {
	Policy        string  `json:"policy"`
	Packets       int     `json:"packets"`
	LossRate      float64 `json:"loss_rate"`
	LossBurst     int     `json:"loss_burst"`
	Requests      int     `json:"requests"`
	Spurious      int     `json:"spurious"`
	SpuriousRate  float64 `json:"spurious_rate"`
	Losses        int     `json:"losses"`
	CaughtBy      int     `json:"caught_by_trigger"`
	MeanDetectUs  float64 `json:"mean_detection_us"`
	MaxDetectUs   float64 `json:"max_detection_us"`
	OOOThreshold  float64 `json:"ooo_threshold_pct"`
	MissingThresh float64 `json:"missing_threshold_pct"`
	WindowPackets int     `json:"window"`
}

// trafficCalc is the JSON of `calc traffic`: the three series with their
// summaries, both matrices and the message-size mixes.
type trafficCalc struct {
	traffic.TimeSeries
	Matrices      traffic.Matrices    `json:"matrices"`
	InferenceMix  []traffic.SizeShare `json:"inference_mix"`
	TrainingMix   []traffic.SizeShare `json:"training_mix"`
	TrainingCore  float64             `json:"training_core_share"`
	CloudCore     float64             `json:"cloud_core_share"`
	InferenceAt1M float64             `json:"inference_share_1mb"`
}

// spreadJSON is one figure over a sweep's trials.
type spreadJSON struct {
	Mean float64 `json:"mean"`
	Std  float64 `json:"std"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

// cuckooCalc is the JSON of `calc cuckoo`: the table filled to overflow
// over the trials. Loads count every stored key, stash included, over
// the slots; FirstStashLoad and OverflowLoad are means over the trials.
type cuckooCalc struct {
	Ways            int        `json:"ways"`
	Slots           int        `json:"slots"`
	Stash           int        `json:"stash"`
	MaxKicks        int        `json:"max_kicks"`
	Trials          int        `json:"trials"`
	Seed            uint64     `json:"seed"`
	Threshold       float64    `json:"threshold_c_star"`
	FirstStashLoad  float64    `json:"first_stash_load"`
	OverflowLoad    float64    `json:"overflow_load"`
	FirstStash      spreadJSON `json:"first_stash_load_spread"`
	Overflow        spreadJSON `json:"overflow_load_spread"`
	OverflowByStash []float64  `json:"overflow_load_by_stash"`
	StashGainKeys   float64    `json:"stash_gain_keys"`
}

// runJSON is one two-level run.
type runJSON struct {
	Faults      []faultJSON `json:"faults"`
	Events      int         `json:"events"`
	SimulatedMs float64     `json:"simulated_ms"`
	Committed   int         `json:"committed_version"`
	LogRecords  int         `json:"log_records"`
	Rejected    int         `json:"rejected_updates"`
	Settled     bool        `json:"settled"`
	LogReplays  bool        `json:"log_replays"`
	RNICsMatch  []bool      `json:"rnics_match"`
	Agree       bool        `json:"agree"`
}

// faultJSON is one injected fault.
type faultJSON struct {
	AtEvent int    `json:"at_event"`
	Kind    string `json:"kind"`
	RNIC    int    `json:"rnic,omitempty"` // from 1; absent for a DPU crash
}

// twoLevelCalc is the JSON of `calc twolevel`: the run without faults and
// with the check's fault script (a channel drop, an RNIC restart and a DPU
// crash, each in the middle of an update). The table and channel are the
// cuckoo and CSR groups' defaults.
type twoLevelCalc struct {
	RNICs      int     `json:"rnics"`
	Txns       int     `json:"txns"`
	OpsPerTxn  int     `json:"ops_per_txn"`
	DeletePct  float64 `json:"delete_pct"`
	RebootS    float64 `json:"reboot_s"`
	DropMs     float64 `json:"drop_ms"`
	Seed       uint64  `json:"seed"`
	Clean      runJSON `json:"without_faults"`
	WithFaults runJSON `json:"with_faults"`
}

// csrCalc is the JSON of `calc csr`: one push over the CSR channel, with
// the PCIe address checked on every command and with the state machine.
type csrCalc struct {
	Entries          int     `json:"entries"`
	EntryBytes       int     `json:"entry_bytes"`
	RNICs            int     `json:"rnics"`
	AccessBytes      int     `json:"access_bytes"`
	MBps             float64 `json:"mbps"`
	CheckUs          float64 `json:"check_us"`
	Restarts         int     `json:"restarts"`
	TableEntries     int     `json:"table_entries"`
	AccessUs         float64 `json:"access_us"`
	AccessesPerEntry int     `json:"accesses_per_entry"`
	Accesses         int     `json:"accesses"`
	ChecksEvery      int     `json:"checks_every_command"`
	ChecksMachine    int     `json:"checks_state_machine"`
	DataSeconds      float64 `json:"seconds_data"`
	SecondsEvery     float64 `json:"seconds_check_every_command"`
	SecondsMachine   float64 `json:"seconds_state_machine"`
	Speedup          float64 `json:"speedup"`
	// Calibrated is what the model solved to land on the digest's 3.54 s
	// and 1.5 s (the paper gives neither).
	Calibrated calibrationJSON `json:"calibrated"`
}

// calibrationJSON is the calibration of the production update.
type calibrationJSON struct {
	Entries     int     `json:"entries_per_rnic"`
	EntryBytes  int     `json:"entry_bytes"`
	AccessBytes int     `json:"access_bytes"`
	CheckUs     float64 `json:"check_us"`
	BeforeS     float64 `json:"seconds_check_every_command"`
	AfterS      float64 `json:"seconds_state_machine"`
}

// scalePointJSON is one cluster size of the scale view.
type scalePointJSON struct {
	GPUs              int     `json:"gpus"`
	VPCsPerDay        float64 `json:"vpcs_per_day"`
	Concurrent        float64 `json:"concurrent_vpcs"`
	MeanTaskGPUs      float64 `json:"mean_task_gpus"`
	MaxTaskGPUs       int     `json:"max_task_gpus"`
	EntriesPerRNIC    float64 `json:"mean_entries_per_rnic"`
	LargestVPCEntries int     `json:"largest_vpc_entries"`
	LargestLoad       float64 `json:"largest_vpc_load"`
	LargestFits       bool    `json:"largest_vpc_fits"`
	OverflowGPUShare  float64 `json:"gpu_share_in_vpcs_too_large"`
	LargestEveryS     float64 `json:"largest_update_seconds_check_every_command"`
	LargestMachineS   float64 `json:"largest_update_seconds_state_machine"`
	DailyEveryS       float64 `json:"server_seconds_a_day_check_every_command"`
	DailyMachineS     float64 `json:"server_seconds_a_day_state_machine"`
}

// breakJSON is where a limit is first crossed (gpus 0 when it is not, up
// to ten times the target).
type breakJSON struct {
	GPUs            int  `json:"gpus"`
	Found           bool `json:"found"`
	AlreadyDeployed bool `json:"already_deployed"`
	WithinTarget    bool `json:"within_target"`
}

// scaleCalc is the JSON of `calc scale`.
type scaleCalc struct {
	DeployedGPUs  int              `json:"deployed_gpus"`
	TargetGPUs    int              `json:"target_gpus"`
	TableCapacity int              `json:"table_capacity_entries"`
	Points        []scalePointJSON `json:"points"`
	TableBreak    breakJSON        `json:"largest_vpc_outgrows_table"`
	BudgetEvery   breakJSON        `json:"update_over_budget_check_every_command"`
	BudgetMachine breakJSON        `json:"update_over_budget_state_machine"`
	SaturateEvery breakJSON        `json:"channel_busy_all_day_check_every_command"`
	SaturateMach  breakJSON        `json:"channel_busy_all_day_state_machine"`
}

// advisorCalc is the JSON of `calc advisor`: the inputs, the verdict on
// every design with its reasons and where each one leads, the derived
// numbers and the comparisons the rules make.
type advisorCalc struct {
	Inputs          map[string]any  `json:"inputs"`
	Recommendations []advisorRecJS  `json:"recommendations"`
	Derived         []advisorRowJS  `json:"derived"`
	Checks          []advisorCheckJ `json:"checks"`
}

// advisorRecJS is one design's verdict.
type advisorRecJS struct {
	Design  string            `json:"design"`
	Axis    string            `json:"axis"`
	Fit     string            `json:"fit"`
	Reasons []advisorReasonJS `json:"reasons"`
}

// advisorReasonJS is one reason: its id, its stance and its target as a
// link spells it ("credit/cost credit.incast_n=4").
type advisorReasonJS struct {
	ID     string `json:"id"`
	Stance string `json:"stance"`
	Target string `json:"target"`
}

// advisorRowJS is one derived number.
type advisorRowJS struct {
	Key   string  `json:"key"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit"`
}

// advisorCheckJ is one comparison of the rules.
type advisorCheckJ struct {
	ID         string  `json:"id"`
	Value      float64 `json:"value"`
	Rule       string  `json:"rule"`
	Limit      float64 `json:"limit"`
	Unit       string  `json:"unit"`
	Holds      bool    `json:"holds"`
	ModelLimit bool    `json:"model_limit"`
}
