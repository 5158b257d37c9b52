package incast

import (
	"fmt"

	"pegasus/model/incast"
	"pegasus/panels/kit"
)

// legacyPage is how P-RNICs share the fabric with older CX7 RNICs: each
// kind's mark in the RoCE header, its congestion control, its switch
// queue and its signal, then what the paper states and what it measured.
func (p *Panel) legacyPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	out := p.heading(c.LegacyTitle, w, noEngine)
	out = append(out, kit.FitTable(p.legacyRows(), 2, w)...)
	out = append(out, "")
	for _, f := range incast.LegacyFindings {
		tag := c.NotMeasured
		if f.Measured {
			tag = c.Measured
		}
		text := p.Doc.Section("legacy." + f.ID)
		out = append(out, kit.Prose(fmt.Sprintf(c.FindingFmt, g.Cursor, text, tag), w, s.Text.Render)...)
	}
	out = append(out, "")
	return append(out, kit.Prose(p.Doc.Section("legacy"), w, s.Muted.Render)...)
}

// legacyRows describe each kind of NIC in a mixed cluster.
func (p *Panel) legacyRows() [][]string {
	c := p.Text.Incast
	rows := [][]string{{c.ColNIC, c.ColMark, c.ColControl, c.ColQueue, c.ColSignal}}
	for _, n := range incast.LegacyNICs {
		rows = append(rows, []string{n.Name, fmt.Sprintf("0x%02X", n.Mark), p.Text.Knob.Value("incast.cc", n.Control.String()),
			p.queueName(n.Queue), p.signalName(n.Signal)})
	}
	return rows
}

// queueName names a switch queue of a mixed cluster.
func (p *Panel) queueName(q string) string {
	if q == "credit" {
		return p.Text.Incast.QueueCredit
	}
	return p.Text.Incast.QueueDCQCN
}

// signalName names the feedback a kind of NIC understands.
func (p *Panel) signalName(sig string) string {
	if sig == "credit" {
		return p.Text.Incast.SignalCredit
	}
	return p.Text.Incast.SignalCNP
}

// presetName names a DCQCN preset as its knob does.
func (p *Panel) presetName(name string) string { return p.Text.Knob.Value("incast.dcqcn_preset", name) }
