package cli

import (
	"fmt"
	"io"
	"strings"

	"pegasus/content"
	"pegasus/model/advisor"
	"pegasus/model/knob"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// advisorCalc is the JSON of `calc advisor`: the inputs, the verdict on
// every design with its reasons and where each one leads, the derived
// numbers and the comparisons the rules make.
type advisorCalc struct {
	Inputs          map[string]any  `json:"inputs"`
	Recommendations []advisorRecJS  `json:"recommendations"`
	Derived         []advisorRowJS  `json:"derived"`
	Checks          []advisorCheckJ `json:"checks"`
}

// advisorRecJS is one design's verdict.
type advisorRecJS struct {
	Design  string            `json:"design"`
	Axis    string            `json:"axis"`
	Fit     string            `json:"fit"`
	Reasons []advisorReasonJS `json:"reasons"`
}

// advisorReasonJS is one reason: its id, its stance and its target as a
// link spells it ("credit/cost credit.incast_n=4").
type advisorReasonJS struct {
	ID     string `json:"id"`
	Stance string `json:"stance"`
	Target string `json:"target"`
}

// advisorRowJS is one derived number.
type advisorRowJS struct {
	Key   string  `json:"key"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit"`
}

// advisorCheckJ is one comparison of the rules.
type advisorCheckJ struct {
	ID         string  `json:"id"`
	Value      float64 `json:"value"`
	Rule       string  `json:"rule"`
	Limit      float64 `json:"limit"`
	Unit       string  `json:"unit"`
	Holds      bool    `json:"holds"`
	ModelLimit bool    `json:"model_limit"`
}

// calcAdvisor judges every design for the inputs the flags give.
func calcAdvisor(in calcInput) (any, func(io.Writer) error, error) {
	tb := advisor.Knobs()
	inputs, err := tb.FromValues(in.values["advisor"])
	if err != nil {
		return nil, nil, err
	}
	lib, err := content.Load()
	if err != nil {
		return nil, nil, err
	}
	res := advisorCalc{Inputs: map[string]any{}}
	vals := tb.Values(inputs)
	for _, s := range tb.Specs() {
		if s.Kind == knob.Named {
			res.Inputs[s.Key] = s.Format(vals[s.Key])
		} else {
			res.Inputs[s.Key] = vals[s.Key]
		}
	}
	recs := advisor.Advise(inputs)
	for _, r := range recs {
		rec := advisorRecJS{Design: string(r.Design), Axis: string(r.Axis), Fit: string(r.Fit)}
		for _, rs := range r.Reasons {
			rec.Reasons = append(rec.Reasons, advisorReasonJS{ID: string(rs.ID), Stance: string(rs.Stance), Target: rs.Target.String()})
		}
		res.Recommendations = append(res.Recommendations, rec)
	}
	for _, r := range advisor.Derive(inputs).Rows() {
		res.Derived = append(res.Derived, advisorRowJS{Key: r.Key, Value: r.Value, Unit: r.Unit})
	}
	checks := advisor.Checks(inputs)
	for _, c := range checks {
		res.Checks = append(res.Checks, advisorCheckJ{ID: string(c.ID), Value: c.Value, Rule: string(c.Rule), Limit: c.Limit,
			Unit: c.Unit, Holds: c.Holds, ModelLimit: c.ModelLimit})
	}
	doc := lib.Doc(in.t.Lang, content.AdvisorDoc)
	return res, func(w io.Writer) error {
		t, g := in.t, in.g
		fmt.Fprintln(w, t.Advisor.CalcTitle)
		for _, axis := range advisor.Axes() {
			fmt.Fprintln(w)
			fmt.Fprintln(w, doc.Section("axis."+string(axis)))
			for _, r := range recs {
				if r.Axis != axis {
					continue
				}
				fmt.Fprintln(w, "  "+describe.FitGlyph(g, r.Fit)+" "+fmt.Sprintf(t.Shell.NamedFmt, doc.Section("fit."+string(r.Fit)), doc.Section("design."+string(r.Design))))
				for _, rs := range r.Reasons {
					lead := "      " + fmt.Sprintf(t.Shell.NamedFmt, doc.Section("stance."+string(rs.Stance)), "")
					for i, l := range kit.Wrap(doc.Section("reason."+string(rs.ID)), 78-kit.Width(lead)) {
						if i > 0 {
							lead = strings.Repeat(" ", kit.Width(lead))
						}
						fmt.Fprintln(w, lead+l)
					}
				}
			}
		}
		fmt.Fprintln(w)
		fmt.Fprintln(w, t.Advisor.WhyHeading)
		var rows [][]string
		for _, r := range res.Derived {
			rows = append(rows, []string{"  " + doc.Section("derived."+r.Key), describe.Quantity(g, r.Value, r.Unit)})
		}
		if err := writeRows(w, rows, 1); err != nil {
			return err
		}
		fmt.Fprintln(w)
		fmt.Fprintln(w, t.Advisor.ChecksHeading)
		rows = nil
		for _, c := range checks {
			answer := t.Shell.No
			if c.Holds {
				answer = t.Shell.Yes
			}
			label := doc.Section("check." + string(c.ID))
			if c.ModelLimit {
				label += g.ModelMark
			}
			rows = append(rows, []string{"  " + label, fmt.Sprintf("%s %s %s", describe.Quantity(g, c.Value, c.Unit),
				describe.RuleGlyph(g, c.Rule), describe.Quantity(g, c.Limit, c.Unit)), answer})
		}
		if err := writeRows(w, rows, 1); err != nil {
			return err
		}
		fmt.Fprintln(w)
		_, err := fmt.Fprintln(w, g.ModelMark+" "+t.Knob.ModelNote)
		return err
	}, nil
}
