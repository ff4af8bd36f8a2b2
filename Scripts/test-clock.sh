#!/usr/bin/env bash
# `make test-clock`: the test suite with the machine's clock set to hours of the day on
# both sides of the date lines (00:30, 06:30, 18:30 and 23:30 UTC by default: at 18:30 it is already tomorrow in
# Kathmandu, at 06:30 still yesterday in Honolulu). A test that reads the wall clock instead of a pinned "now"
# passes at some of them and fails at others.
#
#   TEST_CLOCK_HOURS="00:30 23:30"     other hours (UTC)
#   TEST_CLOCK_DATE=2026-12-31          another day (default: today, UTC)
#   TEST_CLOCK_FILTER=WxdashCLITests    only the tests `swift test --filter` picks
#
# The clock is shifted, not frozen: it starts at the given instant and runs on, and monotonic clocks stay real, so
# timeouts, Dispatch timers and the test runner's own waits behave as on any day. Every process a test starts
# (wxdash, the fixture servers, tmux) inherits the shift. The shift is a small LD_PRELOAD library
# (Scripts/clock-shift/clock-shift.c) built here with the toolchain's C compiler: libfaketime empties Swift's
# CommandLine.arguments, so the test runner would lose its own.
set -uo pipefail
cd "$(dirname "$0")/.."

hours=${TEST_CLOCK_HOURS:-"00:30 06:30 18:30 23:30"}
day=${TEST_CLOCK_DATE:-$(date -u +%F)}
filter=()
[ -z "${TEST_CLOCK_FILTER:-}" ] || filter=(--filter "$TEST_CLOCK_FILTER")

compiler=$(command -v clang || command -v gcc || command -v cc) || {
    echo "test-clock: no C compiler (clang comes with the Swift toolchain)." >&2
    exit 1
}
library="$PWD/.build/clock-shift.so"
mkdir -p .build
"$compiler" -shared -fPIC -O2 -o "$library" Scripts/clock-shift/clock-shift.c -ldl || {
    echo "test-clock: could not build the clock-shift library." >&2
    exit 1
}

export no_proxy=127.0.0.1,localhost NO_PROXY=127.0.0.1,localhost
swift build --build-tests >/dev/null || {
    echo "test-clock: the build failed; run make test to see why." >&2
    exit 1
}

status=0
for hour in $hours; do
    log=".build/test-clock-${hour/:/}.log"
    echo "== the tests with the clock at $day $hour UTC (log: $log)"
    shift=$(($(date -u -d "$day $hour" +%s) - $(date -u +%s)))
    seen=$(CLOCK_SHIFT_SECONDS=$shift LD_PRELOAD="$library" date -u +%H:%M)
    if [ "$seen" != "$hour" ] && [ "$seen" != "$(date -u -d "$day $hour 1 minute" +%H:%M)" ]; then
        echo "test-clock: the shifted clock reads $seen, not $hour: the LD_PRELOAD library does not work here." >&2
        exit 1
    fi
    TZ=UTC CLOCK_SHIFT_SECONDS=$shift LD_PRELOAD="$library" \
        swift test --skip-build "${filter[@]}" >"$log" 2>&1
    result=$?
    grep -E "Test run with [0-9]+ tests" "$log" | tail -n 1
    if [ "$result" -ne 0 ]; then
        status=1
        echo "test-clock: at $hour UTC the tests failed (status $result):"
        grep -E "✘|error:" "$log" | head -n 30
    fi
done
[ "$status" -eq 0 ] && echo "test-clock: the tests passed at every hour ($hours UTC on $day)"
exit "$status"
