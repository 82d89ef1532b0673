# Checks that the translation units of tools/compile_time still compile: generates them (both
# suites: generate.py and generate_schema.py) and compiles each with -fsyntax-only. Run by the
# ctest tools.compile_time_tus, so the measurement tool cannot drift from the library's API
# unnoticed.
#
#   cmake -DKP_PYTHON=<python3> -DKP_CXX=<compiler> "-DKP_FLAGS=<flags;...>"
#         -DKP_SOURCE_DIR=<repository root> -DKP_WORK_DIR=<dir> -P check_compile_time_tus.cmake
cmake_minimum_required(VERSION 3.21)

set(_tool "${KP_SOURCE_DIR}/tools/compile_time")
foreach(_generator IN ITEMS generate.py generate_schema.py)
  execute_process(
    COMMAND "${KP_PYTHON}" "${_tool}/${_generator}" --out-dir "${KP_WORK_DIR}"
    RESULT_VARIABLE _rc
    OUTPUT_QUIET)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "tools/compile_time/${_generator} failed")
  endif()
endforeach()
# schema_entities holds schema_checked and schema_unpaired; schema_keys is the plain version.
foreach(_tu IN ITEMS keyplate_layouts fmt_layouts include_core include_keyplate include_fmt
                     schema_entities schema_keys)
  execute_process(
    COMMAND "${KP_CXX}" ${KP_FLAGS} -std=c++20 -fsyntax-only "-I${KP_SOURCE_DIR}/include"
            "-I${_tool}" "${KP_WORK_DIR}/${_tu}.cpp"
    RESULT_VARIABLE _rc
    ERROR_VARIABLE _errors)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${_tu}.cpp of tools/compile_time does not compile:\n${_errors}")
  endif()
endforeach()
message(STATUS "the translation units of tools/compile_time compile")
