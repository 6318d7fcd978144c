package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	fynetooltip "github.com/dweymouth/fyne-tooltip"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"
)

// toolTipLayers are the layers the windows' tooltips are drawn in, by canvas.
var toolTipLayers = map[fyne.Canvas]*fyne.Container{}

// WithToolTipLayer is a window's content with the layer its widgets' tooltips are drawn in.
func WithToolTipLayer(content fyne.CanvasObject, c fyne.Canvas) fyne.CanvasObject {
	stack := fynetooltip.AddWindowToolTipLayer(content, c)
	if s, ok := stack.(*fyne.Container); ok && len(s.Objects) == 2 {
		if layer, ok := s.Objects[1].(*fyne.Container); ok {
			toolTipLayers[c] = layer
		}
	}
	return stack
}

// ToolTipLayer is the layer a window's tooltips are drawn in, or nil if it has none.
func ToolTipLayer(c fyne.Canvas) *fyne.Container { return toolTipLayers[c] }

// DropToolTipLayer forgets the tooltip layer of a window that closed.
func DropToolTipLayer(c fyne.Canvas) {
	delete(toolTipLayers, c)
	fynetooltip.DestroyWindowToolTipLayer(c)
}

// DropToolTip cancels the tooltip of the widget that was just pressed, shown or still waiting
// to show: a dialog it opens would have it show under the dialog, where no layer draws it.
func DropToolTip(pressed fyne.Focusable) {
	if h, ok := pressed.(desktop.Hoverable); ok {
		h.MouseOut()
	}
}

// HideToolTips takes down the tooltip showing on a window: the table is being rebuilt, or a
// dialog opens over it, and the widget the tooltip belongs to may be gone without the mouse
// ever leaving it.
func HideToolTips(c fyne.Canvas) {
	if layer := toolTipLayers[c]; layer != nil && len(layer.Objects) > 0 {
		layer.Objects = nil
		layer.Refresh()
	}
}

// ToolTipped is the table's widgets' tooltip: the widget under the mouse is remembered, so that
// when a move rebuilds the table its tooltip, shown or still waiting to show, goes with it. A
// card defeated under a still mouse never gets a MouseOut, and its tooltip would stay over the
// creature that slid into its place.
type ToolTipped struct{ ttwidget.ToolTipWidget }

// hoveredTip is the ToolTipped widget the mouse is over, or nil.
var hoveredTip *ToolTipped

func (t *ToolTipped) MouseIn(e *desktop.MouseEvent) {
	hoveredTip = t
	t.ToolTipWidget.MouseIn(e)
}

func (t *ToolTipped) MouseOut() {
	if hoveredTip == t {
		hoveredTip = nil
	}
	t.ToolTipWidget.MouseOut()
}

// DropHoveredToolTip cancels the tooltip of the widget under the mouse, shown or waiting.
func DropHoveredToolTip() {
	if h := hoveredTip; h != nil {
		h.MouseOut()
	}
}
