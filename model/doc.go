// Package model is the root of the explorer's engines. Each subpackage is a
// pure, deterministic model of one Pegasus mechanism: it takes a parameter
// struct and returns plain data, and imports nothing from the terminal UI,
// the configuration or the translations.
package model
