#!/bin/sh
# Builds the text program of an earlier commit beside the current one, so that the matches of
# docs/ENGINE.md can be re-run against the engines they name.
#   tools/build-reference.sh [--patch FILE] COMMIT [DIR]
# COMMIT is any commit of this repository (a hash or a branch); DIR defaults to
# build/reference/COMMIT (build/reference/COMMIT-NAME with a patch NAME.patch). The commit's
# files are exported with git archive (the working tree is not touched), FILE is applied to
# them if given (testing/reference/ holds the patches the docs use, such as the first AI's
# `movetime`), and they are configured in release mode without the window and the tests, and
# built. Prints the path of the built jump61 on standard output (progress goes to standard
# error).
set -eu

patch=
if [ $# -ge 2 ] && [ "$1" = --patch ]; then
    patch=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
    shift 2
fi
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: tools/build-reference.sh [--patch FILE] COMMIT [DIR]" >&2
    exit 2
fi
if [ -n "$patch" ] && [ ! -f "$patch" ]; then
    echo "build-reference: no patch file $patch" >&2
    exit 1
fi
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
commit=$(git -C "$root" rev-parse --verify --quiet "$1^{commit}") || {
    echo "build-reference: $1 is not a commit of this repository" >&2
    exit 1
}
suffix=
if [ -n "$patch" ]; then
    suffix=-$(basename "$patch" .patch)
fi
dir=${2:-$root/build/reference/$1$suffix}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}

rm -rf "$dir/source"
mkdir -p "$dir/source"
git -C "$root" archive "$commit" | tar -x -C "$dir/source"
if [ -n "$patch" ]; then
    # The ceiling keeps git from taking DIR for part of an enclosing repository, so the patch's
    # paths are read from DIR/source.
    (cd "$dir/source" && GIT_CEILING_DIRECTORIES=$(dirname "$dir/source") git apply "$patch")
fi
# JUMP61_WERROR=OFF: a newer compiler may warn where the commit's did not (commits from before
# that option make warnings errors regardless; they build cleanly with Debian 12's g++). Those
# commits also look for Qt even without the window: tools/install-deps.sh installs it.
cmake --no-warn-unused-cli -S "$dir/source" -B "$dir/build" -DCMAKE_BUILD_TYPE=Release \
    -DJUMP61_GUI=OFF -DBUILD_TESTING=OFF -DJUMP61_WERROR=OFF >&2
cmake --build "$dir/build" --target jump61 -j "$jobs" >&2
echo "$dir/build/src/app/jump61"
