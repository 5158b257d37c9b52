package i18n

// traditionalChineseKnobs names the knobs in Traditional Chinese.
func traditionalChineseKnobs() KnobText {
	return KnobText{
		Labels: map[string]string{
			"credit.jitter_ns": "抖動 J", "credit.batch_kib": "批次大小", "credit.line_gbps": "線速",
			"credit.overdraft": "透支", "credit.loop_ns": "迴路時間 L", "credit.seed": "亂數種子",
			"credit.batches": "每次模擬的批次數", "credit.incast_n": "發送端數 N",

			"power.dpu_w": "DPU", "power.cx7_w": "CX7 RNIC", "power.fpga_w": "FPGA P-RNIC", "power.asic_w": "ASIC P-RNIC",
			"power.rnic": "採用的 P-RNIC", "power.nics": "每台 RNIC 數", "power.share_low_pct": "額外功耗下限",
			"power.share_high_pct": "額外功耗上限", "power.site_mw": "站點電力預算", "power.gpus_per_server": "每台 GPU 數",
			"power.server_kw": "伺服器功耗",

			"gain.printed_pct": "論文印出的增益",

			"spray.scheme": "分散方式", "spray.paths": "上行鏈路數", "spray.flows": "流數", "spray.qps": "每條流的 QP 數",
			"spray.mix": "流量組合", "spray.flow_mb": "流大小", "spray.te_period_s": "TE 週期", "spray.lifetime_s": "流存續時間",
			"spray.skew_ns": "路徑延遲差", "spray.trials": "試驗次數", "spray.seed": "亂數種子",

			"allreduce.size_mb": "訊息大小", "allreduce.servers": "伺服器數", "allreduce.channels": "環數（NIC）",
			"allreduce.chunk_kib": "區塊大小", "allreduce.hop_us": "每跳延遲", "allreduce.rtt_us": "額外往返時間",
			"allreduce.launch_us": "啟動時間", "allreduce.slots": "緩衝的 chunk 數",

			"retx.policy": "觸發條件", "retx.paths": "路徑數", "retx.skew_ns": "路徑延遲差", "retx.queue_jitter_ns": "排隊抖動",
			"retx.window": "位元圖視窗", "retx.ooo_threshold_pct": "亂序程度門檻", "retx.missing_threshold_pct": "遺失比例門檻",
			"retx.loss_rate": "丟包率", "retx.loss_burst": "每次丟包數", "retx.rto_us": "逾時",
			"retx.packets": "封包數", "retx.seed": "亂數種子",

			"receiver.state_bytes": "每個 QP 的狀態", "receiver.demo_chunk": "每個區塊的封包數",
		},
		Values: map[string]string{
			"power.rnic.fpga": "FPGA", "power.rnic.asic": "ASIC",
			"spray.scheme.hash": "逐流 ECMP", "spray.scheme.qp-scaling": "QP scaling", "spray.scheme.te": "控制器 TE",
			"spray.scheme.ar": "CX7 + AR", "spray.scheme.spray": "逐封包噴灑",
			"spray.mix.equal": "大小相同", "spray.mix.training": "訓練", "spray.mix.inference": "推論",
			"retx.policy.ooo": "只看亂序程度", "retx.policy.ooo+missing": "亂序程度加遺失比例",
		},
		Groups: map[string]string{
			"credit":    "信用額度迴路（面板 1）：一個發送端、由接收端發放的信用額度、式 1 對式 2",
			"power":     "功耗：一台 DPU 照管八張 RNIC、導讀的算術與站點電力預算",
			"gain":      "增益換算（證據面板）：論文印出的增益",
			"spray":     "噴灑，負載平衡：ECMP 群組上五種分散流量的方式",
			"allreduce": "噴灑，AllReduce：分別在 CX7（交換器開 adaptive routing）與 P-RNIC 上跑環狀 all-reduce",
			"retx":      "噴灑，重傳：一條被噴灑的資料流與接收端的觸發條件",
			"receiver":  "噴灑，接收端：位元圖狀態與逐步示範",
		},
		Shell: map[string]string{
			"lang": "介面語言（auto：依 LC_ALL、LC_MESSAGES 或 LANG）", "theme": "配色主題（auto：依終端機背景選深色或淺色）",
			"ascii":      "只用 ASCII 字元繪製，適用把框線畫成兩格寬的終端機",
			"save_prefs": "結束時記住語言、主題與你調整過的數值", "mouse": "使用滑鼠",
		},
		Units: map[string]string{
			"batches": "個批次", "senders": "個發送端", "RNICs": "張 RNIC", "GPUs": "顆 GPU",
			"paths": "條路徑", "flows": "條流", "QPs": "個 QP", "trials": "次", "packets": "個封包",
			"servers": "台伺服器", "rings": "個環", "chunks": "個 chunk", "positions": "個位置",
		},
		ModelNote:    "模型自選或自行解讀的數值：論文沒有給，或用了別的單位（論文的 16 KB 批次在此讀成 16 KiB）",
		FlagUsageFmt: "%s（%s；%s；預設 %s）",
		UnitCount:    "個數",
		UnitRatio:    "比值",
		UnitName:     "名稱",
	}
}
