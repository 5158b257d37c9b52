package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"pegasus/panels/kit"
)

// The smallest terminal the explorer draws in; below it a message asks
// for a larger window.
const (
	MinWidth  = 48
	MinHeight = 12
)

// chromeHeight is the rows the shell itself uses: tab bar and status bar.
const chromeHeight = 2

// newHelp builds the footer and overlay help with the theme's styles.
func newHelp(s kit.Styles) help.Model {
	h := help.New()
	h.Ellipsis = s.Glyphs.Ellipsis
	h.ShortSeparator = "  "
	h.FullSeparator = "   "
	h.Styles.ShortKey, h.Styles.FullKey = s.HelpKey, s.HelpKey
	h.Styles.ShortDesc, h.Styles.FullDesc = s.HelpDesc, s.HelpDesc
	h.Styles.ShortSeparator, h.Styles.FullSeparator = s.HelpSep, s.HelpSep
	h.Styles.Ellipsis = s.HelpSep
	return h
}

// layout gives every panel the area under the tab bar and above the
// status bar.
func (m *Model) layout() {
	m.help.Width = m.width
	if m.tooSmall() {
		return
	}
	h := m.height - chromeHeight
	if m.present != nil {
		h = m.presentPanelHeight()
	}
	m.panelSize = panelSize{m.width, h}
	m.sizeActive()
}

// panelSize is the width and height a panel is laid out at.
type panelSize struct{ w, h int }

// sizeActive lays the active panel out at the current panel size (a
// panel redraws only when its size changed). Only the panel on screen is
// laid out when the terminal is resized; the others are when they are
// next shown, so a resize costs one panel's redraw, not every panel's.
func (m *Model) sizeActive() {
	if m.tooSmall() || m.panelSize.w <= 0 || m.panelSize.h <= 0 {
		return
	}
	m.panels[m.active].SetSize(m.panelSize.w, m.panelSize.h)
}

func (m *Model) tooSmall() bool { return m.width < MinWidth || m.height < MinHeight }

// View implements tea.Model: the screen the last frame rendered.
func (m *Model) View() string { return m.view }

// compose assembles the screen from the panel's rendering and the shell's
// pieces and paints the theme's background under them.
func (m *Model) compose() string {
	if m.width <= 0 || m.height <= 0 {
		return ""
	}
	if m.tooSmall() {
		return m.styles.Paint(m.tooSmallView(), m.width)
	}
	if m.following() {
		return m.followView()
	}
	if m.present != nil {
		return m.presentView()
	}
	body := m.panels[m.active].View()
	h := m.height - chromeHeight
	switch m.overlay {
	case helpOverlay:
		body = m.box(m.helpLines(), h)
	case startOverlay:
		body = m.startBox(h)
	case resultsOverlay:
		body = m.resultsBox(h)
	case noticeOverlay:
		body = m.box(m.noticeLines(), h)
	}
	return m.styles.Paint(m.tabBar()+"\n"+body+"\n"+m.statusBar(), m.width)
}

// tooSmallView asks for a larger window, wrapped to whatever is there.
func (m *Model) tooSmallView() string {
	msg := fmt.Sprintf(m.text.Shell.TooSmallFmt, m.width, m.height, MinWidth, MinHeight)
	lines := kit.Wrap(msg, max(1, m.width))
	return kit.FitLines(m.styles.Text.Render(strings.Join(lines, "\n")), m.width, m.height, "")
}

// tabParts renders each tab: a number for the 1-9 keys and the title, the
// active one marked with a glyph as well as a colour (for NO_COLOR).
func (m *Model) tabParts() []string {
	s, g := m.styles, m.styles.Glyphs
	parts := make([]string, len(m.panels))
	for i, p := range m.panels {
		title := fmt.Sprintf("%d %s", i+1, p.Title())
		if i == m.active {
			parts[i] = s.TabActive.Render(g.Cursor + title)
		} else {
			parts[i] = s.TabInactive.Render(" " + title)
		}
	}
	return parts
}

// tabBar shows the application name and the tabs. When they do not fit,
// the name goes first, then tabs far from the active one, which always
// stays whole on screen.
func (m *Model) tabBar() string {
	s, g := m.styles, m.styles.Glyphs
	parts := m.tabParts()
	sep := s.Rule.Render(g.VRule)
	name := s.AppName.Render(m.text.Shell.AppName)
	if full := strings.Join(append([]string{name}, parts...), sep); kit.Width(full) <= m.width {
		return full
	}
	lo, hi := m.tabWindow(parts)
	line := strings.Join(parts[lo:hi], sep)
	if lo > 0 {
		line = s.Muted.Render(g.PageLeft) + line
	}
	if hi < len(parts) {
		line += s.Muted.Render(g.PageRight)
	}
	return kit.FitLines(line, m.width, 1, g.Ellipsis)
}

// tabWindow is the widest run of tabs around the active one that fits,
// leaving a cell each side for the arrows.
func (m *Model) tabWindow(parts []string) (lo, hi int) {
	lo, hi = m.active, m.active+1
	width := func(a, b int) int {
		w := 2 + b - a - 1
		for _, p := range parts[a:b] {
			w += kit.Width(p)
		}
		return w
	}
	for grown := true; grown; {
		grown = false
		if hi < len(parts) && width(lo, hi+1) <= m.width {
			hi, grown = hi+1, true
		}
		if lo > 0 && width(lo-1, hi) <= m.width {
			lo, grown = lo-1, true
		}
	}
	return lo, hi
}

// tabSpans is where each tab sits on the tab bar, for mouse clicks.
func (m *Model) tabSpans() []kit.Span {
	s, g := m.styles, m.styles.Glyphs
	parts := m.tabParts()
	sepW := kit.Width(s.Rule.Render(g.VRule))
	x, lo, hi := kit.Width(s.AppName.Render(m.text.Shell.AppName))+sepW, 0, len(parts)
	if full := strings.Join(parts, ""); kit.Width(full)+x+sepW*(len(parts)-1) > m.width {
		lo, hi = m.tabWindow(parts)
		x = 0
		if lo > 0 {
			x = kit.Width(g.PageLeft)
		}
	}
	var spans []kit.Span
	for i := lo; i < hi; i++ {
		w := kit.Width(parts[i])
		spans = append(spans, kit.Span{X0: x, X1: x + w, Item: i})
		x += w + sepW
	}
	return spans
}

// statusBar shows, on the left, the search prompt, the status line or the
// short help (the page's own keys first); on the right, always, the
// language, the theme, the page, and a spinner while work runs.
func (m *Model) statusBar() string {
	s, g := m.styles, m.styles.Glyphs
	right := m.statusRight()
	avail := max(0, m.width-kit.Width(right)-1)
	var left string
	switch {
	case m.search.Focused():
		left = m.searchPrompt()
	case m.exporting != nil:
		left = s.Accent.Render(m.exportPrompt())
	case m.status.Text != "":
		left = m.statusText()
	default:
		bindings := m.panels[m.active].ShortHelp()
		if back, ok := m.returnBinding(); ok {
			bindings = append([]key.Binding{back}, bindings...)
		}
		left = m.shortHelp(bindings, m.keys.short(), avail)
	}
	left = kit.Truncate(left, avail, g.Ellipsis)
	return left + strings.Repeat(" ", max(1, m.width-kit.Width(left)-kit.Width(right))) + right
}

// shortHelp lays out the panel's key hints, then the global ones (help,
// language, quit), in avail cells: where they do not all fit, the panel's
// last hints go first, then the global ones before quit, so that the way
// out always shows.
func (m *Model) shortHelp(panel, global []key.Binding, avail int) string {
	m.help.Width = 0 // measured whole; cut below
	for {
		view := m.help.ShortHelpView(append(slices.Clone(panel), global...))
		switch {
		case kit.Width(view) <= avail:
			return view
		case len(panel) > 0:
			panel = panel[:len(panel)-1]
		case len(global) > 1:
			global = global[1:]
		default:
			return view
		}
	}
}

// statusRight is the always-visible state: language, theme, page and
// whether work runs, shortened when the terminal is narrow.
func (m *Model) statusRight() string {
	s, g := m.styles, m.styles.Glyphs
	lang := strings.ToUpper(string(m.text.Lang))
	parts := []string{lang, themeLabel(m.text, m.styles.Theme), m.panels[m.active].PageStatus()}
	if m.width < 80 {
		parts = parts[:1]
		parts = append(parts, pagePosition(m.panels[m.active].PageStatus()))
	}
	if m.busy() {
		parts = append(parts, m.spinner.View()+" "+m.text.Shell.Working)
	}
	return m.withFollowBadge(s.Muted.Render(strings.Join(parts, " "+g.VRule+" ")))
}

// pagePosition keeps only the "n/m" of a page status.
func pagePosition(status string) string {
	if i := strings.LastIndex(status, " "); i >= 0 {
		return status[i+1:]
	}
	return status
}

// box draws lines in a bordered box centred in the panel area, scrolled
// by the overlay's offset when they are taller than the area.
func (m *Model) box(lines []string, h int) string {
	s := m.styles
	innerH := max(1, h-s.Overlay.GetVerticalFrameSize())
	widest := kit.Widest(lines) // of every line, so that scrolling keeps the box's width
	if len(lines) > innerH {
		m.scroll = max(0, min(m.scroll, len(lines)-innerH+1))
		more := s.Muted.Render(fmt.Sprintf(m.text.Shell.MoreKeysFmt, m.scroll+innerH-1, len(lines)))
		lines = append(append([]string{}, lines[m.scroll:m.scroll+innerH-1]...), more)
		widest = max(widest, kit.Width(more))
	} else {
		m.scroll = 0
	}
	inner := max(10, m.width-s.Overlay.GetHorizontalFrameSize())
	content := kit.FitLines(strings.Join(lines, "\n"), min(inner, widest), len(lines), s.Glyphs.Ellipsis)
	return s.Renderer().Place(m.width, h, lipgloss.Center, lipgloss.Center, s.Overlay.Render(content))
}

// boxWidth is the text width inside an overlay box, capped for reading.
func (m *Model) boxWidth() int {
	return max(10, min(72, m.width-m.styles.Overlay.GetHorizontalFrameSize()))
}

// statusText is the status line, in the error style for an error.
func (m *Model) statusText() string {
	if m.status.Error {
		return m.styles.Error.Render(m.status.Text)
	}
	return m.styles.Status.Render(m.status.Text)
}
