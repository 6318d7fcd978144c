#!/usr/bin/env bash
# The project's tests, headless: formatting, vet, every package's tests (Fyne's test driver via
# the "ci" tag, so no display and no C compiler are needed) and short fuzz runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_ENABLED=0
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt: these files need formatting:"; echo "$unformatted"; exit 1
fi
go vet -tags ci ./...
# A package may run past go test's 10-minute default on a busy machine: the ui tests draw whole
# tables. 30 minutes still stops a test that hangs.
# The ui tests are one binary that takes about two minutes; alone at the end they would leave the
# second core idle, so they run beside the other packages and the fuzzing. Their output is
# printed when they end.
ui_log=$(mktemp)
go test -tags ci -count=1 -timeout 30m ./ui/... >"$ui_log" 2>&1 &
ui_tests=$!
trap 'kill "$ui_tests" 2>/dev/null || true; rm -f "$ui_log"' EXIT
go test -tags ci -count=1 -timeout 30m $(go list -tags ci ./... | grep -v '^setawatch/ui\(/\|$\)')
# Each fuzz target runs 10 s and must manage at least 1,000 executions a second, or it tests
# nothing. Minimising a new input is capped at 100 runs: the default 60 s lets one worker spend the
# whole budget shrinking its own finds. Go 1.26's fuzzer can stop at its deadline with a bare
# "context deadline exceeded" and no failing input (golang/go#75804); such a run is tried once
# more. A real failure writes its input.
min_rate=1000
fuzz_once() {
  go test -tags ci -run '^$' -fuzz "^$1\$" -fuzztime 10s -fuzzminimizetime 100x "$2" 2>&1
}
# fuzz runs a target. One that ran too slowly (return 1: a machine busy with other work) is tried
# once more; a failure (return 2) is not.
fuzz() {
  local rc=0
  fuzz_checked "$1" "$2" || rc=$?
  if [ "$rc" -eq 1 ]; then
    echo "fuzz $1: running it again"
    fuzz_checked "$1" "$2"
  elif [ "$rc" -ne 0 ]; then
    return "$rc"
  fi
}
fuzz_checked() {
  local out
  if ! out=$(fuzz_once "$1" "$2"); then
    echo "$out"
    if grep -q 'context deadline exceeded' <<<"$out" && ! grep -q 'Failing input written' <<<"$out"; then
      echo "fuzz $1: stopped at the deadline without a failing input; running it again"
      out=$(fuzz_once "$1" "$2") || { echo "$out"; return 2; }
    else
      return 2
    fi
  fi
  # The last progress line: "fuzz: elapsed: 10s, execs: 57562 (2857/sec), ..."
  local last secs execs
  last=$(grep -E '^fuzz: elapsed: [0-9]+s, execs: [0-9]+' <<<"$out" | tail -1)
  secs=$(sed -E 's/^fuzz: elapsed: ([0-9]+)s.*/\1/' <<<"$last")
  execs=$(sed -E 's/.*execs: ([0-9]+).*/\1/' <<<"$last")
  if [ -z "$last" ] || [ "$secs" -lt 1 ] || [ $((execs / secs)) -lt $min_rate ]; then
    echo "fuzz $1 ($2): ${execs:-no} executions in ${secs:-?} s, fewer than $min_rate a second"
    return 1
  fi
  echo "fuzz $1 ($2): $execs executions in $secs s ($((execs / secs))/s)"
}
for pkg in ./game/ ./session/ ./stats/; do
  for target in $(go test -tags ci -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
    fuzz "$target" "$pkg"
  done
done
ui_status=0
wait "$ui_tests" || ui_status=$?
cat "$ui_log"
exit "$ui_status"
