package incast

import "pegasus/model/knob"

// Mechanism names one published behaviour of real DCQCN implementations
// that the DCQCN paper's algorithm (the model's baseline) leaves out, and
// that has been proposed as a cost of DCQCN with many QPs. Each is
// switched on alone, with the parameter values its source gives; none is
// tuned to land on the digest's 20.2-32.5 % (see MechanismInfo).
//
// Investigated and not implemented, because no source gives parameters:
// limits of the sender NIC on many rate-limited QPs (the count of
// hardware rate limiters, QP-context cache misses: SRNIC, NSDI 2023, and
// Collie, NSDI 2022, report such cliffs per NIC model without a model one
// could parameterize; they would also slow the credit runs, which use the
// same NICs). Two candidates are already part of the baseline: the
// aggregate additive increase that grows with the number of QPs (every QP
// runs its own timers) and the per-QP minimum rate (the min_rate_mbps
// knob), which can only hold the senders' sum above N x minimum, so it
// fills the queue rather than emptying it.
type Mechanism int

// The mechanisms.
const (
	// MechNone is the DCQCN paper's algorithm: the receiver paces CNPs per
	// QP (cnp_interval_us) and the sender cuts its rate on every CNP.
	MechNone Mechanism = iota
	// MechCNPPerPort paces CNPs per receiving port instead of per QP: at
	// most one CNP leaves the port every CNPPerPortUs, whichever QP's
	// marked packet arrives first (NVIDIA ConnectX, min_time_between_cnps,
	// "minimum time between sending CNPs from the port", default 4 us).
	MechCNPPerPort
	// MechRateMonitor lets a QP cut its rate at most once per
	// RateMonitorUs; a CNP that arrives sooner after the last cut does not
	// cut again (NVIDIA ConnectX, rate_reduce_monitor_period, default
	// 4 us). ConnectX applies the cut at the start of the next period; the
	// model drops it, which cuts less when CNPs are sparse.
	MechRateMonitor
	// MechConnectX is NVIDIA ConnectX's DCQCN as shipped: both of the
	// above, target-rate clamping only after a timer increase, and the
	// firmware's default reaction-point values in place of the DCQCN
	// knobs' NIC-side values (ConnectXDCQCN); the switch's marking
	// (Kmin, Kmax, Pmax) stays the knobs'.
	MechConnectX
	mechanismCount
)

// MechanismNames lists the mechanisms' configuration names, by Mechanism.
var MechanismNames = []string{"none", "cnp_per_port", "rate_monitor", "connectx"}

// Mechanisms lists every mechanism, none first.
func Mechanisms() []Mechanism {
	out := make([]Mechanism, mechanismCount)
	for i := range out {
		out[i] = Mechanism(i)
	}
	return out
}

// String returns the mechanism's configuration name.
func (m Mechanism) String() string { return knob.NameOf(MechanismNames, m) }

// Parameters of the mechanisms, each from NVIDIA's DCQCN parameter tables
// for ConnectX-4 and later (docs.nvidia.com, "DCQCN CC Parameters"; the
// Mellanox community page "DCQCN Parameters"), with the descriptions of
// Mellanox's mstflint (tools_layouts/tools_open_layouts.h), whose
// defaults mlxconfig reports on current cards.
const (
	// CNPPerPortUs is min_time_between_cnps: 4 us between CNPs of a port.
	CNPPerPortUs = 4.0
	// RateMonitorUs is rate_reduce_monitor_period: 4 us between cuts.
	RateMonitorUs = 4.0
)

// ConnectXDCQCN returns NVIDIA ConnectX's default reaction-point values
// mapped onto the model's DCQCN parameters, with the switch's marking
// taken from base: dce_tcp_g 1019 (alpha gains 5/1024 per update),
// dce_tcp_rtt 1 us (alpha updated every microsecond), rpg_time_reset
// 300 us, rpg_byte_reset 32,767 B, rpg_threshold 1 (one fast-recovery
// step), rpg_ai_rate 5 Mb/s, rpg_hai_rate 50 Mb/s, rpg_min_rate 1 Mb/s and
// min_time_between_cnps 4 us (applied per port by MechConnectX). The
// firmware's rpg_gd 11 cuts by alpha/2, as the paper does, and
// rpg_min_dec_fac 50 % (a cut at most halves the rate) cannot bind then.
func ConnectXDCQCN(base DCQCNParams) DCQCNParams {
	d := base
	d.G = 5.0 / 1024
	d.AlphaTimerUs = 1
	d.RateTimerUs = 300
	d.ByteCounterMB = 32767e-6
	d.RaiMbps = 5
	d.RhaiMbps = 50
	d.FastRecovery = 1
	d.CNPIntervalUs = CNPPerPortUs
	d.MinRateMbps = 1
	return d
}

// EffectiveDCQCN is the DCQCN parameter set a run of p uses: the knobs',
// or ConnectX's defaults under MechConnectX.
func EffectiveDCQCN(p Params) DCQCNParams {
	if p.Mechanism == MechConnectX {
		return ConnectXDCQCN(p.DCQCN)
	}
	return p.DCQCN
}

// cnpPerPort reports whether the receiver paces CNPs per port.
func (m Mechanism) cnpPerPort() bool { return m == MechCNPPerPort || m == MechConnectX }

// rateMonitor reports whether a QP cuts at most once per RateMonitorUs.
func (m Mechanism) rateMonitor() bool { return m == MechRateMonitor || m == MechConnectX }

// clampAfterTimer reports whether a CNP sets the target rate to the
// current rate only when a timer increase came since the last cut
// (ConnectX's clamp_tgt_rate off, clamp_tgt_rate_after_time_inc on); the
// paper clamps on every CNP.
func (m Mechanism) clampAfterTimer() bool { return m == MechConnectX }
