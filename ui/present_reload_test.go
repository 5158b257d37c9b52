package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// reloadDeck is a deck of three steps with ids; extra goes before the
// step "power", caption is that step's caption.
func reloadDeck(extra, caption string) string {
	return "title: {en: Reload, zh-TW: 重新載入}\nsteps:\n" +
		"  - {id: credit, title: {en: Credit, zh-TW: C}, caption: {en: Credits, zh-TW: C}, panel: credit, page: throughput, set: {credit.jitter_ns: 600}}\n" +
		extra +
		"  - {id: power, title: {en: Power, zh-TW: P}, caption: {en: \"" + caption + "\", zh-TW: P}, panel: power}\n" +
		"  - {id: evidence, title: {en: Evidence, zh-TW: E}, caption: {en: Last, zh-TW: E}, panel: evidence}\n"
}

// deckFile writes a deck file and moves its time on, as an editor's
// save would.
func deckFile(t *testing.T, path, text string, age *time.Time) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	*age = age.Add(time.Second)
	if err := os.Chtimes(path, *age, *age); err != nil {
		t.Fatal(err)
	}
}

// presentingFile presents the deck in file path.
func presentingFile(t *testing.T, path string) *Model {
	t.Helper()
	env := testEnv(t, i18n.English, false, nil)
	d, err := ReadDeck(env.Text, path, DeckCatalog(env))
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(t, i18n.English)
	cfg.Deck, cfg.DeckFile, cfg.Values, cfg.KeepStatus = &d, path, lightValues(), true
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	open(m, m.goTo(0))
	return m
}

// look has the presenter look at its deck file once, as its poll does,
// and draws the frame.
func look(m *Model) {
	msg := m.readDeck()()
	run(m, m.deckRead(msg.(deckReadMsg)))
	m.Update(frameMsg{})
}

// TestEditedDeckReloadsAtTheSameStep: the deck file edited while it is
// presented is read again at the same step (found by its id when steps
// were added before it), with the new text; a step whose panel and values
// did not change keeps the knob the presenter moved. A deck that does not
// check is said on the status line with its file and line, and the talk
// goes on with the deck as it was; put back, the message goes.
func TestEditedDeckReloadsAtTheSameStep(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "talk.yaml")
	age := time.Date(2026, 2, 1, 9, 0, 0, 0, time.UTC)
	deckFile(t, path, reloadDeck("", "Watts"), &age)
	m := presentingFile(t, path)
	look(m) // the file as it was read: nothing to say
	if m.status.Text != "" {
		t.Errorf("a first look at an unchanged file says %q", m.status.Text)
	}
	hit(m, space)
	if step, _ := m.Step(); step != 1 || !strings.Contains(m.View(), "Watts") {
		t.Fatalf("step 2 is not shown:\n%s", m.View())
	}

	deckFile(t, path, reloadDeck("", "Kilowatts now"), &age)
	look(m)
	if step, _ := m.Step(); step != 1 || !strings.Contains(m.View(), "Kilowatts now") || !strings.Contains(m.View(), "Reloaded "+path+": 3 steps.") {
		t.Errorf("the edit is not shown at step 2:\n%s", m.View())
	}

	extra := "  - {title: {en: New, zh-TW: N}, caption: {en: Inserted, zh-TW: N}, panel: compare}\n"
	deckFile(t, path, reloadDeck(extra, "Kilowatts now"), &age)
	look(m)
	if step, _ := m.Step(); step != 2 || m.panels[m.active].ID() != "power" {
		t.Errorf("a step added before: on step %d (%s), want the power step, now 3:\n%s", step+1, m.panels[m.active].ID(), m.View())
	}

	broken := strings.Replace(reloadDeck(extra, "Broken"), "panel: evidence", "panel: nope", 1)
	deckFile(t, path, broken, &age)
	look(m)
	view := m.View()
	if step, _ := m.Step(); step != 2 || !strings.Contains(view, "Kilowatts now") || strings.Contains(view, "Broken") ||
		!m.status.Error || !strings.Contains(m.status.Text, "talk goes on with the deck as it was") ||
		!strings.Contains(m.status.Text, path+`:6: unknown panel "nope"`) {
		t.Errorf("a deck with a mistake: status %+v\n%s", m.status, view)
	}
	hit(m, space)
	if step, _ := m.Step(); step != 3 || !strings.Contains(m.View(), "Last") {
		t.Errorf("after a refused edit the talk does not go on with the old deck:\n%s", m.View())
	}
	deckFile(t, path, reloadDeck(extra, "Kilowatts now"), &age) // put back as it was
	look(m)
	if m.status.Text != "" {
		t.Errorf("put back, the refusal is still said: %+v", m.status)
	}

	hit(m, tea.KeyMsg{Type: tea.KeyHome})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'l'}}) // the presenter moves the jitter
	deckFile(t, path, strings.Replace(reloadDeck(extra, "Kilowatts now"), "caption: {en: Credits", "caption: {en: Credit loop", 1), &age)
	look(m)
	if v := m.panels[m.active].(kit.Persistent).Values()["credit"]["jitter_ns"]; v != 610 || !strings.Contains(m.View(), "Credit loop") {
		t.Errorf("a text edit put the knob back to %v, or is not shown:\n%s", v, m.View())
	}
	deckFile(t, path, strings.Replace(reloadDeck(extra, "Kilowatts now"), "credit.jitter_ns: 600", "credit.jitter_ns: 900", 1), &age)
	look(m)
	if v := m.panels[m.active].(kit.Persistent).Values()["credit"]["jitter_ns"]; v != 900 {
		t.Errorf("a step whose values changed is not opened at them: jitter %v", v)
	}

	hit(m, tea.KeyMsg{Type: tea.KeyEnd})
	deckFile(t, path, "title: {en: T, zh-TW: T}\nsteps:\n  - {title: {en: Only, zh-TW: O}, caption: {en: One step, zh-TW: O}, panel: credit}\n", &age)
	look(m)
	if step, _ := m.Step(); step != 0 || !strings.Contains(m.View(), "One step") {
		t.Errorf("a deck cut to one step: on step %d\n%s", step+1, m.View())
	}

	os.Remove(path)
	look(m) // an editor replacing the file: a first miss is not said
	if m.status.Error {
		t.Errorf("a file missing at one look: %+v", m.status)
	}
	look(m)
	if !m.status.Error || !strings.Contains(m.status.Text, path) {
		t.Errorf("a file missing at two looks: %+v", m.status)
	}
}

// TestBuiltinDeckIsNotWatched: the built-in deck has no file to look at.
func TestBuiltinDeckIsNotWatched(t *testing.T) {
	t.Parallel()
	m, _ := presenting(t, i18n.English, 80, 24, nil)
	if m.pollDeck() != nil {
		t.Error("the built-in deck is polled")
	}
	if deckPollInterval > 250*time.Millisecond {
		t.Errorf("a poll every %v cannot show an edit within a second", deckPollInterval)
	}
}
