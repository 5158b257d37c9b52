package spray

import (
	"testing"

	"pgregory.net/rapid"
)

// TestSpuriousRatesNearThePaper: at the defaults the out-of-order trigger
// alone retransmits about 1 % of packets needlessly and the two-threshold
// trigger a few in 100,000, as the paper's stress test found (1 % and
// 0.006 %).
func TestSpuriousRatesNearThePaper(t *testing.T) {
	p := DefaultRetx()
	p.Policy = OOOOnly
	ooo := RunRetx(p)
	p.Policy = OOOAndMissing
	both := RunRetx(p)
	if ooo.SpuriousRate < 0.005 || ooo.SpuriousRate > 0.03 {
		t.Errorf("ooo alone: %.4f %%", 100*ooo.SpuriousRate)
	}
	if both.SpuriousRate < 0.00001 || both.SpuriousRate > 0.0002 {
		t.Errorf("ooo+missing: %.4f %%", 100*both.SpuriousRate)
	}
	if ooo.Losses != 0 || ooo.Spurious != ooo.Requests {
		t.Errorf("without loss every request is spurious: %+v", ooo)
	}
}

func TestNoReorderingNoRequests(t *testing.T) {
	p := DefaultRetx()
	p.SkewNs, p.JitterNs, p.Policy, p.Packets = 0, 0, OOOOnly, 10_000
	if r := RunRetx(p); r.Requests != 0 {
		t.Errorf("%d requests without reordering or loss", r.Requests)
	}
}

// TestEveryLossIsRequested: the trigger or the timeout asks for every lost
// packet, never later than the timeout.
func TestEveryLossIsRequested(t *testing.T) {
	for _, pol := range Policies {
		p := DefaultRetx()
		p.Policy, p.LossRate, p.Packets = pol, 1e-3, 200_000
		r := RunRetx(p)
		if r.Losses == 0 || r.Requests-r.Spurious != r.Losses {
			t.Errorf("%s: %d losses, %d requests of lost packets", pol, r.Losses, r.Requests-r.Spurious)
		}
		if r.MaxDetectUs > p.RTOUs+1e-9 || r.MeanDetectUs <= 0 {
			t.Errorf("%s: detection mean %v us, max %v us", pol, r.MeanDetectUs, r.MaxDetectUs)
		}
	}
}

func genRetx(t *rapid.T) RetxParams {
	p := DefaultRetx()
	p.Paths = rapid.IntRange(2, 16).Draw(t, "paths")
	p.SkewNs = rapid.Float64Range(0, 2000).Draw(t, "skew")
	p.JitterNs = rapid.Float64Range(0, 500).Draw(t, "jitter")
	p.OOOThreshold = rapid.Float64Range(0, 0.2).Draw(t, "ooo")
	p.MissingThreshold = rapid.Float64Range(0, 1).Draw(t, "missing")
	p.Packets = 20_000
	p.Seed = rapid.Uint64().Draw(t, "seed")
	return p
}

// TestPropertyTheMissingShareOnlyRemovesRequests: with no loss, adding the
// missing-share condition never asks for more retransmissions.
func TestPropertyTheMissingShareOnlyRemovesRequests(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genRetx(t)
		p.Policy = OOOOnly
		a := RunRetx(p)
		p.Policy = OOOAndMissing
		b := RunRetx(p)
		if b.Spurious > a.Spurious {
			t.Fatalf("ooo+missing %d > ooo %d spurious requests", b.Spurious, a.Spurious)
		}
	})
}
