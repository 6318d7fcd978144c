#!/usr/bin/env bash
# The whole-game tests at their full counts, which the everyday run (scripts/test.sh) plays fewer
# of: 10,000 random games (and the check that they deal every card), the language checks over
# 1,000 games and 200 Pocket Watch games in each language, and an expert game analysed whole.
# The "long" build tag
# sets the counts; CI runs this once, after scripts/test.sh. Costs: docs/TESTING.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_ENABLED=0
go test -tags ci,long -count=1 -run '^(TestRandomGames|TestEveryTextSpeaksOneLanguage|TestPocketWatchSpeaksOneLanguage|TestExpertGameLosesLittle)$' ./game/ ./cli/ ./analysis/
