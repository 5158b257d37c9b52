package flowtable

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/flowtable/twolevel"
	"pegasus/panels/kit"
)

// twoLevelPage draws every RNIC in its state-machine state with its table
// version, the DPU's state, the latest events, and whether the DPU, the
// RNICs and the log agree once the run settles.
func (p *Panel) twoLevelPage(w, h int) []string {
	s, c := p.Styles, p.Text.Flow
	p.syncRun()
	r := &p.run
	out := p.pageHead(c.TwoLevelTitle, w, groupTwoLevel, groupCuckoo, groupCSR)
	if r.sim == nil {
		msg := p.Text.Shell.Computing
		if r.err != nil {
			msg = r.err.Error()
		}
		return append(out, kit.Lines(msg, w, s.Error.Render)...)
	}
	sim := r.sim
	out = append(out, kit.Lines(fmt.Sprintf(c.DPUStatusFmt, p.dpuState(sim.DPU()), sim.Committed(), i18n.Int(r.count),
		i18n.DurationWith(sim.NowUs()*1000, p.Styles.Glyphs.Micro)), w, s.Value.Render)...)
	out = append(out, p.runStatus(w)...)
	out = append(out, p.rnicTable(sim.Status(), w)...)
	tail := p.runTail(sim, w)
	out = append(out, p.heading(c.EventsHeading, w)...)
	// The timeline takes the rows left above the tail (at least three);
	// the state legend follows, below the fold on a small screen.
	n := max(3, h-len(out)-len(tail))
	out = append(out, p.eventLines(n, w)...)
	out = append(out, tail...)
	return append(out, p.muted(c.StateLegend, w)...)
}

// runStatus says whether the run waits, plays or has settled, and how the
// tables compare when it has.
func (p *Panel) runStatus(w int) []string {
	s, c := p.Styles, p.Text.Flow
	r := &p.run
	switch {
	case r.refused:
		return kit.Lines(c.CrashRefused, w, s.Error.Render)
	case r.playing:
		return kit.Lines(c.RunPlaying, w, s.Accent.Render)
	case r.agree != nil && r.agree.Agree():
		return kit.Lines(fmt.Sprintf(c.AgreeFmt, r.faults, r.agree.Version), w, s.Good.Render)
	case r.agree != nil:
		return kit.Lines(c.Disagree, w, s.Error.Render)
	case r.count == 0:
		return kit.Lines(c.RunIdle, w, s.Muted.Render)
	}
	return kit.Lines(c.RunPaused, w, s.Muted.Render)
}

// stateColumns are the state machine's states, in drawing order, with
// their short names.
func (p *Panel) stateColumns() []string {
	c := p.Text.Flow
	return []string{c.StateInitial, c.StateEstablished, c.StateWaiting, c.StateDown}
}

// rnicTable draws the per-RNIC state machines: one row per RNIC with a
// mark in the column of its current state, its version register, its
// entries and how far it is through the next version.
func (p *Panel) rnicTable(st []twolevel.RNICStatus, w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Flow
	wide := w >= 56
	head := append([]string{"  " + c.ColRNIC}, p.stateColumns()...)
	head = append(head, c.ColVersion)
	if wide {
		head = append(head, c.ColEntries)
	}
	rows := [][]string{append(head, c.ColUpdate)}
	for i, r := range st {
		mark := "  "
		if i == p.run.target {
			mark = g.Cursor + " "
		}
		row := []string{mark + i18n.Int(i+1)}
		for _, state := range twolevel.States {
			cell := ""
			if r.State == state {
				cell = g.SliderKnob
			}
			row = append(row, cell)
		}
		row = append(row, i18n.Int(r.Version))
		if wide {
			row = append(row, i18n.Int(r.Entries))
		}
		update := ""
		switch {
		case !r.Alive:
			update = c.Rebooting
		case r.Pending > 0:
			update = fmt.Sprintf("%s/%s", i18n.Int(r.Applied), i18n.Int(r.Applied+r.Pending))
		}
		rows = append(rows, append(row, update))
	}
	lines := kit.FitTable(rows, 1, w)
	out := make([]string, len(lines))
	for i, l := range lines {
		style := s.Text.Render
		if i == 0 {
			style = s.Muted.Render
		}
		out[i] = style(l)
	}
	return out
}

// runTail is what follows the timeline: a table part-way through an
// update, the log, and the keys.
func (p *Panel) runTail(sim *twolevel.Sim, w int) []string {
	c := p.Text.Flow
	var out []string
	for i, st := range sim.Status() {
		if st.Alive && st.Applied > 0 && st.Pending > 0 {
			out = append(out, p.plain(fmt.Sprintf(c.HalfFmt, i+1, i18n.Int(st.Applied), i18n.Int(st.Applied+st.Pending), st.Version+1), w)...)
			break
		}
	}
	var begun, committed, rejected int
	log := sim.Log()
	for _, rec := range log {
		switch rec.Kind {
		case twolevel.Begin:
			begun++
		case twolevel.Commit:
			committed++
		case twolevel.Reject:
			rejected++
		}
	}
	out = append(out, p.plain(fmt.Sprintf(c.LogFmt, len(log), begun, committed, rejected), w)...)
	return append(out, p.muted(fmt.Sprintf(c.TwoLevelKeysFmt, p.run.target+1), w)...)
}

// eventLines are the latest n events, oldest first.
func (p *Panel) eventLines(n, w int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	evs := p.run.events
	if len(evs) == 0 {
		return p.muted(p.Text.Flow.NoEvents, w)
	}
	evs = evs[max(0, len(evs)-n):]
	out := make([]string, len(evs))
	for i, e := range evs {
		style := s.Text.Render
		if e.Kind == twolevel.EvFaultRestart || e.Kind == twolevel.EvFaultDrop || e.Kind == twolevel.EvFaultCrash {
			style = s.Error.Render
		}
		at := kit.PadLeft(i18n.DurationWith(e.AtUs*1000, g.Micro), 11)
		out[i] = style(kit.Truncate(at+"  "+p.eventText(e), w, g.Ellipsis))
	}
	return out
}

// eventText says what one event did.
func (p *Panel) eventText(e twolevel.Event) string {
	c := p.Text.Flow
	moved := fmt.Sprintf("%s %s %s", p.stateName(e.From), p.Styles.Glyphs.Arrow, p.stateName(e.To))
	rnic := e.RNIC + 1
	switch e.Kind {
	case twolevel.EvBegin:
		return fmt.Sprintf(c.EvBeginFmt, e.Txn+1, e.Version)
	case twolevel.EvReject:
		return fmt.Sprintf(c.EvRejectFmt, e.Txn+1)
	case twolevel.EvWrite:
		return fmt.Sprintf(c.EvWriteFmt, rnic, i18n.Int(e.Cell), e.Version)
	case twolevel.EvVersion:
		return fmt.Sprintf(c.EvVersionFmt, rnic, e.Version)
	case twolevel.EvCommit:
		return fmt.Sprintf(c.EvCommitFmt, e.Version)
	case twolevel.EvCommandFailed:
		return fmt.Sprintf(c.EvFailedFmt, rnic, moved)
	case twolevel.EvCheck:
		return fmt.Sprintf(c.EvCheckFmt, rnic, moved)
	case twolevel.EvDiscovered:
		return fmt.Sprintf(c.EvDiscoveredFmt, rnic, moved)
	case twolevel.EvWaitChannel:
		return fmt.Sprintf(c.EvWaitChannelFmt, rnic)
	case twolevel.EvWaitReboot:
		return fmt.Sprintf(c.EvWaitRebootFmt, rnic)
	case twolevel.EvFaultRestart:
		return fmt.Sprintf(c.EvRestartFmt, rnic)
	case twolevel.EvFaultDrop:
		return fmt.Sprintf(c.EvDropFmt, rnic)
	case twolevel.EvFaultCrash:
		return c.EvCrash
	case twolevel.EvDPUBack:
		return c.EvDPUBack
	case twolevel.EvReplay:
		return fmt.Sprintf(c.EvReplayFmt, e.Version)
	case twolevel.EvRecovered:
		return fmt.Sprintf(c.EvRecoveredFmt, e.Committed)
	}
	return e.Kind.String()
}

// stateName is a state's short name.
func (p *Panel) stateName(st twolevel.State) string {
	names := p.stateColumns()
	if int(st) >= 0 && int(st) < len(names) {
		return names[st]
	}
	return st.String()
}

// dpuState names the DPU's state.
func (p *Panel) dpuState(d twolevel.DPUState) string {
	c := p.Text.Flow
	switch d {
	case twolevel.DPURebooting:
		return c.DPURebooting
	case twolevel.DPURecovering:
		return c.DPURecovering
	}
	return c.DPUUp
}
