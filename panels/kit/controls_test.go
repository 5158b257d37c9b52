package kit

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
)

func TestPagerWrapsPagesAndClampsScroll(t *testing.T) {
	k := NewControlKeys(i18n.For(i18n.English))
	g := Pager{Pages: 3}
	press := func(kt tea.KeyType) bool { return g.HandleKey(tea.KeyMsg{Type: kt}, k) }
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

func TestControlsLeaveStateAloneWhenPaging(t *testing.T) {
	k := NewControlKeys(i18n.For(i18n.English))
	c := Controls[int]{Pager: Pager{Pages: 2}}
	s, ok := c.HandleKey(tea.KeyMsg{Type: tea.KeyPgDown}, k, 7, 0)
	if !ok || s != 7 || c.Page != 1 {
		t.Fatalf("page down: ok=%v state=%d page=%d", ok, s, c.Page)
	}
	if _, ok := c.HandleKey(tea.KeyMsg{Type: tea.KeyEnter}, k, 7, 0); ok {
		t.Fatal("enter is not a shared control key")
	}
}
