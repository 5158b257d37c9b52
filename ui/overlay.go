package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"pegasus/panels/kit"
)

// helpLines lists the global keys, then the active panel's, each group
// wrapped to the box.
func (m *Model) helpLines() []string {
	if m.following() {
		return m.followHelpLines()
	}
	s := m.styles
	w := m.boxWidth()
	p := m.panels[m.active]
	lines := []string{s.Heading.Render(m.text.Shell.HelpTitle)}
	if m.present != nil {
		k := m.keys
		lines = append(lines, s.Accent.Render(m.text.Lecture.HelpPresenter))
		lines = append(lines, m.keyLines([][]key.Binding{m.present.keys.full(), {k.Export, k.Help, k.Language, k.Theme, k.Quit}}, w)...)
	} else {
		lines = append(lines, s.Accent.Render(m.text.Shell.HelpGlobal))
		lines = append(lines, m.keyLines(m.keys.full(), w)...)
	}
	lines = append(lines, s.Accent.Render(fmt.Sprintf(m.text.Shell.HelpPanelFmt, p.Title())))
	lines = append(lines, m.keyLines(p.FullHelp(), w)...)
	return append(lines, "", s.Muted.Render(kit.Truncate(m.text.Shell.HelpClose, w, s.Glyphs.Ellipsis)))
}

// keyLines lists bindings one per line, key then help, wrapped to w.
func (m *Model) keyLines(groups [][]key.Binding, w int) []string {
	var rows [][]string
	for _, g := range groups {
		for _, b := range g {
			if !b.Enabled() {
				continue
			}
			rows = append(rows, []string{b.Help().Key, b.Help().Desc})
		}
	}
	keyW := 0
	for _, r := range rows {
		keyW = max(keyW, kit.Width(r[0]))
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
