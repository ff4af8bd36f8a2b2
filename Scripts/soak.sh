#!/usr/bin/env bash
# make soak: runs the dashboard in tmux for MINUTES minutes against a loopback server that fails every
# third request, refreshing every second, and prints its memory at start and end and the CPU it used.
# A second dashboard with the default interval runs beside it to show what an idle one costs.
# Both run with --kiosk --shift 1, so the burn-in shift moves the layout every minute of the soak.
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
binary=${1:?usage: soak.sh WXDASH_BINARY [MINUTES]}
minutes=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
socket="wxdash-soak-$$"
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    exec 3>&- 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

cat > "$work/routes.json" <<JSON
{"/v1/forecast": {"body_file": "$root/Tests/WeatherKitTests/Fixtures/openmeteo/kathmandu_0545.json", "fail_every": 3}}
JSON
# The server lives as long as this script holds its stdin open (fd 3).
exec 3> >(python3 "$root/Tests/WxdashCLITests/Support/fixture_server.py" "$work/routes.json" > "$work/port" 2>/dev/null)
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(awk '{print $2}' "$work/port")
[ -n "$port" ] || { echo "soak: the fixture server did not start" >&2; exit 1; }

environment="env -i PATH=/usr/bin:/bin HOME=$work LANG=C.UTF-8 TERM=screen-256color XDG_CACHE_HOME=$work/cache XDG_STATE_HOME=$work/state WXDASH_ASSETS=$root/Assets no_proxy=127.0.0.1 WXDASH_NO_ALERTS=1"
tmux -L "$socket" -f /dev/null new-session -d -x 100 -y 30 \
    "$environment $binary --lat 27.7 --lon 85.3 --units metric --refresh 1s --kiosk --shift 1 --api-base http://127.0.0.1:$port"
tmux -L "$socket" new-window -d \
    "$environment $binary --lat 27.7 --lon 85.3 --units metric --kiosk --shift 1 --api-base http://127.0.0.1:$port"
sleep 5
busy=$(tmux -L "$socket" list-panes -a -F '#{window_index} #{pane_pid}' | awk '$1 == 0 {print $2}')
idle=$(tmux -L "$socket" list-panes -a -F '#{window_index} #{pane_pid}' | awk '$1 == 1 {print $2}')
ticks=$(getconf CLK_TCK)
rss() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
rss_start=$(rss "$busy"); cpu_start=$(cpu "$busy"); idle_cpu_start=$(cpu "$idle")
echo "soak: ${minutes} min, refresh every 1 s, every third request fails (pid $busy)"
sleep $((minutes * 60))
if ! kill -0 "$busy" 2>/dev/null; then
    echo "soak: FAILED — the dashboard is gone"; exit 1
fi
screen=$(tmux -L "$socket" capture-pane -p -t 0)
rss_end=$(rss "$busy"); cpu_end=$(cpu "$busy"); idle_cpu_end=$(cpu "$idle")
seconds=$((minutes * 60))
awk -v a="$rss_start" -v b="$rss_end" 'BEGIN { printf "  resident memory  start %.1f MB, end %.1f MB, growth %.2f MB (goal ≤ 0.5 MB)\n", a/1024, b/1024, (b-a)/1024 }'
awk -v t="$((cpu_end - cpu_start))" -v hz="$ticks" -v s="$seconds" 'BEGIN { printf "  CPU, refreshing every second: %.2f s over %d s (%.2f %% of one core)\n", t/hz, s, 100*t/hz/s }'
awk -v t="$((idle_cpu_end - idle_cpu_start))" -v hz="$ticks" -v s="$seconds" 'BEGIN { printf "  CPU, idle at the default interval: %.2f s (%.3f %% of one core; goal ≤ 0.1 %%)\n", t/hz, 100*t/hz/s }'
if grep -qE "Updated|Offline" <<<"$screen"; then
    echo "  screen: $(grep -oE '(Updated|Stale|Offline)[^·]*' <<<"$screen" | head -1)"
else
    echo "soak: FAILED — the screen shows no data:"; echo "$screen"; exit 1
fi
