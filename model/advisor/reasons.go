package advisor

import "strconv"

// ReasonID names a reason; its text is the section "reason.<id>" of
// advisor.md.
type ReasonID string

// The reasons, by the question they bear on.
const (
	// Ownership and tenancy.
	LibraryIsYours           ReasonID = "library-is-yours"
	LibraryIsTenants         ReasonID = "library-is-tenants"
	OneOwnerShapesTraffic    ReasonID = "one-owner-shapes-traffic"
	SharedHostsScatter       ReasonID = "shared-hosts-scatter-traffic"
	NoIsolationNeeded        ReasonID = "no-isolation-needed"
	IsolationWithoutHypervis ReasonID = "isolation-without-hypervisor"

	// Load balance.
	SprayNeedsNoController ReasonID = "spray-needs-no-controller"
	NeedsReorderingNIC     ReasonID = "needs-reordering-nic"
	ReceiverStateSmall     ReasonID = "receiver-state-small"
	QPsBeyondPaper         ReasonID = "qps-beyond-paper"
	OwnerHasOtherFixes     ReasonID = "owner-has-other-fixes"
	HashCollisionsRemain   ReasonID = "hash-collisions-remain"
	WiringRemovesChoices   ReasonID = "wiring-removes-choices"
	ControllerKeepsUp      ReasonID = "controller-keeps-up"
	ControllerMarginal     ReasonID = "controller-marginal"
	ControllerTooSlow      ReasonID = "controller-too-slow"

	// Bytes in flight.
	BufferShortForReaction ReasonID = "buffer-short-for-reaction"
	BufferHoldsReaction    ReasonID = "buffer-holds-reaction"
	DCQCNLostBandwidth     ReasonID = "dcqcn-lost-bandwidth"
	CreditsBoundQueue      ReasonID = "credits-bound-queue"
	OverdraftQueueTooDeep  ReasonID = "overdraft-queue-too-deep"
	CreditsFirstBDPFree    ReasonID = "credits-first-bdp-free"
	CreditsNeedSlack       ReasonID = "credits-need-slack"
	FairnessUnmeasured     ReasonID = "fairness-unmeasured"
	OwnerCanClearToSend    ReasonID = "owner-can-clear-to-send"
	ClearToSendInLibrary   ReasonID = "clear-to-send-in-library"

	// Host and power.
	DPUPerNICPowerWithin ReasonID = "dpu-per-nic-power-within"
	DPUPerNICPowerOver   ReasonID = "dpu-per-nic-power-over"
	DPUPerNICCostsMore   ReasonID = "dpu-per-nic-costs-more"
	SplitPowerWithin     ReasonID = "split-power-within"
	SplitPowerOver       ReasonID = "split-power-over"
	DPUFailureReboots    ReasonID = "dpu-failure-reboots-server"
	NarrowControlChannel ReasonID = "narrow-control-channel"
)

// Reasons lists every reason the rules can give.
func Reasons() []ReasonID {
	return []ReasonID{
		LibraryIsYours, LibraryIsTenants, OneOwnerShapesTraffic, SharedHostsScatter, NoIsolationNeeded, IsolationWithoutHypervis,
		SprayNeedsNoController, NeedsReorderingNIC, ReceiverStateSmall, QPsBeyondPaper, OwnerHasOtherFixes,
		HashCollisionsRemain, WiringRemovesChoices, ControllerKeepsUp, ControllerMarginal, ControllerTooSlow,
		BufferShortForReaction, BufferHoldsReaction, DCQCNLostBandwidth, CreditsBoundQueue, OverdraftQueueTooDeep,
		CreditsFirstBDPFree, CreditsNeedSlack, FairnessUnmeasured, OwnerCanClearToSend, ClearToSendInLibrary,
		DPUPerNICPowerWithin, DPUPerNICPowerOver, DPUPerNICCostsMore, SplitPowerWithin, SplitPowerOver,
		DPUFailureReboots, NarrowControlChannel,
	}
}

// TargetOf is where a reason points: the panel page (opened at the
// reader's own values where a panel shares them) or the reading section
// that shows it.
func TargetOf(id ReasonID, in Inputs) Target {
	link := num(in.LinkGbps)
	senders := strconv.Itoa(in.IncastSenders)
	switch id {
	case LibraryIsYours, OwnerHasOtherFixes:
		return Section("s7-1")
	case LibraryIsTenants, NoIsolationNeeded:
		return Section("s1")
	case OneOwnerShapesTraffic, SharedHostsScatter, ControllerTooSlow:
		return Section("s2")
	case IsolationWithoutHypervis:
		return Section("s3-1")
	case SprayNeedsNoController:
		return PanelPage("spraying", "balance", "spray.scheme", "spray")
	case NeedsReorderingNIC:
		return PanelPage("spraying", "q1")
	case ReceiverStateSmall:
		return PanelPage("spraying", "receiver")
	case QPsBeyondPaper:
		return Section("s4")
	case HashCollisionsRemain:
		return PanelPage("spraying", "balance", "spray.scheme", "qp-scaling")
	case WiringRemovesChoices, OwnerCanClearToSend, ClearToSendInLibrary:
		return Section("s7")
	case ControllerKeepsUp, ControllerMarginal:
		return PanelPage("spraying", "balance", "spray.scheme", "te")
	case BufferShortForReaction, BufferHoldsReaction:
		return PanelPage("incast", "")
	case DCQCNLostBandwidth:
		return PanelPage("evidence", "results")
	case CreditsBoundQueue, OverdraftQueueTooDeep:
		return PanelPage("credit", "cost", "credit.incast_n", senders, "credit.line_gbps", link)
	case CreditsFirstBDPFree:
		return PanelPage("credit", "trace", "credit.line_gbps", link)
	case CreditsNeedSlack:
		return PanelPage("credit", "throughput", "credit.jitter_ns", "600", "credit.batch_kib", "16", "credit.overdraft", "1", "credit.line_gbps", link)
	case FairnessUnmeasured, DPUFailureReboots:
		return Section("s6")
	case DPUPerNICPowerWithin, DPUPerNICPowerOver:
		return powerPage("arithmetic", in, true)
	case DPUPerNICCostsMore:
		t := powerPage("site", in, true)
		if len(t.Params) > 0 && in.PowerBudgetKW*1000 > float64(in.NICsPerServer)*in.CX7W {
			t.Params = append(t.Params, Param{"power.server_kw", num(in.PowerBudgetKW)})
		}
		return t
	case SplitPowerWithin:
		return powerPage("bars", in, true)
	case SplitPowerOver:
		t := powerPage("arithmetic", in, false)
		t.Params = append(t.Params, Param{"power.rnic", "asic"})
		return t
	case NarrowControlChannel:
		return PanelPage("flowtable", "")
	}
	return Section("s7-1")
}

// num spells a value as the configuration does.
func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// powerPage opens a page of the power panel at the reader's devices, with
// the managed RNIC as the panel's FPGA card when withRNIC is set. The
// power panel requires a DPU to draw more than the RNIC it replaces; when
// the reader's values break that, the page opens at its own defaults.
func powerPage(page string, in Inputs, withRNIC bool) Target {
	t := PanelPage("power", page)
	if !(in.DPUW > in.CX7W) {
		return t
	}
	t.Params = []Param{{"power.dpu_w", num(in.DPUW)}, {"power.cx7_w", num(in.CX7W)}, {"power.nics", strconv.Itoa(in.NICsPerServer)}}
	if withRNIC {
		t.Params = append(t.Params, Param{"power.fpga_w", num(in.RNICW)}, Param{"power.rnic", "fpga"})
	}
	return t
}
