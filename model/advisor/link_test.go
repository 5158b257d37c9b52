package advisor

import (
	"errors"
	"strings"
	"testing"

	"pegasus/model/knob"
)

func TestParseLink(t *testing.T) {
	l, err := ParseLink("=> credit/throughput credit.jitter_ns=600 credit.batch_kib=64 | Open the credit loop at 600 ns")
	if err != nil {
		t.Fatal(err)
	}
	if l.Panel != "credit" || l.Page != "throughput" || l.Label != "Open the credit loop at 600 ns" || len(l.Params) != 2 ||
		l.Params[1] != (Param{"credit.batch_kib", "64"}) {
		t.Errorf("parsed %+v", l)
	}
	if got := l.Target.String(); got != "credit/throughput credit.jitter_ns=600 credit.batch_kib=64" {
		t.Errorf("String = %q", got)
	}
	if v := l.Values("credit"); v["jitter_ns"] != "600" || len(v) != 2 {
		t.Errorf("Values = %v", v)
	}
	l, err = ParseLink("=> incast/ | 多個發送端")
	if err != nil || l.Panel != "incast" || l.Page != "" || l.Label != "多個發送端" {
		t.Errorf("empty page: %+v, %v", l, err)
	}
	for _, bad := range []string{
		"credit/throughput | no prefix",
		"=> credit/throughput",
		"=> credit/throughput |   ",
		"=> credit | no slash",
		"=> /q1 | no panel",
		"=> a/b/c | two slashes",
		"=> credit/q1 jitter_ns=600 | key without group",
		"=> credit/q1 credit.jitter_ns | no value",
		"=> credit/q1 credit.jitter_ns= | empty value",
		"=>  | nothing",
	} {
		if _, err := ParseLink(bad); !errors.Is(err, ErrLinkSyntax) {
			t.Errorf("ParseLink(%q) = %v, want ErrLinkSyntax", bad, err)
		}
	}
}

func TestCheckTarget(t *testing.T) {
	// The explorer's pages come from its panel registry (ui.LinkPages);
	// these stand for them.
	pages := Pages{
		"credit": {"throughput", "q1"}, "incast": {""}, "spraying": {"balance"}, "power": {"arithmetic"},
		ReadingPanel: {"s1", "s2"},
	}
	groups := linkGroups()
	good := []Target{
		PanelPage("credit", "throughput", "credit.jitter_ns", "600", "credit.batch_kib", "64"),
		PanelPage("incast", ""),
		PanelPage("spraying", "balance", "spray.scheme", "qp-scaling"),
		PanelPage("power", "arithmetic", "power.dpu_w", "150", "power.cx7_w", "45"),
		Section("s2"),
	}
	for _, tg := range good {
		if err := CheckTarget(tg, pages, groups...); err != nil {
			t.Errorf("%s: %v", tg, err)
		}
	}
	bad := map[string]Target{
		"no panel":       PanelPage("nope", ""),
		"no page":        PanelPage("credit", "nope"),
		"first page":     PanelPage("credit", ""),
		"no section":     Section("s9"),
		"no group":       PanelPage("credit", "q1", "nope.x", "1"),
		"no knob":        PanelPage("credit", "q1", "credit.nope", "1"),
		"out of range":   PanelPage("credit", "q1", "credit.jitter_ns", "100000"),
		"not a choice":   PanelPage("credit", "q1", "credit.batch_kib", "12"),
		"NaN":            PanelPage("credit", "q1", "credit.jitter_ns", "NaN"),
		"unknown name":   PanelPage("spraying", "balance", "spray.scheme", "magic"),
		"set twice":      PanelPage("credit", "q1", "credit.overdraft", "1", "credit.overdraft", "2"),
		"cross-knob":     PanelPage("power", "arithmetic", "power.dpu_w", "40"),
		"not whole":      PanelPage("credit", "q1", "credit.overdraft", "1.5"),
		"number as name": PanelPage("spraying", "balance", "spray.scheme", "1"),
	}
	for name, tg := range bad {
		if err := CheckTarget(tg, pages, groups...); err == nil {
			t.Errorf("%s: %s accepted", name, tg)
		}
	}
	var fe *knob.FieldError
	err := CheckTarget(PanelPage("power", "arithmetic", "power.dpu_w", "40"), pages, groups...)
	if !errors.As(err, &fe) || fe.Rule != knob.RuleAbove || !strings.Contains(err.Error(), "power/arithmetic") {
		t.Errorf("cross-knob error = %v, want a wrapped *knob.FieldError naming the target", err)
	}
}

func TestKnobValuesParsesNamesAndNumbers(t *testing.T) {
	l, err := ParseLink("=> advisor/ advisor.multi_tenant=no advisor.traffic_change_s=3600 | x")
	if err != nil {
		t.Fatal(err)
	}
	v, err := l.KnobValues(linkGroups()...)
	if err != nil {
		t.Fatal(err)
	}
	if v["advisor"]["multi_tenant"] != 0 || v["advisor"]["traffic_change_s"] != 3600 || len(v["advisor"]) != 2 {
		t.Errorf("KnobValues = %v", v)
	}
	if v, err := PanelPage("credit", "q1").KnobValues(linkGroups()...); v != nil || err != nil {
		t.Errorf("no parameters: %v, %v", v, err)
	}
	if _, err := PanelPage("credit", "q1", "credit.jitter_ns", "70000").KnobValues(linkGroups()...); err == nil {
		t.Error("a value out of range was accepted")
	}
}
