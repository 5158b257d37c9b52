package advisor

import "pegasus/model/knob"

// values is a knob group's parameters as a plain map, so the tests can
// declare stand-in tables without an engine's parameter type.
type values map[string]float64

// field binds a spec to a key of values.
func field(s knob.Spec) knob.Field[values] {
	return knob.Field[values]{Spec: s,
		Get: func(v values) float64 { return v[s.Key] },
		Set: func(v *values, x float64) { (*v)[s.Key] = x }}
}

// standIn builds a table over values.
func standIn(name string, cross func(values) error, specs ...knob.Spec) knob.Table[values] {
	t := knob.Table[values]{Name: name, Base: func() values { return values{} }, Cross: cross}
	for _, s := range specs {
		t.Fields = append(t.Fields, field(s))
	}
	return t
}

func numSpec(key string, lo, hi, def float64) knob.Spec {
	return knob.Spec{Key: key, Kind: knob.Number, Min: lo, Max: hi, Step: 1, Big: 10, Default: def}
}

func wholeSpec(key string, lo, hi, def float64) knob.Spec {
	return knob.Spec{Key: key, Kind: knob.Whole, Min: lo, Max: hi, Step: 1, Big: 10, Default: def}
}

// linkGroups are the knob groups that links in the content may set. They
// mirror the keys and ranges of credit.Knobs(), power.Knobs() and the
// spray balance table as declared when this test was written; the engines
// are being moved to knob tables by other hands at the same time, so the
// test does not import them (a half-edited engine must not break it).
// Once those tables are stable, replace these stand-ins with the real
// tables: CheckTarget takes any knob.Group. The advisor's own table is
// the real one.
func linkGroups() []knob.Group {
	credit := standIn("credit", nil,
		numSpec("jitter_ns", 0, 2000, 600),
		knob.Spec{Key: "batch_kib", Kind: knob.Choice, Choices: []float64{4, 8, 16, 32, 64, 128}, Default: 16},
		knob.Spec{Key: "line_gbps", Kind: knob.Choice, Choices: []float64{100, 200, 400, 800}, Default: 400},
		wholeSpec("overdraft", 0, 4, 1),
		numSpec("loop_ns", 100, 20000, 2621.44),
		wholeSpec("seed", 1, 1_000_000, 1),
		wholeSpec("batches", 1000, 1_000_000, 20000),
		wholeSpec("incast_n", 2, 1024, 64),
	)
	power := standIn("power", func(v values) error {
		specs := []knob.Spec{numSpec("dpu_w", 1, 1000, 150), numSpec("server_kw", 1, 100, 9.5)}
		switch {
		case v["dpu_w"] <= v["cx7_w"]:
			return knob.Cross(specs, "dpu_w", v["dpu_w"], knob.RuleAbove, "cx7_w", v["cx7_w"])
		case v["server_kw"]*1000 <= v["nics"]*v["cx7_w"]:
			return knob.Cross(specs, "server_kw", v["server_kw"], knob.RuleAbove, "nics * cx7_w", v["nics"]*v["cx7_w"]/1000)
		}
		return nil
	},
		numSpec("dpu_w", 1, 1000, 150),
		numSpec("cx7_w", 1, 500, 45),
		numSpec("fpga_w", 1, 500, 75),
		numSpec("asic_w", 1, 500, 30),
		knob.Spec{Key: "rnic", Kind: knob.Named, Names: []string{"fpga", "asic"}},
		wholeSpec("nics", 1, 64, 8),
		numSpec("share_low_pct", 0.1, 50, 6.5),
		numSpec("share_high_pct", 0.1, 50, 13.7),
		numSpec("site_mw", 0.1, 1000, 10),
		wholeSpec("gpus_per_server", 1, 16, 8),
		numSpec("server_kw", 1, 100, 9.5),
	)
	spray := standIn("spray", nil,
		knob.Spec{Key: "scheme", Kind: knob.Named, Names: []string{"hash", "qp-scaling", "te", "ar", "spray"}, Default: 4},
		wholeSpec("paths", 1, 64, 8),
		wholeSpec("flows", 1, 256, 8),
		wholeSpec("qps", 1, 16, 4),
		knob.Spec{Key: "mix", Kind: knob.Named, Names: []string{"equal", "training", "inference"}},
	)
	return []knob.Group{credit, power, spray, Knobs()}
}
