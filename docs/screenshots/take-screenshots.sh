#!/bin/sh
# Takes the user guide's screenshots (docs/user-guide.md) again, under Xvfb, into docs/screenshots/.
#
# Runs the screenshot tests through the normal Maven/Tycho build: owlbench.ui.game.ScreenshotsTest
# opens ../shared/gnugo-3.8/regression/games/strategy25.sgf, steps to move 66, attaches
# /usr/games/gnugo, shows GNU Go's analyses as overlays and saves the workbench window as PNG files;
# PatternPerspectiveScreenshotTest shows the Pattern perspective (a patterns.db copy with a problem,
# the Problems and Pattern Hits views); ReadingTraceScreenshotTest a GNU Go owl trace.
# Needs: xvfb-run (Debian: apt-get install xvfb), GNU Go at /usr/games/gnugo, and GNU Go 3.8's
# regression games in ../shared/gnugo-3.8 (beside this repository). Without them the test is skipped
# and no PNG changes.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/docs/screenshots"
command -v xvfb-run >/dev/null || { echo "take-screenshots.sh: xvfb-run is missing (apt-get install xvfb)" >&2; exit 2; }
[ -x /usr/games/gnugo ] || { echo "take-screenshots.sh: /usr/games/gnugo is missing (apt-get install gnugo)" >&2; exit 2; }
[ -d "$root/../shared/gnugo-3.8/regression/games" ] || { echo "take-screenshots.sh: $root/../shared/gnugo-3.8 is missing" >&2; exit 2; }
cd "$root"
# -Dtest selects the one test class in every test bundle; the others then run no test, which is fine.
xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -B verify \
    -Dowlbench.screenshots="$out" \
    -Dtest=owlbench.ui.game.ScreenshotsTest,owlbench.ui.patterns.PatternPerspectiveScreenshotTest,owlbench.ui.reading.ReadingTraceScreenshotTest \
    -DfailIfNoTests=false -Dsurefire.failIfNoSpecifiedTests=false
ls -l "$out"/*.png
