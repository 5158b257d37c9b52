package knob

import "testing"

func TestNameOfNamesOnlyListedValues(t *testing.T) {
	names := []string{"auto", "on"}
	for v, want := range map[Kind]string{0: "auto", 1: "on", 2: "unknown", -1: "unknown"} {
		if got := NameOf(names, v); got != want {
			t.Errorf("NameOf(%d) = %q, want %q", v, got, want)
		}
	}
}
