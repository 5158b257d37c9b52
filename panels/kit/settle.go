package kit

import tea "github.com/charmbracelet/bubbletea"

// Settle runs cmd and every command it leads to, synchronously,
// delivering each result to p (unwrapping Routed): the panel ends with
// every asynchronous result it asked for. A headless export and the tests
// use it; the explorer never does (timers run at their own pace).
func Settle(p Panel, cmd tea.Cmd) {
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case Routed:
			_, next := p.Update(msg.Msg)
			queue = append(queue, next)
		case nil:
		default:
			_, next := p.Update(msg)
			queue = append(queue, next)
		}
	}
}
