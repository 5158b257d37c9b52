package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"pegasus/panels/kit"
)

// helpLines lists the global keys, then the active panel's, each group
// wrapped to the box, the descriptions of both sections starting in one
// column.
func (m *Model) helpLines() []string {
	if m.following() {
		return m.followHelpLines()
	}
	s := m.styles
	w := m.boxWidth()
	p := m.panels[m.active]
	global, heading := m.keys.full(), m.text.Shell.HelpGlobal
	if m.present != nil {
		k := m.keys
		global, heading = [][]key.Binding{m.present.keys.full(), {k.Export, k.Help, k.Language, k.Theme, k.Quit}}, m.text.Lecture.HelpPresenter
	}
	keyW := max(keyWidth(global), keyWidth(p.FullHelp()))
	lines := []string{s.Heading.Render(m.text.Shell.HelpTitle), s.Accent.Render(heading)}
	lines = append(lines, m.keyLines(global, keyW, w)...)
	lines = append(lines, s.Accent.Render(fmt.Sprintf(m.text.Shell.HelpPanelFmt, p.Title())))
	lines = append(lines, m.keyLines(p.FullHelp(), keyW, w)...)
	return append(lines, "", s.Muted.Render(kit.Truncate(m.text.Shell.HelpClose, w, s.Glyphs.Ellipsis)))
}

// keyWidth is the width of the widest key of the enabled bindings.
func keyWidth(groups [][]key.Binding) int {
	w := 0
	for _, g := range groups {
		for _, b := range g {
			if b.Enabled() {
				w = max(w, kit.Width(b.Help().Key))
			}
		}
	}
	return w
}

// keyLines lists bindings one per line, key (padded to keyW) then help,
// wrapped to w.
func (m *Model) keyLines(groups [][]key.Binding, keyW, w int) []string {
	var rows [][]string
	for _, g := range groups {
		for _, b := range g {
			if !b.Enabled() {
				continue
			}
			rows = append(rows, []string{b.Help().Key, b.Help().Desc})
		}
	}
	var out []string
	for _, r := range rows {
		desc := kit.Wrap(r[1], max(8, w-keyW-2))
		for i, d := range desc {
			k := strings.Repeat(" ", keyW)
			if i == 0 {
				k = kit.PadRight(r[0], keyW)
			}
			out = append(out, m.styles.HelpKey.Render(k)+"  "+m.styles.HelpDesc.Render(d))
		}
	}
	return out
}

// noticeLines shows the notices the user must read, whole.
func (m *Model) noticeLines() []string {
	s := m.styles
	w := m.boxWidth()
	lines := []string{s.Heading.Render(m.text.Shell.NoticeTitle)}
	for _, n := range m.cfg.Notices {
		lines = append(lines, "")
		lines = append(lines, kit.Lines(n, w, s.Text.Render)...)
	}
	return append(lines, "", s.Muted.Render(kit.Truncate(m.text.Shell.NoticeDismiss, w, s.Glyphs.Ellipsis)))
}
