package kit

import "strings"

// Flow places items (already styled) on lines of at most width cells,
// gap spaces apart, never splitting an item; an item wider than the line
// is truncated.
func Flow(items []string, width, gap int, tail string) []string {
	var lines []string
	var cur strings.Builder
	curW := 0
	for _, it := range items {
		w := Width(it)
		if curW > 0 && curW+gap+w > width {
			lines = append(lines, cur.String())
			cur.Reset()
			curW = 0
		}
		if curW > 0 {
			cur.WriteString(strings.Repeat(" ", gap))
			curW += gap
		}
		if w > width {
			it, w = Truncate(it, width, tail), width
		}
		cur.WriteString(it)
		curW += w
	}
	if curW > 0 {
		lines = append(lines, cur.String())
	}
	return lines
}

// minDefValue is the narrowest value column DefList accepts before it
// stacks labels over values.
const minDefValue = 16

// DefList lays out label/value pairs in two columns, values wrapped within
// their column; when the labels leave too little room, each label goes on
// its own line with its value wrapped and indented below it.
func DefList(pairs [][2]string, width int) []string {
	labelW := 0
	for _, p := range pairs {
		labelW = max(labelW, Width(p[0]))
	}
	var out []string
	if valueW := width - labelW - 2; valueW >= minDefValue {
		for _, p := range pairs {
			for i, l := range Wrap(p[1], valueW) {
				lead := strings.Repeat(" ", labelW+2)
				if i == 0 {
					lead = PadRight(p[0], labelW) + "  "
				}
				out = append(out, lead+l)
			}
		}
		return out
	}
	for _, p := range pairs {
		out = append(out, p[0])
		for _, l := range Wrap(p[1], max(1, width-2)) {
			out = append(out, "  "+l)
		}
	}
	return out
}

// JoinColumns sets blocks of lines side by side; each block is padded to
// its width, and sep is placed between blocks on every line.
func JoinColumns(sep string, height int, blocks []string, widths []int) string {
	split := make([][]string, len(blocks))
	for i, b := range blocks {
		split[i] = strings.Split(FitLines(b, widths[i], height, ""), "\n")
	}
	var b strings.Builder
	for y := 0; y < height; y++ {
		if y > 0 {
			b.WriteByte('\n')
		}
		for i := range split {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(split[i][y])
		}
	}
	return b.String()
}

// Widest is the width of the widest line.
func Widest(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, Width(l))
	}
	return w
}

// LabelValues lays out label/value pairs for a narrow column: values
// right-aligned and always whole, labels cut with tail when both do not
// fit side by side, and each label over its value when even a short
// label would not fit.
func LabelValues(pairs [][2]string, width int, tail string) []string {
	labelW, valueW := 0, 0
	for _, p := range pairs {
		labelW, valueW = max(labelW, Width(p[0])), max(valueW, Width(p[1]))
	}
	const gap, shortest = 2, 6
	room := min(labelW, width-gap-valueW)
	var out []string
	if room < min(labelW, shortest) {
		for _, p := range pairs {
			out = append(out, Truncate(p[0], width, tail), PadLeft(Truncate(p[1], width, tail), width))
		}
		return out
	}
	for _, p := range pairs {
		out = append(out, PadRight(Truncate(p[0], room, tail), room)+strings.Repeat(" ", gap)+PadLeft(p[1], valueW))
	}
	return out
}
