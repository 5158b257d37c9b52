package cli

import (
	"fmt"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/ui/settings"
)

// notNumbers are spellings that are not a number as a person types one,
// though strconv.ParseFloat, YAML or a shell would pass some of them on:
// separators, spaces, other bases and scripts, Inf, NaN, units, junk.
var notNumbers = []string{
	"1_0", "1_000", " 5 ", "5 ", " 5", "\t5", "5\n", "0x1p4", "0x10", "0o17", "1e1_0", "1,00", "1 000",
	"+Inf", "infinity", "NaN", "1.2.3", "--5", "+-5", "1e", ".", "６００", "5ns", "5\x1b[2J",
}

// numberFlags lists every flag that takes a number, with its row: the
// explorer's (--<group>-<key>) and each calc subject's (--<key>).
type numberFlag struct {
	args []string // the command before the flag
	flag string
	row  settings.Row
}

func numberFlags() []numberFlag {
	var out []numberFlag
	for _, r := range settings.Rows(engines.Groups()) {
		if r.Group != "" && r.Spec.Kind != knob.Named {
			out = append(out, numberFlag{nil, r.Flag(), r})
		}
	}
	for _, s := range engines.All() {
		for _, r := range settings.Rows(s.Groups()) {
			if r.Group != "" && r.Spec.Kind != knob.Named {
				out = append(out, numberFlag{[]string{"calc", s.Name()}, r.ShortFlag(), r})
			}
		}
	}
	return out
}

// TestNumberFlagsRefuseWhatIsNotANumber: every number flag of the
// explorer and of every calc subject, given a spelling that is not a
// number (the spellings taken in turn), and every spelling given to a
// flag of every kind of number (real, whole, choice), the explorer's and
// calc's, in English and in Chinese, is refused on one line naming the
// flag, the key, the value as given (quoted, control characters escaped)
// and what is allowed. Before, 1_0 was read as 10 and " 5 " as 5.
func TestNumberFlagsRefuseWhatIsNotANumber(t *testing.T) {
	t.Parallel()
	flags := numberFlags()
	if len(flags) < 300 {
		t.Fatalf("only %d number flags", len(flags))
	}
	env := cleanEnv(t) // a refusal reads and writes nothing: one home for all
	langs := []i18n.Lang{i18n.English, i18n.TraditionalChinese}
	// A case is a spelling met by a kind of flag, in a place (the
	// explorer's flags or calc's), in a language.
	type refusalCase struct {
		calc  bool
		kind  knob.Kind
		value string
		lang  i18n.Lang
	}
	met := map[refusalCase]bool{}
	refuse := func(f numberFlag, v string, lang i18n.Lang) {
		t.Helper()
		met[refusalCase{f.args != nil, f.row.Spec.Kind, v, lang}] = true
		tx := i18n.For(lang)
		args := append(append([]string{"--lang", string(lang)}, f.args...), "--"+f.flag+"="+v)
		code, out, errOut := runCmd(t, env, args...)
		source := fmt.Sprintf(tx.Config.SourceFlagFmt, f.flag)
		want := fmt.Sprintf(tx.Config.BadValueFmt, source, f.row.Key(), v, "")
		if code != ExitBadInput || out != "" || !strings.HasPrefix(errOut, "pegasus: "+want) ||
			strings.Count(errOut, "\n") != 1 || strings.Contains(errOut, "\x1b") {
			t.Fatalf("%q: exit %d, stdout %q, stderr %q; want it to start with %q", args, code, out, errOut, want)
		}
	}
	// Every flag, with the spellings and the languages in turn.
	for i, f := range flags {
		refuse(f, notNumbers[i%len(notNumbers)], langs[(i/len(notNumbers))%len(langs)])
	}
	// Every spelling, for a flag of every kind, place and language.
	runs := len(flags)
	for _, f := range flags {
		for _, v := range notNumbers {
			for _, lang := range langs {
				if !met[refusalCase{f.args != nil, f.row.Spec.Kind, v, lang}] {
					refuse(f, v, lang)
					runs++
				}
			}
		}
	}
	kinds := map[knob.Kind]bool{}
	for c := range met {
		kinds[c.kind] = true
	}
	if want := 2 * len(kinds) * len(notNumbers) * len(langs); len(met) != want || len(kinds) < 3 {
		t.Errorf("%d cases met of %d (kinds %v)", len(met), want, kinds)
	}
	t.Logf("%d refusals: every one of %d flags, and %d cases of a spelling, a kind of flag, a place and a language", runs, len(flags), len(met))
}

// TestNumbersAsTypedAndNamesWork: a sign, a point, an exponent and
// grouping by threes are numbers; a named knob takes its names in any
// case.
func TestNumbersAsTypedAndNamesWork(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"calc", "credit", "--jitter-ns", "+600"},
		{"calc", "credit", "--jitter-ns", "600."},
		{"calc", "credit", "--jitter-ns", "6e2"},
		{"calc", "credit", "--loop-ns", "2,621.44"},
		{"calc", "gain", "--printed-pct", ".5"},
		{"calc", "incast", "--cc", "credit"},
		{"calc", "incast", "--cc", "DCQCN"},
		{"calc", "spray", "--scheme", "spray", "--trials", "1"},
	} {
		if code, _, errOut := runCmd(t, cleanEnv(t), append(args, "--json")...); code != ExitOK {
			t.Errorf("%q: exit %d: %s", args, code, errOut)
		}
	}
	// The explorer reads the same values, then stops for want of a terminal.
	noTTY := strings.SplitN(i18n.For(i18n.English).Config.NoTTYFmt, "\n", 2)[0]
	for _, args := range [][]string{{"--jitter-ns", "+600"}, {"--incast-cc", "credit"}, {"--loop-ns", "2,621.44"}} {
		if code, _, errOut := runCmd(t, cleanEnv(t), args...); code != ExitBadInput || !strings.HasPrefix(errOut, noTTY) {
			t.Errorf("%q: exit %d: %s", args, code, errOut)
		}
	}
}
