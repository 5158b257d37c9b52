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

// request asks for engine e to run on the current settings.
func (p *Panel) request(e engine) tea.Cmd { return p.engines.Request(int(e)) }

// runFor captures the settings engine e runs on, for kit.Engines; the
// part of them it reads names the computation for the shared engines.
func (p *Panel) runFor(e int) kit.RunFunc {
	s := p.settings
	var in any = s.Retx
	switch engine(e) {
	case engBalance:
		in = s.Balance
	case engAllReduce:
		in = s.AllReduce
	}
	return p.Share(kit.EngineKey{Panel: ID, Engine: e, Inputs: in}, func(ctx context.Context) (any, error) {
		switch engine(e) {
		case engBalance:
			return computeBalance(ctx, s.Balance)
		case engAllReduce:
			pts, err := spray.AllReduceCurveCtx(ctx, s.AllReduce)
			return allReduceOutcome{params: s.AllReduce, points: pts}, err
		}
		return computeRetx(ctx, s.Retx)
	})
}

// install keeps an engine's result for the pages.
func (p *Panel) install(v any) {
	switch v := v.(type) {
	case balanceOutcome:
		p.balance = v
	case allReduceOutcome:
		p.curve = &v
	case retxOutcome:
		p.retx = &v
	}
}
