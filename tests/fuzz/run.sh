#!/usr/bin/env bash
# Builds keyplate's libFuzzer targets and runs each for a while on a copy of its seed corpus.
#
#   tests/fuzz/run.sh [seconds-per-target]        (default 60)
#
# Environment:
#   KEYPLATE_FUZZ_BUILD_DIR  build directory (default: <repo>/build/fuzz)
#   KEYPLATE_FUZZ_CXX        compiler (default: clang++-16; must be Clang with libFuzzer)
#   KEYPLATE_FUZZ_TARGETS    space-separated subset of targets, e.g. "strings roundtrip"
#   KEYPLATE_FUZZ_JOBS       targets fuzzed at once (default: the number of processors)
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
# Line tables (-g1) instead of full debug information: a crash's stack trace still names files
# and lines, and the build takes less time.
cmake -S "$repo" -B "$build" "${generator[@]}" \
  -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
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

# Fuzzes one target for `seconds`; writes its summary line to $build/logs/<target>.line and
# exits non-zero when the target failed (its log's last lines are printed).
fuzz_one() {
  local target="$1" exe="$build/tests/fuzz/fuzz_$1"
  local log="$build/logs/$target.log" status=0
  if [[ ! -x "$exe" ]]; then
    echo "error: $exe was not built" >&2
    printf '%-10s  FAILED (not built)\n' "$target" >"$build/logs/$target.line"
    return 1
  fi
  # Fuzz a copy: the committed corpus stays as it is.
  local corpus="$build/corpus/$target"
  rm -rf "$corpus"
  mkdir -p "$corpus"
  if [[ -d "$here/corpus/$target" ]]; then
    cp -R "$here/corpus/$target"/. "$corpus"/
  fi
  echo "== fuzz_$target for ${seconds}s (log: $log)"
  # The outer timeout only guards against a fuzzer that ignores -max_total_time.
  timeout --signal=KILL "$((seconds + 300))" "$exe" "$corpus" \
    -max_total_time="$seconds" -print_final_stats=1 -timeout=30 \
    -artifact_prefix="$build/artifacts/$target-" >"$log" 2>&1 || status=$?
  local runs speed line
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  speed="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)"
  line="$(printf '%-10s %12s executions %8s exec/s' "$target" "${runs:-?}" "${speed:-?}")"
  if ((status != 0)); then
    line+="  FAILED (exit $status)"
    echo "---- last lines of $log"
    tail -n 40 "$log"
    echo "----"
  fi
  echo "$line"
  echo "$line" >"$build/logs/$target.line"
  return "$status"
}

# The targets run KEYPLATE_FUZZ_JOBS at a time (default: the number of processors), each
# single-threaded for the whole `seconds`.
jobs="${KEYPLATE_FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}"
failed=()
summary=()
pending=("${targets[@]}")
while ((${#pending[@]})); do
  batch=("${pending[@]:0:jobs}")
  pending=("${pending[@]:jobs}")
  pids=()
  for target in "${batch[@]}"; do
    fuzz_one "$target" &
    pids+=("$!")
  done
  for i in "${!batch[@]}"; do
    if ! wait "${pids[$i]}"; then
      failed+=("${batch[$i]}")
    fi
    summary+=("$(cat "$build/logs/${batch[$i]}.line" 2>/dev/null || echo "${batch[$i]} ?")")
  done
done

echo
echo "== summary (${seconds}s per target)"
printf '%s\n' "${summary[@]}"
if ((${#failed[@]})); then
  echo "fuzzing failed: ${failed[*]}; inputs are in $build/artifacts/" >&2
  exit 1
fi
echo "fuzzing passed"
