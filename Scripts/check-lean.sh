#!/usr/bin/env bash
# Fails when the release binary carries ICU (Foundation's locale data and formatters: some 35 MB, and most of a
# status-bar start's page faults) or, stripped, is larger than LEAN_MAX_MB (default 25).
#   bash Scripts/check-lean.sh [path/to/wxdash]     (default: the release build's, built as `make build` does)
set -euo pipefail
cd "$(dirname "$0")/.."
max_mb=${LEAN_MAX_MB:-25}
binary=${1:-}
if [ -z "$binary" ]; then
    swift build -c release --static-swift-stdlib --product wxdash
    binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/wxdash"
fi
[ -x "$binary" ] || { echo "check-lean: no binary at $binary: build it with make build, or name it."; exit 2; }

# ICU's C API (ucol_, udat_, unum_, ucal_, uloc_, ubrk_) and its C++ classes (namespace icu_NN).
icu_symbols=$(nm "$binary" 2>/dev/null | grep -cE ' (ucol_|udat_|unum_|ucal_|uloc_|ubrk_)|icu_[0-9]+' || true)
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
strip -o "$stripped" "$binary"
bytes=$(stat -c %s "$stripped")
megabytes=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1000000 }')
echo "check-lean: $binary: $megabytes MB stripped (goal ≤ $max_mb MB), $icu_symbols ICU symbols (goal 0)"
status=0
if [ "$icu_symbols" -ne 0 ]; then
    echo "check-lean: ICU is linked in. Something calls an API that needs it (Locale, DateFormatter, NumberFormatter,"
    echo "  String(format:), folding, TimeZone(identifier:), FileHandle, …): format through Translation's CLDRFacts and"
    echo "  ZoneInfo instead. The symbols that pull it:  nm -C $binary | grep -E ' (ucol_|udat_|unum_)' | head"
    status=1
fi
if awk -v b="$bytes" -v m="$max_mb" 'BEGIN { exit !(b > m * 1000000) }'; then
    echo "check-lean: the stripped binary is larger than $max_mb MB."
    status=1
fi
exit "$status"
