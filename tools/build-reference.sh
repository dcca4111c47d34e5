#!/bin/sh
# Builds the text program of an earlier commit beside the current one, so that the matches of
# docs/ENGINE.md can be re-run against the engines they name.
#   tools/build-reference.sh COMMIT [DIR]
# COMMIT is any commit of this repository (a hash or a branch); DIR defaults to
# build/reference/COMMIT. The commit's files are exported with git archive (the working tree
# is not touched), configured in release mode without the window and the tests, and built.
# Prints the path of the built jump61 on standard output (progress goes to standard error).
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: tools/build-reference.sh COMMIT [DIR]" >&2
    exit 2
fi
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
commit=$(git -C "$root" rev-parse --verify --quiet "$1^{commit}") || {
    echo "build-reference: $1 is not a commit of this repository" >&2
    exit 1
}
dir=${2:-$root/build/reference/$1}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}

mkdir -p "$dir/source"
git -C "$root" archive "$commit" | tar -x -C "$dir/source"
# JUMP61_WERROR=OFF: a newer compiler may warn where the commit's did not (commits from before
# that option make warnings errors regardless; they build cleanly with Debian 12's g++). Those
# commits also look for Qt even without the window: tools/install-deps.sh installs it.
cmake --no-warn-unused-cli -S "$dir/source" -B "$dir/build" -DCMAKE_BUILD_TYPE=Release \
    -DJUMP61_GUI=OFF -DBUILD_TESTING=OFF -DJUMP61_WERROR=OFF >&2
cmake --build "$dir/build" --target jump61 -j "$jobs" >&2
echo "$dir/build/src/app/jump61"
