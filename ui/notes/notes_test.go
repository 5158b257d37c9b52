//go:build unix

package notes

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/safe"
)

func TestMain(m *testing.M) {
	if base := os.Getenv("PEGASUS_TEST_PRESENT"); base != "" {
		os.Exit(presentForATest(base))
	}
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// presentForATest is a presenter in a process of its own: it publishes
// step 2 of 3, says so, and holds on until it is killed (or its test,
// gone, closes its standard input).
func presentForATest(base string) int {
	pub, err := NewPublisher(base)
	if err != nil {
		return 3
	}
	if err := pub.Write(sampleState(time.Now())); err != nil {
		return 3
	}
	os.Stdout.WriteString("presenting\n")
	_, _ = io.Copy(io.Discard, os.Stdin)
	return 0
}

var at = time.Date(2026, 2, 1, 9, 0, 0, 0, time.UTC)

// sampleState is step 2 of 3, started a minute before now: its second
// visit to step 2, after 30 s on it, began 20 s ago; it plans 1 minute of
// a 45-minute talk, and one of its two pauses is revealed.
func sampleState(now time.Time) State {
	step := func(title string) map[string]StepText {
		return map[string]StepText{"en": {Title: title, Caption: title + " caption", Notes: title + " notes",
			Where: "Credit loop, page Throughput", Params: "Batch 64 KiB", Big: []string{"Eq. 1", "Eq. 2"},
			Pauses: []string{"the big number Eq. 2", title + " line"}},
			"zh-TW": {Title: title + "（中）", Caption: "說明", Notes: "備註", Where: "credit 迴圈", Pauses: []string{"式 2", "一行"}}}
	}
	return State{Version: Version, PID: os.Getpid(), Seq: 1, Deck: map[string]string{"en": "Deck", "zh-TW": "簡報"},
		Step: 2, Steps: 3, Current: step("Second"), Next: step("Third"), Started: now.Add(-time.Minute),
		Planned: 45 * time.Minute, StepPlanned: time.Minute, NextPlanned: 2 * time.Minute,
		StepSpent: 30 * time.Second, StepEntered: now.Add(-20 * time.Second), Reveal: 1, Pauses: 2}
}

// writeState writes s as JSON to the state file in base's private
// directory (made as a presenter makes it), and returns that file.
func writeState(t *testing.T, base string, s any) string {
	t.Helper()
	raw, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return writeRaw(t, base, raw)
}

// writeRaw writes bytes as the state file.
func writeRaw(t *testing.T, base string, raw []byte) string {
	t.Helper()
	dir, err := safe.PrivateDir(base, DirName())
	if err != nil {
		t.Fatal(err)
	}
	path := Path(dir)
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// within fails when fn does not return within a few seconds.
func within(t *testing.T, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { fn(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s blocked", what)
	}
}

// screen is the notes screen for base at time at, w cells wide, in lang.
func screen(lang i18n.Lang, base string, w int) (string, Snapshot) {
	snap := Look(base, at)
	return strings.Join(Lines(i18n.For(lang), kit.NewStyles(kit.ThemeDark, false), snap, at, w), "\n"), snap
}

func TestAValidStateIsShown(t *testing.T) {
	base := t.TempDir()
	pub, err := NewPublisher(base)
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()
	if err := pub.Write(sampleState(at)); err != nil {
		t.Fatal(err)
	}
	out, snap := screen(i18n.English, base, 80)
	if snap.Err != nil || snap.Gone {
		t.Fatalf("snapshot %+v", snap)
	}
	for _, want := range []string{"Step 2 of 3", "Second caption", "Second notes", "Next: Third", "1:00",
		"pause 1 of 2", "Next press: Second line", "This step: ▲0:10 left (planned 1:00)", "The talk: 44:00 left (planned 45:00)",
		"Next: Third (planned 2:00)", "On screen: Credit loop, page Throughput", "Parameters: Batch 64 KiB",
		"In big digits: Eq. 1; Eq. 2", "Pauses: 2, revealed a press at a time"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q:\n%s", want, out)
		}
	}
	if out, _ := screen(i18n.TraditionalChinese, base, 80); !strings.Contains(out, "第 2 步，共 3 步") || !strings.Contains(out, "備註") ||
		!strings.Contains(out, "本步：▲剩 0:10（預定 1:00）") || !strings.Contains(out, "下一次按鍵：一行") || !strings.Contains(out, "畫面：credit 迴圈") {
		t.Errorf("in Chinese:\n%s", out)
	}
}

// TestACorruptStateIsAnError is item 4: "Step 99 of 3" and a timer of
// 2562047:47:16 (a start time never set) were shown as valid. Each
// problem is an error, worded in both languages.
func TestACorruptStateIsAnError(t *testing.T) {
	edit := func(f func(*State)) State { s := sampleState(at); f(&s); return s }
	cases := []struct {
		state   State
		problem Problem
		en, zh  string
	}{
		{edit(func(s *State) { s.Step = 99 }), BadStep, "step 99 of 3", "第 99 步，共 3 步"},
		{edit(func(s *State) { s.Step = 0 }), BadStep, "step 0 of 3", "第 0 步"},
		{edit(func(s *State) { s.Steps = 0; s.Step = 0 }), BadSteps, "0 steps", "0 步"},
		{edit(func(s *State) { s.Version = 1 }), BadVersion, "format 1", "格式是 1"},
		{edit(func(s *State) { s.Version = 3 }), BadVersion, "format 3", "格式是 3"},
		{edit(func(s *State) { s.Seq = 0 }), BadSeq, "sequence number 0", "序號是 0"},
		{edit(func(s *State) { s.PID = -1 }), BadPID, "process -1", "-1"},
		{edit(func(s *State) { s.Started = time.Time{} }), BadStart, "0001-01-01", "0001-01-01"},
		{edit(func(s *State) { s.Started = at.Add(48 * time.Hour) }), BadStart, "in the future", "未來"},
		{edit(func(s *State) { s.Current = nil }), NoText, "no text", "沒有"},
		{edit(func(s *State) { s.Next = nil }), BadNext, "next step", "下一步"},
		{edit(func(s *State) { s.Step = 3 }), BadNext, "next step", "下一步"},
		{edit(func(s *State) { s.Planned = -time.Second }), BadPlan, "planned time below 0 or above 24:00:00", "預定時間"},
		{edit(func(s *State) { s.StepPlanned = 25 * time.Hour }), BadPlan, "planned time", "預定時間"},
		{edit(func(s *State) { s.NextPlanned = -time.Minute }), BadPlan, "planned time", "預定時間"},
		{edit(func(s *State) { s.StepEntered = time.Time{} }), BadStepClock, "entered at 0001-01-01", "0001-01-01"},
		{edit(func(s *State) { s.StepEntered = at.Add(48 * time.Hour) }), BadStepClock, "in the future", "未來"},
		{edit(func(s *State) { s.StepSpent = time.Hour }), BadStepClock, "after 1h0m0s on it", "1h0m0s"},
		{edit(func(s *State) { s.StepSpent = -time.Second }), BadStepClock, "cannot be", "不可能"},
		{edit(func(s *State) { s.Reveal = 3 }), BadReveal, "3 of 2 pauses", "已揭示 3 個停頓、共 2 個"},
		{edit(func(s *State) { s.Reveal = -1 }), BadReveal, "-1 of 2 pauses", "-1"},
		{edit(func(s *State) { s.Pauses, s.Reveal = 10, 0 }), BadReveal, "at most 9", "最多 9 個"},
		{edit(func(s *State) { s.Next["en"] = StepText{Title: "T", Big: []string{"a", "b", "c"}} }), BadPreview, "more than 2 big numbers", "超過 2 個大字讀數"},
	}
	for _, c := range cases {
		base := t.TempDir()
		writeState(t, base, c.state)
		var se *StateError
		snap := Look(base, at)
		if !errors.As(snap.Err, &se) || se.Problem != c.problem || snap.State != nil {
			t.Errorf("%s: %+v", c.en, snap)
			continue
		}
		if en := Explain(i18n.For(i18n.English), snap.Err); !strings.Contains(en, c.en) {
			t.Errorf("English: %q lacks %q", en, c.en)
		}
		if zh := Explain(i18n.For(i18n.TraditionalChinese), snap.Err); !strings.Contains(zh, c.zh) {
			t.Errorf("Chinese: %q lacks %q", zh, c.zh)
		}
		out, _ := screen(i18n.English, base, 80)
		if strings.Contains(out, "Step 99") || strings.Contains(out, "2562047") || !strings.Contains(out, "cannot be shown") {
			t.Errorf("%s: the screen shows\n%s", c.en, out)
		}
		var b bytes.Buffer
		if err := Print(&b, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), at, 80); !errors.As(err, &se) || b.Len() != 0 {
			t.Errorf("%s: Print returned %v and printed %q", c.en, err, b.String())
		}
	}
	base := t.TempDir()
	writeRaw(t, base, []byte("{\"version\": 1, \"step\": "))
	var se *StateError
	if snap := Look(base, at); !errors.As(snap.Err, &se) || se.Problem != NotJSON {
		t.Errorf("half a file: %+v", snap)
	}
}

// TestAStateFileThatIsNotARegularFileIsRefusedAtOnce is item 4: a FIFO
// hung `notes --once`, a link to /dev/zero grew to 1.5 GB.
func TestAStateFileThatIsNotARegularFileIsRefusedAtOnce(t *testing.T) {
	place := map[string]func(path string) error{
		"FIFO":             func(p string) error { return syscall.Mkfifo(p, 0o600) },
		"character device": func(p string) error { return os.Symlink("/dev/zero", p) },
		"directory":        func(p string) error { return os.Mkdir(p, 0o700) },
		"bytes": func(p string) error {
			f, err := os.Create(p)
			if err == nil {
				err = f.Truncate(1 << 30)
				f.Close()
			}
			return err
		},
	}
	for word, make := range place {
		base := t.TempDir()
		dir, _ := safe.PrivateDir(base, DirName())
		if err := make(Path(dir)); err != nil {
			t.Fatal(err)
		}
		var snap Snapshot
		within(t, "reading a "+word, func() { snap = Look(base, at) })
		if snap.Err == nil || Missing(snap.Err) || !strings.Contains(Explain(i18n.For(i18n.English), snap.Err), word) {
			t.Errorf("%s: %v", word, snap.Err)
		}
		var err error
		within(t, "printing a "+word, func() {
			err = Print(&bytes.Buffer{}, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), at, 80)
		})
		if err == nil {
			t.Errorf("%s: Print succeeded", word)
		}
	}
}

// TestTextFromTheStateReachesNoTerminalRaw is item 5: a title holding an
// OSC title sequence retitled the terminal through `notes`; a clear
// screen and an OSC 52 clipboard write passed too.
func TestTextFromTheStateReachesNoTerminalRaw(t *testing.T) {
	base := t.TempDir()
	s := sampleState(at)
	s.Deck["en"] = "Deck\x1b]2;owned\x07"
	s.Current["en"] = StepText{Title: "Second\x1b[2J\x1b[H", Caption: "cap\x1b]52;c;aGVsbG8=\x07tion", Notes: "no\rtes\x1b[31m red\u202e"}
	s.Next["en"] = StepText{Title: "Third\x07", Caption: "\x1bP+q\x1b\\next"}
	writeState(t, base, s)
	var b bytes.Buffer
	if err := Print(&b, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), at, 80); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, r := range out {
		if (r < 0x20 && r != '\n') || r == 0x7f || r == '\u202e' {
			t.Fatalf("control %U printed:\n%q", r, out)
		}
	}
	for _, want := range []string{"Deck", "Second", "caption", "notes red", "Next: Third"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
}

// TestTheRuntimeDirectoryIsLeftAsItIs is item 1 for the presenter: a 1777
// directory and a 0755 home named as the runtime directory keep their
// modes; the presenter works in pegasus-<uid>, mode 0700, inside.
func TestTheRuntimeDirectoryIsLeftAsItIs(t *testing.T) {
	for _, mode := range []fs.FileMode{0o777 | fs.ModeSticky, 0o755} {
		base := filepath.Join(t.TempDir(), "base")
		os.Mkdir(base, 0o700)
		os.Chmod(base, mode)
		before, _ := os.Stat(base)
		pub, err := NewPublisher(base)
		if err != nil {
			t.Fatalf("%s: %v", safe.Mode(before.Mode()), err)
		}
		pub.Write(sampleState(at))
		pub.Close()
		after, _ := os.Stat(base)
		if after.Mode() != before.Mode() {
			t.Errorf("the runtime directory went from %s to %s", safe.Mode(before.Mode()), safe.Mode(after.Mode()))
		}
		for path, want := range map[string]string{DirIn(base): "0700", Path(DirIn(base)): "0600"} {
			if info, err := os.Stat(path); err != nil || safe.Mode(info.Mode()) != want {
				t.Errorf("%s: %v, want %s", path, err, want)
			}
		}
	}
}

// TestAnUnsafePrivateDirectoryIsRefused: a private directory that others
// may enter is refused by the presenter and by the viewer, and left as it
// is.
func TestAnUnsafePrivateDirectoryIsRefused(t *testing.T) {
	base := t.TempDir()
	os.Mkdir(DirIn(base), 0o700)
	os.Chmod(DirIn(base), 0o755)
	if _, err := NewPublisher(base); !Unsafe(err) {
		t.Errorf("the presenter: %v", err)
	}
	snap := Look(base, at)
	if !Unsafe(snap.Err) || !strings.Contains(Explain(i18n.For(i18n.English), snap.Err), "PEGASUS_RUNTIME_DIR") {
		t.Errorf("the viewer: %v", snap.Err)
	}
	if info, _ := os.Stat(DirIn(base)); info.Mode().Perm() != 0o755 {
		t.Errorf("the directory was changed to %v", info.Mode().Perm())
	}
	err := Follow(context.Background(), &bytes.Buffer{}, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), func() time.Time { return at }, 80)
	if !Unsafe(err) {
		t.Errorf("Follow: %v", err)
	}
}

// TestASecondPresenterIsRefused is item 6: the second presenter silently
// took over the first one's state file.
func TestASecondPresenterIsRefused(t *testing.T) {
	base := t.TempDir()
	first, err := NewPublisher(base)
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewPublisher(base)
	var le *safe.LockedError
	if !errors.As(err, &le) || le.PID != os.Getpid() {
		t.Fatalf("a second presenter: %v", err)
	}
	for lang, want := range map[i18n.Lang]string{i18n.English: "another presenter (PID", i18n.TraditionalChinese: "另一個簡報程式（PID"} {
		if msg := Explain(i18n.For(lang), err); !strings.Contains(msg, want) || !strings.Contains(msg, DirIn(base)) {
			t.Errorf("%s: %q", lang, msg)
		}
	}
	first.Close()
	second, err := NewPublisher(base)
	if err != nil {
		t.Fatalf("after the first one quit: %v", err)
	}
	second.Close()
}

// TestAPresenterThatIsGoneIsNoticed is item 6: after kill -9 of the
// presenter, notes showed its last step with the timer running forever.
// The presenter runs in a process of its own here, and is killed.
func TestAPresenterThatIsGoneIsNoticed(t *testing.T) {
	base := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PEGASUS_TEST_PRESENT="+base)
	out, _ := cmd.StdoutPipe()
	hold, _ := cmd.StdinPipe() // it holds on while this stays open
	defer hold.Close()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "presenting\n" {
		t.Fatalf("the presenter said %q", line)
	}
	now := time.Now()
	if snap := Look(base, now); snap.Err != nil || snap.Gone || snap.State.PID != cmd.Process.Pid {
		t.Fatalf("while it presents: %+v", snap)
	}
	cmd.Process.Kill()
	cmd.Wait()
	snap := Look(base, now)
	if snap.Err != nil || !snap.Gone {
		t.Fatalf("after kill -9: %+v", snap)
	}
	lines := strings.Join(Lines(i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), snap, now.Add(time.Hour), 80), "\n")
	if !strings.Contains(lines, "is gone") || strings.Contains(lines, "1:01:") {
		t.Errorf("the screen after kill -9:\n%s", lines)
	}
	var b bytes.Buffer
	err := Follow(context.Background(), &b, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), time.Now, 80)
	if err != nil || !strings.Contains(b.String(), "is gone") {
		t.Errorf("Follow after kill -9: %v\n%s", err, b.String())
	}
}

// TestFollowEndsWithThePresentation and on cancel, at once, even with a
// state file that is a FIFO (item 4: it ignored SIGTERM for 10 minutes).
func TestFollowEndsWithThePresentation(t *testing.T) {
	base := t.TempDir()
	s := sampleState(at)
	s.Ended = true
	writeState(t, base, s)
	var b bytes.Buffer
	now := func() time.Time { return at }
	if err := Follow(context.Background(), &b, base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), now, 80); err != nil ||
		!strings.Contains(b.String(), "The presentation has ended") {
		t.Errorf("an ended presentation: %v\n%s", err, b.String())
	}
	fifoBase := t.TempDir()
	dir, _ := safe.PrivateDir(fifoBase, DirName())
	syscall.Mkfifo(Path(dir), 0o600)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	b.Reset()
	rounds := make(chan time.Time)
	go func() {
		done <- follow(ctx, &b, fifoBase, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, true), now, 80,
			func() <-chan time.Time { return rounds })
	}()
	for range 3 { // three more rounds of reading the FIFO: each send waits for the round before to end
		select {
		case rounds <- at:
		case err := <-done:
			t.Fatalf("Follow on a FIFO ended by itself: %v\n%s", err, b.String())
		case <-time.After(5 * time.Second):
			t.Fatal("Follow is stuck reading the FIFO")
		}
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) || !strings.Contains(b.String(), "FIFO") || strings.Count(b.String(), "FIFO") != 1 {
			t.Errorf("Follow on a FIFO: %v\n%s", err, b.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Follow did not stop when cancelled")
	}
}

// TestViewerShowsTheStateAndSwitchesLanguage drives the full-screen
// viewer as a terminal would.
func TestViewerShowsTheStateAndSwitchesLanguage(t *testing.T) {
	base := t.TempDir()
	pub, _ := NewPublisher(base)
	defer pub.Close()
	pub.Write(sampleState(at))
	v := NewViewer(base, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, false), func() time.Time { return at })
	v.Init()
	v.Update(teaSize(60, 20))
	if !strings.Contains(v.View(), "Step 2 of 3") {
		t.Fatalf("the viewer shows:\n%s", v.View())
	}
	v.Update(teaKey('L'))
	if !strings.Contains(v.View(), "第 2 步，共 3 步") {
		t.Errorf("after L:\n%s", v.View())
	}
	for _, line := range strings.Split(v.View(), "\n") {
		if kit.Width(line) > 60 {
			t.Errorf("a line wider than 60: %q", line)
		}
	}
	if n := strings.Count(v.View(), "\n") + 1; n != 20 {
		t.Errorf("%d lines on a 20-line terminal", n)
	}
}

// TestCountdown: a plan counts down, rounding up to the second, warns in
// its last fifth (15 s to 5 min) and shows the time past it after a
// plus; the warning and the overtime carry a glyph, in the ASCII set too.
func TestCountdown(t *testing.T) {
	for _, c := range []struct {
		spent, plan time.Duration
		level       Level
		text        string
	}{
		{0, 2 * time.Minute, OnTime, "2:00"},
		{500 * time.Millisecond, 2 * time.Minute, OnTime, "2:00"},
		{95 * time.Second, 2 * time.Minute, OnTime, "0:25"},
		{96 * time.Second, 2 * time.Minute, Warning, "0:24"},
		{2 * time.Minute, 2 * time.Minute, Warning, "0:00"},
		{2*time.Minute + 12*time.Second, 2 * time.Minute, Overtime, "+0:12"},
		{39 * time.Minute, 45 * time.Minute, OnTime, "6:00"},
		{40 * time.Minute, 45 * time.Minute, Warning, "5:00"},
		{5 * time.Second, 10 * time.Second, Warning, "0:05"},
	} {
		got := CountDown(c.spent, c.plan)
		if got.Level != c.level || got.Text() != c.text {
			t.Errorf("%v of %v: %v %q, want %v %q", c.spent, c.plan, got.Level, got.Text(), c.level, c.text)
		}
	}
	uni, ascii := kit.NewStyles(kit.ThemeDark, false), kit.NewStyles(kit.ThemeDark, true)
	over := CountDown(3*time.Minute, 2*time.Minute)
	if got := over.Render(uni); got != "▲+1:00" {
		t.Errorf("overtime without colour: %q", got)
	}
	if got := CountDown(110*time.Second, 2*time.Minute).Render(ascii); got != "!0:10" {
		t.Errorf("a warning in ASCII: %q", got)
	}
	if got := CountDown(time.Second, 2*time.Minute).Render(ascii); got != "1:59" {
		t.Errorf("on time: %q", got)
	}
	if got := over.Words(i18n.For(i18n.TraditionalChinese), uni); got != "▲超時 1:00" {
		t.Errorf("in words: %q", got)
	}
}

func TestClock(t *testing.T) {
	for d, want := range map[time.Duration]string{-time.Second: "0:00", 65 * time.Second: "1:05", 3725 * time.Second: "1:02:05"} {
		if got := Clock(d); got != want {
			t.Errorf("Clock(%v) = %s, want %s", d, got, want)
		}
	}
}

// teaSize is a terminal size message.
func teaSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// teaKey is a key press.
func teaKey(r rune) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}} }
