#!/bin/sh
# Builds the libFuzzer targets in build-fuzz (clang, ASan + UBSan) and runs each for SECONDS (default 60),
# seeded with the shared corpus files of its format. Prints per target the executions and the crashes;
# a crashing input is kept in build-fuzz/fuzz/<target>/crashes/. The grown corpus is kept between runs.
# Usage: tests/fuzz/run_fuzzers.sh [SECONDS] [TARGET...]
set -eu

seconds=${1:-60}
[ $# -gt 0 ] && shift
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build-fuzz"
seeds="${SHOGIBAN_TESTDATA_DIR:-$root/../shared/testdata}/kifu/files"
targets=${*:-"fuzz_kif fuzz_ki2 fuzz_csa fuzz_jkf fuzz_sfenusi fuzz_psn fuzz_detect"}

CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSHOGIBAN_FUZZ=ON -DSHOGIBAN_BUILD_APP=OFF -DSHOGIBAN_BUILD_TESTS=OFF >/dev/null
# shellcheck disable=SC2086
ninja -C "$build" -j2 $targets

extensions() {
    case "$1" in
    fuzz_kif) echo "kif kifu" ;;
    fuzz_ki2) echo "ki2 ki2u" ;;
    fuzz_csa) echo "csa" ;;
    fuzz_jkf) echo "jkf" ;;
    fuzz_sfenusi) echo "sfen usi usen" ;;
    fuzz_psn) echo "psn" ;;
    *) echo "kif kifu ki2 ki2u csa jkf sfen usi usen psn" ;;
    esac
}

status=0
printf '%-14s %12s %8s\n' target executions crashes
for target in $targets; do
    work="$build/fuzz/$target"
    mkdir -p "$work/corpus" "$work/seeds" "$work/crashes"
    for ext in $(extensions "$target"); do
        for f in "$seeds"/*."$ext"; do [ -e "$f" ] && cp "$f" "$work/seeds/"; done
    done
    log="$work/last.log"
    # Qt keeps a few allocations for the process's life; leak reports would only be noise.
    ASAN_OPTIONS=detect_leaks=0 "$build/bin/$target" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$work/crashes/" "$work/corpus" "$work/seeds" >"$log" 2>&1 || status=1
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    crashes=$(find "$work/crashes" -type f | wc -l)
    printf '%-14s %12s %8s\n' "$target" "${runs:-?}" "$crashes"
    if grep -q 'ERROR: \|runtime error' "$log"; then grep -m 3 'ERROR: \|runtime error\|SUMMARY' "$log"; fi
done
exit $status
