#!/usr/bin/env bash
# Soak test: N computer-vs-computer games of the text program on random sizes (2..15), levels
# and seeds. Each game must exit with status 0, print exactly one win line, end on a board of
# one colour (checked on `dump` after the game), and stay under a memory ceiling. Prints one
# line per failure (with the input that reproduces it) and a summary: games, failures, peak
# memory and time.
#
#   testing/soak/soak.sh [--program PATH] [--games N] [--jobs J] [--seed S] [--levels LIST]
#                        [--big-level L] [--max-rss-mb M] [--keep DIR]
#
# --levels is the list drawn from, with repetition as weight (default 1 to 9: every level up
# to the text default); boards larger than 6x6 play at most --big-level (default 6, the
# strongest level that looks only one ply ahead), since a whole 15x15 game at the default
# level takes tens of seconds, and many times that under the sanitizers; --max-rss-mb (default 512) fails a game whose peak resident memory is larger,
# measured by /usr/bin/time -v (without it, memory is not checked). --keep DIR keeps the input
# and output of every failing game there. Exit status: 0 if every game passed.
set -u

program=build/release/src/app/jump61
games=100
jobs=2
seed=$RANDOM
levels=1,2,3,4,5,6,7,8,9
bigLevel=6
maxRss=512
keep=
while [ $# -gt 0 ]; do
    case "$1" in
    --program) program=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --levels) levels=$2; shift 2 ;;
    --big-level) bigLevel=$2; shift 2 ;;
    --max-rss-mb) maxRss=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    *) echo "soak.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [ ! -x "$program" ]; then
    echo "soak.sh: no program at $program (build it, or pass --program)" >&2
    exit 2
fi
timeTool=
if [ -x /usr/bin/time ] && /usr/bin/time -v true 2>/dev/null; then
    timeTool=/usr/bin/time
fi
IFS=, read -r -a levelList <<<"$levels"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -n "$keep" ] && mkdir -p "$keep"

# One game: writes "ok RSS_KB" or "fail REASON" to $work/N.result.
playOne() {
    local n=$1 size=$2 level=$3 gameSeed=$4
    local in=$work/$n.in out=$work/$n.out err=$work/$n.err tm=$work/$n.time
    printf 'seed %s\nsize %s\nlevel %s\nauto red\nauto blue\nstart\ndump\nquit\n' \
        "$gameSeed" "$size" "$level" >"$in"
    local status
    if [ -n "$timeTool" ]; then
        $timeTool -v -o "$tm" "$program" "$in" >"$out" 2>"$err"
        status=$?
    else
        "$program" "$in" >"$out" 2>"$err"
        status=$?
    fi
    local rss=0
    [ -n "$timeTool" ] && rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tm")
    # Prompts (red> blue> +> ) come before the line that follows them.
    sed -i -E 's/^((red|blue|\+)> )+//' "$out"
    local reason=
    local wins
    wins=$(grep -c -E '^\* (Red|Blue) wins\.$' "$out")
    # The dump after the game: the lines between === and ===, one colour only.
    local colours
    colours=$(awk '/^===/ {inside = !inside; next} inside' "$out" |
        grep -o -E '[0-9]+[-rb]' | sed 's/^[0-9]*//' | sort -u | tr -d '\n')
    if [ "$status" -ne 0 ]; then
        reason="exit status $status"
    elif [ -s "$err" ]; then
        reason="standard error: $(head -c 200 "$err" | head -1)"
    elif [ "$wins" -ne 1 ]; then
        reason="$wins win lines"
    elif [ "$colours" != r ] && [ "$colours" != b ]; then
        reason="final board has colours '$colours'"
    elif [ "$rss" -gt $((maxRss * 1024)) ]; then
        reason="peak memory ${rss} kB"
    fi
    if [ -n "$reason" ]; then
        echo "fail size $size level $level seed $gameSeed: $reason" >"$work/$n.result"
        [ -n "$keep" ] && cp "$in" "$out" "$err" "$keep/" 2>/dev/null
    else
        echo "ok $rss" >"$work/$n.result"
    fi
    rm -f "$out" "$err" "$tm"
}

RANDOM=$seed
started=$(date +%s)
for ((n = 1; n <= games; ++n)); do
    size=$((2 + RANDOM % 14))
    level=${levelList[$((RANDOM % ${#levelList[@]}))]}
    [ "$size" -gt 6 ] && [ "$level" -gt "$bigLevel" ] && level=$bigLevel
    gameSeed=$((RANDOM * 32768 + RANDOM))
    playOne "$n" "$size" "$level" "$gameSeed" &
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n
    done
done
wait
elapsed=$(($(date +%s) - started))

failures=0
peak=0
for ((n = 1; n <= games; ++n)); do
    read -r verdict rest <"$work/$n.result"
    if [ "$verdict" = ok ]; then
        [ "$rest" -gt "$peak" ] && peak=$rest
    else
        echo "$verdict $rest"
        failures=$((failures + 1))
    fi
done
memory="peak memory $((peak / 1024)) MB"
[ -z "$timeTool" ] && memory="peak memory not measured (no /usr/bin/time)"
echo "soak: $games games (seed $seed), $failures failed, $memory, ${elapsed} s"
[ "$failures" -eq 0 ]
