package creditloop

import (
	tea "github.com/charmbracelet/bubbletea"

	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// curveMsg carries a finished curve back to the panel. gen identifies the
// request; results of superseded requests are dropped.
type curveMsg struct {
	gen   int
	curve loop.Curve
}

// computeCurve returns a command that evaluates the curves off the event
// loop and routes the result back to this panel.
func computeCurve(id kit.PanelID, gen int, p loop.Params, d loop.Draws) tea.Cmd {
	return func() tea.Msg {
		return kit.Routed{To: id, Msg: curveMsg{gen: gen, curve: loop.ComputeCurve(p, d)}}
	}
}
