package cli

import (
	"fmt"
	"io"
	"strings"

	"pegasus/assets"
	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/panels/kit"
	"pegasus/ui/settings"
)

// runConfig prints the config file: every key with its default, what it
// allows, and its variable and flag. It prints the embedded
// assets/config.yaml, which a test keeps equal to ConfigFile.
func runConfig(c *ctx, args []string) int {
	if code, ok := c.parseCommand("config", c.commandFlags("config"), args, 0); !ok {
		return code
	}
	return c.output(func(w io.Writer) error {
		_, err := w.Write(assets.DefaultConfig)
		return err
	})
}

// ConfigFile is the commented default config file, in English (the file a
// user edits is shared, so its comments stay in one language).
func ConfigFile() string {
	t := i18n.For(i18n.English)
	g := kit.ASCIIGlyphs()
	var b strings.Builder
	b.WriteString(`# pegasus configuration: every key the explorer reads, at its default.
# Copy it to $XDG_CONFIG_HOME/pegasus/config.yaml (else ~/.config/pegasus/config.yaml),
# or name another file with --config or PEGASUS_CONFIG, and keep only what you change.
# Precedence: flags > PEGASUS_* variables > this file > saved preferences > defaults.
# "model's choice" marks a default the paper does not give.
# Variables that are not keys:
`)
	for _, name := range settings.Variables() {
		fmt.Fprintf(&b, "#   %-25s %s\n", name, variableComment(name))
	}
	rows := settings.Rows(engines.Groups())
	group := "-"
	for _, r := range rows {
		if r.Group != group {
			group = r.Group
			b.WriteString("\n")
			if group != "" {
				fmt.Fprintf(&b, "# %s\n%s:\n", t.Knob.Groups[group], group)
			}
		}
		indent := ""
		if group != "" {
			indent = "  "
		}
		fmt.Fprintf(&b, "%s# %s\n", indent, configComment(t, g, r))
		fmt.Fprintf(&b, "%s%s: %s\n", indent, r.Spec.Key, r.Spec.Format(r.Spec.Default))
	}
	return b.String()
}

// variableComment says what one of settings.Variables does, in the
// config file's comments ("" for none: a test checks every one has one).
func variableComment(name string) string {
	switch name {
	case settings.EnvConfig:
		return "a config file to read instead of this one"
	case settings.EnvLog:
		return "a file to append a debug log to"
	case settings.EnvRuntime:
		return "the directory of the presenter's state, which `pegasus notes` follows"
	case settings.EnvExportDir:
		return "the directory the export key (e) writes to, else the current one"
	case settings.EnvServePassphrase:
		return "the class passphrase `pegasus serve` asks students for"
	}
	return ""
}

// configComment describes one key: its label and unit, what it allows,
// where its default comes from, its variable and its flag.
func configComment(t *i18n.Text, g kit.Glyphs, r settings.Row) string {
	label := t.Knob.Label(r.Key())
	if r.Group == "" {
		label = t.Knob.Shell[r.Spec.Key]
	}
	if u := kit.KnobUnit(t, g, r.Spec.Unit, 2); u != "" {
		label += ", " + u
	}
	parts := []string{label, knobtext.AllowedSpec(t, r.Spec)}
	if r.Group != "" && r.Spec.Origin == knob.Model {
		parts = append(parts, "model's choice")
	}
	parts = append(parts, r.Env(), "--"+r.Flag())
	return strings.Join(parts, "; ")
}
