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
for pkg in ./game/ ./session/; do
  for target in $(go test -tags ci -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
    go test -tags ci -run '^$' -fuzz "^${target}\$" -fuzztime 10s "$pkg"
  done
done
