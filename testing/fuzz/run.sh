#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for a bounded time.
#   testing/fuzz/run.sh [SECONDS] [TARGET...]    (default: both targets at once, for 60 s)
# The seed corpus is made from testing/scripts/*.in at each run; what the fuzzer finds is kept
# in build/fuzz/corpus/TARGET, and a crashing or slow input in build/fuzz/artifacts/TARGET/.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(InterpreterFuzzer SavedGameFuzzer)
fi
build=${JUMP61_FUZZ_BUILD:-$root/build/fuzz}

# A unity build (each library in a few merged units) compiles faster; the release preset still
# compiles every file on its own.
cmake -S "$root" -B "$build" -DJUMP61_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_UNITY_BUILD=ON >/dev/null
cmake --build "$build" -j2 --target "${targets[@]}"

seeds=$build/seeds
rm -rf "$seeds"
mkdir -p "$seeds"
cp "$root"/testing/scripts/*.in "$seeds"/

# The targets run at the same time, one process each, with their output kept apart and shown
# when all have finished.
logs=$build/logs
mkdir -p "$logs"
pids=()
# Backgrounded processes ignore Ctrl-C in a script: stop those started so far along with it.
trap 'kill "${pids[@]}" 2>/dev/null; exit 130' INT TERM
for target in "${targets[@]}"; do
    corpus=$build/corpus/$target
    artifacts=$build/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    # Files the targets write go to a private folder under TMPDIR; memory is faster than disk.
    TMPDIR=${TMPDIR:-$( [ -d /dev/shm ] && echo /dev/shm || echo /tmp)} \
        "$build/testing/fuzz/$target" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "$seeds" >"$logs/$target.log" 2>&1 &
    pids+=($!)
done

status=0
for i in "${!targets[@]}"; do
    target=${targets[$i]}
    echo "== $target: $seconds s"
    if wait "${pids[$i]}"; then
        grep -E "^(Done|stat::)" "$logs/$target.log" || true
    else
        cat "$logs/$target.log"
        echo "== $target found a problem: see $build/artifacts/$target" >&2
        status=1
    fi
done
exit $status
