package credit

import "testing"

func TestTraceEq2DipsToMinusOneBatchAndNoLower(t *testing.T) {
	p := DefaultParams() // 600 ns of jitter: more than one 327.68 ns batch
	tr := ComputeTrace(p, NewDraws(p.Seed, p.Batches), DefaultTraceWindowNs(p))
	if tr.Eq2.MinBal != -1 {
		t.Errorf("Eq2 lowest balance = %d, want -1", tr.Eq2.MinBal)
	}
	if tr.Eq1.MinBal != 0 {
		t.Errorf("Eq1 lowest balance = %d, want 0", tr.Eq1.MinBal)
	}
	if tr.Eq1.MaxBal != p.FreeWindow() || tr.Eq1.Steps[0].Balance != p.FreeWindow() {
		t.Errorf("trace starts at %d, peaks at %d; want the free window %d", tr.Eq1.Steps[0].Balance, tr.Eq1.MaxBal, p.FreeWindow())
	}
	if tr.Eq1.IdleNs <= tr.Eq2.IdleNs {
		t.Errorf("Eq1 idles %v ns, Eq2 %v ns: the overdraft should idle less", tr.Eq1.IdleNs, tr.Eq2.IdleNs)
	}
}

func TestTraceNoIdleWhenJitterFitsTheSlack(t *testing.T) {
	p := DefaultParams()
	p.JitterNs = 300 // below one batch time
	tr := ComputeTrace(p, NewDraws(p.Seed, p.Batches), DefaultTraceWindowNs(p))
	if tr.Eq2.IdleNs != 0 {
		t.Errorf("Eq2 idles %v ns at 300 ns jitter, want 0 (%v)", tr.Eq2.IdleNs, tr.Eq2.Idle)
	}
	if tr.Eq1.IdleNs == 0 {
		t.Error("Eq1 never idles at 300 ns jitter, want some idle time")
	}
}

func TestTraceBalanceIsConsistent(t *testing.T) {
	p := DefaultParams()
	p.Overdraft = 3
	p.JitterNs = 2000
	tr := ComputeTrace(p, NewDraws(p.Seed, p.Batches), DefaultTraceWindowNs(p))
	for _, rt := range []RuleTrace{tr.Eq1, tr.Eq2} {
		for i := 1; i < len(rt.Steps); i++ {
			if rt.Steps[i].AtNs < rt.Steps[i-1].AtNs {
				t.Fatalf("steps out of order at %d", i)
			}
			if d := rt.Steps[i].Balance - rt.Steps[i-1].Balance; d != 1 && d != -1 {
				t.Fatalf("balance jumps by %d at step %d", d, i)
			}
		}
	}
	if tr.Eq2.MinBal != -3 {
		t.Errorf("overdraft 3 at 2000 ns: lowest balance %d, want -3", tr.Eq2.MinBal)
	}
}
