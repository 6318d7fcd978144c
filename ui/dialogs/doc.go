// Package dialogs holds the app's windows and dialogs that do not draw the table: they take
// plain values (a statistics book, names in the player's language) and callbacks, and know
// nothing of the table or the session.
package dialogs
