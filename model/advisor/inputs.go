// Package advisor turns a reader's description of a cluster (who owns the
// hosts and the collective library, how fast traffic moves against the
// controller, link speed against switch buffer, the power a server may
// spend on NICs) into a verdict on each design the seed discusses: it fits,
// it does not fit, or it depends. Every verdict carries reasons, and every
// reason points to the panel page or reading section that shows it.
//
// The rules are a small, deterministic rule set over plain numbers; the
// text of designs, reasons and inputs lives in the content documents
// (content/files/<lang>/advisor.md), keyed by the identifiers declared here.
package advisor

import (
	"pegasus/model/knob"
	"pegasus/model/power"
)

// Owner says who controls the collective library (NCCL or its like).
type Owner int

// The owners.
const (
	// Provider: the operator of the cluster controls the library, so it
	// can tune it, place ranks and add flows (Meta, Astral, HPN, MegaScale).
	Provider Owner = iota
	// Tenant: tenants bring their own library on rented bare-metal
	// servers, so every fix must sit below it (Pegasus).
	Tenant
)

// Inputs are what a reader sets.
type Inputs struct {
	// MultiTenant: several tenants share the fabric and must be isolated
	// from each other without a hypervisor.
	MultiTenant bool
	// LibraryOwner says who controls the collective library.
	LibraryOwner Owner
	// TrafficChangeS is how long a traffic pattern (a hot spot) lasts
	// before it changes, in seconds.
	TrafficChangeS float64
	// ControllerS is how long a central controller takes to see traffic
	// and act: at least one statistics interval, in seconds.
	ControllerS float64
	// LinkGbps is the NIC and switch-port line rate, Gb/s.
	LinkGbps float64
	// SwitchBufferMB is a switch's packet buffer, MB (10^6 bytes).
	SwitchBufferMB float64
	// SwitchPorts is the number of ports that share that buffer.
	SwitchPorts int
	// RTTUs is the fabric's base round-trip time, microseconds.
	RTTUs float64
	// IncastSenders is how many senders converge on one receiver.
	IncastSenders int
	// QPsPerNIC is the number of concurrent QPs one RNIC must track.
	QPsPerNIC int
	// PowerBudgetKW is one server's power with plain RNICs and no DPU,
	// kW: what the paper's 6.5-13.7 % is a share of.
	PowerBudgetKW float64
	// PowerTolerancePct is the largest share of that power the operator
	// will spend on NIC and DPU power beyond plain RNICs, %.
	PowerTolerancePct float64
	// NICsPerServer is the number of RNICs in a server (one per GPU).
	NICsPerServer int
	// DPUW is the power of one DPU, W.
	DPUW float64
	// CX7W is the power of one commodity RNIC, W.
	CX7W float64
	// RNICW is the power of one RNIC managed by a shared DPU, W.
	RNICW float64
}

// Constants of the rules that are not knobs.
const (
	// TERounds is how many controller periods a hot spot must outlast for
	// controller TE to pay off. The model's choice: the seed's controller
	// needed about 95 s with 10-s statistics to relieve congestion, about
	// ten rounds of move, wait and retry.
	TERounds = 10
	// PaperMaxQPsPerNIC is the most concurrent QPs per RNIC the paper
	// reports in AI training (storage clusters need 10,000).
	PaperMaxQPsPerNIC = 2000
	// BitmapBytesPerQP is the paper's bound on receiver bitmap state per
	// QP for spraying (PSN and isCQE bitmaps).
	BitmapBytesPerQP = 80
	// CreditBatchBytes is the paper's credit batch, 16 KB (the model
	// counts it as 16 KiB, like the credit panel).
	CreditBatchBytes = 16 * 1024
	// CreditOverdraftBatches is the paper's overdraft: one batch.
	CreditOverdraftBatches = 1
)

// Named choices of the yes/no and owner knobs, in index order.
var (
	yesNo  = []string{"no", "yes"}
	owners = []string{"provider", "tenant"}
)

// TrafficChangeChoices are the time scales a reader picks from, seconds:
// a millisecond burst up to a day. A log-like grid, because the rule
// compares orders of magnitude.
var TrafficChangeChoices = []float64{0.001, 0.01, 0.1, 1, 5, 10, 30, 60, 300, 600, 1800, 3600, 10800, 86400}

// LinkGbpsChoices are the line rates the advisor knows, Gb/s.
var LinkGbpsChoices = []float64{100, 200, 400, 800}

// Knobs declares the advisor's inputs. The defaults are Pegasus's own
// setting where the seed gives it.
func Knobs() knob.Table[Inputs] {
	return knob.Table[Inputs]{
		Name:   "advisor",
		Fields: fields(),
		Cross:  cross,
	}
}

// cross relates the knobs: a server must draw more than its plain RNICs
// alone, or the power shares mean nothing (the power panel's rule too).
func cross(in Inputs) error {
	if nicKW := float64(in.NICsPerServer) * in.CX7W / 1000; !(in.PowerBudgetKW > nicKW) {
		return knob.Cross(Knobs().Specs(), "power_budget_kw", in.PowerBudgetKW, knob.RuleAbove, "nics_per_server * cx7_w", nicKW)
	}
	return nil
}

// DefaultInputs is Pegasus's setting: Knobs().Defaults().
func DefaultInputs() Inputs { return Knobs().Defaults() }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// fields lists the knobs in display order: tenancy and ownership, then
// time scales, then the fabric, then power.
func fields() []knob.Field[Inputs] {
	return []knob.Field[Inputs]{
		{Spec: knob.Spec{Key: "multi_tenant", Kind: knob.Named, Names: yesNo, Default: 1, Origin: knob.Paper},
			Get: func(in Inputs) float64 { return b2f(in.MultiTenant) },
			Set: func(in *Inputs, v float64) { in.MultiTenant = v == 1 }},
		knob.Bind(knob.Spec{Key: "library_owner", Kind: knob.Named, Names: owners, Default: float64(Tenant), Origin: knob.Paper},
			func(in *Inputs) *Owner { return &in.LibraryOwner }),
		knob.Bind(knob.Spec{Key: "traffic_change_s", Unit: "s", Kind: knob.Choice, Choices: TrafficChangeChoices, Default: 1, Origin: knob.Model},
			func(in *Inputs) *float64 { return &in.TrafficChangeS }),
		knob.Bind(knob.Spec{Key: "controller_s", Unit: "s", Kind: knob.Number, Min: 1, Max: 600, Step: 1, Big: 10, Default: 10, Origin: knob.Paper},
			func(in *Inputs) *float64 { return &in.ControllerS }),
		knob.Bind(knob.Spec{Key: "link_gbps", Unit: "Gb/s", Kind: knob.Choice, Choices: LinkGbpsChoices, Default: 400, Origin: knob.Paper},
			func(in *Inputs) *float64 { return &in.LinkGbps }),
		knob.Bind(knob.Spec{Key: "switch_buffer_mb", Unit: "MB", Kind: knob.Number, Min: 1, Max: 512, Step: 1, Big: 16, Default: 64, Origin: knob.Model},
			func(in *Inputs) *float64 { return &in.SwitchBufferMB }),
		knob.Bind(knob.Spec{Key: "switch_ports", Unit: "ports", Kind: knob.Whole, Min: 4, Max: 256, Step: 4, Big: 32, Default: 64, Origin: knob.Model},
			func(in *Inputs) *int { return &in.SwitchPorts }),
		knob.Bind(knob.Spec{Key: "rtt_us", Unit: "us", Kind: knob.Number, Min: 1, Max: 100, Step: 0.5, Big: 5, Default: 5, Origin: knob.Model},
			func(in *Inputs) *float64 { return &in.RTTUs }),
		knob.Bind(knob.Spec{Key: "incast_senders", Unit: "senders", Kind: knob.Whole, Min: 2, Max: 1024, Step: 1, Big: 16, Default: 4, Origin: knob.Paper},
			func(in *Inputs) *int { return &in.IncastSenders }),
		knob.Bind(knob.Spec{Key: "qps_per_nic", Unit: "QPs", Kind: knob.Whole, Min: 1, Max: 20000, Step: 100, Big: 1000, Default: PaperMaxQPsPerNIC, Origin: knob.Paper},
			func(in *Inputs) *int { return &in.QPsPerNIC }),
		knob.Bind(knob.Spec{Key: "power_budget_kw", Unit: "kW", Kind: knob.Number, Min: 1, Max: 50, Step: 0.5, Big: 5, Default: 10, Origin: knob.Model},
			func(in *Inputs) *float64 { return &in.PowerBudgetKW }),
		knob.Bind(knob.Spec{Key: "power_tolerance_pct", Unit: "%", Kind: knob.Number, Min: 0, Max: 50, Step: 0.5, Big: 5, Default: 5, Origin: knob.Model},
			func(in *Inputs) *float64 { return &in.PowerTolerancePct }),
		knob.Bind(knob.Spec{Key: "nics_per_server", Unit: "RNICs", Kind: knob.Whole, Min: 1, Max: 16, Step: 1, Big: 4, Default: 8, Origin: knob.Paper},
			func(in *Inputs) *int { return &in.NICsPerServer }),
		knob.Bind(powerKnob("dpu_w", "dpu_w"), func(in *Inputs) *float64 { return &in.DPUW }),
		knob.Bind(powerKnob("cx7_w", "cx7_w"), func(in *Inputs) *float64 { return &in.CX7W }),
		knob.Bind(powerKnob("fpga_w", "rnic_w"), func(in *Inputs) *float64 { return &in.RNICW }),
	}
}

// powerKnob is the power engine's knob key under the advisor's key as: the
// advisor weighs the same devices (a DPU, a CX7 RNIC, the FPGA P-RNIC), so
// their ranges and the paper's figures are declared once, in power.Knobs.
func powerKnob(key, as string) knob.Spec {
	s, _ := knob.SpecOf(power.Knobs(), key)
	s.Key = as
	return s
}
