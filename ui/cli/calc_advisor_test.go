package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"pegasus/model/advisor"
)

// TestCalcAdvisorJSON: the defaults are Pegasus's setting, and a single
// owner with hourly traffic makes co-design and controller TE fit; the
// reasons carry their targets as links spell them.
func TestCalcAdvisorJSON(t *testing.T) {
	t.Parallel()
	fits := func(args ...string) (advisorCalc, map[string]string) {
		t.Helper()
		code, out, errOut := runCmd(t, cleanEnv(t), append([]string{"calc", "advisor", "--json"}, args...)...)
		var c advisorCalc
		if code != ExitOK || json.Unmarshal([]byte(out), &c) != nil {
			t.Fatalf("calc advisor %v: exit %d %s\n%s", args, code, errOut, out)
		}
		got := map[string]string{}
		for _, r := range c.Recommendations {
			got[r.Design] = r.Fit
		}
		return c, got
	}
	c, got := fits()
	if got["nic-spraying"] != "fits" || got["co-design"] != "does-not-fit" || got["dcqcn"] != "depends" ||
		c.Inputs["multi_tenant"] != "yes" || len(c.Derived) != 12 || len(c.Checks) != len(advisor.CheckIDs()) {
		t.Errorf("Pegasus's setting: %v, inputs %v", got, c.Inputs)
	}
	if r := c.Recommendations[0].Reasons[0]; r.ID != "library-is-tenants" || r.Stance != "against" || r.Target != "reading/s1" {
		t.Errorf("co-design's reason = %+v", r)
	}
	_, got = fits("--multi-tenant", "no", "--library-owner", "provider", "--traffic-change-s", "3600")
	if got["co-design"] != "fits" || got["controller-te"] != "fits" || got["dpu-per-nic"] != "does-not-fit" {
		t.Errorf("single owner, hourly traffic: %v", got)
	}
}

func TestCalcAdvisorTableAndRefusals(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "advisor", "--lang", "zh-TW")
	if code != ExitOK || !strings.Contains(out, "設計顧問") || !strings.Contains(out, "適合：在 NIC 中逐封包噴灑") || !strings.Contains(out, "840 W") {
		t.Errorf("exit %d %s\n%s", code, errOut, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--traffic-change-s", "2"}, "one of 0.001, 0.01"},
		{[]string{"--library-owner", "nobody"}, "provider, tenant"},
		{[]string{"--power-budget-kw", "1", "--cx7-w", "200"}, "more than nics_per_server * cx7_w"},
	} {
		code, _, errOut := runCmd(t, cleanEnv(t), append([]string{"calc", "advisor"}, c.args...)...)
		if code != ExitBadInput || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q (want %q)", c.args, code, errOut, c.want)
		}
	}
}
