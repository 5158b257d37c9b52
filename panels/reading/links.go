package reading

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// LinkGroups are the knob tables a link may set: every engine's, and the
// design advisor's (until the registry lists it).
func LinkGroups() []knob.Group {
	groups := engines.Groups()
	if _, ok := engines.Group(advisor.Knobs().GroupName()); !ok {
		groups = append(groups, advisor.Knobs())
	}
	return groups
}

// Request is what following a link asks the shell for: open its panel on
// its page, with its knobs at the link's values.
func Request(l advisor.Link, groups []knob.Group) (kit.OpenPanelMsg, error) {
	values, err := l.KnobValues(groups...)
	if err != nil {
		return kit.OpenPanelMsg{}, err
	}
	return kit.OpenPanelMsg{To: kit.PanelID(l.Panel), Page: l.Page, Values: values}, nil
}

// Summary says where a link leads, in language t: the panel's name and
// the settings it opens at ("Credit loop: Jitter J 600 ns, Batch 64 KiB").
func Summary(panels kit.Registry, t *i18n.Text, g kit.Glyphs, l advisor.Link, groups []knob.Group) string {
	panel := panels.Title(t, kit.PanelID(l.Panel))
	if len(l.Params) == 0 {
		return panel
	}
	settings := make([]string, 0, len(l.Params))
	for _, p := range l.Params {
		settings = append(settings, setting(t, g, p, groups))
	}
	return fmt.Sprintf(t.Shell.NamedFmt, panel, strings.Join(settings, t.Shell.ChoiceSep))
}

// setting names one parameter of a link and its value, in language t;
// a parameter no table declares is shown as the link spells it.
func setting(t *i18n.Text, g kit.Glyphs, p advisor.Param, groups []knob.Group) string {
	group, _, _ := strings.Cut(p.Key, ".")
	spec, ok := knob.Lookup(groups, p.Key)
	if !ok {
		return p.Key + "=" + p.Value
	}
	v, err := spec.Parse(p.Value)
	if err != nil {
		return p.Key + "=" + p.Value
	}
	// A value keeps its number and unit on one line.
	return t.Knob.Label(p.Key) + " " + strings.ReplaceAll(kit.KnobValue(t, g, group, spec, v), " ", NoBreakSpace)
}

// NoBreakSpace is the space a link's summary puts between a number and
// its unit, so wrapping keeps them together; once wrapped, it is written
// as a space.
const NoBreakSpace = "\u00a0"
