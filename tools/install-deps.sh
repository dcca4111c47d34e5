#!/bin/sh
# Installs the Debian packages jump61 needs to build and test, if any are missing.
# Runs apt-get as root, or through sudo otherwise. Does nothing when all are present.
#   tools/install-deps.sh        what make run, make check and make package need
#   tools/install-deps.sh --ci   also clang, the second compiler CI builds with, and its
#                                runtime libraries
set -eu

# dpkg-dev and file: CPack's dependency lookup (dpkg-shlibdeps); appstream: the metainfo check.
# qt6-tools-dev, qt6-l10n-tools: the window's translations (lupdate, lrelease); qt6-translations-l10n:
# Qt's own messages in German and French. time: /usr/bin/time -v, the soak test's memory check.
packages="cmake make g++ qt6-base-dev qt6-base-dev-tools qt6-svg-dev libqt6svg6 qt6-tools-dev
qt6-l10n-tools qt6-translations-l10n dpkg-dev file appstream time"
# libclang-rt-dev: the sanitizers' and libFuzzer's runtime libraries, which clang only
# recommends (and recommendations are not installed below).
if [ "${1:-}" = "--ci" ]; then
    packages="$packages clang libclang-rt-dev"
fi
missing=""
for p in $packages; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0

echo "jump61: installing missing packages:$missing"
if [ "$(id -u)" -eq 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
else
    echo "jump61: please install as root:$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing
