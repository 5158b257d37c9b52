// Package flowtable is the flow-table panel: the RNIC's cuckoo table with
// its stash filled key by key against the known load thresholds, what a
// lookup does to a tenant's packet, why the table fits on chip, the
// two-level tables with their transactions under injected faults, the
// CSR channel's push times, and where the design meets its limits on the
// way from 8K to 100K GPUs.
package flowtable

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = reference.PanelFlow

// Panel is the flow-table panel. The sweep runs off the event loop; the
// fill and the two-level run advance a frame at a time on a timer that
// runs only while they play. View returns the rendering cached by Update.
type Panel struct {
	kit.Base
	ctl      kit.GroupControls[Settings] // each group's knobs, with its own selection
	settings Settings                    // what the knobs say, valid or not
	valid    Settings                    // each group's last valid values
	invalid  [groupCount]error           // why a group's knobs are not computed
	keys     keyMap

	engines kit.Engines // the sweep, off the event loop, once the cuckoo knobs rest
	sweep   *sweepOutcome
	packet  int // the lookup page's packet
	fill    fillAnim
	run     runState
	// runFor is the parameters the run was built for: a run is built
	// when its page needs it (a table per RNIC is megabytes), not on
	// every knob step.
	runFor twolevel.Params

	fillChart, csrChart kit.ChartCache
	scaleMemo           scaleCache
}

// New builds the panel from the configured knob values; its first sweep
// comes from the command Init returns.
func New(env kit.Env) kit.Panel {
	p := &Panel{settings: parts().Configured(env.Values)}
	p.valid = p.settings
	p.Base = kit.NewBase(Registration(), env, content.FlowDoc, p.pages())
	p.engines = p.NewEngines(1, p.runSweep)
	p.fill.clock, p.run.clock = p.Clock(), p.Clock()
	p.SetRender(p.refresh)
	p.SetRetext(func() { p.keys = newKeyMap(p.Text) })
	p.ctl = kit.NewGroupControls(groupCount, knobsOf)
	p.SetHandlers(kit.Handlers{
		Knobs:   kit.KnobInput[Settings]{Base: &p.Base, Controls: p.controls, Get: p.Settings, Defaults: DefaultSettings, Move: p.moveKnobs},
		Key:     p.pageKey,
		Values:  func(v map[string]map[string]float64) tea.Cmd { return p.setSettings(parts().Apply(p.settings, v)) },
		Engines: &p.engines, Install: p.install,
		Msg: p.frame,
	})
	p.keys = newKeyMap(p.Text)
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Flow.Title }, New: New}
}

// Settings returns the knobs' current values.
func (p *Panel) Settings() Settings { return p.settings }

// Values implements kit.Persistent: each group's last valid values, so
// that saved preferences always fit together (a set that does not is
// moved aside on the next start).
func (p *Panel) Values() map[string]map[string]float64 { return parts().Values(p.valid) }

// Agreed reports whether the two-level run has settled with the DPU, every
// RNIC and the log in agreement.
func (p *Panel) Agreed() bool { return p.run.agree != nil && p.run.agree.Agree() }

// Busy implements kit.Panel: the sweep on screen is not for the knobs.
func (p *Panel) Busy() bool { return p.stale() }

// Init implements kit.Panel: it starts the first sweep.
func (p *Panel) Init() tea.Cmd { return p.engines.RequestAll() }

// ShortHelp implements help.KeyMap: the page's own keys first.
func (p *Panel) ShortHelp() []key.Binding {
	own := append(p.PageHelp(), p.keys.short(p.Page().Key)...)
	return append(own, p.Keys.KnobShort()...)
}

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding {
	return [][]key.Binding{p.Keys.KnobFull(), append(p.Keys.PageFull(), p.Keys.Reveal), p.keys.full()}
}

// controls are the knobs of the page on screen.
func (p *Panel) controls() *kit.Controls[Settings] { return p.ctl.Of(&p.Base) }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// frame plays a frame of an animation; a frame of a paused, restarted or
// reset animation does nothing.
func (p *Panel) frame(msg tea.Msg) (tea.Cmd, bool) {
	f, ok := msg.(frameMsg)
	if !ok || !p.current(f) {
		return nil, false
	}
	return p.advance(f), true
}

// current reports whether a frame belongs to its animation's current
// generation.
func (p *Panel) current(msg frameMsg) bool {
	if msg.anim == animFill {
		return msg.gen == p.fill.gen
	}
	return msg.gen == p.run.gen
}

// advance plays one frame of the animation msg names and returns the next
// frame's timer, if it goes on.
func (p *Panel) advance(msg frameMsg) tea.Cmd {
	if msg.anim == animFill {
		return p.fill.advance(p.valid.Cuckoo.UsedSlots())
	}
	return p.run.advance()
}

// pageKey applies a key of the page on screen (play the fill, the next
// packet, the two-level run) and returns the command it starts.
func (p *Panel) pageKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	switch p.Page().Key {
	case "fill":
		switch {
		case key.Matches(msg, p.keys.Play):
			return p.fill.toggle(p.valid.Cuckoo), true
		case key.Matches(msg, p.keys.Refill):
			return p.fill.restart(p.valid.Cuckoo), true
		}
	case "lookup":
		if key.Matches(msg, p.keys.Next) {
			p.packet++
			return nil, true
		}
	case "twolevel":
		return p.runKey(msg)
	}
	return nil, false
}

// syncRun builds the two-level run afresh when the knobs it depends on
// have moved since it was built (or it never was).
func (p *Panel) syncRun() {
	if want := p.valid.twoLevel(); p.run.sim == nil && p.run.err == nil || want != p.runFor {
		p.run.reset(want)
		p.runFor = want
	}
}

// runKey applies a key of the two-level page.
func (p *Panel) runKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	p.syncRun()
	r := &p.run
	rnics := max(1, p.valid.TwoLevel.RNICs)
	switch {
	case key.Matches(msg, p.keys.Step):
		r.playing = false
		r.gen++
		r.step(1)
	case key.Matches(msg, p.keys.Run):
		return r.toggle(), true
	case key.Matches(msg, p.keys.RestartRNIC):
		r.inject(twolevel.Fault{Kind: twolevel.RestartRNIC, RNIC: r.target})
	case key.Matches(msg, p.keys.DropChannel):
		r.inject(twolevel.Fault{Kind: twolevel.DropChannel, RNIC: r.target})
	case key.Matches(msg, p.keys.CrashDPU):
		r.inject(twolevel.Fault{Kind: twolevel.CrashDPU})
	case key.Matches(msg, p.keys.PrevRNIC):
		r.target = (r.target + rnics - 1) % rnics
	case key.Matches(msg, p.keys.NextRNIC):
		r.target = (r.target + 1) % rnics
	case key.Matches(msg, p.keys.StartOver):
		r.reset(p.runFor)
	default:
		return nil, false
	}
	return nil, true
}

// moveKnobs installs knob values the user moved to. When the ways change,
// the slots move to the nearest size the new ways divide (every bank the
// same size), and the status line says so: stepping the ways is never
// refused, while a configured size the ways do not divide still is.
func (p *Panel) moveKnobs(s Settings) tea.Cmd {
	c := &s.Cuckoo
	if c.Ways == p.settings.Cuckoo.Ways {
		return p.setSettings(s)
	}
	fitted := ft.SlotsFor(c.Slots, c.Ways)
	if fitted == c.Slots {
		return p.setSettings(s)
	}
	c.Slots = fitted
	status := kit.StatusMsg{Text: fmt.Sprintf(p.Text.Flow.SlotsFittedFmt, i18n.Int(fitted), c.Ways)}
	return tea.Batch(p.setSettings(s), func() tea.Msg { return status })
}

// setSettings installs new knob values. A group whose knobs do not check
// keeps them on screen, explained, while its engines keep their last valid
// values; a group that checks restarts what depends on it, and the sweep
// waits for the knobs to settle.
func (p *Panel) setSettings(s Settings) tea.Cmd {
	old := p.valid
	p.settings = s
	for g := group(0); g < groupCount; g++ {
		if p.invalid[g] = s.check(g); p.invalid[g] == nil {
			p.valid.set(g, s)
		}
	}
	if p.valid.twoLevel() != old.twoLevel() {
		p.run.playing = false // its page rebuilds it for the new knobs
		p.run.gen++
	}
	if p.valid.Cuckoo == old.Cuckoo {
		return nil
	}
	p.fill.reset()
	return p.engines.Changed(true)
}
