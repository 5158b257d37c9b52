package flowtable

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/csr"
	"pegasus/panels/kit"
)

// scaleCache keeps the last scale view and the parameters it is for: the
// view bisects for five limits, which a frame of an animation should not
// redo.
type scaleCache struct {
	params csr.ScaleParams
	view   csr.ScaleView
	err    error
	ok     bool
}

// scaleView is the scale view of the knobs on screen.
func (p *Panel) scaleView() (csr.ScaleView, error) {
	sp := p.valid.scale()
	if !p.scaleMemo.ok || p.scaleMemo.params != sp {
		v, err := csr.Scale(sp)
		p.scaleMemo = scaleCache{params: sp, view: v, err: err, ok: true}
	}
	return p.scaleMemo.view, p.scaleMemo.err
}

// scalePage follows the deployment from the GPUs deployed to the target:
// VPC churn, the largest VPC against the table, its update time in both
// modes and the channel's daily work, then where each limit breaks.
func (p *Panel) scalePage(w int) []string {
	s, c := p.Styles, p.Text.Flow
	sp := p.valid.scale()
	out := p.pageHead(fmt.Sprintf(c.ScaleTitleFmt, i18n.Int(sp.DeployedGPUs), i18n.Int(sp.TargetGPUs)), w, groupScale, groupCSR)
	v, err := p.scaleView()
	if err != nil {
		return append(out, kit.Lines(err.Error(), w, s.Error.Render)...)
	}
	growth := p.Text.Knob.Value("scale.growth", csr.GrowthNames[sp.Growth])
	out = append(out, p.plain(fmt.Sprintf(c.ScaleSetupFmt, i18n.Number(sp.TasksPerDay, -1), i18n.Number(sp.TaskHours, -1),
		i18n.Int(sp.MaxTaskGPUs), growth, sp.EntriesPerGPU, i18n.Int(v.Capacity)), w)...)
	tables := [][]string{{c.ColGPUs, c.ColVPCsPerDay, c.ColPerRNIC, c.ColLargest, c.ColLoad}}
	times := [][]string{{c.ColGPUs, c.ColEvery, c.ColMachine, c.ColDaily}}
	for _, pt := range v.Points {
		fits := ""
		if !pt.LargestFits {
			fits = " " + p.Styles.Glyphs.Cross
		}
		gpus := i18n.Int(pt.GPUs)
		tables = append(tables, []string{gpus, i18n.Number(pt.VPCsPerDay, 0), i18n.Number(pt.EntriesPerRNIC, 0),
			i18n.Int(pt.LargestVPCEntries), pct(pt.LargestLoad, 0) + fits})
		times = append(times, []string{gpus, i18n.Number(pt.LargestEveryS, 2), i18n.Number(pt.LargestStateMachineS, 2),
			i18n.Number(pt.DailyStateMachineS, 2)})
	}
	out = append(out, p.scaleTable(tables, w)...)
	out = append(out, p.muted(c.ScaleTableNote, w)...)
	out = append(out, "")
	out = append(out, p.scaleTable(times, w)...)
	out = append(out, p.muted(c.ScaleTimesNote, w)...)
	out = append(out, "")
	out = append(out, p.heading(c.BreaksHeading, w)...)
	budget := secs(sp.BudgetS, 2)
	for _, b := range []struct {
		what string
		at   csr.Break
	}{
		{c.LimitTable, v.TableBreak},
		{fmt.Sprintf(c.LimitBudgetEveryFmt, budget), v.BudgetBreakEvery},
		{fmt.Sprintf(c.LimitBudgetMachineFmt, budget), v.BudgetBreakMachine},
		{c.LimitSaturateEvery, v.SaturateEvery},
		{c.LimitSaturateMachine, v.SaturateMachine},
	} {
		out = append(out, p.breakLines(b.what, b.at, sp, w)...)
	}
	last := v.Points[len(v.Points)-1]
	out = append(out, p.plain(fmt.Sprintf(c.OverflowShareFmt, i18n.Int(last.GPUs), pct(last.OverflowGPUShare, 1)), w)...)
	out = append(out, "")
	return append(out, p.prose("scale", w)...)
}

// scaleTable sets a table of numbers right-aligned, its header muted.
func (p *Panel) scaleTable(rows [][]string, w int) []string {
	right := make([]int, len(rows[0]))
	for i := range right {
		right[i] = i
	}
	var out []string
	for i, l := range kit.FitTable(rows, 2, w, right...) {
		style := p.Styles.Text.Render
		if i == 0 {
			style = p.Styles.Muted.Render
		}
		out = append(out, style(l))
	}
	return out
}

// breakLines says where one limit is crossed.
func (p *Panel) breakLines(what string, b csr.Break, sp csr.ScaleParams, w int) []string {
	s, c := p.Styles, p.Text.Flow
	var text string
	style := s.Bad.Render
	switch {
	case b.AlreadyDeployed:
		text = fmt.Sprintf(c.BreakNowFmt, what, i18n.Int(sp.DeployedGPUs))
	case b.WithinTarget:
		text = fmt.Sprintf(c.BreakAtFmt, what, i18n.Int(b.GPUs))
	case b.Found:
		text, style = fmt.Sprintf(c.BreakBeyondFmt, what, i18n.Int(b.GPUs)), s.Text.Render
	default:
		text, style = fmt.Sprintf(c.BreakNeverFmt, what, i18n.Int(10*sp.TargetGPUs)), s.Good.Render
	}
	return kit.Lines("- "+text, w, style)
}
