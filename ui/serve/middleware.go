package serve

import (
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/ratelimiter"
	gossh "golang.org/x/crypto/ssh"
	"golang.org/x/time/rate"
)

// Why a session was refused, as the log says it.
const (
	refusedRate  = "rate"
	refusedExec  = "exec"
	refusedNoPTY = "no-pty"
	refusedFull  = "full"
)

// middlewares are the session's handlers, first to run last (wish
// composes them so): the explorer, then the checks before it, and first
// of all the terminal's steady copy (see terminal.go).
func (s *Server) middlewares() []wish.Middleware {
	return []wish.Middleware{
		s.explorer(),
		s.capSessions,
		s.requirePTY,
		s.refuseCommands,
		ratelimiter.Middleware(s.limiter),
		s.logSession,
		steadyTerminal,
	}
}

// refuse tells the client why in one line (in its language), records the
// reason for the log and closes the session with exit status 1.
func (s *Server) refuse(sess ssh.Session, reason, line string) {
	sess.Context().SetValue(refusalKey{}, reason)
	fmt.Fprint(sess.Stderr(), line+"\r\n")
	_ = sess.Exit(1)
}

// refuseCommands refuses a command (ssh host ls): only the explorer runs.
func (s *Server) refuseCommands(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if len(sess.Command()) > 0 || sess.RawCommand() != "" {
			s.refuse(sess, refusedExec, s.textFor(sess).Serve.RefuseExec)
			return
		}
		next(sess)
	}
}

// requirePTY refuses a session without a terminal (ssh -T).
func (s *Server) requirePTY(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if _, _, ok := sess.Pty(); !ok {
			s.refuse(sess, refusedNoPTY, s.textFor(sess).Serve.RefuseNoPTY)
			return
		}
		next(sess)
	}
}

// capSessions admits at most MaxSessions sessions at once.
func (s *Server) capSessions(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if n := s.active.Add(1); n > int64(s.cfg.MaxSessions) {
			s.active.Add(-1)
			s.refuse(sess, refusedFull, fmt.Sprintf(s.textFor(sess).Serve.RefuseFullFmt, s.cfg.MaxSessions))
			return
		}
		defer s.active.Add(-1)
		next(sess)
	}
}

// rateLimiter admits RatePerMinute new sessions a minute from an address
// (wish's limiter: a token bucket per address, the latest 4096 addresses
// remembered), and words its refusal in the client's language.
type rateLimiter struct {
	s     *Server
	inner ratelimiter.RateLimiter
}

// newRateLimiter allows perMinute sessions a minute, all of them at once.
func newRateLimiter(perMinute int) *rateLimiter {
	n := max(1, perMinute)
	return &rateLimiter{inner: ratelimiter.NewRateLimiter(rate.Limit(float64(n)/60), n, 4096)}
}

// Allow implements ratelimiter.RateLimiter.
func (r *rateLimiter) Allow(sess ssh.Session) error {
	if err := r.inner.Allow(sess); err != nil {
		sess.Context().SetValue(refusalKey{}, refusedRate)
		return errors.New(r.s.textFor(sess).Serve.RefuseRate + "\r\n")
	}
	return nil
}

// logSession writes one line when a session ends: its address, user,
// how it was admitted (and with which key), terminal, language, how long
// it lasted, and the reason it was refused, if it was.
func (s *Server) logSession(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		start := s.cfg.now()
		pty, winch, hasPTY := sess.Pty()
		defer drainResizes(winch, hasPTY)
		defer func() {
			if s.cfg.Log == nil {
				return
			}
			kv := []any{"addr", sess.RemoteAddr().String(), "user", sess.User()}
			kv = append(kv, authOf(sess)...)
			kv = append(kv, "term", pty.Term, "lang", string(s.langFor(sess)), "duration", s.cfg.now().Sub(start).Round(time.Millisecond))
			t := s.cfg.text().Serve
			if reason, ok := sess.Context().Value(refusalKey{}).(string); ok {
				s.cfg.Log.Warn(t.LogRefused, append(kv, "reason", reason)...)
				return
			}
			s.cfg.Log.Info(t.LogSession, kv...)
		}()
		next(sess)
	}
}

// drainResizes reads, until the session's requests end, the window sizes
// no explorer takes any more: the SSH library hands each resize over
// without a buffer, and a client resizing as its session ends would
// otherwise hold its requests, and with them its connection, for good.
func drainResizes(winch <-chan ssh.Window, ok bool) {
	if ok && winch != nil {
		go func() {
			for range winch {
			}
		}()
	}
}

// authOf is how a session was admitted, for the log: the method, and the
// key's fingerprint for a public key.
func authOf(sess ssh.Session) []any {
	method, _ := sess.Context().Value(authMethodKey{}).(string)
	if method == "" {
		method = authNone
	}
	kv := []any{"auth", method}
	if k := sess.PublicKey(); k != nil && method == authKey {
		kv = append(kv, "key", gossh.FingerprintSHA256(k))
	}
	return kv
}

// logRefusal writes a line for a connection refused before any session:
// too many connections, or a failed handshake (a wrong key or passphrase).
func (s *Server) logRefusal(addr net.Addr, reason string, took time.Duration, kv ...any) {
	if s.cfg.Log == nil {
		return
	}
	t := s.cfg.text().Serve
	s.cfg.Log.Warn(t.LogRefused, append([]any{"addr", addr.String(), "reason", reason, "duration", took.Round(time.Millisecond)}, kv...)...)
}
