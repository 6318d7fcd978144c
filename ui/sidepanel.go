package ui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"setawatch/game"
)

// sidePanel is the column beside the board: what happens next, the pending question with its
// answers, the round's buttons, a box to type moves in notation, and the game log.
type sidePanel struct {
	t *Table

	status, notice *widget.Label
	effects        *widget.Label // the round's effects in play (see roundEffects)
	question       *widget.Label
	answers        *fyne.Container
	endBtn         *ttwidget.Button
	undoBtn        *ttwidget.Button
	redoBtn        *ttwidget.Button
	hintBtn        *ttwidget.Button
	entry          *widget.Entry
	log            *widget.List
	order          *orderPicker    // the Elven Scout's order while it is asked
	confirm        *fyne.Container // under the answers, out of their scroll: a confirm button
	noticeAtPrompt *fyne.Container // under the answers: a refusal's words, which never move them
	noticeAtLog    *fyne.Container // above the log, when no question is asked
	promptFoot     *fyne.Container // the confirm button and the notice, under the answers
	promptBox      *fyne.Container
	logBox         *fyne.Container
	middle         *fyne.Container
	logLines       []logLine
	logHeights     map[int]float32 // the heights given to the log's rows
	settingHeight  bool
	root           fyne.CanvasObject

	guide *fyne.Container // the tutorial's panel, when the table is the tutorial's
	tools *fyne.Container // Undo, Redo and Hint: hidden in a replay, which plays nothing, as End is
}

func newSidePanel(t *Table) *sidePanel {
	p := &sidePanel{t: t, logHeights: map[int]float32{}}
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.status.TextStyle = fyne.TextStyle{Bold: true}
	p.notice = widget.NewLabel("")
	p.notice.Wrapping = fyne.TextWrapWord
	p.effects = widget.NewLabel("")
	p.effects.Wrapping = fyne.TextWrapWord
	p.effects.SizeName = theme.SizeNameCaptionText
	p.effects.Importance = widget.WarningImportance
	p.question = widget.NewLabel("")
	p.question.Wrapping = fyne.TextWrapWord
	p.answers = container.NewVBox()

	// A button drops the focus before it acts; keyPressed tells the rebuild where it was.
	p.endBtn = ttwidget.NewButton(lang.L("End"), func() { keyPressed = p.endBtn; t.hand.play(t.hand.legalWhere(isVerb(game.VerbEnd))) })
	p.undoBtn = ttwidget.NewButtonWithIcon("", theme.ContentUndoIcon(), func() { keyPressed = p.undoBtn; _ = t.model.Undo() })
	p.undoBtn.SetToolTip(lang.L("Undo (Ctrl+Z): back to before the last move, but never past a roll or a reveal."))
	p.redoBtn = ttwidget.NewButtonWithIcon("", theme.ContentRedoIcon(), func() { keyPressed = p.redoBtn; _ = t.model.Redo() })
	p.redoBtn.SetToolTip(lang.L("Redo (Ctrl+Shift+Z)"))
	p.hintBtn = ttwidget.NewButtonWithIcon(lang.L("Hint"), theme.QuestionIcon(), func() { keyPressed = p.hintBtn; t.showHint() })
	p.hintBtn.SetToolTip(lang.L("Suggest the next move: in the Watch, the best plan; otherwise, the expert bot's choice."))

	p.entry = widget.NewEntry()
	p.entry.SetPlaceHolder(lang.L("Type a move, e.g. attack 1 ranger:7"))
	p.entry.OnSubmitted = func(text string) { p.submitTyped(text) }

	p.log = widget.NewList(func() int { return len(p.logLines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			l.SizeName = theme.SizeNameCaptionText
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.TextStyle.Bold = p.logLines[i].header
			l.SetText(p.logLines[i].text)
			// Setting a height lays the list out again: only when it changes, or a narrow
			// column whose scroll bar comes and goes never settles.
			if h := o.MinSize().Height; p.logHeights[i] != h && !p.settingHeight {
				p.logHeights[i] = h
				p.settingHeight = true
				p.log.SetItemHeight(i, h)
				p.settingHeight = false
			}
		})

	// No button sends a creature to the Horde: only the end of the Watch does (End the Watch).
	history := container.NewHBox(p.undoBtn, p.redoBtn, layoutSpacer(), p.hintBtn)
	p.guide = container.NewVBox()
	p.guide.Hide() // shown by the tutorial
	// The buttons first: texts above them would move them as they grow and shrink.
	// A refusal's words come under the answers, or above the log: never above the answers,
	// which they would push from under the pointer.
	p.tools = history
	top := container.NewVBox(p.endBtn, history, p.guide, p.status, p.effects, p.entry)
	p.confirm = container.NewVBox()
	p.noticeAtPrompt = container.NewVBox()
	p.noticeAtLog = container.NewVBox()
	p.promptFoot = container.NewVBox(p.confirm, p.noticeAtPrompt)
	p.promptBox = container.NewBorder(p.question, p.promptFoot, nil, nil, container.NewVScroll(p.answers))
	logBox := container.NewBorder(container.NewVBox(p.noticeAtLog, heading(lang.L("Game log"))), nil, nil, nil, p.log)
	p.middle = container.NewGridWithRows(1, logBox)
	p.logBox = logBox
	p.root = container.NewBorder(top, nil, nil, nil, p.middle)
	return p
}

func isVerb(verb game.Verb) func(game.Move) bool {
	return func(m game.Move) bool { return m.Verb == verb }
}

func layoutSpacer() fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(8, 1))
	return container.NewStack(r)
}

// submitTyped plays a move typed in notation.
func (p *sidePanel) submitTyped(text string) {
	m, err := game.ParseMove(text)
	if err != nil {
		p.t.model.SetNoticeWords(func() string {
			return lang.L("Not a move: {{.Reason}}", map[string]any{"Reason": speakErr(err)})
		}, true)
		return
	}
	if p.t.model.Submit(m) == nil {
		p.entry.SetText("")
	}
}

// update shows the state: status, notice, prompt, buttons and log.
func (p *sidePanel) update(s *game.State) {
	t := p.t
	p.status.SetText(statusLine(s))
	p.notice.SetText(t.model.Notice)
	p.notice.Importance = widget.MediumImportance
	if t.model.NoticeError {
		p.notice.Importance = widget.DangerImportance
	}
	p.notice.Hidden = t.model.Notice == ""
	p.notice.Refresh()
	p.effects.SetText(roundEffects(s))
	p.effects.Hidden = p.effects.Text == ""
	p.effects.Refresh()

	shown := slices.Concat(p.answers.Objects, p.confirm.Objects)
	p.answers.Objects = nil
	p.confirm.Objects = nil
	p.question.Hidden = true
	pr := game.PendingPrompt(s)
	switch {
	case pr != nil && pr.Kind.Picks() == game.PicksOrderOnTop && s.Pending() != nil:
		p.question.SetText(promptText(s, pr))
		p.question.Hidden = false
		if p.order == nil || !p.order.sameCards(s.Pending().Cards) {
			p.order = newOrderPicker(t, s.Pending().Cards)
		}
		for _, it := range p.order.items {
			t.focus.keep("order/"+it.card, it)
		}
		t.focus.keep("order/ok", p.order.ok)
		p.answers.Add(p.order.list)
		p.confirm.Add(p.order.ok) // always in view, under the list however long
	case pr != nil:
		p.question.SetText(promptText(s, pr))
		p.question.Hidden = false
		for i, m := range t.hand.legalWhere(isVerb(game.VerbChoose)) {
			p.answers.Add(answerWidget(t.confirm, &t.focus, s, i, m))
		}
	case s.Over() && t.model.readOnly:
		p.question.SetText(lang.L("The game is over."))
		p.question.Hidden = false
	case s.Over():
		p.question.SetText(lang.L("The game is over."))
		p.question.Hidden = false
		b := newEnterButton(lang.L("Show the result"), t.gameOver.show)
		t.focus.keep("answer/result", b)
		p.answers.Add(b)
	}
	if pr == nil || pr.Kind.Picks() != game.PicksOrderOnTop {
		p.order = nil
	}
	p.answers.Refresh()
	p.confirm.Refresh()
	releaseDropped(t.canvas(), shown, slices.Concat(p.answers.Objects, p.confirm.Objects))
	p.question.Refresh()
	p.noticeAtPrompt.Objects, p.noticeAtLog.Objects = nil, nil
	if p.question.Hidden {
		p.noticeAtLog.Objects = []fyne.CanvasObject{p.notice}
	} else {
		p.noticeAtPrompt.Objects = []fyne.CanvasObject{p.notice}
	}
	// Empty, they take no room (not even the padding between a border's parts).
	p.confirm.Hidden = len(p.confirm.Objects) == 0
	p.noticeAtPrompt.Hidden = len(p.noticeAtPrompt.Objects) == 0 || p.notice.Hidden
	p.noticeAtLog.Hidden = len(p.noticeAtLog.Objects) == 0 || p.notice.Hidden
	p.promptFoot.Hidden = p.confirm.Hidden && p.noticeAtPrompt.Hidden
	p.promptFoot.Refresh()
	p.noticeAtLog.Refresh()
	// The question and its answers share the column with the log while a decision waits.
	if p.question.Hidden {
		p.middle.Objects = []fyne.CanvasObject{p.logBox}
	} else {
		p.middle.Objects = []fyne.CanvasObject{p.promptBox, p.logBox}
	}
	p.middle.Layout = layout.NewGridLayoutWithRows(len(p.middle.Objects))
	p.middle.Refresh()

	ends := t.hand.legalWhere(isVerb(game.VerbEnd))
	tip := ""
	p.endBtn.SetText(lang.L("End"))
	if len(ends) > 0 {
		p.endBtn.SetText(map[bool]string{true: lang.L("End camp"), false: lang.L("End the Watch")}[s.Phase == game.PhaseCamp])
		if s.Phase == game.PhaseMerchant {
			p.endBtn.SetText(lang.L("To the Watch"))
		}
		tip = describeMoveOn(s, ends[0])
		if f := game.ForecastEndWatch(s); f.Valid {
			// What ending the Watch would do, on the button and in its tooltip.
			p.endBtn.SetText(lang.L("End the Watch") + "\n" + wrapAnswer(speak(f.Short())))
			tip += "\n" + speak(f.Words())
		}
	}
	if tip != p.endBtn.ToolTip() {
		// A tooltip keeps the words it had when the mouse came: one waiting or showing over
		// the button is dropped, and the next hover tells the new ones.
		p.endBtn.MouseOut()
		p.endBtn.SetToolTip(tip)
	}
	enable(p.endBtn, len(ends) > 0)
	t.focus.keep("end", p.endBtn)
	enable(p.undoBtn, t.model.Session().CanUndo() && !s.Over())
	enable(p.redoBtn, t.model.Session().CanRedo())
	enable(p.hintBtn, !s.Over())
	// Undo, Redo and Hint are one kind: when one is disabled by its own press, the keyboard
	// moves to its neighbour.
	t.focus.keep("tool/undo", p.undoBtn)
	t.focus.keep("tool/redo", p.redoBtn)
	t.focus.keep("tool/hint", p.hintBtn)

	p.tools.Hidden = t.model.readOnly
	p.endBtn.Hidden = t.model.readOnly
	p.entry.Hidden = t.model.readOnly
	p.logLines = storyLines(t.model)
	p.log.Refresh()
	p.log.ScrollToTop() // the newest entry is first
}

func enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
