package te

import (
	"fmt"

	"pegasus/model/knob"
)

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
	num := func(key, unit string, lo, hi, step, big, def float64, origin knob.Origin, f func(*Params) *float64) knob.Field[Params] {
		return knob.Field[Params]{
			Spec: knob.Spec{Key: key, Unit: unit, Kind: knob.Number, Min: lo, Max: hi, Step: step, Big: big, Default: def, Origin: origin},
			Get:  func(p Params) float64 { return *f(&p) },
			Set:  func(p *Params, v float64) { *f(p) = v },
		}
	}
	whole := func(key string, lo, hi, big, def float64, f func(*Params) *int) knob.Field[Params] {
		return knob.Field[Params]{
			Spec: knob.Spec{Key: key, Kind: knob.Whole, Min: lo, Max: hi, Step: 1, Big: big, Default: def, Origin: knob.Model},
			Get:  func(p Params) float64 { return float64(*f(&p)) },
			Set:  func(p *Params, v float64) { *f(p) = int(v) },
		}
	}
	return knob.Table[Params]{
		Name: "te",
		Base: func() Params { return Params{} },
		Fields: []knob.Field[Params]{
			num("interval_s", "s", 1, 60, 1, 5, 10, knob.Paper, func(p *Params) *float64 { return &p.IntervalS }),
			whole("background_flows", 0, 8, 2, 2, func(p *Params) *int { return &p.BackgroundFlows }),
			num("background_share", "", 0.05, 0.9, 0.05, 0.1, 0.3, knob.Model, func(p *Params) *float64 { return &p.BackgroundShare }),
			whole("medium_flows", 2, 16, 4, 5, func(p *Params) *int { return &p.MediumFlows }),
			num("medium_peak", "", 0.05, 1, 0.05, 0.1, 0.35, knob.Model, func(p *Params) *float64 { return &p.MediumPeak }),
			num("duty", "", 0.05, 1, 0.05, 0.1, 0.3, knob.Model, func(p *Params) *float64 { return &p.Duty }),
			num("burst_s", "s", 0.5, 30, 0.5, 5, 3, knob.Model, func(p *Params) *float64 { return &p.BurstS }),
			num("overlap_s", "s", 0, 60, 1, 10, 10, knob.Model, func(p *Params) *float64 { return &p.OverlapS }),
			num("move_delay_s", "s", 0, 30, 0.5, 5, 2, knob.Model, func(p *Params) *float64 { return &p.MoveDelayS }),
			num("lifetime_s", "s", 30, 600, 10, 60, 300, knob.Model, func(p *Params) *float64 { return &p.LifetimeS }),
			whole("trials", 10, 1000, 100, 500, func(p *Params) *int { return &p.Trials }),
			{Spec: knob.Spec{Key: "seed", Kind: knob.Whole, Min: 1, Max: 1_000_000, Step: 1, Big: 100, Default: 1, Origin: knob.Model},
				Get: func(p Params) float64 { return float64(p.Seed) }, Set: func(p *Params, v float64) { p.Seed = uint64(v) }},
			num("rtt_us", "us", 0.5, 50, 0.1, 1, 2.6, knob.Model, func(p *Params) *float64 { return &p.RTTUs }),
		},
	}
}

// DefaultParams returns every knob at its default.
func DefaultParams() Params { return Knobs().Defaults() }

func validate(p Params) error {
	if err := Knobs().Validate(p); err != nil {
		return fmt.Errorf("te: %w", err)
	}
	return nil
}
