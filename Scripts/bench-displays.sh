#!/usr/bin/env bash
# make bench (and make bench-displays): one `wxdash publish` and DISPLAYS (default 50) dashboards on `--source`, all
# on one Mosquitto on a free 127.0.0.1 port, against the loopback fixture server, for SECONDS seconds (default 60;
# the full run is 600). Prints, each beside its goal:
#   - the requests the fixture provider saw, against the publisher's own (the displays must ask it nothing: they are
#     given the same --api-base, so a display that fetched would be counted);
#   - each display's resident memory and CPU while idle (goal ≤ 30 MB, < 1 % of a core);
#   - after the broker is stopped and started again: how long until the publisher's retained forecast is back and
#     until every display has it again (its footer no longer says "Broker gone"; goal ≤ 10 s).
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
binary=${1:?usage: bench-displays.sh WXDASH_BINARY [SECONDS] [DISPLAYS]}
seconds=${2:-60}
displays=${3:-50}
root=$(cd "$(dirname "$0")/.." && pwd)
mosquitto=$(command -v mosquitto || ls /usr/sbin/mosquitto 2>/dev/null || true)
[ -n "$mosquitto" ] || { echo "bench-displays: mosquitto is not installed (Scripts/deps.sh test)" >&2; exit 1; }
command -v tmux > /dev/null || { echo "bench-displays: tmux is not installed" >&2; exit 1; }
work=$(mktemp -d -t wxdash-test-displays-XXXXXX)
socket="wxdash-displays-$$"
broker_pid=""
publisher_pid=""
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    [ -n "$publisher_pid" ] && kill "$publisher_pid" 2>/dev/null && wait "$publisher_pid" 2>/dev/null || true
    [ -n "$broker_pid" ] && kill "$broker_pid" 2>/dev/null && wait "$broker_pid" 2>/dev/null || true
    exec 3>&- 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

cat > "$work/routes.json" <<JSON
{"/v1/forecast": {"body_file": "$root/Tests/WeatherKitTests/Fixtures/openmeteo/kathmandu_0545.json"}}
JSON
# The server lives as long as this script holds its stdin open (fd 3); it logs each request to requests.log.
exec 3> >(FIXTURE_REQUEST_LOG="$work/requests.log" python3 "$root/Tests/WxdashCLITests/Support/fixture_server.py" "$work/routes.json" > "$work/port" 2>/dev/null)
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
api=$(awk '{print $2}' "$work/port")
[ -n "$api" ] || { echo "bench-displays: the fixture server did not start" >&2; exit 1; }

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf 'listener %s 127.0.0.1\npersistence false\nallow_anonymous true\nmax_connections -1\n' "$port" > "$work/mosquitto.conf"
start_broker() {
    "$mosquitto" -c "$work/mosquitto.conf" > /dev/null 2>&1 &
    broker_pid=$!
    for _ in $(seq 100); do
        python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 0.2)" 2> /dev/null && return 0
        sleep 0.05
    done
    echo "bench-displays: mosquitto did not start" >&2; exit 1
}
start_broker
url="mqtt://127.0.0.1:$port/bench"
now() { date +%s.%N; }
# seconds since $1, and whether that is under $2
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
within() { awk -v a="$1" -v b="$(now)" -v limit="$2" 'BEGIN { exit !(b - a < limit) }'; }
count_requests() { [ -f "$work/requests.log" ] && wc -l < "$work/requests.log" || echo 0; }

home="$work/publisher"
mkdir -p "$home"
env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 XDG_CACHE_HOME="$home/cache" XDG_STATE_HOME="$home/state" \
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" WXDASH_ASSETS="$root/Assets" no_proxy=127.0.0.1 WXDASH_NO_ALERTS=1 \
    "$binary" publish --mqtt "$url" --lat 27.7 --lon 85.3 --units metric --refresh 1h --api-base "http://127.0.0.1:$api" \
    > "$work/publisher.out" 2>&1 &
publisher_pid=$!
# A one-off reader of the retained forecast (it never asks the provider).
retained() {
    env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 WXDASH_ASSETS="$root/Assets" "$binary" now --source "$url" --timeout "$1" \
        --format line > /dev/null 2>&1
}
if ! retained 30; then
    echo "bench-displays: the publisher published nothing within 30 s:" >&2; cat "$work/publisher.out" >&2; exit 1
fi
publisher_requests=$(count_requests)

# Every display in a window of one tmux server, each with folders of its own and the fixture server as its provider.
tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 -s displays "sleep 100000"
for i in $(seq "$displays"); do
    d="$work/display-$i"
    mkdir -p "$d"
    tmux -L "$socket" new-window -d -t displays \
        "env -i PATH=/usr/bin:/bin HOME=$d LANG=C.UTF-8 TERM=screen-256color XDG_CACHE_HOME=$d/cache XDG_STATE_HOME=$d/state XDG_CONFIG_HOME=$d/config XDG_DATA_HOME=$d/data WXDASH_ASSETS=$root/Assets no_proxy=127.0.0.1 WXDASH_NO_ALERTS=1 $binary --source $url --units metric --api-base http://127.0.0.1:$api"
done
panes() { tmux -L "$socket" list-panes -s -t displays -F '#{window_index} #{pane_pid}' | awk '$1 > 0 {print $2}'; }
screens_matching() {
    local text=$1 n=0
    for w in $(tmux -L "$socket" list-windows -t displays -F '#{window_index}' | awk '$1 > 0'); do
        tmux -L "$socket" capture-pane -p -t "displays:$w" | grep -q -- "$text" && n=$((n + 1))
    done
    echo "$n"
}
started=$(now)
while [ "$(screens_matching 'Feels like')" -lt "$displays" ]; do
    if ! within "$started" 60; then
        echo "bench-displays: only $(screens_matching 'Feels like') of $displays displays show the weather after 60 s" >&2
        tmux -L "$socket" capture-pane -p -t displays:1 >&2; exit 1
    fi
    sleep 0.5
done
shown=$(since "$started")
echo "bench-displays: $displays displays on one broker, one publisher, ${seconds} s (the full run: make bench-displays DISPLAY_SECONDS=600)"
printf '  all %d displays showed the weather %.1f s after they started\n' "$displays" "$shown"

# Idle: the displays have their data and nothing changes; measured over the run's time less the restart's.
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
rss() { awk '/VmRSS/ {print $2}' "/proc/$1/status" 2>/dev/null || echo 0; }
idle=$((seconds > 40 ? seconds - 30 : 10))
declare -A before
for pid in $(panes); do before[$pid]=$(cpu "$pid"); done
sleep "$idle"
stats=$(for pid in $(panes); do echo "$(rss "$pid") $(( $(cpu "$pid") - ${before[$pid]:-0} ))"; done)
echo "$stats" | awk -v hz="$ticks" -v s="$idle" -v n="$displays" '
    { kb = $1; t = $2 / hz; if (kb > maxkb) maxkb = kb; sumkb += kb; pct = 100 * t / s; if (pct > maxpct) maxpct = pct; sumpct += pct; alive++ }
    END {
        printf "  resident memory per display: mean %.1f MB, largest %.1f MB (goal ≤ 30 MB)\n", sumkb / alive / 1024, maxkb / 1024
        printf "  CPU per display while idle over %d s: mean %.3f %%, largest %.3f %% of a core (goal < 1 %%)\n", s, sumpct / alive, maxpct
        if (alive != n) printf "  FAILED: only %d of %d displays are still running\n", alive, n
    }'
during=$(( $(count_requests) - publisher_requests ))
# The publisher refreshes hourly, after the longest run: every request after its first fetch would be a display's.
printf '  provider requests: %d by the publisher, %d more while the displays ran (goal: 0 from the displays)\n' "$publisher_requests" "$during"

# The broker goes for 5 s and comes back without its retained messages (no persistence), as after a crash.
kill "$broker_pid"; wait "$broker_pid" 2>/dev/null || true
broker_pid=""
gone_at=$(now)
while [ "$(screens_matching 'Broker gone')" -lt "$displays" ] && within "$gone_at" 25; do sleep 0.5; done
printf '  broker stopped: %d of %d displays said "Broker gone" within %s s\n' "$(screens_matching 'Broker gone')" "$displays" "$(since "$gone_at")"
sleep 5
start_broker
back=$(now)
republished=""
while within "$back" 60; do
    if [ -z "$republished" ] && retained 1; then
        republished=$(since "$back")
    fi
    if [ -n "$republished" ] && [ "$(screens_matching 'Broker gone')" -eq 0 ]; then break; fi
    sleep 0.25
done
all_back=$(since "$back")
left=$(screens_matching 'Broker gone')
printf '  after the broker came back: the publisher'"'"'s retained forecast was there again in %s s\n' "${republished:-(never within 60)}"
printf '  every display showed the data again (no "Broker gone") %.1f s after the broker returned (goal ≤ 10 s)%s\n' "$all_back" \
    "$([ "$left" -gt 0 ] && echo "; FAILED: $left still say Broker gone" || true)"
printf '  provider requests in all: %d (the publisher'"'"'s alone)\n' "$(count_requests)"
