# Checks that every header under include/keyplate has a test named like it:
# include/keyplate/<path>.hpp -> tests/<path>.test.cpp. Run by the ctest tests_mirror_headers.
#
#   cmake -DKP_SOURCE_DIR=<repository root> -P check_tests_mirror_headers.cmake
cmake_minimum_required(VERSION 3.21)

file(GLOB_RECURSE _headers RELATIVE "${KP_SOURCE_DIR}/include/keyplate"
     "${KP_SOURCE_DIR}/include/keyplate/*.hpp")
list(SORT _headers)
set(_missing "")
foreach(_header IN LISTS _headers)
  string(REGEX REPLACE "\\.hpp$" ".test.cpp" _test "${_header}")
  if(NOT EXISTS "${KP_SOURCE_DIR}/tests/${_test}")
    string(APPEND _missing "  include/keyplate/${_header} has no tests/${_test}\n")
  endif()
endforeach()
list(LENGTH _headers _count)
if(NOT _missing STREQUAL "")
  message(FATAL_ERROR "Headers without a test of their name:\n${_missing}")
endif()
message(STATUS "all ${_count} headers have a test of their name")
