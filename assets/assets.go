// Package assets embeds the explorer's default files: the configuration
// that is also its lowest settings layer.
package assets

import _ "embed"

// DefaultConfig is the commented default configuration file.
//
//go:embed config.yaml
var DefaultConfig []byte
