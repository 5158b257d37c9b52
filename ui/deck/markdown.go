package deck

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// Markdown writes the deck as a handout in t's language: the title, then
// one heading per step with its caption, where it happens (panel, page,
// the parameters it sets, its big numbers) and its speaker notes. cat must
// be built in the same language (its panel and page titles are used).
func Markdown(w io.Writer, d Deck, t *i18n.Text, cat Catalog, g kit.Glyphs) error {
	lt, lang := t.Lecture, t.Lang
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", d.Title.In(lang))
	for i, s := range d.Steps {
		info, _ := cat.Panel(s.Panel)
		fmt.Fprintf(&b, "## %s\n\n%s\n\n", fmt.Sprintf(lt.HandoutStepFmt, i+1, s.Title.In(lang)), s.Caption.In(lang))
		where := info.Title
		if s.Page != "" {
			where = fmt.Sprintf(lt.HandoutPageFmt, info.Title, info.PageTitle(s.Page))
		}
		fmt.Fprintf(&b, "- %s\n", fmt.Sprintf(t.Shell.NamedFmt, lt.HandoutWhere, where))
		fmt.Fprintf(&b, "- %s\n", fmt.Sprintf(t.Shell.NamedFmt, lt.HandoutParams, paramList(s, t, cat, g)))
		if len(s.Big) > 0 {
			var names []string
			for _, k := range s.Big {
				r, _ := kit.FindReadout(info.Readouts, k)
				names = append(names, r.Label)
			}
			fmt.Fprintf(&b, "- %s\n", fmt.Sprintf(t.Shell.NamedFmt, lt.HandoutBig, strings.Join(names, t.Shell.ListSep)))
		}
		if notes := s.Notes.In(lang); notes != "" {
			fmt.Fprintf(&b, "\n%s\n\n%s\n", fmt.Sprintf("**%s**", lt.HandoutNotes), notes)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, strings.TrimRight(b.String(), "\n")+"\n")
	return err
}

// paramList names the values a step sets, with their labels and units,
// or says every knob is at its default.
func paramList(s Step, t *i18n.Text, cat Catalog, g kit.Glyphs) string {
	var parts []string
	for _, group := range sortedGroups(s.Values) {
		gr, _ := cat.group(group)
		keys := make([]string, 0, len(s.Values[group]))
		for k := range s.Values[group] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			spec, _ := knob.SpecOf(gr, k)
			parts = append(parts, fmt.Sprintf("%s %s (`%s.%s`)", t.Knob.Label(group+"."+k),
				kit.KnobValue(t, g, group, spec, s.Values[group][k]), group, k))
		}
	}
	if len(parts) == 0 {
		return t.Lecture.HandoutDefaults
	}
	return strings.Join(parts, t.Shell.ListSep)
}
