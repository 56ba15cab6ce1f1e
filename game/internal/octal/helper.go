package octal

// A helper runs work on a second goroutine, one piece at a time, or on the
// calling goroutine when there is no second core to run it. The zero
// helper, and nil, run work at once.
type helper struct {
	work chan func()
	done chan struct{}
	busy bool
}

// newHelper returns a helper with a goroutine of its own if workers > 1.
func newHelper(workers int) *helper {
	if workers < 2 {
		return nil
	}
	h := &helper{work: make(chan func()), done: make(chan struct{})}
	go func() {
		for f := range h.work {
			f()
			h.done <- struct{}{}
		}
	}()
	return h
}

// run starts f, which may be nil, after the work before it is done.
func (h *helper) run(f func()) {
	if f == nil {
		return
	}
	if h == nil {
		f()
		return
	}
	h.wait()
	h.busy = true
	h.work <- f
}

// wait returns when the work started is done.
func (h *helper) wait() {
	if h != nil && h.busy {
		<-h.done
		h.busy = false
	}
}

// stop waits for the work started and ends the goroutine.
func (h *helper) stop() {
	if h != nil {
		h.wait()
		close(h.work)
	}
}
