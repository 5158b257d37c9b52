package flowtable

import (
	"fmt"
	"math"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// splits are the numbers of VPCs the re-split table divides a VPC into.
var splits = []int{1, 2, 3, 4}

// usable is the load this table can be filled to: the sweep's mean
// overflow when it is in (a measurement of this very table), else c*_d;
// measured tells which. firstStash is the sweep's mean load at the first
// stash use (NaN while the sweep runs).
func (p *Panel) usable() (usable, firstStash float64, measured bool) {
	if sw := p.currentSweep(); sw != nil {
		return sw.sweep.Overflow.Mean, sw.sweep.FirstStash.Mean, true
	}
	return ft.Threshold(p.valid.Cuckoo.Ways), math.NaN(), false
}

// sizingRow is one VPC the sizing table sets against the table.
type sizingRow struct {
	name    string
	entries int
}

// sizingRows are the VPCs compared: the digest's AI cloud and classic
// cloud (each at the low end of its decade), the update calibrated on the
// CSR page and the scale page's largest task today.
func (p *Panel) sizingRows() []sizingRow {
	c := p.Text.Flow
	sc := p.valid.Scale
	return []sizingRow{
		{c.RowAICloud, ft.AICloudVPCEntries},
		{c.RowCalibrated, p.valid.CSR.Entries},
		{fmt.Sprintf(c.RowLargestTaskFmt, i18n.Int(sc.MaxTaskGPUs)), sc.MaxTaskGPUs * sc.EntriesPerGPU},
		{c.RowClassic, ft.ClassicCloudVPCEntries},
	}
}

// sizingPage sets an AI cloud's VPCs against a classic cloud's on this
// table, and shows what re-splitting a VPC that does not fit buys.
func (p *Panel) sizingPage(w int) []string {
	s, c := p.Styles, p.Text.Flow
	cp := p.valid.Cuckoo
	out := p.pageHead(c.SizingTitle, w, groupCuckoo)
	out = append(out, p.prose("sizing", w)...)
	out = append(out, "")
	usable, first, measured := p.usable()
	capacity := ft.Sizing(0, cp.UsedSlots(), cp.Stash, usable).Capacity
	how := c.UsableThreshold
	if measured {
		how = c.UsableMeasured
	}
	out = append(out, p.plain(fmt.Sprintf(c.CapacityFmt, i18n.Int(capacity), pct(usable, 2), i18n.Int(cp.UsedSlots()), how, cp.Stash), w)...)
	var pairs [][2]string
	for _, r := range p.sizingRows() {
		f := ft.Sizing(r.entries, cp.UsedSlots(), cp.Stash, usable)
		fits := c.FitsOne
		if !f.Fits {
			fits = fmt.Sprintf(c.NeedsTablesFmt, i18n.Int(f.Tables))
		}
		pairs = append(pairs, [2]string{r.name, fmt.Sprintf(c.VPCLoadFmt, i18n.Int(r.entries), loadPct(f.Load), fits)})
	}
	for _, l := range kit.DefList(pairs, w) {
		out = append(out, s.Text.Render(l))
	}
	out = append(out, "")
	vpc := int(math.Round(1.25*float64(capacity)/1000)) * 1000
	out = append(out, p.heading(fmt.Sprintf(c.ReSplitHeadingFmt, i18n.Int(vpc)), w)...)
	rows := [][]string{{c.ColSplit, c.ColPerTable, c.ColLoad, c.ColStashUse}}
	for _, k := range splits {
		f := ft.ReSplit(vpc, k, cp.UsedSlots(), cp.Stash, usable)
		use := c.StashRarely
		switch {
		case !f.Fits:
			use = c.StashOverflows
		case math.IsNaN(first):
			use = "-"
		case f.Load >= first:
			use = c.StashLikely
		}
		rows = append(rows, []string{i18n.Int(k), i18n.Int(f.Entries), loadPct(f.Load), use})
	}
	for _, l := range kit.FitTable(rows, 2, w, 0, 1, 2) {
		out = append(out, s.Text.Render(l))
	}
	return append(out, p.muted(c.ReSplitNote, w)...)
}

// loadPct writes a load in percent: one decimal below 10 times the
// table, none above (a classic cloud's VPC loads it 30,000-fold).
func loadPct(l float64) string {
	if l >= 10 {
		return pct(l, 0)
	}
	return pct(l, 1)
}

// yesNo names a yes/no answer in the current language.
func (p *Panel) yesNo(b bool) string {
	if b {
		return p.Text.Shell.Yes
	}
	return p.Text.Shell.No
}
