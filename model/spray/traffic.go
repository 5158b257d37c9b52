package spray

import (
	"math"
	"math/rand/v2"
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

// Schemes lists the schemes in display order (the knob's names; read
// only).
var Schemes = []Scheme{Hash, QPScaling, TE, AR, Spray}

// Mix is where flow sizes come from.
type Mix string

// The traffic mixes. The digest reports that training messages cluster at
// a few sizes of tens to hundreds of MB and that 68 % of inference
// collective messages are 1 MB; the rest of each mix is the model's
// choice (TrainingSizesMB; log-uniform from 64 KB to 16 MB).
const (
	Equal     Mix = "equal"
	Training  Mix = "training"
	Inference Mix = "inference"
)

// Mixes lists the mixes in display order (the knob's names; read only).
var Mixes = []Mix{Equal, Training, Inference}

// InferenceOneMBShare is the share of 1 MB messages in the inference mix,
// as the digest gives it.
const InferenceOneMBShare = 0.68

// Bounds of the inference mix's other messages, bytes (the model's
// choice).
const (
	inferenceMinBytes = 64e3
	inferenceMaxBytes = 16e6
)

// logInferenceSpan is ln(inferenceMaxBytes / inferenceMinBytes): a
// uniform draw times it, exponentiated, is log-uniform over the range.
var logInferenceSpan = math.Log(inferenceMaxBytes / inferenceMinBytes)

// TrainingSizesMB are the sizes training flows draw from, uniformly: the
// model's reading of "a few sizes of tens to hundreds of MB".
func TrainingSizesMB() []float64 { return []float64{25, 50, 100, 200} }

// flowSizes draws one set of flow sizes in bytes into out (len Flows).
func flowSizes(p BalanceParams, rng *rand.Rand, out []float64) []float64 {
	out = out[:0]
	training := TrainingSizesMB()
	for range p.Flows {
		var s float64
		switch p.Mix {
		case Training:
			s = training[rng.IntN(len(training))] * 1e6
		case Inference:
			if rng.Float64() < InferenceOneMBShare {
				s = 1e6
			} else {
				s = inferenceMinBytes * math.Exp(logInferenceSpan*rng.Float64())
			}
		default:
			s = p.FlowMB * 1e6
		}
		out = append(out, s)
	}
	return out
}
