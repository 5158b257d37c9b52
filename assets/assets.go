// Package assets embeds the explorer's default files: the commented
// configuration file that `pegasus config` prints (generated from the
// engines' knob declarations, and kept equal to them by a test).
package assets

import _ "embed"

// DefaultConfig is the commented default configuration file.
//
//go:embed config.yaml
var DefaultConfig []byte
