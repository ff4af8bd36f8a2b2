#!/usr/bin/env bash
# The Debian packages wxdash needs, in one list read by the Makefile and by .ci/run.
#
#   bash Scripts/deps.sh build   what building and running the dashboard needs
#   bash Scripts/deps.sh test    that, and what the test suite needs
#   bash Scripts/deps.sh list    every package, what it is for and whether it is here
#
# Missing packages are installed with apt-get when running as root, through `sudo -n` when the user may
# use sudo without a password prompt; otherwise (or with NO_INSTALL=1) the exact install line is printed
# and the script exits 1.
set -uo pipefail

# need:package:what it is for:a shell test that succeeds when the package is here
packages=(
    "build:libncurses-dev:the screen (ncursesw headers):test -f /usr/include/ncursesw/curses.h"
    "build:libsqlite3-dev:the forecast cache and the mood journal (SQLite headers):test -f /usr/include/sqlite3.h"
    "build:libcurl4-openssl-dev:HTTP on Linux (libcurl headers, and its static link):command -v curl-config"
    "build:ca-certificates:https to the weather providers:test -f /etc/ssl/certs/ca-certificates.crt"
    "build:tzdata:every place's own clock (the time zone database):test -f /usr/share/zoneinfo/Asia/Kathmandu"
    "build:zlib1g-dev:the rain radar's PNG tiles (zlib headers):test -f /usr/include/zlib.h"
    "build:libmosquitto-dev:MQTT for wxdash publish, MQTT sources and sensors (libmosquitto headers):test -f /usr/include/mosquitto.h"
    "test:tmux:the dashboard's end-to-end tests:command -v tmux"
    "test:python3:the loopback fixture servers of the end-to-end tests:command -v python3"
    "test:python3-jinja2:rendering the Home Assistant discovery templates in the MQTT tests:/usr/bin/python3 -c 'import jinja2'"
    "test:mosquitto:the MQTT broker the end-to-end tests start on loopback:command -v mosquitto || test -x /usr/sbin/mosquitto"
    "test:make:the README's two commands:command -v make"
)

need=${1:-build}
case "$need" in
build | test | list) ;;
*)
    echo "usage: Scripts/deps.sh build|test|list" >&2
    exit 2
    ;;
esac

missing=()
reasons=()
for entry in "${packages[@]}"; do
    IFS=: read -r group package purpose check <<<"$entry"
    here=yes
    eval "$check" >/dev/null 2>&1 || here=no
    if [ "$need" = list ]; then
        printf '%-22s %-5s %-4s %s\n' "$package" "$group" "$here" "$purpose"
        continue
    fi
    [ "$group" = build ] || [ "$need" = test ] || continue
    if [ "$here" = no ]; then
        missing+=("$package")
        reasons+=("  $package: $purpose")
    fi
done
[ "$need" != list ] || exit 0
((${#missing[@]})) || exit 0

print_and_stop() {
    echo "wxdash needs these Debian packages: ${missing[*]}"
    printf '%s\n' "${reasons[@]}"
    echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
    [ -z "${1:-}" ] || echo "$1"
    exit 1
}

if [ -n "${NO_INSTALL:-}" ] && [ "${NO_INSTALL}" != 0 ]; then
    print_and_stop "(NO_INSTALL is set, so nothing was installed.)"
fi
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    as_root=(sudo -n)
else
    print_and_stop "(Not root, and sudo is missing or asks for a password, so make could not install them itself.)"
fi
if ! command -v apt-get >/dev/null 2>&1; then
    print_and_stop "(apt-get is not on this machine: install the equivalents with your package manager.)"
fi

echo "wxdash is installing the Debian packages it needs: ${missing[*]}"
printf '%s\n' "${reasons[@]}"
echo "(NO_INSTALL=1 prints the install line and stops instead.)"
export DEBIAN_FRONTEND=noninteractive
if ! "${as_root[@]}" apt-get update -qq || ! "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
    echo "Installing ${missing[*]} failed (see apt-get's words above)."
    echo "Try it yourself:  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
    exit 1
fi
