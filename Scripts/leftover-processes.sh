#!/usr/bin/env bash
# After a test run: names every tmux server (socket wxdash-test-…) and fixture server that the run left
# running, ends it and everything under it (SIGTERM, then SIGKILL), and fails if there was any.
# Only processes whose environment holds WXDASH_TEST_RUN=TAG count, so another checkout's tests running on
# the same machine are left alone.
set -uo pipefail
tag=${1:?usage: leftover-processes.sh TAG}

below() {
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        below "$child"
    done
}

# Those of the given processes still running (a zombie has ended; only its parent can clear it).
running() {
    local pid
    for pid in "$@"; do
        [ -r "/proc/$pid/stat" ] && [ "$(sed 's/.*) //' "/proc/$pid/stat" | cut -d' ' -f1)" != Z ] && echo "$pid"
    done
}

leftovers=()
for pid in $(pgrep -f -- 'wxdash-test-|fixture_server\.py'); do
    # A zombie's environment reads as empty, so it never matches.
    grep -qzx "WXDASH_TEST_RUN=$tag" "/proc/$pid/environ" 2>/dev/null && leftovers+=("$pid")
done
((${#leftovers[@]})) || exit 0

echo "These processes started by the tests outlived them:"
everything=()
for pid in "${leftovers[@]}"; do
    echo "  $pid $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"
    everything+=("$pid" $(below "$pid"))
done
kill -TERM "${everything[@]}" 2>/dev/null
for _ in $(seq 20); do
    [ -n "$(running "${everything[@]}")" ] || break
    sleep 0.1
done
remaining=$(running "${everything[@]}")
if [ -n "$remaining" ]; then
    echo "Still running after SIGTERM, so SIGKILL: $(echo $remaining)"
    kill -KILL $remaining 2>/dev/null
fi
echo "Ended them (${#everything[@]} processes, with what ran under them)."
exit 1
