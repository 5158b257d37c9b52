package reference

import (
	"math"

	"pegasus/model/credit"
	"pegasus/model/spray"
)

// The spraying figures.
const (
	SprayBitmapBytes  ID = "spray.bitmap_bytes"
	SprayLossFreePct  ID = "spray.loss_free_pct"
	SprayFig13At8     ID = "spray.fig13_8mb"
	SprayFig13At16    ID = "spray.fig13_16mb"
	SprayFig13At64    ID = "spray.fig13_64mb"
	SprayFig13At256   ID = "spray.fig13_256mb"
	SpraySpuriousOOO  ID = "spray.spurious_ooo"
	SpraySpuriousBoth ID = "spray.spurious_both"
)

// InFlightPackets is what the credit loop keeps unacknowledged per QP at
// the digest's settings: the BDP plus one overdraft batch, in packets.
func InFlightPackets() int {
	p := credit.DefaultParams()
	return int(p.BDPBytes()/credit.PacketBytes) + p.Overdraft*p.PacketsPerBatch()
}

// Spray returns the spraying rows: the receiver state the credit loop
// needs against the digest's 80 bytes (a bound the model's window could
// outgrow: at a loop ten times longer it would), the digest's reading of
// Figure 13 as ranges, the paper's needless-retransmission rates (Figure
// 12) and the production loss-free time, which the model does not
// simulate.
//
// The retransmission rows are calibrations: the model's two thresholds
// were chosen so that its default stream lands near 1 % and 0.006 %. The
// counts they compare are whole packets, so the model can only move in
// steps (at the defaults 0.98 % with one packet lower giving 1.6 %;
// 0.007 % with one position higher giving 0.0008 %); the rows accept a
// quarter either way for the first and a half either way for the second.
func Spray() []Row {
	need := InFlightPackets()
	bytes := math.Ceil(2 * float64(need) / 8) // two bitmaps, one bit per packet each
	ar := spray.DefaultAllReduce()
	ratio := func(mb float64) float64 {
		b := mb * (1 << 20)
		return spray.BusBandwidthGbps(ar, spray.PRNIC, b) / spray.BusBandwidthGbps(ar, spray.CX7AR, b)
	}
	about := func(lo, hi float64) Tolerance { return Tolerance{Ranged: true, Min: lo, Max: hi} }
	rp := spray.DefaultRetx()
	rp.Policy = spray.OOOOnly
	ooo := spray.RunRetx(rp)
	rp.Policy = spray.OOOAndMissing
	both := spray.RunRetx(rp)
	return []Row{
		{ID: SprayBitmapBytes, Panel: PanelSpray, Kind: Consistency, Digest: spray.StateBytesPerQP, Engine: bytes, Unit: Bytes, Tol: Tolerance{Ranged: true, Min: 0, Max: spray.StateBytesPerQP}},
		{ID: SprayFig13At8, Panel: PanelSpray, Kind: Calibrated, Digest: 2, Engine: ratio(8), Unit: Ratio, Tol: about(1.6, 2.4)},
		{ID: SprayFig13At16, Panel: PanelSpray, Kind: Calibrated, Digest: 2, Engine: ratio(16), Unit: Ratio, Tol: about(1.6, 2.4)},
		{ID: SprayFig13At64, Panel: PanelSpray, Kind: Calibrated, Digest: 1, Engine: ratio(64), Unit: Ratio, Tol: about(0.95, 1.1)},
		{ID: SprayFig13At256, Panel: PanelSpray, Kind: Calibrated, Digest: 1, Engine: ratio(256), Unit: Ratio, Tol: about(0.95, 1.1)},
		{ID: SpraySpuriousOOO, Panel: PanelSpray, Kind: Calibrated, Digest: 1, Engine: 100 * ooo.SpuriousRate, Unit: Percent, Tol: about(0.75, 1.25)},
		{ID: SpraySpuriousBoth, Panel: PanelSpray, Kind: Calibrated, Digest: 0.006, Engine: 100 * both.SpuriousRate, Unit: Percent, Tol: about(0.003, 0.009)},
		notModelled(SprayLossFreePct, PanelSpray, 99.98, Percent),
	}
}
