package cli

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/incast"
)

// TestCalcIncastMustShow is the command under both controls: the
// fields it names are there, credits finish within a few percent of the
// ideal with a bounded queue, and DCQCN's queue is far higher and grows
// with the number of senders.
func TestCalcIncastMustShow(t *testing.T) {
	t.Parallel()
	run := func(cc string, senders string) map[string]any {
		t.Helper()
		code, out, errOut := runCmd(t, cleanEnv(t), "calc", "incast", "--senders", senders, "--qps-per-sender", "1",
			"--size-kib", "2048", "--cc", cc, "--json")
		if code != ExitOK {
			t.Fatalf("calc incast --cc %s: exit %d: %s", cc, code, errOut)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"ideal_fct_us", "last_fct_us", "max_queue_kib", "mean_queue_delay_us", "goodput_gbps", "pfc_pauses"} {
			if _, ok := m[key].(float64); !ok {
				t.Errorf("calc incast --cc %s: no number %q", cc, key)
			}
		}
		return m
	}
	credit, dcqcn := run("credit", "8"), run("dcqcn", "8")
	if r := credit["last_fct_us"].(float64) / credit["ideal_fct_us"].(float64); r > 1.03 {
		t.Errorf("credits finish at %.3f x ideal", r)
	}
	// The queue stays within the free windows: 8 QPs x 8 batches of 16 KiB.
	if q := credit["max_queue_kib"].(float64); q > 8*8*16 {
		t.Errorf("credits' queue peaks at %v KiB", q)
	}
	if dcqcn["max_queue_kib"].(float64) < 5*credit["max_queue_kib"].(float64) {
		t.Errorf("DCQCN's peak %v KiB is not far above the credits' %v", dcqcn["max_queue_kib"], credit["max_queue_kib"])
	}
	if more := run("dcqcn", "16"); more["max_queue_kib"].(float64) <= dcqcn["max_queue_kib"].(float64) {
		t.Errorf("DCQCN's peak does not grow from 8 to 16 senders: %v, %v", dcqcn["max_queue_kib"], more["max_queue_kib"])
	}
}

func TestCalcTEMustShow(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "te", "--interval-s", "10", "--seed", "1", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	mean, ok1 := m["mean_relief_s"].(float64)
	p95, ok2 := m["p95_relief_s"].(float64)
	if !ok1 || !ok2 || mean < 85 || mean > 105 || p95 < mean {
		t.Errorf("calc te: mean %v, p95 %v", m["mean_relief_s"], m["p95_relief_s"])
	}
}

func TestCalcTrafficAndPCIe(t *testing.T) {
	t.Parallel()
	code, out, _ := runCmd(t, cleanEnv(t), "calc", "traffic", "--json")
	var tr trafficCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &tr) != nil || len(tr.Series) != 3 || tr.CloudCore <= tr.TrainingCore {
		t.Errorf("calc traffic: exit %d, %d series, core %v / %v", code, len(tr.Series), tr.TrainingCore, tr.CloudCore)
	}
	for mode, pauses := range map[string]bool{"on": true, "off": false} {
		code, out, _ := runCmd(t, cleanEnv(t), "calc", "pcie", "--tx-pfc", mode, "--json")
		var m map[string]any
		if code != ExitOK || json.Unmarshal([]byte(out), &m) != nil || (m["pause_frames"].(float64) > 0) != pauses {
			t.Errorf("calc pcie --tx-pfc %s: exit %d, %v pause frames", mode, code, m["pause_frames"])
		}
	}
	code, out, _ = runCmd(t, cleanEnv(t), "--lang", "zh-TW", "calc", "incast")
	if code != ExitOK || !strings.Contains(out, "最高佇列") {
		t.Errorf("calc incast in Chinese: exit %d\n%s", code, out)
	}
}

// TestCalcIncastBadInput: the bad inputs exit 2 with one line that
// names the flag and what is allowed; nothing panics.
func TestCalcIncastBadInput(t *testing.T) {
	t.Parallel()
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--senders", "0"}, "whole number from 1 to 128"},
		{[]string{"--line-gbps", "0"}, "one of 100, 200, 400, 800"},
		{[]string{"--kmin-kib", "3000"}, "at most kmax_kib"},
		{[]string{"--dcqcn-preset", "paper40", "--kmin-kib", "300"}, "at most kmax_kib (now 200)"},
		{[]string{"--pmax", "0"}, "0.001 to 1"},
		{[]string{"--pmax", "1.5"}, "0.001 to 1"},
		{[]string{"--buffer-kib", "2"}, "whole number from 4"},
		{[]string{"--senders", "128", "--buffer-kib", "4096"}, "at least senders"},
		{[]string{"--pmax", "NaN"}, "0.001 to 1"},
	}
	for _, c := range cases {
		code, _, errOut := runCmd(t, cleanEnv(t), append([]string{"calc", "incast"}, c.args...)...)
		first := strings.SplitN(errOut, "\n", 2)[0]
		if code != ExitBadInput || !strings.Contains(first, c.want) || strings.Contains(errOut, "panic") {
			t.Errorf("calc incast %v: exit %d, %q", c.args, code, first)
		}
	}
}

// TestCalcIncastPresetFlag: the preset flag sets the twelve DCQCN knobs,
// and a knob given beside it overrides it.
func TestCalcIncastPresetFlag(t *testing.T) {
	t.Parallel()
	code, out, _ := runCmd(t, cleanEnv(t), "calc", "incast", "--cc", "dcqcn", "--dcqcn-preset", "paper40", "--json")
	var m map[string]any
	if code != ExitOK || json.Unmarshal([]byte(out), &m) != nil || m["dcqcn_preset"] != incast.Paper40.String() {
		t.Errorf("--dcqcn-preset paper40: exit %d, preset %v", code, m["dcqcn_preset"])
	}
	code, out, _ = runCmd(t, cleanEnv(t), "calc", "incast", "--dcqcn-preset", "paper40", "--kmin-kib", "7", "--json")
	if code != ExitOK || json.Unmarshal([]byte(out), &m) != nil || m["dcqcn_preset"] != incast.Custom.String() {
		t.Errorf("--dcqcn-preset paper40 --kmin-kib 7: exit %d, preset %v", code, m["dcqcn_preset"])
	}
}

// TestCalcIncastWireOverhead is the credit run: goodput falls
// below the line by RoCEv2's headers and framing (4096 payload bytes of
// every 4,178), the ideal includes them, the payload-only ideal is beside
// it, and the text labels which is which.
func TestCalcIncastWireOverhead(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "incast", "--senders", "8", "--qps-per-sender", "1", "--size-kib", "2048",
		"--cc", "credit", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	share := 4096.0 / 4178
	if m["wire_overhead_b"] != 82.0 || math.Abs(m["payload_share"].(float64)-share) > 0.00005 {
		t.Errorf("overhead %v B, payload share %v", m["wire_overhead_b"], m["payload_share"])
	}
	good, ideal, payload, last := m["goodput_gbps"].(float64), m["ideal_fct_us"].(float64), m["ideal_payload_fct_us"].(float64), m["last_fct_us"].(float64)
	if good > 400*share || good < 0.99*400*share {
		t.Errorf("goodput %v Gb/s; the headers leave %v", good, 400*share)
	}
	// JSON keeps the declared decimals (one, for microseconds).
	if payload != 335.5 || ideal < payload/share-0.1 || ideal > payload/share+0.1 || last/ideal < 1 || last/ideal > 1.01 {
		t.Errorf("ideal %v (payload only %v), last %v", ideal, payload, last)
	}
	_, text, _ := runCmd(t, cleanEnv(t), "calc", "incast", "--senders", "8", "--cc", "credit")
	en := i18n.For(i18n.English).Incast
	for _, s := range []string{en.RowIdeal, en.RowIdealPayload, en.RowBelowLine, "82 B"} {
		if !strings.Contains(text, s) {
			t.Errorf("the table lacks %q:\n%s", s, text)
		}
	}
}

// TestCalcIncastMechanisms: --help lists every mechanism, each runs the
// issue's 4 x 64 QP DCQCN incast, and none with the wire overhead at 0
// gives today's figures (the model before either existed).
func TestCalcIncastMechanisms(t *testing.T) {
	t.Parallel()
	_, help, _ := runCmd(t, cleanEnv(t), "calc", "incast", "--help")
	if !strings.Contains(help, "--dcqcn-mechanism") || !strings.Contains(help, strings.Join(incast.MechanismNames, ", ")) {
		t.Errorf("calc incast --help does not list the mechanisms:\n%s", help)
	}
	for _, name := range incast.MechanismNames {
		code, out, errOut := runCmd(t, cleanEnv(t), "calc", "incast", "--senders", "4", "--qps-per-sender", "64", "--size-kib", "1024",
			"--cc", "dcqcn", "--dcqcn-mechanism", name, "--json")
		var m map[string]any
		if code != ExitOK || json.Unmarshal([]byte(out), &m) != nil || m["dcqcn_mechanism"] != name || m["completed"] != true {
			t.Errorf("--dcqcn-mechanism %s: exit %d, %v %v: %s", name, code, m["dcqcn_mechanism"], m["completed"], errOut)
		}
	}
	code, out, _ := runCmd(t, cleanEnv(t), "calc", "incast", "--senders", "4", "--qps-per-sender", "64", "--size-kib", "1024",
		"--cc", "dcqcn", "--dcqcn-mechanism", "none", "--wire-overhead-b", "0", "--json")
	var m map[string]any
	if code != ExitOK || json.Unmarshal([]byte(out), &m) != nil {
		t.Fatalf("exit %d", code)
	}
	// Recorded from `calc incast` before the overhead and the mechanisms,
	// rounded as JSON now writes them (the decimals the engine declares).
	for k, want := range map[string]float64{"ideal_fct_us": 5368.7, "last_fct_us": 5898.1, "goodput_gbps": 364.1,
		"max_queue_kib": 16284, "mean_queue_delay_us": 106.813, "pfc_pauses": 525, "cnps": 10396} {
		if m[k] != want {
			t.Errorf("%s = %v, today's model gave %v", k, m[k], want)
		}
	}
	if code, _, errOut := runCmd(t, cleanEnv(t), "calc", "incast", "--dcqcn-mechanism", "bogus"); code != ExitBadInput || !strings.Contains(errOut, "cnp_per_port") {
		t.Errorf("an unknown mechanism: exit %d, %q", code, errOut)
	}
}
