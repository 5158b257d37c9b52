package serve

import (
	"sync"

	"pegasus/ui"
)

// Lecture carries where the lecture is to every session that follows it:
// the latest state, handed at once to a session that joins late, and to
// each session through a mailbox of its own that keeps only the newest
// state, so that a session slow to take it never holds the others up.
type Lecture struct {
	mu   sync.Mutex
	last ui.LectureMsg
	have bool
	subs map[*mailbox]struct{}
}

// NewLecture makes a lecture that no presenter has started yet.
func NewLecture() *Lecture { return &Lecture{subs: map[*mailbox]struct{}{}} }

// Publish makes msg the lecture's state and hands it to every session.
func (l *Lecture) Publish(msg ui.LectureMsg) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.last, l.have = msg, true
	for mb := range l.subs {
		mb.put(msg)
	}
}

// Last is the lecture's state, and whether any was published.
func (l *Lecture) Last() (ui.LectureMsg, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.last, l.have
}

// subscribe opens a session's mailbox, holding the current state if any.
func (l *Lecture) subscribe() *mailbox {
	mb := &mailbox{wake: make(chan struct{}, 1)}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.subs[mb] = struct{}{}
	if l.have {
		mb.put(l.last)
	}
	return mb
}

// unsubscribe closes a session's mailbox.
func (l *Lecture) unsubscribe(mb *mailbox) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.subs, mb)
}

// mailbox holds the newest state a session has not taken yet.
type mailbox struct {
	mu   sync.Mutex
	msg  ui.LectureMsg
	full bool
	wake chan struct{}
}

// put replaces what the mailbox holds and wakes its reader.
func (mb *mailbox) put(msg ui.LectureMsg) {
	mb.mu.Lock()
	mb.msg, mb.full = msg, true
	mb.mu.Unlock()
	nudge(mb.wake)
}

// take empties the mailbox.
func (mb *mailbox) take() (ui.LectureMsg, bool) {
	mb.mu.Lock()
	defer mb.mu.Unlock()
	msg, ok := mb.msg, mb.full
	mb.msg, mb.full = ui.LectureMsg{}, false
	return msg, ok
}
