package deck

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/model/knob"
	"pegasus/panels/kit"
	"pegasus/ui/safe"
	"pegasus/ui/settings"
)

// maxProblems is how many problems a check lists before it counts the
// rest.
const maxProblems = 20

// Load reads and checks a deck against the panels and knobs of cat; source
// names it in messages. Every problem found is reported, one per line,
// with the file, the line and what is allowed, as a *settings.InputError.
func Load(t *i18n.Text, source string, raw []byte, cat Catalog) (Deck, error) {
	source = safe.Line(source) // a file name, in messages and the handout
	l := &loader{t: t, lt: t.Lecture, source: source, cat: cat}
	d := l.load(raw)
	if len(l.problems) == 0 {
		return d, nil
	}
	msgs := l.problems
	if len(msgs) > maxProblems {
		msgs = append(msgs[:maxProblems:maxProblems], fmt.Sprintf(l.lt.DeckMoreFmt, len(l.problems)-maxProblems))
	}
	return Deck{}, &settings.InputError{Msg: strings.Join(msgs, "\n")}
}

// loader gathers the problems of one deck.
type loader struct {
	t        *i18n.Text
	lt       i18n.LectureText
	source   string
	cat      Catalog
	problems []string
}

// at names a line of the deck.
func (l *loader) at(n *yaml.Node) string { return fmt.Sprintf("%s:%d", l.source, n.Line) }

// fail records a problem at node n: format's first verb is the place.
func (l *loader) fail(n *yaml.Node, format string, args ...any) {
	l.problems = append(l.problems, fmt.Sprintf(format, append([]any{l.at(n)}, args...)...))
}

// load parses the YAML and walks the deck.
func (l *loader) load(raw []byte) Deck {
	d := Deck{Source: l.source}
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	var doc, extra yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			err = errors.New("empty")
		}
		l.problems = append(l.problems, fmt.Sprintf(l.lt.DeckNotYAMLFmt, l.source, oneLine(err)))
		return d
	}
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		l.problems = append(l.problems, fmt.Sprintf(l.lt.DeckMultiDocFmt, l.source))
		return d
	}
	root := doc.Content[0]
	fields := l.fields(root, "title", "duration", "steps")
	if fields == nil {
		return d
	}
	if n := l.need(root, fields, "title"); n != nil {
		d.Title = l.text(n, "title", true)
	}
	if n := fields["duration"]; n != nil {
		d.Planned = l.duration(n)
	}
	steps := l.need(root, fields, "steps")
	if steps == nil {
		return d
	}
	if steps.Kind != yaml.SequenceNode {
		l.fail(steps, l.lt.DeckWantFmt, l.lt.WantList)
		return d
	}
	if len(steps.Content) == 0 {
		l.fail(steps, l.lt.DeckNoStepsFmt)
	}
	ids := map[string]int{}
	for _, n := range steps.Content {
		s := l.step(n)
		if first, ok := ids[s.ID]; ok && s.ID != "" {
			l.fail(n, l.lt.DeckIDTwiceFmt, s.ID, first)
		}
		ids[s.ID] = s.Line
		d.Steps = append(d.Steps, s)
	}
	l.planFits(d, fields["duration"])
	return d
}

// fields reads a mapping's fields by name, reporting any not in allowed
// and duplicates; nil when n is not a mapping.
func (l *loader) fields(n *yaml.Node, allowed ...string) map[string]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		l.fail(n, l.lt.DeckWantFmt, l.lt.WantMapping)
		return nil
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch {
		case !slices.Contains(allowed, k.Value):
			l.fail(k, l.lt.DeckUnknownFieldFmt, k.Value, strings.Join(allowed, ", "))
		case out[k.Value] != nil:
			l.fail(k, l.lt.DeckDuplicateFmt, k.Value)
		default:
			out[k.Value] = v
		}
	}
	return out
}

// need returns a required field, reporting it when it is missing.
func (l *loader) need(parent *yaml.Node, fields map[string]*yaml.Node, name string) *yaml.Node {
	if n := fields[name]; n != nil {
		return n
	}
	l.fail(parent, l.lt.DeckMissingFmt, name)
	return nil
}

// text reads a text per language; both languages are required when full.
func (l *loader) text(n *yaml.Node, name string, full bool) Text {
	if n.Kind != yaml.MappingNode {
		l.fail(n, l.lt.DeckWantFmt, l.lt.WantTexts)
		return nil
	}
	out := Text{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		lang, err := i18n.ParseLang(k.Value)
		if err != nil {
			l.fail(k, l.lt.DeckUnknownLangFmt, k.Value, langList())
			continue
		}
		// A deck is text the program did not write: escape sequences
		// and control characters go before it reaches a terminal, the
		// handout or the notes (a title stays on one line).
		text := safe.Text(unwrap(v.Value))
		if name != "caption" && name != "notes" {
			text = safe.Line(text) // a title, a part, a caption line
		}
		if v.Kind != yaml.ScalarNode || strings.TrimSpace(text) == "" {
			l.fail(v, l.lt.DeckWantFmt, l.lt.WantText)
			continue
		}
		out[lang] = text
	}
	if full && len(out) < len(i18n.Langs) {
		l.fail(n, l.lt.DeckNeedLangsFmt, name, langList())
	}
	return out
}

// langList lists the languages a text takes.
func langList() string {
	names := make([]string, len(i18n.Langs))
	for i, lang := range i18n.Langs {
		names[i] = string(lang)
	}
	return strings.Join(names, ", ")
}

// stepFields are the fields a step may have, in the order messages list
// them.
var stepFields = []string{"id", "title", "part", "agenda", "panel", "page", "set", "big", "caption", "reveal", "notes", "minutes", "duration"}

// panelFields are the fields that only a step showing a panel may have.
var panelFields = []string{"panel", "page", "set", "big", "reveal"}

// step reads one step and checks it against the catalog.
func (l *loader) step(n *yaml.Node) Step {
	s := Step{Line: n.Line}
	f := l.fields(n, stepFields...)
	if f == nil {
		return s
	}
	if v := f["id"]; v != nil {
		s.ID = l.id(v)
	}
	if v := l.need(n, f, "title"); v != nil {
		s.Title = l.text(v, "title", true)
	}
	if v := f["part"]; v != nil {
		s.Part = l.text(v, "part", true)
	}
	if v := l.need(n, f, "caption"); v != nil {
		s.Caption = l.text(v, "caption", true)
	}
	if v := f["notes"]; v != nil {
		s.Notes = l.text(v, "notes", false)
	}
	s.Planned = l.stepPlan(f)
	if v := f["agenda"]; v != nil {
		s.Agenda = l.flag(v)
	}
	if s.Agenda {
		for _, name := range panelFields {
			if v := f[name]; v != nil {
				l.fail(v, l.lt.DeckAgendaPanelFmt, name)
			}
		}
		return s
	}
	pn := l.need(n, f, "panel")
	if pn == nil {
		return s
	}
	info, ok := l.cat.Panel(kit.PanelID(pn.Value))
	if !ok || pn.Kind != yaml.ScalarNode {
		l.fail(pn, l.lt.DeckUnknownPanelFmt, pn.Value, l.panelList())
		return s
	}
	s.Panel = info.ID
	if v := f["page"]; v != nil {
		if !slices.Contains(info.Pages, v.Value) || v.Kind != yaml.ScalarNode {
			l.fail(v, l.lt.DeckUnknownPageFmt, info.ID, v.Value, strings.Join(info.Pages, ", "))
		}
		s.Page = v.Value
	}
	if v := f["set"]; v != nil {
		s.Values = l.values(v, info)
	}
	if v := f["big"]; v != nil {
		s.Big = l.big(v, info)
	}
	if v := f["reveal"]; v != nil {
		s.Pauses = l.pauses(v, s, info, f["page"])
	}
	return s
}

// panelList lists the panels a step may open.
func (l *loader) panelList() string {
	ids := make([]string, len(l.cat.Panels))
	for i, p := range l.cat.Panels {
		ids[i] = string(p.ID)
	}
	return strings.Join(ids, ", ")
}

// values reads a step's knob values ("group.key: value"), each checked
// against its declaration, then each group's rules across knobs. A rule
// broken by a knob the step sets against one it leaves at its default is
// reported at the line of the knob the step sets.
func (l *loader) values(n *yaml.Node, info PanelInfo) map[string]map[string]float64 {
	if n.Kind != yaml.MappingNode {
		l.fail(n, l.lt.DeckWantFmt, l.lt.WantMapping)
		return nil
	}
	out := map[string]map[string]float64{}
	firstLine := map[string]*yaml.Node{}
	lines := map[string]*yaml.Node{} // by group.key
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		group, key, _ := strings.Cut(k.Value, ".")
		g, ok := l.cat.group(group)
		if !ok || !slices.Contains(info.Groups, group) {
			l.fail(k, l.lt.DeckUnknownGroupFmt, info.ID, k.Value, l.groupList(info))
			continue
		}
		spec, ok := knob.SpecOf(g, key)
		if !ok {
			l.fail(k, l.lt.DeckUnknownKeyFmt, k.Value, group, keyList(g))
			continue
		}
		if v.Kind != yaml.ScalarNode {
			l.fail(v, l.lt.DeckWantFmt, l.lt.WantText)
			continue
		}
		val, err := spec.Parse(v.Value)
		if fe, ok := knobtext.AsFieldError(err); ok {
			fe.Group = group
			l.problems = append(l.problems, knobtext.Refusal(l.t, l.at(v), fe))
			continue
		}
		if out[group] == nil {
			out[group], firstLine[group] = map[string]float64{}, k
		}
		out[group][key], lines[k.Value] = val, k
	}
	for _, group := range sortedGroups(out) {
		g, _ := l.cat.group(group)
		fe, ok := knobtext.AsFieldError(g.CheckValues(out[group]))
		if !ok {
			continue
		}
		set := func(key string) int {
			if _, ok := out[group][key]; ok {
				return 1
			}
			return 0
		}
		at := func(key string) string {
			if n, ok := lines[group+"."+key]; ok {
				return l.at(n)
			}
			return l.at(firstLine[group])
		}
		l.problems = append(l.problems, knobtext.GroupRefusal(l.t, g, out[group], fe, set, at))
	}
	return out
}

// sortedGroups lists a value map's groups in order.
func sortedGroups(m map[string]map[string]float64) []string {
	out := make([]string, 0, len(m))
	for g := range m {
		out = append(out, g)
	}
	sort.Strings(out)
	return out
}

// groupList lists the parameter groups a panel takes.
func (l *loader) groupList(info PanelInfo) string {
	if len(info.Groups) == 0 {
		return l.lt.DeckNone
	}
	gs := slices.Clone(info.Groups)
	sort.Strings(gs)
	return strings.Join(gs, ", ")
}

// keyList lists a group's knobs as "group.key".
func keyList(g knob.Group) string {
	var keys []string
	for _, s := range g.Specs() {
		keys = append(keys, g.GroupName()+"."+s.Key)
	}
	return strings.Join(keys, ", ")
}

// big reads the readouts a step shows in big digits.
func (l *loader) big(n *yaml.Node, info PanelInfo) []string {
	if n.Kind != yaml.SequenceNode {
		l.fail(n, l.lt.DeckWantFmt, l.lt.WantReadouts)
		return nil
	}
	if len(n.Content) > MaxBig {
		l.fail(n, l.lt.DeckTooManyBigFmt, MaxBig, len(n.Content))
	}
	var keys, out []string
	for _, r := range info.Readouts {
		keys = append(keys, r.Key)
	}
	for _, v := range n.Content {
		if v.Kind != yaml.ScalarNode || !slices.Contains(keys, v.Value) {
			list := strings.Join(keys, ", ")
			if list == "" {
				list = l.lt.DeckNone
			}
			l.fail(v, l.lt.DeckUnknownReadoutFmt, info.ID, v.Value, list)
			continue
		}
		out = append(out, v.Value)
	}
	return out
}

// oneLine collapses a multi-line error into one line.
func oneLine(err error) string { return strings.Join(strings.Fields(err.Error()), " ") }

// unwrap joins the lines of each paragraph of a block of text (paragraphs
// are separated by blank lines): the screen wraps text to its own width.
// Lines join with a space, or with none next to a Chinese character.
func unwrap(s string) string {
	var paras []string
	for _, p := range strings.Split(strings.TrimSpace(s), "\n\n") {
		var b strings.Builder
		for _, line := range strings.Split(p, "\n") {
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			if b.Len() > 0 && !wide(lastRune(b.String())) && !wide(firstRune(line)) {
				b.WriteByte(' ')
			}
			b.WriteString(line)
		}
		if b.Len() > 0 {
			paras = append(paras, b.String())
		}
	}
	return strings.Join(paras, "\n\n")
}

// wide reports whether r is a CJK character or full-width punctuation,
// which Chinese writes without spaces around.
func wide(r rune) bool { return r >= 0x2e80 && r <= 0x9fff || r >= 0xff00 && r <= 0xffef }

// firstRune and lastRune are a string's first and last characters.
func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}
