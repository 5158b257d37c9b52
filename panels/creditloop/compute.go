package creditloop

import (
	"context"

	loop "pegasus/model/credit"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// curveEngine is the panel's one slow engine, for kit.Engines: the
// throughput curves over the jitter axis.
const curveEngine = 0

// referencesEngine names the digest's rows and Panel 1's anchors for the
// shared engines: not one of kit.Engines (they depend on no knob), but
// the same tens of milliseconds for every panel that is built.
const referencesEngine = 1

// references are the digest's credit-loop rows and Panel 1's anchors
// across the loop time, read-only: through the shared engines when the
// explorer has them, so that every session of `pegasus serve` shares one
// computation, else here.
func (p *Panel) references() ([]reference.Row, []reference.AnchorsAtLoop) {
	type refs struct {
		rows    []reference.Row
		anchors []reference.AnchorsAtLoop
	}
	key := kit.EngineKey{Panel: ID, Engine: referencesEngine}
	run := p.Share(key, func(context.Context) (any, error) {
		return refs{reference.Credit(), reference.AnchorsAcrossLoop()}, nil
	})
	if v, err := run(context.Background()); err == nil {
		if r, ok := v.(refs); ok {
			return r.rows, r.anchors
		}
	}
	return reference.Credit(), reference.AnchorsAcrossLoop()
}

// runCurve captures the parameters and draws the curves are computed for;
// the draws follow from the parameters' seed and batch count, so the
// parameters alone name the computation for the shared engines.
func (p *Panel) runCurve(int) kit.RunFunc {
	params, draws := p.params, p.draws
	key := kit.EngineKey{Panel: ID, Engine: curveEngine, Inputs: params}
	return p.Share(key, func(ctx context.Context) (any, error) { return loop.ComputeCurveCtx(ctx, params, draws) })
}

// firstCurve computes the curves for the configured knobs at once, so
// that the first frame is complete: through the shared engines when the
// explorer has them (every session of `pegasus serve` starts with the
// same knobs), else here; should the shared engines fail (they turn an
// engine's panic into an error), the panel computes them itself.
func (p *Panel) firstCurve() loop.Curve {
	if v, err := p.runCurve(curveEngine)(context.Background()); err == nil {
		if c, ok := v.(loop.Curve); ok {
			return c
		}
	}
	return loop.ComputeCurve(p.params, p.draws)
}

// install shows finished curves.
func (p *Panel) install(v any) {
	if c, ok := v.(loop.Curve); ok {
		p.curve = c
	}
}
