package sim

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the CPU time the calling thread has used, or -1 when it cannot be read. The
// game's goroutine is locked to its thread while it plays (see Play), so the difference across
// a decision is the bot's CPU time for it, whatever else the machine runs.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return -1
	}
	return time.Duration(ts.Nano())
}
