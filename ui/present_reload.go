package ui

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/safe"
)

// Live reload: while a deck file is presented, the presenter looks at it
// every deckPollInterval (its size and modification time; a changed one
// is read through the capped, type-checked reader and compared by hash)
// and, when it changed, reads and checks it off the event loop. A deck
// that checks replaces the one on screen at the same step (by its id, else
// by its number); one that does not is reported on the status line and
// the talk goes on with the deck as it was. One look runs at a time: the
// next is scheduled when the last one's answer arrives.

// deckPollInterval is how often the presenter looks at its deck file.
const deckPollInterval = 250 * time.Millisecond

// deckWatch is what the presenter knows of its deck file.
type deckWatch struct {
	path string // "" for the built-in deck: nothing to watch
	// stamp is the file as last looked at; sum is the hash of the bytes
	// the deck on screen was read from (zero before the first read).
	stamp fileStamp
	sum   [sha256.Size]byte
	// failed: the status line says the file's last version was refused;
	// missing: the file was missing at the last look.
	failed, missing bool
}

// fileStamp tells whether a file may have changed without reading it.
type fileStamp struct {
	mod  time.Time
	size int64
}

// newDeckWatch watches the deck file at path ("" for none).
func newDeckWatch(path string) deckWatch { return deckWatch{path: path} }

// deckPollMsg: time to look at the deck file again.
type deckPollMsg struct{}

func (deckPollMsg) presentMsg() {}

// deckReadMsg is what a look at the deck file found.
type deckReadMsg struct {
	stamp fileStamp
	sum   [sha256.Size]byte
	// unchanged: the file's size and time are as they were; same: its
	// bytes are those of the deck on screen; missing: there is no file.
	unchanged, same, missing bool
	deck                     deck.Deck
	err                      error
}

func (deckReadMsg) presentMsg() {}

// pollDeck schedules the next look at the deck file (none for the
// built-in deck).
func (m *Model) pollDeck() tea.Cmd {
	if m.present.watch.path == "" {
		return nil
	}
	return m.cfg.clock().Tick(deckPollInterval, func(time.Time) tea.Msg { return deckPollMsg{} })
}

// readDeck looks at the deck file off the event loop: its stamp, then,
// when that changed, its bytes, then, when they changed, the deck they
// hold, checked against the panels in the current language.
func (m *Model) readDeck() tea.Cmd {
	w, t, cat := m.present.watch, m.text, m.present.catalog(m.text.Lang)
	return func() tea.Msg {
		info, err := os.Stat(w.path)
		if err != nil {
			_, _, why := deckSource(t, w.path) // the reason, worded as at start-up
			if why == nil {
				why = err
			}
			return deckReadMsg{err: why, missing: errors.Is(err, fs.ErrNotExist)}
		}
		stamp := fileStamp{mod: info.ModTime(), size: info.Size()}
		if stamp == w.stamp {
			return deckReadMsg{stamp: stamp, unchanged: true}
		}
		source, raw, err := deckSource(t, w.path)
		if err != nil {
			return deckReadMsg{stamp: stamp, err: err}
		}
		sum := sha256.Sum256(raw)
		if sum == w.sum {
			return deckReadMsg{stamp: stamp, sum: sum, same: true}
		}
		d, err := deck.Load(t, source, raw, cat)
		return deckReadMsg{stamp: stamp, sum: sum, deck: d, err: err}
	}
}

// deckRead takes what a look at the deck file found (presentUpdate then
// schedules the next look).
func (m *Model) deckRead(msg deckReadMsg) tea.Cmd {
	w := &m.present.watch
	first := w.sum == [sha256.Size]byte{}
	var cmd tea.Cmd
	switch {
	case msg.missing && !w.missing:
		w.missing, w.stamp = true, fileStamp{} // an editor replacing it: look again
	case msg.err != nil:
		w.missing, w.failed, w.stamp = false, true, msg.stamp
		cmd = m.setStatus(kit.StatusMsg{Text: safe.Line(fmt.Sprintf(m.text.Lecture.ReloadFailedFmt, firstProblem(m.text, msg.err))), Error: true})
	case msg.unchanged:
	case msg.same:
		w.missing, w.stamp = false, msg.stamp
		if w.failed { // put back as it was: the refusal is over
			w.failed, m.status = false, kit.StatusMsg{}
		}
	default:
		w.missing, w.failed, w.stamp, w.sum = false, false, msg.stamp, msg.sum
		if !first || !reflect.DeepEqual(msg.deck, m.present.deck) {
			cmd = m.reloadDeck(msg.deck)
		}
	}
	return cmd
}

// reloadDeck puts deck d on screen in place of the one presented, at the
// same step: the step with the same id, else the same number (or the
// last). A step whose panel, page, values and big numbers did not change
// keeps the panel as the presenter left it; the pauses revealed stay
// revealed, as far as the step still has them.
func (m *Model) reloadDeck(d deck.Deck) tea.Cmd {
	p := m.present
	old, oldStep := p.current(), p.step
	i := min(p.step, len(d.Steps)-1)
	if j, ok := d.Find(old.ID); ok {
		i = j
	}
	p.enter(i, m.cfg.now())
	spent := make([]time.Duration, len(d.Steps))
	copy(spent, p.spent)
	p.deck, p.spent = d, spent
	m.live.digest = "" // the followers' servers tell the decks apart by it
	p.reveal = min(p.reveal, len(p.current().Pauses))
	status := m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Lecture.ReloadedFmt, d.Source, len(d.Steps))})
	if i == oldStep && sameScreen(old, p.current()) {
		m.layout()
		return tea.Batch(m.holdSeries(), m.publish(), status)
	}
	p.answer = false
	return tea.Batch(m.applyStep(true), status)
}

// sameScreen reports whether two steps put the same panel on screen the
// same way: panel, page, values and big numbers (texts aside).
func sameScreen(a, b deck.Step) bool {
	return a.Agenda == b.Agenda && a.Panel == b.Panel && a.Page == b.Page &&
		reflect.DeepEqual(a.Values, b.Values) && reflect.DeepEqual(a.Big, b.Big)
}

// firstProblem is the first line of a deck's problems, with how many more
// there are.
func firstProblem(t *i18n.Text, err error) string {
	lines := strings.Split(err.Error(), "\n")
	if len(lines) == 1 {
		return lines[0]
	}
	return lines[0] + t.Shell.ListSep + fmt.Sprintf(t.Lecture.DeckMoreFmt, len(lines)-1)
}
