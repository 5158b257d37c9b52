package advisor

// CheckID names one comparison the rules make; its label is the section
// "check.<id>" of advisor.md.
type CheckID string

// The comparisons, in the order the rules read them.
const (
	// CheckControllerKeepsUp: a traffic pattern lasts TERounds controller
	// periods or more.
	CheckControllerKeepsUp CheckID = "controller-keeps-up"
	// CheckControllerSees: it lasts at least one controller period.
	CheckControllerSees CheckID = "controller-sees"
	// CheckBufferHolds: a port's buffer share holds one round trip of
	// incast.
	CheckBufferHolds CheckID = "buffer-holds"
	// CheckOverdraftFits: a port's buffer share holds every sender's
	// overdraft batch.
	CheckOverdraftFits CheckID = "overdraft-fits"
	// CheckQPsInPaper: the QPs per RNIC stay within the paper's 2,000.
	CheckQPsInPaper CheckID = "qps-in-paper"
	// CheckDPUPerNICPower: a DPU per RNIC stays within the power
	// tolerance.
	CheckDPUPerNICPower CheckID = "dpu-per-nic-power"
	// CheckSplitPower: one DPU with managed RNICs stays within it.
	CheckSplitPower CheckID = "split-power"
	// CheckSplitDrawsLess: one DPU with managed RNICs draws less than a
	// DPU per RNIC.
	CheckSplitDrawsLess CheckID = "split-draws-less"
)

// Rule is how a check compares its value with its limit.
type Rule string

// The rules.
const (
	AtLeast Rule = ">=" // holds when Value >= Limit
	AtMost  Rule = "<=" // holds when Value <= Limit
	Below   Rule = "<"  // holds when Value < Limit
)

// Check is one comparison the rules make: a derived number against a
// threshold (the model's choice, the paper's figure or the reader's own
// tolerance), and whether it holds.
type Check struct {
	ID    CheckID `json:"id"`
	Value float64 `json:"value"`
	Rule  Rule    `json:"rule"`
	Limit float64 `json:"limit"`
	Unit  string  `json:"unit"` // as DerivedRow.Unit; "" for a plain count
	Holds bool    `json:"holds"`
	// ModelLimit marks a limit that is the model's choice, not the
	// paper's figure or the reader's own input.
	ModelLimit bool `json:"model_limit"`
}

// Checks lists the comparisons behind the verdicts, for the inputs. A
// comparison with a NaN never holds.
func Checks(in Inputs) []Check {
	d := Derive(in)
	mk := func(id CheckID, v, limit float64, unit string, r Rule, modelLimit bool) Check {
		c := Check{ID: id, Value: v, Limit: limit, Unit: unit, Rule: r, ModelLimit: modelLimit}
		switch r {
		case AtLeast:
			c.Holds = v >= limit
		case AtMost:
			c.Holds = v <= limit
		case Below:
			c.Holds = v < limit
		}
		return c
	}
	return []Check{
		// The model's thresholds: ten rounds, one round, one round trip
		// of incast, the port's even share of the buffer.
		mk(CheckControllerKeepsUp, d.TrafficOverController, TERounds, "x", AtLeast, true),
		mk(CheckControllerSees, d.TrafficOverController, 1, "x", AtLeast, true),
		mk(CheckBufferHolds, d.BufferHeadroom, 1, "x", AtLeast, true),
		mk(CheckOverdraftFits, d.CreditQueueBytes, d.PortBufferBytes, "B", AtMost, true),
		// The paper's figure, the reader's tolerance, and the two designs
		// against each other.
		mk(CheckQPsInPaper, float64(in.QPsPerNIC), PaperMaxQPsPerNIC, "", AtMost, false),
		mk(CheckDPUPerNICPower, d.DPUPerNICSharePct, in.PowerTolerancePct, "%", AtMost, false),
		mk(CheckSplitPower, d.SplitSharePct, in.PowerTolerancePct, "%", AtMost, false),
		mk(CheckSplitDrawsLess, d.SplitExtraW, d.DPUPerNICExtraW, "W", Below, false),
	}
}

// CheckIDs lists every check in order.
func CheckIDs() []CheckID {
	return []CheckID{CheckControllerKeepsUp, CheckControllerSees, CheckBufferHolds, CheckOverdraftFits,
		CheckQPsInPaper, CheckDPUPerNICPower, CheckSplitPower, CheckSplitDrawsLess}
}
