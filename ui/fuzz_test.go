package ui

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// fuzzKeys is the fixed alphabet of keys a fuzz script presses: every key
// the shell and the panels bind, the digits and letters that are typed
// into the gain converter and the search prompt, and a few that nothing
// binds. Keys a panel binds later are appended (fuzzAlphabet), so that
// every bound key is pressed.
var fuzzKeys = []string{
	"up", "down", "left", "right", "shift+left", "shift+right", "shift+up", "shift+down",
	"pgup", "pgdown", "home", "end", "enter", " ", "backspace", "delete", "esc", "tab", "shift+tab",
	"ctrl+r", "ctrl+u", "ctrl+d", "ctrl+c", "f1", "f2", "f3", "f4", "f5", "f6",
	"?", "L", "T", "m", "/", "n", "q",
	"1", "2", "3", "4", "5", "6", "7", "8", "9", "0", ".",
	"k", "j", "h", "l", "-", "+", "=", "r", "R", "[", "]", "g", "G",
	"x", "D", "中", "é", ",", "ctrl+a", "insert",
}

// A script byte is a key below opResize (fuzzKeys[byte % len]), else a
// resize, a mouse event or a settle step; the ranges give sizes and the
// mouse a fair share of the bytes.
const (
	opResize = 0xa0 // 0xa0-0xcf, then width and height: 1 + b % 220, 1 + b % 70
	opMouse  = 0xd0 // 0xd0-0xef, a mouse event (by byte), then x and y
	opSettle = 0xf0 // 0xf0-0xff, run the commands the model returned so far
)

// mouseEvents are the mouse events a script sends, by byte - opMouse.
var mouseEvents = []tea.MouseEvent{
	{Button: tea.MouseButtonLeft, Action: tea.MouseActionPress},
	{Button: tea.MouseButtonLeft, Action: tea.MouseActionRelease},
	{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress},
	{Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress},
	{Button: tea.MouseButtonRight, Action: tea.MouseActionPress},
	{Button: tea.MouseButtonNone, Action: tea.MouseActionMotion},
	{Button: tea.MouseButtonWheelLeft, Action: tea.MouseActionPress},
}

// maxScriptBytes bounds a script: the fuzzer's longer inputs are cut, so
// that one run stays short.
const maxScriptBytes = 200

// maxSettles bounds the settle steps of one script: each may run every
// engine whose knobs moved (an incast sweep takes tens of milliseconds
// even with fuzzWork's caps), and the fuzzer counts an input that runs
// for ten seconds as a hang. Later settle bytes are skipped; the script's
// closing settle always runs.
const maxSettles = 16

// maxSettleMsgs bounds the messages one settle step delivers (a busy
// panel keeps the spinner ticking).
const maxSettleMsgs = 400

// fuzzAlphabet is fuzzKeys, then every key the shell or a panel binds
// that it lacks, sorted.
func fuzzAlphabet(m *Model) []tea.KeyMsg {
	names := slices.Clone(fuzzKeys)
	var extra []string
	groups := m.keys.full()
	for _, p := range m.panels {
		groups = append(groups, p.FullHelp()...)
	}
	for _, g := range groups {
		for _, b := range g {
			for _, k := range b.Keys() {
				if !slices.Contains(names, k) && !slices.Contains(extra, k) {
					extra = append(extra, k)
				}
			}
		}
	}
	slices.Sort(extra)
	out := make([]tea.KeyMsg, 0, len(names)+len(extra))
	for _, n := range append(names, extra...) {
		out = append(out, keyMsg(n))
	}
	return out
}

// keyTypes maps Bubble Tea's key names ("pgdown", "shift+tab", " ") to
// their key types.
var keyTypes = func() map[string]tea.KeyType {
	out := map[string]tea.KeyType{}
	for k := tea.KeyType(-200); k < 200; k++ {
		if name := k.String(); name != "" && k != tea.KeyRunes {
			out[name] = k
		}
	}
	return out
}()

// keyMsg is the message a terminal sends for a key name.
func keyMsg(name string) tea.KeyMsg {
	if k, ok := keyTypes[name]; ok {
		msg := tea.KeyMsg{Type: k}
		if k == tea.KeySpace {
			msg.Runes = []rune{' '}
		}
		return msg
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(name)}
}

// fuzzConfig builds the shell's configuration from a script's first byte:
// language, ASCII, theme, notices, start page, mouse; its engines are the
// other tests' (sharedEngines).
func fuzzConfig(t *testing.T, b byte) Config {
	cfg := Config{Lang: i18n.English, Theme: kit.ThemeDark, Content: kittest.Content(t), ASCII: b&2 != 0,
		ShowStartPage: b&32 != 0, Mouse: b&64 != 0, Values: fuzzWork(), ExportDir: t.TempDir(),
		Compute: sharedEngines()}
	if b&1 != 0 {
		cfg.Lang = i18n.TraditionalChinese
	}
	cfg.Theme = []kit.ThemeName{kit.ThemeDark, kit.ThemeLight, kit.ThemeHighContrast, kit.ThemeAuto}[(b>>2)&3]
	if b&16 != 0 {
		cfg.Notices = []string{"Your saved preferences /home/someone/.local/state/pegasus/prefs.yaml could not be used " +
			"(power.dpu_w = 10 is not allowed; allowed: more than cx7_w (now 45)). They were moved aside, nothing was lost.",
			"你的偏好設定無法使用，已移到旁邊。"}
	}
	if b&128 != 0 {
		cfg.Status = "Saved preferences overridden this run: credit.jitter_ns by flag --jitter-ns."
	}
	return cfg
}

// fuzzWork keeps the engines' runs short, so that a script runs fast:
// the knobs that set how much work a run does start at these values, and
// the driver moves them back whenever a key takes them higher (a user can
// set the same values; the benchmarks time the maxima).
func fuzzWork() map[string]map[string]float64 {
	return map[string]map[string]float64{
		"credit": {"batches": 1000},
		"spray":  {"trials": 5},
		"retx":   {"packets": 1000},
		"incast": {"size_kib": 64, "line_gbps": 100},
		"cuckoo": {"slots": 4096, "trials": 2},
	}
}

// fuzzDriver plays a script against the shell, keeping the commands the
// model returns until a settle step runs them.
type fuzzDriver struct {
	t       *testing.T
	m       *Model
	w, h    int
	pending []tea.Cmd
	trace   []string // what was done, for the failure message
}

// step delivers one message, then checks the frame.
func (d *fuzzDriver) step(what string, msg tea.Msg) {
	d.trace = append(d.trace, what)
	_, cmd := d.m.Update(msg)
	d.pending = append(d.pending, cmd)
	d.capWork()
	d.checkFrame()
}

// capWork sets every work knob a panel holds above its fuzzWork value
// back to that value.
func (d *fuzzDriver) capWork() {
	caps := fuzzWork()
	for i, p := range d.m.panels {
		pp, ok := p.(kit.Persistent)
		if !ok {
			continue
		}
		over := map[string]map[string]float64{}
		for group, vals := range pp.Values() {
			for key, v := range vals {
				if c, ok := caps[group][key]; ok && v > c {
					if over[group] == nil {
						over[group] = map[string]float64{}
					}
					over[group][key] = c
				}
			}
		}
		if len(over) > 0 {
			d.pending = append(d.pending, d.m.updatePanel(i, kit.SetValuesMsg{Values: over}))
		}
	}
}

// settle runs the pending commands, and those they lead to, in order,
// delivering every message (timers fire at once: the script runs in a
// synctest bubble, whose clock moves only when everything waits).
func (d *fuzzDriver) settle() {
	d.trace = append(d.trace, "settle")
	queue := d.pending
	d.pending = nil
	for n := 0; len(queue) > 0 && n < maxSettleMsgs; {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case nil, tea.QuitMsg:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			if cmds, ok := sequence(msg); ok {
				queue = append(queue, cmds...)
				continue
			}
			n++
			_, next := d.m.Update(msg)
			queue = append(queue, next)
			d.capWork()
			queue = append(queue, d.pending...)
			d.pending = nil
			d.checkFrame()
		}
	}
}

// sequence unpacks the message of tea.Sequence (an unexported list of
// commands).
func sequence(msg tea.Msg) ([]tea.Cmd, bool) {
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Slice || v.Type().Elem() != reflect.TypeFor[tea.Cmd]() {
		return nil, false
	}
	cmds := make([]tea.Cmd, v.Len())
	for i := range cmds {
		cmds[i] = v.Index(i).Interface().(tea.Cmd)
	}
	return cmds, true
}

// checkFrame: the whole screen is exactly the terminal's height, no line
// wider than the terminal.
func (d *fuzzDriver) checkFrame() {
	d.t.Helper()
	view := d.m.View()
	lines := strings.Split(view, "\n")
	fail := ""
	if len(lines) != d.h {
		fail = fmt.Sprintf("%d lines", len(lines))
	}
	for i, l := range lines {
		if kit.Width(l) > d.w {
			fail = fmt.Sprintf("line %d is %d cells: %q", i, kit.Width(l), l)
			break
		}
	}
	if fail != "" {
		d.t.Fatalf("%dx%d on panel %s: %s\nafter: %s\n%s", d.w, d.h, d.m.panels[d.m.active].ID(), fail,
			strings.Join(d.trace, " "), view)
	}
}

// playScript builds the shell from the script's first byte, sizes it from
// the next two, and plays the rest.
func playScript(t *testing.T, script []byte) {
	script = script[:min(len(script), maxScriptBytes)]
	next := func() byte {
		if len(script) == 0 {
			return 0
		}
		b := script[0]
		script = script[1:]
		return b
	}
	var cfgByte byte
	if len(script) > 0 {
		cfgByte = next()
	}
	d := &fuzzDriver{t: t, m: New(fuzzConfig(t, cfgByte))}
	d.pending = append(d.pending, d.m.Init())
	alphabet := fuzzAlphabet(d.m)
	resize := func(wb, hb byte) {
		d.w, d.h = 1+int(wb)%220, 1+int(hb)%70
		d.step(fmt.Sprintf("%dx%d", d.w, d.h), tea.WindowSizeMsg{Width: d.w, Height: d.h})
	}
	if len(script) >= 2 {
		resize(next(), next())
	} else {
		resize(79, 23)
	}
	settles := 0
	for len(script) > 0 {
		switch b := next(); {
		case b >= opSettle:
			if settles < maxSettles {
				settles++
				d.settle()
			}
		case b >= opMouse:
			ev := mouseEvents[int(b-opMouse)%len(mouseEvents)]
			ev.X, ev.Y = int(next())%(d.w+2), int(next())%(d.h+2)
			d.step(fmt.Sprintf("mouse(%d,%d,%s)", ev.X, ev.Y, ev.String()), tea.MouseMsg(ev))
		case b >= opResize:
			resize(next(), next())
		default:
			k := alphabet[int(b)%len(alphabet)]
			d.step(strconv.Quote(k.String()), k)
		}
	}
	d.settle()
}

// script encodes a seed: the config byte, the first size, then words:
// a key name, "WxH" (resize), "settle", or "click:X,Y" / "wheel:X,Y".
func script(cfg byte, w, h int, words ...string) []byte {
	out := []byte{cfg, byte(w - 1), byte(h - 1)}
	for _, word := range words {
		var x, y int
		switch {
		case word == "settle":
			out = append(out, opSettle)
		case strings.HasPrefix(word, "click:"):
			fmt.Sscanf(word, "click:%d,%d", &x, &y)
			out = append(out, opMouse, byte(x), byte(y))
		case strings.HasPrefix(word, "wheel:"):
			fmt.Sscanf(word, "wheel:%d,%d", &x, &y)
			out = append(out, opMouse+3, byte(x), byte(y))
		default:
			if n, _ := fmt.Sscanf(word, "%dx%d", &x, &y); n == 2 && strings.Contains(word, "x") && x > 0 {
				out = append(out, opResize, byte(x-1), byte(y-1))
				continue
			}
			i := slices.Index(fuzzKeys, word)
			if i < 0 {
				panic("no key " + word + " in fuzzKeys")
			}
			out = append(out, byte(i))
		}
	}
	return out
}

// repeat is n copies of words.
func repeat(n int, words ...string) []string {
	var out []string
	for range n {
		out = append(out, words...)
	}
	return out
}

// FuzzKeysAndResizes plays key presses, mouse events and window sizes
// from 1x1 to 220x70 against the whole explorer (any panel, any page,
// overlays, search, both languages, ASCII, every theme), running the
// commands the model returns when the script says so: after every step
// the screen is exactly as tall as the terminal and no line is wider.
func FuzzKeysAndResizes(f *testing.F) {
	kittest.Pin()
	every := func(words ...string) []string { // on each panel in turn
		var out []string
		for range 6 {
			out = append(out, words...)
			out = append(out, "tab")
		}
		return out
	}
	f.Add([]byte{})
	f.Add(script(0, 80, 24, every(repeat(10, "pgdown", "settle")...)...))
	f.Add(script(1, 120, 40, every(repeat(10, "]", "enter", "shift+down", "settle")...)...))
	f.Add(script(2, 48, 12, every(repeat(8, "pgdown", "down", "right", "shift+right", "settle")...)...))
	f.Add(script(1|2, 47, 11, every("pgdown", "48x12", "pgdown", "1x1", "220x70", "pgdown")...))
	f.Add(script(0, 1, 1, "220x70", "settle", "2x2", "80x24", "?", "1x1", "?", "esc", "settle"))
	f.Add(script(16|32|64|128, 80, 24, "down", "pgdown", "x", "x", "settle", "click:20,0", "click:5,3", "wheel:5,3", "settle"))
	f.Add(script(1|16|32, 50, 14, "?", "pgdown", "pgdown", "down", "q", "esc", "x", "40x8", "x"))
	f.Add(script(0, 100, 30, "/", "D", "中", "é", "enter", "n", "n", "f6", "esc", "/", "backspace", "esc"))
	f.Add(script(0, 100, 30, "shift+tab", "pgdown", "enter", "9", "9", ".", "9", "enter", "settle", "backspace", "esc", "0", "."))
	f.Add(script(0, 100, 30, append(repeat(30, "shift+right", "+"), "settle", "R", "settle", "ctrl+r")...))
	f.Add(script(4, 160, 48, "2", "pgdown", repeat(40, "enter")[0], "down", "down", "settle", "L", "T", "T", "f2", "f3", "m", "f4"))
	f.Add(script(8, 76, 20, "3", "down", "down", "left", "left", "left", "settle", "75x20", "77x20", "-", "-", "="))
	f.Add(script(2, 220, 70, every(repeat(12, "pgup", "home", "end", "g", "G", "ctrl+d", "ctrl+u")...)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		synctest.Test(t, func(t *testing.T) { playScript(t, data) })
	})
}
