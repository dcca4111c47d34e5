#!/usr/bin/env bash
# Compares how deep two engines search in a fixed time on 6x6 mid-game positions: the measure
# behind "plies more in one second" (docs/ENGINE.md).
#
#   tools/compare-depth.sh [--ms N] [--rounds R] OLD [NEW]
#
# OLD and NEW are commits of this repository (NEW defaults to the working tree's build in
# build/release, which must be built). testing/depth/DepthMain.cpp is compiled against each
# engine: OLD's is built with tools/build-reference.sh (in build/reference/OLD, kept for the next
# run). Each round runs both, alternated, reversed each round (R rounds, default 3; N ms a
# search, default 1000); every run prints its twelve depths, and the summary gives each build's
# mean depth and positions a second over all its runs. The machine should be otherwise idle.
# Takes about 2 x R x 12 x N ms, plus the reference build the first time.
set -euo pipefail

ms=1000
rounds=3
usage="usage: tools/compare-depth.sh [--ms N] [--rounds R] OLD [NEW]"
while [[ $# -gt 0 ]]; do
    case "$1" in
    --ms | --rounds)
        if [[ $# -lt 2 || ! "$2" =~ ^[1-9][0-9]{0,5}$ ]]; then
            echo "compare-depth: $1 takes a whole number from 1 to 999999" >&2
            exit 2
        fi
        if [[ "$1" == --ms ]]; then ms=$2; else rounds=$2; fi
        shift 2
        ;;
    -h | --help)
        echo "$usage"
        exit 0
        ;;
    -*)
        echo "compare-depth: unknown option $1; $usage" >&2
        exit 2
        ;;
    *) break ;;
    esac
done
if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "$usage" >&2
    exit 2
fi

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
source_file=$root/testing/depth/DepthMain.cpp
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Builds the driver against the engine of a commit (or of the working tree's release build).
build_driver() { # NAME COMMIT-or-empty
    local name=$1 commit=$2 src build
    if [[ -z "$commit" ]]; then
        src=$root/src
        build=$root/build/release
    else
        "$root/tools/build-reference.sh" "$commit" >/dev/null
        src=$root/build/reference/$commit/source/src
        build=$root/build/reference/$commit/build
    fi
    for library in engine core; do
        if [[ ! -f "$build/src/$library/libjump61_$library.a" ]]; then
            echo "compare-depth: no $build/src/$library/libjump61_$library.a (build it first)" >&2
            exit 1
        fi
    done
    c++ -std=c++20 -O3 -DNDEBUG -march=x86-64-v2 -I"$src" "$source_file" \
        "$build/src/engine/libjump61_engine.a" "$build/src/core/libjump61_core.a" -lpthread \
        -o "$work/$name"
}

build_driver old "$1"
build_driver new "${2:-}"

for ((r = 0; r < rounds; ++r)); do
    order=(old new)
    ((r % 2 == 1)) && order=(new old)
    for build in "${order[@]}"; do
        "$work/$build" --ms "$ms" >"$work/out"
        echo "$build: $(head -1 "$work/out")"
        sed -n 's/^mean depth \([0-9.]*\), \([0-9.]*\) M positions a second$/\1 \2/p' "$work/out" |
            sed "s/^/$build /" >>"$work/figures"
    done
done

awk -v old="$1" -v new="${2:-the working tree}" '
    { depth[$1] += $2; speed[$1] += $3; runs[$1] += 1 }
    END {
        printf "old (%s): mean depth %.2f, %.2f M positions a second\n", old,
               depth["old"] / runs["old"], speed["old"] / runs["old"]
        printf "new (%s): mean depth %.2f, %.2f M positions a second\n", new,
               depth["new"] / runs["new"], speed["new"] / runs["new"]
        printf "new - old: %+.2f plies\n", depth["new"] / runs["new"] - depth["old"] / runs["old"]
    }' "$work/figures"
