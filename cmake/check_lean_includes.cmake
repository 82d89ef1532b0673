# Checks that the lean translation unit (tests/headers/lean_core.cpp: <keyplate/core.hpp>, the
# per-key layer without the <chrono> codecs) includes none of the standard headers kept out of
# keyplate's core, unless the standard headers the core includes itself already include them
# (tests/headers/lean_baseline.cpp: libc++ 16's <string> includes <algorithm>, <memory> and
# <vector>, for one). Run by the ctest headers.lean_includes:
#
#   cmake -DKP_CXX=<compiler> "-DKP_FLAGS=<flags;...>" -DKP_SOURCE=<tu> -DKP_BASELINE=<tu>
#         -DKP_INCLUDE=<dir> -P check_lean_includes.cmake
cmake_minimum_required(VERSION 3.21)

# <chrono> and <ratio> belong to the date and timestamp codecs (in <keyplate/keyplate.hpp>, not
# the core); <map>, <vector> and <algorithm> to the DynamoDB and describe add-ons; <memory> and
# the stream headers to nothing keyplate needs on its hot path. <variant> is not among them: the
# core's kp::table decodes to a std::variant (lean_baseline.cpp includes it).
set(_kp_heavy algorithm chrono ctime deque functional iomanip iostream istream list locale map
              memory ostream ratio set sstream unordered_map vector)

# The heavy standard headers a translation unit includes, directly or not, in _kp_${out}.
function(_kp_heavy_includes source out)
  execute_process(
    COMMAND "${KP_CXX}" ${KP_FLAGS} -std=c++20 "-I${KP_INCLUDE}" -M "${source}"
    OUTPUT_VARIABLE _deps
    ERROR_VARIABLE _errors
    RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not list the includes of ${source}:\n${_errors}")
  endif()
  # The -M output is one make rule: "tu.o: a.hpp b.hpp \" over several lines.
  string(REGEX REPLACE "\\\\\n" " " _deps "${_deps}")
  string(REGEX REPLACE "[ \t\r\n]+" ";" _deps "${_deps}")
  set(_found "")
  foreach(_dep IN LISTS _deps)
    get_filename_component(_name "${_dep}" NAME)
    if(_name IN_LIST _kp_heavy)
      list(APPEND _found "${_name}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _found)
  set(_kp_${out} "${_found}" PARENT_SCOPE)
endfunction()

_kp_heavy_includes("${KP_SOURCE}" lean)
_kp_heavy_includes("${KP_BASELINE}" baseline)
set(_extra ${_kp_lean})
if(_kp_baseline)
  list(REMOVE_ITEM _extra ${_kp_baseline})
endif()
if(_extra)
  list(JOIN _extra ", " _list)
  message(FATAL_ERROR "the lean translation unit includes heavy standard headers: ${_list}")
endif()
list(JOIN _kp_heavy ", " _heavy)
list(JOIN _kp_baseline ", " _allowed)
if(_allowed STREQUAL "")
  set(_allowed "none")
endif()
message(STATUS "the lean translation unit includes none of: ${_heavy}"
               " (beyond what the standard headers it needs include: ${_allowed})")
