package kit

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/model/knob"
)

func TestPagerWrapsPagesAndClampsScroll(t *testing.T) {
	k := NewControlKeys(i18n.For(i18n.English))
	g := Pager{Pages: 3}
	press := func(kt tea.KeyType) bool { return g.HandleKey(tea.KeyMsg{Type: kt}, k, 20) }
	if !press(tea.KeyShiftDown) || !press(tea.KeyShiftDown) || g.Scroll != 2 {
		t.Fatalf("scroll down twice: %+v", g)
	}
	if !press(tea.KeyPgUp) || g.Page != 2 || g.Scroll != 0 {
		t.Fatalf("page up from the first page should wrap to the last and reset the scroll: %+v", g)
	}
	if !press(tea.KeyPgDown) || g.Page != 0 {
		t.Fatalf("page down from the last page should wrap to the first: %+v", g)
	}
	if !press(tea.KeyShiftUp) || g.Scroll != 0 {
		t.Fatalf("scroll up never goes below 0: %+v", g)
	}
	if !press(tea.KeyCtrlD) || g.Scroll != 10 {
		t.Fatalf("ctrl+d scrolls half of a 20-row panel: %+v", g)
	}
	if !press(tea.KeyEnd) || g.Page != 2 {
		t.Fatalf("end goes to the last page: %+v", g)
	}
	if !press(tea.KeyHome) || g.Page != 0 {
		t.Fatalf("home goes to the first page: %+v", g)
	}
	if press(tea.KeyLeft) {
		t.Fatal("left is not a paging key")
	}
	g.ShowPage([]string{"a", "b", "c"}, "c")
	if g.Page != 2 {
		t.Fatalf("ShowPage(c) = page %d", g.Page)
	}
	g.ShowPage([]string{"a", "b", "c"}, "zz")
	if g.Page != 2 {
		t.Fatalf("an unknown page key moved the pager to %d", g.Page)
	}
}

type demo struct{ J, N float64 }

func demoTable() knob.Table[demo] {
	return knob.Table[demo]{Name: "demo", Base: func() demo { return demo{} }, Fields: []knob.Field[demo]{
		{Spec: knob.Spec{Key: "j", Unit: "ns", Kind: knob.Number, Min: 0, Max: 100, Step: 10, Big: 50, Default: 20},
			Get: func(d demo) float64 { return d.J }, Set: func(d *demo, v float64) { d.J = v }},
		{Spec: knob.Spec{Key: "n", Unit: "batches", Kind: knob.Whole, Min: 0, Max: 4, Step: 1, Big: 4, Default: 1, Origin: knob.Model},
			Get: func(d demo) float64 { return d.N }, Set: func(d *demo, v float64) { d.N = v }},
	}}
}

func TestControlsMoveSelectAndReset(t *testing.T) {
	k := NewControlKeys(i18n.For(i18n.English))
	c := Controls[demo]{Knobs: KnobsOf(demoTable())}
	d := demoTable().Defaults()
	d, ok := c.HandleKey(tea.KeyMsg{Type: tea.KeyRight}, k, d, demoTable().Defaults())
	if !ok || d.J != 30 {
		t.Fatalf("right: %v %+v", ok, d)
	}
	d, _ = c.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("+")}, k, d, demoTable().Defaults())
	if d.J != 80 {
		t.Fatalf("big step: %+v", d)
	}
	c.HandleKey(tea.KeyMsg{Type: tea.KeyDown}, k, d, demoTable().Defaults())
	d, _ = c.HandleKey(tea.KeyMsg{Type: tea.KeyRight}, k, d, demoTable().Defaults())
	if d.N != 2 || d.J != 80 {
		t.Fatalf("second knob: %+v", d)
	}
	d, _ = c.HandleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("R")}, k, d, demoTable().Defaults())
	if d != demoTable().Defaults() {
		t.Fatalf("reset all: %+v", d)
	}
	if _, ok := c.HandleKey(tea.KeyMsg{Type: tea.KeyPgDown}, k, d, d); ok {
		t.Fatal("page down is not a knob key")
	}
}

func TestKnobValueUnits(t *testing.T) {
	en, zh := i18n.For(i18n.English), i18n.For(i18n.TraditionalChinese)
	n := demoTable().Fields[1].Spec
	if got := KnobValue(en, UnicodeGlyphs(), "demo", n, 1); got != "1 batch" {
		t.Errorf("1 batch: %q", got)
	}
	if got := KnobValue(en, UnicodeGlyphs(), "demo", n, 3); got != "3 batches" {
		t.Errorf("3 batches: %q", got)
	}
	if got := KnobValue(zh, UnicodeGlyphs(), "demo", n, 3); got != "3 個批次" {
		t.Errorf("zh 3 batches: %q", got)
	}
	us := knob.Spec{Key: "hop_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 50, Step: 0.5, Big: 5}
	if got := KnobValue(en, ASCIIGlyphs(), "demo", us, 5); got != "5.0 us" {
		t.Errorf("ascii micro: %q", got)
	}
	if got := KnobValue(en, UnicodeGlyphs(), "demo", us, 5); got != "5.0 µs" {
		t.Errorf("micro: %q", got)
	}
	loop := knob.Spec{Key: "loop_ns", Unit: "ns", Kind: knob.Number, Min: 100, Max: 20000, Step: 10, Big: 100, Offset: true}
	if got := KnobValue(en, UnicodeGlyphs(), "demo", loop, 2621.44); got != "2,621.44 ns" {
		t.Errorf("offset value keeps its decimals: %q", got)
	}
	choice := knob.Spec{Key: "lasts_s", Unit: "s", Kind: knob.Choice, Choices: []float64{0.001, 1, 86400}, Default: 1}
	for v, want := range map[float64]string{0.001: "0.001 s", 1: "1 s", 86400: "86,400 s"} {
		if got := KnobValue(en, UnicodeGlyphs(), "demo", choice, v); got != want {
			t.Errorf("choice %v: %q, want %q", v, got, want)
		}
	}
}

// TestKnobListKeepsValuesWhole: in a narrow column the labels give way,
// keeping the model-choice mark, and every value stays whole.
func TestKnobListKeepsValuesWhole(t *testing.T) {
	en := i18n.For(i18n.English)
	b := Base{Styles: NewStyles(ThemeDark, false), Text: en}
	table := demoTable()
	table.Fields[1].Spec.Key = "a_knob_whose_label_is_long" // no catalog entry: the label is the key
	c := Controls[demo]{Knobs: KnobsOf(table)}
	d := table.Defaults()
	d.N = 3
	for _, w := range []int{60, 28} {
		all := strings.Join(KnobList(&b, &c, d, 1, w), "\n")
		for _, want := range []string{"20 ns", "3 batches", b.Styles.Glyphs.ModelMark} {
			if !strings.Contains(all, want) {
				t.Errorf("width %d: %q missing:\n%s", w, want, all)
			}
		}
	}
}
