package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/internal/say"
)

// A refusal is a message: Error() is the English sentence, and the same message speaks French
// with the card data's French names.
func TestRefusalsAndPromptsAreMessages(t *testing.T) {
	s, err := NewGame(Options{Seed: 3, Adventurers: []string{"rogue", "ranger", "wizard", "warrior"}, Locations: LocationsFirst})
	require.NoError(t, err)
	_, _, err = Apply(s, Move{Verb: VerbEnd})
	require.Error(t, err)
	msg, ok := say.MsgOf(err)
	require.True(t, ok, "a refusal is a message")
	assert.Equal(t, "there is nothing to end: the party is choosing who rests", err.Error())
	assert.Equal(t, "il n'y a rien à finir : le groupe choisit qui se repose", say.In("fr").Say(msg))

	s = play(t, s, "camp rogue")
	_, _, err = Apply(s, Move{Verb: VerbPlace, Value: 7, Space: SpaceHeal})
	require.Error(t, err)
	assert.Equal(t, "the Rogue has no unused die showing 7", err.Error())
	assert.Equal(t, "la Voleuse n'a aucun dé inutilisé montrant 7", say.In("fr").Err(err))

	s = play(t, s, "end")
	p := PendingPrompt(s)
	require.NotNil(t, p)
	assert.Equal(t, p.Text, p.Msg.String(), "the prompt's text is its message in English")
	assert.NotEqual(t, p.Text, say.In("fr").Say(p.Msg))
}
