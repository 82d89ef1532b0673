#!/bin/sh
# A compiler launcher (CXX_COMPILER_LAUNCHER) for translation units built only for the
# compiler's verdict, never linked: the must-not-compile controls and the header checks. It
# runs the compile command it is given with -fsyntax-only added (the front end, with its
# diagnostics and dependency file, without generating code) and, when that succeeds, leaves an
# empty file where -o says, so the build tool sees the target up to date.
#
#   sh syntax_only.sh <compiler> <arguments...>
out=""
take_next=0
for arg in "$@"; do
  if [ "$take_next" = 1 ]; then
    out="$arg"
    take_next=0
  elif [ "$arg" = "-o" ]; then
    take_next=1
  fi
done
"$@" -fsyntax-only || exit $?
if [ -n "$out" ]; then
  : >"$out"
fi
