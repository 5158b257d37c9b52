package kit

import (
	tea "github.com/charmbracelet/bubbletea"
)

// Rect is an area of a panel, in cells from its top-left corner.
type Rect struct{ X, Y, W, H int }

// Contains reports whether cell (x, y) lies in the rectangle.
func (r Rect) Contains(x, y int) bool { return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H }

// Span is a run of columns [X0, X1) on one row that stands for an item
// (a page tab, say).
type Span struct{ X0, X1, Item int }

// Zones are where a rendering put what the mouse can use: the page bar's
// tabs, the page body (the wheel scrolls it) and the knob rows (a click
// selects one, the wheel moves it).
type Zones struct {
	PageBarY int
	PageTabs []Span
	Body     Rect
	Knobs    Rect // one row per knob, from Knobs.Y
}

// offsetSpans shifts spans right by x.
func offsetSpans(spans []Span, x int) []Span {
	out := make([]Span, len(spans))
	for i, s := range spans {
		out[i] = Span{X0: s.X0 + x, X1: s.X1 + x, Item: s.Item}
	}
	return out
}

// MouseAction is what a mouse event on a panel asks for.
type MouseAction int

// The actions.
const (
	MouseNone      MouseAction = iota
	MousePage                  // a page tab was clicked: Item is the page (or -1/-2: previous/next)
	MouseKnob                  // a knob row was clicked: Item is the knob
	MouseKnobWheel             // the wheel turned over the knobs: Item is +1 or -1
	MouseScroll                // the wheel turned over the body: Item is the lines
)

// Mouse reads a mouse event (in panel coordinates) against the zones.
func (z Zones) Mouse(msg tea.MouseMsg) (MouseAction, int) {
	wheel := 0
	switch msg.Button {
	case tea.MouseButtonWheelUp:
		wheel = -1
	case tea.MouseButtonWheelDown:
		wheel = 1
	case tea.MouseButtonLeft:
		if msg.Action != tea.MouseActionPress {
			return MouseNone, 0
		}
	default:
		return MouseNone, 0
	}
	if wheel != 0 {
		switch {
		case z.Knobs.Contains(msg.X, msg.Y):
			return MouseKnobWheel, -wheel // up raises the value
		case z.Body.Contains(msg.X, msg.Y):
			return MouseScroll, 3 * wheel
		}
		return MouseNone, 0
	}
	if msg.Y == z.PageBarY {
		for _, s := range z.PageTabs {
			if msg.X >= s.X0 && msg.X < s.X1 {
				return MousePage, s.Item
			}
		}
	}
	if z.Knobs.Contains(msg.X, msg.Y) {
		return MouseKnob, msg.Y - z.Knobs.Y
	}
	return MouseNone, 0
}

// HandleMouse applies the page and scroll actions of a mouse event and
// returns any knob action for the panel to apply; handled reports whether
// the event did anything.
func (b *Base) HandleMouse(msg tea.MouseMsg) (action MouseAction, item int, handled bool) {
	action, item = b.Zones.Mouse(msg)
	switch action {
	case MousePage:
		switch {
		case item == PrevTab:
			b.Pager.Turn(-1)
		case item == NextTab:
			b.Pager.Turn(1)
		default:
			b.Pager.Page, b.Pager.Scroll = item, 0
		}
		b.search.navOnly = true
		return action, item, true
	case MouseScroll:
		b.Pager.ScrollBy(item)
		b.search.navOnly = true
		return action, item, true
	case MouseKnob, MouseKnobWheel:
		return action, item, true
	}
	return MouseNone, 0, false
}

// Items of a compact page bar's arrows.
const (
	PrevTab = -1
	NextTab = -2
)

// PageTabsForTest exposes where the page bar's tabs were drawn, for the
// shell's mouse tests.
func (b *Base) PageTabsForTest() []Span { return b.Zones.PageTabs }
