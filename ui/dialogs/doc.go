// Package dialogs holds the app's windows and dialogs that do not draw the table: the
// Statistics window's tabs, the Settings form, the New game form and How to play. They take
// plain values (a statistics book, names in the player's language, the current settings, the
// previous game's options) and callbacks, and know nothing of the table or the session; the
// main window and the table keep the entry points that open them and act on what was chosen.
package dialogs
