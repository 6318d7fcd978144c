//go:build frameprobe && unix

package ui

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"fyne.io/fyne/v2"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

// Built with the frameprobe tag and started with SETAWATCH_FRAME_LOG=path, the window plays a
// new game (seed 1) by itself, one move every 600 ms with motion on, and writes to path one line a
// measure:
//   - "move N": the microseconds the table takes to build itself again after a move;
//   - "firstframe N": the processor time, in microseconds, of the frame that first shows a
//     move (every picture and text of the new table is drawn into the window's textures);
//   - "frame N": the processor time of each later frame drawn while an animation runs;
//   - "interval N": the wall-clock microseconds between two animation frames;
//   - "frametime N": a frame's critical path, in microseconds: the processor time of the main
//     thread (which ticks the animations, lays out, and hands the drawing to the GL library) plus
//     that of the busiest of the GL library's drawing threads, which the main thread waits for
//     before showing the frame.
//
// A frame's processor time is the whole process's, its GL library's threads included, from
// one frame's animation tick to the next. Ticks at which the window draws nothing (no running
// effect changed anything) are not frames and are not counted. A move played between two ticks
// is measured as "move": the main thread's time on it is taken out of the frame drawn in the same
// interval. The solver bot chooses the moves before the window plays them, so its thinking is in
// no frame. The window closes after SETAWATCH_FRAME_MOVES moves (default 60) or at the end of
// the game. scripts/bench-ui.sh reads the file.
func init() { frameProbe = startFrameProbe }

func startFrameProbe(w *MainWindow) {
	path := os.Getenv("SETAWATCH_FRAME_LOG")
	if path == "" {
		return
	}
	count, err := strconv.Atoi(os.Getenv("SETAWATCH_FRAME_MOVES"))
	if err != nil || count <= 0 {
		count = 60
	}
	f, err := os.Create(path)
	if err != nil {
		fyne.LogError("frame probe", err)
		return
	}
	out := bufio.NewWriter(f)
	record := func(kind string, took time.Duration) { fmt.Fprintln(out, kind, took.Microseconds()) }
	// The table alone is measured: no first-start offer of the tutorial over it.
	w.app.Preferences().SetBool(prefTutorialOffered, true)
	t := w.Table
	t.motion.enabled = true
	// The same game every time, so that runs compare: seed 1, the retail locations.
	sess, err := session.New(game.Options{Seed: 1, Locations: game.LocationsRetail})
	if err != nil {
		fyne.LogError("frame probe", err)
		return
	}
	t.model.Replace(sess, nil)
	moves := botMoves(t.model.State(), count)

	// The probe's animation ticks once a frame, just before the window paints.
	var lastWall, lastCPU time.Duration
	var clock threadClock
	moved, lastMoved := false, false
	// The main thread's processor time spent playing moves since the last tick: the table's
	// rebuild is measured as "move", and is no part of the animation frame drawn in the same
	// interval.
	var moveCPU time.Duration
	probe := fyne.NewAnimation(time.Hour, func(float32) {
		if len(t.motion.running) == 0 {
			lastWall = 0
			return
		}
		wall, cpu := time.Duration(time.Now().UnixNano()), processCPU()
		path, painted := clock.sinceLast()
		path -= moveCPU
		// A tick at which no effect changed anything draws nothing: it is no frame.
		if lastWall > 0 && painted {
			kind := "frame"
			if lastMoved {
				kind = "firstframe"
			}
			record(kind, cpu-lastCPU-moveCPU)
			record("interval", wall-lastWall)
			if !lastMoved {
				record("frametime", path)
			}
		}
		lastWall, lastCPU, lastMoved, moved, moveCPU = wall, cpu, moved, false, 0
	})
	probe.Curve = fyne.AnimationLinear
	// The window is shown and its table set up (see Run).
	probe.Start()
	go func() {
		time.Sleep(2 * time.Second) // the first frames and the font cache settle
		for _, m := range moves {
			time.Sleep(600 * time.Millisecond)
			fyne.DoAndWait(func() {
				start, startCPU := time.Now(), mainThreadCPU()
				if t.model.Submit(m) == nil {
					record("move", time.Since(start))
					moved = true
				}
				moveCPU += mainThreadCPU() - startCPU
			})
		}
		time.Sleep(time.Second) // the last move's animations end
		fyne.Do(func() {
			_ = out.Flush()
			_ = f.Close()
			w.app.Quit()
		})
	}()
}

// botMoves plays up to n moves from s with the solver bot and returns them.
func botMoves(s *game.State, n int) []game.Move {
	b, err := bot.New("solver", 1)
	if err != nil {
		return nil
	}
	var out []game.Move
	for len(out) < n && !s.Over() {
		m, err := b.Choose(s)
		if err != nil {
			break
		}
		next, _, err := game.Apply(s, m)
		if err != nil {
			break
		}
		out, s = append(out, m), next
	}
	return out
}

// processCPU is the processor time used so far by every thread of the process.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// threadClock measures a frame's critical path: the processor time the main thread used since
// the last reading, plus that of the busiest of the GL library's drawing threads (Mesa's
// llvmpipe names them "llvmpipe-N"; they are found once, as the GL library starts them once).
// The window painted if a drawing thread worked.
type threadClock struct {
	drawing []int
	last    map[int]time.Duration
}

func (c *threadClock) sinceLast() (path time.Duration, painted bool) {
	pid := os.Getpid()
	if c.drawing == nil {
		c.drawing = drawingThreads(pid)
	}
	now := map[int]time.Duration{pid: threadCPU(pid, pid)}
	var busiest time.Duration
	for _, tid := range c.drawing {
		now[tid] = threadCPU(pid, tid)
		busiest = max(busiest, now[tid]-c.last[tid])
	}
	path = now[pid] - c.last[pid] + busiest
	c.last = now
	return path, busiest > 0
}

// drawingThreads are the ids of the GL library's drawing threads.
func drawingThreads(pid int) []int {
	tids := []int{}
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return tids
	}
	for _, t := range tasks {
		tid, err := strconv.Atoi(t.Name())
		if err != nil || tid == pid {
			continue
		}
		comm, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/comm", pid, tid))
		if err == nil && strings.HasPrefix(string(comm), "llvmpipe") {
			tids = append(tids, tid)
		}
	}
	return tids
}

// mainThreadCPU is the processor time the main thread has used, which draws the window and
// plays the moves.
func mainThreadCPU() time.Duration { return threadCPU(os.Getpid(), os.Getpid()) }

// threadCPU is the processor time a thread has used, from /proc (schedstat, in nanoseconds).
func threadCPU(pid, tid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/schedstat", pid, tid))
	if err != nil {
		return 0
	}
	ns, err := strconv.ParseInt(strings.Fields(string(b))[0], 10, 64)
	if err != nil {
		return 0
	}
	return time.Duration(ns)
}
