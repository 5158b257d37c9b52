package serve

import (
	"fmt"
	"maps"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/bubbletea"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/safe"
)

// session is one student's connection: what they type, what their screen
// is sent, their explorer, and their mailbox for the lecture.
type session struct {
	s       *Server
	sess    ssh.Session
	in      *input
	out     *outbox
	program atomic.Pointer[tea.Program]
	ending  atomic.Bool
	done    chan struct{}
	once    sync.Once
}

// explorer runs an explorer for the session (wish's Bubble Tea
// middleware, one program per session), with its input and output
// carried by the session's own goroutines, and says goodbye when the
// server ends the lecture.
func (s *Server) explorer() wish.Middleware {
	run := bubbletea.MiddlewareWithProgramHandler(s.program, termenv.Ascii)
	return func(next ssh.Handler) ssh.Handler {
		inner := run(next)
		return func(sess ssh.Session) {
			ss := s.open(sess)
			defer s.close(ss)
			inner(sess)
			if ss.ending.Load() {
				fmt.Fprint(ss.out, "\r\n"+s.textFor(sess).Serve.LectureOver+"\r\n")
			}
		}
	}
}

// open sets up a session's input and output and registers it.
func (s *Server) open(sess ssh.Session) *session {
	ss := &session{s: s, sess: sess, in: newInput(sess), done: make(chan struct{})}
	ss.out = newOutbox(sess, s.cfg.OutputBuffer, s.cfg.stall(), func() {
		s.stalled.Add(1)
		disconnect(sess)
	})
	sess.Context().SetValue(sessionKey{}, ss)
	s.wg.Add(1)
	s.mu.Lock()
	s.sessions[ss] = struct{}{}
	s.mu.Unlock()
	if s.closing.Load() {
		ss.ending.Store(true)
	}
	return ss
}

// close sends what the screen still holds (briefly), ends the session
// with exit status 0, stops its goroutines and unregisters it. The status
// goes before the session counts as ended: Shutdown closes the
// connections once every session has, and the SSH library would send it
// only after the handler returns, perhaps too late.
func (s *Server) close(ss *session) {
	ss.out.Close(2 * time.Second)
	_ = ss.sess.Exit(0) // the library's own Exit(0) after the handler then does nothing
	ss.in.close()
	ss.once.Do(func() { close(ss.done) })
	s.mu.Lock()
	delete(s.sessions, ss)
	s.mu.Unlock()
	s.wg.Done()
}

// end asks the session's explorer to quit: the server is closing.
func (ss *session) end() {
	ss.ending.Store(true)
	if p := ss.program.Load(); p != nil {
		p.Quit()
	}
}

// disconnect cuts a session's connection (its client stopped reading).
func disconnect(sess ssh.Session) {
	if c, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn); ok {
		_ = c.Close()
	}
}

// program builds the session's explorer: its own configuration, its
// terminal's renderer, and its mailbox for the lecture. A client whose
// connection closed while its terminal was asked gets none (nil): no one
// is there to draw for.
func (s *Server) program(sess ssh.Session) *tea.Program {
	ss, ok := sess.Context().Value(sessionKey{}).(*session)
	if !ok {
		return nil
	}
	r := ss.renderer()
	if sess.Context().Err() != nil {
		return nil
	}
	cfg := s.uiConfig(sess, r)
	m := ui.New(cfg)
	opts := []tea.ProgramOption{tea.WithInput(ss.in), tea.WithOutput(ss.out), tea.WithAltScreen(),
		tea.WithFPS(ui.FPS), tea.WithoutSignalHandler()}
	if cfg.Mouse {
		opts = append(opts, tea.WithMouseCellMotion())
	}
	p := tea.NewProgram(sessionModel{m: m, gate: s.gate}, opts...)
	ss.program.Store(p)
	if s.cfg.Lecture != nil {
		go ss.follow(p, s.cfg.Lecture)
	}
	if ss.ending.Load() {
		go p.Quit()
	}
	return p
}

// gateHold is the longest one session holds the gate: a session that
// takes longer (its client stopped reading, and its screen waits for
// room) lets the others through and finishes on its own.
const gateHold = 100 * time.Millisecond

// follow hands the lecture's newest state to the explorer until the
// session ends. A step makes every follower redraw at once: to keep that
// burst from taking every processor from the students who type, at most
// the server's gate of sessions take a state at a time (a state waiting
// meanwhile is replaced by a newer one).
func (ss *session) follow(p *tea.Program, l *Lecture) {
	mb := l.subscribe()
	defer l.unsubscribe(mb)
	gate := ss.s.gate
	for {
		select {
		case <-mb.wake:
		case <-ss.done:
			return
		}
		if ss.out.backedUp() {
			// A client that does not take its screen does not take a
			// turn at the gate either: it gets the newest state alone.
			if msg, ok := mb.take(); ok {
				p.Send(msg)
			}
			continue
		}
		select {
		case gate <- struct{}{}:
		case <-ss.done:
			return
		}
		msg, ok := mb.take()
		if !ok {
			<-gate
			continue
		}
		drawn := make(chan struct{})
		go func() {
			p.Send(msg)
			p.Send(taken{}) // returns once the explorer has drawn msg
			close(drawn)
		}()
		hold := time.NewTimer(gateHold)
		select {
		case <-drawn:
		case <-hold.C:
		}
		hold.Stop()
		<-gate
		select {
		case <-drawn:
		case <-ss.done:
			return
		}
	}
}

// taken is sent after a lecture state: the event loop takes it once it
// has handled (and drawn) the state before it.
type taken struct{}

// renderer is the session's Lip Gloss renderer (wish's MakeRenderer: the
// colour profile from the client's TERM and variables, the background
// from asking the terminal). The terminal's answer is read through a
// deadline, so that a client that does not answer waits QueryTimeout at
// most, and any key typed meanwhile is kept for the explorer.
func (ss *session) renderer() *lipgloss.Renderer {
	deadline := make(chan struct{})
	t := time.AfterFunc(QueryTimeout, func() { close(deadline) })
	defer t.Stop()
	q := &querySession{Session: ss.sess, in: ss.in, deadline: deadline}
	r := bubbletea.MakeRenderer(q)
	ss.in.unread(stripReplies(q.seen))
	ss.in.dropLateReplies(5 * QueryTimeout)
	return r
}

// querySession is the session as MakeRenderer reads it: through the
// input's deadline, keeping what it read.
type querySession struct {
	ssh.Session
	in       *input
	deadline <-chan struct{}
	seen     []byte
}

// Read implements io.Reader.
func (q *querySession) Read(p []byte) (int, error) {
	n, err := q.in.read(p, q.deadline)
	q.seen = append(q.seen, p[:n]...)
	return n, err
}

// uiConfig is a session's explorer: in the client's language and
// character set, its terminal's colours, the server's knob values, the
// shared engines, no export, no preferences, and the lecture to follow.
func (s *Server) uiConfig(sess ssh.Session, r *lipgloss.Renderer) ui.Config {
	env := envOf(sess)
	cs := i18n.DetectCharset(env.get)
	lang := s.langFor(sess)
	values := map[string]map[string]float64{}
	for g, v := range s.cfg.Values {
		values[g] = maps.Clone(v)
	}
	cfg := ui.Config{Lang: lang, Theme: kit.ThemeAuto, ASCII: s.cfg.ASCII || !cs.UTF8, DarkBackground: r.HasDarkBackground(),
		Mouse: s.cfg.Mouse, Values: values, Content: s.cfg.Content, ShowStartPage: s.cfg.Follow == nil,
		Renderer: r, Compute: s.compute.Session(s.cfg.SessionEngines), NoExport: true, Follow: s.cfg.Follow,
		Clock: s.cfg.clock()}
	if !cs.UTF8 {
		cfg.LanguageLock = fmt.Sprintf(i18n.For(i18n.English).Charset.LanguageLockedFmt,
			cs.Var+"="+safe.Line(cs.Value), cs.Var+"="+cs.UTF8Locale())
	}
	return cfg
}

// langFor is a session's language: the server's --lang, else the
// client's locale (English when it sends none, or one whose character
// set is not UTF-8).
func (s *Server) langFor(sess ssh.Session) i18n.Lang {
	env := envOf(sess)
	if !i18n.DetectCharset(env.get).UTF8 {
		return i18n.English
	}
	if s.cfg.Lang != "" {
		return s.cfg.Lang
	}
	return i18n.DetectLang(env.get)
}

// textFor is the catalog of a session's language.
func (s *Server) textFor(sess ssh.Session) *i18n.Text { return i18n.For(s.langFor(sess)) }

// sessionModel is the explorer as a session runs it: sizes are bounded
// (MaxWidth x MaxHeight), whatever the client claims, and while it
// follows the lecture, the redraw an engine's result brings waits for the
// server's gate, as a lecture step does (a result shared by the whole
// class reaches every follower at once).
type sessionModel struct {
	m    *ui.Model
	gate chan struct{}
}

// Init implements tea.Model.
func (w sessionModel) Init() tea.Cmd { return w.m.Init() }

// Update implements tea.Model.
func (w sessionModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(taken); ok {
		return w, nil
	}
	if r, ok := msg.(kit.Routed); ok && w.m.Following() {
		if _, ok := r.Msg.(kit.EngineResult); ok {
			hold := time.NewTimer(gateHold)
			defer hold.Stop()
			select {
			case w.gate <- struct{}{}:
				defer func() { <-w.gate }()
			case <-hold.C: // its own step may hold the gate: go on
			}
		}
	}
	if ws, ok := msg.(tea.WindowSizeMsg); ok {
		msg = tea.WindowSizeMsg{Width: min(max(ws.Width, 0), MaxWidth), Height: min(max(ws.Height, 0), MaxHeight)}
	}
	_, cmd := w.m.Update(msg)
	return w, cmd
}

// View implements tea.Model.
func (w sessionModel) View() string { return w.m.View() }
