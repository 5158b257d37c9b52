package evidence

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// kind says how a figure was obtained.
type kind int

const (
	measurement kind = iota
	analysis
	production
)

// label names the kind in the current language.
func (k kind) label(t *i18n.Text) string {
	return [...]string{t.Evidence.KindMeasurement, t.Evidence.KindAnalysis, t.Evidence.KindProduction}[k]
}

// result is one reported result; its texts are content sections
// "<id>.title", "<id>.setup" and "<id>.result".
type result struct {
	id   string
	kind kind
}

// results lists what the paper reports, measurements first.
func results() []result {
	return []result{
		{"credit-jitter", measurement}, {"spurious", measurement}, {"incast", measurement}, {"allreduce", measurement},
		{"power", analysis},
		{"te-relief", production}, {"loss-free", production}, {"flow-update", production},
		{"case-study", production}, {"deployment", production},
	}
}

// change says what a comparison did to one mechanism.
type change int

const (
	changed change = iota
	same
	notStated
	notInvolved
)

// label names the change in the current language.
func (c change) label(t *i18n.Text) string {
	return [...]string{t.Evidence.Changed, t.Evidence.Same, t.Evidence.NotStated, t.Evidence.NotInvolved}[c]
}

// comparison is one result seen as an experiment: what differed between
// the two sides. Its texts are content sections "attr.<id>" and
// "attr.<id>.isolates".
type comparison struct {
	id          string
	nic, lb, cc change
}

// comparisons are the digest's comparisons, the production one first.
func comparisons() []comparison {
	return []comparison{
		{"case-study", changed, changed, changed},
		{"fig8", same, same, changed},
		{"fig12", same, same, same},
		{"fig13", changed, changed, notStated},
		{"fig14", notStated, notInvolved, changed},
	}
}

// keyNumber is one row of the digest's key numbers: the number (drawn with
// the glyph set), its meaning (content section "kn.<id>") and where it
// lives, if a panel shows it.
type keyNumber struct {
	id     string
	number func(g kit.Glyphs, t *i18n.Text) string
	panel  kit.PanelID // where it lives
	page   string
	result string // on this panel's results page: the result to scroll to
}

// keyNumbers lists the digest's key numbers in its order.
func keyNumbers() []keyNumber {
	return []keyNumber{
		{"deployment", func(_ kit.Glyphs, t *i18n.Text) string { return fmt.Sprintf(t.Evidence.DeploymentFmt, "8K", "1K") }, ID, "results", "deployment"},
		{"overhead", func(kit.Glyphs, *i18n.Text) string { return "6.5-13.7 %" }, reference.PanelPower, "arithmetic", ""},
		{"te", func(g kit.Glyphs, _ *i18n.Text) string { return g.Approx + " 95 s" }, reference.PanelIncast, "controller", ""},
		{"table", func(g kit.Glyphs, _ *i18n.Text) string { return "32K; " + g.Le + " 20 ns" }, reference.PanelFlow, "lookup", ""},
		{"update", func(g kit.Glyphs, _ *i18n.Text) string { return "3.54 s " + g.Arrow + " 1.5 s" }, reference.PanelFlow, "csr", ""},
		{"bitmap", func(g kit.Glyphs, _ *i18n.Text) string { return g.Le + " 80 B" }, reference.PanelSpray, "receiver", ""},
		{"credit", func(g kit.Glyphs, _ *i18n.Text) string {
			return "323-383 " + g.Arrow + " " + g.Approx + " 385-387 Gb/s"
		}, reference.PanelCredit, "reference", ""},
		{"loss", func(g kit.Glyphs, _ *i18n.Text) string { return "1 % " + g.Arrow + " 0.006 %; > 99.98 %" }, reference.PanelSpray, "retx", ""},
		{"training", func(g kit.Glyphs, _ *i18n.Text) string { return g.Approx + " 2.14x / 1.08x / 1.05x" }, ID, "converter", ""},
		{"inference", func(kit.Glyphs, *i18n.Text) string { return "+3.7 % / -7.2 %" }, ID, "results", "case-study"},
	}
}
