package spray

import (
	"context"
	"math"
	"math/rand/v2"
)

// checkEvery is how many packets a loop handles between looks at its
// context.
const checkEvery = 4096

// replay is the state of one run: the packets' fates and the receiver's
// bitmap, with the counts that make every test O(1).
type replay struct {
	p       RetxParams
	gapNs   float64   // send interval
	due     []float64 // arrival time of each packet if it is not lost
	lost    []bool
	lostPSN []int // lost packets in send order: the order their timeouts fire
	got     []bool
	asked   []bool
	head    int // first PSN not received
	highest int // highest PSN received (-1 before the first)
	recv    int // received positions in [head, highest]
	// recoverTo is the highest PSN when the trigger last decided: up to
	// it, the holes are already judged to be loss.
	recoverTo int
	res       RetxResult
	detect    float64 // sum of detection times, us
	oooMax    float64 // the degree must pass this
	missMax   float64 // the holes must pass this
}

// newReplay allocates a run.
func newReplay(p RetxParams) *replay {
	return &replay{
		p: p, gapNs: p.PacketNs(), highest: -1, recoverTo: -1, res: RetxResult{Params: p},
		due: make([]float64, p.Packets), lost: make([]bool, p.Packets),
		got: make([]bool, p.Packets), asked: make([]bool, p.Packets),
		oooMax: p.OOOThreshold * float64(p.Window), missMax: p.MissingThreshold * float64(p.Window),
	}
}

// draw picks each packet's path, queueing delay and fate.
func (r *replay) draw(ctx context.Context, rng *rand.Rand) error {
	p := r.p
	delays := PathDelays(p.Paths, p.SkewNs, rng)
	start := p.LossRate / float64(p.LossBurst)
	burst := 0
	for i := range r.due {
		if i%(16*checkEvery) == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		r.due[i] = float64(i)*r.gapNs + delays[rng.IntN(p.Paths)] + rng.ExpFloat64()*p.QueueJitterNs
		if start > 0 && burst == 0 && rng.Float64() < start {
			burst = p.LossBurst
		}
		if burst > 0 {
			burst--
			r.lost[i] = true
			r.lostPSN = append(r.lostPSN, i)
		}
	}
	r.res.Losses = len(r.lostPSN)
	return nil
}

// run replays the arrivals in time order. Packet i+1 leaves at (i+1) x
// gap and no packet arrives before it leaves, so once it has left every
// arrival before that moment is known: the packets in flight wait in a
// heap keyed by arrival time.
func (r *replay) run(ctx context.Context) error {
	var inFlight arrivalHeap
	timer := 0 // next lost packet whose timeout may fire
	for i := range r.due {
		if i%checkEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if !r.lost[i] {
			inFlight.push(arrival{at: r.due[i], psn: i})
		}
		next := float64(i+1) * r.gapNs
		for inFlight.len() > 0 && inFlight.min().at <= next {
			a := inFlight.pop()
			timer = r.timeouts(a.at, timer)
			r.arrive(a)
		}
	}
	for inFlight.len() > 0 {
		a := inFlight.pop()
		timer = r.timeouts(a.at, timer)
		r.arrive(a)
	}
	r.timeouts(math.Inf(1), timer)
	return nil
}

// timeouts requests, at its timeout, every lost packet whose timeout
// falls at or before now and that the trigger has not asked for; it
// returns the next packet to watch.
func (r *replay) timeouts(now float64, next int) int {
	rto := r.p.RTOUs * 1000
	for ; next < len(r.lostPSN); next++ {
		psn := r.lostPSN[next]
		at := float64(psn)*r.gapNs + rto
		if at > now {
			break
		}
		if !r.asked[psn] {
			r.request(psn, at, false)
		}
	}
	return next
}

// arrive records one packet and runs the trigger.
func (r *replay) arrive(a arrival) {
	r.raiseHighest(a.psn)
	r.got[a.psn] = true
	r.recv++
	r.advance()
	for r.head < len(r.got) && !r.asked[r.head] && r.head < r.highest {
		if float64(r.highest-r.head) <= r.oooMax {
			return
		}
		if r.head > r.recoverTo {
			if r.p.Policy == OOOAndMissing && float64(r.holes()) <= r.missMax {
				return
			}
			r.recoverTo = r.highest
		}
		r.request(r.head, a.at, true)
	}
}

// holes is the number of missing positions from the head to the highest
// PSN received.
func (r *replay) holes() int {
	if r.highest < r.head {
		return 0
	}
	return r.highest - r.head + 1 - r.recv
}

// raiseHighest moves the highest PSN to psn, counting the positions it
// passes that a timeout already filled.
func (r *replay) raiseHighest(psn int) {
	if psn <= r.highest {
		return
	}
	for k := max(r.highest+1, r.head); k < psn; k++ {
		if r.got[k] {
			r.recv++
		}
	}
	r.highest = psn
}

// advance moves the head past every received position.
func (r *replay) advance() {
	for r.head < len(r.got) && r.got[r.head] {
		if r.head <= r.highest {
			r.recv--
		}
		r.head++
	}
}

// request asks for psn at time at. A lost packet is then recovered; any
// other is a needless request, and the packet still arrives on its own.
func (r *replay) request(psn int, at float64, byTrigger bool) {
	r.asked[psn] = true
	r.res.Requests++
	if !r.lost[psn] {
		r.res.Spurious++
		return
	}
	if byTrigger {
		r.res.ByTrigger++
	}
	d := (at - float64(psn)*r.gapNs) / 1000
	r.detect += d
	r.res.MaxDetectUs = math.Max(r.res.MaxDetectUs, d)
	r.got[psn] = true
	if psn >= r.head && psn <= r.highest {
		r.recv++
	}
	r.advance()
}

// result closes the run.
func (r *replay) result() RetxResult {
	res := r.res
	res.SpuriousRate = float64(res.Spurious) / float64(r.p.Packets)
	if found := res.Requests - res.Spurious; found > 0 {
		res.MeanDetectUs = r.detect / float64(found)
	}
	return res
}
