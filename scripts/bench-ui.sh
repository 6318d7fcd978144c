#!/usr/bin/env bash
# Measures the game in a real window under Xvfb (Linux, needs the apt packages of scripts/run.sh
# plus xvfb and xdotool):
#   - cold start: from exec to the window being mapped on screen, of the game and of an empty
#     Fyne window of the same size (tools/emptywindow), 5 starts each, alternated; their medians
#     and the ratio, in wall time and in the processor time used until the window is mapped
#     (each start from a fresh settings folder, as a first start);
#   - memory: the resident size (VmRSS) 3 s after opening a complete game, and of an empty Fyne
#     window of the same size measured the same way, medians of 3, alternated;
#   - frames: a build with the frameprobe tag plays 60 moves of seed 1 with motion on, three
#     times, and reports each animation frame's critical path (the main thread's processor time plus the
#     busiest GL drawing thread's), the time between frames, the processor time of each
#     animation frame and of the frame that first shows a move, and the table's rebuild after a
#     move (medians and 95th percentiles; ui/frameprobe.go).
# --no-frames leaves the frames out (about three minutes less).
set -euo pipefail
cd "$(dirname "$0")/.."
frames=1
[ "${1:-}" = "--no-frames" ] && frames=0
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
go build -tags migrated_fynedo -o "$work/setawatch" .
go build -tags migrated_fynedo -o "$work/emptywindow" ./tools/emptywindow
[ "$frames" = 0 ] || go build -tags migrated_fynedo,frameprobe -o "$work/frameprobe" .
go run ./tools/fullgame -seed 1 -tries 40 >"$work/full.json"

export XDG_RUNTIME_DIR="$work/run" HOME="$work/home"
mkdir -p "$XDG_RUNTIME_DIR" "$HOME" && chmod 700 "$XDG_RUNTIME_DIR"
# A display number of its own (Xvfb picks a free one), so that runs side by side do not share one.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")"
# The server answers before the first program starts (a program that cannot reach it stops).
for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

now_ms() { date +%s%3N; }
# wait_window PID TITLE PAUSE: waits until the program shows a window with that title; fails if
# the program stops or 20 s pass.
wait_window() {
  local deadline=$(($(now_ms) + 20000))
  until xdotool search --onlyvisible --name "^$2\$" >/dev/null 2>&1; do
    if ! kill -0 "$1" 2>/dev/null || [ "$(now_ms)" -gt "$deadline" ]; then
      echo "bench-ui: no window titled \"$2\" on display $DISPLAY; the program's output:" >&2
      grep -v '^\s*$' "$work/app.log" | tail -20 >&2
      return 1
    fi
    sleep "$3"
  done
}
# cpu_ms PID: the processor time the process has used so far, all threads (10 ms steps).
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{print int(($14 + $15) * 1000 / hz)}' "/proc/$1/stat"; }
# start_ms PROGRAM TITLE: milliseconds from exec until a visible window with that title exists,
# then the processor time used until then (as "wall:cpu").
# Now and then (a few starts in a hundred here) GLFW cannot reach Xvfb and the program stops at
# once: that start is tried again, up to twice.
start_ms() {
  local t0 pid
  for try in 1 2 3; do
    : >"$work/app.log"
    t0=$(now_ms)
    "$1" >>"$work/app.log" 2>&1 &
    pid=$!
    if wait_window "$pid" "$2" 0.005; then
      echo "$(($(now_ms) - t0)):$(cpu_ms "$pid")"
      kill "$pid"; wait "$pid" 2>/dev/null || true
      return
    fi
    wait "$pid" 2>/dev/null || true
    [ "$try" = 3 ] || echo "bench-ui: trying that start again" >&2
  done
  exit 1
}
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
game_times=() empty_times=()
for _ in 1 2 3 4 5; do
  rm -rf "$HOME/.config"
  game_times+=("$(start_ms "$work/setawatch" "Set a Watch")")
  rm -rf "$HOME/.config"
  empty_times+=("$(start_ms "$work/emptywindow" "Empty window")")
done
median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }
# field N START...: field N of each start (1: wall time, 2: processor time).
field() { local f=$1; shift; printf '%s\n' "$@" | cut -d: -f"$f"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a/b}'; }
game_ms=$(median $(field 1 "${game_times[@]}")) empty_ms=$(median $(field 1 "${empty_times[@]}"))
game_cpu=$(median $(field 2 "${game_times[@]}")) empty_cpu=$(median $(field 2 "${empty_times[@]}"))
echo "cold start to a mapped window: the game $game_ms ms (runs: $(field 1 "${game_times[@]}" | xargs));" \
  "an empty Fyne window $empty_ms ms (runs: $(field 1 "${empty_times[@]}" | xargs)); ratio $(ratio "$game_ms" "$empty_ms")"
echo "processor time until then: the game $game_cpu ms (runs: $(field 2 "${game_times[@]}" | xargs));" \
  "the empty window $empty_cpu ms (runs: $(field 2 "${empty_times[@]}" | xargs)); ratio $(ratio "$game_cpu" "$empty_cpu")"

# rss_mb PROGRAM TITLE: resident memory 3 s after its window appears.
rss_mb() {
  "$1" >>"$work/app.log" 2>&1 &
  local pid=$!
  wait_window "$pid" "$2" 0.05 || exit 1
  sleep 3
  awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$pid/status"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}
store="$HOME/.config/fyne/io.github.setawatch.SetAWatch"
rm -rf "$HOME/.config" && mkdir -p "$store" && cp "$work/full.json" "$store/autosave.json"
echo '{"tutorialOffered":true}' >"$store/preferences.json" # the table alone, no first-start offer
moves=$(awk '/"moves": \[/ {m=1; next} m && /\]/ {m=0} m {n++} END {print n}' "$work/full.json")
# Three of each, alternated: the medians (the garbage collector's timing moves one by a few MB).
game_mbs=() empty_mbs=()
for _ in 1 2 3; do
  game_mbs+=("$(rss_mb "$work/setawatch" "Set a Watch")")
  empty_mbs+=("$(rss_mb "$work/emptywindow" "Empty window")")
done
median3() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
game=$(median3 "${game_mbs[@]}") empty=$(median3 "${empty_mbs[@]}")
echo "memory with a complete game open ($moves moves): $game MB (runs: ${game_mbs[*]});" \
  "empty Fyne window: $empty MB (runs: ${empty_mbs[*]});" \
  "difference: $(awk -v a="$game" -v b="$empty" 'BEGIN {printf "%.1f", a-b}') MB"

[ "$frames" = 1 ] || exit 0
# frames: the probe plays the same game three times (one run's 95th percentile moves by 1-2 ms
# from run to run here); the measures of the three are pooled, and each run's percentile of the
# critical path is shown too.
p95_of() { sort -n | awk '{v[NR] = $1} END {p = int(NR * 0.95); if (p < 1) p = 1; printf "%.1f", v[p] / 1000}'; }
: >"$work/frames.txt"
runs=()
for run in 1 2 3; do
  rm -rf "$HOME/.config"
  SETAWATCH_FRAME_LOG="$work/run.txt" "$work/frameprobe" >>"$work/app.log" 2>&1
  runs+=("$(awk '$1 == "frametime" {print $2}' "$work/run.txt" | p95_of)")
  cat "$work/run.txt" >>"$work/frames.txt"
done
echo "the frame probe's three runs: their critical paths' 95th percentiles ${runs[*]} ms"
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
