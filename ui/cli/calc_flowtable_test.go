package cli

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	ft "pegasus/model/flowtable"
)

// TestCalcCuckooGivesTheLoadsNearTheThreshold: the command gives
// the mean first-stash and overflow loads, below c*_4 and within half a
// point of it for the overflow (a 32K table with a 32-entry stash).
func TestCalcCuckooGivesTheLoadsNearTheThreshold(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "cuckoo", "--ways", "4", "--slots", "32768", "--stash", "32",
		"--max-kicks", "1000", "--trials", "20", "--seed", "1", "--json")
	var c cuckooCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &c) != nil {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	thr := ft.Threshold(4)
	// JSON writes a share with four decimals (its percentage's two).
	if !(c.FirstStashLoad < c.OverflowLoad) || math.Abs(c.OverflowLoad-thr) > 0.005 || math.Abs(c.Threshold-thr) > 0.00005 || c.Trials != 20 {
		t.Errorf("calc cuckoo = first %v, overflow %v, c* %v", c.FirstStashLoad, c.OverflowLoad, c.Threshold)
	}
	// The same loads, summed in another order; the loads themselves are
	// rounded to four decimals, the list is not.
	near := func(a, b float64) bool { return math.Abs(a-b) <= 0.00005+1e-12 }
	if len(c.OverflowByStash) != 33 || !near(c.OverflowByStash[0], c.FirstStashLoad) || !near(c.OverflowByStash[32], c.OverflowLoad) {
		t.Errorf("overflow by stash %v", c.OverflowByStash)
	}
	for _, ways := range []string{"2", "3", "8"} {
		code, out, _ := runCmd(t, cleanEnv(t), "calc", "cuckoo", "--ways", ways, "--slots", "8400", "--trials", "4", "--json")
		if code != ExitOK || json.Unmarshal([]byte(out), &c) != nil || !(c.FirstStashLoad > 0) || !(c.OverflowLoad >= c.FirstStashLoad) {
			t.Errorf("%s ways: exit %d, %+v", ways, code, c)
		}
	}
}

func TestCalcCSRTimesBothModes(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "csr", "--entries", "20000", "--entry-bytes", "32", "--json")
	var c csrCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &c) != nil {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	// 20,000 entries x 4 accesses of 2 us x 8 RNICs = 1.28 s; a 2.72 us
	// check on each access adds 1.7408 s.
	// (JSON keeps the two decimals the engine declares for seconds.)
	if math.Abs(c.SecondsMachine-1.28) > 1e-9 || math.Abs(c.SecondsEvery-3.0208) > 0.005 || c.Calibrated.Entries != 23438 {
		t.Errorf("calc csr = %+v", c)
	}
	_, table, _ := runCmd(t, cleanEnv(t), "calc", "csr")
	if !strings.Contains(table, "3.54 s") || !strings.Contains(table, "1.50 s") {
		t.Errorf("calc csr at its defaults:\n%s", table)
	}
}

func TestCalcTwoLevelAndScale(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "twolevel", "--json")
	var tl twoLevelCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &tl) != nil {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	if !tl.Clean.Agree || !tl.WithFaults.Agree || len(tl.WithFaults.Faults) != 3 || tl.WithFaults.Committed != tl.Txns {
		t.Errorf("calc twolevel = %+v", tl)
	}
	code, out, errOut = runCmd(t, cleanEnv(t), "calc", "scale", "--table-entries", "65536", "--json")
	var sc scaleCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &sc) != nil {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	if len(sc.Points) != 9 || sc.Points[0].GPUs != 8000 || sc.TableCapacity <= 32038 || !sc.TableBreak.Found {
		t.Errorf("calc scale = %+v", sc)
	}
}

// TestBadFlowTableInputExitsTwo: the bad inputs give one line with
// the flag, the value and what is allowed, and exit 2.
func TestBadFlowTableInputExitsTwo(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calc", "cuckoo", "--ways", "0"}, "a whole number from 2 to 8"},
		{[]string{"calc", "cuckoo", "--ways", "3"}, "a whole multiple of ways (now 3)"},
		{[]string{"calc", "cuckoo", "--stash", "-1"}, "a whole number from 0 to 256"},
		{[]string{"calc", "cuckoo", "--slots", "65536", "--trials", "100"}, "cuckoo.trials"},
		{[]string{"calc", "csr", "--entries", "40000"}, "at most table_entries (now 32,768)"},
		{[]string{"calc", "csr", "--access-bytes", "6"}, "one of 4, 8"},
		{[]string{"calc", "twolevel", "--rnics", "0"}, "a whole number from 1 to 8"},
		{[]string{"calc", "scale", "--max-task-gpus", "9000"}, "at most deployed_gpus (now 8,000)"},
	} {
		code, _, errOut := runCmd(t, cleanEnv(t), c.args...)
		first := strings.SplitN(errOut, "\n", 2)[0]
		if code != ExitBadInput || !strings.Contains(first, c.want) || strings.Contains(errOut, "panic") {
			t.Errorf("%v: exit %d, %q (want %q)", c.args, code, errOut, c.want)
		}
	}
}
