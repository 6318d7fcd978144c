//go:build !linux

package sim

import "time"

// threadCPU is not measured here: only Linux tells a thread's own CPU time.
func threadCPU() time.Duration { return -1 }
