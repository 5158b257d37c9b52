package deck

import (
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// idPattern is what a step's identifier may be: lower-case letters,
// digits, "-" and "_", starting with a letter or a digit.
var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,39}$`)

// id reads a step's identifier.
func (l *loader) id(n *yaml.Node) string {
	if n.Kind != yaml.ScalarNode || !idPattern.MatchString(n.Value) {
		l.fail(n, l.lt.DeckBadIDFmt, n.Value)
		return ""
	}
	return n.Value
}

// flag reads true or false.
func (l *loader) flag(n *yaml.Node) bool {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		l.fail(n, l.lt.DeckWantFmt, l.lt.WantBool)
		return false
	}
	return strings.EqualFold(n.Value, "true")
}

// pauses reads a step's reveal: a list of pauses, each one of step s's
// big readouts (big: KEY), a curve of the chart on its page (series: KEY,
// the page given by page), each at most once, or a caption line (line: a
// text per language).
func (l *loader) pauses(n *yaml.Node, s Step, info PanelInfo, page *yaml.Node) []Pause {
	if n.Kind != yaml.SequenceNode {
		l.fail(n, l.lt.DeckWantFmt, l.lt.WantPauses)
		return nil
	}
	if len(n.Content) > MaxPauses {
		l.fail(n, l.lt.DeckTooManyPausesFmt, MaxPauses, len(n.Content))
	}
	var out []Pause
	revealed := map[string]int{} // readout key: the line that reveals it
	shown := map[string]int{}    // series key: the line that reveals it
	for _, item := range n.Content {
		f := l.fields(item, "big", "series", "line")
		switch {
		case f == nil:
			continue
		case len(f) != 1:
			if len(item.Content) == 0 || len(f) > 1 {
				l.fail(item, l.lt.DeckPauseOneFmt)
			}
			continue
		case f["line"] != nil:
			out = append(out, Pause{Line: l.text(f["line"], "line", true)})
			continue
		case f["series"] != nil:
			if key, ok := l.seriesPause(f["series"], s, info, page, shown); ok {
				out = append(out, Pause{Series: key})
			}
			continue
		}
		v := f["big"]
		if v.Kind != yaml.ScalarNode || !slices.Contains(s.Big, v.Value) {
			list := strings.Join(s.Big, ", ")
			if list == "" {
				list = l.lt.DeckNone
			}
			l.fail(v, l.lt.DeckPauseBigFmt, v.Value, list)
			continue
		}
		if first, ok := revealed[v.Value]; ok {
			l.fail(v, l.lt.DeckPauseTwiceFmt, v.Value, first)
			continue
		}
		revealed[v.Value] = v.Line
		out = append(out, Pause{Big: v.Value})
	}
	return out
}

// seriesPause reads a series pause: v must name a curve of the chart on
// step s's page (page, which the step must give), not revealed before
// (shown).
func (l *loader) seriesPause(v *yaml.Node, s Step, info PanelInfo, page *yaml.Node, shown map[string]int) (string, bool) {
	if page == nil {
		l.fail(v, l.lt.DeckPauseNoPageFmt)
		return "", false
	}
	keys := info.SeriesKeys(s.Page)
	if v.Kind != yaml.ScalarNode || !slices.Contains(keys, v.Value) {
		list := strings.Join(keys, ", ")
		if list == "" {
			list = l.lt.DeckNone
		}
		l.fail(v, l.lt.DeckPauseSeriesFmt, v.Value, s.Page, list)
		return "", false
	}
	if first, ok := shown[v.Value]; ok {
		l.fail(v, l.lt.DeckSeriesTwiceFmt, v.Value, first)
		return "", false
	}
	shown[v.Value] = v.Line
	return v.Value, true
}
