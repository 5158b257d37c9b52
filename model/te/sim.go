package te

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// EventKind names what happened in an episode.
type EventKind string

// The events of an episode's timeline.
const (
	Onset  EventKind = "onset"  // the link is first overloaded
	Sample EventKind = "sample" // the controller reads its counters
	Move   EventKind = "move"   // a flow leaves the link
	Relief EventKind = "relief" // the flows left on the link can no longer overload it
)

// Event is one entry of an episode's timeline.
type Event struct {
	TimeS float64   `json:"t_s"`  // from the start of the episode
	Kind  EventKind `json:"kind"` // what happened
	// Flow is the flow a move concerns (-1 otherwise); background flows
	// come first, then the medium flows.
	Flow int `json:"flow"`
	// Wrong marks a move of a background flow: not a cause of the incast.
	Wrong bool `json:"wrong"`
	// Congested tells, for a sample, whether the counters showed overload
	// in the interval just ended.
	Congested bool `json:"congested"`
}

// Result is the relief-time distribution and one episode.
type Result struct {
	ReliefS []float64 `json:"relief_s"`      // one per congested trial, sorted
	MeanS   float64   `json:"mean_relief_s"` // mean relief time
	P50S    float64   `json:"p50_relief_s"`  // median
	P95S    float64   `json:"p95_relief_s"`  // 95th percentile
	MaxS    float64   `json:"max_relief_s"`  // longest
	// Congested is the number of trials whose link was overloaded at all.
	Congested int `json:"congested_trials"`
	// MovesMean is the mean number of moves until relief; WrongShare the
	// share of moves that took a background flow.
	MovesMean  float64 `json:"moves_mean"`
	WrongShare float64 `json:"wrong_share"` // share of moves that took a background flow
	// Episode is the timeline of the first congested trial.
	Episode []Event `json:"episode"`
	// Spraying with credits: the receiver's next grants slow every sender
	// within a round trip, and the data already sent drains in one more.
	SprayReactionRTTs float64 `json:"spray_reaction_rtts"`
	SprayReliefUs     float64 `json:"spray_relief_us"` // SprayReactionRTTs round trips
	// SpeedUp is the mean TE relief over the spraying reaction.
	SpeedUp float64 `json:"speed_up"`
}

// SprayReactionRTTs is the model's count of round trips for credits to
// bring an incast back to line rate: one for the grants, one to drain.
const SprayReactionRTTs = 2

// flow is one flow on (or moved off) the congested link.
type flow struct {
	background bool
	peak       float64
	start, end float64 // medium flows live in [start, end)
	on         bool
	toggle     float64 // next burst start or end
	onLink     bool
	onTime     float64 // time bursting on the link in the current interval
}

// Run simulates p.Trials episodes.
func Run(p Params) (Result, error) { return RunCtx(context.Background(), p) }

// RunCtx is Run that stops, with an error, when ctx is cancelled.
func RunCtx(ctx context.Context, p Params) (Result, error) {
	if err := Knobs().ValidateNamed(p); err != nil {
		return Result{}, err
	}
	rng := rand.New(rand.NewPCG(p.Seed, 0x7e7e))
	var r Result
	moves, wrong := 0, 0
	for trial := range p.Trials {
		if trial%32 == 0 {
			if err := ctx.Err(); err != nil {
				return Result{}, fmt.Errorf("te run cancelled at trial %d: %w", trial, err)
			}
		}
		ep := episode(p, rng)
		if ep.relief < 0 {
			continue
		}
		r.Congested++
		r.ReliefS = append(r.ReliefS, ep.relief)
		moves += ep.moves
		wrong += ep.wrong
		if r.Episode == nil {
			r.Episode = ep.events
		}
	}
	slices.Sort(r.ReliefS)
	if n := len(r.ReliefS); n > 0 {
		var sum float64
		for _, v := range r.ReliefS {
			sum += v
		}
		r.MeanS = sum / float64(n)
		r.P50S = quantile(r.ReliefS, 0.5)
		r.P95S = quantile(r.ReliefS, 0.95)
		r.MaxS = r.ReliefS[n-1]
		r.MovesMean = float64(moves) / float64(n)
	}
	if moves > 0 {
		r.WrongShare = float64(wrong) / float64(moves)
	}
	r.SprayReactionRTTs = SprayReactionRTTs
	r.SprayReliefUs = SprayReactionRTTs * p.RTTUs
	if r.SprayReliefUs > 0 {
		r.SpeedUp = r.MeanS * 1e6 / r.SprayReliefUs
	}
	return r, nil
}

// quantile is the q-quantile of sorted values (nearest rank).
func quantile(sorted []float64, q float64) float64 {
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// episodeResult is one trial.
type episodeResult struct {
	relief       float64 // from onset; -1 if the link never overloaded
	moves, wrong int
	events       []Event
}

// episode runs one trial. Background flows are steady; each medium flow
// starts bursting at a time uniform in [0, OverlapS] and then alternates
// exponential bursts (mean BurstS) and pauses (mean BurstS (1-Duty)/Duty)
// until its lifetime ends. The link overloads when the bursting and
// steady rates on it sum above 1. The controller's clock has a random
// phase; at each tick, if the interval just ended saw overload, it picks
// the flow on the link with the largest average rate over the interval
// and moves it MoveDelayS later. Relief comes when the peaks of the flows
// left on the link sum to at most 1, or when the medium flows have ended.
func episode(p Params, rng *rand.Rand) episodeResult {
	flows := make([]flow, 0, p.BackgroundFlows+p.MediumFlows)
	for range p.BackgroundFlows {
		flows = append(flows, flow{background: true, peak: p.BackgroundShare, on: true, onLink: true,
			end: math.Inf(1), toggle: math.Inf(1)})
	}
	pause := p.BurstS * (1 - p.Duty) / p.Duty
	lastEnd := 0.0
	for range p.MediumFlows {
		s := rng.Float64() * p.OverlapS
		flows = append(flows, flow{peak: p.MediumPeak, start: s, end: s + p.LifetimeS, toggle: s, onLink: true})
		lastEnd = math.Max(lastEnd, s+p.LifetimeS)
	}
	ep := episodeResult{relief: -1}
	var events []Event
	onset := -1.0
	tick := rng.Float64() * p.IntervalS
	moveAt, moveFlow := math.Inf(1), -1
	congested := false
	now := 0.0
	load := func() float64 {
		var l float64
		for _, f := range flows {
			if f.onLink && f.on {
				l += f.peak
			}
		}
		return l
	}
	peaks := func() float64 {
		var l float64
		for _, f := range flows {
			if f.onLink && now < f.end {
				l += f.peak
			}
		}
		return l
	}
	for {
		// The next event: a burst edge, a lifetime's end, a tick, a move.
		next := min(tick, moveAt, lastEnd)
		for i := range flows {
			f := &flows[i] // by pointer: this loop runs once per event
			next = min(next, f.toggle)
			if f.end > now {
				next = min(next, f.end)
			}
		}
		for i := range flows {
			if flows[i].on && flows[i].onLink {
				flows[i].onTime += next - now
			}
		}
		now = next
		if now >= lastEnd {
			if onset >= 0 {
				ep.relief = now - onset
				events = append(events, Event{TimeS: now, Kind: Relief, Flow: -1})
				ep.events = events
			}
			return ep
		}
		for i := range flows {
			f := &flows[i]
			if f.background || now < f.toggle {
				continue
			}
			if now >= f.end {
				f.on, f.toggle = false, math.Inf(1)
				continue
			}
			f.on = !f.on
			mean := p.BurstS
			if !f.on {
				mean = pause
			}
			f.toggle = now + rng.ExpFloat64()*mean
		}
		if now >= moveAt {
			f := &flows[moveFlow]
			f.onLink = false
			ep.moves++
			if f.background {
				ep.wrong++
			}
			events = append(events, Event{TimeS: now, Kind: Move, Flow: moveFlow, Wrong: f.background})
			moveAt, moveFlow = math.Inf(1), -1
		}
		if load() > 1+1e-12 {
			congested = true
			if onset < 0 {
				onset = now
				events = append(events, Event{TimeS: now, Kind: Onset, Flow: -1})
			}
		}
		if onset >= 0 && peaks() <= 1+1e-12 {
			ep.relief = now - onset
			ep.events = append(events, Event{TimeS: now, Kind: Relief, Flow: -1})
			return ep
		}
		if now >= tick {
			if onset >= 0 {
				events = append(events, Event{TimeS: now, Kind: Sample, Flow: -1, Congested: congested})
			}
			if congested && moveFlow < 0 {
				best, bestAvg := -1, -1.0
				for i, f := range flows {
					if avg := f.onTime * f.peak; f.onLink && now < f.end && avg > bestAvg {
						best, bestAvg = i, avg
					}
				}
				if best >= 0 {
					moveAt, moveFlow = now+p.MoveDelayS, best
				}
			}
			congested = false
			for i := range flows {
				flows[i].onTime = 0
			}
			tick += p.IntervalS
		}
	}
}
