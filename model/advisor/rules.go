package advisor

import "slices"

// Reason is one argument behind a verdict.
type Reason struct {
	ID     ReasonID `json:"id"`
	Stance Stance   `json:"stance"`
	// Target is the panel page or reading section that shows it; JSON
	// spells it as a link does ("credit/cost credit.incast_n=4").
	Target Target `json:"target"`
}

// Recommendation is the verdict on one design.
type Recommendation struct {
	Design  DesignID `json:"design"`
	Axis    Axis     `json:"axis"`
	Fit     Fit      `json:"fit"`
	Reasons []Reason `json:"reasons"` // at least one: for, then against, then caveats
}

// Advise judges every design of Designs() for the inputs, in that order.
// It is total: any inputs give a verdict with reasons (inputs outside the
// knobs' ranges give verdicts too, but only valid ones are meaningful).
func Advise(in Inputs) []Recommendation {
	holds := map[CheckID]bool{}
	for _, c := range Checks(in) {
		holds[c.ID] = c.Holds
	}
	f := facts{
		owner:       in.LibraryOwner == Provider,
		shared:      in.MultiTenant,
		keepsUp:     holds[CheckControllerKeepsUp],
		sees:        holds[CheckControllerSees],
		bufferShort: !holds[CheckBufferHolds],
		creditFits:  holds[CheckOverdraftFits],
		qpsInPaper:  holds[CheckQPsInPaper],
		perNICOK:    holds[CheckDPUPerNICPower],
		splitOK:     holds[CheckSplitPower],
		perNICDear:  holds[CheckSplitDrawsLess],
	}
	judges := map[DesignID]func(facts) (Fit, []reason){
		CoDesign:         coDesign,
		NICSpraying:      nicSpraying,
		QPScaling:        qpScaling,
		DualPlane:        dualPlane,
		ControllerTE:     controllerTE,
		ReceiverCredits:  receiverCredits,
		ClearToSend:      clearToSend,
		DCQCN:            dcqcn,
		OneDPUEightRNICs: oneDPU,
		DPUPerNIC:        dpuPerNIC,
	}
	var out []Recommendation
	for _, de := range Designs() {
		fit, rs := judges[de.ID](f)
		rec := Recommendation{Design: de.ID, Axis: de.Axis, Fit: fit}
		for _, r := range rs {
			rec.Reasons = append(rec.Reasons, Reason{ID: r.id, Stance: r.stance, Target: TargetOf(r.id, in)})
		}
		slices.SortStableFunc(rec.Reasons, func(a, b Reason) int { return stanceRank(a.Stance) - stanceRank(b.Stance) })
		out = append(out, rec)
	}
	return out
}

// facts are the yes/no findings the rules read, from Checks.
type facts struct {
	owner       bool // the provider owns the collective library
	shared      bool // hosts are multi-tenant
	keepsUp     bool // a traffic pattern lasts TERounds controller periods
	sees        bool // it lasts at least one controller period
	bufferShort bool // a port cannot hold one round trip of incast
	creditFits  bool // a port holds every sender's overdraft batch
	qpsInPaper  bool // QPs per RNIC within the paper's 2,000
	perNICOK    bool // a DPU per RNIC fits the power tolerance
	splitOK     bool // one DPU with managed RNICs fits it
	perNICDear  bool // a DPU per RNIC draws more than the split design
}

// reason is a rule's finding before its target is resolved.
type reason struct {
	id     ReasonID
	stance Stance
}

func pro(id ReasonID) reason    { return reason{id, For} }
func con(id ReasonID) reason    { return reason{id, Against} }
func caveat(id ReasonID) reason { return reason{id, Caveat} }

// ownerOnly is the verdict of a design that needs the owner of the
// library: it fits when the provider owns it, not otherwise.
func ownerOnly(f facts, why ...reason) (Fit, []reason) {
	if !f.owner {
		return DoesNotFit, []reason{con(LibraryIsTenants)}
	}
	return Fits, append([]reason{pro(LibraryIsYours)}, why...)
}

// motive is a reason to choose a design, and whether it holds.
type motive struct {
	holds bool
	why   ReasonID
}

// anyMotive is the verdict of a design that any one of several motives
// calls for: it fits, for each motive that holds; with none, it depends,
// on the caveat otherwise.
func anyMotive(otherwise ReasonID, motives ...motive) (Fit, []reason) {
	var rs []reason
	for _, m := range motives {
		if m.holds {
			rs = append(rs, pro(m.why))
		}
	}
	if len(rs) == 0 {
		return Depends, []reason{caveat(otherwise)}
	}
	return Fits, rs
}

// withinLimit weighs a limit the design must stay within: when it holds,
// the reason within argues for the design; when not, the reason over
// argues against it and the verdict is at best Depends.
func withinLimit(fit Fit, rs []reason, holds bool, within, over ReasonID) (Fit, []reason) {
	if holds {
		return fit, append(rs, pro(within))
	}
	return worse(fit, Depends), append(rs, con(over))
}

// coDesign: one owner shapes library, placement and network together; on
// shared hosts the mix of tenants' traffic defeats that.
func coDesign(f facts) (Fit, []reason) {
	switch {
	case !f.owner:
		return DoesNotFit, []reason{con(LibraryIsTenants)}
	case f.shared:
		return Depends, []reason{pro(LibraryIsYours), con(SharedHostsScatter)}
	}
	return Fits, []reason{pro(LibraryIsYours), pro(OneOwnerShapesTraffic)}
}

// nicSpraying fits when the fix must sit below the library or no
// controller can keep up; the QP count must stay where the paper's
// receiver state is small.
func nicSpraying(f facts) (Fit, []reason) {
	fit, rs := anyMotive(OwnerHasOtherFixes,
		motive{!f.owner, LibraryIsTenants},
		motive{!f.keepsUp, SprayNeedsNoController})
	fit, rs = withinLimit(fit, rs, f.qpsInPaper, ReceiverStateSmall, QPsBeyondPaper)
	return fit, append(rs, caveat(NeedsReorderingNIC))
}

// qpScaling needs the library; more flows make collisions rarer, not
// impossible.
func qpScaling(f facts) (Fit, []reason) {
	fit, rs := ownerOnly(f)
	return fit, append(rs, caveat(HashCollisionsRemain))
}

// dualPlane needs the host's path choice, which runs in the owner's
// software.
func dualPlane(f facts) (Fit, []reason) { return ownerOnly(f, pro(WiringRemovesChoices)) }

// controllerTE fits when a traffic pattern outlasts TERounds controller
// periods, cannot work when it changes within one, and is doubtful between.
func controllerTE(f facts) (Fit, []reason) {
	switch {
	case f.keepsUp:
		return Fits, []reason{pro(ControllerKeepsUp)}
	case f.sees:
		return Depends, []reason{caveat(ControllerMarginal)}
	}
	return DoesNotFit, []reason{con(ControllerTooSlow)}
}

// receiverCredits fits when the library is out of reach, the buffer cannot
// wait for a reactive scheme, or tenants share the fabric; a port must
// still hold every sender's overdraft batch.
func receiverCredits(f facts) (Fit, []reason) {
	fit, rs := anyMotive(OwnerCanClearToSend,
		motive{!f.owner, LibraryIsTenants},
		motive{f.bufferShort, BufferShortForReaction},
		motive{f.shared, SharedHostsScatter})
	fit, rs = withinLimit(fit, rs, f.creditFits, CreditsBoundQueue, OverdraftQueueTooDeep)
	return fit, append(rs, caveat(CreditsFirstBDPFree), caveat(CreditsNeedSlack), caveat(FairnessUnmeasured))
}

// clearToSend bounds bytes in flight inside the library.
func clearToSend(f facts) (Fit, []reason) { return ownerOnly(f, pro(ClearToSendInLibrary)) }

// dcqcn needs the buffer to hold the queue it reacts to, and an owner who
// keeps incast rare.
func dcqcn(f facts) (Fit, []reason) {
	if f.bufferShort {
		return DoesNotFit, []reason{con(BufferShortForReaction), caveat(DCQCNLostBandwidth)}
	}
	rs := []reason{pro(BufferHoldsReaction)}
	fit := Fits
	if !f.owner {
		fit, rs = Depends, append(rs, con(LibraryIsTenants))
	}
	if f.shared {
		fit, rs = Depends, append(rs, con(SharedHostsScatter))
	}
	if fit == Fits {
		rs = append(rs, pro(OneOwnerShapesTraffic))
	}
	return fit, append(rs, caveat(DCQCNLostBandwidth))
}

// oneDPU isolates tenants from one DPU beside the RNICs; its saving
// depends on the RNIC's own power.
func oneDPU(f facts) (Fit, []reason) {
	if !f.shared {
		return Depends, []reason{caveat(NoIsolationNeeded)}
	}
	fit, rs := withinLimit(Fits, []reason{pro(IsolationWithoutHypervis)}, f.splitOK, SplitPowerWithin, SplitPowerOver)
	return fit, append(rs, caveat(DPUFailureReboots), caveat(NarrowControlChannel))
}

// dpuPerNIC isolates tenants at the price of a DPU per RNIC.
func dpuPerNIC(f facts) (Fit, []reason) {
	if !f.shared {
		return DoesNotFit, []reason{con(NoIsolationNeeded)}
	}
	fit, rs := Fits, []reason{pro(IsolationWithoutHypervis), pro(DPUPerNICPowerWithin)}
	if !f.perNICOK {
		fit, rs = DoesNotFit, []reason{pro(IsolationWithoutHypervis), con(DPUPerNICPowerOver)}
	}
	if f.perNICDear {
		rs = append(rs, caveat(DPUPerNICCostsMore))
	}
	return fit, rs
}

// stanceRank orders reasons: for, against, then caveats.
func stanceRank(s Stance) int { return slices.Index(Stances(), s) }

// worse returns the less favourable of two verdicts.
func worse(a, b Fit) Fit {
	rank := map[Fit]int{Fits: 0, Depends: 1, DoesNotFit: 2}
	if rank[b] > rank[a] {
		return b
	}
	return a
}
