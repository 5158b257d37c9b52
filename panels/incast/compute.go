package incast

import (
	"context"
	"errors"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/model/incast"
	"pegasus/model/pcie"
	"pegasus/model/te"
	"pegasus/panels/kit"
)

// engine names one of the panel's slow engines, each with its own job.
// The traffic generators take well under a millisecond and run at once.
type engine int

const (
	engRun    engine = iota // one incast under both controls
	engSweep                // Figure 14's sweep over QP counts, every mechanism
	engCut                  // what moves the delay cut up to 64 QPs
	engBuffer               // the incast at 100 to 800 Gb/s
	engTE                   // the controller's episodes
	engPCIe                 // PCIe incast under the three TX PFC policies
	engineCount
)

// runOutcome is one incast under both controls, with the parameters it
// ran on.
type runOutcome struct {
	params        incast.Params
	credit, dcqcn incast.Result
}

// sweepOutcome is the sweep and the parameters it ran on.
type sweepOutcome struct {
	params incast.Params
	result incast.SweepResult
}

// cutOutcome is the delay cut with each input moved, and its parameters.
type cutOutcome struct {
	params incast.Params
	rows   []incast.CutInput
}

// bufferOutcome is the line-rate table and the parameters it ran on.
type bufferOutcome struct {
	params incast.Params
	rows   []incast.BufferRow
}

// teOutcome is the controller's episodes and their parameters.
type teOutcome struct {
	params te.Params
	result te.Result
}

// pcieOutcome is the three TX PFC policies and their parameters.
type pcieOutcome struct {
	params pcie.Params
	cmp    pcie.Comparison
}

// pageEngines are the slow engines a page draws from.
func pageEngines(page string) []engine {
	switch page {
	case "sweep":
		return []engine{engSweep, engCut}
	case "dcqcn", "q2":
		return []engine{engSweep}
	case "bdp":
		return []engine{engBuffer}
	case "controller", "q3":
		return []engine{engTE}
	case "pcie", "q4":
		return []engine{engPCIe}
	case "traffic", "matrix":
		return nil
	}
	return []engine{engRun}
}

// inputs is the part of the settings engine e reads, with what it
// ignores cleared, so that a knob it does not read never reruns it.
func inputs(e engine, s Settings) any {
	p := s.Incast
	p.Control = incast.Credit // every engine of the incast runs both controls
	switch e {
	case engRun:
		return p
	case engSweep:
		// The sweep sets its own QP counts, keeps every QP busy and runs
		// every mechanism (the page picks the chosen one).
		p.QPsPerSender, p.SizeKiB, p.Mechanism = 1, 4, incast.MechNone
		return p
	case engCut:
		p.QPsPerSender, p.SizeKiB = 1, 4
		return p
	case engBuffer:
		// DCQCN runs the DCQCN paper's set scaled to each line rate.
		p.LineGbps, p.DCQCN = 400, incast.DCQCNParams{}
		return p
	case engTE:
		return s.TE
	}
	q := s.PCIe
	q.Mode = pcie.Auto // every policy is run
	return q
}

// compute runs engine e on s.
func compute(ctx context.Context, e engine, s Settings) (any, error) {
	switch e {
	case engRun:
		return runBoth(ctx, s.Incast)
	case engSweep:
		r, err := incast.Sweep(ctx, s.Incast, incast.SweepQPs)
		return sweepOutcome{params: s.Incast, result: r}, err
	case engCut:
		rows, err := incast.DelayCutInputs(ctx, s.Incast)
		return cutOutcome{params: s.Incast, rows: rows}, err
	case engBuffer:
		rows, err := incast.BufferVsBDP(ctx, s.Incast)
		return bufferOutcome{params: s.Incast, rows: rows}, err
	case engTE:
		r, err := te.RunCtx(ctx, s.TE)
		return teOutcome{params: s.TE, result: r}, err
	}
	c, err := pcie.Compare(ctx, s.PCIe)
	return pcieOutcome{params: s.PCIe, cmp: c}, err
}

// runBoth runs the incast under credits and under DCQCN side by side.
func runBoth(ctx context.Context, p incast.Params) (runOutcome, error) {
	out := runOutcome{params: p}
	var wg sync.WaitGroup
	var errs [2]error
	for i, cc := range []incast.Control{incast.Credit, incast.DCQCN} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := p
			q.Control = cc
			r, err := incast.RunCtx(ctx, q)
			errs[i] = err
			if cc == incast.Credit {
				out.credit = r
			} else {
				out.dcqcn = r
			}
		}()
	}
	wg.Wait()
	return out, errors.Join(errs[:]...)
}

// runFor captures the settings engine e runs on, for kit.Engines.
func (p *Panel) runFor(e int) kit.RunFunc {
	s := p.settings
	key := kit.EngineKey{Panel: ID, Engine: e, Inputs: reads(engine(e), s)}
	return p.Share(key, func(ctx context.Context) (any, error) { return compute(ctx, engine(e), s) })
}

// reads is the part of the settings compute reads for engine e (its
// outcome carries them whole, so unlike inputs nothing is cleared): the
// key of the computation for the shared engines.
func reads(e engine, s Settings) any {
	switch e {
	case engTE:
		return s.TE
	case engPCIe:
		return s.PCIe
	}
	return s.Incast
}

// request asks for engine e to run on the current settings.
func (p *Panel) request(e engine) tea.Cmd { return p.engines.Request(int(e)) }

// install keeps an engine's result for the pages.
func (p *Panel) install(v any) {
	switch v := v.(type) {
	case runOutcome:
		p.run = &v
	case sweepOutcome:
		p.sweep = &v
	case cutOutcome:
		p.cut = &v
	case bufferOutcome:
		p.buffer = &v
	case teOutcome:
		p.te = &v
	case pcieOutcome:
		p.pcie = &v
	}
}
