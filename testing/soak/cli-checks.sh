#!/usr/bin/env bash
# The ways of starting the program that once aborted (issue 12): each must end with its exit
# code and one line on standard error, never a crash.
#
#   testing/soak/cli-checks.sh PATH-TO-JUMP61
set -u
program=$1
failures=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT

# expect NAME STATUS PATTERN: the last command's exit status and its one stderr line.
expect() {
    local name=$1 wanted=$2 pattern=$3 status=$4
    local lines
    lines=$(wc -l <"$err")
    if [ "$status" -ne "$wanted" ] || [ "$lines" -ne 1 ] || ! grep -q -E "$pattern" "$err"; then
        echo "FAIL $name: exit status $status (wanted $wanted), standard error:"
        sed 's/^/  /' "$err"
        failures=$((failures + 1))
    else
        echo "ok   $name"
    fi
}

echo dump | "$program" >/dev/full 2>"$err"
expect "full output" 1 '^error: cannot write the output: No space left on device$' $?

yes dump 2>/dev/null | "$program" 2>"$err" | head -1 >/dev/null
expect "closed output" 1 '^error: cannot write the output: Broken pipe$' "${PIPESTATUS[1]}"

# A file-size limit is a full disk too, not a silent death by SIGXFSZ.
limited=$(mktemp)
for _ in $(seq 100); do echo dump; done | (ulimit -f 1 && "$program" >"$limited" 2>"$err")
expect "file-size limit on the output" 1 '^error: cannot write the output: File too large$' $?
rm -f "$limited"

"$program" --version >/dev/full 2>"$err"
expect "full output of a tool" 1 '^jump61: cannot write the output' $?

env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$program" --display >/dev/null 2>"$err"
status=$?
if grep -q "has no window" "$err"; then
    expect "--display in a build without the window" 2 'has no window' $status
else
    expect "--display without a display" 1 'no display.*without --display' $status
fi

# A table larger than the memory the program may have is halved until it fits. Sanitizer
# builds reserve terabytes of address space, so a memory limit cannot be set for them.
if ldd "$program" 2>/dev/null | grep -q -E 'lib[at]san'; then
    echo "skip --hash beyond memory (sanitizer build)"
else
    out=$( (ulimit -v 800000 && "$program" --solve --size 3 --hash 1000000 --time 5) 2>"$err")
    status=$?
    if [ "$status" -ne 0 ] || ! grep -q "could not be allocated" <<<"$out" ||
        ! grep -q "value: Blue wins" <<<"$out"; then
        echo "FAIL --hash beyond memory: exit status $status, output:"
        sed 's/^/  /' <<<"$out" "$err"
        failures=$((failures + 1))
    else
        echo "ok   --hash beyond memory"
    fi
fi

# A kill during a long solve stops it cleanly: it reports, saves its table and exits with 0.
table=$(mktemp -u)
out=$(mktemp)
"$program" --solve --size 5 --time 600 --hash 16 --table "$table" >"$out" 2>"$err" &
solver=$!
# The first line is printed once the handler is in place; the loop only guards against a hang.
for _ in $(seq 600); do
    grep -q "^solving" "$out" && break
    sleep 0.1
done
kill -TERM "$solver"
wait "$solver"
status=$?
if [ "$status" -ne 0 ] || ! grep -q "^stopped before the budget ran out" "$out" ||
    ! grep -q "^table saved to $table" "$out" || [ ! -s "$table" ]; then
    echo "FAIL kill during --solve: exit status $status, output:"
    sed 's/^/  /' "$out" "$err"
    failures=$((failures + 1))
else
    echo "ok   kill during --solve"
fi
rm -f "$table" "$out"
# A reader that goes ends a tool when it goes, not at the tool's next line (seconds away at
# perft(5) on 9x9; ten for a solve's first progress line, a section for the bench): the same
# one line and exit status as a write that fails. A solve still saves its table.
"$program" --perft 6 --size 9 2>"$err" | head -4 >/dev/null
expect "reader gone during --perft" 1 '^jump61: cannot write the output: Broken pipe$' \
    "${PIPESTATUS[0]}"
table=$(mktemp -u)
"$program" --solve --size 5 --time 600 --hash 16 --table "$table" 2>"$err" | head -1 >/dev/null
expect "reader gone during --solve" 1 '^jump61: cannot write the output: Broken pipe$' \
    "${PIPESTATUS[0]}"
if [ ! -s "$table" ]; then
    echo "FAIL reader gone during --solve: no table saved"
    failures=$((failures + 1))
fi
rm -f "$table"
# A --table name is quoted as every other file name: a newline in it does not split the error
# into two lines, and control characters and * show as ?.
"$program" --solve --size 3 --time 1 --table "$(printf 'no-such-folder/a\nb*\033.tab')" \
    >/dev/null 2>"$err"
expect "--table name with control characters" 1 \
    '^jump61: cannot save the solver table no-such-folder/a\?b\?\?\.tab: the folder does not exist$' $?

# A kill of the text game ends it with the signal's status and says so in one line.
out=$(mktemp)
fifo=$(mktemp -u)
mkfifo "$fifo"
"$program" <"$fifo" >"$out" 2>"$err" &
game=$!
exec 3>"$fifo"
echo "3 4" >&3
# The second prompt shows once the move is made, with the handler long in place.
for _ in $(seq 600); do
    [ "$(grep -o 'red>' "$out" | wc -l)" -ge 2 ] && break
    sleep 0.1
done
kill -TERM "$game"
wait "$game"
expect "kill of the text game" 143 '^jump61: stopped by SIGTERM$' $?
exec 3>&-
rm -f "$fifo" "$out"

[ "$failures" -eq 0 ]
