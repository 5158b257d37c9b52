package spraying

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	title := func(f func(i18n.SprayText) string) func(*i18n.Text) string {
		return func(t *i18n.Text) string { return f(t.Spray) }
	}
	question := func(n int) kit.Page {
		return kit.Page{Key: fmt.Sprintf("q%d", n), Question: n,
			Title: func(t *i18n.Text) string { return fmt.Sprintf(t.Spray.PageQuestionFmt, n) }}
	}
	text := func(section string) func(w int) []string {
		return func(w int) []string { return kit.Prose(p.Doc.Section(section), w, p.Styles.Text.Render) }
	}
	return []kit.Page{
		{Key: "balance", Title: title(func(c i18n.SprayText) string { return c.PageBalance }), Body: p.balancePage},
		{Key: "receiver", Title: title(func(c i18n.SprayText) string { return c.PageReceiver }), Body: kit.TextBody(p.receiverPage)},
		{Key: "allreduce", Title: title(func(c i18n.SprayText) string { return c.PageAllReduce }), Body: p.allReducePage},
		{Key: "retx", Title: title(func(c i18n.SprayText) string { return c.PageRetx }), Body: kit.TextBody(p.retxPage)},
		question(1), question(2), question(3),
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: kit.TextBody(text("assumptions"))},
		{Key: "about", Title: title(func(c i18n.SprayText) string { return c.PageAbout }), Body: kit.TextBody(text("about"))},
	}
}

// group is the engine whose knobs the page on screen shows: a question's
// knobs are those of the engine it asks about.
func (p *Panel) group() group {
	switch p.Page().Key {
	case "receiver":
		return groupReceiver
	case "allreduce", "q2":
		return groupAllReduce
	case "retx", "q3":
		return groupRetx
	}
	return groupBalance
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.Empty() {
		p.SetView("")
		return
	}
	p.SetView(kit.KnobsBesidePage(&p.Base, p.controls(), p.settings, p.Text.Spray.ParamsHeading))
}

// computing is the line shown while an engine has no result yet.
func (p *Panel) computing() []string {
	return []string{p.Styles.Muted.Render(p.Text.Spray.Computing)}
}

// pct formats a fraction as a percentage.
func pct(v float64, decimals int) string { return i18n.Number(100*v, decimals) + " %" }
