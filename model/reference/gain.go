package reference

import "pegasus/model/gain"

// The case-study figures (section 5 of the digest) and the other results
// of the evidence panel.
const (
	GainLlamaSpeedup     ID = "gain.llama7b_speedup"
	GainLlamaUsualPct    ID = "gain.llama7b_usual_pct"
	GainDenseSpeedup     ID = "gain.dense70b_speedup"
	GainMoESpeedup       ID = "gain.moe7b_speedup"
	GainLlamaPrinted     ID = "gain.llama7b_printed_pct"
	GainDensePrinted     ID = "gain.dense70b_printed_pct"
	GainMoEPrinted       ID = "gain.moe7b_printed_pct"
	EvidenceTokensPct    ID = "evidence.inference_tokens_pct"
	EvidenceCompletionPc ID = "evidence.inference_completion_pct"
	EvidenceALMs         ID = "evidence.alms_saved"
)

// The paper's printed gains of the case study, %.
const (
	PrintedLlama7B  = 53.2 // LLaMA 7B, 96 GPUs
	PrintedDense70B = 7.5  // 70B dense, 32 GPUs
	PrintedMoE7B    = 4.8  // 7B MoE, 32 GPUs
)

// Gain returns the rows of the digest's conversion table, each compared
// to half a unit of the last digit the digest prints; the printed gains
// they start from are echoes. The inference gains and the ALMs saved are
// results the model does not produce.
func Gain() []Row {
	conv := func(p float64) gain.Conversion {
		c, _ := gain.FromPrinted(p) // the printed gains are in range
		return c
	}
	llama, dense, moe := conv(PrintedLlama7B), conv(PrintedDense70B), conv(PrintedMoE7B)
	return []Row{
		{ID: GainLlamaSpeedup, Panel: PanelEvidence, Kind: Recomputed, Digest: 2.14, Engine: llama.Speedup, Unit: Ratio, Tol: Tolerance{Abs: 0.005},
			Alt: llama.OldOverNew, HasAlt: true},
		{ID: GainLlamaUsualPct, Panel: PanelEvidence, Kind: Recomputed, Digest: 114, Engine: llama.UsualPct, Unit: Percent, Tol: Tolerance{Abs: 0.5}},
		{ID: GainDenseSpeedup, Panel: PanelEvidence, Kind: Recomputed, Digest: 1.08, Engine: dense.Speedup, Unit: Ratio, Tol: Tolerance{Abs: 0.005}},
		{ID: GainMoESpeedup, Panel: PanelEvidence, Kind: Recomputed, Digest: 1.05, Engine: moe.Speedup, Unit: Ratio, Tol: Tolerance{Abs: 0.005}},
		echo(GainLlamaPrinted, PanelEvidence, 53.2, PrintedLlama7B, Percent),
		echo(GainDensePrinted, PanelEvidence, 7.5, PrintedDense70B, Percent),
		echo(GainMoEPrinted, PanelEvidence, 4.8, PrintedMoE7B, Percent),
		notModelled(EvidenceTokensPct, PanelEvidence, 3.7, Percent),
		notModelled(EvidenceCompletionPc, PanelEvidence, 7.2, Percent),
		notModelled(EvidenceALMs, PanelEvidence, 7000, Count),
	}
}
