package spraying

import (
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// engine names one of the panel's engines, for its own generation counter.
type engine int

const (
	engBalance engine = iota
	engAllReduce
	engRetx
	engineCount
)

// balanceOutcome is every scheme under one set of balance parameters.
type balanceOutcome map[spray.Scheme]spray.BalanceResult

// allReduceOutcome is both NICs' curves and the parameters they are for.
type allReduceOutcome struct {
	params spray.AllReduceParams
	points []spray.CurvePoint
}

// retxOutcome is both triggers without loss and with the chosen loss rate.
type retxOutcome struct {
	clean, lossy [2]spray.RetxResult // by trigger, in spray.Policies order
}

// resultMsg carries one engine's result back to the panel; gen identifies
// the request so that superseded results are dropped.
type resultMsg struct {
	engine engine
	gen    int
	value  any
}

// computeBalance runs every scheme (the comparison table needs them all).
func computeBalance(p spray.BalanceParams) balanceOutcome {
	out := balanceOutcome{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, s := range spray.Schemes {
		wg.Add(1)
		go func(s spray.Scheme) {
			defer wg.Done()
			q := p
			q.Scheme = s
			r := spray.RunBalance(q)
			mu.Lock()
			out[s] = r
			mu.Unlock()
		}(s)
	}
	wg.Wait()
	return out
}

// computeRetx runs both triggers, without loss and with the loss rate (at
// least 0.01 % so that detection is measured).
func computeRetx(p spray.RetxParams) retxOutcome {
	var out retxOutcome
	var wg sync.WaitGroup
	for i, pol := range spray.Policies {
		for _, lossy := range []bool{false, true} {
			wg.Add(1)
			go func(i int, pol spray.Policy, lossy bool) {
				defer wg.Done()
				q := p
				q.Policy = pol
				if lossy {
					q.LossRate = max(p.LossRate, 1e-4)
					out.lossy[i] = spray.RunRetx(q)
				} else {
					q.LossRate = 0
					out.clean[i] = spray.RunRetx(q)
				}
			}(i, pol, lossy)
		}
	}
	wg.Wait()
	return out
}

// job returns the command that computes one engine for settings s off the
// event loop and routes the result back to this panel.
func job(e engine, gen int, s Settings) tea.Cmd {
	return func() tea.Msg {
		var v any
		switch e {
		case engBalance:
			v = computeBalance(s.Balance)
		case engAllReduce:
			v = allReduceOutcome{params: s.AllReduce, points: spray.AllReduceCurve(s.AllReduce)}
		default:
			v = computeRetx(s.Retx)
		}
		return kit.Routed{To: ID, Msg: resultMsg{engine: e, gen: gen, value: v}}
	}
}
