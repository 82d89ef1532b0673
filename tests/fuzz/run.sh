#!/usr/bin/env bash
# Builds keyplate's libFuzzer targets and runs each for a while on a copy of its seed corpus.
#
#   tests/fuzz/run.sh [seconds-per-target]        (default 60)
#
# Environment:
#   KEYPLATE_FUZZ_BUILD_DIR  build directory (default: <repo>/build/fuzz)
#   KEYPLATE_FUZZ_CXX        compiler (default: clang++-16; must be Clang with libFuzzer)
#   KEYPLATE_FUZZ_TARGETS    space-separated subset of targets, e.g. "strings roundtrip"
#
# Exits non-zero when a target crashes, finds a property violation, hangs or fails to build.
# Crashing inputs are written to <build>/artifacts/; see tests/fuzz/README.md to reproduce.
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [seconds-per-target]" >&2
  exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
build="${KEYPLATE_FUZZ_BUILD_DIR:-$repo/build/fuzz}"
cxx="${KEYPLATE_FUZZ_CXX:-clang++-16}"

if ! command -v "$cxx" >/dev/null 2>&1; then
  echo "error: $cxx not found (Debian: apt-get install clang-16 libclang-rt-16-dev)" >&2
  exit 1
fi

generator=()
if command -v ninja >/dev/null 2>&1; then
  generator=(-G Ninja)
fi
# Never reuse a build directory configured for something else.
if [[ -f "$build/CMakeCache.txt" ]] &&
  ! grep -q "^KEYPLATE_BUILD_FUZZERS:BOOL=ON" "$build/CMakeCache.txt"; then
  echo "error: $build holds another build; set KEYPLATE_FUZZ_BUILD_DIR" >&2
  exit 1
fi

echo "== configuring $build"
cmake -S "$repo" -B "$build" "${generator[@]}" \
  -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DKEYPLATE_BUILD_FUZZERS=ON \
  -DKEYPLATE_BUILD_TESTS=OFF \
  -DKEYPLATE_BUILD_EXAMPLES=OFF \
  -DKEYPLATE_BUILD_BENCH=OFF \
  -DKEYPLATE_WARNINGS_AS_ERRORS=ON >/dev/null

echo "== building"
cmake --build "$build" --target keyplate_fuzzers

targets=()
if [[ -n "${KEYPLATE_FUZZ_TARGETS:-}" ]]; then
  read -r -a targets <<<"$KEYPLATE_FUZZ_TARGETS"
else
  for src in "$here"/*.fuzz.cpp; do
    name="$(basename "$src")"
    targets+=("${name%.fuzz.cpp}")
  done
fi
if ((${#targets[@]} == 0)); then
  echo "error: no fuzz targets found in $here" >&2
  exit 1
fi

mkdir -p "$build/artifacts" "$build/logs"
failed=()
summary=()
for target in "${targets[@]}"; do
  exe="$build/tests/fuzz/fuzz_$target"
  if [[ ! -x "$exe" ]]; then
    echo "error: $exe was not built" >&2
    failed+=("$target")
    continue
  fi
  # Fuzz a copy: the committed corpus stays as it is.
  corpus="$build/corpus/$target"
  rm -rf "$corpus"
  mkdir -p "$corpus"
  if [[ -d "$here/corpus/$target" ]]; then
    cp -R "$here/corpus/$target"/. "$corpus"/
  fi
  log="$build/logs/$target.log"
  echo "== fuzz_$target for ${seconds}s (log: $log)"
  status=0
  # The outer timeout only guards against a fuzzer that ignores -max_total_time.
  timeout --signal=KILL "$((seconds + 300))" "$exe" "$corpus" \
    -max_total_time="$seconds" -print_final_stats=1 -timeout=30 \
    -artifact_prefix="$build/artifacts/$target-" >"$log" 2>&1 || status=$?
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  speed="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)"
  line="$(printf '%-10s %12s executions %8s exec/s' "$target" "${runs:-?}" "${speed:-?}")"
  if ((status != 0)); then
    line+="  FAILED (exit $status)"
    failed+=("$target")
    echo "---- last lines of $log"
    tail -n 40 "$log"
    echo "----"
  fi
  echo "$line"
  summary+=("$line")
done

echo
echo "== summary (${seconds}s per target)"
printf '%s\n' "${summary[@]}"
if ((${#failed[@]})); then
  echo "fuzzing failed: ${failed[*]}; inputs are in $build/artifacts/" >&2
  exit 1
fi
echo "fuzzing passed"
