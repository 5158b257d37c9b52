package serve

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// wait is how long a test waits for what a key should bring; it passes in
// milliseconds, so only a broken server reaches it.
const wait = 20 * time.Second

// TestSessionEndToEnd connects a real SSH client with a PTY: it sees the
// explorer's first frame, dismisses the start page, moves a knob, resizes
// its terminal, quits, and the log has the session's line.
func TestSessionEndToEnd(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	c := ts.open(t, termOptions{answer: true})
	c.waitText(wait, "Welcome to the Pegasus explorer", "1 Credit loop")
	c.send("x") // any key closes the start page
	c.waitFor("the credit loop's knobs", wait, func(s string) bool {
		return !strings.Contains(s, "Welcome") && strings.Contains(s, "Jitter J      600 ns")
	})
	c.send("\x1b[C") // right: the selected knob (jitter) up one step
	c.waitText(wait, "Jitter J      610 ns")
	c.resize(120, 40)
	s := c.waitText(wait, "6 Evidence", "7 Reading") // tabs only a wider screen has room for
	if lines := strings.Split(s, "\n"); len(lines) != 40 {
		t.Fatalf("the screen has %d lines, want 40", len(lines))
	}
	c.send("q")
	if code := c.waitEnd(wait); code != 0 {
		t.Fatalf("quitting ended the session with status %d, want 0", code)
	}
	l := ts.waitLog(t, wait, "msg=session", "auth=none", "term=xterm-256color", "lang=en")
	if !regexp.MustCompile(`duration=[0-9.]+m?s`).MatchString(l) {
		t.Fatalf("the log line has no duration:\n%s", l)
	}
}

// TestColourProfilesSideBySide runs a 256-colour terminal and a dumb one at
// once: each gets the colours its TERM allows (styles come from each
// session's renderer, charts included), and both show the same explorer.
func TestColourProfilesSideBySide(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	rich := ts.open(t, termOptions{term: "xterm-256color", answer: true})
	dumb := ts.open(t, termOptions{term: "dumb"})
	for _, c := range []*client{rich, dumb} {
		c.waitText(wait, "Welcome")
		c.send("x")
		c.waitFor("the chart", wait, func(s string) bool {
			return strings.Contains(s, "Jitter J") && strings.Contains(s, "Throughput (Gb/s)") && !strings.Contains(s, "computing")
		})
	}
	if sgr, _, _, _ := dumb.screen.counts(); sgr != 0 {
		t.Errorf("TERM=dumb got %d colour or attribute escapes, want none", sgr)
	}
	sgr, s256, strue, _ := rich.screen.counts()
	if sgr == 0 || s256 == 0 || strue != 0 {
		t.Errorf("TERM=xterm-256color got %d escapes, %d of 256 colours, %d of 24-bit; want 256-colour ones only", sgr, s256, strue)
	}
	if a, b := rich.screen.Text(), dumb.screen.Text(); a != b {
		t.Errorf("the two terminals show different screens:\n%s\n---\n%s", a, b)
	}
	truecolor := ts.open(t, termOptions{term: "xterm-256color", env: map[string]string{"COLORTERM": "truecolor"}, answer: true})
	truecolor.waitText(wait, "Welcome")
	if _, _, strue, _ := truecolor.screen.counts(); strue == 0 {
		t.Error("COLORTERM=truecolor got no 24-bit colour")
	}
}

// TestSessionLanguage takes each student's language from the variables
// their client sends, else English; --lang decides for everyone.
func TestSessionLanguage(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	zh := ts.open(t, termOptions{env: map[string]string{"LANG": "zh_TW.UTF-8"}, answer: true})
	zh.waitText(wait, "歡迎")
	en := ts.open(t, termOptions{answer: true})
	en.waitText(wait, "Welcome")
	big5 := ts.open(t, termOptions{env: map[string]string{"LC_ALL": "zh_TW.Big5"}, answer: true})
	s := big5.waitText(wait, "Welcome")
	if strings.ContainsAny(s, "╭│▸") {
		t.Errorf("a Big5 terminal got box-drawing glyphs:\n%s", s)
	}
	forced := startServer(t, func(c *Config) { c.Lang = "zh-TW" })
	forced.open(t, termOptions{env: map[string]string{"LANG": "en_US.UTF-8"}, answer: true}).waitText(wait, "歡迎")
}
