// Package proptest runs a rapid property a chosen number of times. Rapid
// draws 100 cases a property by default and has no option per property;
// a property over a slow engine (a whole simulation a case) or over a
// panel's rendering does not need 100 cases on every run of the tests to
// catch what it is there for, and the test run is shared by the team.
package proptest

import (
	"flag"
	"os"
	"strconv"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

// checksFlag is rapid's flag for the number of cases.
const checksFlag = "rapid.checks"

// mu keeps two Checks from setting rapid's flag at once.
var mu sync.Mutex

// Check runs prop as rapid.Check does (random cases, shrinking, fail
// files, -rapid.seed) with n valid cases, a fifth of that under -short.
// A number the run asks for with -rapid.checks or RAPID_CHECKS wins over
// n. Rapid reads its flag when a check starts, so Check sets it for the
// length of the call: a property run with Check must not run beside a
// plain rapid.Check (t.Parallel in both).
func Check(t *testing.T, n int, prop func(*rapid.T)) {
	t.Helper()
	f := flag.Lookup(checksFlag)
	if f == nil || given() {
		rapid.Check(t, prop)
		return
	}
	mu.Lock()
	defer mu.Unlock()
	old := f.Value.String()
	if err := f.Value.Set(strconv.Itoa(n)); err != nil {
		t.Fatalf("proptest: setting -%s to %d: %v", checksFlag, n, err)
	}
	defer func() { _ = f.Value.Set(old) }()
	rapid.Check(t, prop)
}

// given reports whether the run set rapid's number of cases itself.
func given() bool {
	if _, ok := os.LookupEnv("RAPID_CHECKS"); ok {
		return true
	}
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == checksFlag })
	return set
}
