package advisor

// DesignID names a design the advisor judges; its label is the section
// "design.<id>" of advisor.md.
type DesignID string

// The designs, from the seed's systems.
const (
	// NICSpraying: every packet gets a new source port in the RNIC and the
	// receiver restores order (Pegasus).
	NICSpraying DesignID = "nic-spraying"
	// QPScaling: the library opens more QPs per connection so hashing
	// spreads them (Meta).
	QPScaling DesignID = "qp-scaling"
	// DualPlane: two wired planes and a host that chooses the path (HPN).
	DualPlane DesignID = "dual-plane"
	// ControllerTE: a central controller watches the largest flows and
	// moves them (Tencent's previous cluster, Astral's ECN controller).
	ControllerTE DesignID = "controller-te"
	// ReceiverCredits: the receiving RNIC grants credits with one batch of
	// overdraft (Pegasus).
	ReceiverCredits DesignID = "receiver-credits"
	// ClearToSend: the collective library waits for the receiver's
	// clear-to-send before it writes (Meta, NCCL).
	ClearToSend DesignID = "clear-to-send"
	// DCQCN: rate control from ECN marks only, PFC behind it.
	DCQCN DesignID = "dcqcn"
	// DPUPerNIC: a DPU in front of every RNIC, the usual bare-metal
	// answer.
	DPUPerNIC DesignID = "dpu-per-nic"
	// OneDPUEightRNICs: one DPU per server manages all its RNICs from
	// outside their data path (Pegasus).
	OneDPUEightRNICs DesignID = "one-dpu-eight-rnics"
	// CoDesign: one owner tunes the library, places the ranks and shapes
	// the traffic together with the network (Meta, Astral, MegaScale).
	CoDesign DesignID = "co-design"
)

// Axis is the question a design answers; its label is "axis.<id>".
type Axis string

// The axes, in display order.
const (
	// AxisOwnership: who may change what.
	AxisOwnership Axis = "ownership"
	// AxisLoadBalance: where load balance is fixed.
	AxisLoadBalance Axis = "loadbalance"
	// AxisBytesInFlight: how bytes in flight are bounded.
	AxisBytesInFlight Axis = "bytesinflight"
	// AxisHost: how a multi-tenant host is built around its NICs.
	AxisHost Axis = "host"
)

// Axes lists the axes in display order.
func Axes() []Axis {
	return []Axis{AxisOwnership, AxisLoadBalance, AxisBytesInFlight, AxisHost}
}

// Design is one design and the axis it belongs to.
type Design struct {
	ID   DesignID
	Axis Axis
}

// Designs lists every design in the order Advise returns them.
func Designs() []Design {
	return []Design{
		{CoDesign, AxisOwnership},
		{NICSpraying, AxisLoadBalance},
		{QPScaling, AxisLoadBalance},
		{DualPlane, AxisLoadBalance},
		{ControllerTE, AxisLoadBalance},
		{ReceiverCredits, AxisBytesInFlight},
		{ClearToSend, AxisBytesInFlight},
		{DCQCN, AxisBytesInFlight},
		{OneDPUEightRNICs, AxisHost},
		{DPUPerNIC, AxisHost},
	}
}

// Fit is a verdict; its label is "fit.<id>".
type Fit string

// The verdicts.
const (
	// Fits: the design suits the setting.
	Fits Fit = "fits"
	// Depends: it may suit; the reasons say on what.
	Depends Fit = "depends"
	// DoesNotFit: the setting rules it out or makes it a poor choice.
	DoesNotFit Fit = "does-not-fit"
)

// FitValues lists the verdicts.
func FitValues() []Fit { return []Fit{Fits, Depends, DoesNotFit} }

// Stance says how a reason bears on its design; its label is
// "stance.<id>".
type Stance string

// The stances.
const (
	// For: the reason argues that the design fits.
	For Stance = "for"
	// Against: the reason argues that it does not.
	Against Stance = "against"
	// Caveat: a cost or an open question to weigh, whatever the verdict.
	Caveat Stance = "caveat"
)

// Stances lists the stances.
func Stances() []Stance { return []Stance{For, Against, Caveat} }
