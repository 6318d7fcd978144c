package game

// The locations of Swords of the Coin.
func init() {
	for k, r := range swordsLocations() {
		locationRules[k] = r
	}
}

func swordsLocations() map[string]*locationRule {
	return map[string]*locationRule{
		// Human creatures have +2 health.
		"smugglers-harbor": {health: func(c *Card, lc *LineCard) int { return typeBonus(c, "human", 2) }},
		// Every Stun stuns one more die.
		"stormy-peaks": {stun: 1},
		// Giants have -2 health.
		"giants-ford": {health: func(c *Card, lc *LineCard) int { return typeBonus(c, "giant", -2) }},
		// A creature holding a stolen die has +3 health.
		"thieves-den": {health: func(c *Card, lc *LineCard) int {
			if lc.Stolen != nil {
				return 3
			}
			return 0
		}},
		// Riders do not mount.
		"mercenary-camp": {noMounts: true},
	}
}
