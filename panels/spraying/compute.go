package spraying

import (
	"context"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// engine names one of the panel's engines, each with its own job.
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
// the run, failed a cancelled one.
type resultMsg struct {
	engine engine
	gen    int
	value  any
	failed bool
}

// computeBalance runs every scheme (the comparison table needs them all).
func computeBalance(ctx context.Context, p spray.BalanceParams) (balanceOutcome, error) {
	out := balanceOutcome{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr error
	for _, s := range spray.Schemes {
		wg.Add(1)
		go func(s spray.Scheme) {
			defer wg.Done()
			q := p
			q.Scheme = s
			r, err := spray.RunBalanceCtx(ctx, q)
			mu.Lock()
			defer mu.Unlock()
			if err != nil && firstErr == nil {
				firstErr = err
			}
			out[s] = r
		}(s)
	}
	wg.Wait()
	return out, firstErr
}

// computeRetx runs both triggers, without loss and with the loss rate (at
// least 0.01 % so that detection is measured).
func computeRetx(ctx context.Context, p spray.RetxParams) (retxOutcome, error) {
	var out retxOutcome
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for i, pol := range spray.Policies {
		for _, lossy := range []bool{false, true} {
			wg.Add(1)
			go func(i int, pol spray.Policy, lossy bool) {
				defer wg.Done()
				q := p
				q.Policy = pol
				q.LossRate = 0
				if lossy {
					q.LossRate = max(p.LossRate, 1e-4)
				}
				r, err := spray.RunRetxCtx(ctx, q)
				mu.Lock()
				defer mu.Unlock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if lossy {
					out.lossy[i] = r
				} else {
					out.clean[i] = r
				}
			}(i, pol, lossy)
		}
	}
	wg.Wait()
	return out, firstErr
}

// request asks for engine e to run on the current settings: at once if no
// run of it is in flight, else when the cancelled one ends.
func (p *Panel) request(e engine) tea.Cmd {
	if !p.jobs[e].Request() {
		return nil
	}
	return p.start(e)
}

// start runs engine e off the event loop and routes its result back.
func (p *Panel) start(e engine) tea.Cmd {
	ctx, gen := p.jobs[e].Start()
	s := p.settings
	return func() tea.Msg {
		var v any
		var err error
		switch e {
		case engBalance:
			v, err = computeBalance(ctx, s.Balance)
		case engAllReduce:
			var pts []spray.CurvePoint
			pts, err = spray.AllReduceCurveCtx(ctx, s.AllReduce)
			v = allReduceOutcome{params: s.AllReduce, points: pts}
		default:
			v, err = computeRetx(ctx, s.Retx)
		}
		return kit.Routed{To: ID, Msg: resultMsg{engine: e, gen: gen, value: v, failed: err != nil}}
	}
}

// finished installs an engine's result if it is the newest, and starts
// the run a newer request waits for.
func (p *Panel) finished(msg resultMsg) tea.Cmd {
	show, again := p.jobs[msg.engine].Finish(msg.gen, msg.failed)
	if show {
		switch v := msg.value.(type) {
		case balanceOutcome:
			p.balance = v
		case allReduceOutcome:
			p.curve = &v
		case retxOutcome:
			p.retx = &v
		}
	}
	if again {
		return p.start(msg.engine)
	}
	return nil
}
