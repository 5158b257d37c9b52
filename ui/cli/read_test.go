package cli

import (
	"bytes"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/reading"
)

// readAt runs `read` with a terminal width (0: not a terminal).
func readAt(t *testing.T, width int, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Run(append([]string{"read"}, args...), IO{Stdout: &out, Stderr: &errb, Width: width}, cleanEnv(t))
	return code, out.String(), errb.String()
}

func TestReadListsEverySectionInBothLanguages(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		book := reading.NewBook(kittest.Content(t), lang)
		for _, args := range [][]string{{"--list"}, {}} {
			code, out, errOut := readAt(t, 0, append(args, "--lang", string(lang))...)
			if code != ExitOK || errOut != "" || !strings.Contains(out, i18n.For(lang).Reading.ListHeading) {
				t.Fatalf("%s %v: exit %d %q\n%s", lang, args, code, errOut, out)
			}
			for _, s := range book.Sections {
				if !strings.Contains(out, s.ID) || !strings.Contains(out, s.TitleText()) {
					t.Errorf("%s: the list lacks %s %q", lang, s.ID, s.TitleText())
				}
			}
		}
	}
}

// TestReadSectionIsAHandout: a section by number or id, as plain text
// wrapped to the terminal, with its links and questions; the answers only
// when asked for.
func TestReadSectionIsAHandout(t *testing.T) {
	t.Parallel()
	code, out, _ := readAt(t, 60, "--section", "3.3")
	_, byID, _ := readAt(t, 60, "--section", "s3-3")
	if code != ExitOK || out != byID {
		t.Fatalf("exit %d; by number and by id differ", code)
	}
	for _, want := range []string{"3.3 Receiver credits", "The same jitter with a 64 KiB batch", "Batch 64 KiB", "Q3 With the overdraft"} {
		if !strings.Contains(out, want) {
			t.Errorf("section 3.3 lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Answers") || strings.Contains(out, "\x1b[") || strings.Contains(out, reading.NoBreakSpace) {
		t.Errorf("answers, escapes or no-break spaces in the handout:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if kit.Width(l) > 60 {
			t.Errorf("a line of %d cells: %q", kit.Width(l), l)
		}
	}
	_, withAnswers, _ := readAt(t, 0, "--section", "3.3", "--answers", "--ascii")
	if !strings.Contains(withAnswers, "Answers\n-------") || !strings.Contains(withAnswers, "-> The same jitter") || strings.Contains(withAnswers, "→") {
		t.Errorf("--answers --ascii:\n%s", withAnswers)
	}
	_, zh, _ := readAt(t, 0, "--section", "keynumbers", "--lang", "zh-TW")
	if !strings.HasPrefix(zh, "關鍵數字\n========\n") || !strings.Contains(zh, "6.5-13.7 %") {
		t.Errorf("key numbers in Chinese:\n%s", zh)
	}
}

func TestReadGlossaryHoldsEveryTerm(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		code, out, _ := readAt(t, 100, "--glossary", "--lang", string(lang))
		if code != ExitOK {
			t.Fatalf("%s: exit %d", lang, code)
		}
		for _, term := range reading.NewBook(kittest.Content(t), lang).Terms {
			if !strings.Contains(out, term.Name) {
				t.Errorf("%s: the glossary lacks %q", lang, term.Name)
			}
		}
	}
	if _, out, _ := readAt(t, 0, "--glossary"); !strings.Contains(out, "Per-packet spraying  逐封包噴灑") {
		t.Error("an English term does not give its Chinese name")
	}
}

// TestReadRefusesBadInput: an unknown section (the message lists those
// that exist), two things at once, an unknown language: exit 2.
func TestReadRefusesBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--section", "9"}, `no section "9"; the sections are 0, 1, 2, 3, 3.1`},
		{[]string{"--section", "8", "--lang", "zh-TW"}, "沒有 \"8\" 這一節"},
		{[]string{"--list", "--glossary"}, "choose one of --list, --section and --glossary"},
		{[]string{"--lang", "fr"}, `lang = "fr" is not allowed; allowed: one of auto, en, zh-TW`},
		{[]string{"extra"}, "extra"},
	} {
		code, out, errOut := readAt(t, 0, c.args...)
		if code != ExitBadInput || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errOut)
		}
	}
}
