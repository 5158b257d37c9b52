package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/recover"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/panels/kit"
	"pegasus/ui/safe"
)

// Server is `pegasus serve`: an SSH server that gives every connection an
// explorer of its own.
type Server struct {
	cfg     Config
	ssh     *ssh.Server
	ln      net.Listener
	compute *kit.Compute
	limiter *rateLimiter

	mu       sync.Mutex
	sessions map[*session]struct{}
	active   atomic.Int64 // sessions admitted and not ended
	conns    atomic.Int64 // TCP connections open
	opened   sync.Map     // when each open connection came, by address
	closing  atomic.Bool
	gate     chan struct{}  // sessions drawing a lecture state at once (see session.follow)
	stalled  atomic.Int64   // sessions cut off because their client stopped reading
	wg       sync.WaitGroup // the sessions' handlers
}

// New builds a server from a checked configuration; Listen then Serve run
// it.
func New(cfg Config) (*Server, error) {
	if cfg.HostKey == nil {
		return nil, errors.New("serve: no host key")
	}
	s := &Server{cfg: cfg, sessions: map[*session]struct{}{}, compute: cfg.Compute,
		limiter: newRateLimiter(cfg.RatePerMinute), gate: make(chan struct{}, max(1, runtime.NumCPU()/2))}
	if s.compute == nil {
		s.compute = kit.NewCompute(cfg.Workers, cfg.CacheEntries)
	}
	s.limiter.s = s
	opts := []ssh.Option{
		wish.WithAddress(cfg.Listen),
		wish.WithIdleTimeout(cfg.IdleTimeout),
		wish.WithMaxTimeout(cfg.MaxTimeout),
		func(srv *ssh.Server) error {
			srv.AddHostKey(cfg.HostKey)
			srv.ConnCallback = s.admitConn
			srv.ConnectionFailedCallback = s.connFailed
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": sessionChannel}
			srv.SessionRequestCallback = keepTerminal
			srv.Version = "pegasus"
			return nil
		},
		wish.WithMiddleware(recover.MiddlewareWithLogger(panicLog{s}, s.middlewares()...)),
	}
	if len(cfg.AuthorizedKeys) > 0 {
		opts = append(opts, wish.WithPublicKeyAuth(s.publicKeyAuth))
	}
	if len(cfg.Passphrase) > 0 {
		opts = append(opts, wish.WithKeyboardInteractiveAuth(s.passphraseAuth))
	}
	srv, err := wish.NewServer(opts...)
	if err != nil {
		return nil, fmt.Errorf("set up the SSH server: %w", err)
	}
	s.ssh = srv
	return s, nil
}

// Listen opens the listening socket (so that its address is known before
// Serve, with a port of 0).
func (s *Server) Listen() error {
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return err
	}
	s.ln = ln
	return nil
}

// Addr is the address the server listens on.
func (s *Server) Addr() net.Addr { return s.ln.Addr() }

// Compute is the engines every session shares (for its statistics).
func (s *Server) Compute() *kit.Compute { return s.compute }

// Stalled is how many sessions were cut off because their client stopped
// reading.
func (s *Server) Stalled() int { return int(s.stalled.Load()) }

// Sessions is how many sessions are open.
func (s *Server) Sessions() int { return int(s.active.Load()) }

// Serve accepts connections until Shutdown; it returns nil then, else
// why it stopped.
func (s *Server) Serve() error {
	err := s.ssh.Serve(s.ln)
	if errors.Is(err, ssh.ErrServerClosed) || s.closing.Load() {
		return nil
	}
	return err
}

// Shutdown ends the lecture: no new connection is taken, every session is
// told the lecture ended and closed, and the connections still open after
// wait are cut. It returns how many sessions were told.
func (s *Server) Shutdown(wait time.Duration) int {
	s.closing.Store(true)
	s.ln.Close()
	s.mu.Lock()
	told := len(s.sessions)
	for ss := range s.sessions {
		go ss.end()
	}
	s.mu.Unlock()
	done := make(chan struct{})
	go func() { s.wg.Wait(); close(done) }()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-done:
	case <-t.C:
	}
	s.ssh.Close() // cuts what is left: clients that stopped reading
	<-done
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	_ = s.ssh.Shutdown(ctx)
	return told
}

// admitConn takes a new TCP connection, or closes it at once when twice
// the sessions allowed are open already (a flood of handshakes).
func (s *Server) admitConn(ctx ssh.Context, conn net.Conn) net.Conn {
	if s.closing.Load() || s.conns.Load() >= int64(2*s.cfg.MaxSessions+8) {
		s.logRefusal(conn.RemoteAddr(), "connections", 0)
		return nil
	}
	s.conns.Add(1)
	addr := conn.RemoteAddr().String()
	s.opened.Store(addr, s.cfg.now())
	go func() {
		<-ctx.Done()
		s.conns.Add(-1)
		s.opened.Delete(addr)
	}()
	return conn
}

// connFailed logs a connection whose handshake failed: a key not listed
// or a wrong passphrase ("auth"), or one that gave up ("handshake").
func (s *Server) connFailed(conn net.Conn, err error) {
	var took time.Duration
	if t, ok := s.opened.Load(conn.RemoteAddr().String()); ok {
		took = s.cfg.now().Sub(t.(time.Time))
	}
	reason := "handshake"
	var auth *gossh.ServerAuthError
	if errors.As(err, &auth) {
		reason = "auth"
	}
	s.logRefusal(conn.RemoteAddr(), reason, took, "error", safe.Line(err.Error()))
}

// panicLog logs a panic a session's handler recovered from.
type panicLog struct{ s *Server }

// Printf implements recover.Logger.
func (l panicLog) Printf(format string, v ...any) {
	if l.s.cfg.Log != nil {
		l.s.cfg.Log.Error(fmt.Sprintf(format, v...))
	}
}
