// Package widgets holds the table's self-contained widgets and drawing helpers, which take
// plain values and know nothing of the game's state: text that wraps or cuts itself to fit a
// card, the plates a card's face and a board's ground are drawn as, the embedded pictures drawn
// at the size they are shown, badges and chips, a stack without padding, the ring dial the
// firewood and staff tracks configure, the keyboard's focus ring, the tooltip every widget of
// the table shows, and the bounded cache they keep their drawings in.
package widgets
