package incast

import (
	"math"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// readoutKeys are the readouts decks may name, in order.
var readoutKeys = []string{"credit_peak_kib", "dcqcn_peak_kib", "credit_last_fct_us", "dcqcn_last_fct_us",
	"delay_cut_min_pct", "delay_cut_max_pct", "credit_loss_max_pct", "dcqcn_loss_max_pct",
	"te_mean_relief_s", "te_wrong_move_pct", "pcie_on_pauses", "pcie_auto_pauses"}

func TestReadoutsAreStable(t *testing.T) {
	kittest.ReadoutsAreStable(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false) })
}

// TestReadoutsWaitForTheEngines: before any engine has answered every
// readout is NaN (the presenter shows it as pending); once every page's
// engines have run, each is a finite number, in both languages.
func TestReadoutsWaitForTheEngines(t *testing.T) {
	for _, r := range newPanel(t, i18n.English, false).Readouts() {
		if !math.IsNaN(r.Value) {
			t.Errorf("%s = %v before any result", r.Key, r.Value)
		}
	}
	kittest.ReadoutsAreFinite(t, initialised(t), readoutKeys...)
	kittest.ReadoutsAreFinite(t, settled(t, i18n.TraditionalChinese), readoutKeys...)
}

// TestReadoutsAreTheEnginesNumbers: the big numbers are the ones the
// pages print, and a readout whose engine reruns for new knobs waits for
// it instead of showing the old knobs' number.
func TestReadoutsAreTheEnginesNumbers(t *testing.T) {
	p := settledWith(t, i18n.English, false)
	rs := p.Readouts()
	get := func(key string) float64 {
		r, ok := kit.FindReadout(rs, key)
		if !ok {
			t.Fatalf("no readout %s", key)
		}
		return r.Value
	}
	for key, want := range map[string]float64{
		"credit_peak_kib":     p.run.credit.MaxQueueKiB,
		"dcqcn_peak_kib":      p.run.dcqcn.MaxQueueKiB,
		"credit_last_fct_us":  p.run.credit.LastFCTUs,
		"delay_cut_max_pct":   p.sweep.result.Shape.DelayCutMaxPct,
		"dcqcn_loss_max_pct":  p.sweep.result.Shape.DCQCNLossMaxPct,
		"te_mean_relief_s":    p.te.result.MeanS,
		"pcie_on_pauses":      float64(p.pcie.cmp.On.PauseFrames),
		"pcie_auto_pauses":    float64(p.pcie.cmp.Auto.PauseFrames),
		"credit_loss_max_pct": p.sweep.result.Shape.CreditLossMaxPct,
	} {
		if got := get(key); got != want {
			t.Errorf("%s = %v, want %v", key, got, want)
		}
	}
	// More senders: the incast reruns (the settle timer is not fired), so
	// its numbers are pending while the controller's stay.
	p.Update(kit.SetValuesMsg{Values: map[string]map[string]float64{"incast": {"senders": 8}}})
	rs = p.Readouts()
	if v := get("credit_peak_kib"); !math.IsNaN(v) {
		t.Errorf("credit_peak_kib = %v while the incast reruns", v)
	}
	if v := get("te_mean_relief_s"); math.IsNaN(v) {
		t.Error("te_mean_relief_s is pending though the controller's knobs did not move")
	}
}
