package csr

import (
	"math"

	"pegasus/model/flowtable"
)

// ScalePoints is how many cluster sizes the view shows, log-spaced from
// the deployed size to the target, both included.
const ScalePoints = 9

// SecondsPerDay is a day.
const SecondsPerDay = 86400

// ScalePoint is the picture at one cluster size.
//
// Tasks start at TasksPerDay times the cluster's growth and last TaskHours,
// so Little's law gives the tasks running at once. Every task builds a VPC
// when it starts and tears it down when it ends, and each of the task's
// GPUs has an RNIC that must hold one entry set per GPU of the VPC, so a
// task of g GPUs writes g*g*EntriesPerGPU entries to build (and as many to
// tear down). A server's DPU writes its own eight RNICs one access at a
// time; servers work in parallel.
type ScalePoint struct {
	GPUs, Servers int
	// VPC churn: built (and torn down) per day, and running at once.
	VPCsPerDay, Concurrent float64
	MaxTaskGPUs            int
	// MeanTaskGPUs is the mean task size Little's law allows; SizeAlpha the
	// power-law exponent that gives it; SizesMet false if none does.
	MeanTaskGPUs float64
	SizeAlpha    float64
	SizesMet     bool
	// EntriesPerRNIC is the mean entries an RNIC of a busy GPU holds (its
	// task size-biased); LargestVPCEntries those of the largest task.
	EntriesPerRNIC    float64
	LargestVPCEntries int
	// LargestLoad is LargestVPCEntries over the table's slots; LargestFits
	// compares it with the table's capacity.
	LargestLoad float64
	LargestFits bool
	// OverflowGPUShare is the share of busy GPUs whose VPC does not fit.
	OverflowGPUShare float64
	// Largest VPC's build time on one server, in each mode.
	LargestEveryS, LargestStateMachineS float64
	// Update seconds per server per day, over the whole cluster per day,
	// and the channel's busy share of the day, in each mode.
	DailyEveryS, DailyStateMachineS               float64
	ClusterDailyEveryS, ClusterDailyStateMachineS float64
	BusyEvery, BusyStateMachine                   float64
}

// Break is the cluster size at which a limit is first crossed, searched
// from the deployed size up to ten times the target.
type Break struct {
	GPUs int // the smallest cluster size crossing it, if Found
	// Found is false when no size in the search crosses it.
	Found bool
	// AlreadyDeployed: the deployed size already crosses it.
	AlreadyDeployed bool
	// WithinTarget is Found and GPUs <= the target.
	WithinTarget bool
}

// ScaleView is the scale picture from the deployed size to the target.
type ScaleView struct {
	Params ScaleParams
	// Capacity is the entries one RNIC table holds: the 4-way threshold
	// times the table's slots plus the digest's 32-entry stash.
	Capacity int
	Points   []ScalePoint
	// Where the largest VPC no longer fits the table; where its update
	// exceeds the budget, in each mode; where a DPU's channel is busy the
	// whole day, in each mode.
	TableBreak                           Break
	BudgetBreakEvery, BudgetBreakMachine Break
	SaturateEvery, SaturateMachine       Break
}

// Capacity is the entries a table of slots can hold: floor(c*_4 * slots)
// plus the digest's 32-entry stash.
func Capacity(slots int) int {
	return flowtable.Sizing(0, slots, flowtable.PaperStash, flowtable.Threshold(flowtable.PaperWays)).Capacity
}

// Scale computes the view; p must pass Validate.
func Scale(p ScaleParams) (ScaleView, error) {
	if err := p.validated("scale"); err != nil {
		return ScaleView{}, err
	}
	v := ScaleView{Params: p, Capacity: Capacity(p.Channel.TableEntries)}
	ratio := float64(p.TargetGPUs) / float64(p.DeployedGPUs)
	for i := range ScalePoints {
		g := float64(p.DeployedGPUs) * math.Pow(ratio, float64(i)/(ScalePoints-1))
		v.Points = append(v.Points, point(p, v.Capacity, int(math.Round(g))))
	}
	find := func(crossed func(ScalePoint) bool) Break {
		b := firstCrossing(p.DeployedGPUs, 10*p.TargetGPUs, func(g int) bool { return crossed(point(p, v.Capacity, g)) })
		b.AlreadyDeployed = b.Found && b.GPUs == p.DeployedGPUs
		b.WithinTarget = b.Found && b.GPUs <= p.TargetGPUs
		return b
	}
	v.TableBreak = find(func(s ScalePoint) bool { return !s.LargestFits })
	v.BudgetBreakEvery = find(func(s ScalePoint) bool { return s.LargestEveryS > p.BudgetS })
	v.BudgetBreakMachine = find(func(s ScalePoint) bool { return s.LargestStateMachineS > p.BudgetS })
	v.SaturateEvery = find(func(s ScalePoint) bool { return s.BusyEvery >= 1 })
	v.SaturateMachine = find(func(s ScalePoint) bool { return s.BusyStateMachine >= 1 })
	return v, nil
}

// firstCrossing finds the smallest g in [lo, hi] with crossed(g), by
// bisection; every limit here is crossed for good once crossed, since the
// tasks and the largest task only grow with the cluster.
func firstCrossing(lo, hi int, crossed func(int) bool) Break {
	if crossed(lo) {
		return Break{GPUs: lo, Found: true}
	}
	if !crossed(hi) {
		return Break{}
	}
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if crossed(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return Break{GPUs: hi, Found: true}
}

// point is the picture at a cluster of gpus GPUs.
func point(p ScaleParams, capacity, gpus int) ScalePoint {
	grow := float64(gpus) / float64(p.DeployedGPUs)
	s := ScalePoint{GPUs: gpus, Servers: (gpus + PaperRNICs - 1) / PaperRNICs}
	s.VPCsPerDay = p.TasksPerDay * grow
	s.Concurrent = s.VPCsPerDay * p.TaskHours / 24
	s.MaxTaskGPUs = p.MaxTaskGPUs
	if p.Growth == Proportional {
		s.MaxTaskGPUs = int(math.Round(float64(p.MaxTaskGPUs) * grow))
	}
	s.MaxTaskGPUs = max(1, min(s.MaxTaskGPUs, gpus))
	s.MeanTaskGPUs = math.Max(1, p.UtilizationPct/100*float64(gpus)/s.Concurrent)
	sizes := newTaskSizes(float64(s.MaxTaskGPUs), s.MeanTaskGPUs)
	s.SizeAlpha, s.SizesMet = sizes.alpha, sizes.met
	e := float64(p.EntriesPerGPU)
	m1, m2 := sizes.moment(1), sizes.moment(2)
	s.EntriesPerRNIC = e * m2 / m1
	s.LargestVPCEntries = s.MaxTaskGPUs * p.EntriesPerGPU
	s.LargestLoad = float64(s.LargestVPCEntries) / float64(p.Channel.TableEntries)
	s.LargestFits = s.LargestVPCEntries <= capacity
	s.OverflowGPUShare = sizes.gpuShareAbove(float64(capacity) / e)

	ch := p.Channel
	ch.Entries, ch.RNICs, ch.Restarts = s.LargestVPCEntries, min(PaperRNICs, s.MaxTaskGPUs), 0
	largest := push(ch)
	s.LargestEveryS, s.LargestStateMachineS = largest.SecondsCheckEveryCommand, largest.SecondsStateMachine

	// Accesses per day over the cluster: each task writes E[g^2]*e entries
	// to build and as many to tear down.
	accesses := s.VPCsPerDay * 2 * m2 * e * float64(ch.AccessesPerEntry())
	s.ClusterDailyStateMachineS = accesses * ch.AccessUs() / 1e6
	s.ClusterDailyEveryS = accesses * (ch.AccessUs() + ch.CheckUs) / 1e6
	s.DailyStateMachineS = s.ClusterDailyStateMachineS / float64(s.Servers)
	s.DailyEveryS = s.ClusterDailyEveryS / float64(s.Servers)
	s.BusyStateMachine = s.DailyStateMachineS / SecondsPerDay
	s.BusyEvery = s.DailyEveryS / SecondsPerDay
	return s
}
