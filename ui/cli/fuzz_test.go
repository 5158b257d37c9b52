package cli

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"pegasus/model/engines"
	"pegasus/ui/settings"
)

// calcWorkCaps keep each fuzzed run of `calc` fast: the knobs that set how
// much work a run does start small, and an input that asks for more than
// the cap is skipped (the benchmarks time the maxima).
var calcWorkCaps = map[string]struct {
	flag    string
	start   string
	maximum float64
}{
	"credit": {"batches", "1000", 20000},
	"spray":  {"trials", "5", 50},
	"retx":   {"packets", "1000", 20000},
}

// calcFlagSeeds are flag values for any knob of any subject.
var calcFlagSeeds = []string{
	"600", "0", "-1", "1.5", "16", "64", "1e308", "-1e308", "1e-320", "99999999999999999999", "0x1p4", "1_000",
	"NaN", "Inf", "-Inf", "+Inf", " 8 ", "", " ", "\x00", "\xff", "spray", "hash", "te", "ar", "qp-scaling",
	"ooo", "ooo+missing", "fpga", "asic", "inference", "training", "equal", "cx7-ar", "p-rnic", "0.01", "1e-5",
	"99.9", "100", "中文", "６", "zh-TW", "en", "true", "--help", "-h", "--json", "=", "--", "a b",
}

// FuzzCalcFlags runs `calc <subject>` with up to three fuzzed flags (the
// subject's knobs, or --lang and --ascii), in English or Chinese, with or
// without --json: the exit code is 0 or 2; on 0 the output is JSON when
// asked for, a table otherwise, with no NaN or infinity; on 2 the only
// output is one line on standard error.
func FuzzCalcFlags(f *testing.F) {
	for i, v := range calcFlagSeeds {
		f.Add(uint8(i), i%2 == 0, uint8(i), v, uint8(0), "", uint8(0), "")
	}
	// Values fine one by one, not together.
	f.Add(uint8(1), true, uint8(0), "10", uint8(1), "45", uint8(0x80), "")
	f.Add(uint8(1), false, uint8(6), "20", uint8(7), "8", uint8(0), "")
	f.Add(uint8(2), true, uint8(0), "99.95", uint8(0), "", uint8(0), "")
	f.Add(uint8(0x86), true, uint8(0x80), "1", uint8(1), "0", uint8(2), "1")
	f.Fuzz(func(t *testing.T, subj uint8, asJSON bool, f1 uint8, v1 string, f2 uint8, v2 string, f3 uint8, v3 string) {
		args, env := calcArgs(t, subj, asJSON, [3]uint8{f1, f2, f3}, [3]string{v1, v2, v3})
		var out, errb bytes.Buffer
		code := Run(args, IO{Stdout: &out, Stderr: &errb, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, env)
		checkCalcOutcome(t, args, asJSON, code, out.String(), errb.String())
	})
}

// calcArgs builds the command line of one fuzz input: the subject (its low
// bits) and language (its high bit), then each flag (picked by the low
// bits of its byte, written --name=value, or --name value when the high
// bit is set), the work cap first so that a fuzzed flag overrides it.
func calcArgs(t *testing.T, subj uint8, asJSON bool, picks [3]uint8, values [3]string) ([]string, settings.Env) {
	subjects := engines.All()
	s := subjects[int(subj&0x7f)%len(subjects)]
	env := settings.Env{} // no home: calc reads no file
	if subj&0x80 != 0 {
		env["LANG"] = "zh_TW.UTF-8"
	}
	flags := []string{"lang", "ascii"}
	for _, r := range settings.Rows(s.Groups()) {
		if r.Group != "" {
			flags = append(flags, r.ShortFlag())
		}
	}
	args := []string{"calc", s.Name()}
	capped, hasCap := calcWorkCaps[s.Name()]
	if hasCap {
		args = append(args, "--"+capped.flag+"="+capped.start)
	}
	for i, pick := range picks {
		name := flags[int(pick&0x7f)%len(flags)]
		if hasCap && name == capped.flag {
			if v, err := strconv.ParseFloat(strings.TrimSpace(values[i]), 64); err == nil && v > capped.maximum {
				t.Skipf("--%s=%s asks for a long run", name, values[i])
			}
		}
		if pick&0x80 != 0 {
			args = append(args, "--"+name, values[i])
		} else {
			args = append(args, "--"+name+"="+values[i])
		}
	}
	if asJSON {
		args = append(args, "--json")
	}
	return args, env
}

// notFinite finds NaN or an infinity printed as a number.
var notFinite = regexp.MustCompile(`\bNaN\b|[+-]?Inf\b|∞`)

// checkCalcOutcome is what every run of calc must satisfy.
func checkCalcOutcome(t *testing.T, args []string, asJSON bool, code int, stdout, stderr string) {
	t.Helper()
	switch code {
	case ExitOK:
		if stderr != "" {
			t.Fatalf("%q: exit 0 with errors:\n%s", args, stderr)
		}
		if stdout == "" {
			t.Fatalf("%q: exit 0 and no output", args)
		}
		if notFinite.MatchString(stdout) {
			t.Fatalf("%q: a number that is not finite:\n%s", args, stdout)
		}
		if !asJSON || asksHelp(args) {
			return
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(stdout), &v); err != nil {
			t.Fatalf("%q: --json printed something that is not a JSON object (%v):\n%s", args, err, stdout)
		}
	case ExitBadInput:
		if stdout != "" {
			t.Fatalf("%q: exit 2 with output:\n%s", args, stdout)
		}
		if !strings.HasPrefix(stderr, "pegasus: ") || !strings.HasSuffix(stderr, "\n") ||
			strings.Count(stderr, "\n") != 1 || strings.Contains(stderr, "\r") {
			t.Fatalf("%q: exit 2 without one line of message:\n%q", args, stderr)
		}
	default:
		t.Fatalf("%q: exit %d\nstdout:\n%s\nstderr:\n%s", args, code, stdout, stderr)
	}
}

// asksHelp reports whether a flag's value position holds a help flag that
// the flag parser may read as such (help is printed, as text).
func asksHelp(args []string) bool {
	for _, a := range args {
		if a == "--help" || a == "-h" {
			return true
		}
	}
	return false
}
