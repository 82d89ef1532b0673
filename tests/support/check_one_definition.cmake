# One-definition check for the unit test executables and the engine tests' moto_drivers, run by
# the ctest unit_tests_one_definition:
#
#   cmake -DKP_NM=<nm> -DKP_OBJECT_LIST=<file> -P check_one_definition.cmake
#
# KP_OBJECT_LIST holds, for each executable that links several test files, a line "# <name>"
# followed by one line per object file. The check fails when two objects of one executable both
# define an external C++ name outside the namespaces of the library, the standard library, Catch2,
# {fmt}, nlohmann-json, simdjson and the shared test helpers (keyplate_test, cookbook, and the
# engine tests' moto_drivers and wire_driver): such a name is defined by a test file outside an
# anonymous namespace, and where two files define it differently (an inline function, a
# template) the linker silently keeps one definition for both.
# Strong duplicates already fail the link; this finds the silent ones.
cmake_minimum_required(VERSION 3.21)

foreach(_var KP_NM KP_OBJECT_LIST)
  if("${${_var}}" STREQUAL "")
    message(FATAL_ERROR "check_one_definition.cmake: ${_var} is not set")
  endif()
endforeach()

# A mangled name, after its special-name prefixes (vtable, typeinfo, guard variable, reference
# temporary, template parameter object, thunks, local entity), a nested-name marker and its
# qualifiers, starts with the outermost scope: the allowed ones, and the operators <new> and
# Catch2 define at global scope.
set(_kp_special "(TV|TI|TS|TT|TH|TW|GV|GR|Th[n0-9]*_|Tv[n0-9_]*_|Tc[hvn0-9_]*_|Z)*")
set(_kp_allowed
    "(St|Sa|Sb|Ss|Si|So|Sd|8keyplate|13keyplate_test|8cookbook|12moto_drivers|11wire_driver|5Catch|9__gnu_cxx|10__cxxabiv1|3fmt|8nlohmann|8simdjson|nw|na|dl|da|li9_catch_sr|TA)"
)
# nm -A prefixes each line with its object file: "<object>:<address> <type> <name>".
set(_kp_allowed_line "\n[^\n]*:[0-9A-Fa-f]* [A-Za-z] _Z${_kp_special}N?[rVKRO]*${_kp_allowed}[^\n]*")
# Names that are not C++ (e.g. DW.ref.__gxx_personality_v0) are left out as well.
set(_kp_other_line "\n[^\n]*:[0-9A-Fa-f]* [A-Za-z] ([^_\n]|_[^Z\n])[^\n]*")

# One nm run per executable (starting nm costs more than reading an object's symbols).
function(_kp_check_executable exe objects)
  if(objects STREQUAL "")
    return()
  endif()
  execute_process(
    COMMAND "${KP_NM}" -A -g --defined-only ${objects}
    RESULT_VARIABLE _rc
    OUTPUT_VARIABLE _symbols
    ERROR_VARIABLE _error)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${KP_NM} failed on the objects of ${exe} (build the tests first):\n"
                        "${_error}")
  endif()
  string(REGEX REPLACE "${_kp_allowed_line}" "" _symbols "\n${_symbols}")
  string(REGEX REPLACE "${_kp_other_line}" "" _symbols "${_symbols}")
  string(REGEX MATCHALL "[^\n]*:[0-9A-Fa-f]* [A-Za-z] _Z[^\n]*" _lines "${_symbols}")
  set(_problems "")
  foreach(_line IN LISTS _lines)
    string(REGEX MATCH "^(.*):[0-9A-Fa-f]* [A-Za-z] (_Z.*)$" _ "${_line}")
    get_filename_component(_object "${CMAKE_MATCH_1}" NAME)
    set(_key "_kp_in.${CMAKE_MATCH_2}")
    if(DEFINED "${_key}")
      string(APPEND _problems
             "  ${exe}: ${CMAKE_MATCH_2}\n    defined in ${${_key}} and ${_object}\n")
    else()
      set("${_key}" "${_object}")
    endif()
  endforeach()
  set(_problems "${_problems}" PARENT_SCOPE)
endfunction()

file(STRINGS "${KP_OBJECT_LIST}" _lines)
set(_exe "")
set(_objects "")
set(_all_problems "")
set(_checked 0)
foreach(_line IN LISTS _lines ITEMS "# (end)")
  if(_line MATCHES "^# (.*)$")
    set(_next "${CMAKE_MATCH_1}")
    set(_problems "")
    _kp_check_executable("${_exe}" "${_objects}")
    string(APPEND _all_problems "${_problems}")
    set(_exe "${_next}")
    set(_objects "")
  elseif(NOT _line STREQUAL "")
    list(APPEND _objects "${_line}")
    math(EXPR _checked "${_checked} + 1")
  endif()
endforeach()
set(_problems "${_all_problems}")

if(NOT _problems STREQUAL "")
  message(
    FATAL_ERROR
      "Names defined by two test files of one executable (put each file's own helpers in an "
      "anonymous namespace, or shared ones in a header; c++filt demangles the names):\n"
      "${_problems}")
endif()
message(STATUS "${_checked} object files: no name defined twice in one executable")
