package kit

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"pegasus/i18n"
)

// PageSeries names one curve (or reference band) a page's chart draws, so
// that a lecture step can hold it back until a press reveals it (a deck's
// `series:` pause): its stable key, as the chart's Series.Key, and its
// name in a language, as its legend gives it.
type PageSeries struct {
	Key   string
	Label func(t *i18n.Text) string
}

// HideSeriesMsg holds back the series (and bands) whose keys it lists on
// the panel's charts until the next HideSeriesMsg; an empty list shows
// them all. A lecture step's `series:` pauses send it.
type HideSeriesMsg struct{ Keys []string }

// SeriesTable is a panel whose pages declare the series their charts
// draw: every panel built on Base is one.
type SeriesTable interface {
	// PageSeries lists the series page key's charts draw, in order (nil
	// for a page without a chart, or an unknown page).
	PageSeries(page string) []PageSeries
}

// PageSeries implements SeriesTable.
func (b *Base) PageSeries(page string) []PageSeries {
	for _, p := range b.Pages {
		if p.Key == page {
			return p.Series
		}
	}
	return nil
}

// SeriesShown reports whether the series (or band) named key is on
// screen: a lecture step may hold it back.
func (b *Base) SeriesShown(key string) bool { return key == "" || !b.hidden[key] }

// hide holds back the series keys name (none when keys is empty).
func (b *Base) hide(keys []string) {
	b.hidden = map[string]bool{}
	for _, k := range keys {
		b.hidden[k] = true
	}
}

// hiddenKey is the series held back, sorted, for a chart cache's key.
func (b *Base) hiddenKey() string {
	var keys []string
	for k, h := range b.hidden {
		if h {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return strings.Join(keys, ",")
}

// Chart draws the chart of the page on screen, or takes it from cache
// when the chart keyed key was drawn lately: the series and bands a
// lecture step holds back are left out, and an Env's ChartLog records
// what it draws. draw builds the chart's description; it runs only when
// the cache has no drawing.
func (b *Base) Chart(cache *ChartCache, key string, draw func() LineChart) RenderedChart {
	var drawn LineChart
	ran := false
	if key != "" {
		key += "|hidden:" + b.hiddenKey()
	}
	out := cache.Get(b.Styles, b.Text.Lang, key, func() RenderedChart {
		drawn, ran = b.shown(draw()), true
		return drawn.Render()
	})
	if b.charts != nil {
		if !ran {
			drawn = b.shown(draw())
		}
		b.charts.add(b.reg.ID, b.CurrentPage(), cache, drawn, b.Styles.Glyphs)
	}
	return out
}

// shown is chart c without the series and bands held back.
func (b *Base) shown(c LineChart) LineChart {
	if len(b.hidden) == 0 {
		return c
	}
	var series []Series
	for _, s := range c.Series {
		if b.SeriesShown(s.Key) {
			series = append(series, s)
		}
	}
	var bands []Band
	for _, band := range c.Bands {
		if b.SeriesShown(band.Key) {
			bands = append(bands, band)
		}
	}
	c.Series, c.Bands = series, bands
	return c
}

// LegendEntry is one item of a chart's legend: its text, styled, and the
// key of the series or band it names ("" for a mark: always shown).
type LegendEntry struct {
	Key, Text string
}

// SeriesEntry names series s in a legend: how it is drawn (SeriesKey),
// then label, in its style.
func (b *Base) SeriesEntry(s Series, label string) LegendEntry {
	return LegendEntry{Key: s.Key, Text: s.Style.Render(SeriesKey(b.Styles.Glyphs, s) + " " + label)}
}

// BandEntry names band r in a legend: its rune, then label, in its style.
func (b *Base) BandEntry(r Band, label string) LegendEntry {
	return LegendEntry{Key: r.Key, Text: r.Style.Render(BandKey(r) + " " + label)}
}

// MarkEntry is a legend item that names no series (a marker line).
func MarkEntry(text string) LegendEntry { return LegendEntry{Text: text} }

// Legend lays a chart's legend out in lines of at most w cells, its
// entries gap cells apart, leaving out those of series a lecture step
// holds back.
func (b *Base) Legend(w, gap int, entries ...LegendEntry) []string {
	var items []string
	for _, e := range entries {
		if b.SeriesShown(e.Key) {
			items = append(items, e.Text)
		}
	}
	return Flow(items, w, gap, b.Styles.Glyphs.Ellipsis)
}

// ChartLog records the charts panels draw, for tests: by panel, page and
// chart, the last drawing's series and bands, as they tell apart without
// colour. It is safe to read while a program runs.
type ChartLog struct {
	mu     sync.Mutex
	charts map[ChartPlace]ChartRecord
}

// ChartPlace is where a chart is drawn: its panel and page, and which of
// the page's charts it is (its cache).
type ChartPlace struct {
	Panel PanelID
	Page  string
	chart *ChartCache
}

// ChartRecord is one drawn chart, as the log keeps it.
type ChartRecord struct {
	// Series are the curves drawn, in order.
	Series []SeriesRecord
	// Bands are the reference bands drawn: their keys and runes.
	Bands []SeriesRecord
	// Marks are the runes of the chart's vertical marks.
	Marks []rune
}

// SeriesRecord is a series (or band) as drawn: its key, how it differs
// from the others without colour (StyleOf, or a band's rune), and what
// its legend shows for it (SeriesKey, BandKey).
type SeriesRecord struct {
	Key, Style, Legend string
}

// add records chart c drawn on a page of panel id with glyphs g.
func (l *ChartLog) add(id PanelID, page string, cache *ChartCache, c LineChart, g Glyphs) {
	rec := ChartRecord{}
	for _, s := range c.Series {
		rec.Series = append(rec.Series, SeriesRecord{Key: s.Key, Style: StyleOf(g, s), Legend: SeriesKey(g, s)})
	}
	for _, b := range c.Bands {
		rec.Bands = append(rec.Bands, SeriesRecord{Key: b.Key, Style: fmt.Sprintf("band %c", b.Rune), Legend: BandKey(b)})
	}
	for _, m := range c.Marks {
		rec.Marks = append(rec.Marks, m.Rune)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.charts == nil {
		l.charts = map[ChartPlace]ChartRecord{}
	}
	l.charts[ChartPlace{Panel: id, Page: page, chart: cache}] = rec
}

// Charts returns every chart recorded, by where it was drawn.
func (l *ChartLog) Charts() map[ChartPlace]ChartRecord {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make(map[ChartPlace]ChartRecord, len(l.charts))
	for k, v := range l.charts {
		out[k] = v
	}
	return out
}

// Reset forgets every chart recorded.
func (l *ChartLog) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.charts = nil
}

// ChartLayout is a page drawn around one chart: under its heading, the
// chart's caption (its axes and units, muted), the chart, its legend and
// the lines that name its marks, then the page's blocks (a table, notes),
// each after a blank line.
type ChartLayout struct {
	Heading       []string
	Caption       string // none when ""
	Legend, Marks []string
	Blocks        [][]string
	// The chart takes the rows that the heading, the legend, the first
	// Fit blocks and Spare more rows leave: at least Min, at most Max.
	Fit, Spare, Min, Max int
	// Chart draws the chart in rows rows.
	Chart func(rows int) []string
}

// ChartPage lays a page drawn around one chart out w cells wide, for an
// area h rows high.
func (b *Base) ChartPage(w, h int, c ChartLayout) []string {
	room := h - len(c.Heading) - len(c.Legend) - c.Spare
	for _, block := range c.Blocks[:c.Fit] {
		room -= len(block)
	}
	out := append([]string{}, c.Heading...)
	if c.Caption != "" {
		out = append(out, Lines(c.Caption, w, b.Styles.Muted.Render)...)
	}
	out = append(out, c.Chart(max(c.Min, min(c.Max, room)))...)
	out = append(out, c.Legend...)
	out = append(out, c.Marks...)
	for _, block := range c.Blocks {
		out = append(append(out, ""), block...)
	}
	return out
}
