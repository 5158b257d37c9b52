package ui

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Lecture mode's layout, top to bottom: the step's title (and its part of
// the talk), the step's big numbers (when it has any and the panel keeps
// room), the panel, the caption and the lines its pauses add, and a
// footer with the step counter, a progress bar, the pauses revealed, the
// status or key hints, and the timers. The shell's tab and status bars
// are hidden. An agenda step shows the talk's title and agenda instead
// (present_title.go).

// The big numbers' band: a label row over digits 3 or 5 rows tall.
const (
	minPanelRows   = 12  // the fewest rows the panel keeps under big numbers
	largeMinPanel  = 24  // the panel rows needed to afford 5-row digits
	largeMinWidth  = 100 // and the width
	titleMinHeight = 16  // the height from which the step's title has a row of its own
	tallHeight     = 24  // the height from which a caption line may take two rows
)

// textRow is a row of the caption area and whether it is on screen yet
// (a pause's line keeps its rows while hidden, so that nothing moves
// when it appears).
type textRow struct {
	text  string
	shown bool
}

// presentTitleRows is 1 when the step's title has a row of its own.
func (m *Model) presentTitleRows() int {
	if m.height >= titleMinHeight {
		return 1
	}
	return 0
}

// captionRows are the current step's caption and the lines its pauses
// add, wrapped to the width: each at most two rows (one on a short
// screen), a longer one cut with an ellipsis.
func (m *Model) captionRows() []textRow {
	p, lang, g := m.present, m.text.Lang, m.styles.Glyphs
	most := 1
	if m.height >= tallHeight {
		most = 2
	}
	wrap := func(text string, shown bool) []textRow {
		lines := kit.Wrap(text, max(1, m.width))
		if len(lines) == 0 {
			lines = []string{""}
		}
		if len(lines) > most {
			lines[most-1] = kit.Truncate(strings.Join(lines[most-1:], " "), m.width, g.Ellipsis)
			lines = lines[:most]
		}
		rows := make([]textRow, len(lines))
		for i, l := range lines {
			rows[i] = textRow{text: l, shown: shown}
		}
		return rows
	}
	s := p.current()
	rows := wrap(s.Caption.In(lang), true)
	lines, shown := s.Lines(p.reveal)
	for i, l := range lines {
		rows = append(rows, wrap(l.In(lang), shown[i])...)
	}
	return rows
}

// presentBandRows is the height of the big numbers' band for the current
// step at the current size (0 for none).
func (m *Model) presentBandRows() int {
	p := m.present
	if len(p.current().Big) == 0 {
		return 0
	}
	avail := m.height - 1 - m.presentTitleRows() - len(m.captionRows())
	switch {
	case avail-1-kit.BigLarge >= largeMinPanel && m.width >= largeMinWidth:
		return 1 + kit.BigLarge
	case avail-1-kit.BigSmall >= minPanelRows:
		return 1 + kit.BigSmall
	}
	return 0
}

// presentPanelHeight is the panel's height in lecture mode.
func (m *Model) presentPanelHeight() int {
	return m.height - 1 - m.presentTitleRows() - len(m.captionRows()) - m.presentBandRows()
}

// presentTopRows are the rows above the panel: the title and the band.
func (m *Model) presentTopRows() int { return m.presentTitleRows() + m.presentBandRows() }

// refreshPresent rebuilds the lecture screen's cached pieces for the step,
// the size and the panel's readouts as they are after an Update.
func (m *Model) refreshPresent() {
	p, s := m.present, m.styles
	if p == nil || m.tooSmall() {
		return
	}
	if p.current().Agenda {
		p.shown.cover, p.shown.caption = m.coverLines(m.height-1), p.shown.caption[:0]
		return
	}
	p.shown.caption = p.shown.caption[:0]
	for _, r := range m.captionRows() {
		if r.shown {
			p.shown.caption = append(p.shown.caption, s.Heading.Render(r.text))
		} else {
			p.shown.caption = append(p.shown.caption, "")
		}
	}
	p.shown.title = ""
	if m.presentTitleRows() > 0 {
		p.shown.title = m.titleRow()
	}
	p.shown.bandRows, p.shown.band = m.presentBandRows(), ""
	if p.shown.bandRows > 0 {
		p.shown.band = m.bigBand(p.shown.bandRows)
	}
}

// presentShown is the lecture screen's cached pieces: the title row, the
// big numbers' band and its height, the caption's rows, and an agenda
// step's screen.
type presentShown struct {
	title    string
	bandRows int
	band     string
	caption  []string
	cover    []string
}

// titleRow is the step's title, and on the right the part of the talk
// it belongs to.
func (m *Model) titleRow() string {
	p, s, g, lang := m.present, m.styles, m.styles.Glyphs, m.text.Lang
	title := s.Heading.Render(p.current().Title.In(lang))
	part := ""
	if pt := p.deck.PartOf(p.step); len(pt) > 0 {
		part = s.Muted.Render(pt.In(lang))
	}
	if kit.Width(title)+2+kit.Width(part) > m.width {
		part = kit.Truncate(part, max(0, m.width-kit.Width(title)-2), g.Ellipsis)
	}
	if kit.Width(part) <= 1 {
		part = ""
	}
	title = kit.Truncate(title, m.width-kit.Width(part), g.Ellipsis)
	return title + strings.Repeat(" ", max(0, m.width-kit.Width(title)-kit.Width(part))) + part
}

// presentView assembles lecture mode's screen from cached pieces.
func (m *Model) presentView() string {
	s, p := m.styles, m.present
	if p.blank {
		return s.Paint(strings.Repeat("\n", m.height-1), m.width)
	}
	var parts []string
	switch {
	case m.overlay != noOverlay:
		parts = append(parts, m.box(m.overlayLines(), m.height-1-len(p.shown.caption)), strings.Join(p.shown.caption, "\n"))
	case p.current().Agenda:
		parts = append(parts, strings.Join(p.shown.cover, "\n"))
	default:
		if p.shown.title != "" {
			parts = append(parts, p.shown.title)
		}
		if p.shown.bandRows > 0 {
			parts = append(parts, p.shown.band)
		}
		parts = append(parts, m.panels[m.active].View())
		parts = append(parts, p.shown.caption...)
	}
	parts = append(parts, m.presentFooter())
	return s.Paint(kit.FitLines(strings.Join(parts, "\n"), m.width, m.height, s.Glyphs.Ellipsis), m.width)
}

// overlayLines are the lines of the overlay on screen.
func (m *Model) overlayLines() []string {
	switch m.overlay {
	case startOverlay:
		return m.startPage(m.height - 1).lines()
	case noticeOverlay:
		return m.noticeLines()
	}
	return m.helpLines()
}

// presentFooter is the step counter, the progress bar and the pauses
// revealed (and the step's title when it has no row of its own; an
// agenda step shows the talk's title), then
// the typed step number, the export prompt, the status or key hints,
// then the timers.
func (m *Model) presentFooter() string {
	s, g, p, lt := m.styles, m.styles.Glyphs, m.present, m.text.Lecture
	timer := m.presentTimers()
	counter := s.Accent.Render(fmt.Sprintf("%d/%d", p.step+1, len(p.deck.Steps))) + " " + m.progressBar()
	if n := len(p.current().Pauses); n > 0 {
		counter += " " + pausePips(s, p.reveal, n)
	}
	if m.presentTitleRows() == 0 && !p.current().Agenda {
		counter += " " + s.Text.Render(p.current().Title.In(m.text.Lang))
	}
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

// progressBar shows how far through the deck the step on screen is.
func (m *Model) progressBar() string {
	s, p := m.styles, m.present
	w := max(6, min(16, m.width/10))
	done := int(math.Round(float64(w) * float64(p.step+1) / float64(len(p.deck.Steps))))
	full, empty := "█", "░"
	if !s.Glyphs.Blocks {
		full, empty = "#", "-"
	}
	return s.Accent.Render(strings.Repeat(full, done)) + s.Muted.Render(strings.Repeat(empty, w-done))
}

// pausePips shows a step's pauses, the revealed ones filled.
func pausePips(s kit.Styles, revealed, pauses int) string {
	on, off := "●", "○"
	if !s.Glyphs.Blocks {
		on, off = "*", "."
	}
	return s.Accent.Render(strings.Repeat(on, revealed)) + s.Muted.Render(strings.Repeat(off, pauses-revealed))
}

// bigBand draws the step's big numbers side by side, rows tall (a label
// row, then the digits); when they do not fit the width at that height
// they are drawn smaller, then as plain text. A number a pause still
// holds back keeps its place, blank.
func (m *Model) bigBand(rows int) string {
	p, s := m.present, m.styles
	var items []kit.Readout
	var shown []bool
	if r, ok := m.panels[m.active].(kit.Readouter); ok {
		all := r.Readouts()
		for _, k := range p.current().Big {
			if ro, ok := kit.FindReadout(all, k); ok {
				items, shown = append(items, ro), append(shown, p.current().BigShown(k, p.reveal))
			}
		}
	}
	for digits := rows - 1; digits >= kit.BigSmall; digits -= kit.BigLarge - kit.BigSmall {
		if lines, ok := bigItems(s, items, shown, digits, m.width); ok {
			for len(lines) < rows {
				lines = append(lines, "")
			}
			return kit.FitLines(strings.Join(lines, "\n"), m.width, rows, s.Glyphs.Ellipsis)
		}
	}
	var plain []string
	for i, it := range items {
		line := s.Muted.Render(it.Label) + " " + s.Value.Render(readoutText(it)+unitSuffix(it))
		if !shown[i] {
			line = ""
		}
		plain = append(plain, line)
	}
	return kit.FitLines(strings.Join(plain, "\n"), m.width, rows, s.Glyphs.Ellipsis)
}

// bigItems lays readouts side by side in digits rows tall, each under
// its label, the unit after the last row, those not shown as blanks of
// their size; false when they do not fit w.
func bigItems(s kit.Styles, items []kit.Readout, shown []bool, digits, w int) ([]string, bool) {
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
			case !shown[i]:
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
