package spray

import (
	"context"
	"errors"
	"slices"
	"testing"

	"pegasus/model/knob"
)

// TestKnobTablesAreSound checks every declaration of the four tables and
// that each DefaultX is its table's defaults.
func TestKnobTablesAreSound(t *testing.T) {
	for _, err := range []error{BalanceKnobs().Check(), AllReduceKnobs().Check(), RetxKnobs().Check(), ReceiverKnobs().Check()} {
		if err != nil {
			t.Error(err)
		}
	}
	if DefaultBalance() != BalanceKnobs().Defaults() || DefaultAllReduce() != AllReduceKnobs().Defaults() ||
		DefaultRetx() != RetxKnobs().Defaults() || DefaultReceiver() != ReceiverKnobs().Defaults() {
		t.Error("a DefaultX differs from its table's defaults")
	}
}

// TestKnobKeys pins the groups and keys: they are configuration keys and
// CLI flags ("--te-period-s").
func TestKnobKeys(t *testing.T) {
	keys := func(specs []knob.Spec) []string {
		var out []string
		for _, s := range specs {
			out = append(out, s.Key)
		}
		return out
	}
	want := map[string][]string{
		"spray":     {"scheme", "paths", "flows", "qps", "mix", "flow_mb", "te_period_s", "lifetime_s", "skew_ns", "trials", "seed"},
		"allreduce": {"size_mb", "servers", "channels", "chunk_kib", "hop_us", "rtt_us", "launch_us", "slots"},
		"retx": {"policy", "paths", "skew_ns", "queue_jitter_ns", "window", "ooo_threshold_pct", "missing_threshold_pct",
			"loss_rate", "loss_burst", "rto_us", "packets", "seed"},
		"receiver": {"state_bytes", "demo_chunk"},
	}
	for _, g := range []knob.Group{BalanceKnobs(), AllReduceKnobs(), RetxKnobs(), ReceiverKnobs()} {
		if got := keys(g.Specs()); !slices.Equal(got, want[g.GroupName()]) {
			t.Errorf("%s: keys %v, want %v", g.GroupName(), got, want[g.GroupName()])
		}
	}
}

// TestNamedKnobsRoundTrip: every name of a named knob reads back as its
// index, and the knobs' names are the engine's.
func TestNamedKnobsRoundTrip(t *testing.T) {
	b := BalanceKnobs()
	for key, names := range map[string][]string{"scheme": asStrings(Schemes), "mix": asStrings(Mixes)} {
		f, _ := b.Field(key)
		if !slices.Equal(f.Names, names) {
			t.Errorf("%s: names %v", key, f.Names)
		}
		for i := range names {
			p := b.Defaults()
			f.Set(&p, float64(i))
			if f.Get(p) != float64(i) || p.Validate() != nil {
				t.Errorf("%s %d reads back %v", key, i, f.Get(p))
			}
		}
	}
	f, _ := RetxKnobs().Field("policy")
	for i, pol := range Policies {
		p := DefaultRetx()
		f.Set(&p, float64(i))
		if p.Policy != pol {
			t.Errorf("policy %d is %q", i, p.Policy)
		}
	}
	if v, err := f.Parse("OOO+MISSING"); err != nil || v != 1 {
		t.Errorf("parse: %v, %v", v, err)
	}
}

// TestEveryRangeIsBounded: nothing is open-ended (a range's end is what
// the benchmarks run at).
func TestEveryRangeIsBounded(t *testing.T) {
	for _, g := range []knob.Group{BalanceKnobs(), AllReduceKnobs(), RetxKnobs(), ReceiverKnobs()} {
		for _, s := range g.Specs() {
			if (s.Kind == knob.Number || s.Kind == knob.Whole) && !(s.Max < 1e7) {
				t.Errorf("%s.%s: max %v", g.GroupName(), s.Key, s.Max)
			}
		}
	}
}

func TestReceiverDefaults(t *testing.T) {
	r := DefaultReceiver()
	if r.StateBytes != StateBytesPerQP || r.DemoChunk != 6 || r.Window() != 320 {
		t.Errorf("%+v covers %d positions", r, r.Window())
	}
}

// TestParamsWithoutBaseAreRefused: knobs set on a zero value, with the
// model's constants left at zero, give an error rather than a hang.
func TestParamsWithoutBaseAreRefused(t *testing.T) {
	b, err := knob.Table[BalanceParams]{Name: "spray", Base: func() BalanceParams { return BalanceParams{} }, Fields: BalanceKnobs().Fields}.FromValues(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := RunBalanceCtx(context.Background(), b); !errors.Is(err, ErrNoBase) {
		t.Errorf("balance: %v", err)
	}
	r := DefaultRetx()
	r.LineGbps = 0
	if _, err := RunRetxCtx(context.Background(), r); !errors.Is(err, ErrNoBase) {
		t.Errorf("retx: %v", err)
	}
	a := DefaultAllReduce()
	a.LineGbps = 0
	if _, err := AllReduceCurveCtx(context.Background(), a); !errors.Is(err, ErrNoBase) || BusBandwidthGbps(a, PRNIC, 1<<20) != 0 {
		t.Errorf("all-reduce: %v", err)
	}
}
