# Must-not-compile check, run by the ctests must_not_compile.<case>:
#
#   cmake -DKP_TARGET=<target> -DKP_EXPECT=<regex> [-DKP_EXPECT_ALSO=<regex>] [-DKP_SINGLE_ERROR=ON]
#         ( -DKP_COMPILE_COMMANDS=<compile_commands.json> -DKP_SOURCE=<file> -DKP_OBJECT=<object>
#         | -DKP_BUILD_DIR=<build tree> [-DKP_CONFIG=<config>]
#         | -DKP_LOG=<file> )
#         -P check_compile_error.cmake
#
# Compiles KP_TARGET's one source file and passes only if the compilation fails and the FIRST
# line of its output that reports an error (`error:`, or MSVC's `error Cnnnn:`) names keyplate
# (`keyplate:`), matches KP_EXPECT (CMake regex syntax) and names nothing in `detail::`. A message
# that only shows up after some other error, e.g. a cascade from a missing declaration, does not
# count: users read the first one. KP_EXPECT_ALSO, when given, must match somewhere in the whole
# output (where g++ and clang put different parts of a diagnostic, such as the byte offset of a
# template error). KP_SINGLE_ERROR requires that no other error follows the first (no cascade).
#
# With KP_COMPILE_COMMANDS, the compilation is the command the build tree's compile database
# gives for KP_SOURCE compiled into KP_OBJECT (the target's object file), run as it is: nothing
# else in the build tree is touched, so several checks can run at once. Without it, the script
# builds KP_TARGET in KP_BUILD_DIR with `cmake --build` (generators without a compile database;
# two builds of one tree must not run at once). The output checked is the command line followed
# by what the compiler printed, in both cases. With KP_LOG, the output is read from that file
# instead: the case's share of a batch's output (below).
#
# A batch of cases (the test must_not_compile.batch_<n>):
#
#   cmake -DKP_TARGET=<target> -DKP_COMPILE_COMMANDS=... -DKP_SOURCE=<batch> -DKP_OBJECT=...
#         -DKP_SPLIT_TO=<directory> -DKP_COMPILER_ID=<GNU|Clang> -P check_compile_error.cmake
#
# compiles the batch the same way, requires that it fails, and writes each case's share of the
# diagnostics to <directory>/<stem>.log (cmake/split_compile_errors.cmake) for its KP_LOG check.
cmake_minimum_required(VERSION 3.21)

set(_required KP_TARGET KP_EXPECT)
if(NOT "${KP_SPLIT_TO}" STREQUAL "")
  set(_required KP_TARGET KP_COMPILE_COMMANDS KP_COMPILER_ID)
endif()
foreach(_var IN LISTS _required)
  if("${${_var}}" STREQUAL "")
    message(FATAL_ERROR "check_compile_error.cmake: ${_var} is not set")
  endif()
endforeach()

# Plain ASCII quotes in GCC diagnostics.
set(ENV{LC_ALL} C)

if(NOT "${KP_LOG}" STREQUAL "")
  if(NOT EXISTS "${KP_LOG}")
    message(FATAL_ERROR "${KP_TARGET}: no ${KP_LOG} (its batch's test must run first)")
  endif()
  file(READ "${KP_LOG}" _output)
  # The batch failed (its test checks that); this case failed only if an error came from it.
  set(_rc 0)
  if(_output MATCHES "error( C[0-9]+)?:")
    set(_rc 1)
  endif()
elseif(NOT "${KP_COMPILE_COMMANDS}" STREQUAL "")
  foreach(_var KP_SOURCE KP_OBJECT)
    if("${${_var}}" STREQUAL "")
      message(FATAL_ERROR "check_compile_error.cmake: ${_var} is not set")
    endif()
  endforeach()
  if(NOT EXISTS "${KP_COMPILE_COMMANDS}")
    message(FATAL_ERROR "${KP_TARGET}: no compile database ${KP_COMPILE_COMMANDS} "
                        "(configure the build tree again)")
  endif()
  file(READ "${KP_COMPILE_COMMANDS}" _database)
  # The entries for KP_SOURCE: their "file" value is the path as a JSON string. CMake writes one
  # entry per object file, "{" and "}" alone on their lines; the control target compiles the same
  # file, so the entry is the one whose command names KP_OBJECT.
  string(REPLACE "\\" "\\\\" _file_json "${KP_SOURCE}")
  string(REPLACE "\"" "\\\"" _file_json "${_file_json}")
  set(_command "")
  set(_rest "${_database}")
  while(TRUE)
    string(FIND "${_rest}" "\"${_file_json}\"" _at)
    if(_at LESS 0)
      break()
    endif()
    string(SUBSTRING "${_rest}" 0 ${_at} _before)
    string(SUBSTRING "${_rest}" ${_at} -1 _rest)
    string(FIND "${_before}" "\n{" _start REVERSE)
    string(FIND "${_rest}" "\n}" _end)
    if(_start LESS 0 OR _end LESS 0)
      break()
    endif()
    math(EXPR _start "${_start} + 1")
    string(SUBSTRING "${_before}" ${_start} -1 _entry)
    math(EXPR _end "${_end} + 2")
    string(SUBSTRING "${_rest}" 0 ${_end} _tail)
    string(SUBSTRING "${_rest}" 1 -1 _rest)
    string(JSON _directory GET "${_entry}${_tail}" directory)
    string(JSON _candidate GET "${_entry}${_tail}" command)
    file(RELATIVE_PATH _object "${_directory}" "${KP_OBJECT}")
    string(FIND "${_candidate}" "${_object}" _names_object)
    if(_names_object GREATER_EQUAL 0)
      set(_command "${_candidate}")
      break()
    endif()
  endwhile()
  if("${_command}" STREQUAL "")
    message(FATAL_ERROR "${KP_TARGET}: ${KP_COMPILE_COMMANDS} has no command compiling "
                        "${KP_SOURCE} into ${KP_OBJECT} (configure the build tree again)")
  endif()
  if(CMAKE_HOST_WIN32)
    separate_arguments(_argv WINDOWS_COMMAND "${_command}")
  else()
    separate_arguments(_argv UNIX_COMMAND "${_command}")
  endif()
  execute_process(
    COMMAND ${_argv}
    WORKING_DIRECTORY "${_directory}"
    RESULT_VARIABLE _rc
    OUTPUT_VARIABLE _output
    ERROR_VARIABLE _output)
  set(_output "${_command}\n${_output}")
else()
  if("${KP_BUILD_DIR}" STREQUAL "")
    message(FATAL_ERROR "check_compile_error.cmake: KP_COMPILE_COMMANDS or KP_BUILD_DIR must be set")
  endif()
  set(_config_args "")
  if(NOT "${KP_CONFIG}" STREQUAL "")
    set(_config_args --config "${KP_CONFIG}")
  endif()
  execute_process(
    COMMAND "${CMAKE_COMMAND}" --build "${KP_BUILD_DIR}" --target "${KP_TARGET}" ${_config_args}
    RESULT_VARIABLE _rc
    OUTPUT_VARIABLE _output
    ERROR_VARIABLE _output)
endif()

if(NOT "${KP_SPLIT_TO}" STREQUAL "")
  if(_rc EQUAL 0)
    message(FATAL_ERROR "${KP_TARGET} compiled, but each of its cases must not:\n${_output}")
  endif()
  include("${CMAKE_CURRENT_LIST_DIR}/split_compile_errors.cmake")
  kp_split_compile_errors("${_output}" "${KP_COMPILER_ID}" "${KP_SOURCE}" "${KP_SPLIT_TO}")
  message(STATUS "${KP_TARGET}: each case's errors written to ${KP_SPLIT_TO}")
  return()
endif()
if(_rc EQUAL 0)
  if(NOT "${KP_LOG}" STREQUAL "")
    message(FATAL_ERROR "${KP_TARGET}: no error of its batch came from this case, which must "
                        "not compile:\n${_output}")
  endif()
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
  # (Without its `;`s: a CMake list would split an error line that holds one into two.)
  string(REPLACE ";" "," _counted "${_output}")
  string(REGEX MATCHALL "[^\n]*error( C[0-9]+)?:[^\n]*" _all_errors "${_counted}")
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
