// Package settings is the explorer's settings layer: every key it reads
// (its own and every engine knob, derived from the engines' declarations),
// where each comes from (defaults, saved preferences, the config file,
// PEGASUS_* variables, flags, in rising precedence), how each is checked,
// and how preferences are saved without ever losing what the user had.
// It is the only package that imports viper.
package settings
