package serve

import (
	"strings"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// maxEnv is how many variables a session may send.
const maxEnv = 32

// sessionChannel opens a session channel as wish does, with the requests
// the explorer has no use for refused before they reach it: agent and X11
// forwarding, subsystems (SFTP), and any variable but the locale and the
// terminal's (at most maxEnv of them).
func sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, ch gossh.NewChannel, ctx ssh.Context) {
	ssh.DefaultSessionHandler(srv, conn, filteredChannel{NewChannel: ch}, ctx)
}

// filteredChannel is a session channel whose requests pass a filter.
type filteredChannel struct{ gossh.NewChannel }

// Accept implements gossh.NewChannel.
func (f filteredChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := f.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go filterRequests(reqs, out)
	return ch, out, nil
}

// filterRequests passes the requests a session may make and refuses the
// rest, until the channel closes.
func filterRequests(in <-chan *gossh.Request, out chan<- *gossh.Request) {
	defer close(out)
	env := 0
	for req := range in {
		pass := true
		switch req.Type {
		case "auth-agent-req@openssh.com", "x11-req", "subsystem":
			pass = false
		case "env":
			env++
			pass = env <= maxEnv && wantedVariable(envName(req.Payload))
		}
		if pass {
			out <- req
		} else if req.WantReply {
			_ = req.Reply(false, nil)
		}
	}
}

// envName is the variable an env request sets ("" when malformed).
func envName(payload []byte) string {
	var kv struct{ Key, Value string }
	if gossh.Unmarshal(payload, &kv) != nil {
		return ""
	}
	return kv.Key
}

// wantedVariable reports whether a session may set variable name: the
// locale's (for its language and character set) and the terminal's (for
// its colours).
func wantedVariable(name string) bool {
	switch name {
	case "LANG", "LANGUAGE", "TERM", "COLORTERM", "NO_COLOR", "COLORFGBG":
		return true
	}
	return strings.HasPrefix(name, "LC_")
}

// environ is a session's variables, for locale detection.
type environ map[string]string

// envOf reads a session's variables (the last value of each wins).
func envOf(sess ssh.Session) environ {
	e := environ{}
	for _, kv := range sess.Environ() {
		if k, v, ok := strings.Cut(kv, "="); ok {
			e[k] = v
		}
	}
	return e
}

// get is a variable's value ("" when unset).
func (e environ) get(name string) string { return e[name] }
