package reading

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/model/advisor"
	"pegasus/panels/kit"
)

// handleKey applies one key press; it returns a command for the shell
// (a status line) and whether the key did anything.
func (p *Panel) handleKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := p.keys
	if p.typing {
		if p.searchKey(msg) {
			return nil, true
		}
	}
	kind := p.kindOf(p.Pager.Page)
	switch {
	case key.Matches(msg, k.Side):
		p.toggleSide()
	case key.Matches(msg, k.Down):
		p.step(1)
	case key.Matches(msg, k.Up):
		p.step(-1)
	case key.Matches(msg, k.Right):
		p.jump(1)
	case key.Matches(msg, k.Left):
		p.jump(-1)
	case key.Matches(msg, k.Follow):
		if lay := p.current(); p.onScreen(lay) >= 0 {
			return p.activate(lay.items[p.onScreen(lay)].act), true
		}
		if kind != glossaryPage {
			return nil, false
		}
		p.typing = true
		p.changed()
	case msg.Type == tea.KeyEsc && kind == glossaryPage && p.query != "":
		p.query = ""
		p.changed()
	default:
		return nil, false
	}
	return nil, true
}

// step reads on (dir 1) or back (dir -1). It selects the next item in
// that direction when showing it whole scrolls at most half a screen, so
// no line of text is skipped; otherwise it scrolls a line. An item
// scrolled out of sight is no longer selected.
func (p *Panel) step(dir int) {
	lay := p.current()
	v, top := p.visible(len(lay.lines)), p.Pager.Scroll
	cur := p.selected(lay)
	next := -1
	if cur >= 0 {
		if c := cur + dir; c >= 0 && c < len(lay.items) {
			next = c
		}
	} else {
		next = p.firstInView(lay, dir)
	}
	if next >= 0 {
		it := lay.items[next]
		need := max(0, min(it.top, it.bottom-v)-top) // scrolling down to show it
		if dir < 0 {
			need = max(0, top-it.top)
		}
		if need <= max(1, v/2) && (dir > 0 && it.bottom > top || dir < 0 && it.top < top+v+need) {
			p.selectItem(lay, next)
			return
		}
	}
	p.Pager.ScrollBy(dir)
	p.Pager.Scroll = min(p.Pager.Scroll, max(0, len(lay.lines)-v))
	if cur >= 0 {
		it := lay.items[cur]
		if it.bottom <= p.Pager.Scroll || it.top >= p.Pager.Scroll+v {
			delete(p.sel, p.Page().Key)
			p.changed()
		}
	}
}

// firstInView is the first item (dir 1) or the last (dir -1) that shows
// on screen, or -1.
func (p *Panel) firstInView(lay layout, dir int) int {
	top, v := p.Pager.Scroll, p.visible(len(lay.lines))
	best := -1
	for i, it := range lay.items {
		if it.bottom > top && it.top <= top+v {
			if dir > 0 {
				return i
			}
			best = i
		}
	}
	return best
}

// jump selects the next (dir 1) or previous (dir -1) item wherever it is,
// scrolling to it; with none selected it starts from the screen.
func (p *Panel) jump(dir int) {
	lay := p.current()
	if len(lay.items) == 0 {
		return
	}
	next := p.selected(lay)
	switch {
	case next < 0 && dir > 0:
		next = len(lay.items) - 1
		for i, it := range lay.items {
			if it.bottom > p.Pager.Scroll {
				next = i
				break
			}
		}
	case next < 0:
		next = 0
		for i, it := range lay.items {
			if it.top < p.Pager.Scroll+p.visible(len(lay.lines)) {
				next = i
			}
		}
	default:
		next = max(0, min(len(lay.items)-1, next+dir))
	}
	p.selectItem(lay, next)
}

// onScreen is the selected item when any of it shows on screen, or -1.
func (p *Panel) onScreen(lay layout) int {
	i := p.selected(lay)
	if i < 0 {
		return -1
	}
	it, top := lay.items[i], p.Pager.Scroll
	if it.bottom > top && it.top < top+p.visible(len(lay.lines)) {
		return i
	}
	return -1
}

// activate does what Enter does on an item: follow a link, show or hide
// an answer, open a section.
func (p *Panel) activate(a action) tea.Cmd {
	switch {
	case a.link != nil:
		return p.follow(*a.link)
	case a.question != "":
		p.open[a.question] = !p.open[a.question]
		p.changed()
		p.showAnswer(a.question)
	case a.page != "":
		p.show(a.page)
		p.Pager.Scroll = 0
	}
	return nil
}

// follow opens a link's panel at its page and values, through the shell
// (which remembers where the link came from); a link to a section of this
// panel turns to it here.
func (p *Panel) follow(l advisor.Link) tea.Cmd {
	if l.Panel == string(ID) {
		p.show(l.Page)
		return nil
	}
	req, err := Request(l, p.groups)
	if err != nil {
		status := kit.StatusMsg{Text: fmt.Sprintf(p.Text.Reading.BadLinkFmt, err), Error: true}
		return func() tea.Msg { return status }
	}
	p.RequestOpen(req)
	return nil
}

// toggleSide switches the side-by-side mode, keeping the selected item in
// view, or else the same share of the page scrolled.
func (p *Panel) toggleSide() {
	before := len(p.current().lines)
	p.side = !p.side
	p.changed()
	lay := p.current()
	if i := p.selected(lay); i >= 0 {
		p.scrollTo(lay.items[i], len(lay.lines))
	} else if before > 0 {
		p.Pager.Scroll = p.Pager.Scroll * len(lay.lines) / before
	}
}

// handleMouse follows a click on an item (a link, a question, a section
// of the contents) and leaves the page bar and the wheel to the base; it
// reports whether the event did anything.
func (p *Panel) handleMouse(msg tea.MouseMsg) (tea.Cmd, bool) {
	body := p.Zones.Body
	if msg.Button == tea.MouseButtonLeft && msg.Action == tea.MouseActionPress && body.Contains(msg.X, msg.Y) {
		lay := p.current()
		line := p.Pager.Scroll + msg.Y - body.Y
		if msg.Y-body.Y < p.visible(len(lay.lines)) {
			for i, it := range lay.items {
				if line >= it.top && line < it.bottom {
					p.selectItem(lay, i)
					return p.activate(it.act), true
				}
			}
		}
	}
	_, _, ok := p.HandleMouse(msg)
	return nil, ok
}

// showAnswer scrolls a question and its answer into view (the question's
// top, when both do not fit).
func (p *Panel) showAnswer(question string) {
	lay := p.current()
	i := lay.find("q:" + question)
	if i < 0 {
		return
	}
	end := len(lay.lines)
	for _, it := range lay.items[i+1:] {
		if !strings.HasPrefix(it.key, "a:"+question+":") {
			end = it.top
			break
		}
	}
	p.scrollTo(item{top: lay.items[i].top, bottom: end}, len(lay.lines))
}
