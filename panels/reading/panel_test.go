package reading

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"pgregory.net/rapid"

	"pegasus/i18n"
	"pegasus/model/proptest"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

func newPanel(t testing.TB, lang i18n.Lang) *Panel {
	t.Helper()
	return New(testEnv(t, lang, false, nil)).(*Panel)
}

func asPanel(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) }

var (
	down  = tea.KeyMsg{Type: tea.KeyDown}
	up    = tea.KeyMsg{Type: tea.KeyUp}
	right = tea.KeyMsg{Type: tea.KeyRight}
	left  = tea.KeyMsg{Type: tea.KeyLeft}
	enter = tea.KeyMsg{Type: tea.KeyEnter}
	esc   = tea.KeyMsg{Type: tea.KeyEsc}
	bar   = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("|")}
)

func typed(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// pageCount is the number of pages: contents, 13 sections, the key
// numbers, glossary, assumptions.
func pageCount(t testing.TB) int { return len(newPanel(t, i18n.English).Pages) }

func TestGoldenPages(t *testing.T) { kittest.GoldenEveryPage(t, asPanel, pageCount(t), nil) }

func TestEveryPageFitsAnySize(t *testing.T) { kittest.FitsAnySize(t, asPanel, pageCount(t)) }

// goldenPages are the pages pinned side by side and in the other states
// below.
var goldenPages = []string{contentsKey, "s3-3", "keynumbers", glossaryKey}

// TestGoldenSideBySide pins the side-by-side mode at both sizes, from
// either reading language.
func TestGoldenSideBySide(t *testing.T) {
	for _, lang := range i18n.Langs {
		for _, sz := range kittest.Sizes {
			for _, page := range goldenPages {
				t.Run(fmt.Sprintf("%s/%s/%s", lang, sz.Name, page), func(t *testing.T) {
					p := newPanel(t, lang)
					p.SetSize(sz.W, sz.H)
					p.Update(kit.ShowPageMsg{Page: page})
					p.Update(bar)
					golden.RequireEqual(t, p.View())
					kittest.AssertFits(t, p.View(), sz.W, sz.H)
				})
			}
		}
	}
}

// TestGoldenAnswerAndSearch pins an answer revealed with its link selected,
// and a glossary search typed in Chinese from the English panel.
func TestGoldenAnswerAndSearch(t *testing.T) {
	for _, lang := range i18n.Langs {
		for _, sz := range kittest.Sizes {
			t.Run(fmt.Sprintf("%s/%s/answer", lang, sz.Name), func(t *testing.T) {
				p := newPanel(t, lang)
				p.SetSize(sz.W, sz.H)
				p.Update(kit.ShowPageMsg{Page: "s3-3-q2"})
				kittest.Press(p, enter, right)
				golden.RequireEqual(t, p.View())
				kittest.AssertFits(t, p.View(), sz.W, sz.H)
			})
			t.Run(fmt.Sprintf("%s/%s/search", lang, sz.Name), func(t *testing.T) {
				p := newPanel(t, lang)
				p.SetSize(sz.W, sz.H)
				p.Update(kit.ShowPageMsg{Page: glossaryKey})
				kittest.Press(p, enter, typed("透支"))
				golden.RequireEqual(t, p.View())
				kittest.AssertFits(t, p.View(), sz.W, sz.H)
			})
		}
	}
}

// TestBothLanguagesHoldTheSameReading: the same sections in the same
// order, each with the same blocks (paragraphs, items and links alike),
// the same questions, answered, and the same links; the same glossary
// terms; nothing empty.
func TestBothLanguagesHoldTheSameReading(t *testing.T) {
	lib := kittest.Content(t)
	en, zh := NewBook(lib, i18n.English), NewBook(lib, i18n.TraditionalChinese)
	if len(en.Sections) < 14 || len(en.Sections) != len(zh.Sections) {
		t.Fatalf("sections: en %d, zh-TW %d", len(en.Sections), len(zh.Sections))
	}
	kinds := func(bs []Block) string {
		var b strings.Builder
		for _, x := range bs {
			b.WriteString("PIL"[x.Kind : x.Kind+1])
		}
		return b.String()
	}
	for i, a := range en.Sections {
		b := zh.Sections[i]
		if a.ID != b.ID || a.Number != b.Number || a.Title == "" || b.Title == "" || len(a.Blocks) == 0 {
			t.Errorf("section %d: en %s %q %q, zh-TW %s %q %q", i, a.ID, a.Number, a.Title, b.ID, b.Number, b.Title)
		}
		if kinds(a.Blocks) != kinds(b.Blocks) {
			t.Errorf("%s: blocks differ: en %s, zh-TW %s", a.ID, kinds(a.Blocks), kinds(b.Blocks))
		}
		if len(a.Questions) != len(b.Questions) {
			t.Errorf("%s: %d questions in en, %d in zh-TW", a.ID, len(a.Questions), len(b.Questions))
			continue
		}
		for j, q := range a.Questions {
			if q.ID != b.Questions[j].ID || len(q.Ask) == 0 || len(q.Answer) == 0 || len(b.Questions[j].Answer) == 0 ||
				kinds(q.Answer) != kinds(b.Questions[j].Answer) {
				t.Errorf("%s: question %s differs or lacks an answer", a.ID, q.ID)
			}
		}
		la, lb := a.Links(), b.Links()
		for j := range la {
			if j >= len(lb) || la[j].Target.String() != lb[j].Target.String() || la[j].Label == lb[j].Label {
				t.Errorf("%s link %d: en %v, zh-TW %v", a.ID, j, la[j], lb)
			}
		}
		for _, blk := range append(slices.Clone(a.Blocks), b.Blocks...) {
			if strings.TrimSpace(blk.Text) == "" {
				t.Errorf("%s: an empty block", a.ID)
			}
		}
	}
	for _, id := range []string{"s0", "s1", "s3-3", "s7-2", "keynumbers"} {
		if _, ok := en.Section(id); !ok {
			t.Errorf("no section %s", id)
		}
	}
	if len(en.Terms) < 80 || len(en.Terms) != len(zh.Terms) {
		t.Fatalf("terms: en %d, zh-TW %d", len(en.Terms), len(zh.Terms))
	}
	for i, a := range en.Terms {
		b := zh.Terms[i]
		if a.ID != b.ID || a.Name == "" || b.Name == "" || definition(a) == "" || definition(b) == "" {
			t.Errorf("term %d: en %s %q, zh-TW %s %q", i, a.ID, a.Name, b.ID, b.Name)
		}
	}
}

// TestChineseTextBreaksWell wraps every Chinese paragraph of the reading
// and the glossary at many widths: no line is too wide, starts with
// closing punctuation or ends with an opening bracket.
func TestChineseTextBreaksWell(t *testing.T) {
	zh := NewBook(kittest.Content(t), i18n.TraditionalChinese)
	var texts []string
	collect := func(bs []Block) {
		for _, b := range bs {
			texts = append(texts, b.Text)
		}
	}
	for _, s := range zh.Sections {
		texts = append(texts, s.Title)
		collect(s.Blocks)
		for _, q := range s.Questions {
			collect(q.Ask)
			collect(q.Answer)
		}
	}
	for _, term := range zh.Terms {
		texts = append(texts, term.Name)
		collect(term.Definition)
	}
	for w := 12; w <= 100; w += 4 {
		for _, text := range texts {
			for _, l := range kit.Wrap(text, w) {
				r := []rune(l)
				switch {
				case kit.Width(l) > w:
					t.Fatalf("width %d: %q is %d cells", w, l, kit.Width(l))
				case len(r) > 0 && strings.ContainsRune("，。、；：！？）」』》〉】〕", r[0]):
					t.Fatalf("width %d: a line starts with %q: %q", w, r[0], l)
				case len(r) > 0 && strings.ContainsRune("（「『《〈【〔", r[len(r)-1]):
					t.Fatalf("width %d: a line ends with %q: %q", w, r[len(r)-1], l)
				}
			}
		}
	}
}

// TestMeasureIsCapped: on a wide terminal, prose stops at kit.MaxMeasure.
func TestMeasureIsCapped(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(200, 60)
	p.Update(kit.ShowPageMsg{Page: "s3-1"})
	for _, l := range strings.Split(p.View(), "\n")[1:] {
		if w := kit.Width(strings.TrimRight(ansi.Strip(l), " ")); w > kit.MaxMeasure {
			t.Fatalf("a line of %d cells: %q", w, l)
		}
	}
}

// TestDownReadsOnThenReachesLinks: down scrolls a page of prose line by
// line, selects a link once it is on screen, and Enter asks the shell to
// open its panel at the link's values.
func TestDownReadsOnThenReachesLinks(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(80, 22)
	p.Update(kit.ShowPageMsg{Page: "s3-3"})
	kittest.Press(p, down)
	if p.Pager.Scroll != 1 || p.sel["s3-3"] != "" {
		t.Fatalf("first down: scroll %d, selected %q", p.Pager.Scroll, p.sel["s3-3"])
	}
	for range 200 {
		if p.sel["s3-3"] != "" {
			break
		}
		kittest.Press(p, down)
	}
	lay := p.current()
	i := p.selected(lay)
	if i != 0 || lay.items[i].act.link == nil || p.onScreen(lay) != 0 {
		t.Fatalf("down did not reach the first link: %d %+v", i, lay.items)
	}
	kittest.Press(p, down, enter)
	req, ok := p.TakeOpen()
	if !ok || req.To != "credit" || req.Page != "throughput" || req.Values["credit"]["batch_kib"] != 64 ||
		req.Values["credit"]["jitter_ns"] != 600 || req.Values["credit"]["overdraft"] != 1 {
		t.Errorf("Enter on the second link asks for %+v (%v)", req, ok)
	}
	if !strings.Contains(p.View(), "The same jitter with a 64 KiB batch") {
		t.Errorf("the selected link is not on screen:\n%s", p.View())
	}
}

// TestUpLeavesLinksForText: up from the first link on a page goes back to
// reading line by line, and a link scrolled out of sight is no longer
// selected (Enter then does nothing).
func TestUpLeavesLinksForText(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(80, 22)
	p.Update(kit.ShowPageMsg{Page: "s3-3"})
	kittest.Press(p, right)
	first := p.Pager.Scroll
	for range 40 {
		kittest.Press(p, up)
	}
	if p.Pager.Scroll >= first || p.sel["s3-3"] != "" {
		t.Fatalf("up: scroll %d (was %d), selected %q", p.Pager.Scroll, first, p.sel["s3-3"])
	}
	kittest.Press(p, enter)
	if _, ok := p.TakeOpen(); ok {
		t.Error("Enter followed a link that is not on screen")
	}
}

// TestQuestionsShowAnswersOnEnter: a question's answer shows on Enter and
// hides on Enter; a link inside the answer becomes reachable.
func TestQuestionsShowAnswersOnEnter(t *testing.T) {
	p := newPanel(t, i18n.TraditionalChinese)
	p.SetSize(80, 22)
	p.Update(kit.ShowPageMsg{Page: "s2-q2"})
	if p.sel["s2"] != "q:s2-q2" || !strings.Contains(p.View(), "按 Enter 顯示答案") {
		t.Fatalf("the question is not selected:\n%s", p.View())
	}
	s2, _ := p.zh.Section("s2")
	answer := s2.Questions[1].Answer[0].Text[:30]
	if strings.Contains(p.View(), answer) {
		t.Fatal("the answer shows before Enter")
	}
	kittest.Press(p, enter)
	if !strings.Contains(p.View(), answer) {
		t.Fatalf("Enter did not show the answer:\n%s", p.View())
	}
	kittest.Press(p, right, enter)
	if req, ok := p.TakeOpen(); !ok || req.To != "power" || req.Page != "site" {
		t.Errorf("the answer's link asks for %+v (%v)", req, ok)
	}
	kittest.Press(p, left, enter)
	if strings.Contains(p.View(), answer) {
		t.Error("a second Enter did not hide the answer")
	}
}

// TestContentsOpensSections: Enter on the contents opens the selected
// section; a link's section id opens it too.
func TestContentsOpensSections(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(80, 22)
	kittest.Press(p, down, down, enter)
	if p.Page().Key != "s2" || p.Pager.Scroll != 0 {
		t.Errorf("Enter on the third row opened %s", p.Page().Key)
	}
	p.Update(kit.ShowPageMsg{Page: "keynumbers"})
	if p.Page().Key != "keynumbers" || !strings.HasPrefix(p.PageStatus(), "Key numbers") {
		t.Errorf("key numbers: %s %q", p.Page().Key, p.PageStatus())
	}
	p.Update(kit.ShowPageMsg{Page: "s3-1"})
	if p.PageStatus() != fmt.Sprintf("Section 3.1 6/%d", len(p.Pages)) {
		t.Errorf("status %q", p.PageStatus())
	}
}

// TestGlossarySearchesAsYouTypeInBothLanguages: typing narrows the list at
// each key, a Chinese query finds English entries and the reverse, the
// panel captures keys while typing, Enter keeps and Esc clears.
func TestGlossarySearchesAsYouTypeInBothLanguages(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(80, 22)
	p.Update(kit.ShowPageMsg{Page: glossaryKey})
	all := len(p.matches())
	kittest.Press(p, enter)
	if !p.Capturing() {
		t.Fatal("Enter did not start a search")
	}
	kittest.Press(p, typed("c"))
	afterC := len(p.matches())
	kittest.Press(p, typed("uckoo"))
	if n := len(p.matches()); !(n < afterC && afterC < all) || n == 0 || !strings.Contains(p.View(), "Cuckoo hash") {
		t.Errorf("narrowing: %d, %d, %d:\n%s", all, afterC, n, p.View())
	}
	if got := p.en.Terms[p.matches()[0]].ID; got != "cuckoo-hash" {
		t.Errorf("first match %s, want the term named so", got)
	}
	kittest.Press(p, tea.KeyMsg{Type: tea.KeyBackspace})
	if p.query != "cucko" {
		t.Errorf("backspace: %q", p.query)
	}
	kittest.Press(p, esc)
	if p.Capturing() || p.query != "" || len(p.matches()) != all {
		t.Errorf("Esc: capturing %v, query %q", p.Capturing(), p.query)
	}
	kittest.Press(p, enter, typed("噴灑"), enter)
	if p.Capturing() || !strings.Contains(p.View(), "Per-packet spraying") {
		t.Errorf("a Chinese query in the English panel:\n%s", p.View())
	}
	kittest.Press(p, esc)
	zh := newPanel(t, i18n.TraditionalChinese)
	zh.SetSize(80, 22)
	zh.Update(kit.ShowPageMsg{Page: glossaryKey})
	kittest.Press(zh, enter, typed("overflow"), enter)
	if n := len(zh.matches()); n != 1 || !strings.Contains(zh.View(), "1／91") || !strings.Contains(zh.View(), "Stash") {
		t.Errorf("an English query in the Chinese panel: %d matches\n%s", n, zh.View())
	}
	kittest.Press(zh, enter, typed("zzzz"))
	if !strings.Contains(zh.View(), "沒有任何詞條") {
		t.Errorf("no match is not said:\n%s", zh.View())
	}
}

// TestSideBySideKeepsThePlace: toggling the mode and switching language
// keep the selected link on screen; the two columns hold both languages.
func TestSideBySideKeepsThePlace(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(120, 38)
	p.Update(kit.ShowPageMsg{Page: "s3-2"})
	kittest.Press(p, right, right, right)
	en, _ := p.en.Section("s3-2")
	zh, _ := p.zh.Section("s3-2")
	label, zhLabel := en.Blocks[len(en.Blocks)-2].Text, zh.Blocks[len(zh.Blocks)-2].Text
	kittest.Press(p, bar)
	view := p.View()
	if !strings.Contains(view, label[:20]) || !strings.Contains(view, zhLabel[:12]) {
		t.Errorf("side by side, the selected link is not in both columns:\n%s", view)
	}
	p.Update(kit.LanguageChangedMsg{Text: i18n.For(i18n.TraditionalChinese)})
	kittest.Press(p, bar)
	if !strings.Contains(p.View(), zhLabel[:12]) {
		t.Errorf("after the language switch the link left the screen:\n%s", p.View())
	}
	narrow := newPanel(t, i18n.English)
	narrow.SetSize(50, 22)
	narrow.Update(kit.ShowPageMsg{Page: "s1"})
	kittest.Press(narrow, bar)
	enS1, _ := p.en.Section("s1")
	zhS1, _ := p.zh.Section("s1")
	if v := narrow.View(); !strings.Contains(v, enS1.TitleText()) || !strings.Contains(v, zhS1.TitleText()) {
		t.Errorf("too narrow for two columns, both languages should follow each other:\n%s", v)
	}
}

// TestClickFollowsALink: a click on a link follows it.
func TestClickFollowsALink(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(80, 22)
	p.Update(kit.ShowPageMsg{Page: "s3-3"})
	kittest.Press(p, right)
	lay := p.current()
	it := lay.items[1]
	p.Pager.Scroll = it.top - 2
	p.Update(kit.RefreshMsg{})
	p.Update(tea.MouseMsg{X: 4, Y: p.Zones.Body.Y + 2, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	if req, ok := p.TakeOpen(); !ok || req.Values["credit"]["batch_kib"] != 64 {
		t.Errorf("the click asked for %+v (%v)", req, ok)
	}
}

// TestSideBySideFitsAnySize renders random pages side by side, with
// answers shown and a search typed, at random sizes.
func TestSideBySideFitsAnySize(t *testing.T) {
	panels := map[i18n.Lang]*Panel{}
	for _, l := range i18n.Langs {
		panels[l] = newPanel(t, l)
		panels[l].Update(bar)
		for _, s := range panels[l].en.Sections {
			for _, q := range s.Questions {
				panels[l].open[q.ID] = true
			}
		}
	}
	n := len(panels[i18n.English].Pages)
	// Twenty cases: each lays out a whole page side by side; the goldens
	// pin the side-by-side pages at fixed sizes besides.
	proptest.Check(t, 20, func(rt *rapid.T) {
		p := panels[rapid.SampledFrom(i18n.Langs).Draw(rt, "lang")]
		p.Pager.Page = rapid.IntRange(0, n-1).Draw(rt, "page")
		p.query = rapid.SampledFrom([]string{"", "credit", "噴灑", "nothing at all"}).Draw(rt, "query")
		p.changed()
		w, h := rapid.IntRange(1, 220).Draw(rt, "w"), rapid.IntRange(1, 70).Draw(rt, "h")
		p.SetSize(w, h)
		p.Update(right)
		kittest.AssertFits(rt, p.View(), w, h)
	})
}

// TestDatasets: the contents, a section's links, the key numbers and the
// glossary export as tables; the assumptions do not.
func TestDatasets(t *testing.T) {
	p := newPanel(t, i18n.TraditionalChinese)
	p.SetSize(80, 22)
	d, ok := p.Dataset()
	if !ok || len(d.Table.Rows) != len(p.zh.Sections) || d.Table.Rows[4][0] != "3.1" {
		t.Errorf("contents: %+v", d.Table)
	}
	p.Update(kit.ShowPageMsg{Page: "s3-3"})
	if d, ok := p.Dataset(); !ok || len(d.Table.Rows) != 5 || !strings.Contains(d.Table.Rows[1][1], "64 KiB") {
		t.Errorf("links: %+v", d.Table)
	}
	p.Update(kit.ShowPageMsg{Page: "keynumbers"})
	if d, ok := p.Dataset(); !ok || len(d.Table.Rows) < 10 || d.Table.Rows[1][0] != "6.5-13.7 %" {
		t.Errorf("key numbers: %+v", d.Table)
	}
	p.Update(kit.ShowPageMsg{Page: glossaryKey})
	kittest.Press(p, enter, typed("stash"), enter)
	if d, ok := p.Dataset(); !ok || len(d.Table.Rows) == 0 || d.Table.Columns[1] != "English詞條" {
		t.Errorf("glossary: %+v", d)
	}
	p.Update(kit.ShowPageMsg{Page: assumptionsKey})
	if _, ok := p.Dataset(); ok {
		t.Error("the assumptions are prose, not data")
	}
}

// TestASCIIModeDrawsNoWideGlyphs: with the ASCII glyph set, no page, side
// by side or not, shows a box line, an arrow or a cursor triangle.
func TestASCIIModeDrawsNoWideGlyphs(t *testing.T) {
	for _, lang := range i18n.Langs {
		env := testEnv(t, lang, true, nil)
		env.Deferred = true // a page renders once, when it is looked at
		p := New(env).(*Panel)
		p.SetSize(120, 38)
		for _, side := range []bool{false, true} {
			if side {
				p.Update(bar)
			}
			for range p.Pages {
				kittest.Press(p, right)
				p.Flush()
				if i := strings.IndexAny(p.View(), "│─━●▸◂→←↑↓…"); i >= 0 {
					t.Fatalf("%s side %v, %s: %q", lang, side, p.Page().Key, p.View()[i:min(len(p.View()), i+20)])
				}
				kittest.Press(p, kittest.PageDown)
			}
		}
	}
}
