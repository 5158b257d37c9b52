package i18n

// englishKnobs names the knobs in English.
func englishKnobs() KnobText {
	return KnobText{
		Labels: map[string]string{
			"credit.jitter_ns": "Jitter J", "credit.batch_kib": "Batch", "credit.line_gbps": "Line rate",
			"credit.overdraft": "Overdraft", "credit.loop_ns": "Loop time L", "credit.seed": "Seed",
			"credit.batches": "Batches per run", "credit.incast_n": "Incast N",

			"power.dpu_w": "DPU", "power.cx7_w": "CX7 RNIC", "power.fpga_w": "FPGA P-RNIC", "power.asic_w": "ASIC P-RNIC",
			"power.rnic": "P-RNIC used", "power.nics": "RNICs per server", "power.share_low_pct": "Overhead, low",
			"power.share_high_pct": "Overhead, high", "power.site_mw": "Site budget", "power.gpus_per_server": "GPUs per server",
			"power.server_kw": "Server power",

			"gain.printed_pct": "Printed gain",

			"spray.scheme": "Scheme", "spray.paths": "Uplinks", "spray.flows": "Flows", "spray.qps": "QPs per flow",
			"spray.mix": "Traffic mix", "spray.flow_mb": "Flow size", "spray.te_period_s": "TE period", "spray.lifetime_s": "Flow lifetime",
			"spray.skew_ns": "Path skew", "spray.trials": "Trials", "spray.seed": "Seed",

			"allreduce.size_mb": "Message size", "allreduce.servers": "Servers", "allreduce.channels": "Rings (NICs)",
			"allreduce.chunk_kib": "Chunk", "allreduce.hop_us": "Hop latency", "allreduce.rtt_us": "Extra round trip",
			"allreduce.launch_us": "Launch", "allreduce.slots": "Chunks buffered",

			"retx.policy": "Trigger", "retx.paths": "Paths", "retx.skew_ns": "Path skew", "retx.queue_jitter_ns": "Queue jitter",
			"retx.window": "Bitmap window", "retx.ooo_threshold_pct": "Degree threshold", "retx.missing_threshold_pct": "Missing threshold",
			"retx.loss_rate": "Loss rate", "retx.loss_burst": "Loss burst", "retx.rto_us": "Timeout",
			"retx.packets": "Packets", "retx.seed": "Seed",

			"receiver.state_bytes": "State per QP", "receiver.demo_chunk": "Chunk packets",
		},
		Values: map[string]string{
			"power.rnic.fpga": "FPGA", "power.rnic.asic": "ASIC",
			"spray.scheme.hash": "per-flow ECMP", "spray.scheme.qp-scaling": "QP scaling", "spray.scheme.te": "controller TE",
			"spray.scheme.ar": "CX7 + AR", "spray.scheme.spray": "spraying",
			"spray.mix.equal": "equal", "spray.mix.training": "training", "spray.mix.inference": "inference",
			"retx.policy.ooo": "degree only", "retx.policy.ooo+missing": "degree + missing",
		},
		Groups: map[string]string{
			"credit":    "The credit loop (panel 1): one sender, receiver credits, Equation 1 against Equation 2",
			"power":     "Power: one DPU for eight RNICs, the digest's arithmetic and a site budget",
			"gain":      "The gain converter (Evidence panel): a gain as the paper prints it",
			"spray":     "Spraying, load balance: an ECMP group under five ways of spreading flows",
			"allreduce": "Spraying, AllReduce: a ring all-reduce on the CX7 with adaptive routing and on the P-RNIC",
			"retx":      "Spraying, retransmissions: a sprayed stream and the receiver's trigger",
			"receiver":  "Spraying, the receiver: its bitmap state and the step-through",
		},
		Shell: map[string]string{
			"lang": "Interface language (auto: from LC_ALL, LC_MESSAGES or LANG)", "theme": "Colour theme (auto: dark or light from the terminal)",
			"ascii":      "Draw with ASCII only, for terminals that show box lines two cells wide",
			"save_prefs": "Remember the language, theme and the values you move, on exit", "mouse": "Use the mouse",
		},
		Units: map[string]string{
			"batches": "batch|batches", "senders": "sender|senders", "RNICs": "RNIC|RNICs", "GPUs": "GPU|GPUs",
			"paths": "path|paths", "flows": "flow|flows", "QPs": "QP|QPs", "trials": "trial|trials", "packets": "packet|packets",
			"servers": "server|servers", "rings": "ring|rings", "chunks": "chunk|chunks", "positions": "position|positions",
		},
		ModelNote:    "the model's choice or reading: the paper gives no value, or gives it in other units (its 16 KB batch is read as 16 KiB)",
		FlagUsageFmt: "%s (%s; %s; default %s)",
		UnitCount:    "a count",
		UnitRatio:    "a ratio",
		UnitName:     "a name",
	}
}
