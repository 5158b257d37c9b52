package pcie

import (
	"context"
	"errors"
	"math"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/knob"
	"pegasus/model/proptest"
)

func TestKnobs(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	for name, set := range map[string]func(*Params){
		"xon above xoff":        func(p *Params) { p.XonKiB = 2000 },
		"xoff above the buffer": func(p *Params) { p.XoffKiB = 4096 },
		"uncredited above line": func(p *Params) { p.UncreditedGbps = 500 },
		"zero line":             func(p *Params) { p.LineGbps = 0 },
		"NaN host":              func(p *Params) { p.HostGbps = math.NaN() },
	} {
		p := DefaultParams()
		set(&p)
		var fe *knob.FieldError
		if _, err := Run(p); !errors.As(err, &fe) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestTXPFCPolicies: at the defaults (host copies take half the PCIe link
// for 0.5 ms in every 2 ms while the network sends at line rate), TX PFC
// on sends pause frames into the fabric in every copy burst; off sends
// none and the credit slowdown alone keeps the buffer from overflowing;
// auto starts as on and turns off once the frames in a millisecond pass
// the limit.
func TestTXPFCPolicies(t *testing.T) {
	c, err := Compare(context.Background(), DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	if c.On.PauseFrames == 0 || c.On.FabricPausedUs == 0 || c.On.TXPFCOffAtUs >= 0 {
		t.Errorf("on: %d frames, %.1f us paused, off at %v", c.On.PauseFrames, c.On.FabricPausedUs, c.On.TXPFCOffAtUs)
	}
	if c.Off.PauseFrames != 0 || c.Off.FabricPausedUs != 0 || c.Off.DroppedKiB != 0 || c.Off.MaxQueueKiB <= c.On.MaxQueueKiB {
		t.Errorf("off: %d frames, %.1f KiB dropped, peak %.0f KiB (on: %.0f)", c.Off.PauseFrames, c.Off.DroppedKiB, c.Off.MaxQueueKiB, c.On.MaxQueueKiB)
	}
	if c.Auto.TXPFCOffAtUs < 0 || c.Auto.PauseFrames > DefaultParams().PFCLimit+1 || c.Auto.PauseFrames >= c.On.PauseFrames {
		t.Errorf("auto: off at %v us after %d frames (on: %d)", c.Auto.TXPFCOffAtUs, c.Auto.PauseFrames, c.On.PauseFrames)
	}
	if c.On.MeanCreditGbps >= float64(DefaultParams().LineGbps)-DefaultParams().UncreditedGbps {
		t.Errorf("credits never slowed: %.1f Gb/s", c.On.MeanCreditGbps)
	}
}

// TestPropertyRuns checks every run: bytes are conserved (arrived =
// written to the GPU + queued + dropped); the queue stays within the
// buffer; the NIC and the host together never exceed the PCIe link; with
// TX PFC off nothing reaches the fabric; auto matches on until it turns
// off, so it never sends more frames than on, and it never lets more than
// the limit plus the one that trips it into a millisecond.
//
// Twenty cases: each runs the three policies for 1 to 3 ms of 20 ns steps.
func TestPropertyRuns(t *testing.T) {
	proptest.Check(t, 20, func(t *rapid.T) {
		p := DefaultParams()
		for _, f := range Knobs().Fields {
			switch f.Kind {
			case knob.Number:
				f.Set(&p, rapid.Float64Range(f.Min, f.Max).Draw(t, f.Key))
			case knob.Whole:
				f.Set(&p, float64(rapid.IntRange(int(f.Min), int(f.Max)).Draw(t, f.Key)))
			case knob.Choice:
				f.Set(&p, rapid.SampledFrom(f.Choices).Draw(t, f.Key))
			}
		}
		p.DurationUs = rapid.Float64Range(1000, 3000).Draw(t, "duration")
		p.UncreditedGbps = math.Min(p.UncreditedGbps, float64(p.LineGbps))
		p.XoffKiB = math.Min(p.XoffKiB, p.BufferKiB)
		p.XonKiB = math.Min(p.XonKiB, p.XoffKiB)
		p.CreditKiB = math.Min(p.CreditKiB, p.BufferKiB)
		c, err := Compare(t.Context(), p)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []Result{c.Auto, c.On, c.Off} {
			bal := r.ArrivedKiB - r.DeliveredKiB - r.FinalQueueKiB - r.DroppedKiB
			if math.Abs(bal) > 1e-6*math.Max(1, r.ArrivedKiB) || r.MaxQueueKiB > p.BufferKiB+1e-9 || r.DroppedKiB < 0 {
				t.Fatalf("%s: balance %v KiB, peak %v of %v", r.Mode, bal, r.MaxQueueKiB, p.BufferKiB)
			}
			for _, s := range r.Samples {
				if s.NICPCIeGbps+s.HostGbps > p.PCIeGbps*(1+1e-9) || s.QueueKiB < 0 {
					t.Fatalf("%s: %+v", r.Mode, s)
				}
			}
		}
		if c.Off.PauseFrames != 0 || c.Off.FabricPausedUs != 0 {
			t.Fatalf("off sent %d frames", c.Off.PauseFrames)
		}
		if c.Auto.PauseFrames > c.On.PauseFrames || c.Auto.MaxWindowFrames > p.PFCLimit+1 {
			t.Fatalf("auto %d frames (window %d), on %d", c.Auto.PauseFrames, c.Auto.MaxWindowFrames, c.On.PauseFrames)
		}
		if c.Auto.TXPFCOffAtUs < 0 && (c.Auto.PauseFrames != c.On.PauseFrames || c.Auto.DroppedKiB != c.On.DroppedKiB) {
			t.Fatalf("auto never turned off yet differs from on")
		}
	})
}

func TestRunStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RunCtx(ctx, DefaultParams()); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v", err)
	}
}
