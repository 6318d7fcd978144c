//go:build race

package game

// raceDetector: the race detector is on (it changes what allocates: sync.Pool drops items).
const raceDetector = true
