// Package dialogs holds the app's windows and dialogs that do not draw the table: the
// Statistics window's tabs and the Settings form. They take plain values (a statistics book,
// names in the player's language, the current settings) and callbacks, and know nothing of the
// table or the session; the main window keeps the entry points that open them.
package dialogs
