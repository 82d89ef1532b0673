# Must-not-compile check, run by the ctests must_not_compile.<case>:
#
#   cmake -DKP_BUILD_DIR=<build tree> -DKP_TARGET=<target> -DKP_EXPECT=<regex>
#         [-DKP_EXPECT_ALSO=<regex>] [-DKP_SINGLE_ERROR=ON] [-DKP_CONFIG=<config>]
#         -P check_compile_error.cmake
#
# Builds KP_TARGET and passes only if the build fails and the FIRST line of the build output
# that reports an error (`error:`, or MSVC's `error Cnnnn:`) names keyplate (`keyplate:`),
# matches KP_EXPECT (CMake regex syntax) and names nothing in `detail::`. A message that only
# shows up after some other error, e.g. a cascade from a missing declaration, does not count:
# users read the first one. KP_EXPECT_ALSO, when given, must match somewhere in the whole
# diagnostic (where g++ and clang put different parts of it, such as the byte offset of a
# template error). KP_SINGLE_ERROR requires that no other error follows the first (no cascade).
cmake_minimum_required(VERSION 3.21)

foreach(_var KP_BUILD_DIR KP_TARGET KP_EXPECT)
  if("${${_var}}" STREQUAL "")
    message(FATAL_ERROR "check_compile_error.cmake: ${_var} is not set")
  endif()
endforeach()

set(_config_args "")
if(NOT "${KP_CONFIG}" STREQUAL "")
  set(_config_args --config "${KP_CONFIG}")
endif()

# Plain ASCII quotes in GCC diagnostics.
set(ENV{LC_ALL} C)
execute_process(
  COMMAND "${CMAKE_COMMAND}" --build "${KP_BUILD_DIR}" --target "${KP_TARGET}" ${_config_args}
  RESULT_VARIABLE _rc
  OUTPUT_VARIABLE _output
  ERROR_VARIABLE _output)

if(_rc EQUAL 0)
  message(FATAL_ERROR "${KP_TARGET} compiled, but it must not:\n${_output}")
endif()

string(REGEX MATCH "[^\n]*error( C[0-9]+)?:[^\n]*" _first_error "${_output}")
if("${_first_error}" STREQUAL "")
  message(FATAL_ERROR "${KP_TARGET}: the build failed without an 'error:' line:\n${_output}")
endif()

set(_problems "")
if(NOT _first_error MATCHES "keyplate:")
  string(APPEND _problems "  it does not contain 'keyplate:'\n")
endif()
if(NOT _first_error MATCHES "${KP_EXPECT}")
  string(APPEND _problems "  it does not match the expected regex: ${KP_EXPECT}\n")
endif()
if(_first_error MATCHES "detail::")
  string(APPEND _problems "  it names an internal (detail::) entity\n")
endif()
if(KP_SINGLE_ERROR)
  string(REGEX MATCHALL "[^\n]*error( C[0-9]+)?:[^\n]*" _all_errors "${_output}")
  list(LENGTH _all_errors _error_count)
  if(NOT _error_count EQUAL 1)
    string(APPEND _problems "  ${_error_count} errors instead of one (a cascade)\n")
  endif()
endif()
if(NOT "${KP_EXPECT_ALSO}" STREQUAL "" AND NOT _output MATCHES "${KP_EXPECT_ALSO}")
  string(APPEND _problems "  the diagnostic does not match: ${KP_EXPECT_ALSO}\n")
endif()
if(NOT _problems STREQUAL "")
  message(FATAL_ERROR "${KP_TARGET}: wrong first error line:\n  ${_first_error}\n${_problems}"
                      "Full build output:\n${_output}")
endif()
message(STATUS "${KP_TARGET}: first error line as expected:\n  ${_first_error}")
