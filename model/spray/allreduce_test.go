package spray

import (
	"context"
	"errors"
	"math"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/knob"
)

// TestFigure13AtTheDefaults: about twice the bus bandwidth for the P-RNIC at
// 8-16 MB, about equal from 64 MB up, as the digest reads Figure 13.
func TestFigure13AtTheDefaults(t *testing.T) {
	p := DefaultAllReduce()
	ratio := func(mb float64) float64 {
		b := mb * (1 << 20)
		return BusBandwidthGbps(p, PRNIC, b) / BusBandwidthGbps(p, CX7AR, b)
	}
	for _, mb := range []float64{8, 16} {
		if r := ratio(mb); r < 1.6 || r > 2.4 {
			t.Errorf("%v MB: P-RNIC / CX7 = %.2f, want about 2", mb, r)
		}
	}
	for _, mb := range []float64{64, 256, 1024} {
		if r := ratio(mb); r < 0.97 || r > 1.1 {
			t.Errorf("%v MB: P-RNIC / CX7 = %.2f, want about 1", mb, r)
		}
	}
}

// TestThePRNICIsNeverSlowerAtTheDefaults walks the default curve.
func TestThePRNICIsNeverSlowerAtTheDefaults(t *testing.T) {
	pts := AllReduceCurve(DefaultAllReduce())
	if len(pts) != CurveSizes || pts[0].Bytes != MinSizeBytes || math.Abs(pts[len(pts)-1].Bytes-MaxSizeBytes) > 1e-3 {
		t.Fatalf("%d points from %v to %v B", len(pts), pts[0].Bytes, pts[len(pts)-1].Bytes)
	}
	for _, pt := range pts {
		if pt.PRNIC < pt.CX7 {
			t.Errorf("%v B: P-RNIC %v < CX7 %v", pt.Bytes, pt.PRNIC, pt.CX7)
		}
	}
}

// TestLargeMessagesApproachLineRate: with many chunks in flight the ring is
// bandwidth bound.
func TestLargeMessagesApproachLineRate(t *testing.T) {
	p := DefaultAllReduce()
	for _, nic := range []NIC{CX7AR, PRNIC} {
		if bw := BusBandwidthGbps(p, nic, MaxSizeBytes); bw < 0.98*p.LineGbps || bw > p.LineGbps {
			t.Errorf("%s at 1 GiB: %v Gb/s", nic, bw)
		}
	}
}

func TestAllReduceAtTheCalcSize(t *testing.T) {
	p := DefaultAllReduce()
	p.SizeMB = 12
	pt, err := AllReduceAt(p)
	if err != nil || pt.Bytes != 12<<20 || pt.PRNIC != BusBandwidthGbps(p, PRNIC, 12<<20) || pt.CX7 != BusBandwidthGbps(p, CX7AR, 12<<20) {
		t.Errorf("%+v, %v", pt, err)
	}
	p.SizeMB = 2048
	var fe *knob.FieldError
	if _, err := AllReduceAt(p); !errors.As(err, &fe) || fe.Key != "size_mb" || fe.Group != "allreduce" {
		t.Errorf("2048 MB: %v", err)
	}
	if AllReduceCurve(p) != nil || BusBandwidthGbps(p, PRNIC, 1<<20) != 0 {
		t.Error("bad parameters give numbers")
	}
}

// TestPropertyBusBandwidth: at any allowed input the bus bandwidth is
// positive and at most the line rate (the link is busy 2(N-1) x share/N
// of the time at least), and without the extra round trip both NICs are
// the same computation.
func TestPropertyBusBandwidth(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawParams(t, AllReduceKnobs(), nil)
		if p.Validate() != nil {
			t.Fatal("drawn parameters are not allowed")
		}
		b := p.SizeBytes()
		cx, pr := BusBandwidthGbps(p, CX7AR, b), BusBandwidthGbps(p, PRNIC, b)
		for _, bw := range []float64{cx, pr} {
			if !(bw > 0 && bw <= p.LineGbps*(1+1e-12)) {
				t.Fatalf("%v B: bus bandwidth %v outside (0, line]", b, bw)
			}
		}
		p.RTTUs = 0
		if BusBandwidthGbps(p, CX7AR, b) != BusBandwidthGbps(p, PRNIC, b) {
			t.Fatal("without the extra round trip the NICs differ")
		}
	})
}

func TestAllReduceStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if pts, err := AllReduceCurveCtx(ctx, maxAllReduce()); !errors.Is(err, context.Canceled) || pts != nil {
		t.Errorf("cancelled curve: %d points, %v", len(pts), err)
	}
}
