package evidence

import (
	"testing"

	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestDatasets(t *testing.T) {
	kittest.DatasetsAreWellFormed(t, asPanel, 5, func(kit.Panel) {}, "results", "converter")
	kittest.ReadoutsAreStable(t, asPanel)
}
