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

// Print writes the notes screen for the state at path once, as plain
// lines w cells wide.
func Print(out io.Writer, path string, t *i18n.Text, s kit.Styles, now time.Time, w int) error {
	st, err := Read(path)
	var sp *State
	if err == nil {
		sp = &st
	}
	_, werr := fmt.Fprintln(out, strings.Join(Lines(t, s, sp, err, path, now, w), "\n"))
	return werr
}

// Follow is the notes viewer without a terminal: it prints the notes each
// time the presenter moves to another step (or blanks the screen), and
// returns once the presentation ends or ctx is done.
func Follow(ctx context.Context, out io.Writer, path string, t *i18n.Text, s kit.Styles, now func() time.Time, w int) error {
	last := -1
	waiting := false
	for {
		st, err := Read(path)
		switch {
		case err != nil && !waiting:
			waiting = true
			if _, werr := fmt.Fprintln(out, strings.Join(Lines(t, s, nil, err, path, now(), w), "\n")+"\n"); werr != nil {
				return werr
			}
		case err == nil && st.Seq != last:
			last, waiting = st.Seq, false
			if _, werr := fmt.Fprintln(out, strings.Join(Lines(t, s, &st, nil, path, now(), w), "\n")+"\n"); werr != nil {
				return werr
			}
			if st.Ended {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(PollInterval):
		}
	}
}
