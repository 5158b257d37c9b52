package spray

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/knob"
)

// TestSpuriousRatesNearThePaper: at the defaults the out-of-order trigger
// alone asks needlessly for about 1 % of packets and the two-threshold
// trigger for about 0.006 %, the paper's Figure 12 (within the model's
// whole-packet steps: 0.67 % and 0.010 %).
func TestSpuriousRatesNearThePaper(t *testing.T) {
	p := DefaultRetx()
	p.Policy = OOOOnly
	ooo := RunRetx(p)
	p.Policy = OOOAndMissing
	both := RunRetx(p)
	if ooo.SpuriousRate < 0.005 || ooo.SpuriousRate > 0.02 {
		t.Errorf("ooo alone: %.4f %%", 100*ooo.SpuriousRate)
	}
	if both.SpuriousRate < 0.00003 || both.SpuriousRate > 0.00012 {
		t.Errorf("ooo+missing: %.5f %%", 100*both.SpuriousRate)
	}
	if ooo.Losses != 0 || ooo.Spurious != ooo.Requests || both.Spurious != both.Requests {
		t.Errorf("without loss every request is needless: %+v, %+v", ooo, both)
	}
}

// TestCalibrationNeighbours shows why the defaults are the pair they are:
// one packet less of out-of-order degree overshoots 1 %, one more missing
// position undershoots 0.006 % by far.
func TestCalibrationNeighbours(t *testing.T) {
	p := DefaultRetx()
	w := float64(p.Window)
	p.Policy = OOOOnly
	p.OOOThreshold -= 1 / w
	if r := RunRetx(p); r.SpuriousRate < 0.01 {
		t.Errorf("one packet lower, ooo alone: %.3f %%", 100*r.SpuriousRate)
	}
	p = DefaultRetx()
	p.MissingThreshold += 1 / w
	if r := RunRetx(p); r.SpuriousRate > 0.00003 {
		t.Errorf("one position higher, both: %.4f %%", 100*r.SpuriousRate)
	}
}

func TestNoReorderingNoRequests(t *testing.T) {
	p := DefaultRetx()
	p.SkewNs, p.QueueJitterNs, p.Policy, p.Packets = 0, 0, OOOOnly, 10_000
	if r := RunRetx(p); r.Requests != 0 {
		t.Errorf("%d requests without reordering or loss", r.Requests)
	}
}

// lossEvents is the run at the defaults with a loss rate of 1e-3 (in
// events of 32 packets), which two tests read: run once.
var lossEvents = sync.OnceValue(func() RetxResult {
	p := DefaultRetx()
	p.LossRate = 1e-3
	return RunRetx(p)
})

// TestLossEventsAreCaughtByTheTrigger: at the defaults with loss events
// of 32 packets, the two-threshold trigger asks for every lost packet
// within microseconds, long before the 100 us timeout.
func TestLossEventsAreCaughtByTheTrigger(t *testing.T) {
	r := lossEvents()
	if r.Losses == 0 || r.ByTrigger != r.Losses || r.MaxDetectUs > 10 {
		t.Errorf("%d losses, %d by the trigger, detection up to %v us", r.Losses, r.ByTrigger, r.MaxDetectUs)
	}
}

// TestIsolatedLossesWaitLonger: single-packet drops look like stragglers,
// so the two-threshold trigger finds them later, and the timeout catches
// some (the price of the rule).
func TestIsolatedLossesWaitLonger(t *testing.T) {
	events := lossEvents()
	p := DefaultRetx()
	p.LossRate, p.LossBurst = 1e-3, 1
	single := RunRetx(p)
	if !(single.MeanDetectUs > 5*events.MeanDetectUs) || single.ByTrigger == single.Losses {
		t.Errorf("isolated: mean %v us, %d of %d by the trigger; events: mean %v us",
			single.MeanDetectUs, single.ByTrigger, single.Losses, events.MeanDetectUs)
	}
}

// genRetx draws an allowed input with a small run.
func genRetx(t *rapid.T) RetxParams {
	return drawParams(t, RetxKnobs(), map[string]float64{"packets": 20_000})
}

// TestPropertyEveryLossIsRequestedOnce: the trigger or the timeout asks
// for every lost packet exactly once, never later than the timeout.
func TestPropertyEveryLossIsRequestedOnce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genRetx(t)
		r, err := RunRetxCtx(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if r.Requests-r.Spurious != r.Losses || r.ByTrigger > r.Losses || r.Spurious > p.Packets {
			t.Fatalf("%d losses, %d requests, %d needless, %d by the trigger", r.Losses, r.Requests, r.Spurious, r.ByTrigger)
		}
		if r.MaxDetectUs > p.RTOUs+1e-9 || (r.Losses > 0 && !(r.MeanDetectUs > 0)) {
			t.Fatalf("detection mean %v us, max %v us, timeout %v us", r.MeanDetectUs, r.MaxDetectUs, p.RTOUs)
		}
	})
}

// TestPropertyTheMissingShareOnlyRemovesRequests: with no loss, adding the
// missing-share condition never asks for more retransmissions (the head
// moves alike under both triggers, and the second asks only when the
// first would).
func TestPropertyTheMissingShareOnlyRemovesRequests(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genRetx(t)
		p.LossRate = 0
		p.Policy = OOOOnly
		a := RunRetx(p)
		p.Policy = OOOAndMissing
		b := RunRetx(p)
		if b.Spurious > a.Spurious {
			t.Fatalf("ooo+missing %d > ooo %d needless requests", b.Spurious, a.Spurious)
		}
	})
}

// naiveRetx replays the same packets as RunRetx the plain way: arrivals
// sorted once, holes counted by scanning the bitmap, timeouts checked
// packet by packet.
func naiveRetx(p RetxParams) RetxResult {
	r := newReplay(p)
	if err := r.draw(context.Background(), rand.New(rand.NewPCG(p.Seed, p.Seed^0x5bd1e995))); err != nil {
		panic(err)
	}
	var order []arrival
	for i, at := range r.due {
		if !r.lost[i] {
			order = append(order, arrival{at, i})
		}
	}
	slices.SortFunc(order, func(a, b arrival) int {
		if a.before(b) {
			return -1
		}
		return 1
	})
	res := RetxResult{Params: p, Losses: len(r.lostPSN)}
	n, gap, rto := p.Packets, r.gapNs, p.RTOUs*1000
	got, asked := make([]bool, n), make([]bool, n)
	head, highest, recoverTo := 0, -1, -1
	var detect float64
	request := func(psn int, at float64, trig bool) {
		asked[psn] = true
		res.Requests++
		if !r.lost[psn] {
			res.Spurious++
			return
		}
		if trig {
			res.ByTrigger++
		}
		d := (at - float64(psn)*gap) / 1000
		detect += d
		res.MaxDetectUs = math.Max(res.MaxDetectUs, d)
		got[psn] = true
		for head < n && got[head] {
			head++
		}
	}
	timeouts := func(now float64) {
		for _, psn := range r.lostPSN {
			if at := float64(psn)*gap + rto; at <= now && !asked[psn] {
				request(psn, at, false)
			}
		}
	}
	for _, a := range order {
		timeouts(a.at)
		got[a.psn] = true
		highest = max(highest, a.psn)
		for head < n && got[head] {
			head++
		}
		for head < n && !asked[head] && head < highest {
			if float64(highest-head) <= p.OOOThreshold*float64(p.Window) {
				break
			}
			if head > recoverTo {
				holes := 0
				for k := head; k <= highest; k++ {
					if !got[k] {
						holes++
					}
				}
				if p.Policy == OOOAndMissing && float64(holes) <= p.MissingThreshold*float64(p.Window) {
					break
				}
				recoverTo = highest
			}
			request(head, a.at, true)
		}
	}
	timeouts(math.Inf(1))
	res.SpuriousRate = float64(res.Spurious) / float64(n)
	if found := res.Requests - res.Spurious; found > 0 {
		res.MeanDetectUs = detect / float64(found)
	}
	return res
}

// TestPropertyMatchesThePlainReplay: the heap, the running hole count and
// the timeout queue give exactly what the plain replay gives.
func TestPropertyMatchesThePlainReplay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genRetx(t)
		p.Packets = rapid.IntRange(1000, 3000).Draw(t, "few packets")
		if !rapid.Bool().Draw(t, "lossy") {
			p.LossRate = 0
		} else {
			p.LossRate = 1e-2
		}
		got, want := RunRetx(p), naiveRetx(p)
		if math.Abs(got.MeanDetectUs-want.MeanDetectUs) > 1e-9 {
			t.Fatalf("mean detection %v, plain %v", got.MeanDetectUs, want.MeanDetectUs)
		}
		got.MeanDetectUs = want.MeanDetectUs
		if got != want {
			t.Fatalf("engine %+v\nplain  %+v", got, want)
		}
	})
}

func TestRetxValidateNamesTheKnob(t *testing.T) {
	cases := []struct {
		key  string
		edit func(*RetxParams)
	}{
		{"policy", func(p *RetxParams) { p.Policy = "sometimes" }},
		{"skew_ns", func(p *RetxParams) { p.SkewNs = 1e9 }},
		{"queue_jitter_ns", func(p *RetxParams) { p.QueueJitterNs = math.Inf(1) }},
		{"window", func(p *RetxParams) { p.Window = 2 }},
		{"loss_rate", func(p *RetxParams) { p.LossRate = 0.5 }},
		{"packets", func(p *RetxParams) { p.Packets = 10_000_000 }},
		{"rto_us", func(p *RetxParams) { p.RTOUs = math.NaN() }},
	}
	for _, c := range cases {
		p := DefaultRetx()
		c.edit(&p)
		_, err := RunRetxCtx(context.Background(), p)
		var fe *knob.FieldError
		if !errors.As(err, &fe) || fe.Key != c.key || fe.Group != "retx" {
			t.Errorf("%s: error %v", c.key, err)
		}
		if r := RunRetx(p); r.Requests != 0 || r.Losses != 0 {
			t.Errorf("%s: a run on bad inputs gave %+v", c.key, r)
		}
	}
}

func TestRetxStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RunRetxCtx(ctx, maxRetx(OOOAndMissing)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v", err)
	}
}
