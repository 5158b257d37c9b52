package serve

import (
	"strings"
	"sync"

	"github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-runewidth"
)

// screen is a small terminal for the tests: it keeps the cells the
// explorer draws (the cursor moves, erasures and the alternate screen
// Bubble Tea uses), counts the colour escapes it receives, and answers a
// terminal's queries (the background colour, the device attributes) the
// way a real terminal does, when answer is set.
type screen struct {
	mu     sync.Mutex
	w, h   int
	cells  [][]rune
	x, y   int
	p      *ansi.Parser
	answer bool
	// reply receives the answers to queries, to send back to the server.
	reply func(string)
	// sgr counts every SGR escape (colour or attribute), sgr256 the
	// 256-colour ones (38;5 / 48;5) and sgrTrue the 24-bit ones.
	sgr, sgr256, sgrTrue int
	bytes                int
	homes                int // frames: Bubble Tea starts each at the home position
	changed              chan struct{}
}

// newScreen makes a w x h screen.
func newScreen(w, h int, answer bool, reply func(string)) *screen {
	s := &screen{answer: answer, reply: reply, changed: make(chan struct{})}
	s.resizeLocked(w, h)
	s.p = ansi.NewParser()
	s.p.SetHandler(ansi.Handler{Print: s.print, Execute: s.execute, HandleCsi: s.csi, HandleOsc: s.osc})
	return s
}

// Write takes what the server sent.
func (s *screen) Write(b []byte) (int, error) {
	s.mu.Lock()
	s.bytes += len(b)
	s.p.Parse(b)
	ch := s.changed
	s.changed = make(chan struct{})
	s.mu.Unlock()
	close(ch)
	return len(b), nil
}

// resize changes the screen's size (the terminal window did).
func (s *screen) resize(w, h int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.resizeLocked(w, h)
}

func (s *screen) resizeLocked(w, h int) {
	cells := make([][]rune, h)
	for y := range cells {
		cells[y] = make([]rune, w)
		for x := range cells[y] {
			if y < len(s.cells) && x < len(s.cells[y]) {
				cells[y][x] = s.cells[y][x]
			} else {
				cells[y][x] = ' '
			}
		}
	}
	s.w, s.h, s.cells = w, h, cells
	s.x, s.y = min(s.x, w-1), min(s.y, h-1)
}

// Text is the screen's lines, trailing spaces trimmed.
func (s *screen) Text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	lines := make([]string, s.h)
	for y, row := range s.cells {
		var b strings.Builder
		for _, r := range row {
			if r != 0 {
				b.WriteRune(r)
			}
		}
		lines[y] = strings.TrimRight(b.String(), " ")
	}
	return strings.Join(lines, "\n")
}

// wait is a channel closed at the next write.
func (s *screen) wait() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.changed
}

// counts reports the escapes counted so far.
func (s *screen) counts() (sgr, sgr256, sgrTrue, bytes int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sgr, s.sgr256, s.sgrTrue, s.bytes
}

func (s *screen) print(r rune) {
	w := runewidth.RuneWidth(r)
	if w == 0 {
		return
	}
	if s.x+w > s.w {
		return // Bubble Tea truncates its lines: nothing wraps
	}
	s.cells[s.y][s.x] = r
	if w == 2 {
		s.cells[s.y][s.x+1] = 0
	}
	s.x += w
}

func (s *screen) execute(b byte) {
	switch b {
	case '\r':
		s.x = 0
	case '\n':
		if s.y == s.h-1 {
			copy(s.cells, s.cells[1:])
			s.cells[s.h-1] = []rune(strings.Repeat(" ", s.w))
		} else {
			s.y++
		}
	case '\b':
		s.x = max(0, s.x-1)
	}
}

func (s *screen) csi(cmd ansi.Cmd, params ansi.Params) {
	n := func(i, def int) int {
		v, _, _ := params.Param(i, def)
		if v < 1 {
			return def
		}
		return v
	}
	switch cmd.Final() {
	case 'H', 'f':
		if len(params) == 0 {
			s.homes++
		}
		s.y, s.x = min(n(0, 1), s.h)-1, min(n(1, 1), s.w)-1
	case 'A':
		s.y = max(0, s.y-n(0, 1))
	case 'B':
		s.y = min(s.h-1, s.y+n(0, 1))
	case 'C':
		s.x = min(s.w-1, s.x+n(0, 1))
	case 'D':
		s.x = max(0, s.x-n(0, 1))
	case 'G':
		s.x = min(n(0, 1), s.w) - 1
	case 'K':
		mode, _, _ := params.Param(0, 0)
		s.erase(s.y, mode)
	case 'J':
		mode, _, _ := params.Param(0, 0)
		switch mode {
		case 0:
			s.erase(s.y, 0)
			for y := s.y + 1; y < s.h; y++ {
				s.erase(y, 2)
			}
		case 1:
			for y := 0; y < s.y; y++ {
				s.erase(y, 2)
			}
			s.erase(s.y, 1)
		default:
			for y := 0; y < s.h; y++ {
				s.erase(y, 2)
			}
		}
	case 'h', 'l':
		if v, _, _ := params.Param(0, 0); cmd.Prefix() == '?' && v == 1049 {
			for y := 0; y < s.h; y++ {
				s.erase(y, 2)
			}
		}
	case 'm':
		s.sgr++
		for i := 0; i+1 < len(params); i++ {
			v, _, _ := params.Param(i, 0)
			next, _, _ := params.Param(i+1, 0)
			if v == 38 || v == 48 {
				switch next {
				case 5:
					s.sgr256++
				case 2:
					s.sgrTrue++
				}
			}
		}
	case 'c':
		if cmd.Prefix() == 0 && s.answer && s.reply != nil {
			s.reply("\x1b[?62;22c")
		}
	}
}

// erase clears row y right of the cursor (0), left of it (1) or whole.
func (s *screen) erase(y, mode int) {
	from, to := 0, s.w
	switch mode {
	case 0:
		from = s.x
	case 1:
		to = s.x + 1
	}
	for x := from; x < to && x < s.w; x++ {
		s.cells[y][x] = ' '
	}
}

func (s *screen) osc(cmd int, data []byte) {
	if cmd == 11 && strings.Contains(string(data), "?") && s.answer && s.reply != nil {
		s.reply("\x1b]11;rgb:1a1a/1b1b/2626\x1b\\")
	}
}
