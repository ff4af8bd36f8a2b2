#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets in Fuzz/ with -sanitize=fuzzer,address and runs each for FUZZ_SECONDS
# (default 60) with leak detection on. Exits non-zero, naming the target and the file that reproduces it, on any
# crash, hang (a single input over FUZZ_TIMEOUT seconds), leak or out-of-memory. See "Fuzzing" in the README.
#
#   Scripts/fuzz.sh [TARGET…]      all targets when none is named
#   FUZZ_SECONDS=20 Scripts/fuzz.sh
#
# Everything it writes is under .build/fuzz: the build, seeds/ and dicts/ (made fresh from the project's fixtures by
# Scripts/fuzz_corpus.py), corpus/<Target>/ (what libFuzzer found interesting, kept between runs), findings/<Target>/
# (crash-*, leak-*, timeout-*, oom-* files) and logs/<Target>.log.
set -u
cd "$(dirname "$0")/.."
root=$(pwd)

seconds=${FUZZ_SECONDS:-60}
timeout=${FUZZ_TIMEOUT:-10}
config=${FUZZ_CONFIG:-debug}
swift=${SWIFT:-swift}
scratch=$root/.build/fuzz
all_targets=(FuzzOpenMeteo FuzzOpenWeatherMapFree FuzzOpenWeatherMapOneCall FuzzGeocodingOpenMeteo
             FuzzGeocodingOpenWeatherMap FuzzIPLocation FuzzForecastJSON FuzzConfig FuzzArguments FuzzBaseMap FuzzPNG)
if [ $# -gt 0 ]; then targets=("$@"); else targets=("${all_targets[@]}"); fi

case $seconds in ''|*[!0-9]*) echo "fuzz: FUZZ_SECONDS must be a whole number of seconds, not '$seconds'" >&2; exit 2;; esac

started=$(date +%s)
echo "fuzz: building ${#targets[@]} target(s) ($config, -sanitize=fuzzer,address) in ${scratch#"$root"/}"
# -enable-testing: FuzzConfig and FuzzArguments reach the CLI's internal parsers through @testable import.
# The linker's "Cannot export local symbol '__asan_…'" warnings are noise from gold and are filtered out.
build_log=$scratch/build.log
mkdir -p "$scratch"
if ! "$swift" build --package-path Fuzz --scratch-path "$scratch" -c "$config" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing >"$build_log" 2>&1; then
    grep -v "Cannot export local symbol" "$build_log" | tail -40
    echo "fuzz: FAILED: the fuzz targets did not build (full log: ${build_log#"$root"/})" >&2
    exit 1
fi
bin=$("$swift" build --package-path Fuzz --scratch-path "$scratch" -c "$config" --show-bin-path)
built=$(date +%s)
echo "fuzz: built in $((built - started)) s"

python3 Scripts/fuzz_corpus.py "$root" "$scratch" || { echo "fuzz: FAILED: could not make the seed corpus" >&2; exit 1; }

# Leak checking stays on for every input. The suppressions file names each false positive and why (see it).
export ASAN_OPTIONS="detect_leaks=1:handle_abort=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

failed=()
for target in "${targets[@]}"; do
    corpus=$scratch/corpus/$target
    findings=$scratch/findings/$target
    log=$scratch/logs/$target.log
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    if [ ! -x "$bin/$target" ]; then
        echo "fuzz: FAILED: $target: no such fuzz target (known: ${all_targets[*]})" >&2
        failed+=("$target"); continue
    fi
    before=$(ls "$findings" | wc -l)
    t0=$(date +%s)
    # New interesting inputs go to the first directory; the seeds are read only.
    (cd "$findings" && "$bin/$target" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -malloc_limit_mb=2048 \
        -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$findings/" -dict="$scratch/dicts/$target.dict" \
        "$corpus" "$scratch/seeds/$target") >"$log" 2>&1
    status=$?
    t1=$(date +%s)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$runs" ] || runs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    after=$(ls "$findings" | wc -l)
    if [ "$status" -eq 0 ] && [ "$after" -eq "$before" ]; then
        printf 'fuzz: %-28s %9s runs %5d s  ok\n' "$target" "${runs:-?}" "$((t1 - t0))"
    else
        kind=$(grep -m1 -oE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer): [a-z-]+|Fatal error: .*|SUMMARY: .*' "$log")
        [ -n "$artifact" ] || artifact=$(ls -t "$findings" | head -1 | sed "s|^|$findings/|")
        printf 'fuzz: %-28s %9s runs %5d s  FAILED (exit %d): %s\n' "$target" "${runs:-?}" "$((t1 - t0))" "$status" "${kind:-see the log}"
        echo "fuzz:   reproduce with: ${artifact#"$root"/}    log: ${log#"$root"/}"
        echo "fuzz:   replay: $bin/$target ${artifact#"$root"/}" | sed "s|$root/||"
        failed+=("$target")
    fi
done

echo "fuzz: ${#targets[@]} target(s), ${seconds} s each, $(( $(date +%s) - started )) s in all (build $((built - started)) s)"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz: no crash, hang or leak"
