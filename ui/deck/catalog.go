package deck

import (
	"slices"

	"pegasus/i18n"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// Catalog is what a deck is checked against: the panels as built, and
// every engine's knob group.
type Catalog struct {
	Panels []PanelInfo
	Groups []knob.Group
}

// PanelInfo is what a deck may ask of one panel.
type PanelInfo struct {
	ID         kit.PanelID
	Title      string   // in the catalog's language
	Pages      []string // stable page keys, in order
	PageTitles []string
	// Readouts are the numbers the panel can show in big digits.
	Readouts []kit.Readout
	// Series are the curves each page's chart draws, by page key (a
	// series pause names one).
	Series map[string][]kit.PageSeries
	// Groups are the knob groups the panel takes values for, by name.
	Groups []string
}

// NewPanelInfo describes a built panel through the interfaces it
// implements: its page table, readouts and persistent knobs.
func NewPanelInfo(p kit.Panel) PanelInfo {
	info := PanelInfo{ID: p.ID(), Title: p.Title()}
	if pt, ok := p.(kit.PageTable); ok {
		info.Pages, info.PageTitles = pt.PageKeys(), pt.PageTitles()
	}
	if st, ok := p.(kit.SeriesTable); ok {
		info.Series = map[string][]kit.PageSeries{}
		for _, page := range info.Pages {
			if s := st.PageSeries(page); len(s) > 0 {
				info.Series[page] = s
			}
		}
	}
	if r, ok := p.(kit.Readouter); ok {
		info.Readouts = r.Readouts()
	}
	for g := range kit.ValuesOf(p) {
		info.Groups = append(info.Groups, g)
	}
	slices.Sort(info.Groups) // a map's order: listed the same way each time
	return info
}

// Panel finds a panel by identifier.
func (c Catalog) Panel(id kit.PanelID) (PanelInfo, bool) {
	for _, p := range c.Panels {
		if p.ID == id {
			return p, true
		}
	}
	return PanelInfo{}, false
}

// group finds a knob group by name.
func (c Catalog) group(name string) (knob.Group, bool) {
	for _, g := range c.Groups {
		if g.GroupName() == name {
			return g, true
		}
	}
	return nil, false
}

// SeriesKeys are the keys of the curves page key's chart draws.
func (p PanelInfo) SeriesKeys(page string) []string {
	var keys []string
	for _, s := range p.Series[page] {
		keys = append(keys, s.Key)
	}
	return keys
}

// SeriesLabel names series key of page in language t ("" when unknown).
func (p PanelInfo) SeriesLabel(t *i18n.Text, page, key string) string {
	for _, s := range p.Series[page] {
		if s.Key == key {
			return s.Label(t)
		}
	}
	return ""
}

// PageTitle names a panel's page in the catalog's language ("" when the
// page is unknown).
func (p PanelInfo) PageTitle(key string) string {
	for i, k := range p.Pages {
		if k == key && i < len(p.PageTitles) {
			return p.PageTitles[i]
		}
	}
	return ""
}
