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
go test -tags ci -count=1 ./...
# Go 1.26's fuzzer can stop at its deadline with a bare "context deadline exceeded" and no failing
# input (golang/go#75804); such a run is tried once more. A real failure writes its input.
fuzz() {
  local out
  if out=$(go test -tags ci -run '^$' -fuzz "^$1\$" -fuzztime 10s "$2" 2>&1); then
    echo "$out" | tail -1; return 0
  fi
  echo "$out"
  if grep -q 'context deadline exceeded' <<<"$out" && ! grep -q 'Failing input written' <<<"$out"; then
    echo "fuzz $1: stopped at the deadline without a failing input; running it again"
    go test -tags ci -run '^$' -fuzz "^$1\$" -fuzztime 10s "$2"
    return
  fi
  return 1
}
for pkg in ./game/ ./session/; do
  for target in $(go test -tags ci -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
    fuzz "$target" "$pkg"
  done
done
