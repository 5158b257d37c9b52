package reference

import "pegasus/model/gain"

// The case-study conversions (section 5 of the digest).
const (
	GainLlamaOldOverNew ID = "gain.llama7b_old_over_new"
	GainLlamaSpeedup    ID = "gain.llama7b_speedup"
	GainLlamaUsualPct   ID = "gain.llama7b_usual_pct"
	GainDenseSpeedup    ID = "gain.dense70b_speedup"
	GainMoESpeedup      ID = "gain.moe7b_speedup"
)

// The paper's printed gains of the case study, %.
const (
	PrintedLlama7B  = 53.2 // LLaMA 7B, 96 GPUs
	PrintedDense70B = 7.5  // 70B dense, 32 GPUs
	PrintedMoE7B    = 4.8  // 7B MoE, 32 GPUs
)

// Gain returns the rows of the digest's conversion table; each is compared
// to half a unit of the last digit the digest prints.
func Gain() []Row {
	conv := func(p float64) gain.Conversion {
		c, _ := gain.FromPrinted(p) // the printed gains are in range
		return c
	}
	llama, dense, moe := conv(PrintedLlama7B), conv(PrintedDense70B), conv(PrintedMoE7B)
	return []Row{
		{ID: GainLlamaOldOverNew, Panel: PanelEvidence, Kind: Recomputed, Digest: 0.468, Engine: llama.OldOverNew, Unit: Ratio, Tol: Tolerance{Abs: 0.0005}},
		{ID: GainLlamaSpeedup, Panel: PanelEvidence, Kind: Recomputed, Digest: 2.14, Engine: llama.Speedup, Unit: Ratio, Tol: Tolerance{Abs: 0.005}},
		{ID: GainLlamaUsualPct, Panel: PanelEvidence, Kind: Recomputed, Digest: 114, Engine: llama.UsualPct, Unit: Percent, Tol: Tolerance{Abs: 0.5}},
		{ID: GainDenseSpeedup, Panel: PanelEvidence, Kind: Recomputed, Digest: 1.08, Engine: dense.Speedup, Unit: Ratio, Tol: Tolerance{Abs: 0.005}},
		{ID: GainMoESpeedup, Panel: PanelEvidence, Kind: Recomputed, Digest: 1.05, Engine: moe.Speedup, Unit: Ratio, Tol: Tolerance{Abs: 0.005}},
	}
}
