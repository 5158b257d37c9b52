package kit

import tea "github.com/charmbracelet/bubbletea"

// Handlers are a panel's own parts of Update; Base.Handle does the rest,
// the same for every panel: a key goes to the knobs, then to the panel's
// keys, then to paging and answers; a mouse event to the knobs or the
// page bar and body; a lecture step's values to Values; engine results
// and the settle timer to Engines; anything else to Msg, then to
// HandleCommon. Every field may be nil.
type Handlers struct {
	// Knobs are the panel's knob controls (see KnobInput).
	Knobs KnobHandler
	// Key takes a key the knobs did not; it reports whether the key was
	// the panel's.
	Key func(tea.KeyMsg) (tea.Cmd, bool)
	// Mouse takes a mouse event the knobs did not; it reports whether it
	// did anything. Without it, the base turns pages and scrolls.
	Mouse func(tea.MouseMsg) (tea.Cmd, bool)
	// Values moves the knobs to values a lecture step or a link gives
	// (SetValuesMsg), by group, then key.
	Values func(map[string]map[string]float64) tea.Cmd
	// Engines are the panel's slow engines; Install shows a result.
	Engines *Engines
	Install func(any)
	// Msg takes a message of the panel's own (an animation's frame); it
	// reports whether it was one.
	Msg func(tea.Msg) (tea.Cmd, bool)
	// After runs after every message that changed the panel and adds its
	// command (the engines a page shown for the first time needs).
	After func() tea.Cmd
}

// KnobHandler is what Base.Handle needs of a panel's knobs: keys that
// select, move and reset them, and the mouse (see KnobInput).
type KnobHandler interface {
	Key(tea.KeyMsg) (tea.Cmd, bool)
	Mouse(tea.MouseMsg) (tea.Cmd, bool)
}

// SetHandlers names the panel's own parts of Update (see Handle).
func (b *Base) SetHandlers(h Handlers) { b.handlers = h }

// Handle is a panel's Update: it routes msg through the panel's handlers
// (SetHandlers) and the parts every panel shares and, when msg changed
// the panel, redraws it (Redraw: once a frame in the explorer) and
// returns the commands it led to.
func (b *Base) Handle(msg tea.Msg) tea.Cmd {
	b.search.navOnly = false
	defer func() { b.search.navOnly = false }()
	cmd, handled := b.route(msg)
	if !handled {
		return nil
	}
	if b.handlers.After != nil {
		cmd = tea.Batch(cmd, b.handlers.After())
	}
	b.Redraw()
	return cmd
}

// route hands msg to whichever part takes it; it reports whether one did.
func (b *Base) route(msg tea.Msg) (tea.Cmd, bool) {
	h := b.handlers
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if h.Knobs != nil {
			if cmd, ok := h.Knobs.Key(msg); ok {
				return cmd, true
			}
		}
		if h.Key != nil {
			if cmd, ok := h.Key(msg); ok {
				return cmd, true
			}
		}
		return nil, b.HandleCommon(msg)
	case tea.MouseMsg:
		switch {
		case h.Knobs != nil:
			return h.Knobs.Mouse(msg)
		case h.Mouse != nil:
			return h.Mouse(msg)
		}
		_, _, ok := b.HandleMouse(msg)
		return nil, ok
	case SetValuesMsg:
		if h.Values != nil {
			return h.Values(msg.Values), true
		}
	}
	if h.Engines != nil {
		if cmd, ok := h.Engines.Handle(msg, h.Install); ok {
			return cmd, true
		}
	}
	if h.Msg != nil {
		if cmd, ok := h.Msg(msg); ok {
			return cmd, true
		}
	}
	return nil, b.HandleCommon(msg)
}

// KnobInput is the knob part of a panel whose knobs move a state S: the
// knob keys and the mouse over the knob column, each move installed with
// Move. It implements KnobHandler.
type KnobInput[S any] struct {
	Base *Base
	// Controls are the knobs on screen (a panel with several groups
	// shows the page's).
	Controls func() *Controls[S]
	// Get is the knobs' current values; Defaults what the reset keys
	// restore.
	Get, Defaults func() S
	// Move installs values the user moved to, and returns what they start.
	Move func(S) tea.Cmd
}

// Key implements KnobHandler: select, move or reset a knob.
func (k KnobInput[S]) Key(msg tea.KeyMsg) (tea.Cmd, bool) {
	if s, ok := k.Controls().HandleKey(msg, k.Base.Keys, k.Get(), k.Defaults()); ok {
		return k.Move(s), true
	}
	return nil, false
}

// Mouse implements KnobHandler: a click selects a knob, the wheel over
// the knobs moves the selected one; the page bar and body are the base's.
func (k KnobInput[S]) Mouse(msg tea.MouseMsg) (tea.Cmd, bool) {
	s, moved, ok := HandleKnobMouse(k.Base, k.Controls(), msg, k.Get())
	if moved {
		return k.Move(s), true
	}
	return nil, ok
}
