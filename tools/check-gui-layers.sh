#!/bin/sh
# Checks that includes between the window's folders run only downward (docs/ARCHITECTURE.md):
# settings < worker < board < panels < dialogs < window. Prints each include that runs upward.
# Usage: tools/check-gui-layers.sh [SOURCE_DIR]
set -eu
cd "${1:-$(dirname "$0")/..}/src/gui"
order="settings worker board panels dialogs window"
rank() {
    i=0
    for g in $order; do
        [ "$g" = "$1" ] && { echo $i; return; }
        i=$((i + 1))
    done
    echo -1
}
status=0
for group in $order; do
    own=$(rank "$group")
    for file in "$group"/*; do
        for used in $(sed -n 's|^#include "gui/\([a-z]*\)/.*|\1|p' "$file"); do
            if [ "$(rank "$used")" -gt "$own" ]; then
                echo "upward include: src/gui/$file includes gui/$used/" >&2
                status=1
            fi
        done
    done
done
for file in *.h *.cpp; do
    [ -e "$file" ] && { echo "src/gui/$file belongs in one of: $order" >&2; status=1; }
done
exit $status
