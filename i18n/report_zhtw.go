package i18n

// chineseReport names what the engines report, in Traditional Chinese.
func chineseReport() ReportText {
	return ReportText{
		Titles: map[string]string{
			"credit": "信用額度迴路", "spray": "ECMP 群組上的負載", "receiver": "接收端狀態",
			"allreduce": "環狀 all-reduce", "retx": "重傳觸發條件", "incast": "同一台 ToR 下的 N 對 1 incast",
			"traffic": "第 2 節量測到的流量，由模型產生", "te": "控制器 TE 的紓解時間",
			"pcie": "伺服器內的 PCIe incast", "power": "功耗算術", "cuckoo": "cuckoo 表填表",
			"twolevel": "兩層流表", "csr": "經由 CSR 通道推送", "scale": "規模視角",
			"gain": "增益的各種換算方式", "advisor": "設計顧問對這組輸入的判斷",
		},
		Labels: map[string]string{
			"credit.batch_bytes": "批次的位元組數", "credit.packets_per_batch": "每個批次的封包數",
			"credit.batch_time_ns": "批次時間", "credit.bdp_bytes": "頻寬延遲乘積",
			"credit.bdp_batches": "頻寬延遲乘積（以批次計）", "credit.free_window_batches": "免費視窗 F",
			"credit.window_batches": "含透支的視窗",
			"credit.eq1_gbps":       "式 1，不透支", "credit.eq2_gbps": "式 2，可透支",
			"credit.eq1_share": "式 1 占線速比例", "credit.eq2_share": "式 2 占線速比例",
			"credit.eq1_goodput_gbps": "式 1 有效吞吐量", "credit.eq2_goodput_gbps": "式 2 有效吞吐量",
			"credit.eq1_slack_ns": "式 1 餘裕（可吸收的抖動）", "credit.eq2_slack_ns": "式 2 餘裕（可吸收的抖動）",
			"credit.eq1_steady_bounds_gbps": "式 1 穩態界限", "credit.eq2_steady_bounds_gbps": "式 2 穩態界限",
			"credit.eq1_run_bounds_gbps": "式 1 本次模擬界限", "credit.eq2_run_bounds_gbps": "式 2 本次模擬界限",
			"credit.*.lower": "下界", "credit.*.upper": "上界",
			"credit.payload_share": "線上封包中資料所占比例", "credit.header_bytes_per_packet": "每個封包的標頭與訊框開銷",
			"credit.in_flight_bytes": "每個 QP 的在途位元組", "credit.incast_queue_bytes": "所有發送端同時透支時的 incast 佇列",
			"credit.incast_drain_ns": "排空所需時間", "credit.credits_per_second": "每秒信用額度數",
			"credit.over_grant_bytes_1mb": "1 MB 訊息的超額授予",

			"spray.used_path_fraction": "用到的上行鏈路", "spray.max_link_load": "最大負載",
			"spray.throughput_fraction": "達到理想吞吐量的比例", "spray.slowest_flow_ms": "最慢的流",
			"spray.ooo_degree_packets": "亂序程度", "spray.hash_expected_used_fraction": "用到的上行鏈路（均勻雜湊的期望值）",
			"spray.hash_expected_max_link_load": "最忙上行鏈路（均勻雜湊的期望值）",

			"receiver.window_packets": "位元圖視窗", "receiver.window_bytes": "視窗涵蓋的資料量",
			"receiver.in_flight_bdp_packets":       "每個 QP 的在途封包：頻寬延遲乘積",
			"receiver.in_flight_overdraft_packets": "每個 QP 的在途封包：透支", "receiver.in_flight_packets": "每個 QP 的在途封包",
			"receiver.window_covers_in_flight": "視窗涵蓋在途的量",

			"allreduce.busbw_gbps_cx7_ar": "bus bandwidth：開啟 adaptive routing 的 CX7", "allreduce.busbw_gbps_p_rnic": "bus bandwidth：P-RNIC",
			"allreduce.p_rnic_over_cx7": "P-RNIC 與 CX7 之比",

			"retx.requests": "重傳請求", "retx.spurious": "不必要的請求", "retx.spurious_rate": "不必要重傳",
			"retx.losses": "丟失的封包", "retx.caught_by_trigger": "由觸發條件抓到的丟包",
			"retx.mean_detection_us": "發現丟包的時間（平均）", "retx.max_detection_us": "發現丟包的時間（最長）",

			"incast.payload_share": "線上封包中資料所占比例", "incast.ideal_fct_us": "理想完成（含標頭）",
			"incast.ideal_payload_fct_us": "理想完成（只算資料）", "incast.completed": "所有訊息都已完成",
			"incast.last_fct_us": "最後完成", "incast.mean_fct_us": "平均完成",
			"incast.max_queue_kib": "最高佇列", "incast.mean_queue_kib": "平均佇列", "incast.mean_queue_delay_us": "排隊延遲",
			"incast.bdp_kib": "頻寬延遲乘積", "incast.goodput_gbps": "有效吞吐",
			"incast.loss_vs_line_pct": "有效吞吐低於線速", "incast.wire_loss_pct": "標頭與訊框占去的線速",
			"incast.pfc_pauses": "PFC 暫停", "incast.pfc_paused_us": "埠被暫停的時間",
			"incast.delivered_bytes": "已送達", "incast.sent_bytes": "已送出", "incast.total_bytes": "訊息總量",
			"incast.cnps": "送出的 CNP", "incast.marked_packets": "被標上 ECN 的封包", "incast.credits_granted": "授予的信用額度",
			"incast.off_signals": "OFF 訊號", "incast.free_batches": "每個 QP 的免費視窗", "incast.sample_us": "取樣週期",

			"traffic.sample_s": "取樣週期", "traffic.training_mean_gbps": "訓練任務，平均",
			"traffic.inference_start_gbps": "推論任務，前 5 分鐘", "traffic.inference_end_gbps": "推論任務，最後 5 分鐘",
			"traffic.tenant_on_gbps": "單一租戶任務，開啟時", "traffic.tenant_idle_share": "單一租戶任務，閒置時間",
			"traffic.tenant_switches": "單一租戶任務，開關切換次數", "traffic.training_core_share": "協同設計的訓練，跨核心的比例",
			"traffic.cloud_core_share": "裸機雲，跨核心的比例", "traffic.inference_share_1mb": "1 MB 的推論訊息",

			"te.mean_relief_s": "平均紓解時間", "te.p50_relief_s": "紓解時間中位數", "te.p95_relief_s": "紓解時間第 95 百分位",
			"te.max_relief_s": "最長紓解時間", "te.congested_trials": "發生 incast 的事件", "te.moves_mean": "每次事件的搬移數",
			"te.wrong_share": "搬錯流的比例", "te.spray_reaction_rtts": "噴灑加信用額度的反應時間（往返次數）",
			"te.spray_relief_us": "噴灑加信用額度的紓解時間", "te.speed_up": "噴灑比控制器 TE 快的倍數",

			"pcie.pause_frames": "暫停幀", "pcie.fabric_paused_us": "網路被暫停",
			"pcie.dropped_kib": "丟棄", "pcie.max_queue_kib": "最高佇列", "pcie.mean_credit_gbps": "信用額度速率",
			"pcie.nic_gbps": "由網路寫入 GPU", "pcie.host_gbps": "主機複製", "pcie.tx_pfc_off_at_us": "TX PFC 關閉的時間（-1：從未）",
			"pcie.arrived_kib": "由網路抵達", "pcie.delivered_kib": "寫入 GPU", "pcie.final_queue_kib": "結束時仍在佇列",
			"pcie.max_window_frames": "一毫秒內最多的暫停幀", "pcie.sample_us": "取樣週期",

			"power.rnic_w": "所用 P-RNIC 的功耗", "power.extra_w": "每張 NIC 配 DPU 多耗電",
			"power.server_kw_low": "對應高比例的伺服器功耗", "power.server_kw_high": "對應低比例的伺服器功耗",
			"power.saving_w": "節省功耗", "power.saving_pct_low": "節省比例，低端", "power.saving_pct_high": "節省比例，高端",
			"power.rounded.server_kw_low": "四捨五入到 0.1 kW 的伺服器功耗，低端", "power.rounded.server_kw_high": "四捨五入到 0.1 kW 的伺服器功耗，高端",
			"power.rounded.saving_pct_low": "以四捨五入後的伺服器功耗計的節省比例，低端", "power.rounded.saving_pct_high": "以四捨五入後的伺服器功耗計的節省比例，高端",
			"power.stated_saving_pct": "論文所述的節省比例", "power.stated_in_range": "所述比例落在範圍內（未四捨五入）",
			"power.stated_in_rounded_range": "所述比例落在範圍內（伺服器功耗四捨五入後）",
			"power.gpus_freed":              "站點多出的 GPU",

			"cuckoo.threshold_c_star": "文獻中的負載率門檻", "cuckoo.first_stash_load": "第一個鍵進 stash",
			"cuckoo.overflow_load":           "有 stash 時的溢位點",
			"cuckoo.first_stash_load_spread": "第一個鍵進 stash（各次試驗）", "cuckoo.overflow_load_spread": "溢位點（各次試驗）",
			"cuckoo.*.mean": "平均", "cuckoo.*.std": "標準差", "cuckoo.*.min": "最低", "cuckoo.*.max": "最高",
			"cuckoo.stash_gain_keys": "stash 多容納的鍵",

			"twolevel.without_faults": "不注入故障", "twolevel.with_faults": "注入故障",
			"twolevel.*.events": "事件數", "twolevel.*.simulated_ms": "模擬時間", "twolevel.*.committed_version": "已提交的版本",
			"twolevel.*.log_records": "日誌紀錄", "twolevel.*.rejected_updates": "被拒絕的更新", "twolevel.*.settled": "已穩定",
			"twolevel.*.log_replays": "日誌可重播成 DPU 的表", "twolevel.*.agree": "每張 RNIC 都一致",

			"csr.access_us": "單次存取", "csr.accesses_per_entry": "每個表項的存取次數", "csr.accesses": "存取次數",
			"csr.checks_every_command": "位址檢查次數：每個指令", "csr.checks_state_machine": "位址檢查次數：狀態機",
			"csr.seconds_data": "僅資料本身", "csr.seconds_check_every_command": "每個指令都檢查位址",
			"csr.seconds_state_machine": "狀態機：僅於重啟前後檢查", "csr.speedup": "狀態機加速倍數",
			"csr.goodput_mbps_check_every_command": "表項抵達速率：每個指令", "csr.goodput_mbps_state_machine": "表項抵達速率：狀態機",
			"csr.calibrated":         "依正式環境的更新校準",
			"csr.*.entries_per_rnic": "每張 RNIC 的表項", "csr.*.entry_bytes": "表項大小", "csr.*.access_bytes": "存取寬度",
			"csr.*.check_us": "位址檢查", "csr.*.seconds_check_every_command": "每個指令", "csr.*.seconds_state_machine": "狀態機",

			"scale.table_capacity_entries":                   "一張 RNIC 表可容納的表項",
			"scale.largest_vpc_outgrows_table":               "最大的 VPC 超出流表",
			"scale.update_over_budget_check_every_command":   "更新超出預算：每個指令",
			"scale.update_over_budget_state_machine":         "更新超出預算：狀態機",
			"scale.channel_busy_all_day_check_every_command": "通道整天忙碌：每個指令",
			"scale.channel_busy_all_day_state_machine":       "通道整天忙碌：狀態機",
			"scale.*.gpus": "發生於", "scale.*.found": "有找到", "scale.*.already_deployed": "目前部署已達到", "scale.*.within_target": "在目標之內",

			"gain.old_over_new": "舊叢集速率 / Pegasus 速率", "gain.speedup": "Pegasus 的加速倍數", "gain.usual_pct": "一般換算",
		},
	}
}

// chineseReportUnits are the count words reports use beside the knobs'.
func chineseReportUnits() KnobText {
	return KnobText{Units: map[string]string{
		"frames": "幀", "episodes": "次事件", "keys": "個鍵", "events": "個事件", "accesses": "次存取", "checks": "次檢查",
	}}
}
