package csr

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

func TestScaleAtTheDigestsFigures(t *testing.T) {
	v, err := Scale(DefaultScaleParams())
	if err != nil {
		t.Fatal(err)
	}
	d := v.Points[0]
	// Little's law: 100 tasks a day of 27 hours is 112.5 running at once,
	// so at 80 % busy the mean task is 0.8 * 8000 / 112.5 = 56.9 GPUs.
	if d.GPUs != 8000 || d.Concurrent != 112.5 || math.Abs(d.MeanTaskGPUs-56.888889) > 1e-5 || !d.SizesMet {
		t.Errorf("deployed point %+v", d)
	}
	// The largest task (2,400 GPUs * 10 entries) fills 73 % of the table
	// and builds in 1.536 s with the state machine: the digest's update.
	if !d.LargestFits || d.LargestVPCEntries != 24000 || math.Abs(d.LargestStateMachineS-1.536) > 1e-9 || d.OverflowGPUShare != 0 {
		t.Errorf("deployed point %+v", d)
	}
	last := v.Points[len(v.Points)-1]
	if last.GPUs != 100_000 || last.MaxTaskGPUs != 30_000 || last.LargestFits {
		t.Errorf("target point %+v", last)
	}
	// With the largest task growing with the cluster, the table breaks
	// first, at 32,038 / 10 / 0.3 = 10,679 GPUs; the state machine keeps
	// the update under 3.54 s until the largest task passes 5,531 GPUs.
	if v.Capacity != 32038 || v.TableBreak.GPUs != 10679 || !v.TableBreak.WithinTarget {
		t.Errorf("table break %+v, capacity %d", v.TableBreak, v.Capacity)
	}
	if !v.BudgetBreakEvery.AlreadyDeployed || v.BudgetBreakMachine.GPUs != 18439 || v.SaturateMachine.Found {
		t.Errorf("breaks: every %+v, machine %+v, saturate %+v", v.BudgetBreakEvery, v.BudgetBreakMachine, v.SaturateMachine)
	}
	q := DefaultScaleParams()
	q.Growth = Fixed
	f, err := Scale(q)
	if err != nil {
		t.Fatal(err)
	}
	if f.TableBreak.Found || f.BudgetBreakMachine.Found {
		t.Errorf("a fixed mix breaks: %+v, %+v", f.TableBreak, f.BudgetBreakMachine)
	}
}

// TestPropertyScaleView checks what holds for any valid input: points
// run from the deployed size to the target; every break is crossed at its
// size and not one GPU earlier; the size distribution's moments are
// consistent.
func TestPropertyScaleView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := DefaultScaleParams()
		p.DeployedGPUs = 1000 * rapid.IntRange(1, 100).Draw(t, "deployed_k")
		p.TargetGPUs = p.DeployedGPUs + 1000*rapid.IntRange(0, 200).Draw(t, "extra_k")
		p.TasksPerDay = rapid.Float64Range(1, 10_000).Draw(t, "tasks")
		p.TaskHours = rapid.Float64Range(0.5, 720).Draw(t, "hours")
		p.MaxTaskGPUs = rapid.IntRange(1, p.DeployedGPUs).Draw(t, "max_task")
		p.Growth = Growth(rapid.IntRange(0, 1).Draw(t, "growth"))
		p.EntriesPerGPU = rapid.IntRange(1, 64).Draw(t, "entries_per_gpu")
		p.UtilizationPct = rapid.Float64Range(5, 100).Draw(t, "util")
		p.BudgetS = rapid.Float64Range(0.1, 600).Draw(t, "budget")
		v, err := Scale(p)
		if err != nil {
			t.Fatal(err)
		}
		if len(v.Points) != ScalePoints || v.Points[0].GPUs != p.DeployedGPUs || v.Points[ScalePoints-1].GPUs != p.TargetGPUs {
			t.Fatalf("points from %d to %d", v.Points[0].GPUs, v.Points[len(v.Points)-1].GPUs)
		}
		for _, s := range v.Points {
			if s.MaxTaskGPUs < 1 || s.MaxTaskGPUs > s.GPUs || s.EntriesPerRNIC < float64(p.EntriesPerGPU)-1e-6 ||
				s.EntriesPerRNIC > float64(s.LargestVPCEntries)*(1+1e-9) || s.OverflowGPUShare < 0 || s.OverflowGPUShare > 1 ||
				s.LargestStateMachineS > s.LargestEveryS || s.DailyStateMachineS > s.DailyEveryS || math.IsNaN(s.BusyEvery) {
				t.Fatalf("point %+v", s)
			}
			if s.LargestFits != (s.LargestVPCEntries <= v.Capacity) {
				t.Fatalf("fits %v with %d entries, capacity %d", s.LargestFits, s.LargestVPCEntries, v.Capacity)
			}
		}
		if b := v.TableBreak; b.Found {
			if point(p, v.Capacity, b.GPUs).LargestFits {
				t.Fatalf("table break at %d, where it still fits", b.GPUs)
			}
			if !b.AlreadyDeployed && !point(p, v.Capacity, b.GPUs-1).LargestFits {
				t.Fatalf("table break at %d, but it breaks one GPU earlier", b.GPUs)
			}
		}
	})
}

func TestTaskSizesMeetTheirMean(t *testing.T) {
	for _, c := range []struct{ max, mean float64 }{{2400, 56.9}, {30000, 56.9}, {100, 50.5}, {100, 1.2}, {2, 1.5}} {
		d := newTaskSizes(c.max, c.mean)
		if !d.met || math.Abs(d.moment(1)-c.mean) > 1e-6*c.mean || d.moment(2) < d.moment(1)*d.moment(1) {
			t.Errorf("max %v mean %v: alpha %v, mean %v, met %v", c.max, c.mean, d.alpha, d.moment(1), d.met)
		}
	}
	if d := newTaskSizes(100, 80); d.met || d.alpha != 0 {
		t.Errorf("a mean above the range's middle: %+v", d)
	}
	if d := newTaskSizes(1, 1); !d.met || d.moment(2) != 1 || d.gpuShareAbove(0.5) != 1 {
		t.Errorf("one-GPU tasks: %+v", d)
	}
}
