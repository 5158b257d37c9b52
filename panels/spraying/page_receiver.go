package spraying

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// arrivalOrder is the order in which two chunks of DemoChunk packets, each
// closed by a write-with-immediate, reach the receiver when sprayed over
// the retransmission page's paths (same delays, same seed).
func arrivalOrder(s Settings) []int {
	r := s.Retx
	rng := rand.New(rand.NewPCG(r.Seed, 0x51ed))
	delays := spray.PathDelays(r.Paths, r.SkewNs, rng)
	pktNs := float64(r.PacketBytes) * 8 / r.LineGbps
	n := 2 * s.Receiver.DemoChunk
	due := make([]float64, n)
	order := make([]int, n)
	for i := range due {
		due[i] = float64(i)*pktNs + delays[rng.IntN(r.Paths)] + rng.ExpFloat64()*r.QueueJitterNs
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case due[a] < due[b]:
			return -1
		case due[a] > due[b]:
			return 1
		}
		return 0
	})
	return order
}

// receiverPage steps packets into the bitmaps, then sets the window that
// the state holds against the BDP and the overdraft, and what a chunk
// costs with and without the extra round trip.
func (p *Panel) receiverPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Spray
	st := p.settings
	n := 2 * st.Receiver.DemoChunk
	order := arrivalOrder(st)
	window := max(n, spray.BitmapWindow(st.Receiver.StateBytes))
	rcv := spray.NewReceiver(window)
	var done []string
	for _, psn := range order[:p.step] {
		cs, _ := rcv.Arrive(spray.Packet{PSN: psn, WithImm: (psn+1)%st.Receiver.DemoChunk == 0, Imm: uint32(psn)})
		for _, cq := range cs {
			done = append(done, fmt.Sprintf("#%d", cq.PSN))
		}
	}
	out := kit.Lines(c.ReceiverTitle, w, s.Heading.Render)
	if p.step == 0 {
		out = append(out, kit.Lines(c.StepNone, w, s.Text.Render)...)
	} else {
		last := order[p.step-1]
		imm := ""
		if (last+1)%st.Receiver.DemoChunk == 0 {
			imm = c.StepWithImm
		}
		out = append(out, kit.Lines(fmt.Sprintf(c.StepFmt, p.step, n, last, imm), w, s.Text.Render)...)
	}
	// One column per PSN: the bit in each bitmap, the head marked below.
	arrived := make([]bool, n)
	for _, psn := range order[:p.step] {
		arrived[psn] = true
	}
	lw := max(kit.Width(c.RowPSN), kit.Width(c.RowCQE)) + 1 // the row labels' column
	cell := 2
	if lw+n*cell > w {
		cell = 1
	}
	bits := func(label string, on func(int) bool, style func(...string) string) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			v := "0"
			if on(i) {
				v = "1"
			}
			b.WriteString(kit.PadRight(v, cell))
		}
		return kit.Truncate(kit.PadRight(label, lw)+style(b.String()), w, g.Ellipsis)
	}
	var psns strings.Builder
	for i := 0; i < n; i++ {
		psns.WriteString(kit.PadRight(fmt.Sprint(i%10), cell))
	}
	head := rcv.Head()
	marker := strings.Repeat(" ", lw+head*cell) + g.Cursor + " " + fmt.Sprintf(c.HeadFmt, head)
	out = append(out,
		s.Muted.Render(kit.Truncate(kit.PadRight("", lw)+psns.String(), w, g.Ellipsis)),
		bits(c.RowPSN, func(i int) bool { return arrived[i] }, s.Eq2.Render),
		bits(c.RowCQE, func(i int) bool { return (i+1)%st.Receiver.DemoChunk == 0 }, s.Accent.Render),
		s.Marker.Render(kit.Truncate(marker, w, g.Ellipsis)))
	completions := c.NoCompletions
	if len(done) > 0 {
		completions = strings.Join(done, " ")
	}
	out = append(out, kit.Lines(fmt.Sprintf(c.CompletionsFmt, completions), w, s.Value.Render)...)
	// Why a completion that has arrived is not raised yet: a packet before
	// it is still missing.
	for psn := head; psn < n; psn++ {
		if arrived[psn] && (psn+1)%st.Receiver.DemoChunk == 0 {
			out = append(out, kit.Lines(fmt.Sprintf(c.HeldFmt, psn, head), w, s.Accent.Render)...)
			break
		}
	}
	out = append(out, kit.Lines(c.ReceiverKeys, w, s.Muted.Render)...)
	out = append(out, "")
	out = append(out, p.windowLines(w)...)
	out = append(out, "")
	return append(out, p.chunkLines(w)...)
}

// windowLines sets the positions the state covers against what the
// credit loop keeps in flight: the BDP plus one overdraft batch.
func (p *Panel) windowLines(w int) []string {
	s, c := p.Styles, p.Text.Spray
	win := spray.BitmapWindow(p.settings.Receiver.StateBytes)
	pkt := float64(loop.PacketBytes)
	credit := loop.DefaultParams()
	bdp := int(credit.BDPBytes() / pkt)
	over := credit.Overdraft * credit.PacketsPerBatch()
	need := bdp + over
	out := kit.Lines(fmt.Sprintf(c.WindowFmt, p.settings.Receiver.StateBytes, win, win, i18n.Bytes(float64(win)*pkt)), w, s.Text.Render)
	out = append(out, kit.Lines(fmt.Sprintf(c.BDPFmt, bdp, over, need, i18n.Bytes(float64(need)*pkt),
		i18n.Number(float64(win)/float64(need), 1)), w, s.Text.Render)...)
	if win < need {
		out = append(out, kit.Lines(c.WindowShort, w, s.Error.Render)...)
	}
	return out
}

// chunkLines is the time to finish one all-reduce chunk on each NIC: the
// commodity NIC waits a round trip for the writes' acknowledgements
// before its write-with-immediate.
func (p *Panel) chunkLines(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Spray
	ar := p.settings.AllReduce
	sendNs := ar.ChunkKiB * 1024 * 8 / spray.LineGbps
	dur := func(ns float64) string { return i18n.DurationWith(ns, g.Micro) }
	out := kit.Lines(c.ChunkTimeTitle, w, s.Heading.Render)
	out = append(out, kit.Lines(fmt.Sprintf(c.CommodityFmt, dur(sendNs), dur(ar.RTTUs*1000), dur(sendNs+ar.RTTUs*1000)), w, s.Eq1.Render)...)
	return append(out, kit.Lines(fmt.Sprintf(c.PegasusFmt, dur(sendNs), dur(sendNs)), w, s.Eq2.Render)...)
}
