package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	fynetooltip "github.com/dweymouth/fyne-tooltip"
)

// toolTipLayers are the layers the windows' tooltips are drawn in, by canvas.
var toolTipLayers = map[fyne.Canvas]*fyne.Container{}

// withToolTipLayer is a window's content with the layer its widgets' tooltips are drawn in.
func withToolTipLayer(content fyne.CanvasObject, c fyne.Canvas) fyne.CanvasObject {
	stack := fynetooltip.AddWindowToolTipLayer(content, c)
	if s, ok := stack.(*fyne.Container); ok && len(s.Objects) == 2 {
		if layer, ok := s.Objects[1].(*fyne.Container); ok {
			toolTipLayers[c] = layer
		}
	}
	return stack
}

// dropToolTipLayer forgets the tooltip layer of a window that closed.
func dropToolTipLayer(c fyne.Canvas) {
	delete(toolTipLayers, c)
	fynetooltip.DestroyWindowToolTipLayer(c)
}

// dropToolTip cancels the tooltip of the widget that was just pressed, shown or still waiting
// to show: a dialog it opens would have it show under the dialog, where no layer draws it.
func dropToolTip(pressed fyne.Focusable) {
	if h, ok := pressed.(desktop.Hoverable); ok {
		h.MouseOut()
	}
}

// hideToolTips takes down the tooltip showing on a window: the table is being rebuilt, or a
// dialog opens over it, and the widget the tooltip belongs to may be gone without the mouse
// ever leaving it.
func hideToolTips(c fyne.Canvas) {
	if layer := toolTipLayers[c]; layer != nil && len(layer.Objects) > 0 {
		layer.Objects = nil
		layer.Refresh()
	}
}
