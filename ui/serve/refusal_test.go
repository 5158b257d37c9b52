package serve

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"pegasus/ui/safe"
)

// TestRefusesWithoutPTY: a session without a terminal gets one line and
// exit status 1.
func TestRefusesWithoutPTY(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	conn, err := ts.dial(t)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	var stderr syncBuffer
	sess.Stderr = &stderr
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	requireExit(t, sess.Wait(), 1)
	if got := strings.TrimSpace(stderr.String()); got != "This server shows the Pegasus explorer only: connect from a terminal (ssh -t)." {
		t.Fatalf("stderr = %q", got)
	}
	ts.waitLog(t, wait, "msg=refused", "reason=no-pty")
}

// TestRefusesCommands: ssh host CMD runs nothing, in the client's
// language.
func TestRefusesCommands(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	for _, tc := range []struct{ lang, want string }{
		{"en_US.UTF-8", "This server runs no commands"},
		{"zh_TW.UTF-8", "這台伺服器不執行任何指令"},
	} {
		conn, err := ts.dial(t)
		if err != nil {
			t.Fatal(err)
		}
		sess, err := conn.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.Setenv("LANG", tc.lang); err != nil {
			t.Fatal(err)
		}
		var stderr syncBuffer
		sess.Stderr = &stderr
		requireExit(t, sess.Run("cat /etc/passwd"), 1)
		if !strings.HasPrefix(stderr.String(), tc.want) || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("LANG=%s: stderr = %q, want one line starting %q", tc.lang, stderr.String(), tc.want)
		}
		conn.Close()
	}
	ts.waitLog(t, wait, "reason=exec")
}

// TestRefusesForwardingAndFiles: no port forwarding either way, no SFTP,
// no X11 or agent forwarding, no variables beyond the locale's and the
// terminal's.
func TestRefusesForwardingAndFiles(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	conn, err := ts.dial(t)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Dial("tcp", ts.addr); err == nil {
		t.Error("a direct-tcpip channel (ssh -L) was opened")
	}
	if ln, err := conn.Listen("tcp", "127.0.0.1:0"); err == nil {
		ln.Close()
		t.Error("a remote forward (ssh -R) was accepted")
	}
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestSubsystem("sftp"); err == nil {
		t.Error("the sftp subsystem was accepted")
	}
	sess2, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range []string{"x11-req", "auth-agent-req@openssh.com"} {
		if ok, err := sess2.SendRequest(req, true, nil); ok || err != nil {
			t.Errorf("%s: accepted %v, error %v; want a refusal", req, ok, err)
		}
	}
	if err := sess2.Setenv("LD_PRELOAD", "/tmp/x.so"); err == nil {
		t.Error("LD_PRELOAD was accepted")
	}
	if err := sess2.Setenv("LANG", "en_US.UTF-8"); err != nil {
		t.Errorf("LANG was refused: %v", err)
	}
}

// TestAuthorizedKeysAndPassphrase: with a key list and a passphrase, a
// listed key or the passphrase gets in; another key, or a wrong
// passphrase, does not, and the log says so.
func TestAuthorizedKeysAndPassphrase(t *testing.T) {
	t.Parallel()
	listed, other := testKey(t), testKey(t)
	ts := startServer(t, func(c *Config) {
		c.AuthorizedKeys = []gossh.PublicKey{listed.PublicKey()}
		c.Passphrase = []byte("fat-tree 2025")
	})
	answer := func(a string) gossh.AuthMethod {
		return gossh.KeyboardInteractive(func(_, _ string, qs []string, _ []bool) ([]string, error) {
			if len(qs) != 1 || !strings.Contains(qs[0], "Class passphrase") || !strings.Contains(qs[0], "課堂密語") {
				return nil, errors.New("unexpected prompt")
			}
			return []string{a}, nil
		})
	}
	if _, err := ts.dial(t, gossh.PublicKeys(other)); err == nil {
		t.Error("a key not listed got in")
	}
	ts.waitLog(t, wait, "reason=auth")
	if _, err := ts.dial(t, answer("fat-tree 2024")); err == nil {
		t.Error("a wrong passphrase got in")
	}
	c := ts.open(t, termOptions{auth: []gossh.AuthMethod{gossh.PublicKeys(listed)}, answer: true})
	c.waitText(wait, "Welcome")
	c.quit()
	ts.waitLog(t, wait, "auth=publickey", "key="+gossh.FingerprintSHA256(listed.PublicKey()))
	p := ts.open(t, termOptions{auth: []gossh.AuthMethod{answer("fat-tree 2025")}, answer: true})
	p.waitText(wait, "Welcome")
	p.quit()
	ts.waitLog(t, wait, "auth=passphrase")
	if strings.Contains(ts.log.String(), "fat-tree") {
		t.Error("the log holds the passphrase")
	}
}

// TestRefusesOverTheSessionCap: one student more than the cap is told the
// class is full, in one line.
func TestRefusesOverTheSessionCap(t *testing.T) {
	t.Parallel()
	ts := startServer(t, func(c *Config) { c.MaxSessions = 2 })
	for i := 0; i < 2; i++ {
		ts.open(t, termOptions{answer: true}).waitText(wait, "Welcome")
	}
	c := ts.open(t, termOptions{answer: true})
	if code := c.waitEnd(wait); code != 1 {
		t.Fatalf("exit status %d, want 1", code)
	}
	if got := c.stderr.String(); got != "The class is full (2 students connected): try again in a while.\r\n" {
		t.Fatalf("stderr = %q", got)
	}
	ts.waitLog(t, wait, "reason=full")
}

// TestRefusesOverTheRate: past the per-address rate, a new connection is
// told to wait.
func TestRefusesOverTheRate(t *testing.T) {
	t.Parallel()
	ts := startServer(t, func(c *Config) { c.RatePerMinute = 2 })
	for i := 0; i < 2; i++ {
		c := ts.open(t, termOptions{answer: true})
		c.waitText(wait, "Welcome")
		c.quit()
	}
	c := ts.open(t, termOptions{answer: true})
	if code := c.waitEnd(wait); code != 1 {
		t.Fatalf("exit status %d, want 1", code)
	}
	if got := c.stderr.String(); !strings.HasPrefix(got, "Too many connections from your address") {
		t.Fatalf("stderr = %q", got)
	}
	ts.waitLog(t, wait, "reason=rate")
}

// TestHostKey: made once with mode 0600 and reused; a key others may
// read is refused and left as it is.
func TestHostKey(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "state", "pegasus", HostKeyName)
	k1, err := LoadHostKey(path)
	if err != nil || !k1.Created {
		t.Fatalf("first load: %v (created %v)", err, k1.Created)
	}
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("the new key's mode is %v (%v), want 0600", info.Mode().Perm(), err)
	}
	k2, err := LoadHostKey(path)
	if err != nil || k2.Created || k2.Fingerprint() != k1.Fingerprint() {
		t.Fatalf("second load: %v, created %v, same key %v", err, k2.Created, k2.Fingerprint() == k1.Fingerprint())
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadHostKey(path)
	var pf *safe.PrivateFileError
	if !errors.As(err, &pf) || pf.OtherOwner {
		t.Fatalf("a key readable by others: %v, want a *safe.PrivateFileError", err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o644 {
		t.Fatalf("the refused key's mode was changed to %v", info.Mode().Perm())
	}
	if _, err := LoadHostKey(dir); err == nil {
		t.Fatal("a directory was taken for a key")
	}
	if _, err := os.Stat(filepath.Join(dir, HostKeyName)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("a key was made beside a directory given as the key")
	}
}

// requireExit checks a session's end: exit status want.
func requireExit(t *testing.T, err error, want int) {
	t.Helper()
	var ee *gossh.ExitError
	if !errors.As(err, &ee) || ee.ExitStatus() != want {
		t.Fatalf("the session ended with %v, want exit status %d", err, want)
	}
}

// TestIdleConnectionIsClosed: a connection with no traffic either way for
// the idle timeout is closed.
func TestIdleConnectionIsClosed(t *testing.T) {
	t.Parallel()
	ts := startServer(t, func(c *Config) { c.IdleTimeout = 500 * time.Millisecond })
	start := time.Now()
	c := ts.open(t, termOptions{answer: true})
	c.waitEnd(wait)
	if took := time.Since(start); took < 500*time.Millisecond {
		t.Fatalf("closed after %s, before the idle timeout", took)
	}
	ts.waitLog(t, wait, "msg=session")
}
