//go:build long

package analysis

// longTests: built with the "long" tag (scripts/test-long.sh), the whole-game test analyses the
// whole game with the default budget; without it, its first rounds with a small one.
const longTests = true
