#!/usr/bin/env bash
# Measures the game in a real window under Xvfb (Linux, needs the apt packages of scripts/run.sh
# plus xvfb and xdotool):
#   - cold start: from exec to the window being mapped on screen, median of 5 starts;
#   - memory: the resident size (VmRSS) 3 s after opening a complete game, and of an empty Fyne
#     window of the same size measured the same way;
#   - frames: a build with the frameprobe tag plays 60 moves of seed 1 with motion on, and
#     reports each animation frame's critical path (the main thread's processor time plus the
#     busiest GL drawing thread's), the time between frames, the processor time of each
#     animation frame and of the frame that first shows a move, and the table's rebuild after a
#     move (medians and 95th percentiles; ui/frameprobe.go).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
go build -tags migrated_fynedo -o "$work/setawatch" .
go build -tags migrated_fynedo -o "$work/emptywindow" ./tools/emptywindow
go build -tags migrated_fynedo,frameprobe -o "$work/frameprobe" .
go run ./tools/fullgame -seed 1 -tries 40 >"$work/full.json"

export DISPLAY=:87 XDG_RUNTIME_DIR="$work/run" HOME="$work/home"
mkdir -p "$XDG_RUNTIME_DIR" "$HOME" && chmod 700 "$XDG_RUNTIME_DIR"
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
sleep 1

now_ms() { date +%s%3N; }
# wait_window PID TITLE PAUSE: waits until the program shows a window with that title; fails if
# the program stops or 20 s pass.
wait_window() {
  local deadline=$(($(now_ms) + 20000))
  until xdotool search --onlyvisible --name "^$2\$" >/dev/null 2>&1; do
    if ! kill -0 "$1" 2>/dev/null || [ "$(now_ms)" -gt "$deadline" ]; then
      echo "bench-ui: no window titled \"$2\"; the program's output:" >&2
      tail -20 "$work/app.log" >&2
      exit 1
    fi
    sleep "$3"
  done
}
# start_ms PROGRAM TITLE: milliseconds from exec until a visible window with that title exists.
start_ms() {
  local t0 pid
  t0=$(now_ms)
  "$1" >>"$work/app.log" 2>&1 &
  pid=$!
  wait_window "$pid" "$2" 0.005
  echo $(($(now_ms) - t0))
  kill "$pid"; wait "$pid" 2>/dev/null || true
}
times=()
for _ in 1 2 3 4 5; do
  rm -rf "$HOME/.config"
  times+=("$(start_ms "$work/setawatch" "Set a Watch")")
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "cold start to a mapped window: ${sorted[2]} ms median (runs: ${times[*]} ms)"

# rss_mb PROGRAM TITLE: resident memory 3 s after its window appears.
rss_mb() {
  "$1" >>"$work/app.log" 2>&1 &
  local pid=$!
  wait_window "$pid" "$2" 0.05
  sleep 3
  awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$pid/status"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}
store="$HOME/.config/fyne/io.github.setawatch.SetAWatch"
rm -rf "$HOME/.config" && mkdir -p "$store" && cp "$work/full.json" "$store/autosave.json"
echo '{"tutorialOffered":true}' >"$store/preferences.json" # the table alone, no first-start offer
moves=$(awk '/"moves": \[/ {m=1; next} m && /\]/ {m=0} m {n++} END {print n}' "$work/full.json")
game=$(rss_mb "$work/setawatch" "Set a Watch")
empty=$(rss_mb "$work/emptywindow" "Empty window")
echo "memory with a complete game open ($moves moves): $game MB; empty Fyne window: $empty MB;" \
  "difference: $(awk -v a="$game" -v b="$empty" 'BEGIN {printf "%.1f", a-b}') MB"

# frames: the probe's measures, median and 95th percentile of each kind.
rm -rf "$HOME/.config"
SETAWATCH_FRAME_LOG="$work/frames.txt" "$work/frameprobe" >>"$work/app.log" 2>&1
for kind in frametime interval frame firstframe move; do
  case $kind in
    frametime) label="an animation frame's critical path (main thread + busiest GL drawing thread)" ;;
    interval) label="the wall-clock time between two animation frames" ;;
    frame) label="an animation frame (processor time, all threads)" ;;
    firstframe) label="the frame that first shows a move (processor time)" ;;
    move) label="the table's rebuild after a move" ;;
  esac
  awk -v k="$kind" '$1 == k {print $2}' "$work/frames.txt" | sort -n | awk -v k="$label" '
    {v[NR] = $1}
    END {
      if (NR == 0) { print k ": no measure"; exit }
      p95 = int(NR * 0.95)
      if (p95 < 1) p95 = 1
      printf "%s: %.1f ms median, %.1f ms at the 95th percentile (%d measured)\n", k, v[int((NR + 1) / 2)] / 1000, v[p95] / 1000, NR
    }'
done
