package evidence

import (
	"testing"

	"pegasus/i18n"
	"pegasus/panels/advisor"
	"pegasus/panels/compare"
	"pegasus/panels/creditloop"
	"pegasus/panels/flowtable"
	"pegasus/panels/incast"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/power"
	"pegasus/panels/reading"
	"pegasus/panels/spraying"
)

// testEnv is kittest's Env with the panels this panel's links lead to
// registered, as the shell registers them, so that pages name them by
// their titles.
func testEnv(t testing.TB, lang i18n.Lang, ascii bool, values map[string]map[string]float64) kit.Env {
	t.Helper()
	env := kittest.Env(t, lang, ascii, values)
	env.Panels = kit.Registry{
		creditloop.Registration(),
		spraying.Registration(),
		incast.Registration(),
		power.Registration(),
		flowtable.Registration(),
		Registration(),
		reading.Registration(),
		compare.Registration(),
		advisor.Registration(),
	}
	return env
}
