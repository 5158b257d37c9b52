package deck_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"pegasus/assets"
	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/settings"
)

// hostile is a deck whose texts hold an OSC title, a clear screen, an OSC
// 52 clipboard write, a bell, a carriage return and a bidi override.
const hostile = "title: {en: \"Deck\\e]2;owned\\a\", zh-TW: \"簡報\\e[2J\"}\n" +
	"steps:\n  - title: {en: \"Step\\e[2J\\e[H one\", zh-TW: 第一步}\n" +
	"    caption: {en: \"cap\\e]52;c;aGVsbG8=\\ation\", zh-TW: 說明}\n" +
	"    notes: {en: \"no\\rtes \\u202eevil\"}\n    panel: credit\n"

// TestDeckTextIsCleaned is item 5: a deck title holding ESC ] 2 ; ... BEL
// retitled the terminal through present --dump and notes. The loaded
// deck, and the handout from it, hold no control character.
func TestDeckTextIsCleaned(t *testing.T) {
	tx, cat := catalog(t, i18n.English)
	d, err := deck.Load(tx, "d.yaml", []byte(hostile), cat)
	if err != nil {
		t.Fatal(err)
	}
	s := d.Steps[0]
	texts := []string{d.Title.In(i18n.English), d.Title.In(i18n.TraditionalChinese), s.Title.In(i18n.English), s.Caption.In(i18n.English), s.Notes.In(i18n.English)}
	for _, text := range texts {
		if controlIn(text) {
			t.Errorf("a control character is left in %q", text)
		}
	}
	if texts[0] != "Deck" || texts[2] != "Step one" || texts[3] != "caption" || texts[4] != "notes evil" {
		t.Errorf("the texts around the sequences were not kept: %q", texts)
	}
	var b bytes.Buffer
	if err := deck.Markdown(&b, d, tx, cat, kit.Glyphs{}); err != nil {
		t.Fatal(err)
	}
	if controlIn(b.String()) {
		t.Errorf("the handout holds a control character:\n%q", b.String())
	}
}

// TestDeckProblemsQuoteNoControlCharacter: a problem message quotes what
// the deck gave (an unknown panel, a file name), cleaned.
func TestDeckProblemsQuoteNoControlCharacter(t *testing.T) {
	tx, cat := catalog(t, i18n.English)
	_, err := deck.Load(tx, "evil\x1b]2;x\x07.yaml", []byte(step("    panel: \"no\\e]52;c;eA==\\ape\"\n")), cat)
	if err == nil || controlIn(err.Error()) || !strings.Contains(err.Error(), `evil.yaml:5: unknown panel "no`) {
		t.Errorf("%q", err)
	}
}

// controlIn reports a control character other than a line break.
func controlIn(s string) bool {
	for _, r := range s {
		if (r < 0x20 && r != '\n') || (r >= 0x7f && r < 0xa0) || r == '\u202e' {
			return true
		}
	}
	return false
}

// FuzzDeckFile: whatever a deck file holds, Load refuses it as bad input
// (exit 2) whose message holds no control character, or returns a deck
// whose texts, and whose handout, hold none: deck text never reaches a
// terminal raw.
func FuzzDeckFile(f *testing.F) {
	builtin, err := assets.Decks.ReadFile(assets.BuiltinDeck)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{string(builtin), hostile, step("    panel: credit\n"), step("    panel: \"\\e]2;x\\a\"\n"),
		"title: {en: \"\\x1b\", zh-TW: \"\\x07\"}\nsteps: []\n", "\x00\xff", ""} {
		f.Add([]byte(s))
	}
	tx, cat := catalog(f, i18n.English)
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := deck.Load(tx, "d.yaml", data, cat)
		if err != nil {
			var in *settings.InputError
			if !errors.As(err, &in) || controlIn(err.Error()) {
				t.Fatalf("not a clean refusal: %q", err)
			}
			return
		}
		var b bytes.Buffer
		if err := deck.Markdown(&b, d, tx, cat, kit.Glyphs{}); err != nil {
			t.Fatal(err)
		}
		if controlIn(b.String()) {
			t.Fatalf("the handout holds a control character: %q", b.String())
		}
	})
}
