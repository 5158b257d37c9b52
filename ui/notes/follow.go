package notes

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Print writes the notes screen for the presentation in runtime directory
// base once, as plain lines w cells wide. A state file or private
// directory that is not right is returned as an error, with nothing
// printed (the command exits 2); no presentation yet is no error.
func Print(out io.Writer, base string, t *i18n.Text, s kit.Styles, now time.Time, w int) error {
	snap := Look(base, now)
	if snap.Err != nil && !Missing(snap.Err) {
		return snap.Err
	}
	if _, err := fmt.Fprintln(out, strings.Join(Lines(t, s, snap, now, w), "\n")); err != nil {
		return &WriteError{Err: err}
	}
	return nil
}

// WriteError is a failed write of the notes to their output (not a
// problem of the state), so that the command can tell the two apart.
type WriteError struct{ Err error }

// Error implements error.
func (e *WriteError) Error() string { return e.Err.Error() }

// Unwrap is the write's error.
func (e *WriteError) Unwrap() error { return e.Err }

// Follow is the notes viewer without a terminal: it prints the notes each
// time the presenter moves to another step (or blanks the screen), and
// returns nil once the presentation ends or its presenter is gone, or
// ctx's error once ctx is done (a signal). A private directory that may
// not be used ends it with that error; a state file that is not right is
// said once, and followed again when a presenter replaces it.
func Follow(ctx context.Context, out io.Writer, base string, t *i18n.Text, s kit.Styles, now func() time.Time, w int) error {
	return follow(ctx, out, base, t, s, now, w, func() <-chan time.Time { return time.After(PollInterval) })
}

// follow is Follow, looking at the state file again each time the channel
// next gives a value (PollInterval later, for Follow; when a test says).
func follow(ctx context.Context, out io.Writer, base string, t *i18n.Text, s kit.Styles, now func() time.Time, w int,
	next func() <-chan time.Time) error {
	last, lastErr := -1, ""
	for {
		snap := Look(base, now())
		print := func() error {
			if _, err := fmt.Fprintln(out, strings.Join(Lines(t, s, snap, now(), w), "\n")+"\n"); err != nil {
				return &WriteError{Err: err}
			}
			return nil
		}
		switch st := snap.State; {
		case Unsafe(snap.Err):
			return snap.Err
		case snap.Err != nil:
			if msg := snap.Err.Error(); msg != lastErr {
				last, lastErr = -1, msg
				if err := print(); err != nil {
					return err
				}
			}
		case st.Seq != last || snap.Gone:
			last, lastErr = st.Seq, ""
			if err := print(); err != nil {
				return err
			}
			if st.Ended || snap.Gone {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-next():
		}
	}
}
