// Package safe holds what the program needs to touch only what is its own:
// text that did not come from the program is made harmless before it
// reaches a terminal (Text, Line), and files are read and written with
// type checks, size caps and atomic replacement.
package safe
