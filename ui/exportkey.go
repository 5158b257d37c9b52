package ui

import (
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/export"
	"pegasus/ui/safe"
)

// exportState is an export waiting for its format: the page's data, taken
// when the export key was pressed.
type exportState struct {
	req     export.Request
	formats []export.Format
	panel   string
	page    string
}

// startExport takes the active page's data and asks for a format, or
// says the page has nothing to export.
func (m *Model) startExport() tea.Cmd {
	if m.cfg.NoExport {
		return m.setStatus(kit.StatusMsg{Text: m.text.Serve.ExportOff})
	}
	p := m.panels[m.active]
	ds, ok := kit.DatasetOf(p)
	if !ok {
		return m.setStatus(kit.StatusMsg{Text: m.text.Lecture.ExportNothing, Error: true})
	}
	page := ""
	if pt, ok := p.(kit.PageTable); ok {
		page = pt.CurrentPage()
	}
	meta := export.Meta{Panel: string(p.ID()), Page: page, Lang: string(m.text.Lang), Values: kit.ValuesOf(p)}
	req := export.Request{Data: ds, Meta: meta}
	if m.text.Lang != i18n.English {
		if covered, err := export.Covers(ds); err == nil && !covered {
			en, ok := m.englishDataset(m.active)
			req.English = func() (kit.Dataset, bool) { return en, ok }
		}
	}
	m.exporting = &exportState{req: req, formats: export.Available(ds), panel: string(p.ID()), page: page}
	return nil
}

// englishDataset is panel i's current page in English: the panel is
// switched to English and back, on the event loop.
func (m *Model) englishDataset(i int) (kit.Dataset, bool) {
	m.panels[i].Update(kit.LanguageChangedMsg{Text: i18n.For(i18n.English)})
	ds, ok := kit.DatasetOf(m.panels[i])
	m.panels[i].Update(kit.LanguageChangedMsg{Text: m.text})
	return ds, ok
}

// exportPrompt lists the formats with their keys.
func (m *Model) exportPrompt() string {
	var opts []string
	for i, f := range m.exporting.formats {
		opts = append(opts, fmt.Sprintf("%d %s", i+1, strings.ToUpper(string(f))))
	}
	return fmt.Sprintf(m.text.Lecture.ExportPromptFmt, strings.Join(opts, "  "))
}

// exportKey picks a format by its number or its letter (f.Key: the
// first letter, d for PDF), or cancels.
func (m *Model) exportKey(msg tea.KeyMsg) tea.Cmd {
	st := m.exporting
	if msg.Type == tea.KeyEsc {
		m.exporting = nil
		return nil
	}
	key := msg.String()
	for i, f := range st.formats {
		if key == fmt.Sprint(i+1) || key == f.Key() {
			m.exporting = nil
			st.req.Format = f
			return m.writeExport(st)
		}
	}
	return nil
}

// writeExport renders and writes the export off the event loop, then
// shows the path written (or why not) on the status line.
func (m *Model) writeExport(st *exportState) tea.Cmd {
	t, dir := m.text, m.cfg.ExportDir
	if dir == "" {
		dir = "."
	}
	return func() tea.Msg {
		res, err := export.Render(st.req)
		if err == nil {
			var path string
			path, err = export.WriteNew(dir, export.FileName(st.panel, st.page), st.req.Format, res.Bytes)
			if err == nil && res.EnglishLabels {
				return kit.StatusMsg{Text: fmt.Sprintf(t.Lecture.ExportEnglishFmt, safe.Line(path))}
			}
			if err == nil {
				return kit.StatusMsg{Text: fmt.Sprintf(t.Lecture.ExportWroteFmt, safe.Line(path))}
			}
		}
		if errors.Is(err, export.ErrNoCurves) {
			return kit.StatusMsg{Text: t.Lecture.ExportNothing, Error: true}
		}
		return kit.StatusMsg{Text: fmt.Sprintf(t.Lecture.ExportFailedFmt, safe.Explain(t, err)), Error: true}
	}
}
