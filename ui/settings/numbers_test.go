package settings

import (
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/model/knob"
)

// TestNumbersAreReadAsTypedInEverySource: a number in the config file
// (plain or quoted YAML), a variable or a flag is taken only as a person
// types one; the spellings YAML or strconv.ParseFloat would also take
// (1_0 read as 10, " 5 " as 5, 0x10 as 16) are refused with the source,
// the key, the value as written and what is allowed.
func TestNumbersAreReadAsTypedInEverySource(t *testing.T) {
	bad := []string{"1_0", " 5 ", "5 ", "0x10", "0x1p4", "0o17", "1e1_0", "+Inf", ".inf", "1,00", "1 000", "６００"}
	for _, v := range bad {
		// YAML: as written (YAML itself drops spaces around a plain
		// scalar), then quoted (a YAML string).
		spellings := []string{`"` + v + `"`}
		if v == strings.TrimSpace(v) {
			spellings = append(spellings, v)
		}
		for _, spelled := range spellings {
			e := home(t)
			write(t, DefaultConfigPath(e), "credit:\n  jitter_ns: "+spelled+"\n")
			_, err := load(t, e)
			want := "config file " + DefaultConfigPath(e) + ": credit.jitter_ns = "
			if err == nil || !IsInputError(err) || !strings.Contains(err.Error(), want) ||
				!strings.Contains(err.Error(), "allowed: a number from 0 to") {
				t.Errorf("config jitter_ns: %s: %v", spelled, err)
			}
		}
		e := home(t)
		e["PEGASUS_CREDIT_JITTER_NS"] = v
		if _, err := load(t, e); err == nil || !strings.Contains(err.Error(), "environment variable PEGASUS_CREDIT_JITTER_NS: credit.jitter_ns = ") {
			t.Errorf("PEGASUS_CREDIT_JITTER_NS=%q: %v", v, err)
		}
		if _, err := load(t, home(t), "--jitter-ns="+v); err == nil || !strings.Contains(err.Error(), "flag --jitter-ns: credit.jitter_ns = ") {
			t.Errorf("--jitter-ns=%q: %v", v, err)
		}
	}
	for _, v := range []string{" dark", "dark ", "\tdark"} {
		e := home(t)
		e["PEGASUS_THEME"] = v
		if _, err := load(t, e); err == nil {
			t.Errorf("PEGASUS_THEME=%q accepted", v)
		}
	}
	for _, v := range []string{" en", "zh-TW "} {
		if _, err := load(t, home(t), "--lang="+v); err == nil {
			t.Errorf("--lang=%q accepted", v)
		}
	}
}

// TestNumbersAsTypedAreAccepted: a sign, a point and an exponent, in the
// file (plain and quoted), a variable and a flag.
func TestNumbersAsTypedAreAccepted(t *testing.T) {
	for text, want := range map[string]float64{"600": 600, "+600": 600, "600.": 600, ".5": 0.5, "6e2": 600, "6.5E+2": 650, "1,500.5": 1500.5} {
		for _, spelled := range []string{text, `"` + text + `"`} {
			e := home(t)
			write(t, DefaultConfigPath(e), "credit:\n  jitter_ns: "+spelled+"\n")
			if ld, err := load(t, e); err != nil || ld.Values["credit"]["jitter_ns"] != want {
				t.Errorf("config jitter_ns: %s: %v, %v", spelled, ld.Values["credit"]["jitter_ns"], err)
			}
		}
		e := home(t)
		e["PEGASUS_CREDIT_JITTER_NS"] = text
		if ld, err := load(t, e); err != nil || ld.Values["credit"]["jitter_ns"] != want {
			t.Errorf("PEGASUS_CREDIT_JITTER_NS=%s: %v, %v", text, ld.Values["credit"], err)
		}
		if ld, err := load(t, home(t), "--jitter-ns", text); err != nil || ld.Values["credit"]["jitter_ns"] != want {
			t.Errorf("--jitter-ns %s: %v, %v", text, ld.Values["credit"], err)
		}
	}
}

// TestYAMLNumbersFollowAliasesAndMerges: a number reached through an
// alias or a merge key is read from its own spelling too.
func TestYAMLNumbersFollowAliasesAndMerges(t *testing.T) {
	for _, text := range []string{
		"x: &j 1_0\ncredit:\n  jitter_ns: *j\n",
		"credit:\n  <<: {jitter_ns: 1_0}\n",
		"credit:\n  <<: [{jitter_ns: 0x10}]\n",
	} {
		e := home(t)
		write(t, DefaultConfigPath(e), text)
		if _, err := load(t, e); err == nil || !strings.Contains(err.Error(), "credit.jitter_ns") &&
			!strings.Contains(err.Error(), `unknown key "x"`) {
			t.Errorf("%q: %v", text, err)
		}
	}
	e := home(t)
	write(t, DefaultConfigPath(e), "credit:\n  <<: {jitter_ns: 1_0}\n  jitter_ns: 700\n")
	if ld, err := load(t, e); err != nil || ld.Values["credit"]["jitter_ns"] != 700 {
		t.Errorf("a key beside a merge: %v, %v", ld.Values["credit"]["jitter_ns"], err)
	}
}

// TestSavedPreferencesWithALenientNumberAreMovedAside: a preferences file
// edited by hand to 1_000 is not used (it would mean 1000 nowhere else).
func TestSavedPreferencesWithALenientNumberAreMovedAside(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "credit:\n  jitter_ns: 1_000\n")
	ld, err := load(t, e)
	if err != nil || ld.Values["credit"]["jitter_ns"] != 600 || len(ld.Notices) != 1 ||
		!strings.Contains(ld.Notices[0], `credit.jitter_ns = "1_000"`) {
		t.Errorf("values %v, err %v, notices %q", ld.Values["credit"], err, ld.Notices)
	}
}

// TestPrintedBoundsReadBack: the bounds a message prints (grouped by
// threes, "20,000") are numbers the same key takes.
func TestPrintedBoundsReadBack(t *testing.T) {
	for _, r := range Rows(engines.Groups()) {
		if r.Spec.Kind != knob.Number && r.Spec.Kind != knob.Whole {
			continue
		}
		for _, v := range []float64{r.Spec.Min, r.Spec.Max, r.Spec.Default} {
			text := i18n.Number(v, -1)
			if got, err := r.Parse(text); err != nil || got != v {
				t.Errorf("%s: %v prints as %q, reads as %v (%v)", r.Key(), v, text, got, err)
			}
		}
	}
}
