#!/bin/bash
# Workbench start-up runner (docs/benchmarks.md, "Workbench start-up (issue 17)"): starts the built
# product with its own start script under the current DISPLAY (an Xvfb one) and prints, per start,
# the JVM uptime when the window was up and when the first game board was painted; the workbench
# closes itself (saving the workspace) once it has printed them. A first start, not counted, writes
# the class-data-sharing archive when the product is new.
#   startup.sh fresh N      N starts, each with a new workspace and one game on the command line
#   startup.sh restored N   a workspace left with six game editors open, then N starts restoring them
#   startup.sh six N        N starts, each with a new workspace and six games on the command line
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
product="$root/releng/owlbench.product/target/products/owlbench/linux/gtk/x86_64"
games="$root/../shared/gnugo-3.8/regression/games"
[ -x "$product/owlbench" ] || { echo "startup.sh: build the product first (./owlbench build)" >&2; exit 2; }
[ -d "$games" ] || { echo "startup.sh: $games is missing" >&2; exit 2; }
[ -n "${DISPLAY:-}" ] || { echo "startup.sh: needs a display (xvfb-run -a -s '-screen 0 1280x1024x24' $0 ...)" >&2; exit 2; }
mode=${1:-fresh}; rounds=${2:-5}
work=$(mktemp -d)
six=$(ls "$games"/*.sgf | head -n 6)
start() { # workspace, games...
  local ws=$1; shift
  OWLBENCH_WORKSPACE="$ws" \
    timeout 120 "$product/owlbench" --exit-after-start "$@" > "$work/out" 2> "$work/err"
  local ready board
  ready=$(sed -n 's/.*workbench ready after .*JVM uptime \([0-9]*\) ms).*/\1/p' "$work/out")
  board=$(sed -n 's/.*first board painted at JVM uptime \([0-9]*\) ms.*/\1/p' "$work/out")
  echo "$mode window ${ready:-?} ms, first board ${board:-?} ms, load $(cut -d' ' -f1 /proc/loadavg)"
}
# one start not counted: it writes the class-data-sharing archive if the product is new
start "$work/warm" "$games/strategy25.sgf" > /dev/null; rm -rf "$work/warm"
case $mode in
  fresh) for i in $(seq 1 "$rounds"); do rm -rf "$work/ws"; start "$work/ws" "$games/strategy25.sgf"; done ;;
  restored) start "$work/ws" $six > /dev/null; for i in $(seq 1 "$rounds"); do start "$work/ws"; done ;;
  six) for i in $(seq 1 "$rounds"); do rm -rf "$work/ws"; start "$work/ws" $six; done ;;
  *) echo "startup.sh: fresh, restored or six" >&2; exit 2 ;;
esac
rm -rf "$work"
