//go:build long

package game

// longTests: built with the "long" tag (scripts/test-long.sh), the whole-game tests play their
// full counts; without it, the counts the everyday run (scripts/test.sh) can afford.
const longTests = true

// everydayOrLong is a count for the everyday run or the long one.
func everydayOrLong(everyday, long int) int {
	if longTests {
		return long
	}
	return everyday
}
