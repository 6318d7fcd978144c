package dialogs

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/internal/say"
	"setawatch/stats"
)

// names names everything with a mark, so that the window shows it took its names from them.
func names(language string) Names {
	return Names{
		Language:      language,
		Adventurer:    func(id string) string { return "Adv<" + id + ">" },
		Card:          func(id string) string { return "Card<" + id + ">" },
		Difficulty:    func(key string) string { return "Level<" + key + ">" },
		Finals:        []string{"castle"},
		AdventurerIDs: []string{"ranger", "cleric", "bard", "wizard", "rogue"},
		Say:           func(m say.Msg) string { return "said" },
	}
}

// texts is every text a window shows.
func texts(w fyne.Window) string {
	var b strings.Builder
	for _, o := range test.LaidOutObjects(w.Content()) {
		if t, ok := o.(*canvas.Text); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}

// The Statistics window shows the book's games with the app's names, its numbers written as
// the language writes them.
func TestStatisticsTakesItsNamesAndNumbersFromTheApp(t *testing.T) {
	test.NewTempApp(t)
	b := stats.NewBook()
	_, _ = b.Add(stats.Game{ID: "1", Box: stats.BoxBase, Difficulty: "normal", Adventurers: []string{"ranger"},
		Final: "castle", Won: true, Round: 9, LastRound: 9, CardsLost: 3, Ended: time.Now()})
	_, _ = b.Add(stats.Game{ID: "2", Box: stats.BoxBase, Difficulty: "normal", Adventurers: []string{"ranger"},
		Round: 4, LastRound: 9, CardsLost: 4, Ended: time.Now()})

	for _, c := range []struct{ language, mean string }{{"en", "3.5"}, {"fr", "3,5"}} {
		tabs, ok := Statistics(b, names(c.language)).(*container.AppTabs)
		require.True(t, ok)
		require.Len(t, tabs.Items, 6)
		w := test.NewWindow(tabs)
		w.Resize(fyne.NewSize(900, 580))
		assert.Contains(t, texts(w), c.mean, "%s: the mean cards lost", c.language)
		tabs.SelectIndex(3)
		assert.Contains(t, texts(w), "Adv<ranger>")
		tabs.SelectIndex(4)
		assert.Contains(t, texts(w), "Card<castle>")
		w.Close()
	}
	for _, a := range stats.Achievements() {
		if a.Kind == stats.KindAdventurer {
			assert.Equal(t, "Victory with Adv<"+a.Key+">", names("en").AchievementName(a))
			break
		}
	}
	assert.Equal(t, "Level<normal>", names("en").PocketDifficultyName("normal"))
}
