package i18n

// englishAdvisor is the design advisor in English.
func englishAdvisor() AdvisorText {
	return AdvisorText{
		Title:          "Advisor",
		ParamsHeading:  "Your cluster",
		PageVerdicts:   "Verdicts",
		PageWhy:        "Why",
		PageAbout:      "About",
		DetailsHeading: "The reasons, design by design",
		SelectHint:     "Comma and full stop choose a reason; Enter opens the page or reading section that shows it.",
		OpensFmt:       "Enter opens %s",
		WhyHeading:     "The numbers the rules compare",
		ChecksHeading:  "The comparisons behind the verdicts",
		InvalidFmt:     "These inputs are not judged: %s = %s is not allowed (allowed: %s). The verdicts shown are for the last inputs that were.",
		KnobsPaper:     "Inputs that start at the paper's figures",
		KnobsModel:     "Inputs that start at the model's choices",
		KeyNextReason:  "next reason",
		KeyPrevReason:  "previous reason",
		KeyReason:      "reason",
		KeyOpen:        "open what shows it",
		ColAxis:        "Axis",
		ColDesign:      "Design",
		ColFit:         "Verdict",
		ColStance:      "Stance",
		ColReason:      "Reason",
		ColTarget:      "Shown in",
		ColQuantity:    "Quantity",
		ColValue:       "Value",
		ColUnit:        "Unit",
	}
}

// englishAdvisorKnobs names the advisor's knobs in English.
func englishAdvisorKnobs() KnobText {
	return KnobText{
		Labels: map[string]string{
			"advisor.multi_tenant": "Multi-tenant", "advisor.library_owner": "Library owner",
			"advisor.traffic_change_s": "Traffic lasts", "advisor.controller_s": "Controller delay",
			"advisor.link_gbps": "Link speed", "advisor.switch_buffer_mb": "Switch buffer",
			"advisor.switch_ports": "Ports sharing it", "advisor.rtt_us": "Round trip",
			"advisor.incast_senders": "Incast senders", "advisor.qps_per_nic": "QPs per RNIC",
			"advisor.power_budget_kw": "Server power", "advisor.power_tolerance_pct": "Power tolerance",
			"advisor.nics_per_server": "RNICs per server", "advisor.dpu_w": "DPU",
			"advisor.cx7_w": "Plain RNIC", "advisor.rnic_w": "Managed RNIC",
		},
		Values: map[string]string{
			"advisor.multi_tenant.no": "no", "advisor.multi_tenant.yes": "yes",
			"advisor.library_owner.provider": "provider", "advisor.library_owner.tenant": "tenant",
		},
		Units: map[string]string{"ports": "port|ports"},
		Groups: map[string]string{
			"advisor": "The design advisor: describe a cluster and see which of the digest's designs fit it",
		},
	}
}
