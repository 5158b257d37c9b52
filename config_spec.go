package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/model/power"
	"pegasus/panels/kit"
)

// kind is how a setting's text is read.
type kind int

const (
	kindNumber      kind = iota // any number in [min, max]
	kindWhole                   // a whole number in [min, max]
	kindChoice                  // one of choices (text)
	kindWholeChoice             // a whole number among choices
	kindBool
)

// setting describes one configuration key: its place in the file, its
// environment variable and flag, and what values it accepts.
type setting struct {
	Key      string                       // dotted key in the config file, e.g. "credit.jitter_ns"
	Flag     string                       // flag name without dashes; "" for file and env only
	Usage    func(f i18n.FlagText) string // flag help in the user's language
	Kind     kind
	Min, Max float64
	Choices  []string // text choices (kindChoice)
	Numbers  []int    // number choices (kindWholeChoice)
}

// maxSeed is the largest random seed any setting or flag accepts.
const maxSeed = 1_000_000

// Env is the environment variable that sets the key.
func (s setting) Env() string {
	return "PEGASUS_" + strings.ToUpper(strings.NewReplacer(".", "_", "-", "_").Replace(s.Key))
}

// settings lists every key the explorer reads. Model parameters follow the
// engine's own ranges.
func settings() []setting {
	themes := []string{string(kit.ThemeAuto)}
	for _, t := range kit.ThemeNames {
		themes = append(themes, string(t))
	}
	return []setting{
		{Key: "lang", Flag: "lang", Usage: func(f i18n.FlagText) string { return f.Lang }, Kind: kindChoice, Choices: []string{"en", "zh-TW"}},
		{Key: "theme", Flag: "theme", Usage: func(f i18n.FlagText) string { return f.Theme }, Kind: kindChoice, Choices: themes},
		{Key: "ascii", Flag: "ascii", Usage: func(f i18n.FlagText) string { return f.ASCII }, Kind: kindBool},
		{Key: "save_prefs", Flag: "save-prefs", Usage: func(f i18n.FlagText) string { return f.SavePrefs }, Kind: kindBool},
		{Key: "credit.jitter_ns", Flag: "jitter-ns", Usage: func(f i18n.FlagText) string { return f.JitterNs }, Kind: kindNumber, Min: loop.MinJitterNs, Max: loop.MaxJitterNs},
		{Key: "credit.batch_kib", Flag: "batch-kib", Usage: func(f i18n.FlagText) string { return f.BatchKiB }, Kind: kindWholeChoice, Numbers: loop.BatchKiBChoices},
		{Key: "credit.line_gbps", Flag: "line-gbps", Usage: func(f i18n.FlagText) string { return f.LineGbps }, Kind: kindWholeChoice, Numbers: loop.LineGbpsChoices},
		{Key: "credit.overdraft", Flag: "overdraft", Usage: func(f i18n.FlagText) string { return f.Overdraft }, Kind: kindWhole, Min: loop.MinOverdraft, Max: loop.MaxOverdraft},
		{Key: "credit.loop_ns", Flag: "loop-ns", Usage: func(f i18n.FlagText) string { return f.LoopNs }, Kind: kindNumber, Min: loop.MinLoopNs, Max: loop.MaxLoopNs},
		{Key: "credit.seed", Flag: "seed", Usage: func(f i18n.FlagText) string { return f.Seed }, Kind: kindWhole, Min: 1, Max: maxSeed},
		{Key: "credit.batches", Flag: "batches", Usage: func(f i18n.FlagText) string { return f.Batches }, Kind: kindWhole, Min: loop.MinBatches, Max: loop.MaxBatches},
		{Key: "credit.incast_n", Flag: "incast-n", Usage: func(f i18n.FlagText) string { return f.IncastN }, Kind: kindWhole, Min: loop.MinIncastN, Max: loop.MaxIncastN},
		{Key: "power.dpu_w", Flag: "dpu-w", Usage: func(f i18n.FlagText) string { return f.DPUW }, Kind: kindNumber, Min: 1, Max: 1000},
		{Key: "power.cx7_w", Flag: "cx7-w", Usage: func(f i18n.FlagText) string { return f.CX7W }, Kind: kindNumber, Min: 1, Max: 500},
		{Key: "power.fpga_w", Flag: "fpga-w", Usage: func(f i18n.FlagText) string { return f.FPGAW }, Kind: kindNumber, Min: 1, Max: 500},
		{Key: "power.asic_w", Flag: "asic-w", Usage: func(f i18n.FlagText) string { return f.ASICW }, Kind: kindNumber, Min: 1, Max: 500},
		{Key: "power.rnic", Flag: "rnic", Usage: func(f i18n.FlagText) string { return f.RNIC }, Kind: kindChoice, Choices: []string{"fpga", "asic"}},
		{Key: "power.nics", Flag: "nics", Usage: func(f i18n.FlagText) string { return f.NICs }, Kind: kindWhole, Min: power.MinNICs, Max: power.MaxNICs},
		{Key: "power.share_low_pct", Flag: "share-low-pct", Usage: func(f i18n.FlagText) string { return f.ShareLowPct }, Kind: kindNumber, Min: 0.1, Max: 50},
		{Key: "power.share_high_pct", Flag: "share-high-pct", Usage: func(f i18n.FlagText) string { return f.ShareHighPct }, Kind: kindNumber, Min: 0.1, Max: 50},
		{Key: "power.site_mw", Flag: "site-mw", Usage: func(f i18n.FlagText) string { return f.SiteMW }, Kind: kindNumber, Min: power.MinSiteMW, Max: power.MaxSiteMW},
		{Key: "power.gpus_per_server", Flag: "gpus-per-server", Usage: func(f i18n.FlagText) string { return f.GPUsPerServer }, Kind: kindWhole, Min: 1, Max: power.MaxGPUsPerServer},
		{Key: "power.server_kw", Flag: "server-kw", Usage: func(f i18n.FlagText) string { return f.ServerKW }, Kind: kindNumber, Min: power.MinServerKW, Max: power.MaxServerKW},
	}
}

// settingByKey finds a setting.
func settingByKey(key string) (setting, bool) {
	for _, s := range settings() {
		if s.Key == key {
			return s, true
		}
	}
	return setting{}, false
}

// parse reads a raw value (from YAML, the environment or a flag) into the
// typed value the key holds: float64, int, bool or string. ok is false
// when the value is not allowed.
func (s setting) parse(raw any) (v any, ok bool) {
	text := strings.TrimSpace(fmt.Sprint(raw))
	switch s.Kind {
	case kindNumber:
		f, err := strconv.ParseFloat(text, 64)
		if err != nil || math.IsNaN(f) || f < s.Min || f > s.Max {
			return nil, false
		}
		return f, true
	case kindWhole:
		f, err := strconv.ParseFloat(text, 64)
		if err != nil || f != math.Trunc(f) || f < s.Min || f > s.Max {
			return nil, false
		}
		return int(f), true
	case kindWholeChoice:
		n, err := strconv.Atoi(text)
		if err != nil || !slices.Contains(s.Numbers, n) {
			return nil, false
		}
		return n, true
	case kindBool:
		b, err := strconv.ParseBool(text)
		return b, err == nil
	default:
		for _, c := range s.Choices {
			if strings.EqualFold(c, text) || (s.Key == "lang" && langMatches(c, text)) {
				return c, true
			}
		}
		return nil, false
	}
}

// langMatches accepts the spellings of a language tag ParseLang accepts.
func langMatches(choice, text string) bool {
	l, err := i18n.ParseLang(text)
	return err == nil && string(l) == choice
}

// allowed describes the accepted values in the user's language.
func (s setting) allowed(t *i18n.Text) string {
	c := t.Config
	switch s.Kind {
	case kindNumber:
		return fmt.Sprintf(c.AllowedRangeFmt, i18n.Number(s.Min, -1), i18n.Number(s.Max, -1))
	case kindWhole:
		return fmt.Sprintf(c.AllowedWholeRangeFmt, i18n.Int(int(s.Min)), i18n.Int(int(s.Max)))
	case kindBool:
		return fmt.Sprintf(c.AllowedOneOfFmt, "true, false")
	case kindWholeChoice:
		nums := make([]string, len(s.Numbers))
		for i, n := range s.Numbers {
			nums[i] = strconv.Itoa(n)
		}
		return fmt.Sprintf(c.AllowedOneOfFmt, strings.Join(nums, ", "))
	default:
		return fmt.Sprintf(c.AllowedOneOfFmt, strings.Join(s.Choices, ", "))
	}
}

// knownKeys lists every key, for the unknown-key message.
func knownKeys() string {
	var keys []string
	for _, s := range settings() {
		keys = append(keys, s.Key)
	}
	slices.Sort(keys)
	return strings.Join(keys, ", ")
}
