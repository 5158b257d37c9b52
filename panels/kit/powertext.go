package kit

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/power"
)

// PowerAllowed says, in the user's language, what a power input that broke
// a rule may be. high and cx7 are the scenario's share high end and CX7
// power, which two of the rules refer to.
func PowerAllowed(t *i18n.Text, fe *power.FieldError, high, cx7 float64) string {
	c := t.Power
	switch fe.Rule {
	case power.RulePositive:
		return c.AllowedPositive
	case power.RuleNICs:
		return c.AllowedNICs
	case power.RuleShare:
		return c.AllowedShare
	case power.RuleShareOrder:
		return fmt.Sprintf(c.AllowedShareOrderFmt, i18n.Number(high, -1))
	case power.RuleDPUAboveCX7:
		return fmt.Sprintf(c.AllowedDPUAboveFmt, i18n.Number(cx7, -1))
	}
	return c.AllowedSite
}
