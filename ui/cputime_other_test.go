//go:build !unix

package ui

import "time"

// cpuTime is not measured here: the benchmarks report the wall clock only.
func cpuTime() time.Duration { return 0 }
