package knobtext

import (
	"testing"

	"pegasus/i18n"
	"pegasus/model/knob"
)

// TestGivenOtherPicksTheKnobTheUserGave: a refusal of a cross rule is
// worded for the rule's other knob only when that one was given more
// directly than the refused one.
func TestGivenOtherPicksTheKnobTheUserGave(t *testing.T) {
	specs := []knob.Spec{{Key: "dpu_w"}, {Key: "cx7_w"}, {Key: "nics"}, {Key: "server_kw"}}
	fe := &knob.FieldError{Group: "power", Key: "dpu_w", Value: "150", Rule: knob.RuleAbove, Other: "cx7_w", Limit: 500}
	for _, c := range []struct {
		ranks map[string]int
		want  string
	}{
		{map[string]int{"cx7_w": 3}, "cx7_w"},
		{map[string]int{"cx7_w": 3, "dpu_w": 3}, ""},
		{map[string]int{"cx7_w": 2, "dpu_w": 3}, ""},
		{map[string]int{}, ""},
	} {
		got, ok := GivenOther(fe, specs, func(k string) int { return c.ranks[k] })
		if got != c.want || ok != (c.want != "") {
			t.Errorf("ranks %v: %q %v, want %q", c.ranks, got, ok, c.want)
		}
	}
	expr := &knob.FieldError{Group: "power", Key: "server_kw", Value: "9.5", Rule: knob.RuleAbove, Other: "nics * cx7_w", Limit: 12}
	if got, _ := GivenOther(expr, specs, func(k string) int { return map[string]int{"nics": 1, "cx7_w": 2}[k] }); got != "cx7_w" {
		t.Errorf("expression: %q, want the knob given most directly, cx7_w", got)
	}
	en := CrossRefusal(i18n.For(i18n.English), "flag --cx7-w", "cx7_w", "500", fe)
	if want := `flag --cx7-w: power.cx7_w = "500" is not allowed while power.dpu_w = "150"; allowed for power.dpu_w: more than cx7_w (now 500)`; en != want {
		t.Errorf("%q\nwant %q", en, want)
	}
}
