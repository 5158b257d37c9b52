package engines

import (
	"fmt"

	"pegasus/model/advisor"
	creditm "pegasus/model/credit"
	csrm "pegasus/model/csr"
	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	gainm "pegasus/model/gain"
	incastm "pegasus/model/incast"
	"pegasus/model/knob"
	pciem "pegasus/model/pcie"
	powerm "pegasus/model/power"
	"pegasus/model/reference"
	"pegasus/model/report"
	spraym "pegasus/model/spray"
	tem "pegasus/model/te"
	trafficm "pegasus/model/traffic"
)

// of registers an engine whose report needs its own group's parameters
// alone.
func of[P any](tb knob.Table[P], compute func(P) (report.Report, error)) Engine {
	return Engine{Group: tb, Report: func(v report.Values) (report.Report, error) {
		p, err := tb.FromValues(v[tb.Name])
		if err != nil {
			return report.Report{}, err
		}
		return compute(p)
	}}
}

// run adapts an engine's run and report to of.
func run[P, R any](do func(P) (R, error), rep func(P, R) report.Report) func(P) (report.Report, error) {
	return func(p P) (report.Report, error) {
		r, err := do(p)
		if err != nil {
			return report.Report{}, err
		}
		return rep(p, r), nil
	}
}

func credit() Engine {
	return of(creditm.Knobs(), func(p creditm.Params) (report.Report, error) {
		return creditm.Report(creditm.Evaluate(p, creditm.NewDraws(p.Seed, p.Batches))), nil
	})
}

func spray() Engine {
	return of(spraym.BalanceKnobs(), func(p spraym.BalanceParams) (report.Report, error) {
		return spraym.BalanceReport(spraym.RunBalance(p)), nil
	})
}

func receiver() Engine {
	return of(spraym.ReceiverKnobs(), func(p spraym.ReceiverParams) (report.Report, error) {
		return spraym.ReceiverReport(p, creditm.DefaultParams())
	})
}

func allReduce() Engine {
	return of(spraym.AllReduceKnobs(), run(func(p spraym.AllReduceParams) (spraym.CurvePoint, error) {
		pt, err := spraym.AllReduceAt(p)
		if err != nil {
			return pt, fmt.Errorf("all-reduce at %v MiB: %w", p.SizeMB, err)
		}
		return pt, nil
	}, spraym.AllReduceReport))
}

func retx() Engine {
	return of(spraym.RetxKnobs(), func(p spraym.RetxParams) (report.Report, error) {
		return spraym.RetxReport(spraym.RunRetx(p)), nil
	})
}

// incast applies its DCQCN preset before the knobs it sets (its Group).
func incast() Engine {
	return Engine{Group: incastm.Group(), Report: func(v report.Values) (report.Report, error) {
		p, err := incastm.FromValues(v["incast"])
		if err != nil {
			return report.Report{}, err
		}
		return run(incastm.Run, incastm.Report)(p)
	}}
}

func traffic() Engine {
	return of(trafficm.Knobs(), func(p trafficm.Params) (report.Report, error) {
		ts, err := trafficm.Generate(p)
		if err != nil {
			return report.Report{}, err
		}
		m, err := trafficm.BuildMatrices(p)
		if err != nil {
			return report.Report{}, err
		}
		return trafficm.Report(ts, m), nil
	})
}

func te() Engine { return of(tem.Knobs(), run(tem.Run, tem.Report)) }

func pcie() Engine { return of(pciem.Knobs(), run(pciem.Run, pciem.Report)) }

func power() Engine {
	return of(powerm.Knobs(), func(s powerm.Scenario) (report.Report, error) {
		return powerm.Report(powerm.Evaluate(s)), nil
	})
}

func cuckoo() Engine {
	return of(ft.Knobs(), run(ft.Sweep, func(_ ft.Params, r ft.SweepResult) report.Report { return ft.Report(r) }))
}

// twoLevel runs the tables without faults and with the check's fault
// script (a channel drop, an RNIC restart and a DPU crash, each in the
// middle of an update), its RNICs moved onto the RNICs there are.
func twoLevel() Engine {
	return of(twolevel.Knobs(), func(p twolevel.Params) (report.Report, error) {
		clean, err := twolevel.Run(p, nil)
		if err != nil {
			return report.Report{}, err
		}
		faults := append([]twolevel.ScheduledFault(nil), reference.FlowFaults...)
		for i := range faults {
			faults[i].Fault.RNIC %= p.RNICs
		}
		faulty, err := twolevel.Run(p, faults)
		if err != nil {
			return report.Report{}, err
		}
		return twolevel.Report(p, clean, faulty, faults), nil
	})
}

func csr() Engine {
	return of(csrm.Knobs(), run(csrm.PushTime, func(_ csrm.Params, r csrm.Push) report.Report { return csrm.Report(r) }))
}

// scale follows the deployment on the channel the csr knobs describe.
func scale() Engine {
	tb, channel := csrm.ScaleKnobs(), csrm.Knobs()
	return Engine{Group: tb, Reads: []knob.Group{channel}, Report: func(v report.Values) (report.Report, error) {
		p, err := tb.FromValues(v[tb.Name])
		if err != nil {
			return report.Report{}, err
		}
		if p.Channel, err = channel.FromValues(v[channel.Name]); err != nil {
			return report.Report{}, err
		}
		view, err := csrm.Scale(p)
		if err != nil {
			return report.Report{}, err
		}
		return csrm.ScaleReport(view), nil
	}}
}

func gain() Engine {
	return of(gainm.Knobs(), run(func(in gainm.Input) (gainm.Conversion, error) { return gainm.FromPrinted(in.PrintedPct) },
		func(_ gainm.Input, c gainm.Conversion) report.Report { return gainm.Report(c) }))
}

func advise() Engine {
	return of(advisor.Knobs(), func(in advisor.Inputs) (report.Report, error) { return advisor.Report(in), nil })
}
