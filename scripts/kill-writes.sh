#!/usr/bin/env bash
# Kills --out and statistics saves at random moments, KILLS times each (default 300): after every
# kill the file must be the old or the new one and load, and the next write in the folder must
# clear the temporary files the kills left. Prints how many each run left before that write.
set -euo pipefail
cd "$(dirname "$0")/.."
export SETAWATCH_KILLS="${KILLS:-300}"
CGO_ENABLED=0 go test -tags ci -count=1 -v -run 'TestKilledOutLeavesAWholeRecord' ./cli/ | grep -E 'kills left|^(ok|FAIL|---)'
CGO_ENABLED=0 go test -tags ci -count=1 -v -run 'TestKilledSaveLeavesWholeStatistics' ./stats/ | grep -E 'kills left|^(ok|FAIL|---)'
