#!/usr/bin/env bash
# Compares the search speed of two jump61 builds on the bench's positions.
#
#   tools/compare-bench.sh [--rounds N] [--copies K] OLD NEW
#
# OLD and NEW are jump61 binaries (any build with `--bench --json`). Each is copied K times
# (default 2): on a virtual machine the same bytes in two files have at times run 15% apart
# on 6x6, so a build is judged by several copies. Every round runs every copy's
# `--bench --json` once, the two builds' copies alternated, reversed each round. For each copy
# and search the least time over the rounds is kept; a size's time is the sum of its searches,
# and a build's time for the size is the median over its copies. The ratio is NEW's positions a
# second over OLD's. The machine should be otherwise idle. Takes about (rounds x copies) runs of
# both benches.
set -euo pipefail

rounds=3
copies=2
usage="usage: tools/compare-bench.sh [--rounds N] [--copies K] OLD NEW"
while [[ $# -gt 0 ]]; do
    case "$1" in
    --rounds | --copies)
        if [[ $# -lt 2 || ! "$2" =~ ^[1-9][0-9]?$ ]]; then
            echo "compare-bench: $1 takes a number from 1 to 99" >&2
            exit 2
        fi
        if [[ "$1" == --rounds ]]; then rounds=$2; else copies=$2; fi
        shift 2
        ;;
    -h | --help)
        echo "$usage"
        exit 0
        ;;
    -*)
        echo "compare-bench: unknown option $1; $usage" >&2
        exit 2
        ;;
    *) break ;;
    esac
done
if [[ $# -ne 2 ]]; then
    echo "$usage" >&2
    exit 2
fi
for binary in "$1" "$2"; do
    if [[ ! -x "$binary" || -d "$binary" ]]; then
        echo "compare-bench: not an executable file: $binary" >&2
        exit 2
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=()
for build in old new; do
    source=$1
    [[ $build == new ]] && source=$2
    for ((c = 0; c < copies; ++c)); do
        cp "$source" "$work/$build-$c"
        runs+=("$build-$c")
    done
done

for ((r = 0; r < rounds; ++r)); do
    order=("${runs[@]}")
    if ((r % 2 == 1)); then
        order=()
        for ((i = ${#runs[@]} - 1; i >= 0; --i)); do order+=("${runs[i]}"); done
    fi
    for run in "${order[@]}"; do
        if ! "$work/$run" --bench --json >"$work/out" 2>/dev/null; then
            failed=$1
            [[ $run == new-* ]] && failed=$2
            echo "compare-bench: $failed --bench --json failed" >&2
            exit 1
        fi
        # One line a search: its name, nodes and seconds.
        sed -n 's/.*"name": "\([0-9]*x[0-9]*\) after \([0-9]*\) plies".*"nodes": \([0-9]*\),.*"seconds": \([0-9.e+-]*\),.*/\1 \2 \3 \4/p' \
            "$work/out" | sed "s/^/$run /" >>"$work/times"
        echo -n "." >&2
    done
done
echo >&2
if [[ ! -s "$work/times" ]]; then
    echo "compare-bench: no search figures in the benches' output" >&2
    exit 1
fi

awk -v old="$1" -v new="$2" '
    {
        key = $1 SUBSEP $2 SUBSEP $3
        if (!(key in best) || $5 < best[key]) best[key] = $5
        nodes[key] = $4
    }
    END {
        for (key in best) {
            split(key, k, SUBSEP)
            run = k[1]; size = k[2]
            split(run, rb, "-"); build = rb[1]
            t[run SUBSEP size] += best[key]
            n[run SUBSEP size] += nodes[key]
            sizes[size] = 1
            builds[build SUBSEP run] = 1
        }
        printf "old: %s\nnew: %s\n", old, new
        printf "%-7s %12s %12s %8s\n", "size", "old (s)", "new (s)", "ratio"
        count = 0
        for (size in sizes) order[++count] = size
        for (i = 1; i <= count; ++i)
            for (j = i + 1; j <= count; ++j)
                if (order[j] + 0 < order[i] + 0) { x = order[i]; order[i] = order[j]; order[j] = x }
        for (i = 1; i <= count; ++i) {
            size = order[i]
            for (b = 1; b <= 2; ++b) {
                build = b == 1 ? "old" : "new"
                m = 0
                delete v
                for (key in builds) {
                    split(key, kb, SUBSEP)
                    if (kb[1] != build) continue
                    v[++m] = t[kb[2] SUBSEP size]
                    positions[build] = n[kb[2] SUBSEP size]
                }
                for (p = 1; p <= m; ++p)
                    for (q = p + 1; q <= m; ++q)
                        if (v[q] < v[p]) { x = v[p]; v[p] = v[q]; v[q] = x }
                median[build] = m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
            }
            ratio = (positions["new"] / median["new"]) / (positions["old"] / median["old"])
            printf "%-7s %12.3f %12.3f %7.2fx\n", size, median["old"], median["new"], ratio
        }
    }' "$work/times"
