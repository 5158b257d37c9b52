// Package spray models Pegasus's per-packet spraying and what it needs at
// the receiver: load over an ECMP group under five ways of choosing paths,
// the PSN and isCQE bitmaps that restore completion order, ring AllReduce
// with and without the extra round trip a commodity NIC pays per chunk, and
// the retransmission trigger that tells loss from reordering.
package spray

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"gonum.org/v1/gonum/stat/distuv"
)

// Scheme is a way to spread flows over the uplinks of an ECMP group.
type Scheme string

// The schemes compared.
const (
	Hash      Scheme = "hash"       // per-flow ECMP: one source port per QP
	QPScaling Scheme = "qp-scaling" // each connection split over k QPs (Meta)
	TE        Scheme = "te"         // controller moves the largest average flow every period
	AR        Scheme = "ar"         // switch adaptive routing per flowlet (CX7 with AR)
	Spray     Scheme = "spray"      // a new source port per packet (Pegasus)
)

// Schemes lists the schemes in display order.
var Schemes = []Scheme{Hash, QPScaling, TE, AR, Spray}

// Mix is where flow sizes come from.
type Mix string

// The traffic mixes. The digest reports that training messages cluster at
// a few sizes of tens to hundreds of MB and that 68 % of inference
// collective messages are 1 MB; the rest of the inference mix is an
// assumption (log-uniform from 64 KB to 16 MB).
const (
	Equal     Mix = "equal"
	Training  Mix = "training"
	Inference Mix = "inference"
)

// Mixes lists the mixes in display order.
var Mixes = []Mix{Equal, Training, Inference}

// TrainingSizesMB are the sizes training flows draw from, uniformly.
var TrainingSizesMB = []float64{25, 50, 100, 200}

// InferenceOneMBShare is the share of 1 MB messages in the inference mix.
const InferenceOneMBShare = 0.68

// BalanceParams are the inputs of the load-balance engine.
type BalanceParams struct {
	Paths       int     // uplinks in the ECMP group
	Flows       int     // flows (connections) sharing them
	Scheme      Scheme  //
	QPsPerFlow  int     // QP scaling: QPs per connection
	Mix         Mix     //
	FlowMB      float64 // flow size of the equal mix, MB
	LineGbps    float64 // rate of each uplink and each NIC
	PacketBytes int     //
	FlowletPkts int     // AR: packets per flowlet
	TEPeriodS   float64 // TE: seconds between controller moves
	HorizonS    float64 // TE: how long the workload runs
	LifetimeS   float64 // TE: how long a set of flows lives before new ones replace it
	SkewNs      float64 // spread of path delays (for the out-of-order degree)
	Trials      int     //
	Seed        uint64  //
}

// DefaultBalance is an 8-uplink group with 8 equal 64 MB flows at 400 Gb/s.
func DefaultBalance() BalanceParams {
	return BalanceParams{
		Paths: 8, Flows: 8, Scheme: Spray, QPsPerFlow: 4, Mix: Equal, FlowMB: 64, LineGbps: 400,
		PacketBytes: 4096, FlowletPkts: 32, TEPeriodS: 10, HorizonS: 60, LifetimeS: 60, SkewNs: 700,
		Trials: 200, Seed: 1,
	}
}

// Limits of the inputs.
const (
	MaxPaths  = 64
	MaxFlows  = 256
	MaxQPs    = 16
	MaxTrials = 10_000
)

// ParamError names an input that is not allowed and what is.
type ParamError struct {
	Field   string
	Value   string
	Allowed Allowed
}

// AllowedKind is the shape of an input's allowed values.
type AllowedKind int

// The shapes.
const (
	InRange     AllowedKind = iota // Min to Max (whole numbers if Whole)
	Positive                       // more than 0
	NonNegative                    // 0 or more
	OneOf                          // one of Choices
	BelowOne                       // 0 up to, not including, 1
)

// Allowed describes an input's allowed values, for a message in any
// language.
type Allowed struct {
	Kind     AllowedKind
	Min, Max float64
	Whole    bool
	Choices  []string
}

// String describes the allowed values in English.
func (a Allowed) String() string {
	switch a.Kind {
	case Positive:
		return "more than 0"
	case NonNegative:
		return "0 or more"
	case OneOf:
		return "one of " + strings.Join(a.Choices, ", ")
	case BelowOne:
		return "0 up to (not including) 1"
	}
	return fmt.Sprintf("%v to %v", a.Min, a.Max)
}

// Error implements error.
func (e *ParamError) Error() string {
	return fmt.Sprintf("%s = %s is not allowed; allowed: %s", e.Field, e.Value, e.Allowed)
}

// rangeError reports a number outside [min, max].
func rangeError(field string, v any, min, max float64, whole bool) *ParamError {
	return &ParamError{field, fmt.Sprint(v), Allowed{Kind: InRange, Min: min, Max: max, Whole: whole}}
}

// kindError reports a number of the wrong sign or size.
func kindError(field string, v any, k AllowedKind) *ParamError {
	return &ParamError{field, fmt.Sprint(v), Allowed{Kind: k}}
}

// choiceError reports a name that is not one of the choices.
func choiceError(field, v string, choices ...string) *ParamError {
	return &ParamError{field, v, Allowed{Kind: OneOf, Choices: choices}}
}

// Validate reports the first input that is not allowed.
func (p BalanceParams) Validate() error {
	switch {
	case p.Paths < 1 || p.Paths > MaxPaths:
		return rangeError("paths", p.Paths, 1, MaxPaths, true)
	case p.Flows < 1 || p.Flows > MaxFlows:
		return rangeError("flows", p.Flows, 1, MaxFlows, true)
	case p.QPsPerFlow < 1 || p.QPsPerFlow > MaxQPs:
		return rangeError("qps", p.QPsPerFlow, 1, MaxQPs, true)
	case !(p.FlowMB >= 0.001 && p.FlowMB <= 10_000):
		return rangeError("flow_mb", p.FlowMB, 0.001, 10_000, false)
	case !(p.LineGbps > 0) || p.PacketBytes < 64 || p.FlowletPkts < 1:
		return kindError("line_gbps", p.LineGbps, Positive)
	case !(p.TEPeriodS > 0):
		return kindError("te_period_s", p.TEPeriodS, Positive)
	case !(p.LifetimeS > 0):
		return kindError("lifetime_s", p.LifetimeS, Positive)
	case !(p.HorizonS > 0):
		return kindError("horizon_s", p.HorizonS, Positive)
	case p.SkewNs < 0:
		return kindError("skew_ns", p.SkewNs, NonNegative)
	case p.Trials < 1 || p.Trials > MaxTrials:
		return rangeError("trials", p.Trials, 1, MaxTrials, true)
	}
	for _, s := range Schemes {
		if s == p.Scheme {
			for _, m := range Mixes {
				if m == p.Mix {
					return nil
				}
			}
			return choiceError("mix", string(p.Mix), "equal", "training", "inference")
		}
	}
	return choiceError("scheme", string(p.Scheme), "hash", "qp-scaling", "te", "ar", "spray")
}

// Outcome is one trial's (or the mean of many trials') result.
type Outcome struct {
	UsedFraction float64 // uplinks that carry traffic / uplinks
	MaxLoad      float64 // busiest uplink's bytes / mean bytes per uplink
	Throughput   float64 // ideal completion time / actual (aggregate / ideal)
	SlowestMs    float64 // the last flow's completion time, ms
	OOODegree    float64 // largest reorder distance the receiver sees, packets
}

// BalanceResult is a scheme's outcome averaged over the trials, with the
// first trial's per-uplink loads to draw.
type BalanceResult struct {
	Params    BalanceParams
	Mean      Outcome
	LinkLoads []float64 // first trial: each uplink's bytes / mean bytes per uplink
}

// RunBalance averages Trials trials of one scheme. It is deterministic for
// a given seed.
func RunBalance(p BalanceParams) BalanceResult {
	rng := rand.New(rand.NewPCG(p.Seed, p.Seed^0xa5a5a5a5))
	var sum Outcome
	var first []float64
	for t := 0; t < p.Trials; t++ {
		o, loads := trial(p, rng)
		sum.UsedFraction += o.UsedFraction
		sum.MaxLoad += o.MaxLoad
		sum.Throughput += o.Throughput
		sum.SlowestMs += o.SlowestMs
		sum.OOODegree += o.OOODegree
		if t == 0 {
			first = loads
		}
	}
	n := float64(p.Trials)
	return BalanceResult{Params: p, LinkLoads: first, Mean: Outcome{
		UsedFraction: sum.UsedFraction / n, MaxLoad: sum.MaxLoad / n, Throughput: sum.Throughput / n,
		SlowestMs: sum.SlowestMs / n, OOODegree: sum.OOODegree / n,
	}}
}

// flowSizes draws one set of flow sizes in bytes.
func flowSizes(p BalanceParams, rng *rand.Rand) []float64 {
	s := make([]float64, p.Flows)
	for i := range s {
		switch p.Mix {
		case Training:
			s[i] = TrainingSizesMB[rng.IntN(len(TrainingSizesMB))] * 1e6
		case Inference:
			if rng.Float64() < InferenceOneMBShare {
				s[i] = 1e6
			} else {
				s[i] = 64e3 * math.Pow(16e6/64e3, rng.Float64())
			}
		default:
			s[i] = p.FlowMB * 1e6
		}
	}
	return s
}

// trial places one set of flows and scores it; TE runs its own timeline.
func trial(p BalanceParams, rng *rand.Rand) (Outcome, []float64) {
	if p.Scheme == TE {
		return teTrial(p, rng)
	}
	sizes := flowSizes(p, rng)
	links := make([]float64, p.Paths)
	switch p.Scheme {
	case Hash:
		for _, s := range sizes {
			links[rng.IntN(p.Paths)] += s
		}
	case QPScaling:
		for _, s := range sizes {
			for q := 0; q < p.QPsPerFlow; q++ {
				links[rng.IntN(p.Paths)] += s / float64(p.QPsPerFlow)
			}
		}
	case Spray:
		for _, s := range sizes {
			sprayPackets(links, s, p.PacketBytes, rng)
		}
	case AR:
		adaptive(links, sizes, p.PacketBytes*p.FlowletPkts, rng)
	}
	o := score(p, links, sizes)
	if p.Scheme == Spray || p.Scheme == AR {
		o.OOODegree = oooDegree(p, sizes[0], rng)
	}
	return o, normalised(links)
}

// sprayPackets sends each packet of a flow to a uniformly random uplink:
// the counts are multinomial, drawn as a chain of binomials.
func sprayPackets(links []float64, bytes float64, pkt int, rng *rand.Rand) {
	left := math.Ceil(bytes / float64(pkt))
	per := bytes / left
	for i := range links {
		if left <= 0 {
			break
		}
		k := left
		if rem := len(links) - i; rem > 1 {
			k = distuv.Binomial{N: left, P: 1 / float64(rem), Src: rng}.Rand()
		}
		links[i] += k * per
		left -= k
	}
}

// adaptive sends each flowlet, flows interleaved, to the least-loaded
// uplink (ties broken at random): the switch's view of its own queues.
func adaptive(links []float64, sizes []float64, flowlet int, rng *rand.Rand) {
	left := append([]float64(nil), sizes...)
	for busy := true; busy; {
		busy = false
		for f := range left {
			if left[f] <= 0 {
				continue
			}
			busy = true
			chunk := math.Min(left[f], float64(flowlet))
			best, ties := 0, 0
			for i, b := range links {
				switch {
				case b < links[best]:
					best, ties = i, 1
				case b == links[best]:
					ties++
					if rng.IntN(ties) == 0 {
						best = i
					}
				}
			}
			links[best] += chunk
			left[f] -= chunk
		}
	}
}

// score turns uplink loads into the outcome. Each uplink and each NIC runs
// at line rate, so the work ends when the busiest uplink or the largest
// flow is done; the ideal spreads the bytes evenly.
func score(p BalanceParams, links, sizes []float64) Outcome {
	total, maxLink, maxFlow, used := 0.0, 0.0, 0.0, 0
	for _, b := range links {
		total += b
		maxLink = math.Max(maxLink, b)
		if b > 0 {
			used++
		}
	}
	for _, s := range sizes {
		maxFlow = math.Max(maxFlow, s)
	}
	bytesPerNs := p.LineGbps / 8
	actual := math.Max(maxLink, maxFlow) / bytesPerNs
	ideal := math.Max(total/float64(p.Paths), maxFlow) / bytesPerNs
	return Outcome{
		UsedFraction: float64(used) / float64(p.Paths),
		MaxLoad:      maxLink / (total / float64(p.Paths)),
		Throughput:   ideal / actual,
		SlowestMs:    actual / 1e6,
	}
}

// normalised divides each load by the mean.
func normalised(links []float64) []float64 {
	total := 0.0
	for _, b := range links {
		total += b
	}
	out := make([]float64, len(links))
	for i, b := range links {
		out[i] = b / (total / float64(len(links)))
	}
	return out
}
