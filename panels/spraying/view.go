package spraying

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// page is one view of the panel's right-hand area.
type page int

// The pages, in order.
const (
	pageBalance page = iota
	pageReceiver
	pageAllReduce
	pageRetx
	pageQ1
	pageQ2
	pageQ3
	pageAbout
	pageCount
)

// questionCount is the number of question pages.
const questionCount = 3

// pageKeys are the pages' stable names, for links from other panels.
var pageKeys = [pageCount]string{"balance", "receiver", "allreduce", "retx", "q1", "q2", "q3", "about"}

// question returns the question index a page shows, if any.
func (pg page) question() (int, bool) {
	if pg >= pageQ1 && pg <= pageQ3 {
		return int(pg - pageQ1), true
	}
	return 0, false
}

// group is the engine whose knobs the page shows: a question's knobs are
// those of the engine it asks about.
func (pg page) group() group {
	switch pg {
	case pageReceiver:
		return groupReceiver
	case pageAllReduce, pageQ2:
		return groupAllReduce
	case pageRetx, pageQ3:
		return groupRetx
	}
	return groupBalance
}

// title is the page's name in the current language.
func (pg page) title(t *i18n.Text) string {
	c := t.Spray
	if q, ok := pg.question(); ok {
		return fmt.Sprintf(c.PageQuestionFmt, q+1)
	}
	return map[page]string{pageBalance: c.PageBalance, pageReceiver: c.PageReceiver, pageAllReduce: c.PageAllReduce,
		pageRetx: c.PageRetx, pageAbout: c.PageAbout}[pg]
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.width <= 0 || p.height <= 0 {
		p.view = ""
		return
	}
	if p.width >= kit.WideMin {
		lw := kit.LeftWidth(p.width)
		left := append([]string{p.styles.Heading.Render(p.text.Spray.ParamsHeading)},
			kit.ParamList(p.styles, p.text, &p.ctl, p.settings, lw)...)
		p.view = kit.TwoColumns(p.styles, left, p.rightArea(p.width-lw-3, p.height), p.width, p.height)
		return
	}
	top := kit.ParamLine(p.styles, p.text, &p.ctl, p.settings, p.width)
	p.view = kit.FitLines(top+"\n"+p.rightArea(p.width, p.height-1), p.width, p.height, p.styles.Glyphs.Ellipsis)
}

// rightArea is the page bar and the current page.
func (p *Panel) rightArea(w, h int) string {
	titles := make([]string, pageCount)
	for pg := page(0); pg < pageCount; pg++ {
		titles[pg] = pg.title(p.text)
	}
	var body []string
	switch p.page() {
	case pageBalance:
		body = p.balancePage(w, h-1)
	case pageReceiver:
		body = p.receiverPage(w)
	case pageAllReduce:
		body = p.allReducePage(w, h-1)
	case pageRetx:
		body = p.retxPage(w)
	case pageAbout:
		body = kit.Lines(p.doc.Section("about"), w, p.styles.Text.Render)
	default:
		q, _ := p.page().question()
		body = kit.QuestionLines(p.styles, p.text, q, questionCount, p.doc.Section(fmt.Sprintf("q%d", q+1)),
			p.doc.Section(fmt.Sprintf("a%d", q+1)), p.reveal[q], w)
	}
	return kit.PageArea(p.styles, p.text, &p.ctl.Pager, titles, body, w, h)
}

// computing is the line shown while an engine has no result yet.
func (p *Panel) computing() []string {
	return []string{p.styles.Muted.Render(p.text.Spray.Computing)}
}

// pct formats a fraction as a percentage.
func pct(v float64, decimals int) string { return i18n.Number(100*v, decimals) + " %" }
