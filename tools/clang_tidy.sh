#!/usr/bin/env bash
# Runs clang-tidy (the checks in .clang-tidy, warnings as errors) on every public and internal
# header: one translation unit includes them all, so each header is analysed once.
#   tools/clang_tidy.sh [clang-tidy binary]     (default: clang-tidy-16, else clang-tidy)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tidy="${1:-}"
if [[ -z "$tidy" ]]; then
  tidy=$(command -v clang-tidy-16 || command -v clang-tidy || true)
fi
if [[ -z "$tidy" ]]; then
  echo "error: clang-tidy not found" >&2
  exit 1
fi

tu=$(mktemp --suffix=.cpp)
trap 'rm -f "$tu"' EXIT
{
  find include/keyplate -name '*.hpp' | sort | while read -r header; do
    echo "#include <${header#include/}>"
  done
} > "$tu"
count=$(wc -l < "$tu")
"$tidy" --version | head -n 2
# -isystem for {fmt} and the standard library: only keyplate's own headers are checked.
"$tidy" --quiet --config-file=.clang-tidy "$tu" -- -std=c++20 -I"$PWD/include" -DFMT_HEADER_ONLY=1
echo "clang-tidy: $count headers checked, no findings"
