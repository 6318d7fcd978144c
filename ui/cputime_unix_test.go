//go:build unix

package ui

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used, on every core: on a shared machine it
// measures the work itself where the wall clock also counts the waiting.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
