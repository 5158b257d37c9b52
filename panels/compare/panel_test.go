package compare

import (
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	model "pegasus/model/compare"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

func newPanel(t testing.TB, lang i18n.Lang, ascii bool) *Panel {
	t.Helper()
	return New(kittest.Env(t, lang, ascii, nil)).(*Panel)
}

func asPanel(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false) }

var (
	left  = tea.KeyMsg{Type: tea.KeyLeft}
	right = tea.KeyMsg{Type: tea.KeyRight}
	enter = tea.KeyMsg{Type: tea.KeyEnter}
)

const pages = 4

func TestGoldenPages(t *testing.T) { kittest.GoldenEveryPage(t, asPanel, pages, nil) }

func TestEveryPageFitsAnySize(t *testing.T) { kittest.FitsAnySize(t, asPanel, pages) }

// TestGoldenNarrowAndASCII pins the one-item-at-a-time table (both views)
// and the maps at 60 columns, and the ASCII glyphs.
func TestGoldenNarrowAndASCII(t *testing.T) {
	for _, lang := range i18n.Langs {
		t.Run(string(lang), func(t *testing.T) {
			p := newPanel(t, lang, true)
			p.SetSize(60, 20)
			kittest.Press(p, right, right) // HPN
			var views []string
			views = append(views, p.View())
			kittest.Press(p, enter, right) // by aspect: load balance
			views = append(views, p.View())
			kittest.Press(p, kittest.PageDown) // the maps
			views = append(views, p.View())
			for _, v := range views {
				kittest.AssertFits(t, v, 60, 20)
			}
			golden.RequireEqual(t, strings.Join(views, "\n"+strings.Repeat("=", 60)+"\n"))
		})
	}
}

// TestEveryCellIsOnTheGrid checks that the whole table at 160 columns
// holds every system, every aspect and the missing mark once for each
// cell the digest leaves open, and that the mark is absent elsewhere.
func TestEveryCellIsOnTheGrid(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := newPanel(t, lang, false)
		body := strings.Join(p.tablePage(160), "\n")
		missing := 0
		for _, sys := range model.Systems() {
			if first := string([]rune(p.name(sys))[:3]); !strings.Contains(body, first) { // names wrap in their column
				t.Errorf("%s: the grid lacks %s", lang, sys)
			}
			for _, d := range model.Dimensions() {
				if model.Cell(sys, d) == model.NotDescribed {
					missing++
				}
			}
		}
		// The legend carries the mark once too.
		if got := strings.Count(body, p.Styles.Glyphs.Missing); got != missing+1 {
			t.Errorf("%s: %d missing marks, want %d cells + the legend", lang, got, missing)
		}
	}
}

// TestNarrowTableWalksSystemsAndAspects moves through the narrow table:
// left and right wrap around, Enter switches to one aspect at a time.
func TestNarrowTableWalksSystemsAndAspects(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	p.SetSize(70, 30)
	if !p.narrow() || !strings.Contains(p.View(), "Pegasus") || !strings.Contains(p.View(), "system 1 of 6") {
		t.Fatalf("narrow table does not open on Pegasus:\n%s", p.View())
	}
	kittest.Press(p, left)
	if !strings.Contains(p.View(), "TPU v4") || !strings.Contains(p.View(), "system 6 of 6") {
		t.Errorf("left from the first system does not wrap to TPU v4:\n%s", p.View())
	}
	kittest.Press(p, enter)
	if !strings.Contains(p.View(), "aspect 1 of 5") || !strings.Contains(p.View(), "Who owns the collective library") {
		t.Errorf("Enter does not show one aspect:\n%s", p.View())
	}
	if help := p.ShortHelp(); len(help) == 0 || help[0].Help().Desc != i18n.For(i18n.English).Compare.KeyOther {
		t.Errorf("the footer does not offer the narrow table's keys: %v", help)
	}
	p.SetSize(160, 40)
	if p.narrow() || len(p.ShortHelp()) != 2 {
		t.Error("the wide grid still offers the narrow table's keys")
	}
}

// TestMapsMarkStatedAndInferred checks that every placement shows with
// its mark, and the legend names both.
func TestMapsMarkStatedAndInferred(t *testing.T) {
	p := newPanel(t, i18n.English, true)
	body := strings.Join(p.mapsPage(100), "\n")
	g := p.Styles.Glyphs
	for _, m := range model.Maps() {
		for _, pl := range model.Placements(m.ID) {
			mark := g.Stated
			if pl.Basis == model.Inferred {
				mark = g.Inferred
			}
			if !strings.Contains(body, mark+" "+p.name(pl.System)) {
				t.Errorf("map %s lacks %q", m.ID, mark+" "+p.name(pl.System))
			}
		}
	}
	for _, want := range []string{g.Stated + " Placed there by the digest", g.Inferred + " Placed by the explorer"} {
		if !strings.Contains(body, want) {
			t.Errorf("legend lacks %q", want)
		}
	}
}

func TestAssumptionsListInferredPlacementsAndOpenCells(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	body := strings.Join(strings.Fields(strings.Join(p.assumptionsPage(200), " ")), " ")
	for _, want := range []string{"Astral: In software: the library or a controller. From its Load balance cell: The source ports",
		"MegaScale (ByteDance): Only after a queue forms", "Pegasus: Topology", "TPU v4: Congestion control"} {
		if !strings.Contains(body, want) {
			t.Errorf("assumptions lack %q:\n%s", want, body)
		}
	}
}

func TestDatasetOfTableAndMaps(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	p.SetSize(120, 38)
	d, ok := p.Dataset()
	if !ok || d.Table == nil || len(d.Table.Rows) != len(model.Systems())*len(model.Dimensions()) {
		t.Fatalf("table dataset = %+v, %v", d, ok)
	}
	kittest.Press(p, kittest.PageDown)
	d, ok = p.Dataset()
	if !ok || len(d.Table.Rows) != 2*len(model.Systems()) {
		t.Fatalf("maps dataset = %+v, %v", d, ok)
	}
	kittest.Press(p, kittest.PageDown)
	if _, ok := p.Dataset(); ok {
		t.Error("the assumptions page exports data")
	}
}

// BenchmarkKeyPress measures a page turn on the panel at 160x48: the
// whole grid and the maps redrawn.
func BenchmarkKeyPress(b *testing.B) {
	p := newPanel(b, i18n.English, false)
	p.SetSize(160, 48)
	for b.Loop() {
		kittest.Press(p, kittest.PageDown)
	}
}
