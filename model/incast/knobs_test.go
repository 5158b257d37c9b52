package incast

import (
	"errors"
	"math"
	"strings"
	"testing"

	"pegasus/model/credit"
	"pegasus/model/knob"
)

func TestKnobDeclarations(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	if p.DCQCN != DCQCNScaled400() || PresetOf(p.DCQCN) != Scaled400 {
		t.Errorf("default DCQCN set = %+v, want the 400 Gb/s preset", p.DCQCN)
	}
	if p.Senders != 4 || p.LineGbps != 400 || p.BatchKiB != 16 || p.Overdraft != 1 || p.Control != Credit {
		t.Errorf("defaults = %+v", p)
	}
	if p.FreeBatches() != 8 {
		t.Errorf("free window = %d batches, want 8 (a 2.6 us round trip at 400 Gb/s)", p.FreeBatches())
	}
}

func TestScaledPresetIsThePaperSetTimesTen(t *testing.T) {
	if got := ScaledDCQCN(400); got != DCQCNScaled400() {
		t.Errorf("ScaledDCQCN(400) = %+v, want %+v", got, DCQCNScaled400())
	}
	if got := ScaledDCQCN(40); got != DCQCNPaper40() {
		t.Errorf("ScaledDCQCN(40) = %+v, want the paper's set", got)
	}
}

func TestPresetKnobAppliesBeforeTheOthers(t *testing.T) {
	p, err := FromValues(map[string]float64{"dcqcn_preset": float64(Paper40), "kmin_kib": 7})
	if err != nil {
		t.Fatal(err)
	}
	want := DCQCNPaper40()
	want.KminKiB = 7
	if p.DCQCN != want {
		t.Errorf("preset then kmin: %+v, want %+v", p.DCQCN, want)
	}
	f, _ := Knobs().Field("dcqcn_preset")
	if got := Preset(f.Get(p)); got != Custom {
		t.Errorf("an edited set reads as %v, want custom", got)
	}
	p, _ = FromValues(map[string]float64{"dcqcn_preset": float64(Paper40)})
	if got := Preset(f.Get(p)); got != Paper40 {
		t.Errorf("the paper's set reads as %v", got)
	}
	// Custom leaves the values as they are.
	q := p
	f.Set(&q, float64(Custom))
	if q.DCQCN != p.DCQCN {
		t.Error("setting custom changed the DCQCN knobs")
	}
}

// TestBadInputsAreRejectedWithAClearRule covers the bad inputs:
// each is refused by Validate with a field error naming the knob and the
// rule, and Run returns that error instead of panicking.
func TestBadInputsAreRejectedWithAClearRule(t *testing.T) {
	cases := []struct {
		name string
		set  func(*Params)
		key  string
		rule knob.Rule
	}{
		{"no senders", func(p *Params) { p.Senders = 0 }, "senders", knob.RuleWholeRange},
		{"zero line rate", func(p *Params) { p.LineGbps = 0 }, "line_gbps", knob.RuleChoice},
		{"Kmin above Kmax", func(p *Params) { p.DCQCN.KminKiB, p.DCQCN.KmaxKiB = 300, 200 }, "kmin_kib", knob.RuleAtMost},
		{"Pmax zero", func(p *Params) { p.DCQCN.Pmax = 0 }, "pmax", knob.RuleRange},
		{"Pmax above one", func(p *Params) { p.DCQCN.Pmax = 1.5 }, "pmax", knob.RuleRange},
		{"buffer below a packet", func(p *Params) { p.BufferKiB = 2 }, "buffer_kib", knob.RuleWholeRange},
		{"buffer below the PFC headroom", func(p *Params) { p.Senders, p.BufferKiB = 128, 4096 }, "buffer_kib", knob.RuleAtLeast},
		{"NaN jitter", func(p *Params) { p.JitterNs = math.NaN() }, "jitter_ns", knob.RuleRange},
		{"infinite delay", func(p *Params) { p.LinkDelayNs = math.Inf(1) }, "link_delay_ns", knob.RuleRange},
		{"too many QPs", func(p *Params) { p.Senders, p.QPsPerSender = 8, 600 }, "qps_per_sender", knob.RuleAtMost},
		{"too many bytes", func(p *Params) { p.Senders, p.SizeKiB = 64, 65536 }, "size_kib", knob.RuleAtMost},
		{"unknown control", func(p *Params) { p.Control = 2 }, "cc", knob.RuleChoice},
	}
	for _, c := range cases {
		p := DefaultParams()
		c.set(&p)
		err := Knobs().Validate(p)
		var fe *knob.FieldError
		if !errors.As(err, &fe) || fe.Key != c.key || fe.Rule != c.rule {
			t.Errorf("%s: error %v, want rule %v on %s", c.name, err, c.rule, c.key)
			continue
		}
		if !strings.Contains(err.Error(), "incast."+c.key) {
			t.Errorf("%s: message %q does not name incast.%s", c.name, err, c.key)
		}
		if _, err := Run(p); !errors.As(err, &fe) {
			t.Errorf("%s: Run returned %v, want the field error", c.name, err)
		}
	}
}

func TestMinBufferLeavesAThresholdOfOnePacket(t *testing.T) {
	p := DefaultParams()
	p.Senders = 64
	p.BufferKiB = p.MinBufferKiB()
	if err := Knobs().Validate(p); err != nil {
		t.Fatalf("the minimum buffer is refused: %v", err)
	}
	if x := p.PFCXoffBytes(); x < PacketBytes {
		t.Errorf("Xoff at the minimum buffer = %d B, want at least one packet", x)
	}
	p.BufferKiB--
	if Knobs().Validate(p) == nil {
		t.Error("one KiB below the minimum buffer is accepted")
	}
}

// TestPresetThenGivenKnobs: values name the preset and the knobs given
// beside it; the preset is applied first and every knob given beside it
// overrides it, even one equal to the 400 Gb/s preset's value (the
// settings layer, not this function, decides which knobs a preset named
// in a configuration replaces: see knob.Presets).
func TestPresetThenGivenKnobs(t *testing.T) {
	p, err := FromValues(map[string]float64{"dcqcn_preset": float64(Paper40)})
	if err != nil || p.DCQCN != DCQCNPaper40() {
		t.Fatalf("preset alone: %+v, %v", p.DCQCN, err)
	}
	for _, kmin := range []float64{7, DCQCNScaled400().KminKiB} {
		p, err = FromValues(map[string]float64{"dcqcn_preset": float64(Paper40), "kmin_kib": kmin})
		want := DCQCNPaper40()
		want.KminKiB = kmin
		if err != nil || p.DCQCN != want {
			t.Fatalf("preset and kmin %v: %+v, %v", kmin, p.DCQCN, err)
		}
	}
	vals, ok := Group().(knob.Presets).PresetValues(float64(Paper40))
	if !ok || len(vals) != len(DCQCNKeys) || vals["kmin_kib"] != DCQCNPaper40().KminKiB {
		t.Fatalf("the paper's preset values: %v, %v", vals, ok)
	}
	if _, ok := Group().(knob.Presets).PresetValues(float64(Custom)); ok {
		t.Error("custom names a set of values")
	}
	// A custom set read back (preset "custom") comes back as it was.
	q := DefaultParams()
	q.DCQCN = DCQCNPaper40()
	q.DCQCN.KmaxKiB = 300
	if p, err := FromValues(Knobs().Values(q)); err != nil || p != q {
		t.Fatalf("read back: %+v, %v", p.DCQCN, err)
	}
	// The group's check follows the same order: Kmin above the preset's
	// Kmax is refused whatever order a map iterates in.
	for range 20 {
		err := Group().CheckValues(map[string]float64{"dcqcn_preset": float64(Paper40), "kmin_kib": 300})
		var fe *knob.FieldError
		if !errors.As(err, &fe) || fe.Key != "kmin_kib" {
			t.Fatalf("kmin 300 beside the 40 Gb/s preset: %v", err)
		}
		if err := Group().CheckValues(map[string]float64{"dcqcn_preset": float64(Paper40), "kmin_kib": 300, "kmax_kib": 400}); err != nil {
			t.Fatalf("kmin 300 and kmax 400 beside the 40 Gb/s preset: %v", err)
		}
	}
}

func TestApplyValuesMovesPresetFirst(t *testing.T) {
	p := DefaultParams()
	p.DCQCN.KminKiB = 9
	q, err := ApplyValues(p, map[string]float64{"dcqcn_preset": float64(Paper40), "kmax_kib": 250})
	want := DCQCNPaper40()
	want.KmaxKiB = 250
	if err != nil || q.DCQCN != want {
		t.Fatalf("ApplyValues: %+v, %v", q.DCQCN, err)
	}
	if _, err := ApplyValues(p, map[string]float64{"kmin_kib": 5000}); err == nil {
		t.Error("Kmin above Kmax was applied")
	}
}

// TestBatchUnitIsTheModelsReading: the paper's batch is 16 KB; both batch
// knobs read it as 16 KiB, which makes the unit the model's reading, so
// both are marked as the model's (issue 18).
func TestBatchUnitIsTheModelsReading(t *testing.T) {
	for name, spec := range map[string]knob.Spec{"incast": mustSpec(t, Knobs().Specs(), "batch_kib"), "credit": mustSpec(t, credit.Knobs().Specs(), "batch_kib")} {
		if spec.Origin != knob.Model || spec.Unit != "KiB" || spec.Default != 16 {
			t.Errorf("%s.batch_kib: origin %v, unit %s, default %v", name, spec.Origin, spec.Unit, spec.Default)
		}
	}
	if f, _ := Knobs().Field("wire_overhead_b"); f.Origin != knob.Model || f.Default != RoCEv2WireOverheadBytes {
		t.Errorf("wire_overhead_b: origin %v, default %v", f.Origin, f.Default)
	}
}

func mustSpec(t *testing.T, specs []knob.Spec, key string) knob.Spec {
	t.Helper()
	for _, s := range specs {
		if s.Key == key {
			return s
		}
	}
	t.Fatalf("no knob %s", key)
	return knob.Spec{}
}
