package i18n

// englishReport names what the engines report, in English.
func englishReport() ReportText {
	return ReportText{
		Titles: map[string]string{
			"credit": "Credit loop", "spray": "Load over an ECMP group", "receiver": "Receiver state",
			"allreduce": "Ring all-reduce", "retx": "Retransmission trigger", "incast": "N-to-1 incast under one ToR",
			"traffic": "The measured traffic of section 2, generated", "te": "Relief times of controller TE",
			"pcie": "PCIe incast inside the server", "power": "Power arithmetic", "cuckoo": "Cuckoo table fills",
			"twolevel": "Two-level tables", "csr": "Push over the CSR channel", "scale": "Scale view",
			"gain": "Gain conventions", "advisor": "The design advisor's verdicts for these inputs",
		},
		Labels: map[string]string{
			"credit.batch_bytes": "Batch in bytes", "credit.packets_per_batch": "Packets per batch",
			"credit.batch_time_ns": "Batch time", "credit.bdp_bytes": "Bandwidth-delay product",
			"credit.bdp_batches": "Bandwidth-delay product in batches", "credit.free_window_batches": "Free window F",
			"credit.window_batches": "Window with the overdraft",
			"credit.eq1_gbps":       "Eq. 1, no overdraft", "credit.eq2_gbps": "Eq. 2, with overdraft",
			"credit.eq1_share": "Eq. 1 share of line rate", "credit.eq2_share": "Eq. 2 share of line rate",
			"credit.eq1_goodput_gbps": "Eq. 1 goodput", "credit.eq2_goodput_gbps": "Eq. 2 goodput",
			"credit.eq1_slack_ns": "Eq. 1 slack (jitter absorbed)", "credit.eq2_slack_ns": "Eq. 2 slack (jitter absorbed)",
			"credit.eq1_steady_bounds_gbps": "Eq. 1 bound, steady state", "credit.eq2_steady_bounds_gbps": "Eq. 2 bound, steady state",
			"credit.eq1_run_bounds_gbps": "Eq. 1 bound, this run", "credit.eq2_run_bounds_gbps": "Eq. 2 bound, this run",
			"credit.*.lower": "lower", "credit.*.upper": "upper",
			"credit.payload_share": "Payload share of a packet on the wire", "credit.header_bytes_per_packet": "Headers and framing per packet",
			"credit.in_flight_bytes": "In flight per QP", "credit.incast_queue_bytes": "Incast queue when every sender overdraws",
			"credit.incast_drain_ns": "Time to drain it", "credit.credits_per_second": "Credits per second",
			"credit.over_grant_bytes_1mb": "Over-grant on a 1 MB message",

			"spray.used_path_fraction": "Uplinks used", "spray.max_link_load": "Max load",
			"spray.throughput_fraction": "Throughput of the ideal", "spray.slowest_flow_ms": "Slowest flow",
			"spray.ooo_degree_packets": "Reorder degree", "spray.hash_expected_used_fraction": "Uplinks used, uniform hash expected",
			"spray.hash_expected_max_link_load": "Busiest uplink, uniform hash expected",

			"receiver.window_packets": "Bitmap window", "receiver.window_bytes": "Data the window covers",
			"receiver.in_flight_bdp_packets":       "In flight per QP, bandwidth-delay product",
			"receiver.in_flight_overdraft_packets": "In flight per QP, overdraft", "receiver.in_flight_packets": "In flight per QP",
			"receiver.window_covers_in_flight": "Window covers what is in flight",

			"allreduce.busbw_gbps_cx7_ar": "Bus bandwidth, CX7 with adaptive routing", "allreduce.busbw_gbps_p_rnic": "Bus bandwidth, P-RNIC",
			"allreduce.p_rnic_over_cx7": "P-RNIC / CX7",

			"retx.requests": "Retransmission requests", "retx.spurious": "Needless requests", "retx.spurious_rate": "Needless",
			"retx.losses": "Packets lost", "retx.caught_by_trigger": "Losses the trigger caught",
			"retx.mean_detection_us": "Loss found after, mean", "retx.max_detection_us": "Loss found after, longest",

			"incast.payload_share": "Payload share of a packet on the wire", "incast.ideal_fct_us": "Ideal finish, headers included",
			"incast.ideal_payload_fct_us": "Ideal finish, payload only", "incast.completed": "Every message finished",
			"incast.last_fct_us": "Last finish", "incast.mean_fct_us": "Mean finish",
			"incast.max_queue_kib": "Peak queue", "incast.mean_queue_kib": "Mean queue", "incast.mean_queue_delay_us": "Queueing delay",
			"incast.bdp_kib": "Bandwidth-delay product", "incast.goodput_gbps": "Goodput",
			"incast.loss_vs_line_pct": "Goodput below the line", "incast.wire_loss_pct": "Line taken by headers and framing",
			"incast.pfc_pauses": "PFC pauses", "incast.pfc_paused_us": "Time ports were paused",
			"incast.delivered_bytes": "Delivered", "incast.sent_bytes": "Sent", "incast.total_bytes": "Messages in all",
			"incast.cnps": "CNPs sent", "incast.marked_packets": "Packets marked with ECN", "incast.credits_granted": "Credits granted",
			"incast.off_signals": "OFF signals", "incast.free_batches": "Free window per QP", "incast.sample_us": "Sampling period",

			"traffic.sample_s": "Sampling period", "traffic.training_mean_gbps": "Training task, mean",
			"traffic.inference_start_gbps": "Inference task, first 5 minutes", "traffic.inference_end_gbps": "Inference task, last 5 minutes",
			"traffic.tenant_on_gbps": "One tenant's task, when on", "traffic.tenant_idle_share": "One tenant's task, time idle",
			"traffic.tenant_switches": "One tenant's task, on/off switches", "traffic.training_core_share": "Co-designed training, share across the core",
			"traffic.cloud_core_share": "Bare-metal cloud, share across the core", "traffic.inference_share_1mb": "Inference messages of 1 MB",

			"te.mean_relief_s": "Mean relief", "te.p50_relief_s": "Median relief", "te.p95_relief_s": "95th percentile relief",
			"te.max_relief_s": "Longest relief", "te.congested_trials": "Episodes with incast", "te.moves_mean": "Moves per episode",
			"te.wrong_share": "Moves of a wrong flow", "te.spray_reaction_rtts": "Spraying with credits reacts in, round trips",
			"te.spray_relief_us": "Spraying with credits relieves in", "te.speed_up": "Spraying over controller TE",

			"pcie.pause_frames": "Pause frames", "pcie.fabric_paused_us": "Fabric paused",
			"pcie.dropped_kib": "Dropped", "pcie.max_queue_kib": "Peak queue", "pcie.mean_credit_gbps": "Credit rate",
			"pcie.nic_gbps": "Into the GPU from the network", "pcie.host_gbps": "Host copies", "pcie.tx_pfc_off_at_us": "TX PFC turned off at (-1: never)",
			"pcie.arrived_kib": "Arrived from the network", "pcie.delivered_kib": "Written into the GPU", "pcie.final_queue_kib": "Queued at the end",
			"pcie.max_window_frames": "Most pause frames in a millisecond", "pcie.sample_us": "Sampling period",

			"power.rnic_w": "Power of the P-RNIC used", "power.extra_w": "Extra, DPU per NIC",
			"power.server_kw_low": "Server power for the high share", "power.server_kw_high": "Server power for the low share",
			"power.saving_w": "Saving", "power.saving_pct_low": "Saving, low end", "power.saving_pct_high": "Saving, high end",
			"power.rounded.server_kw_low": "Server power rounded to 0.1 kW, low end", "power.rounded.server_kw_high": "Server power rounded to 0.1 kW, high end",
			"power.rounded.saving_pct_low": "Saving over the rounded server power, low end", "power.rounded.saving_pct_high": "Saving over the rounded server power, high end",
			"power.stated_saving_pct": "Saving the paper states", "power.stated_in_range": "The stated saving falls inside, unrounded",
			"power.stated_in_rounded_range": "The stated saving falls inside, server power rounded",
			"power.gpus_freed":              "GPUs gained (site)",

			"cuckoo.threshold_c_star": "Load threshold in the literature", "cuckoo.first_stash_load": "First key in the stash",
			"cuckoo.overflow_load":           "Overflow with the stash",
			"cuckoo.first_stash_load_spread": "First key in the stash over the trials", "cuckoo.overflow_load_spread": "Overflow over the trials",
			"cuckoo.*.mean": "mean", "cuckoo.*.std": "standard deviation", "cuckoo.*.min": "lowest", "cuckoo.*.max": "highest",
			"cuckoo.stash_gain_keys": "Keys the stash bought",

			"twolevel.without_faults": "Without faults", "twolevel.with_faults": "With faults",
			"twolevel.*.events": "events", "twolevel.*.simulated_ms": "simulated time", "twolevel.*.committed_version": "version committed",
			"twolevel.*.log_records": "log records", "twolevel.*.rejected_updates": "updates refused", "twolevel.*.settled": "settled",
			"twolevel.*.log_replays": "the log replays to the DPU's table", "twolevel.*.agree": "every RNIC agrees",

			"csr.access_us": "One access", "csr.accesses_per_entry": "Accesses per entry", "csr.accesses": "Accesses",
			"csr.checks_every_command": "Address checks, every command", "csr.checks_state_machine": "Address checks, state machine",
			"csr.seconds_data": "The data alone", "csr.seconds_check_every_command": "Address checked on every command",
			"csr.seconds_state_machine": "State machine: checked around restarts", "csr.speedup": "State machine speed-up",
			"csr.goodput_mbps_check_every_command": "Entries arrive at, every command", "csr.goodput_mbps_state_machine": "Entries arrive at, state machine",
			"csr.calibrated":         "Calibrated to the production update",
			"csr.*.entries_per_rnic": "entries per RNIC", "csr.*.entry_bytes": "entry size", "csr.*.access_bytes": "access size",
			"csr.*.check_us": "address check", "csr.*.seconds_check_every_command": "every command", "csr.*.seconds_state_machine": "state machine",

			"scale.table_capacity_entries":                   "Entries one RNIC table holds",
			"scale.largest_vpc_outgrows_table":               "Largest VPC outgrows the table",
			"scale.update_over_budget_check_every_command":   "Update over budget, every command",
			"scale.update_over_budget_state_machine":         "Update over budget, state machine",
			"scale.channel_busy_all_day_check_every_command": "Channel busy all day, every command",
			"scale.channel_busy_all_day_state_machine":       "Channel busy all day, state machine",
			"scale.*.gpus": "at", "scale.*.found": "found", "scale.*.already_deployed": "already deployed", "scale.*.within_target": "within the target",

			"gain.old_over_new": "Old cluster's rate / Pegasus's", "gain.speedup": "Pegasus's speed-up", "gain.usual_pct": "Usual convention",
		},
	}
}

// englishReportUnits are the count words reports use beside the knobs'.
func englishReportUnits() KnobText {
	return KnobText{Units: map[string]string{
		"frames": "frame|frames", "episodes": "episode|episodes", "keys": "key|keys", "events": "event|events",
		"accesses": "access|accesses", "checks": "check|checks",
	}}
}
