package spray

import (
	"math"
	"math/rand/v2"
)

// Policy is when the receiver asks for a retransmission of its head.
type Policy string

// The two triggers the digest compares.
const (
	// OOOOnly asks as soon as the out-of-order degree passes its threshold.
	OOOOnly Policy = "ooo"
	// OOOAndMissing also requires the missing packets to be few: an isolated
	// hole at the head looks like loss, while a path running late leaves
	// many holes at once and looks like reordering.
	OOOAndMissing Policy = "ooo+missing"
)

// Policies lists the triggers in display order.
var Policies = []Policy{OOOOnly, OOOAndMissing}

// MinWindow is the smallest bitmap window accepted: one batch of four
// packets, the unit a credit releases.
const MinWindow = 4

// RetxParams describe one sprayed stream and the receiver's trigger.
type RetxParams struct {
	Policy      Policy
	Paths       int
	LineGbps    float64
	PacketBytes int
	SkewNs      float64 // spread of fixed path delays
	JitterNs    float64 // mean of each packet's extra exponential delay
	Window      int     // bitmap positions the receiver tracks
	// OOOThreshold is the out-of-order degree, as a share of the window,
	// beyond which the head is suspected lost.
	OOOThreshold float64
	// MissingThreshold is the largest share of missing packets between the
	// head and the highest PSN for which the hole is taken as loss.
	MissingThreshold float64
	LossRate         float64 // probability a packet is dropped
	RTOUs            float64 // timeout that catches what the trigger misses
	Packets          int
	Seed             uint64
}

// DefaultRetx is a 400 Gb/s stream of a million packets sprayed over 8
// paths whose delays spread over 0.7 us, with 0.12 us of mean queueing
// jitter, and a 320-position window (80 bytes of bitmaps). The thresholds
// (an out-of-order degree of 3 % of the window, about 10 packets, and at
// most 7 % missing) were chosen so that the model lands near the paper's
// 1 % and 0.006 %; the paper does not describe its stress test's setting.
func DefaultRetx() RetxParams {
	return RetxParams{
		Policy: OOOAndMissing, Paths: 8, LineGbps: 400, PacketBytes: 4096, SkewNs: 700, JitterNs: 120,
		Window: BitmapWindow(StateBytesPerQP), OOOThreshold: 0.03, MissingThreshold: 0.07,
		LossRate: 0, RTOUs: 100, Packets: 1_000_000, Seed: 1,
	}
}

// Validate reports the first input that is not allowed.
func (p RetxParams) Validate() error {
	switch {
	case p.Policy != OOOOnly && p.Policy != OOOAndMissing:
		return choiceError("policy", string(p.Policy), "ooo", "ooo+missing")
	case p.Paths < 1 || p.Paths > MaxPaths:
		return rangeError("paths", p.Paths, 1, MaxPaths, true)
	case !(p.OOOThreshold >= 0 && p.OOOThreshold <= 1):
		return rangeError("ooo_threshold", p.OOOThreshold, 0, 1, false)
	case !(p.MissingThreshold >= 0 && p.MissingThreshold <= 1):
		return rangeError("missing_threshold", p.MissingThreshold, 0, 1, false)
	case !(p.LossRate >= 0 && p.LossRate < 1):
		return kindError("loss_rate", p.LossRate, BelowOne)
	case p.Window < MinWindow || p.Window > 1<<16:
		return rangeError("window", p.Window, MinWindow, 1<<16, true)
	case !(p.SkewNs >= 0):
		return kindError("skew_ns", p.SkewNs, NonNegative)
	case !(p.JitterNs >= 0):
		return kindError("jitter_ns", p.JitterNs, NonNegative)
	case !(p.RTOUs > 0) || !(p.LineGbps > 0) || p.PacketBytes < 64:
		return kindError("rto_us", p.RTOUs, Positive)
	case p.Packets < 100 || p.Packets > 10_000_000:
		return rangeError("packets", p.Packets, 100, 10_000_000, true)
	}
	return nil
}

// RetxResult is what one run of a trigger gives.
type RetxResult struct {
	Params       RetxParams
	Requests     int     // retransmission requests
	Spurious     int     // requests for packets that were not lost
	SpuriousRate float64 // spurious requests per packet sent
	Losses       int     // packets dropped
	ByTrigger    int     // losses caught by the trigger rather than the timeout
	MeanDetectUs float64 // mean time from a lost packet's due arrival to its request
	MaxDetectUs  float64
}

// RunRetx sends Packets packets back to back at line rate, each on a
// random path, and replays the arrivals at the receiver. After every
// arrival the head is tested: the out-of-order degree is the highest PSN
// received minus the head, and the missing share is the holes between
// them over that span. A lost packet is requested by the trigger, or by
// the timeout RTO after it was due; its retransmission arrives one path
// delay after the request.
func RunRetx(p RetxParams) RetxResult {
	rng := rand.New(rand.NewPCG(p.Seed, p.Seed^0x5bd1e995))
	delays := PathDelays(p.Paths, p.SkewNs, rng)
	pktNs := float64(p.PacketBytes) * 8 / p.LineGbps
	due := make([]float64, p.Packets)
	lost := make([]bool, p.Packets)
	res := RetxResult{Params: p}
	for i := range due {
		due[i] = float64(i)*pktNs + delays[rng.IntN(p.Paths)] + rng.ExpFloat64()*p.JitterNs
		if p.LossRate > 0 && rng.Float64() < p.LossRate {
			lost[i] = true
			res.Losses++
		}
	}
	got := make([]bool, p.Packets)
	asked := make([]bool, p.Packets)
	head, highest := 0, -1
	threshold := p.OOOThreshold * float64(p.Window)
	var detect []float64
	request := func(psn int, at float64, byTrigger bool) {
		asked[psn] = true
		res.Requests++
		if !lost[psn] {
			res.Spurious++
			return
		}
		if byTrigger {
			res.ByTrigger++
		}
		detect = append(detect, (at-due[psn])/1000)
		got[psn] = true // the retransmission fills the hole (it is not reordered again)
	}
	advance := func() {
		for head < p.Packets && got[head] {
			head++
		}
	}
	// Arrivals are replayed in time order: packet i cannot arrive before it
	// is sent, so once packet i+1 leaves, every arrival earlier than that is
	// final. The few in flight are kept sorted.
	var pending []arrival
	arrive := func(e arrival) {
		// The timeout fires for every lost head due long enough ago.
		for head < p.Packets && lost[head] && !asked[head] && due[head]+p.RTOUs*1000 <= e.at {
			request(head, due[head]+p.RTOUs*1000, false)
			advance()
		}
		got[e.psn] = true
		highest = max(highest, e.psn)
		advance()
		if head >= p.Packets || asked[head] || highest <= head {
			return
		}
		degree := float64(highest - head)
		if degree <= threshold {
			return
		}
		if p.Policy == OOOAndMissing {
			missing := 0
			for k := head; k <= highest; k++ {
				if !got[k] {
					missing++
				}
			}
			if float64(missing)/float64(highest-head+1) > p.MissingThreshold {
				return
			}
		}
		request(head, e.at, true)
		advance()
	}
	for i := range due {
		if !lost[i] {
			a := arrival{due[i], i}
			k := len(pending)
			pending = append(pending, a)
			for k > 0 && pending[k-1].at > a.at {
				pending[k] = pending[k-1]
				k--
			}
			pending[k] = a
		}
		next := float64(i+1) * pktNs
		done := 0
		for done < len(pending) && pending[done].at <= next {
			arrive(pending[done])
			done++
		}
		pending = append(pending[:0], pending[done:]...)
	}
	for _, a := range pending {
		arrive(a)
	}
	for ; head < p.Packets; head++ { // losses at the very end: the timeout
		if lost[head] && !asked[head] {
			request(head, due[head]+p.RTOUs*1000, false)
		}
	}
	res.SpuriousRate = float64(res.Spurious) / float64(p.Packets)
	for _, d := range detect {
		res.MeanDetectUs += d / float64(len(detect))
		res.MaxDetectUs = math.Max(res.MaxDetectUs, d)
	}
	return res
}

// arrival is a packet reaching the receiver.
type arrival struct {
	at  float64
	psn int
}
