package incast

import (
	"context"
	"fmt"
	"math"
)

// LineRates are the line rates BufferVsBDP compares.
var LineRates = []int{100, 200, 400, 800}

// BufferGrowthPerDoubling is how much the model lets the switch buffer
// grow each time the line rate doubles: 1.5x, against the 2x of the BDP.
// The seed says only that the BDP grows faster than switch buffers; the
// factor is the model's choice.
const BufferGrowthPerDoubling = 1.5

// ScaledDCQCN is the DCQCN paper's parameter set (DCQCNPaper40) scaled
// from 40 Gb/s to lineGbps by the rule DCQCNScaled400 documents: byte and
// rate quantities scale with the line, times and ratios stay.
func ScaledDCQCN(lineGbps float64) DCQCNParams {
	f := lineGbps / 40
	d := DCQCNPaper40()
	d.KminKiB *= f
	d.KmaxKiB *= f
	d.ByteCounterMB *= f
	d.RaiMbps *= f
	d.RhaiMbps *= f
	return d
}

// BufferRow relates the BDP, the buffer and both controls' incast queues
// at one line rate.
type BufferRow struct {
	LineGbps   int     `json:"line_gbps"`   // the line rate of this row
	BDPKiB     float64 `json:"bdp_kib"`     // line rate times the base round trip
	BufferKiB  float64 `json:"buffer_kib"`  // the buffer the model assumes at this rate
	BufferBDPs float64 `json:"buffer_bdps"` // buffer over BDP
	// ReactionKiB is what N senders at line rate pile up in one round
	// trip before any feedback can act: (N-1) BDPs.
	ReactionKiB float64 `json:"reaction_kib"`
	// Each control's run of the incast at this rate (DCQCN with
	// ScaledDCQCN of the rate): peak queue against the buffer, PFC pause
	// frames, last completion over ideal.
	CreditPeakKiB  float64 `json:"credit_peak_kib"`
	DCQCNPeakKiB   float64 `json:"dcqcn_peak_kib"`   // DCQCN run: peak queue
	CreditPeakPct  float64 `json:"credit_peak_pct"`  // of the buffer
	DCQCNPeakPct   float64 `json:"dcqcn_peak_pct"`   // DCQCN peak queue, % of the buffer
	CreditPauses   int     `json:"credit_pauses"`    // credit run: PFC pause frames
	DCQCNPauses    int     `json:"dcqcn_pauses"`     // DCQCN run: PFC pause frames
	CreditFCTRatio float64 `json:"credit_fct_ratio"` // credit run: last completion over ideal
	DCQCNFCTRatio  float64 `json:"dcqcn_fct_ratio"`  // DCQCN run: last completion over ideal
}

// BufferAt is the buffer the model assumes at lineGbps when p's buffer
// is the one at 400 Gb/s.
func BufferAt(p Params, lineGbps int) float64 {
	return float64(p.BufferKiB) * math.Pow(BufferGrowthPerDoubling, math.Log2(float64(lineGbps)/400))
}

// BufferVsBDP runs p's incast with both controls at 100, 200, 400 and
// 800 Gb/s. The BDP doubles with the rate at a fixed round trip, the
// buffer grows by BufferGrowthPerDoubling, DCQCN's parameters and the
// message size scale with the rate (so the incast lasts as long at every
// rate: p's sizes are taken as those at 400 Gb/s); p's other knobs stay.
func BufferVsBDP(ctx context.Context, p Params) ([]BufferRow, error) {
	if err := Knobs().Validate(p); err != nil {
		return nil, fmt.Errorf("incast buffer table: %w", err)
	}
	rows := make([]BufferRow, 0, len(LineRates))
	for _, rate := range LineRates {
		q := p
		q.LineGbps = rate
		q.BufferKiB = max(int(math.Round(BufferAt(p, rate))), q.MinBufferKiB())
		q.DCQCN = ScaledDCQCN(float64(rate))
		// The same incast in time: message sizes scale with the rate.
		q.SizeKiB = min(max(4, p.SizeKiB*rate/400), MaxTotalKiB/q.TotalQPs())
		row := BufferRow{
			LineGbps:    rate,
			BDPKiB:      q.BDPBytes() / KiB,
			BufferKiB:   float64(q.BufferKiB),
			ReactionKiB: float64(q.Senders-1) * q.BDPBytes() / KiB,
		}
		row.BufferBDPs = row.BufferKiB / row.BDPKiB
		for _, cc := range []Control{Credit, DCQCN} {
			q.Control = cc
			r, err := RunCtx(ctx, q)
			if err != nil {
				return nil, fmt.Errorf("incast buffer table at %d Gb/s: %w", rate, err)
			}
			ratio := r.LastFCTUs / r.IdealFCTUs
			if cc == Credit {
				row.CreditPeakKiB, row.CreditPauses, row.CreditFCTRatio = r.MaxQueueKiB, r.PFCPauses, ratio
			} else {
				row.DCQCNPeakKiB, row.DCQCNPauses, row.DCQCNFCTRatio = r.MaxQueueKiB, r.PFCPauses, ratio
			}
		}
		row.CreditPeakPct = 100 * row.CreditPeakKiB / row.BufferKiB
		row.DCQCNPeakPct = 100 * row.DCQCNPeakKiB / row.BufferKiB
		rows = append(rows, row)
	}
	return rows, nil
}
