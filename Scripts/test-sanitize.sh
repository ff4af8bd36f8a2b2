#!/usr/bin/env bash
# `make test-sanitize`: the whole test suite built with a sanitizer (address or thread), in its own
# scratch folder so the normal build is not thrown away. Fails on any sanitizer report, including
# one from a wxdash process a test started (those inherit the same options).
set -uo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:?usage: test-sanitize.sh address|thread}
scratch=".build/sanitize-$sanitizer"
log="$scratch.log"
# Every process's reports (the test runner's and each wxdash a test starts) land here as files.
reports="$PWD/$scratch-reports"
rm -rf "$reports"
mkdir -p "$reports"

export no_proxy=127.0.0.1,localhost NO_PROXY=127.0.0.1,localhost
export ASAN_OPTIONS="detect_leaks=1:log_path=$reports/asan"
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan.supp:log_path=$reports/tsan"

echo "== swift test --sanitize=$sanitizer (log: $log)"
swift test --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1
status=$?
grep -E "Test run with|Executed [0-9]+ tests" "$log" | tail -n 2
found=$(find "$reports" -type f | wc -l)
if [ "$found" -gt 0 ]; then
    echo "$sanitizer sanitizer: $found process(es) reported problems (in $reports); the first:"
    head -n 40 "$(find "$reports" -type f | head -n 1)"
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "$sanitizer sanitizer: the tests failed (status $status); see $log"
    grep -E "✘|error:" "$log" | head -n 20
    exit "$status"
fi
echo "$sanitizer sanitizer: clean"
