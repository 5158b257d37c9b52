package csr

import (
	"fmt"

	"pegasus/model/knob"
)

// Growth is how the largest task grows with the cluster.
type Growth int

// The growth models.
const (
	// Proportional: the largest task keeps its share of the cluster
	// (2,400 of 8K GPUs is 30 %).
	Proportional Growth = iota
	// Fixed: the largest task stays at its deployed size; only the number
	// of tasks grows.
	Fixed
)

// GrowthNames names the growth models, by value.
var GrowthNames = []string{"proportional", "fixed"}

// ScaleParams are the inputs of the scale view. Channel carries the CSR
// channel and the table size (the "csr" group); its Entries is not used.
type ScaleParams struct {
	DeployedGPUs int     // the cluster today (8K)
	TargetGPUs   int     // the target (100K)
	TasksPerDay  float64 // tenant tasks started per day at the deployed size
	TaskHours    float64 // mean task duration
	MaxTaskGPUs  int     // the largest task at the deployed size
	Growth       Growth  // how the largest task grows with the cluster
	// EntriesPerGPU is the table entries each GPU of a VPC adds to every
	// RNIC of that VPC (its RNIC's ports, addresses and the tenant's other
	// endpoints); the paper gives no figure.
	EntriesPerGPU int
	// UtilizationPct is the share of GPUs busy with tenant tasks, in %.
	UtilizationPct float64
	// BudgetS is the update time of one VPC beyond which the CSR path is
	// taken to break.
	BudgetS float64
	Channel Params
}

// ScaleKnobs declares the "scale" group.
func ScaleKnobs() knob.Table[ScaleParams] {
	t := knob.Table[ScaleParams]{
		Name: "scale",
		Base: func() ScaleParams { return ScaleParams{Channel: DefaultParams()} },
		Fields: []knob.Field[ScaleParams]{
			knob.Bind(knob.Spec{Key: "deployed_gpus", Unit: "GPUs", Kind: knob.Whole, Min: 1000, Max: 100_000, Step: 1000, Big: 8000, Default: 8000, Origin: knob.Paper},
				func(p *ScaleParams) *int { return &p.DeployedGPUs }),
			knob.Bind(knob.Spec{Key: "target_gpus", Unit: "GPUs", Kind: knob.Whole, Min: 1000, Max: 1_000_000, Step: 1000, Big: 10_000, Default: 100_000, Origin: knob.Paper},
				func(p *ScaleParams) *int { return &p.TargetGPUs }),
			knob.Bind(knob.Spec{Key: "tasks_per_day", Unit: "tasks", Kind: knob.Number, Min: 1, Max: 10_000, Step: 10, Big: 100, Offset: true, Default: 100, Origin: knob.Paper},
				func(p *ScaleParams) *float64 { return &p.TasksPerDay }),
			knob.Bind(knob.Spec{Key: "task_hours", Unit: "h", Kind: knob.Number, Min: 0.5, Max: 720, Step: 1, Big: 24, Offset: true, Default: 27, Origin: knob.Paper},
				func(p *ScaleParams) *float64 { return &p.TaskHours }),
			knob.Bind(knob.Spec{Key: "max_task_gpus", Unit: "GPUs", Kind: knob.Whole, Min: 1, Max: 100_000, Step: 100, Big: 1000, Default: 2400, Origin: knob.Paper},
				func(p *ScaleParams) *int { return &p.MaxTaskGPUs }),
			knob.Bind(knob.Spec{Key: "growth", Kind: knob.Named, Names: GrowthNames, Default: float64(Proportional), Origin: knob.Model},
				func(p *ScaleParams) *Growth { return &p.Growth }),
			knob.Bind(knob.Spec{Key: "entries_per_gpu", Unit: "entries", Kind: knob.Whole, Min: 1, Max: 64, Step: 1, Big: 8, Default: 10, Origin: knob.Model},
				func(p *ScaleParams) *int { return &p.EntriesPerGPU }),
			knob.Bind(knob.Spec{Key: "utilization", Unit: "%", Kind: knob.Number, Min: 5, Max: 100, Step: 5, Big: 20, Default: 80, Origin: knob.Model},
				func(p *ScaleParams) *float64 { return &p.UtilizationPct }),
			knob.Bind(knob.Spec{Key: "budget_s", Unit: "s", Kind: knob.Number, Min: 0.1, Max: 600, Step: 0.1, Big: 1, Offset: true, Default: ProductionBeforeS, Origin: knob.Model},
				func(p *ScaleParams) *float64 { return &p.BudgetS }),
		},
	}
	t.Cross = func(p ScaleParams) error {
		switch {
		case p.TargetGPUs < p.DeployedGPUs:
			return knob.Cross(t.Specs(), "target_gpus", float64(p.TargetGPUs), knob.RuleAtLeast, "deployed_gpus", float64(p.DeployedGPUs))
		case p.MaxTaskGPUs > p.DeployedGPUs:
			return knob.Cross(t.Specs(), "max_task_gpus", float64(p.MaxTaskGPUs), knob.RuleAtMost, "deployed_gpus", float64(p.DeployedGPUs))
		}
		return nil
	}
	return t
}

// DefaultScaleParams is the digest's deployment and target with the
// model's choices and the calibrated channel.
func DefaultScaleParams() ScaleParams { return ScaleKnobs().Defaults() }

// Validate checks p's knobs and its channel.
func (p ScaleParams) Validate() error {
	if err := ScaleKnobs().Validate(p); err != nil {
		return err
	}
	return p.Channel.Validate()
}

func (p ScaleParams) validated(op string) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("csr: %s: %w", op, err)
	}
	return nil
}
