package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"setawatch/game"
)

// middle is the absolute middle of an object on the table.
func middle(o fyne.CanvasObject) fyne.Position {
	return absolute(o).AddXY(o.Size().Width/2, o.Size().Height/2)
}

// Dice and Market Items are dropped through one hit test over the same targets: an Item slot
// takes an Item, an ability card a die, and neither takes the other.
func TestHand_DiceAndItemsShareOneHitTest(t *testing.T) {
	tb, _ := merchantTable(t)
	die := game.DieSpec{Adventurer: "ranger", Value: 1}
	slot := middle(slotOf(t, tb, "ranger", 0))
	tg := tb.hand.targetAt(slot, "fire-bomb")
	require.NotNil(t, tg, "the empty slot takes an Item")
	assert.Equal(t, "ranger", tg.adv)
	assert.Nil(t, tb.hand.targetAt(slot, die), "an empty Item slot takes no die")

	var ability *dropTarget
	for _, tg := range tb.hand.targets {
		if tg.kind == targetCard && tg.adv == "" {
			ability = tg
			break
		}
	}
	require.NotNil(t, ability, "an ability card on the boards")
	on := middle(ability.obj)
	assert.Same(t, ability, tb.hand.targetAt(on, die), "an ability card takes a die")
	assert.Nil(t, tb.hand.targetAt(on, "fire-bomb"), "an ability card takes no Item")

	// An Item dragged onto the ability card snaps back: nothing is bought, no shadow stays.
	dragItemOnto(tb, marketItemView(t, tb, "fire-bomb"), ability.obj)
	assert.Equal(t, 9, tb.model.State().Merchant.Purse)
	assert.Empty(t, tb.overlay.Objects)
}

// A Market Item dragged onto a board goes through the hand's one drag: the hand carries it
// while it moves, and the drop buys it for the slot's adventurer.
func TestHand_DragsAnItemOntoABoard(t *testing.T) {
	tb, _ := merchantTable(t)
	item, slot := marketItemView(t, tb, "crossbow"), slotOf(t, tb, "warrior", 0)
	item.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: middle(slot)}})
	assert.Equal(t, "crossbow", tb.hand.drag.carried, "the hand carries the Item")
	require.Len(t, tb.overlay.Objects, 1, "its shadow")
	item.DragEnd()
	assert.Nil(t, tb.hand.drag.carried)
	items := tb.model.State().Adventurer("warrior").Items
	require.Len(t, items, 1)
	assert.Equal(t, "crossbow", items[0].Card)
}

// tableMethodCeiling is the most methods *Table may have: the zones are drawn by their
// builders (zones.go) and the rest is handed to the table's parts (the hand, the picker, the
// keyboard, the Game-over screen...). Lower it when a part moves out.
const tableMethodCeiling = 13

func TestTable_KeepsFewMethods(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	n := 0
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		require.NoError(t, err)
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) == 0 {
				continue
			}
			recv := fn.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok && id.Name == "Table" {
				n++
			}
		}
	}
	assert.Greater(t, n, 10, "the methods of *Table are found")
	assert.LessOrEqual(t, n, tableMethodCeiling, "*Table has %d methods: give the new ones to one of its parts", n)
}
