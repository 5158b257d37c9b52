package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/panels/creditloop"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/reading"
)

// TestEveryReadingLinkOpensARealPanel follows every link of the reading,
// in both languages, through the shell: each names a panel of the
// explorer and one of its pages, each parameter is a knob of a real
// table with a value it allows, and the panel opened holds those values.
func TestEveryReadingLinkOpensARealPanel(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 120, 40)
	from, ok := m.panelIndex(reading.ID)
	if !ok {
		t.Fatal("no reading panel")
	}
	pages := map[string][]string{}
	for _, p := range m.panels {
		pages[string(p.ID())] = append([]string{""}, p.(interface{ PageKeys() []string }).PageKeys()...)
	}
	groups := reading.LinkGroups()
	links := 0
	for _, lang := range i18n.Langs {
		for _, s := range reading.NewBook(kittest.Content(t), lang).Sections {
			for _, l := range s.Links() {
				links++
				keys, ok := pages[l.Panel]
				if !ok {
					t.Errorf("%s %s: link to %s: no such panel", lang, s.ID, l.Target)
					continue
				}
				if !slices.Contains(keys, l.Page) {
					t.Errorf("%s %s: link to %s: panel %s has no page %q (pages %v)", lang, s.ID, l.Target, l.Panel, l.Page, keys)
					continue
				}
				req, err := reading.Request(l, groups)
				if err != nil {
					t.Errorf("%s %s: %v", lang, s.ID, err)
					continue
				}
				m.openFrom(from, req)
				opened := m.panels[m.active]
				if string(opened.ID()) != l.Panel || (l.Page != "" && !strings.HasPrefix(opened.PageStatus(), opened.(interface{ Page() kit.Page }).Page().Title(m.text))) {
					t.Errorf("%s %s: link to %s opened %s at %q", lang, s.ID, l.Target, opened.ID(), opened.PageStatus())
				}
				if p, ok := opened.(kit.Persistent); ok {
					got := p.Values()
					for group, values := range req.Values {
						for key, want := range values {
							if v, ok := got[group][key]; !ok || v != want {
								t.Errorf("%s %s: link to %s: %s.%s is %v (set: %v), want %v", lang, s.ID, l.Target, group, key, v, ok, want)
							}
						}
					}
				}
			}
		}
	}
	if links < 40 {
		t.Errorf("only %d links followed", links)
	}
}

// TestReturnKeyGoesBackAlongTheTrail: links followed from two panels are
// retraced in reverse, each panel as it was left; with nowhere to go back
// to the key does nothing.
func TestReturnKeyGoesBackAlongTheTrail(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 100, 30)
	m.Update(kit.OpenPanelMsg{To: reading.ID, Page: "s3-3"})
	read, _ := m.panelIndex(reading.ID)
	before := m.panels[read].View()
	m.openFrom(read, kit.OpenPanelMsg{To: "evidence", Page: "keynumbers"})
	ev := m.active
	m.openFrom(ev, kit.OpenPanelMsg{To: "power", Page: "arithmetic"})
	m.draw(time.Now()) // openFrom runs inside an Update, which draws after it
	if !strings.Contains(m.View(), "back to Evidence") {
		t.Errorf("the footer does not offer the way back:\n%s", m.View())
	}
	m.Update(press("b"))
	if m.active != ev || !strings.Contains(m.View(), "Back to Evidence") {
		t.Fatalf("first Return: panel %s", m.panels[m.active].ID())
	}
	m.Update(tea.KeyMsg{Type: tea.KeyLeft, Alt: true})
	if m.active != read || m.panels[read].View() != before {
		t.Fatalf("second Return: panel %s, or the reading moved:\n%s", m.panels[m.active].ID(), m.View())
	}
	m.Update(press("b"))
	if m.active != read {
		t.Error("Return with an empty trail moved")
	}
	if m.Update(kit.OpenPanelMsg{To: "nowhere"}); !strings.Contains(m.View(), `no panel "nowhere"`) || m.active != read {
		t.Errorf("a link to an unknown panel is not reported:\n%s", m.View())
	}
}

// readingAt builds a shell at 100x30 on reading section s3-3 with the
// 64 KiB link selected (right twice), as the flow below does.
func readingAt(t *testing.T) *Model {
	m := sized(t, i18n.English, 100, 30)
	m.Update(kit.OpenPanelMsg{To: reading.ID, Page: "s3-3"})
	m.Update(tea.KeyMsg{Type: tea.KeyRight})
	m.Update(tea.KeyMsg{Type: tea.KeyRight})
	return m
}

// TestFlowReadingLinkIntoTheCreditLoopAndBack drives the program: open the
// reading at section 3.3, follow the "600 ns, 64 KiB" link into the credit
// loop, check its knobs moved there, go back, and find the reading where
// it was left.
func TestFlowReadingLinkIntoTheCreditLoopAndBack(t *testing.T) {
	t.Parallel()
	want := readingAt(t)
	wantIdx, _ := want.panelIndex(reading.ID)
	tm := teatest.NewTestModel(t, New(testConfig(t, i18n.English)), teatest.WithInitialTermSize(100, 30))
	waitFor(t, tm, "Credit loop")
	tm.Send(kit.OpenPanelMsg{To: reading.ID, Page: "s3-3"})
	waitFor(t, tm, "Receiver credits, with one batch of slack")
	tm.Send(tea.KeyMsg{Type: tea.KeyRight}) // 600 ns, 16 KiB
	tm.Send(tea.KeyMsg{Type: tea.KeyRight}) // 600 ns, 64 KiB
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Opened Credit loop;") // the status line, cut at its end on a busy bar
	tm.Send(press("b"))
	waitFor(t, tm, "Back to Reading")
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(*Model)
	idx, _ := final.panelIndex(reading.ID)
	credit, _ := final.panelIndex(creditloop.ID)
	cp := final.panels[credit].(*creditloop.Panel).Params()
	if cp.JitterNs != 600 || cp.BatchKiB != 64 || cp.Overdraft != 1 || cp.LineGbps != 400 {
		t.Errorf("the credit loop's knobs did not move to the link's values: %+v", cp)
	}
	if final.active != idx {
		t.Fatalf("active panel after Return = %s", final.panels[final.active].ID())
	}
	got, exp := final.panels[idx].(*reading.Panel), want.panels[wantIdx].(*reading.Panel)
	if got.Pager != exp.Pager || got.View() != exp.View() {
		t.Errorf("the reading position moved: %+v, want %+v\n%s", got.Pager, exp.Pager, got.View())
	}
	if !strings.Contains(got.View(), "The same jitter with a 64 KiB batch") {
		t.Errorf("the followed link is not on screen:\n%s", got.View())
	}
}

// TestReadingPanelOpensAtASectionFromALink: another panel's link to a
// reading section (the advisor's reasons use them) turns to it.
func TestReadingPanelOpensAtASectionFromALink(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.TraditionalChinese, 100, 30)
	target := advisor.Section("s7-1")
	m.Update(kit.OpenPanelMsg{To: kit.PanelID(target.Panel), Page: target.Page})
	if p := m.panels[m.active]; p.ID() != reading.ID || !strings.Contains(p.PageStatus(), "7.1") {
		t.Errorf("opened %s at %q", p.ID(), p.PageStatus())
	}
}

// BenchmarkReadingKeyPress measures one step down a long section at
// 160x48, side by side: the layout of both languages and the redraw.
func BenchmarkReadingKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: reading.ID, Page: "s3-1"})
	m.Update(press("|"))
	steps := [2]tea.KeyMsg{{Type: tea.KeyDown}, {Type: tea.KeyUp}}
	i := 0
	for b.Loop() {
		m.Update(steps[i%2])
		i++
	}
}

// BenchmarkGlossarySearchKeyPress measures one typed character of a
// glossary search at 160x48: the filter over both languages and the
// redraw.
func BenchmarkGlossarySearchKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: reading.ID, Page: "glossary"})
	m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	keys := [2]tea.KeyMsg{press("c"), {Type: tea.KeyBackspace}}
	i := 0
	for b.Loop() {
		m.Update(keys[i%2])
		i++
	}
}
