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

// Markdown writes the deck as a handout in t's language: the title and
// the talk's planned time, then one heading per step with its caption,
// the lines its pauses add, where it happens (panel, page, the
// parameters it sets, its big numbers, or the agenda), its planned time
// and its speaker notes. cat must be built in the same language (its
// panel and page titles are used).
func Markdown(w io.Writer, d Deck, t *i18n.Text, cat Catalog, g kit.Glyphs) error {
	lt, lang := t.Lecture, t.Lang
	item := func(b *strings.Builder, name, value string) {
		fmt.Fprintf(b, "- %s\n", fmt.Sprintf(t.Shell.NamedFmt, name, value))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", d.Title.In(lang))
	if plan := d.Plan(); plan > 0 {
		fmt.Fprintf(&b, "%s\n\n", fmt.Sprintf(t.Shell.NamedFmt, lt.HandoutPlanned, i18n.Clock(plan)))
	}
	for i, s := range d.Steps {
		fmt.Fprintf(&b, "## %s\n\n%s\n\n", fmt.Sprintf(lt.HandoutStepFmt, i+1, s.Title.In(lang)), s.Caption.In(lang))
		if len(s.Part) > 0 {
			item(&b, lt.HandoutPart, s.Part.In(lang))
		}
		pv := PreviewOf(s, t, cat, g, true)
		item(&b, lt.HandoutWhere, pv.Where)
		if s.Agenda {
			for _, line := range AgendaLines(d, t) {
				fmt.Fprintf(&b, "  - %s\n", line)
			}
		} else {
			item(&b, lt.HandoutParams, pv.Params)
		}
		if len(pv.Big) > 0 {
			item(&b, lt.HandoutBig, strings.Join(pv.Big, t.Shell.ListSep))
		}
		if len(s.Pauses) > 0 {
			item(&b, lt.HandoutPauses, fmt.Sprintf(lt.PausesFmt, len(s.Pauses)))
			for n, p := range PauseNames(s, t, cat) {
				fmt.Fprintf(&b, "  %d. %s\n", n+1, p)
			}
		}
		if s.Planned > 0 {
			item(&b, lt.HandoutPlanned, i18n.Clock(s.Planned))
		}
		if notes := s.Notes.In(lang); notes != "" {
			fmt.Fprintf(&b, "\n%s\n\n%s\n", fmt.Sprintf("**%s**", lt.HandoutNotes), notes)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, strings.TrimRight(b.String(), "\n")+"\n")
	return err
}

// Preview is what a step shows, in words, in one language: where it
// happens, the parameters it sets and the labels of its big numbers.
type Preview struct {
	Where, Params string
	Big           []string
}

// PreviewOf describes step s in t's language (cat built in the same
// language); code marks each parameter's key as code, for Markdown.
func PreviewOf(s Step, t *i18n.Text, cat Catalog, g kit.Glyphs, code bool) Preview {
	lt := t.Lecture
	if s.Agenda {
		return Preview{Where: lt.AgendaWhere}
	}
	info, _ := cat.Panel(s.Panel)
	pv := Preview{Where: info.Title, Params: paramList(s, t, cat, g, code)}
	if s.Page != "" {
		pv.Where = fmt.Sprintf(lt.HandoutPageFmt, info.Title, info.PageTitle(s.Page))
	}
	for _, k := range s.Big {
		r, _ := kit.FindReadout(info.Readouts, k)
		pv.Big = append(pv.Big, r.Label)
	}
	return pv
}

// PauseNames says what each of a step's pauses reveals, in t's language:
// a readout's label or the caption line.
func PauseNames(s Step, t *i18n.Text, cat Catalog) []string {
	info, _ := cat.Panel(s.Panel)
	out := make([]string, len(s.Pauses))
	for i, p := range s.Pauses {
		switch {
		case p.Series != "":
			out[i] = fmt.Sprintf(t.Lecture.PauseSeriesFmt, info.SeriesLabel(t, s.Page, p.Series))
			continue
		case p.Big == "":
			out[i] = p.Line.In(t.Lang)
			continue
		}
		r, _ := kit.FindReadout(info.Readouts, p.Big)
		out[i] = fmt.Sprintf(t.Lecture.PauseBigFmt, r.Label)
	}
	return out
}

// AgendaLines are the agenda in t's language, one line a part: its
// title, its steps and its planned time.
func AgendaLines(d Deck, t *i18n.Text) []string {
	lt := t.Lecture
	var out []string
	for _, p := range d.Agenda() {
		steps := fmt.Sprintf(lt.AgendaStepFmt, p.First+1)
		if p.Last > p.First {
			steps = fmt.Sprintf(lt.AgendaStepsFmt, p.First+1, p.Last+1)
		}
		line := fmt.Sprintf(lt.AgendaLineFmt, p.Title.In(t.Lang), steps)
		if p.Planned > 0 {
			line += t.Shell.ListSep + i18n.Clock(p.Planned)
		}
		out = append(out, line)
	}
	return out
}

// paramList names the values a step sets, with their labels and units
// (and, with code, their keys as code), or says every knob is at its
// default.
func paramList(s Step, t *i18n.Text, cat Catalog, g kit.Glyphs, code bool) string {
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
			part := fmt.Sprintf("%s %s", t.Knob.Label(group+"."+k), kit.KnobValue(t, g, group, spec, s.Values[group][k]))
			if code {
				part += fmt.Sprintf(" (`%s.%s`)", group, k)
			}
			parts = append(parts, part)
		}
	}
	if len(parts) == 0 {
		return t.Lecture.HandoutDefaults
	}
	return strings.Join(parts, t.Shell.ListSep)
}
