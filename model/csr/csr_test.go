package csr

import (
	"errors"
	"math"
	"testing"

	"pegasus/model/knob"
	"pgregory.net/rapid"
)

func TestKnobsCheck(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	if err := ScaleKnobs().Check(); err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	if p.RNICs != 8 || p.MBps != 4 || p.TableEntries != 32768 || p.EntryBytes != 32 || p.AccessBytes != 8 || p.Restarts != 0 {
		t.Errorf("defaults %+v", p)
	}
	s := DefaultScaleParams()
	if s.DeployedGPUs != 8000 || s.TargetGPUs != 100_000 || s.TasksPerDay != 100 || s.TaskHours != 27 || s.MaxTaskGPUs != 2400 {
		t.Errorf("scale defaults %+v", s)
	}
}

// TestCalibrationLandsOnProduction: the two calibrated inputs put the
// model on the digest's 3.54 s and 1.5 s, to the rounding of the entry
// count.
func TestCalibrationLandsOnProduction(t *testing.T) {
	c := Calibrate(ModelEntryBytes, PaperRNICs, ModelAccessBytes, PaperMBps)
	if c.Entries != 23438 || c.CheckUs != 2.72 {
		t.Errorf("calibration %+v, want 23,438 entries and a 2.72 us check", c)
	}
	if math.Abs(c.After-ProductionAfterS) > 1e-4 || math.Abs(c.Before-ProductionBeforeS) > 1e-3 {
		t.Errorf("model gives %v -> %v, digest %v -> %v", c.Before, c.After, ProductionBeforeS, ProductionAfterS)
	}
	r, err := PushTime(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	if r.SecondsStateMachine != c.After || r.SecondsCheckEveryCommand != c.Before {
		t.Errorf("defaults give %v -> %v, calibration %v -> %v", r.SecondsCheckEveryCommand, r.SecondsStateMachine, c.Before, c.After)
	}
	// With 4-byte accesses the check halves with the access.
	if c4 := Calibrate(32, 8, 4, 4); c4.CheckUs != 1.36 || c4.Entries != 23438 {
		t.Errorf("4-byte calibration %+v", c4)
	}
}

func TestPushArithmetic(t *testing.T) {
	p := DefaultParams()
	p.Entries, p.EntryBytes = 20000, 32
	r, err := PushTime(p)
	if err != nil {
		t.Fatal(err)
	}
	// 20,000 entries * 4 accesses * 8 RNICs = 640,000 accesses of 2 us.
	if r.AccessUs != 2 || r.AccessesPerEntry != 4 || r.Accesses != 640_000 || r.ChecksStateMachine != 0 {
		t.Fatalf("%+v", r)
	}
	if math.Abs(r.SecondsStateMachine-1.28) > 1e-9 || math.Abs(r.SecondsCheckEveryCommand-640_000*4.72e-6) > 1e-9 {
		t.Errorf("times %v, %v", r.SecondsCheckEveryCommand, r.SecondsStateMachine)
	}
	p.Restarts = 2
	r2, _ := PushTime(p)
	if r2.Accesses != 800_000 || r2.ChecksStateMachine != 4 || r2.ChecksEveryCommand != 800_004 {
		t.Errorf("two restarts: %+v", r2)
	}
}

// TestPropertyStateMachineNeverSlower holds for any valid input: the state
// machine's checks are a subset of checking every command, time grows with
// the entries, and with no restart the speedup is 1 + check / access.
func TestPropertyStateMachineNeverSlower(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawParams(t)
		r, err := PushTime(p)
		if err != nil {
			t.Fatal(err)
		}
		if r.SecondsStateMachine > r.SecondsCheckEveryCommand || r.SecondsStateMachine < r.DataSeconds || r.Speedup < 1 {
			t.Fatalf("%+v", r)
		}
		if p.Restarts == 0 && math.Abs(r.Speedup-(1+p.CheckUs/r.AccessUs)) > 1e-9 {
			t.Fatalf("speedup %v, want %v", r.Speedup, 1+p.CheckUs/r.AccessUs)
		}
		if p.Entries < p.TableEntries {
			q := p
			q.Entries++
			r2, _ := PushTime(q)
			if r2.SecondsStateMachine <= r.SecondsStateMachine || r2.SecondsCheckEveryCommand <= r.SecondsCheckEveryCommand {
				t.Fatal("one more entry takes no longer")
			}
		}
	})
}

func drawParams(t *rapid.T) Params {
	table := 1024 * rapid.IntRange(1, 64).Draw(t, "table_k")
	return Params{
		TableEntries: table,
		Entries:      rapid.IntRange(1, table).Draw(t, "entries"),
		EntryBytes:   4 * rapid.IntRange(1, 64).Draw(t, "entry_words"),
		RNICs:        rapid.IntRange(1, 8).Draw(t, "rnics"),
		AccessBytes:  rapid.SampledFrom([]int{4, 8}).Draw(t, "access"),
		MBps:         0.5 * float64(rapid.IntRange(1, 128).Draw(t, "mbps_halves")),
		CheckUs:      rapid.Float64Range(0, 100).Draw(t, "check_us"),
		Restarts:     rapid.IntRange(0, 16).Draw(t, "restarts"),
	}
}

func TestBadInputIsAFieldError(t *testing.T) {
	cases := []struct {
		values map[string]float64
		key    string
		rule   knob.Rule
	}{
		{map[string]float64{"entries": 40000}, "entries", knob.RuleAtMost},
		{map[string]float64{"entries": 0}, "entries", knob.RuleWholeRange},
		{map[string]float64{"access_bytes": 6}, "access_bytes", knob.RuleChoice},
		{map[string]float64{"mbps": math.NaN()}, "mbps", knob.RuleRange},
		{map[string]float64{"check_us": -1}, "check_us", knob.RuleRange},
		{map[string]float64{"rnics": 9}, "rnics", knob.RuleWholeRange},
	}
	for _, c := range cases {
		_, err := Knobs().FromValues(c.values)
		var fe *knob.FieldError
		if !errors.As(err, &fe) || fe.Key != c.key || fe.Rule != c.rule || fe.Group != "csr" {
			t.Errorf("%v: error %v, want rule %v on csr.%s", c.values, err, c.rule, c.key)
		}
	}
	if _, err := PushTime(Params{}); err == nil {
		t.Error("zero params accepted")
	}
	if _, err := Curve(Params{}, 10); err == nil {
		t.Error("zero params accepted by Curve")
	}
	if _, err := Scale(ScaleParams{}); err == nil {
		t.Error("zero params accepted by Scale")
	}
	q := DefaultScaleParams()
	q.Channel.MBps = 0
	if _, err := Scale(q); err == nil {
		t.Error("a scale view with a dead channel accepted")
	}
	for _, v := range []map[string]float64{{"target_gpus": 4000}, {"max_task_gpus": 9000}} {
		if _, err := ScaleKnobs().FromValues(v); err == nil {
			t.Errorf("%v accepted", v)
		}
	}
}

func TestCurve(t *testing.T) {
	c, err := Curve(DefaultParams(), 64)
	if err != nil {
		t.Fatal(err)
	}
	if len(c) != 65 || c[0].Entries != 0 || c[0].SecondsStateMachine != 0 || c[64].Entries != 32768 {
		t.Fatalf("curve ends %+v, %+v", c[0], c[len(c)-1])
	}
	for i := 1; i < len(c); i++ {
		if c[i].SecondsStateMachine <= c[i-1].SecondsStateMachine || c[i].SecondsCheckEveryCommand < c[i].SecondsStateMachine {
			t.Fatalf("point %d: %+v after %+v", i, c[i], c[i-1])
		}
	}
}
