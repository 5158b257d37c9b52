package advisor

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"pegasus/model/knob"
)

// ReadingPanel is the Reading panel's name in link targets; its pages are
// the section ids of reading.md ("s3-3").
const ReadingPanel = "reading"

// LinkPrefix starts a link line in a content document.
const LinkPrefix = "=> "

// Param is one knob value a link opens its panel at.
type Param struct {
	// Key is the qualified knob key, group and key ("credit.jitter_ns").
	Key string
	// Value is the value as the configuration spells it ("600", "spray").
	Value string
}

// Target is a place in the explorer: a panel's page opened at some knob
// values, or a reading section (Panel ReadingPanel, Page the section id).
type Target struct {
	Panel  string
	Page   string // "" opens the panel's first page
	Params []Param
}

// Section is the target of a reading section.
func Section(id string) Target { return Target{Panel: ReadingPanel, Page: id} }

// PanelPage is the target of a panel page with knob values given as
// alternating keys and values.
func PanelPage(panel, page string, kv ...string) Target {
	t := Target{Panel: panel, Page: page}
	for i := 0; i+1 < len(kv); i += 2 {
		t.Params = append(t.Params, Param{kv[i], kv[i+1]})
	}
	return t
}

// String writes the target as a link line spells it:
// "credit/throughput credit.jitter_ns=600".
func (t Target) String() string {
	var b strings.Builder
	b.WriteString(t.Panel + "/" + t.Page)
	for _, p := range t.Params {
		b.WriteString(" " + p.Key + "=" + p.Value)
	}
	return b.String()
}

// MarshalText spells the target as String does (in JSON too).
func (t Target) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// Values returns the knob values of one group ("credit") by key.
func (t Target) Values(group string) map[string]string {
	out := map[string]string{}
	for _, p := range t.Params {
		if g, k, ok := strings.Cut(p.Key, "."); ok && g == group {
			out[k] = p.Value
		}
	}
	return out
}

// Link is one link line of a content document: where it goes and the
// label shown for it, in the document's language.
type Link struct {
	Target
	Label string
}

// ErrLinkSyntax marks a line that is not a well-formed link.
var ErrLinkSyntax = errors.New("not a link of the form \"=> panel/page key=value ... | label\"")

// IsLink reports whether a paragraph is a link line.
func IsLink(paragraph string) bool { return strings.HasPrefix(paragraph, LinkPrefix) }

// ParseLink reads a link line: "=> panel/page key=value key=value | label".
// The page may be empty ("=> incast/ | label"); the label may not.
func ParseLink(line string) (Link, error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), LinkPrefix)
	if !ok {
		return Link{}, fmt.Errorf("link %q: %w", line, ErrLinkSyntax)
	}
	where, label, ok := strings.Cut(rest, "|")
	label = strings.TrimSpace(label)
	fields := strings.Fields(where)
	if !ok || label == "" || len(fields) == 0 {
		return Link{}, fmt.Errorf("link %q: %w", line, ErrLinkSyntax)
	}
	panel, page, ok := strings.Cut(fields[0], "/")
	if !ok || panel == "" || strings.Contains(page, "/") {
		return Link{}, fmt.Errorf("link %q: target %q: %w", line, fields[0], ErrLinkSyntax)
	}
	l := Link{Target: Target{Panel: panel, Page: page}, Label: label}
	for _, f := range fields[1:] {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" || v == "" || !strings.Contains(k, ".") {
			return Link{}, fmt.Errorf("link %q: parameter %q: %w", line, f, ErrLinkSyntax)
		}
		l.Params = append(l.Params, Param{k, v})
	}
	return l, nil
}

// Pages lists, for each panel a link may name, the pages it may open
// ("" for the panel as it is). The explorer's come from its panel
// registry (ui.LinkPages): a model cannot know the panels.
type Pages map[string][]string

// CheckTarget reports a target that names an unknown panel or page, a knob
// no group declares, a value the knob does not allow, a knob set twice, or
// values that break a group's rules across knobs. groups are the engines'
// knob tables (each a knob.Group).
func CheckTarget(t Target, pages Pages, groups ...knob.Group) error {
	list, ok := pages[t.Panel]
	if !ok {
		return fmt.Errorf("target %s: no panel %q", t, t.Panel)
	}
	if !slices.Contains(list, t.Page) {
		return fmt.Errorf("target %s: panel %q has no page %q", t, t.Panel, t.Page)
	}
	_, err := t.KnobValues(groups...)
	return err
}

// KnobValues reads the target's parameters as knob values by group, then
// key (the form a panel is moved with; see Numbers), and checks each
// group's rules across knobs. A target without parameters has none (nil).
func (t Target) KnobValues(groups ...knob.Group) (map[string]map[string]float64, error) {
	if len(t.Params) == 0 {
		return nil, nil
	}
	values, err := t.Numbers(groups...)
	if err != nil {
		return nil, err
	}
	for _, g := range groups {
		if vals, ok := values[g.GroupName()]; ok {
			if err := g.CheckValues(vals); err != nil {
				return nil, fmt.Errorf("target %s: %w", t, err)
			}
		}
	}
	return values, nil
}

// Numbers reads the target's values as numbers, by group then key, with
// the knob tables that declare them (a named value becomes its index, as
// the explorer's knobs hold it). A value no group declares, or one its
// knob does not allow, or a knob set twice is an error (CheckTarget also
// checks the page and the rules across knobs).
func (t Target) Numbers(groups ...knob.Group) (map[string]map[string]float64, error) {
	out := map[string]map[string]float64{}
	for _, p := range t.Params {
		gname, key, v, err := t.parse(p, groups)
		if err != nil {
			return nil, err
		}
		if out[gname] == nil {
			out[gname] = map[string]float64{}
		}
		if _, dup := out[gname][key]; dup {
			return nil, fmt.Errorf("target %s: %s set twice", t, p.Key)
		}
		out[gname][key] = v
	}
	return out, nil
}

// parse reads one parameter of the target with the group that declares
// its knob.
func (t Target) parse(p Param, groups []knob.Group) (group, key string, v float64, err error) {
	group, key, _ = strings.Cut(p.Key, ".")
	g, ok := knob.GroupOf(groups, group)
	if !ok {
		return "", "", 0, fmt.Errorf("target %s: no knob group %q", t, group)
	}
	spec, ok := knob.SpecOf(g, key)
	if !ok {
		return "", "", 0, fmt.Errorf("target %s: group %q has no knob %q", t, group, key)
	}
	if v, err = spec.Parse(p.Value); err != nil {
		return "", "", 0, fmt.Errorf("target %s: %w", t, err)
	}
	return group, key, v, nil
}
