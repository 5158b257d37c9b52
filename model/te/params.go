package te

import "pegasus/model/knob"

// Params are the controller simulation's inputs. Rates are shares of the
// congested link's capacity.
type Params struct {
	IntervalS       float64 // the controller's sampling period
	BackgroundFlows int     // steady flows on the link (not causing the incast)
	BackgroundShare float64 // each background flow's steady rate
	MediumFlows     int     // bursty flows that overlap and overload the link
	MediumPeak      float64 // a medium flow's rate during a burst
	Duty            float64 // share of time a medium flow is bursting
	BurstS          float64 // mean burst length (exponential)
	OverlapS        float64 // the medium flows start within this window
	MoveDelayS      float64 // from a sample to its move taking effect
	LifetimeS       float64 // a medium flow's lifetime: relief at the latest
	Trials          int     // episodes simulated
	Seed            uint64  // seed of start times, bursts and the clock phase
	RTTUs           float64 // fabric round trip, for the credit reaction
}

// Knobs declares the inputs (group "te").
func Knobs() knob.Table[Params] {
	return knob.Table[Params]{
		Name: "te",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.Spec{Key: "interval_s", Unit: "s", Kind: knob.Number, Min: 1, Max: 60, Step: 1, Big: 5, Default: 10, Origin: knob.Paper},
				func(p *Params) *float64 { return &p.IntervalS }),
			knob.Bind(knob.Spec{Key: "background_flows", Kind: knob.Whole, Min: 0, Max: 8, Step: 1, Big: 2, Default: 2, Origin: knob.Model},
				func(p *Params) *int { return &p.BackgroundFlows }),
			knob.Bind(knob.Spec{Key: "background_share", Kind: knob.Number, Min: 0.05, Max: 0.9, Step: 0.05, Big: 0.1, Default: 0.3, Origin: knob.Model},
				func(p *Params) *float64 { return &p.BackgroundShare }),
			knob.Bind(knob.Spec{Key: "medium_flows", Kind: knob.Whole, Min: 2, Max: 16, Step: 1, Big: 4, Default: 5, Origin: knob.Model},
				func(p *Params) *int { return &p.MediumFlows }),
			knob.Bind(knob.Spec{Key: "medium_peak", Kind: knob.Number, Min: 0.05, Max: 1, Step: 0.05, Big: 0.1, Default: 0.35, Origin: knob.Model},
				func(p *Params) *float64 { return &p.MediumPeak }),
			knob.Bind(knob.Spec{Key: "duty", Kind: knob.Number, Min: 0.05, Max: 1, Step: 0.05, Big: 0.1, Default: 0.3, Origin: knob.Model},
				func(p *Params) *float64 { return &p.Duty }),
			knob.Bind(knob.Spec{Key: "burst_s", Unit: "s", Kind: knob.Number, Min: 0.5, Max: 30, Step: 0.5, Big: 5, Default: 3, Origin: knob.Model},
				func(p *Params) *float64 { return &p.BurstS }),
			knob.Bind(knob.Spec{Key: "overlap_s", Unit: "s", Kind: knob.Number, Min: 0, Max: 60, Step: 1, Big: 10, Default: 10, Origin: knob.Model},
				func(p *Params) *float64 { return &p.OverlapS }),
			knob.Bind(knob.Spec{Key: "move_delay_s", Unit: "s", Kind: knob.Number, Min: 0, Max: 30, Step: 0.5, Big: 5, Default: 2, Origin: knob.Model},
				func(p *Params) *float64 { return &p.MoveDelayS }),
			knob.Bind(knob.Spec{Key: "lifetime_s", Unit: "s", Kind: knob.Number, Min: 30, Max: 600, Step: 10, Big: 60, Default: 300, Origin: knob.Model},
				func(p *Params) *float64 { return &p.LifetimeS }),
			knob.Bind(knob.Spec{Key: "trials", Kind: knob.Whole, Min: 10, Max: 1000, Step: 1, Big: 100, Default: 500, Origin: knob.Model},
				func(p *Params) *int { return &p.Trials }),
			knob.Bind(knob.Seed(100), func(p *Params) *uint64 { return &p.Seed }),
			knob.Bind(knob.Spec{Key: "rtt_us", Unit: "us", Kind: knob.Number, Min: 0.5, Max: 50, Step: 0.1, Big: 1, Default: 2.6, Origin: knob.Model},
				func(p *Params) *float64 { return &p.RTTUs }),
		},
	}
}

// DefaultParams returns every knob at its default.
func DefaultParams() Params { return Knobs().Defaults() }
