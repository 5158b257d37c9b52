package proptest

import (
	"flag"
	"strconv"
	"testing"

	"pgregory.net/rapid"
)

// TestCheckRunsTheChosenNumberOfCases: a property runs n times (the
// run's own number when it gives one, a fifth under -short), and rapid's
// flag is back afterwards.
func TestCheckRunsTheChosenNumberOfCases(t *testing.T) {
	before := flag.Lookup(checksFlag).Value.String()
	want := 7
	if given() {
		want, _ = strconv.Atoi(before)
	}
	if testing.Short() {
		want /= 5
	}
	runs := 0
	Check(t, 7, func(rt *rapid.T) {
		rapid.Int().Draw(rt, "x")
		runs++
	})
	if runs != want {
		t.Errorf("the property ran %d times, want %d", runs, want)
	}
	if after := flag.Lookup(checksFlag).Value.String(); after != before {
		t.Errorf("-%s is %s after the check, was %s", checksFlag, after, before)
	}
}
