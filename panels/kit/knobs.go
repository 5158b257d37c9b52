package kit

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/model/knob"
)

// Knob is one control of a panel whose parameters are P: an engine's knob
// declaration (range, steps, unit, origin) with its accessors, and the
// group it belongs to for its label.
type Knob[P any] struct {
	Group string
	knob.Field[P]
}

// KnobsOf picks the knobs keys of table t, in that order (all of them
// when keys is empty). A key the table lacks is a programming error.
func KnobsOf[P any](t knob.Table[P], keys ...string) []Knob[P] {
	if len(keys) == 0 {
		for _, f := range t.Fields {
			keys = append(keys, f.Key)
		}
	}
	out := make([]Knob[P], len(keys))
	for i, k := range keys {
		f, ok := t.Field(k)
		if !ok {
			panic("kit: table " + t.Name + " has no knob " + k)
		}
		out[i] = Knob[P]{Group: t.Name, Field: f}
	}
	return out
}

// Key is the knob's configuration key ("credit.jitter_ns").
func (k Knob[P]) Key() string { return k.Group + "." + k.Spec.Key }

// Label is the knob's name in language t.
func (k Knob[P]) Label(t *i18n.Text) string { return t.Knob.Label(k.Key()) }

// Value formats the knob's value in p.
func (k Knob[P]) Value(p P, t *i18n.Text, g Glyphs) string {
	return KnobValue(t, g, k.Group, k.Spec, k.Get(p))
}

// Range formats the two ends, for the slider line.
func (k Knob[P]) Range(t *i18n.Text, g Glyphs) (lo, hi string) {
	return KnobValue(t, g, k.Group, k.Spec, k.Lowest()), KnobValue(t, g, k.Group, k.Spec, k.Highest())
}

// KnobValue formats value v of knob s in group: a named value by its name
// in language t, else the number at the precision its step needs, with
// its unit (count words in t's language, µs in the glyph set's spelling).
func KnobValue(t *i18n.Text, g Glyphs, group string, s knob.Spec, v float64) string {
	if s.Kind == knob.Named {
		return t.Knob.Value(group+"."+s.Key, s.Format(v))
	}
	n := i18n.Number(v, KnobDecimals(s, v))
	u := KnobUnit(t, g, s.Unit, v)
	if u == "" {
		return n
	}
	return n + " " + u
}

// Refusal says in language t why a knob's value was refused: format
// filled with the knob's label, the value and what the knob allows, for
// the knob err names (a *knob.FieldError); err's own text otherwise.
func Refusal(t *i18n.Text, format string, err error) string {
	fe, ok := knobtext.AsFieldError(err)
	if !ok {
		return err.Error()
	}
	return fmt.Sprintf(format, t.Knob.Label(fe.QualifiedKey()), fe.Value, knobtext.Allowed(t, fe))
}

// KnobUnit spells unit u after the number v: "us" as µs (or us in ASCII),
// count words singular or plural in language t (knobtext.Unit).
func KnobUnit(t *i18n.Text, g Glyphs, u string, v float64) string {
	return knobtext.Unit(t, g.Micro, u, v)
}

// KnobDecimals is how many decimals a knob's values are shown with: those
// of its step, or of the value itself when it sits off the step grid
// (2,621.44 ns), at most three; a choice is shown as it is declared
// (0.001 s).
func KnobDecimals(s knob.Spec, v float64) int {
	switch s.Kind {
	case knob.Number:
		return min(3, max(decimalsOf(s.Step), decimalsOf(v)))
	case knob.Choice:
		return decimalsOf(v)
	}
	return 0
}

// decimalsOf counts the decimals of v's shortest exact spelling.
func decimalsOf(v float64) int {
	if v == math.Trunc(v) {
		return 0
	}
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// Controls is the knob list of a panel: its knobs and which is selected.
type Controls[P any] struct {
	Knobs []Knob[P]
	Sel   int
}

// TableValues are the values of a panel whose knobs are table t's, in
// params (see Persistent): t's group, then each knob's value.
func TableValues[P any](t knob.Table[P], params P) map[string]map[string]float64 {
	return map[string]map[string]float64{t.Name: t.Values(params)}
}

// GroupControls are the knob controls of a panel whose pages show
// different groups of its knobs: one Controls, with its own selection,
// per group, in the order of Page.Group.
type GroupControls[P any] []Controls[P]

// NewGroupControls builds the controls of n groups; knobs lists group g's.
func NewGroupControls[P any](n int, knobs func(g int) []Knob[P]) GroupControls[P] {
	c := make(GroupControls[P], n)
	for g := range c {
		c[g].Knobs = knobs(g)
	}
	return c
}

// Of are the controls of the page b shows.
func (c GroupControls[P]) Of(b *Base) *Controls[P] { return &c[b.Page().Group] }

// Selected is the selected knob.
func (c *Controls[P]) Selected() Knob[P] { return c.Knobs[c.Sel] }

// HandleKey applies a knob key to p: select, move, reset. It returns the
// new parameters and whether the key was a knob key.
func (c *Controls[P]) HandleKey(msg tea.KeyMsg, k ControlKeys, p, defaults P) (P, bool) {
	n := len(c.Knobs)
	if n == 0 {
		return p, false
	}
	sel := c.Knobs[c.Sel]
	switch {
	case key.Matches(msg, k.Up):
		c.Sel = (c.Sel + n - 1) % n
	case key.Matches(msg, k.Down):
		c.Sel = (c.Sel + 1) % n
	case key.Matches(msg, k.Left):
		return c.Move(p, -1, false), true
	case key.Matches(msg, k.Right):
		return c.Move(p, 1, false), true
	case key.Matches(msg, k.BigLeft):
		return c.Move(p, -1, true), true
	case key.Matches(msg, k.BigRight):
		return c.Move(p, 1, true), true
	case key.Matches(msg, k.Reset):
		sel.Set(&p, sel.Get(defaults))
	case key.Matches(msg, k.ResetAll):
		return defaults, true
	default:
		return p, false
	}
	return p, true
}

// Move moves the selected knob by steps (big steps when big is set).
func (c *Controls[P]) Move(p P, steps int, big bool) P {
	sel := c.Knobs[c.Sel]
	sel.Set(&p, sel.Spec.Move(sel.Get(p), steps, big))
	return p
}

// Select makes knob i the selected one, if there is one.
func (c *Controls[P]) Select(i int) {
	if i >= 0 && i < len(c.Knobs) {
		c.Sel = i
	}
}

// Lift turns knobs over parameters P into knobs over a larger state S that
// holds a P (a panel with several engines keeps one S).
func Lift[P, S any](knobs []Knob[P], get func(S) P, set func(*S, P)) []Knob[S] {
	out := make([]Knob[S], len(knobs))
	for i, k := range knobs {
		out[i] = Knob[S]{Group: k.Group, Field: knob.Field[S]{
			Spec: k.Spec,
			Get:  func(s S) float64 { return k.Get(get(s)) },
			Set: func(s *S, v float64) {
				p := get(*s)
				k.Set(&p, v)
				set(s, p)
			},
		}}
	}
	return out
}

// HandleKnobMouse applies a mouse event to a panel with knobs: the base
// turns pages and scrolls, a click on a knob row selects it, the wheel over
// the knobs moves the selected one. It returns the new parameters, whether
// they changed, and whether the event did anything.
func HandleKnobMouse[P any](b *Base, c *Controls[P], msg tea.MouseMsg, p P) (P, bool, bool) {
	action, item, ok := b.HandleMouse(msg)
	switch action {
	case MouseKnob:
		c.Select(item)
	case MouseKnobWheel:
		return c.Move(p, item, false), true, true
	}
	return p, false, ok
}
