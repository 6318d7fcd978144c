package game

// The numbers the table prints in its rules texts, from the same functions the rules use, so the
// texts never say something the engine does not do.

// ChopFirewood is the firewood each die on Chop Wood gives at the table's location.
func ChopFirewood(s *State) int { return (&game{s: s}).chopValue() }

// FireFirewood is the firewood one card exhausted for fire gives at the table's location.
func FireFirewood(s *State) int { return (&game{s: s}).fireValue() }
