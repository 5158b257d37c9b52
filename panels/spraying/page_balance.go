package spraying

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// balancePage draws the chosen scheme's load on every uplink as vertical
// bars, then every scheme side by side, and the balls-into-bins check.
func (p *Panel) balancePage(w, h int) []string {
	// Everything drawn comes from the results, which may trail the knobs
	// for a moment; only the chosen scheme follows them at once.
	b := p.balance[spray.Hash].Params
	b.Scheme = p.settings.Balance.Scheme
	c := p.Text.Spray
	return p.ChartPage(w, h, kit.ChartLayout{
		Heading: p.Heading(fmt.Sprintf(c.BalanceTitleFmt, b.Paths, schemeName(p.Text, b.Scheme)), w, p.stale(engBalance)),
		Chart:   func(rows int) []string { return loadBars(p.Styles, p.balance[b.Scheme].LinkLoads, w, rows, c.MeanMark) },
		Blocks:  [][]string{p.schemeTable(w), p.balanceNotes(w)},
		// The bars take the room the table and notes leave, between 4 and 12 rows.
		Fit: 2, Spare: 3, Min: 4, Max: 12,
	})
}

// loadBars draws one column per uplink, scaled to the busiest, with the
// mean marked on the left and each uplink's number below.
func loadBars(s kit.Styles, loads []float64, w, rows int, meanLabel string) []string {
	g := s.Glyphs
	n := len(loads)
	most := 1.0
	for _, l := range loads {
		most = math.Max(most, l)
	}
	gutter := 5 // "2.62 " on the top row, "1.00 " at the mean
	room := w - gutter - kit.Width(meanLabel) - 3
	colW := max(1, min(12, room/max(n, 1)))
	if colW*n > room { // too many uplinks for the width: draw what fits
		n = max(1, room/colW)
	}
	meanRow := rows - int(math.Round(1/most*float64(rows)))
	var out []string
	for r := 0; r < rows; r++ {
		level := float64(rows-r) / float64(rows) * most // value at the top of this row
		label := strings.Repeat(" ", gutter)
		switch r {
		case 0:
			label = kit.PadRight(i18n.Number(most, 2), gutter)
		case meanRow:
			label = kit.PadRight("1.00", gutter)
		}
		var b strings.Builder
		for i := 0; i < n; i++ {
			cell := strings.Repeat(" ", colW)
			if loads[i] >= level-most/float64(rows)/2 {
				cell = strings.Repeat(g.IdleBlock, max(1, colW-1)) + strings.Repeat(" ", min(1, colW-1))
			}
			b.WriteString(cell)
		}
		line := s.Muted.Render(label) + s.Eq2.Render(b.String())
		if r == meanRow {
			line += " " + s.Muted.Render(g.Arrow+" "+meanLabel)
		}
		out = append(out, line)
	}
	var idx strings.Builder
	idx.WriteString(strings.Repeat(" ", gutter))
	for i := 0; i < n; i++ {
		if colW >= 3 || (i+1)%5 == 0 || i == 0 {
			idx.WriteString(kit.PadRight(fmt.Sprint(i+1), colW))
		} else {
			idx.WriteString(strings.Repeat(" ", colW))
		}
	}
	return append(out, s.Muted.Render(kit.Truncate(idx.String(), w, g.Ellipsis)))
}

// schemeTable sets every scheme's averages side by side, the chosen one
// marked; it splits into two tables when the page is narrow.
func (p *Panel) schemeTable(w int) []string {
	g, c := p.Styles.Glyphs, p.Text.Spray
	rows := [][]string{{"  " + c.ColScheme, c.ColUsed, c.ColMaxLoad, c.ColThroughput, c.ColSlowest, c.ColOOO}}
	for _, sc := range spray.Schemes {
		m := p.balance[sc].Mean
		mark := "  "
		if sc == p.settings.Balance.Scheme {
			mark = g.Cursor + " "
		}
		rows = append(rows, []string{mark + schemeName(p.Text, sc), pct(m.UsedFraction, 0), i18n.Number(m.MaxLoad, 2),
			i18n.Number(m.Throughput, 2), i18n.Number(m.SlowestMs, 2) + " ms", i18n.Number(m.OOODegree, 1)})
	}
	return kit.FitTable(rows, 2, w, 1, 2, 3, 4, 5)
}

// balanceNotes compares the simulated hash with the balls-into-bins
// expectation (equal flows only), then states the mix and the averaging.
func (p *Panel) balanceNotes(w int) []string {
	s, c := p.Styles, p.Text.Spray
	b := p.balance[spray.Hash].Params
	var out []string
	if b.Mix == spray.Equal {
		hash := p.balance[spray.Hash].Mean
		out = append(out, kit.Lines(fmt.Sprintf(c.ExpectationFmt, b.Flows, b.Paths,
			i18n.Number(100*spray.ExpectedUsedFraction(b.Flows, b.Paths), 1), i18n.Number(spray.ExpectedHashMaxLoad(b.Flows, b.Paths), 2),
			i18n.Number(100*hash.UsedFraction, 1), i18n.Number(hash.MaxLoad, 2)), w, s.Text.Render)...)
	} else {
		out = append(out, kit.Lines(c.MixNote, w, s.Text.Render)...)
	}
	out = append(out, kit.Lines(fmt.Sprintf(c.TENoteFmt, i18n.Number(b.TEPeriodS, 0), i18n.Number(b.LifetimeS, 0), i18n.Number(b.HorizonS, 0)), w, s.Muted.Render)...)
	return append(out, kit.Lines(fmt.Sprintf(c.TrialsNoteFmt, b.Trials, b.Seed), w, s.Muted.Render)...)
}

// schemeName names a scheme in language t, as its knob does.
func schemeName(t *i18n.Text, sc spray.Scheme) string {
	return t.Knob.Value("spray.scheme", string(sc))
}
