package cli

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/deck"
	"pegasus/ui/export"
	"pegasus/ui/safe"
	"pegasus/ui/settings"
)

// exportArgs are the export command's checked inputs.
type exportArgs struct {
	panel  kit.PanelID
	page   string
	format export.Format
	out    string
	force  bool
	values map[string]map[string]float64
}

// runExport writes one page of one panel to a file without the explorer:
// the panel is built headless at the given parameters, its asynchronous
// results waited for, and the page's data or chart written atomically.
func runExport(c *ctx, args []string) int {
	t := c.t
	lib, err := c.io.content()
	if err != nil {
		return c.fail(err)
	}
	fs := c.commandFlags("export")
	cat := catalog(t, lib, c.io.Compute)
	fs.String("panel", "", fmt.Sprintf(t.Lecture.FlagPanelFmt, strings.Join(panelIDs(cat), ", ")))
	fs.String("page", "", t.Lecture.FlagPage)
	fs.String("format", "", t.Lecture.FlagFormat)
	fs.String("out", "", t.Lecture.FlagOut)
	fs.Bool("force", false, t.Lecture.FlagForce)
	fs.StringArray("param", nil, t.Lecture.FlagParam)
	if code, ok := c.parseCommand("export", fs, args, 0); !ok {
		return code
	}
	a, err := readExportArgs(t, fs, cat)
	if err != nil {
		return c.fail(err)
	}
	ascii, _ := fs.GetBool("ascii")
	build := func(lang i18n.Lang) (kit.Panel, error) {
		return headlessPanel(i18n.For(lang), lib, ascii, a, c.io.Compute)
	}
	p, err := build(t.Lang)
	if err != nil {
		return c.fail(err)
	}
	ds, ok := kit.DatasetOf(p)
	if !ok {
		return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.Lecture.ExportNoDataFmt, a.panel, a.page)})
	}
	if !export.Allows(ds, a.format) {
		return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.Lecture.ExportNoChartFmt, a.panel, a.page)})
	}
	req := export.Request{Format: a.format, Data: ds,
		Meta: export.Meta{Panel: string(a.panel), Page: a.page, Lang: string(t.Lang), Values: kit.ValuesOf(p)}}
	if t.Lang != i18n.English {
		req.English = func() (kit.Dataset, bool) {
			en, err := build(i18n.English)
			if err != nil {
				return kit.Dataset{}, false
			}
			return kit.DatasetOf(en)
		}
	}
	res, err := export.Render(req)
	if err != nil {
		return c.fail(err)
	}
	if a.out == stdoutName {
		return c.exportToStdout(res.Bytes)
	}
	if err := safe.WriteTarget(a.out, res.Bytes, export.FileMode, a.force); err != nil {
		if refusal := outRefusal(t, a.out, err); refusal != nil {
			return c.fail(refusal)
		}
		return c.fail(errors.New(fmt.Sprintf(t.Lecture.ExportFailedFmt, safe.Explain(t, err))))
	}
	msg := fmt.Sprintf(t.Lecture.ExportWroteFmt, a.out)
	if res.EnglishLabels {
		msg = fmt.Sprintf(t.Lecture.ExportEnglishFmt, a.out)
	}
	if safe.WritesThrough(a.out) {
		// Written into a device or a pipe, /dev/stdout perhaps: the
		// data's reader must not get the confirmation too.
		fmt.Fprintln(c.io.Stderr, "pegasus: "+safe.Line(msg))
		return ExitOK
	}
	return c.output(func(w io.Writer) error { _, err := fmt.Fprintln(w, msg); return err })
}

// outRefusal words why --out cannot be written, as bad input (exit 2): a
// file that exists without --force, a directory, a block device. It is nil
// for any other error (a write that failed: exit 3) and for none.
func outRefusal(t *i18n.Text, out string, err error) error {
	var nr *safe.NotRegularError
	switch {
	case errors.Is(err, safe.ErrExists):
		return &settings.InputError{Msg: fmt.Sprintf(t.Lecture.ExportExistsFmt, out)}
	case errors.As(err, &nr):
		return &settings.InputError{Msg: fmt.Sprintf(t.Files.OutNotFileFmt, out, safe.KindName(t, nr.Kind))}
	}
	return nil
}

// panelIDs lists every panel's identifier, in tab order.
func panelIDs(cat deck.Catalog) []string {
	var ids []string
	for _, info := range cat.Panels {
		ids = append(ids, string(info.ID))
	}
	return ids
}

// catalog describes every panel in language t, its long texts from lib;
// the panels built for it run their engines on compute (nil: here).
func catalog(t *i18n.Text, lib content.Library, compute *kit.ComputeSession) deck.Catalog {
	return ui.DeckCatalog(kit.Env{Text: t, Styles: kit.NewStyles(kit.ThemeDark, false), Content: lib, Compute: compute})
}

// readExportArgs checks the flags: the panel, its page, the format, the
// output file and every --param against the panel's knobs, as the
// explorer's flags are checked.
func readExportArgs(t *i18n.Text, fs *pflag.FlagSet, cat deck.Catalog) (exportArgs, error) {
	lt := t.Lecture
	get := func(name string) string { v, _ := fs.GetString(name); return v }
	fail := func(format string, args ...any) (exportArgs, error) {
		return exportArgs{}, &settings.InputError{Msg: fmt.Sprintf(format, args...)}
	}
	for _, name := range []string{"panel", "format", "out"} {
		if get(name) == "" {
			return fail(lt.NeedFlagFmt, name)
		}
	}
	info, ok := cat.Panel(kit.PanelID(get("panel")))
	if !ok {
		return fail(lt.DeckUnknownPanelFmt, "--panel", get("panel"), strings.Join(panelIDs(cat), ", "))
	}
	a := exportArgs{panel: info.ID, page: get("page"), out: get("out"), values: map[string]map[string]float64{}}
	a.force, _ = fs.GetBool("force")
	if a.page == "" {
		a.page = info.Pages[0]
	} else if !slices.Contains(info.Pages, a.page) {
		return fail(lt.DeckUnknownPageFmt, "--page", info.ID, a.page, strings.Join(info.Pages, ", "))
	}
	f, err := export.ParseFormat(get("format"))
	if err != nil {
		var names []string
		for _, f := range export.Formats {
			names = append(names, string(f))
		}
		return fail(lt.FormatFmt, get("format"), strings.Join(names, ", "))
	}
	a.format = f
	if a.out == stdoutName {
		// standard output: nothing to check
	} else if refusal := outRefusal(t, a.out, safe.CheckTarget(a.out, a.force)); refusal != nil {
		return exportArgs{}, refusal
	}
	params, _ := fs.GetStringArray("param")
	for _, p := range params {
		k, v, ok := strings.Cut(p, "=")
		group, name, dotted := strings.Cut(k, ".")
		if !ok || !dotted {
			return fail(lt.ParamSyntaxFmt, p)
		}
		g, known := engines.Group(group)
		if !known || !slices.Contains(info.Groups, group) {
			groups := slices.Sorted(slices.Values(info.Groups))
			return fail(lt.DeckUnknownGroupFmt, "--param", info.ID, k, strings.Join(groups, ", "))
		}
		spec, ok := knob.SpecOf(g, name)
		if !ok {
			var keys []string
			for _, s := range g.Specs() {
				keys = append(keys, group+"."+s.Key)
			}
			return fail(lt.DeckUnknownKeyFmt, "--param", k, group, strings.Join(keys, ", "))
		}
		val, err := spec.Parse(v)
		if fe, ok := knobtext.AsFieldError(err); ok {
			fe.Group = group
			return exportArgs{}, &settings.InputError{Msg: knobtext.Refusal(t, "--param", fe)}
		}
		if a.values[group] == nil {
			a.values[group] = map[string]float64{}
		}
		a.values[group][name] = val
	}
	for _, group := range slices.Sorted(maps.Keys(a.values)) {
		if err := checkParams(t, group, a.values[group]); err != nil {
			return exportArgs{}, err
		}
	}
	return a, nil
}

// checkParams checks the --param values of one group together; a rule
// across knobs broken by a knob given against one left at its default
// names the knob given.
func checkParams(t *i18n.Text, group string, vals map[string]float64) error {
	g, _ := engines.Group(group)
	fe, ok := knobtext.AsFieldError(g.CheckValues(vals))
	if !ok {
		return nil
	}
	given := func(key string) int {
		if _, ok := vals[key]; ok {
			return 1
		}
		return 0
	}
	param := func(string) string { return "--param" }
	return &settings.InputError{Msg: knobtext.GroupRefusal(t, g, vals, fe, given, param)}
}

// headlessPanel builds the panel at the arguments' values in language t,
// sized as on an 120x40 terminal, on the page asked for, with every
// asynchronous result in (its engines run on compute; nil: here).
func headlessPanel(t *i18n.Text, lib content.Library, ascii bool, a exportArgs, compute *kit.ComputeSession) (kit.Panel, error) {
	panels := ui.Panels()
	reg, ok := panels.Find(a.panel)
	if !ok {
		return nil, fmt.Errorf("panel %s is not registered in ui.Panels", a.panel)
	}
	p := reg.New(kit.Env{Text: t, Styles: kit.NewStyles(kit.ThemeDark, ascii), Content: lib, Values: a.values, Panels: panels,
		Compute: compute})
	p.SetSize(120, 38)
	kit.Settle(p, p.Init())
	_, cmd := p.Update(kit.ShowPageMsg{Page: a.page})
	kit.Settle(p, cmd)
	return p, nil
}

// stdoutName is the --out value that means standard output, as for most
// command-line tools.
const stdoutName = "-"

// exportToStdout writes an export's bytes to standard output unfiltered
// (a PNG or PDF is binary); a failed write (a closed pipe, a full disk) is
// an I/O failure, exit 3. No confirmation is printed: the bytes are the
// output.
func (c *ctx) exportToStdout(data []byte) int {
	if _, err := c.rawStdout.Write(data); err != nil {
		return c.fail(errors.New(fmt.Sprintf(c.t.Lecture.ExportFailedFmt, safe.Explain(c.t, err))))
	}
	return ExitOK
}
