#!/usr/bin/env bash
# `make test-clock`: the test suite with the machine's clock set, through libfaketime, to hours of the day on
# both sides of the date lines (00:30, 06:30, 18:30 and 23:30 UTC by default: at 18:30 it is already tomorrow in
# Kathmandu, at 06:30 still yesterday in Honolulu). A test that reads the wall clock instead of a pinned "now"
# passes at some of them and fails at others.
#
#   TEST_CLOCK_HOURS="00:30 23:30"     other hours (UTC)
#   TEST_CLOCK_DATE=2026-12-31          another day (default: today, UTC)
#   TEST_CLOCK_FILTER=WxdashCLITests    only the tests `swift test --filter` picks
#
# The clock starts at the given instant and runs on ("@" in FAKETIME); monotonic clocks stay real, so timeouts,
# Dispatch timers and the test runner's own waits behave as on any day. Every process a test starts (wxdash, the
# fixture servers, tmux) inherits the faked clock.
set -uo pipefail
cd "$(dirname "$0")/.."

hours=${TEST_CLOCK_HOURS:-"00:30 06:30 18:30 23:30"}
day=${TEST_CLOCK_DATE:-$(date -u +%F)}
filter=()
[ -z "${TEST_CLOCK_FILTER:-}" ] || filter=(--filter "$TEST_CLOCK_FILTER")

library=""
for candidate in /usr/lib/*-linux-gnu/faketime/libfaketime.so.1 /usr/lib/faketime/libfaketime.so.1; do
    if [ -f "$candidate" ]; then
        library=$candidate
        break
    fi
done
if [ -z "$library" ]; then
    echo "test-clock: libfaketime is missing (Debian package faketime; make test-clock installs it)." >&2
    exit 1
fi

export no_proxy=127.0.0.1,localhost NO_PROXY=127.0.0.1,localhost
swift build --build-tests >/dev/null || {
    echo "test-clock: the build failed; run make test to see why." >&2
    exit 1
}

status=0
for hour in $hours; do
    log=".build/test-clock-${hour/:/}.log"
    echo "== the tests with the clock at $day $hour UTC (log: $log)"
    TZ=UTC FAKETIME="@$day $hour:00" DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$library" \
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
