package ui

import (
	"fmt"
	"os"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
)

// publish writes the presentation's state for the notes viewer, off the
// event loop; a failure shows on the status line.
func (m *Model) publish() tea.Cmd {
	p := m.present
	if p.notes == nil {
		return nil
	}
	p.seq++
	st := p.state(p.seq, m.styles.Glyphs)
	st.Live = m.liveShared()
	pub, t := p.notes, m.text
	return func() tea.Msg {
		if err := pub.Write(st); err != nil {
			return kit.StatusMsg{Text: fmt.Sprintf(t.Lecture.NotesFailedFmt, notes.Explain(t, err)), Error: true}
		}
		return nil
	}
}

// state is the presentation's state for the notes viewer: the deck, the
// step and the next one (their texts, where they happen and what their
// pauses reveal, in each language), the plan and the time spent, and
// how many of the step's pauses are revealed.
func (p *presenter) state(seq int, g kit.Glyphs) notes.State {
	texts := func(s deck.Step) map[string]notes.StepText {
		out := map[string]notes.StepText{}
		for _, l := range i18n.Langs {
			t, cat := i18n.For(l), p.catalog(l)
			pv := deck.PreviewOf(s, t, cat, g, false)
			out[string(l)] = notes.StepText{Title: s.Title.In(l), Caption: s.Caption.In(l), Notes: s.Notes.In(l),
				Where: pv.Where, Params: pv.Params, Big: pv.Big, Pauses: deck.PauseNames(s, t, cat)}
		}
		return out
	}
	cur := p.current()
	st := notes.State{Version: notes.Version, PID: os.Getpid(), Seq: seq, Deck: map[string]string{}, Step: p.step + 1,
		Steps: len(p.deck.Steps), Current: texts(cur), Started: p.started, Blank: p.blank,
		Planned: p.deck.Plan(), StepPlanned: cur.Planned, StepSpent: p.spent[p.step], StepEntered: p.entered,
		Reveal: p.reveal, Pauses: len(cur.Pauses)}
	for _, l := range i18n.Langs {
		st.Deck[string(l)] = p.deck.Title.In(l)
	}
	if p.step+1 < len(p.deck.Steps) {
		next := p.deck.Steps[p.step+1]
		st.Next, st.NextPlanned = texts(next), next.Planned
	}
	return st
}
