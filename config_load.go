package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"pegasus/assets"
	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/model/power"
)

// appSettings is the merged configuration, as viper unmarshals it.
type appSettings struct {
	Lang      string         `mapstructure:"lang"`
	Theme     string         `mapstructure:"theme"`
	ASCII     bool           `mapstructure:"ascii"`
	SavePrefs bool           `mapstructure:"save_prefs"`
	Credit    creditSettings `mapstructure:"credit"`
	Power     powerSettings  `mapstructure:"power"`
}

// powerSettings are the power panel's knobs in the configuration.
type powerSettings struct {
	DPUW          float64 `mapstructure:"dpu_w" yaml:"dpu_w"`
	CX7W          float64 `mapstructure:"cx7_w" yaml:"cx7_w"`
	FPGAW         float64 `mapstructure:"fpga_w" yaml:"fpga_w"`
	ASICW         float64 `mapstructure:"asic_w" yaml:"asic_w"`
	RNIC          string  `mapstructure:"rnic" yaml:"rnic"`
	NICs          int     `mapstructure:"nics" yaml:"nics"`
	ShareLowPct   float64 `mapstructure:"share_low_pct" yaml:"share_low_pct"`
	ShareHighPct  float64 `mapstructure:"share_high_pct" yaml:"share_high_pct"`
	SiteMW        float64 `mapstructure:"site_mw" yaml:"site_mw"`
	GPUsPerServer int     `mapstructure:"gpus_per_server" yaml:"gpus_per_server"`
	ServerKW      float64 `mapstructure:"server_kw" yaml:"server_kw"`
}

// scenario converts the settings to the engine's scenario.
func (s powerSettings) scenario() power.Scenario {
	return power.Scenario{
		Devices:      power.Devices{DPUW: s.DPUW, CX7W: s.CX7W, FPGAW: s.FPGAW, ASICW: s.ASICW, NICs: s.NICs},
		ShareLowPct:  s.ShareLowPct,
		ShareHighPct: s.ShareHighPct,
		UseASIC:      s.RNIC == "asic",
		Site:         power.Site{BudgetMW: s.SiteMW, GPUsPerServer: s.GPUsPerServer, ServerKW: s.ServerKW},
	}
}

// powerFromScenario is the inverse of scenario, for saving preferences.
func powerFromScenario(sc power.Scenario) powerSettings {
	rnic := "fpga"
	if sc.UseASIC {
		rnic = "asic"
	}
	return powerSettings{DPUW: sc.DPUW, CX7W: sc.CX7W, FPGAW: sc.FPGAW, ASICW: sc.ASICW, RNIC: rnic, NICs: sc.NICs,
		ShareLowPct: sc.ShareLowPct, ShareHighPct: sc.ShareHighPct,
		SiteMW: sc.Site.BudgetMW, GPUsPerServer: sc.Site.GPUsPerServer, ServerKW: sc.Site.ServerKW}
}

// creditSettings are the credit-loop parameters in the configuration.
type creditSettings struct {
	JitterNs  float64 `mapstructure:"jitter_ns" yaml:"jitter_ns"`
	BatchKiB  int     `mapstructure:"batch_kib" yaml:"batch_kib"`
	LineGbps  int     `mapstructure:"line_gbps" yaml:"line_gbps"`
	Overdraft int     `mapstructure:"overdraft" yaml:"overdraft"`
	LoopNs    float64 `mapstructure:"loop_ns" yaml:"loop_ns"`
	Seed      int     `mapstructure:"seed" yaml:"seed"`
	Batches   int     `mapstructure:"batches" yaml:"batches"`
	IncastN   int     `mapstructure:"incast_n" yaml:"incast_n"`
}

// params converts the settings to engine parameters (already validated).
func (c creditSettings) params() loop.Params {
	return loop.Params{JitterNs: c.JitterNs, BatchKiB: c.BatchKiB, LineGbps: c.LineGbps, Overdraft: c.Overdraft,
		LoopNs: c.LoopNs, Seed: uint64(c.Seed), Batches: c.Batches, IncastN: c.IncastN}
}

// creditFromParams is the inverse of params, for saving preferences.
func creditFromParams(p loop.Params) creditSettings {
	return creditSettings{JitterNs: p.JitterNs, BatchKiB: p.BatchKiB, LineGbps: p.LineGbps,
		Overdraft: p.Overdraft, LoopNs: p.LoopNs, Seed: int(p.Seed), Batches: p.Batches, IncastN: p.IncastN}
}

// defaultValues reads the built-in defaults from the embedded config file,
// checked like any other file.
func defaultValues() (layer, error) {
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(assets.DefaultConfig)); err != nil {
		return nil, fmt.Errorf("read the built-in defaults: %w", err)
	}
	l, err := checkMap(i18n.For(i18n.English), "built-in defaults", flatten(v.AllSettings(), ""))
	if err != nil {
		return nil, fmt.Errorf("check the built-in defaults: %w", err)
	}
	return l, nil
}

// layer is one source's values, by dotted key, already parsed and checked.
type layer map[string]any

// inputError is bad input from the user: main prints it and exits 2.
type inputError struct{ msg string }

// Error implements error.
func (e *inputError) Error() string { return e.msg }

// badValue builds the one-line message for a value that is not allowed.
func badValue(t *i18n.Text, source string, s setting, raw any) error {
	return &inputError{fmt.Sprintf(t.Config.BadValueFmt, source, s.Key, fmt.Sprint(raw), s.allowed(t))}
}

// defaultConfigPath is $XDG_CONFIG_HOME/pegasus/config.yaml, else
// ~/.config/pegasus/config.yaml ("" when neither can be found).
func defaultConfigPath(getenv func(string) string) string {
	if x := getenv("XDG_CONFIG_HOME"); x != "" {
		return filepath.Join(x, "pegasus", "config.yaml")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "pegasus", "config.yaml")
	}
	return ""
}

// readFileLayer reads a YAML config file through viper and checks every key
// and value. A missing file is an error only when required (named by the
// user with --config or PEGASUS_CONFIG).
func readFileLayer(t *i18n.Text, path string, required bool) (layer, error) {
	source := fmt.Sprintf(t.Config.SourceFileFmt, path)
	if _, err := os.Stat(path); err != nil {
		if errors.Is(err, os.ErrNotExist) && !required {
			return layer{}, nil
		}
		return nil, &inputError{fmt.Sprintf(t.Config.BadFileFmt, source, err)}
	}
	v := viper.New()
	v.SetConfigFile(path)
	v.SetConfigType("yaml")
	if err := v.ReadInConfig(); err != nil {
		return nil, &inputError{fmt.Sprintf(t.Config.BadFileFmt, source, oneLine(err))}
	}
	return checkMap(t, source, flatten(v.AllSettings(), ""))
}

// checkMap validates flattened key/values from a file.
func checkMap(t *i18n.Text, source string, flat map[string]any) (layer, error) {
	keys := make([]string, 0, len(flat))
	for k := range flat {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := layer{}
	for _, k := range keys {
		s, ok := settingByKey(k)
		if !ok {
			return nil, &inputError{fmt.Sprintf(t.Config.UnknownKeyFmt, source, k, knownKeys())}
		}
		v, ok := s.parse(flat[k])
		if !ok {
			return nil, badValue(t, source, s, flat[k])
		}
		out[k] = v
	}
	return out, nil
}

// flatten turns nested maps into dotted keys.
func flatten(m map[string]any, prefix string) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		key := prefix + strings.ToLower(k)
		if sub, ok := v.(map[string]any); ok {
			for sk, sv := range flatten(sub, key+".") {
				out[sk] = sv
			}
			continue
		}
		out[key] = v
	}
	return out
}

// readEnvLayer reads PEGASUS_* variables, checking each value.
func readEnvLayer(t *i18n.Text, getenv func(string) string) (layer, error) {
	out := layer{}
	for _, s := range settings() {
		raw, set := lookup(getenv, s.Env())
		if !set {
			continue
		}
		v, ok := s.parse(raw)
		if !ok {
			return nil, badValue(t, fmt.Sprintf(t.Config.SourceEnvFmt, s.Env()), s, raw)
		}
		out[s.Key] = v
	}
	return out, nil
}

// lookup reads a variable, treating an empty value as unset.
func lookup(getenv func(string) string, name string) (string, bool) {
	v := getenv(name)
	return v, v != ""
}

// readFlagLayer checks the flags the user set.
func readFlagLayer(t *i18n.Text, fs *pflag.FlagSet) (layer, error) {
	out := layer{}
	for _, s := range settings() {
		f := fs.Lookup(s.Flag)
		if s.Flag == "" || f == nil || !f.Changed || f.Annotations[settingAnnotation] == nil {
			continue
		}
		v, ok := s.parse(f.Value.String())
		if !ok {
			return nil, badValue(t, fmt.Sprintf(t.Config.SourceFlagFmt, s.Flag), s, f.Value.String())
		}
		out[s.Key] = v
	}
	return out, nil
}

// merge layers lowest first through viper, then unmarshals strictly.
func merge(layers ...layer) (appSettings, error) {
	v := viper.NewWithOptions(viper.ExperimentalBindStruct())
	for _, l := range layers {
		if err := v.MergeConfigMap(nest(l)); err != nil {
			return appSettings{}, fmt.Errorf("merge settings: %w", err)
		}
	}
	var out appSettings
	if err := v.UnmarshalExact(&out); err != nil {
		return appSettings{}, fmt.Errorf("read merged settings: %w", err)
	}
	return out, nil
}

// nest turns dotted keys back into nested maps for viper.
func nest(l layer) map[string]any {
	out := map[string]any{}
	for k, v := range l {
		parts := strings.Split(k, ".")
		m := out
		for _, p := range parts[:len(parts)-1] {
			sub, ok := m[p].(map[string]any)
			if !ok {
				sub = map[string]any{}
				m[p] = sub
			}
			m = sub
		}
		m[parts[len(parts)-1]] = v
	}
	return out
}

// oneLine collapses a multi-line error into one line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
