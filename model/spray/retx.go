package spray

import (
	"context"
	"fmt"
	"math/rand/v2"
)

// The calibrated defaults of the trigger and of the loss model; the paper
// gives none of them. Thresholds are shares of the window, and the counts
// they are compared with are whole packets, so at the default 320-position
// window only whole steps matter: these two are the pair of steps that
// lands nearest the paper's two figures (TestCalibrationNeighbours shows
// the steps on either side).
const (
	// DefaultOOOThreshold is 3.25 % of the 320-position window (10.4
	// positions): the trigger needs an out-of-order degree of 11 packets.
	// Alone, it asks needlessly for about 0.98 % of packets at the default
	// paths (the paper: 1 %); one packet lower gives 1.6 %.
	DefaultOOOThreshold = DefaultOOOThresholdPct / 100
	// DefaultMissingThreshold is 2.75 % of the window (8.8 positions): the
	// trigger also needs 9 missing positions below the highest PSN. With
	// the out-of-order threshold it asks needlessly for about 0.007 % of
	// packets (the paper: 0.006 %); one more position gives 0.0008 %.
	DefaultMissingThreshold = DefaultMissingThresholdPct / 100
	// DefaultOOOThresholdPct is DefaultOOOThreshold in percent, as its
	// knob shows it.
	DefaultOOOThresholdPct = 3.25
	// DefaultMissingThresholdPct is DefaultMissingThreshold in percent.
	DefaultMissingThresholdPct = 2.75
	// DefaultLossBurst is the packets one loss event drops: 32 packets of
	// 4 KiB, about 2.6 us of a 400 Gb/s link dropping everything.
	DefaultLossBurst = 32
)

// RetxResult is what one run of a trigger gives.
type RetxResult struct {
	Params       RetxParams
	Requests     int     // retransmission requests
	Spurious     int     // requests for packets that were not lost
	SpuriousRate float64 // spurious requests per packet sent
	Losses       int     // packets dropped
	ByTrigger    int     // losses requested by the trigger rather than the timeout
	MeanDetectUs float64 // mean time from sending a lost packet to its request, us
	MaxDetectUs  float64 // the longest such time; never more than RTOUs
}

// RunRetx is RunRetxCtx without cancellation. Parameters that do not pass
// Validate give a result with only Params set.
func RunRetx(p RetxParams) RetxResult { return uncancelled(RunRetxCtx, p) }

// RunRetxCtx sends Packets packets back to back at line rate, each on a
// uniformly random path, and replays their arrivals at the receiver in
// time order. It returns ctx.Err() soon after ctx is done.
//
// The trigger is the paper's rule. After every arrival the receiver looks
// at its bitmap from the head (the first missing PSN) to the highest PSN
// received. The out-of-order degree is highest - head; the missing share
// is the number of missing positions in that span over the window. OOOOnly
// asks for the head when the degree passes OOOThreshold x Window;
// OOOAndMissing asks only when the missing positions pass
// MissingThreshold x Window as well. A decision covers every hole up to
// the highest PSN at that moment: those holes are requested, one by one as
// each becomes the head, whenever the degree passes its threshold, without
// judging the missing share again (as TCP's recovery point does). A
// request is never repeated.
//
// Why the second threshold removes needless requests: a late packet and a
// real loss leave different bitmaps. Spraying over paths of different
// delays keeps a few packets in flight on the slower paths, so a handful
// of holes always sit just below the highest PSN and fill within the
// skew. The out-of-order degree passes its threshold when one packet is
// far later than the rest, a straggler that met a long queue while the
// packets sent after it arrived: the degree is large, but the bitmap
// behind the highest PSN is full apart from the straggler and the usual
// few in flight. The out-of-order trigger asks for the straggler, which
// arrives anyway. A loss event is different: the network is loss-free more
// than 99.98 % of the time, so drops come in events (a link or a port
// dropping everything for a moment), and an event leaves a run of holes
// that never fill. Only then are there many missing packets while the
// degree is large. An isolated drop looks like a straggler: the trigger
// catches it only when reordering happens to leave many holes at once, or
// the timeout does; that is the price of the rule.
//
// Losses are events of LossBurst consecutive packets (the first and last
// hops carry every path of a flow), started with probability
// LossRate / LossBurst per packet. A lost packet is requested by the
// trigger or else by the sender's timeout RTOUs after it was sent,
// whichever comes first; a requested lost packet counts as recovered at
// once (the retransmission's own trip is not modelled). The sender is not
// held back by the window, which only scales the thresholds. Each packet
// arrives after its path's delay (PathDelays) plus an exponential queueing
// delay of mean QueueJitterNs. The run costs O(Packets log in-flight).
func RunRetxCtx(ctx context.Context, p RetxParams) (RetxResult, error) {
	if err := p.Validate(); err != nil {
		return RetxResult{Params: p}, fmt.Errorf("spray: retransmission: %w", err)
	}
	if !(p.LineGbps > 0 && p.PacketBytes > 0) {
		return RetxResult{Params: p}, ErrNoBase
	}
	if err := ctx.Err(); err != nil {
		return RetxResult{Params: p}, err
	}
	rng := rand.New(rand.NewPCG(p.Seed, p.Seed^0x5bd1e995))
	r := newReplay(p)
	if err := r.draw(ctx, rng); err != nil {
		return RetxResult{Params: p}, err
	}
	if err := r.run(ctx); err != nil {
		return RetxResult{Params: p}, err
	}
	return r.result(), nil
}
