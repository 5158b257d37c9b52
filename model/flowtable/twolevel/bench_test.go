package twolevel

import "testing"

// BenchmarkRunDefaults is the panel's default run (12 updates of 16
// entries to 8 RNICs of 32K), with no fault.
func BenchmarkRunDefaults(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := Run(p, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunWithFaults is the default run with one of each fault.
func BenchmarkRunWithFaults(b *testing.B) {
	p := DefaultParams()
	faults := []ScheduledFault{
		{AtEvent: 100, Fault: Fault{Kind: DropChannel, RNIC: 2}},
		{AtEvent: 400, Fault: Fault{Kind: RestartRNIC, RNIC: 5}},
		{AtEvent: 900, Fault: Fault{Kind: CrashDPU}},
	}
	for b.Loop() {
		if _, err := Run(p, faults); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunLargest is the most work the knobs allow without faults:
// 100 updates of 128 new entries to 8 RNICs.
func BenchmarkRunLargest(b *testing.B) {
	p := DefaultParams()
	p.Txns, p.OpsPerTxn, p.DeletePct = MaxTxns, MaxOpsPerTxn, 0
	for b.Loop() {
		if _, err := Run(p, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunLargestWithCrashes is the largest run with a DPU crash
// near its end and two more while the RNICs catch up: each crash makes
// every RNIC take the whole log again.
func BenchmarkRunLargestWithCrashes(b *testing.B) {
	p := DefaultParams()
	p.Txns, p.OpsPerTxn, p.DeletePct = MaxTxns, MaxOpsPerTxn, 0
	faults := []ScheduledFault{
		{AtEvent: 110_000, Fault: Fault{Kind: CrashDPU}},
		{AtEvent: 150_000, Fault: Fault{Kind: CrashDPU}},
		{AtEvent: 200_000, Fault: Fault{Kind: CrashDPU}},
	}
	for b.Loop() {
		if _, err := Run(p, faults); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStep is one event of the default run, as the panel steps it.
func BenchmarkStep(b *testing.B) {
	p := DefaultParams()
	s, err := New(p)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, ok := s.Step(); !ok {
			b.StopTimer()
			if s, err = New(p); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
	}
}
