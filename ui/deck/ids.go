package deck

import (
	"fmt"
	"io"
	"strings"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/panels/kit"
)

// IDs writes every name a deck step can give, from the panels and knob
// declarations of cat (built in t's language): each panel, then under it
// the values its page, set and big fields take, each with what it is.
// `pegasus present --ids` prints it; the README carries the English one.
func IDs(w io.Writer, t *i18n.Text, cat Catalog, g kit.Glyphs) error {
	var b strings.Builder
	b.WriteString(t.Lecture.IDsIntro + "\n")
	for _, p := range cat.Panels {
		rows := [][2]string{}
		for i, key := range p.Pages {
			rows = append(rows, [2]string{"page: " + key, p.PageTitles[i]})
		}
		for _, group := range p.Groups {
			gr, ok := cat.group(group)
			if !ok {
				continue
			}
			for _, s := range gr.Specs() {
				rows = append(rows, [2]string{"set: " + group + "." + s.Key, knobtext.FlagUsage(t, g.Micro, group, s)})
			}
		}
		for _, page := range p.Pages {
			for _, s := range p.Series[page] {
				rows = append(rows, [2]string{"series: " + s.Key, fmt.Sprintf(t.Lecture.IDsSeriesFmt, s.Label(t), page)})
			}
		}
		for _, r := range p.Readouts {
			label := r.Label
			if r.Unit != "" {
				label = fmt.Sprintf(t.Lecture.Data.AxisFmt, r.Label, r.Unit)
			}
			rows = append(rows, [2]string{"big: " + r.Key, label})
		}
		width := 0
		for _, r := range rows {
			width = max(width, kit.Width(r[0]))
		}
		fmt.Fprintf(&b, "\npanel: %s  %s\n", p.ID, p.Title)
		for _, r := range rows {
			fmt.Fprintf(&b, "  %s  %s\n", kit.PadRight(r[0], width), r[1])
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
