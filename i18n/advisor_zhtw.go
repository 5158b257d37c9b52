package i18n

// traditionalChineseAdvisor is the design advisor in Traditional Chinese.
func traditionalChineseAdvisor() AdvisorText {
	return AdvisorText{
		Title:          "設計顧問",
		ParamsHeading:  "你的叢集",
		PageVerdicts:   "判斷",
		PageWhy:        "依據",
		PageAbout:      "說明",
		DetailsHeading: "逐一說明每個設計的理由",
		SelectHint:     "用逗號與句點選擇理由；按 Enter 打開呈現它的頁面或導讀章節。",
		OpensFmt:       "按 Enter 開啟「%s」",
		WhyHeading:     "規則比較的數字",
		ChecksHeading:  "判斷背後的比較",
		InvalidFmt:     "這組輸入無法判斷：%s = %s 不允許（允許：%s）。畫面上的判斷沿用上一組可用的輸入。",
		KnobsPaper:     "以論文數字為預設的輸入",
		KnobsModel:     "以模型自選數值為預設的輸入",
		KeyNextReason:  "下一個理由",
		KeyPrevReason:  "上一個理由",
		KeyReason:      "理由",
		KeyOpen:        "打開呈現它的地方",
		ColAxis:        "軸",
		ColDesign:      "設計",
		ColFit:         "判斷",
		ColStance:      "立場",
		ColReason:      "理由",
		ColTarget:      "呈現於",
		ColQuantity:    "數量",
		ColValue:       "數值",
		ColUnit:        "單位",
	}
}

// traditionalChineseAdvisorKnobs names the advisor's knobs in Traditional
// Chinese.
func traditionalChineseAdvisorKnobs() KnobText {
	return KnobText{
		Labels: map[string]string{
			"advisor.multi_tenant": "多租戶主機", "advisor.library_owner": "函式庫擁有者",
			"advisor.traffic_change_s": "流量型態維持", "advisor.controller_s": "控制器延遲",
			"advisor.link_gbps": "鏈路速度", "advisor.switch_buffer_mb": "交換器緩衝",
			"advisor.switch_ports": "共用緩衝埠數", "advisor.rtt_us": "往返時間",
			"advisor.incast_senders": "Incast 發送端", "advisor.qps_per_nic": "每張 RNIC QP",
			"advisor.power_budget_kw": "伺服器功耗", "advisor.power_tolerance_pct": "功耗容忍度",
			"advisor.nics_per_server": "每台 RNIC 數", "advisor.dpu_w": "DPU 功耗",
			"advisor.cx7_w": "一般 RNIC", "advisor.rnic_w": "受管理 RNIC",
		},
		Values: map[string]string{
			"advisor.multi_tenant.no": "否", "advisor.multi_tenant.yes": "是",
			"advisor.library_owner.provider": "業者", "advisor.library_owner.tenant": "租戶",
		},
		Units: map[string]string{"ports": "個埠"},
		Groups: map[string]string{
			"advisor": "設計顧問：描述一個叢集，看導讀中的哪些設計適合它",
		},
	}
}
