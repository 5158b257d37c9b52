package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
)

// tmuxSession drives the real binary in a private tmux server.
type tmuxSession struct {
	t    *testing.T
	path string
	sock string
}

func (s tmuxSession) run(args ...string) string {
	s.t.Helper()
	out, err := exec.Command(s.path, append([]string{"-L", s.sock, "-f", "/dev/null"}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func (s tmuxSession) capture() string { return s.run("capture-pane", "-p") }

// waitFor polls the pane until cond holds (no fixed sleeps).
func (s tmuxSession) waitFor(what string, cond func(pane string) bool) string {
	s.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	var pane string
	for time.Now().Before(deadline) {
		if pane = s.capture(); cond(pane) {
			return pane
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.t.Fatalf("timed out waiting for %s; the pane shows:\n%s", what, pane)
	return ""
}

// matches waits for a line of the pane that matches the regular expression.
func matches(pattern string) func(string) bool {
	re := regexp.MustCompile(pattern)
	return re.MatchString
}

func contains(text string) func(string) bool {
	return func(pane string) bool { return strings.Contains(pane, text) }
}

// TestEndToEndInTmux starts the built binary in a terminal, checks it draws
// the chart, takes keys, survives resizes down to 20x6, quits cleanly with
// the terminal restored, and saves its preferences.
func TestEndToEndInTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	tmuxPath, err := exec.LookPath("tmux")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is required in CI (.ci/run installs it)")
		}
		t.Skip("tmux is not installed")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "pegasus")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	s := tmuxSession{t: t, path: tmuxPath, sock: fmt.Sprintf("pegasus-e2e-%d", os.Getpid())}
	t.Cleanup(func() { exec.Command(tmuxPath, "-L", s.sock, "kill-server").Run() })
	home := filepath.Join(dir, "home")
	script := fmt.Sprintf(`env -i TERM="$TERM" PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=%[1]s XDG_CONFIG_HOME=%[1]s/config XDG_STATE_HOME=%[1]s/state %[2]s; echo PEGASUS_EXIT=$?; sleep 600`, home, bin)
	s.run("new-session", "-d", "-x", "100", "-y", "30", "sh", "-c", script)

	s.waitFor("the throughput chart", func(p string) bool {
		return strings.Contains(p, "Throughput (Gb/s)") && strings.Contains(p, "400│") && strings.ContainsAny(p, "⠉⠒⠤⣀")
	})
	s.run("send-keys", "Right")
	s.waitFor("the jitter to move", contains("610 ns"))
	s.run("send-keys", "Tab")
	s.waitFor("the spraying panel's results", matches(`▸ spraying +100 %`))
	s.run("send-keys", "Tab")
	s.waitFor("the power panel", contains("8 × (150 - 45) W = 840 W"))
	s.run("send-keys", "Tab", "PgDn", "PgDn", "PgDn", "Down", "Enter")
	s.waitFor("a key number to open the power panel", contains("The digest's power arithmetic"))
	s.run("send-keys", "BTab", "BTab")
	s.waitFor("the credit loop again", contains("610 ns"))
	s.run("send-keys", "F2")
	s.waitFor("Chinese", contains("參數"))

	s.run("resize-window", "-x", "60", "-y", "18")
	pane := s.waitFor("the narrow layout", contains("▸ 抖動 610 ns"))
	for i, l := range strings.Split(strings.TrimRight(pane, "\n"), "\n") {
		if w := lipgloss.Width(l); w > 60 {
			t.Errorf("at 60x18 line %d is %d cells: %q", i, w, l)
		}
	}
	s.run("resize-window", "-x", "20", "-y", "6")
	s.waitFor("the too-small message", contains("48x12"))
	s.run("resize-window", "-x", "100", "-y", "30")
	s.waitFor("the full layout again", contains("參數"))

	s.run("send-keys", "q")
	pane = s.waitFor("the program to exit", contains("PEGASUS_EXIT=0"))
	if strings.Contains(pane, "參數") {
		t.Errorf("the explorer's screen is still shown after exit:\n%s", pane)
	}
	prefs, err := os.ReadFile(filepath.Join(home, "state", "pegasus", "prefs.yaml"))
	if err != nil || !strings.Contains(string(prefs), "lang: zh-TW") || !strings.Contains(string(prefs), "jitter_ns: 610") {
		t.Errorf("preferences after exit: %v\n%s", err, prefs)
	}
}
