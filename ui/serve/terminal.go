package serve

import "github.com/charmbracelet/ssh"

// The SSH library writes a resize into the session's terminal without a
// lock (session.go, "window-change"), on the goroutine that reads the
// session's requests, while Pty reads the same terminal from the handler
// and wish's middleware: a data race. So the terminal is read once, on
// that requests goroutine, when the client asks for its shell (before the
// handler starts), and every handler after it reads that copy. Resizes
// still arrive, as the library sends them, on the copy's channel.

// terminalKey keys the copy of a session's terminal in its context.
type terminalKey struct{}

// terminal is a session's terminal as Pty returned it when the shell was
// asked for.
type terminal struct {
	pty    ssh.Pty
	resize <-chan ssh.Window
	ok     bool
}

// keepTerminal is the server's session request callback: it keeps a copy
// of the session's terminal (it runs on the goroutine that writes it) and
// admits the request.
func keepTerminal(sess ssh.Session, _ string) bool {
	pty, resize, ok := sess.Pty()
	sess.Context().SetValue(terminalKey{}, terminal{pty: pty, resize: resize, ok: ok})
	return true
}

// steadyTerminal hands the handlers after it a session whose Pty is the
// copy keepTerminal kept.
func steadyTerminal(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if term, ok := sess.Context().Value(terminalKey{}).(terminal); ok {
			sess = steadySession{Session: sess, term: term}
		}
		next(sess)
	}
}

// steadySession is a session whose terminal is the copy kept at its start.
type steadySession struct {
	ssh.Session
	term terminal
}

// Pty implements ssh.Session.
func (s steadySession) Pty() (ssh.Pty, <-chan ssh.Window, bool) {
	return s.term.pty, s.term.resize, s.term.ok
}
