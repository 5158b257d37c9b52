package creditloop

import (
	"context"

	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// curveEngine is the panel's one slow engine, for kit.Engines: the
// throughput curves over the jitter axis.
const curveEngine = 0

// runCurve captures the parameters and draws the curves are computed for;
// the draws follow from the parameters' seed and batch count, so the
// parameters alone name the computation for the shared engines.
func (p *Panel) runCurve(int) kit.RunFunc {
	params, draws := p.params, p.draws
	key := kit.EngineKey{Panel: ID, Engine: curveEngine, Inputs: params}
	return p.Share(key, func(ctx context.Context) (any, error) { return loop.ComputeCurveCtx(ctx, params, draws) })
}

// install shows finished curves.
func (p *Panel) install(v any) {
	if c, ok := v.(loop.Curve); ok {
		p.curve = c
	}
}

// firstCurve computes the curves New shows on the first frame, through the
// shared engines when the explorer has them (every session of `pegasus
// serve` starts on the same knobs: one computation serves them all).
func (p *Panel) firstCurve() loop.Curve {
	if v, err := p.runCurve(curveEngine)(context.Background()); err == nil {
		if c, ok := v.(loop.Curve); ok {
			return c
		}
	}
	return loop.ComputeCurve(p.params, p.draws)
}
