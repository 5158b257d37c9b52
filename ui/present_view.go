package ui

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/notes"
)

// Lecture mode's layout, top to bottom: the step's big numbers (when it
// has any and the panel keeps room), the panel, the caption (one or two
// lines) and a footer with the step, its title, the status or key hints,
// and the timer. The shell's tab and status bars are hidden.

// The big numbers' band: a label row over digits 3 or 5 rows tall.
const (
	minPanelRows   = 12  // the fewest rows the panel keeps under big numbers
	largeMinPanel  = 24  // the panel rows needed to afford 5-row digits
	largeMinWidth  = 100 // and the width
	maxCaptionRows = 2
)

// presentBandRows is the height of the big numbers' band for the current
// step at the current size (0 for none).
func (m *Model) presentBandRows() int {
	p := m.present
	if len(p.deck.Steps[p.step].Big) == 0 {
		return 0
	}
	avail := m.height - 1 - m.captionRows()
	switch {
	case avail-1-kit.BigLarge >= largeMinPanel && m.width >= largeMinWidth:
		return 1 + kit.BigLarge
	case avail-1-kit.BigSmall >= minPanelRows:
		return 1 + kit.BigSmall
	}
	return 0
}

// caption is the current step's caption in the current language.
func (m *Model) caption() string {
	p := m.present
	return p.deck.Steps[p.step].Caption.In(m.text.Lang)
}

// captionRows is how many rows the caption takes (at most two).
func (m *Model) captionRows() int {
	return max(1, min(maxCaptionRows, len(kit.Wrap(m.caption(), max(1, m.width)))))
}

// presentPanelHeight is the panel's height in lecture mode.
func (m *Model) presentPanelHeight() int {
	return m.height - 1 - m.captionRows() - m.presentBandRows()
}

// refreshPresent rebuilds the lecture screen's cached pieces for the step,
// the size and the panel's readouts as they are after an Update.
func (m *Model) refreshPresent() {
	p, s := m.present, m.styles
	if p == nil || m.tooSmall() {
		return
	}
	caption := kit.Wrap(m.caption(), max(1, m.width))
	if len(caption) > maxCaptionRows {
		caption[maxCaptionRows-1] = kit.Truncate(caption[maxCaptionRows-1]+" "+strings.Join(caption[maxCaptionRows:], " "), m.width, s.Glyphs.Ellipsis)
		caption = caption[:maxCaptionRows]
	}
	p.shown.caption = p.shown.caption[:0]
	for _, c := range caption {
		p.shown.caption = append(p.shown.caption, s.Heading.Render(c))
	}
	if len(p.shown.caption) == 0 {
		p.shown.caption = append(p.shown.caption, "")
	}
	p.shown.bandRows, p.shown.band = m.presentBandRows(), ""
	if p.shown.bandRows > 0 {
		p.shown.band = m.bigBand(p.shown.bandRows)
	}
}

// presentView assembles lecture mode's screen from cached pieces.
func (m *Model) presentView() string {
	s, p := m.styles, m.present
	if p.blank {
		return s.Paint(strings.Repeat("\n", m.height-1), m.width)
	}
	var parts []string
	if p.shown.bandRows > 0 {
		parts = append(parts, p.shown.band)
	}
	body := m.panels[m.active].View()
	if m.overlay != noOverlay {
		body = m.box(m.overlayLines(), m.height-1-len(p.shown.caption))
		parts = nil
	}
	parts = append(parts, body)
	parts = append(parts, p.shown.caption...)
	parts = append(parts, m.presentFooter())
	return s.Paint(kit.FitLines(strings.Join(parts, "\n"), m.width, m.height, s.Glyphs.Ellipsis), m.width)
}

// overlayLines are the lines of the overlay on screen.
func (m *Model) overlayLines() []string {
	switch m.overlay {
	case startOverlay:
		return m.startLines()
	case noticeOverlay:
		return m.noticeLines()
	}
	return m.helpLines()
}

// presentFooter is the step counter and title, then the typed step
// number, the export prompt, the status or key hints, then the timer.
func (m *Model) presentFooter() string {
	s, g, p, lt := m.styles, m.styles.Glyphs, m.present, m.text.Lecture
	timer := s.Value.Render(notes.Clock(m.cfg.now().Sub(p.started)))
	counter := s.Accent.Render(fmt.Sprintf("%d/%d", p.step+1, len(p.deck.Steps))) + " " +
		s.Text.Render(p.deck.Steps[p.step].Title.In(m.text.Lang))
	var middle string
	switch {
	case p.digits != "":
		middle = s.Accent.Render(fmt.Sprintf(lt.GoToFmt, p.digits))
	case m.exporting != nil:
		middle = s.Accent.Render(m.exportPrompt())
	case m.status.Text != "":
		middle = m.statusText()
	default:
		m.help.Width = max(0, m.width/2)
		middle = m.help.ShortHelpView(m.presentShortHelp())
	}
	avail := max(0, m.width-kit.Width(timer)-1)
	left := kit.Truncate(counter, max(0, avail/2), g.Ellipsis)
	if p.digits != "" || m.exporting != nil || m.status.Text != "" {
		left = "" // what the presenter is typing or was told comes first
	}
	line := left
	if left != "" && middle != "" {
		line += "  "
	}
	line = kit.Truncate(line+middle, avail, g.Ellipsis)
	return line + strings.Repeat(" ", max(1, m.width-kit.Width(line)-kit.Width(timer))) + timer
}

// bigBand draws the step's big numbers side by side, rows tall (a label
// row, then the digits); when they do not fit the width at that height
// they are drawn smaller, then as plain text.
func (m *Model) bigBand(rows int) string {
	p, s := m.present, m.styles
	var items []kit.Readout
	if r, ok := m.panels[m.active].(kit.Readouter); ok {
		all := r.Readouts()
		for _, k := range p.deck.Steps[p.step].Big {
			if ro, ok := kit.FindReadout(all, k); ok {
				items = append(items, ro)
			}
		}
	}
	for digits := rows - 1; digits >= kit.BigSmall; digits -= kit.BigLarge - kit.BigSmall {
		if lines, ok := bigItems(s, m.text, items, digits, m.width); ok {
			for len(lines) < rows {
				lines = append(lines, "")
			}
			return kit.FitLines(strings.Join(lines, "\n"), m.width, rows, s.Glyphs.Ellipsis)
		}
	}
	var plain []string
	for _, it := range items {
		plain = append(plain, s.Muted.Render(it.Label)+" "+s.Value.Render(readoutText(it)+unitSuffix(it)))
	}
	return kit.FitLines(strings.Join(plain, "\n"), m.width, rows, s.Glyphs.Ellipsis)
}

// bigItems lays readouts side by side in digits rows tall, each under
// its label, the unit after the last row; false when they do not fit w.
func bigItems(s kit.Styles, t *i18n.Text, items []kit.Readout, digits, w int) ([]string, bool) {
	const gap = 4
	lines := make([]string, 1+digits)
	share := (w - gap*(len(items)-1)) / max(1, len(items)) // a label may take this much
	for i, it := range items {
		big := kit.BigText(s.Glyphs, readoutText(it), digits)
		unit := unitSuffix(it)
		width := kit.Width(big[0]) + kit.Width(unit)
		label := kit.Truncate(it.Label, max(width, share), s.Glyphs.Ellipsis)
		width = max(width, kit.Width(label))
		for r := range lines {
			cell := ""
			switch {
			case r == 0:
				cell = s.Muted.Render(label)
			case r == digits:
				cell = s.Value.Render(big[r-1]) + s.Accent.Render(unit)
			default:
				cell = s.Value.Render(big[r-1])
			}
			if i > 0 {
				lines[r] += strings.Repeat(" ", gap)
			}
			lines[r] += kit.PadRight(cell, width)
		}
	}
	for _, l := range lines {
		if kit.Width(l) > w {
			return nil, false
		}
	}
	return lines, true
}

// readoutText is a readout's number as big digits draw it; a number still
// being computed shows as "--".
func readoutText(r kit.Readout) string {
	if math.IsNaN(r.Value) || math.IsInf(r.Value, 0) {
		return "--"
	}
	return i18n.Number(r.Value, r.Decimals)
}

// unitSuffix is the unit after a big number.
func unitSuffix(r kit.Readout) string {
	if r.Unit == "" {
		return ""
	}
	return " " + r.Unit
}
