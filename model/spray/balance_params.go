package spray

import "pegasus/model/knob"

// Limits of the load-balance engine's inputs. Together they bound one run
// of any scheme (BenchmarkBalanceMax*).
const (
	MaxPaths  = 64
	MaxFlows  = 256
	MaxQPs    = 16
	MaxTrials = 1000
	// MaxFlowMB bounds the equal mix's flow size: 10 GB, far above any
	// collective message; the engines' work does not grow with it.
	MaxFlowMB = 10_000
	// MinTEPeriodS and MaxTEPeriodS bound the controller's period: from
	// one second up to a minute (the digest's controller uses 10 s).
	MinTEPeriodS = 1
	MaxTEPeriodS = 60
	// MinLifetimeS and MaxLifetimeS bound how long a set of flows lives.
	MinLifetimeS = 1
	MaxLifetimeS = 600
	// TEHorizonS is how long the TE timeline runs: a minute, six of the
	// digest's 10-s periods.
	TEHorizonS = 60
	// FlowletPackets is the adaptive-routing flowlet, in packets (the
	// model's choice: 128 KiB).
	FlowletPackets = 32
)

// BalanceParams are the inputs of the load-balance engine.
type BalanceParams struct {
	Scheme     Scheme
	Paths      int     // uplinks in the ECMP group
	Flows      int     // flows (connections) sharing them
	QPsPerFlow int     // QP scaling: QPs per connection
	Mix        Mix     // where flow sizes come from
	FlowMB     float64 // flow size of the equal mix, MB (10^6 bytes)
	TEPeriodS  float64 // TE: seconds between controller moves
	LifetimeS  float64 // TE: how long a set of flows lives before new ones replace it
	SkewNs     float64 // spread of path delays (for the out-of-order degree), ns
	Trials     int
	Seed       uint64

	// Constants of the model (Base, not knobs).
	LineGbps    float64 // rate of each uplink and each NIC
	PacketBytes int
	FlowletPkts int     // AR: packets per flowlet
	HorizonS    float64 // TE: how long the workload runs, s
}

// BalanceKnobs declares the "spray" group: every input of the
// load-balance engine, once.
func BalanceKnobs() knob.Table[BalanceParams] {
	return knob.Table[BalanceParams]{
		Name: "spray",
		Base: func() BalanceParams {
			return BalanceParams{LineGbps: LineGbps, PacketBytes: PacketBytes, FlowletPkts: FlowletPackets, HorizonS: TEHorizonS}
		},
		Fields: []knob.Field[BalanceParams]{
			bindName(knob.Spec{Key: "scheme", Kind: knob.Named, Default: 4, Origin: knob.Paper}, Schemes,
				func(p *BalanceParams) *Scheme { return &p.Scheme }),
			knob.Bind(pathsSpec(), func(p *BalanceParams) *int { return &p.Paths }),
			knob.Bind(knob.Spec{Key: "flows", Unit: "flows", Kind: knob.Whole, Min: 1, Max: MaxFlows, Step: 1, Big: 8, Default: 8, Origin: knob.Model},
				func(p *BalanceParams) *int { return &p.Flows }),
			knob.Bind(knob.Spec{Key: "qps", Unit: "QPs", Kind: knob.Whole, Min: 1, Max: MaxQPs, Step: 1, Big: 4, Default: 4, Origin: knob.Model},
				func(p *BalanceParams) *int { return &p.QPsPerFlow }),
			bindName(knob.Spec{Key: "mix", Kind: knob.Named, Default: 0, Origin: knob.Model}, Mixes,
				func(p *BalanceParams) *Mix { return &p.Mix }),
			knob.Bind(knob.Spec{Key: "flow_mb", Unit: "MB", Kind: knob.Number, Min: 0.001, Max: MaxFlowMB, Step: 1, Big: 64, Default: 64, Origin: knob.Model},
				func(p *BalanceParams) *float64 { return &p.FlowMB }),
			knob.Bind(knob.Spec{Key: "te_period_s", Unit: "s", Kind: knob.Number, Min: MinTEPeriodS, Max: MaxTEPeriodS, Step: 1, Big: 10, Default: 10, Origin: knob.Paper},
				func(p *BalanceParams) *float64 { return &p.TEPeriodS }),
			knob.Bind(knob.Spec{Key: "lifetime_s", Unit: "s", Kind: knob.Number, Min: MinLifetimeS, Max: MaxLifetimeS, Step: 1, Big: 10, Default: 60, Origin: knob.Model},
				func(p *BalanceParams) *float64 { return &p.LifetimeS }),
			knob.Bind(skewSpec(700), func(p *BalanceParams) *float64 { return &p.SkewNs }),
			knob.Bind(knob.Spec{Key: "trials", Unit: "trials", Kind: knob.Whole, Min: 1, Max: MaxTrials, Step: 10, Big: 100, Default: 200, Origin: knob.Model},
				func(p *BalanceParams) *int { return &p.Trials }),
			knob.Bind(knob.Seed(10), func(p *BalanceParams) *uint64 { return &p.Seed }),
		},
	}
}

// DefaultBalance is an 8-uplink group with 8 equal 64 MB flows at
// 400 Gb/s, sprayed, over 200 trials.
func DefaultBalance() BalanceParams { return BalanceKnobs().Defaults() }

// Validate reports the first input that is not allowed, as a
// *knob.FieldError.
func (p BalanceParams) Validate() error { return BalanceKnobs().Validate(p) }

// PacketNs is the time one packet takes at line rate.
func (p BalanceParams) PacketNs() float64 { return packetNs(p.PacketBytes, p.LineGbps) }
