package traffic

import "pegasus/model/report"

// Report states the measured traffic of section 2 as the model generates
// it, and how much of each matrix crosses the core. The series, both
// matrices and the message-size mixes are the parts "series",
// "matrices", "inference_mix" and "training_mix".
func Report(ts TimeSeries, m Matrices) report.Report {
	rep := report.New("traffic")
	rep.Count("sample_s", "s", ts.SampleS).Add("training_mean_gbps", "Gb/s", 1, ts.TrainingMeanGbps).
		Add("inference_start_gbps", "Gb/s", 1, ts.InferenceStartGbps).Add("inference_end_gbps", "Gb/s", 1, ts.InferenceEndGbps).
		Add("tenant_on_gbps", "Gb/s", 1, ts.TenantOnGbps).Add("tenant_idle_share", report.Share, 0, ts.TenantIdleShare).
		Count("tenant_switches", "", ts.TenantSwitches).
		Add("training_core_share", report.Share, 1, m.Training.CoreShare).Add("cloud_core_share", report.Share, 1, m.Cloud.CoreShare).
		Add("inference_share_1mb", report.Share, 0, InferenceShareAt1MB)
	return *rep.Attach("series", ts.Series).Attach("matrices", m).Attach("inference_mix", InferenceMix()).Attach("training_mix", TrainingMix())
}
