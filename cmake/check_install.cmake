# Consumer check, run by the ctests install_consumer, subdir_consumer and fetchcontent_consumer:
#
#   cmake -DKP_MODE=install|subdir|fetchcontent
#         -DKP_SOURCE_DIR=<consumer project> -DKP_WORK_DIR=<scratch dir>
#         -DKP_GENERATOR=... -DKP_CXX_COMPILER=... [-DKP_CXX_FLAGS=...] [-DKP_CONFIG=...]
#         [-DKP_BUILD_DIR=<keyplate build> -DKP_PREFIX=<install prefix>]   (install mode)
#         -P check_install.cmake
#
# install: installs the keyplate build to KP_PREFIX, then configures the consumer
#          with CMAKE_PREFIX_PATH=KP_PREFIX (find_package(keyplate)).
# subdir:  configures a consumer that add_subdirectory()s the keyplate sources.
# fetchcontent: configures a consumer that gets the keyplate sources with
#          FetchContent from a local path (no network, never find_package).
# All then build the consumer and run its ctest (the consumer executable).
cmake_minimum_required(VERSION 3.21)

foreach(_var KP_MODE KP_SOURCE_DIR KP_WORK_DIR KP_GENERATOR KP_CXX_COMPILER)
  if("${${_var}}" STREQUAL "")
    message(FATAL_ERROR "check_install.cmake: ${_var} is not set")
  endif()
endforeach()
if(NOT KP_MODE MATCHES "^(install|subdir|fetchcontent)$")
  message(FATAL_ERROR
          "check_install.cmake: KP_MODE must be 'install', 'subdir' or 'fetchcontent'")
endif()
if("${KP_CTEST}" STREQUAL "")
  get_filename_component(_dir "${CMAKE_COMMAND}" DIRECTORY)
  set(KP_CTEST "${_dir}/ctest")
endif()

function(kp_run)
  string(REPLACE ";" " " _pretty "${ARGN}")
  message(STATUS "$ ${_pretty}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "command failed (${_rc}): ${_pretty}")
  endif()
endfunction()

set(_config_args "")
set(_ctest_config_args "")
if(NOT "${KP_CONFIG}" STREQUAL "")
  set(_config_args --config "${KP_CONFIG}")
  set(_ctest_config_args -C "${KP_CONFIG}")
endif()

file(REMOVE_RECURSE "${KP_WORK_DIR}")

set(_configure_args
    -S "${KP_SOURCE_DIR}" -B "${KP_WORK_DIR}" -G "${KP_GENERATOR}"
    "-DCMAKE_CXX_COMPILER=${KP_CXX_COMPILER}"
    "-DCMAKE_CXX_FLAGS=${KP_CXX_FLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${KP_EXE_LINKER_FLAGS}")
if(NOT "${KP_MAKE_PROGRAM}" STREQUAL "")
  list(APPEND _configure_args "-DCMAKE_MAKE_PROGRAM=${KP_MAKE_PROGRAM}")
endif()
if(NOT "${KP_CONFIG}" STREQUAL "")
  list(APPEND _configure_args "-DCMAKE_BUILD_TYPE=${KP_CONFIG}")
endif()

if(KP_MODE STREQUAL "install")
  if("${KP_BUILD_DIR}" STREQUAL "" OR "${KP_PREFIX}" STREQUAL "")
    message(FATAL_ERROR "check_install.cmake: install mode needs KP_BUILD_DIR and KP_PREFIX")
  endif()
  file(REMOVE_RECURSE "${KP_PREFIX}")
  kp_run("${CMAKE_COMMAND}" --install "${KP_BUILD_DIR}" --prefix "${KP_PREFIX}" ${_config_args})
  list(APPEND _configure_args "-DCMAKE_PREFIX_PATH=${KP_PREFIX}"
       -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF)
elseif(KP_MODE STREQUAL "fetchcontent")
  # Take the sources from FetchContent even where a keyplate package is installed.
  list(APPEND _configure_args -DFETCHCONTENT_TRY_FIND_PACKAGE_MODE=NEVER)
endif()

kp_run("${CMAKE_COMMAND}" ${_configure_args})

if(KP_MODE STREQUAL "install")
  # Make sure the package came from the fresh install, not from somewhere else.
  file(STRINGS "${KP_WORK_DIR}/CMakeCache.txt" _dir_line REGEX "^keyplate_DIR:")
  string(REGEX REPLACE "^keyplate_DIR:[A-Z]+=" "" _found_dir "${_dir_line}")
  file(REAL_PATH "${KP_PREFIX}" _prefix_real)
  file(REAL_PATH "${_found_dir}" _found_real)
  string(FIND "${_found_real}/" "${_prefix_real}/" _pos)
  if(NOT _pos EQUAL 0)
    message(FATAL_ERROR "keyplate was found in '${_found_dir}', not under '${KP_PREFIX}'")
  endif()
  message(STATUS "keyplate package found in ${_found_dir}")
endif()

kp_run("${CMAKE_COMMAND}" --build "${KP_WORK_DIR}" ${_config_args})
kp_run("${KP_CTEST}" --test-dir "${KP_WORK_DIR}" ${_ctest_config_args} --output-on-failure
       --no-tests=error)
