package incast

import (
	"fmt"
	"math"
)

// FixedPoint is the steady state of the DCQCN fluid model for N equal
// long flows through one bottleneck.
type FixedPoint struct {
	// Exists is false when the marking probability the flows need is
	// above Pmax: no queue between Kmin and Kmax holds them, and the queue
	// rides above Kmax, where every packet is marked.
	Exists   bool
	P        float64 // marking probability
	QueueKiB float64 // queue that yields P on the marking curve
	Alpha    float64 // DCQCN's alpha at the fixed point
	RateGbps float64 // each flow's rate, C/N
	// TargetGbps is each flow's target rate, above its rate.
	TargetGbps float64
	// QueueDelayUs is the queue's delay at line rate.
	QueueDelayUs float64
}

// DCQCNFixedPoint solves the fluid model of the DCQCN paper (Zhu et al.,
// SIGCOMM 2015, section 5) at its fixed point: every flow at R = C/N, and
// the decrease and increase terms of the rate and target-rate equations
// in balance. With a(p) = 1-(1-p)^(τR) the chance of a CNP in one CNP
// interval τ, b(p) = Rp/((1-p)^-B - 1) and t(p) = Rp/((1-p)^-(TR) - 1)
// the rates of byte-counter and timer expiries (B in packets, T the
// timer), and α = 1-(1-p)^(τ'R):
//
//	R α a / (2τ)  = (R_T - R)/2 · (b + t)                   (rate)
//	(R_T - R) a/τ = R_AI ((1-p)^(FB) b + (1-p)^(FTR) t)      (target rate)
//
// Eliminating R_T - R leaves one equation in p, solved by bisection; the
// queue follows from the marking curve. Rates are in packets per second
// of PacketBytes. Hyper increase is left out, as in the paper's model.
func DCQCNFixedPoint(d DCQCNParams, lineGbps float64, flows int) (FixedPoint, error) {
	if flows < 1 || !(lineGbps > 0) || !(d.Pmax > 0) || d.KmaxKiB < d.KminKiB {
		return FixedPoint{}, fmt.Errorf("dcqcn fixed point: needs flows >= 1, a positive line rate, Pmax > 0 and Kmin <= Kmax (got %d, %v, %v, %v > %v)",
			flows, lineGbps, d.Pmax, d.KminKiB, d.KmaxKiB)
	}
	const pktBits = PacketBytes * 8
	rGbps := lineGbps / float64(flows)
	R := rGbps * 1e9 / pktBits
	tau := d.CNPIntervalUs * 1e-6
	tauA := d.AlphaTimerUs * 1e-6
	T := d.RateTimerUs * 1e-6
	B := d.ByteCounterMB * 1e6 / PacketBytes
	F := float64(d.FastRecovery)
	rai := d.RaiMbps * 1e6 / pktBits
	// pow1m is (1-p)^x computed as exp(x log1p(-p)), exact for small p.
	pow1m := func(p, x float64) float64 { return math.Exp(x * math.Log1p(-p)) }
	// expiries is Rp/((1-p)^-n - 1): events per second of a counter that
	// expires every n packets and restarts at each mark.
	expiries := func(p, n float64) float64 { return R * p / math.Expm1(-n*math.Log1p(-p)) }
	cnpChance := func(p float64) float64 {
		if tau == 0 {
			return p // a CNP for every mark: the chance per packet
		}
		return -math.Expm1(tau * R * math.Log1p(-p))
	}
	tauEff := math.Max(tau, 1/R)
	alpha := func(p float64) float64 { return -math.Expm1(tauA * R * math.Log1p(-p)) }
	f := func(p float64) float64 {
		a := cnpChance(p)
		b, t := expiries(p, B), expiries(p, T*R)
		lhs := R * alpha(p) * a * a / (tauEff * tauEff * (b + t))
		rhs := rai * (pow1m(p, F*B)*b + pow1m(p, F*T*R)*t)
		return lhs - rhs
	}
	lo, hi := 1e-12, 1-1e-12
	if f(lo) > 0 || f(hi) < 0 {
		return FixedPoint{}, fmt.Errorf("dcqcn fixed point: no sign change on (0, 1)")
	}
	for range 200 {
		mid := math.Sqrt(lo * hi) // bisect in log p: p spans decades
		if mid <= lo || mid >= hi {
			break // lo and hi are neighbours: no further step moves them
		}
		if f(mid) < 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	p := math.Sqrt(lo * hi)
	a := cnpChance(p)
	delta := R * alpha(p) * a / (tauEff * (expiries(p, B) + expiries(p, T*R)))
	fp := FixedPoint{
		P:          p,
		Alpha:      alpha(p),
		RateGbps:   rGbps,
		TargetGbps: (R + delta) * pktBits / 1e9,
		Exists:     p <= d.Pmax,
	}
	if fp.Exists {
		fp.QueueKiB = d.KminKiB + p/d.Pmax*(d.KmaxKiB-d.KminKiB)
	} else {
		fp.QueueKiB = d.KmaxKiB
	}
	fp.QueueDelayUs = fp.QueueKiB * KiB * 8 / lineGbps / 1000
	return fp, nil
}
