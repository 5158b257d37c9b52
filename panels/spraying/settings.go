package spraying

import (
	"slices"

	"pegasus/i18n"
	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// Settings are every knob of the panel, one group per engine.
type Settings struct {
	Balance    spray.BalanceParams
	AllReduce  spray.AllReduceParams
	Retx       spray.RetxParams
	StateBytes int // receiver state per QP, bytes
	DemoChunk  int // packets per chunk in the receiver's step-through
}

// DefaultSettings are the engines' defaults, the digest's 80 B of state
// and chunks of 6 packets in the step-through.
func DefaultSettings() Settings {
	return Settings{
		Balance: spray.DefaultBalance(), AllReduce: spray.DefaultAllReduce(), Retx: spray.DefaultRetx(),
		StateBytes: spray.StateBytesPerQP, DemoChunk: 6,
	}
}

// group is which engine's knobs a page shows.
type group int

const (
	groupBalance group = iota
	groupReceiver
	groupAllReduce
	groupRetx
)

// unit formats a value with a unit and fixed decimals.
func unit(u string, decimals int) func(float64, *i18n.Text) string {
	return func(v float64, _ *i18n.Text) string { return i18n.Number(v, decimals) + u }
}

// choice formats an index into a list of names.
func choice(names func(*i18n.Text) []string) func(float64, *i18n.Text) string {
	return func(v float64, t *i18n.Text) string { return names(t)[int(v)] }
}

// indices is 0..n-1 as float64, for choice parameters.
func indices(n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = float64(i)
	}
	return out
}

// mixNames names the traffic mixes in display order.
func mixNames(t *i18n.Text) []string {
	c := t.Spray
	return []string{c.MixEqual, c.MixTraining, c.MixInference}
}

// newParams returns the knobs of one group, in display order; micro is
// the prefix of microseconds the terminal can draw ("µ" or "u").
func newParams(g group, micro string) []kit.Param[Settings] {
	c := func(f func(i18n.SprayText) string) func(*i18n.Text) string {
		return func(t *i18n.Text) string { return f(t.Spray) }
	}
	paths := kit.Param[Settings]{
		Label: c(func(s i18n.SprayText) string { return s.ParamPaths }), Format: unit("", 0),
		Get: func(s Settings) float64 { return float64(s.Balance.Paths) },
		Set: func(s *Settings, v float64) { s.Balance.Paths, s.Retx.Paths = int(v), int(v) },
		Min: 1, Max: spray.MaxPaths, Step: 1, Big: 8, Snap: true,
	}
	skew := kit.Param[Settings]{
		Label: c(func(s i18n.SprayText) string { return s.ParamSkew }), Format: unit(" ns", 0),
		Get: func(s Settings) float64 { return s.Retx.SkewNs },
		Set: func(s *Settings, v float64) { s.Retx.SkewNs, s.Balance.SkewNs = v, v },
		Min: 0, Max: 5000, Step: 50, Big: 500, Snap: true,
	}
	jitter := kit.Param[Settings]{
		Label: c(func(s i18n.SprayText) string { return s.ParamJitter }), Format: unit(" ns", 0),
		Get: func(s Settings) float64 { return s.Retx.JitterNs }, Set: func(s *Settings, v float64) { s.Retx.JitterNs = v },
		Min: 0, Max: 2000, Step: 10, Big: 100, Snap: true,
	}
	seed := kit.Param[Settings]{
		Label: c(func(s i18n.SprayText) string { return s.ParamSeed }), Format: unit("", 0),
		Get: func(s Settings) float64 { return float64(s.Balance.Seed) },
		Set: func(s *Settings, v float64) { s.Balance.Seed, s.Retx.Seed = uint64(v), uint64(v) },
		Min: 1, Max: 1_000_000, Step: 1, Big: 10, Snap: true,
	}
	switch g {
	case groupReceiver:
		return []kit.Param[Settings]{
			{
				Label: c(func(s i18n.SprayText) string { return s.ParamStateBytes }), Format: unit(" B", 0),
				Get: func(s Settings) float64 { return float64(s.StateBytes) }, Set: func(s *Settings, v float64) { s.StateBytes = int(v) },
				Min: 8, Max: 512, Step: 8, Big: 64, Snap: true,
			},
			{
				Label: c(func(s i18n.SprayText) string { return s.ParamDemo }), Format: unit("", 0),
				Get: func(s Settings) float64 { return float64(s.DemoChunk) }, Set: func(s *Settings, v float64) { s.DemoChunk = int(v) },
				Min: 2, Max: 16, Step: 1, Big: 4, Snap: true,
			},
			paths, skew, jitter, seed,
		}
	case groupAllReduce:
		ar := func(label func(i18n.SprayText) string, get func(spray.AllReduceParams) float64, set func(*spray.AllReduceParams, float64),
			format func(float64, *i18n.Text) string, lo, hi, step, big float64) kit.Param[Settings] {
			return kit.Param[Settings]{Label: c(label), Format: format,
				Get: func(s Settings) float64 { return get(s.AllReduce) }, Set: func(s *Settings, v float64) { set(&s.AllReduce, v) },
				Min: lo, Max: hi, Step: step, Big: big, Snap: true}
		}
		return []kit.Param[Settings]{
			ar(func(s i18n.SprayText) string { return s.ParamServers }, func(p spray.AllReduceParams) float64 { return float64(p.Servers) },
				func(p *spray.AllReduceParams, v float64) { p.Servers = int(v) }, unit("", 0), 2, 64, 1, 4),
			ar(func(s i18n.SprayText) string { return s.ParamChannels }, func(p spray.AllReduceParams) float64 { return float64(p.Channels) },
				func(p *spray.AllReduceParams, v float64) { p.Channels = int(v) }, unit("", 0), 1, 16, 1, 4),
			ar(func(s i18n.SprayText) string { return s.ParamChunk }, func(p spray.AllReduceParams) float64 { return p.ChunkKiB },
				func(p *spray.AllReduceParams, v float64) { p.ChunkKiB = v }, unit(" KiB", 0), 64, 4096, 64, 512),
			ar(func(s i18n.SprayText) string { return s.ParamHop }, func(p spray.AllReduceParams) float64 { return p.HopUs },
				func(p *spray.AllReduceParams, v float64) { p.HopUs = v }, unit(" "+micro+"s", 1), 0, 50, 0.5, 5),
			ar(func(s i18n.SprayText) string { return s.ParamRTT }, func(p spray.AllReduceParams) float64 { return p.RTTUs },
				func(p *spray.AllReduceParams, v float64) { p.RTTUs = v }, unit(" "+micro+"s", 1), 0, 100, 0.5, 5),
			ar(func(s i18n.SprayText) string { return s.ParamLaunch }, func(p spray.AllReduceParams) float64 { return p.LaunchUs },
				func(p *spray.AllReduceParams, v float64) { p.LaunchUs = v }, unit(" "+micro+"s", 1), 0, 100, 0.5, 5),
		}
	case groupRetx:
		return []kit.Param[Settings]{
			paths, skew, jitter,
			{
				Label: c(func(s i18n.SprayText) string { return s.ParamOOO }), Format: unit("", 3),
				Get: func(s Settings) float64 { return s.Retx.OOOThreshold }, Set: func(s *Settings, v float64) { s.Retx.OOOThreshold = v },
				Min: 0, Max: 1, Step: 0.005, Big: 0.05,
			},
			{
				Label: c(func(s i18n.SprayText) string { return s.ParamMissing }), Format: unit("", 3),
				Get: func(s Settings) float64 { return s.Retx.MissingThreshold }, Set: func(s *Settings, v float64) { s.Retx.MissingThreshold = v },
				Min: 0, Max: 1, Step: 0.005, Big: 0.05,
			},
			{
				Label: c(func(s i18n.SprayText) string { return s.ParamLoss }), Format: func(v float64, _ *i18n.Text) string { return i18n.Number(100*v, 3) + " %" },
				Get: func(s Settings) float64 { return s.Retx.LossRate }, Set: func(s *Settings, v float64) { s.Retx.LossRate = v },
				Choices: []float64{0, 1e-5, 1e-4, 1e-3, 1e-2},
			},
			seed,
		}
	}
	return []kit.Param[Settings]{
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamScheme }), Format: choice(kit.SchemeNames),
			Get: func(s Settings) float64 { return float64(slices.Index(spray.Schemes, s.Balance.Scheme)) },
			Set: func(s *Settings, v float64) { s.Balance.Scheme = spray.Schemes[int(v)] }, Choices: indices(len(spray.Schemes)),
		},
		paths,
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamFlows }), Format: unit("", 0),
			Get: func(s Settings) float64 { return float64(s.Balance.Flows) }, Set: func(s *Settings, v float64) { s.Balance.Flows = int(v) },
			Min: 1, Max: spray.MaxFlows, Step: 1, Big: 8, Snap: true,
		},
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamQPs }), Format: unit("", 0),
			Get: func(s Settings) float64 { return float64(s.Balance.QPsPerFlow) }, Set: func(s *Settings, v float64) { s.Balance.QPsPerFlow = int(v) },
			Min: 1, Max: spray.MaxQPs, Step: 1, Big: 4, Snap: true,
		},
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamMix }), Format: choice(mixNames),
			Get: func(s Settings) float64 { return float64(slices.Index(spray.Mixes, s.Balance.Mix)) },
			Set: func(s *Settings, v float64) { s.Balance.Mix = spray.Mixes[int(v)] }, Choices: indices(len(spray.Mixes)),
		},
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamFlowMB }), Format: unit(" MB", 0),
			Get: func(s Settings) float64 { return s.Balance.FlowMB }, Set: func(s *Settings, v float64) { s.Balance.FlowMB = v },
			Choices: []float64{1, 4, 16, 64, 256, 1024},
		},
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamTEPeriod }), Format: unit(" s", 0),
			Get: func(s Settings) float64 { return s.Balance.TEPeriodS }, Set: func(s *Settings, v float64) { s.Balance.TEPeriodS = v },
			Min: 1, Max: 60, Step: 1, Big: 10, Snap: true,
		},
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamLifetime }), Format: unit(" s", 0),
			Get: func(s Settings) float64 { return s.Balance.LifetimeS }, Set: func(s *Settings, v float64) { s.Balance.LifetimeS = v },
			Min: 1, Max: 60, Step: 1, Big: 10, Snap: true,
		},
		{
			Label: c(func(s i18n.SprayText) string { return s.ParamTrials }), Format: unit("", 0),
			Get: func(s Settings) float64 { return float64(s.Balance.Trials) }, Set: func(s *Settings, v float64) { s.Balance.Trials = int(v) },
			Choices: []float64{10, 50, 100, 200, 500, 1000},
		},
		seed,
	}
}
