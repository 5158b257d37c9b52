package ui

import (
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// testEngines is this test binary's pool and cache of the panels' slow
// engines, shared by every explorer its tests build (as `pegasus serve`
// shares one between its sessions): the engines are pure and seeded, so
// an incast sweep or a credit curve on the same knobs is computed once,
// not once an app. Tests that count engine runs, and those that run in a
// synctest bubble (whose channels must not be shared with goroutines
// outside it), keep their own or none.
var testEngines = kit.NewCompute(2, 4096)

// sharedEngines is a new explorer's session of testEngines: as many of
// its requests at once as it has engines to run.
func sharedEngines() *kit.ComputeSession { return testEngines.Session(16) }

// testEnv is kittest.Env with its engines shared (testEngines), for
// tests that build the panels without the shell.
func testEnv(t testing.TB, lang i18n.Lang, ascii bool, values map[string]map[string]float64) kit.Env {
	t.Helper()
	env := kittest.Env(t, lang, ascii, values)
	env.Compute = sharedEngines()
	return env
}
