include_guard(GLOBAL)

# keyplate_set_warnings(<target> [NO_WERROR])
#
# Adds keyplate's warning flags to one of the project's own test, example or
# benchmark targets (PRIVATE, so they never leak to anything else). Never use
# this on the keyplate INTERFACE library: consumers choose their own warnings.
#
# -Werror is added when KEYPLATE_WARNINGS_AS_ERRORS is ON, unless NO_WERROR is
# given (used for the must-not-compile checks, where only the expected error
# should decide the outcome).
function(keyplate_set_warnings target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "NO_WERROR" "" "")
  get_target_property(_type ${target} TYPE)
  if(_type STREQUAL "INTERFACE_LIBRARY")
    message(FATAL_ERROR "keyplate_set_warnings: refusing to add warnings to INTERFACE "
                        "library '${target}'")
  endif()

  set(_flags "")
  if(MSVC)
    set(_flags /W4 /permissive-)
    if(KEYPLATE_WARNINGS_AS_ERRORS AND NOT arg_NO_WERROR)
      list(APPEND _flags /WX)
    endif()
  elseif(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    set(_flags -Wall -Wextra -Wpedantic)
    if(KEYPLATE_WARNINGS_AS_ERRORS AND NOT arg_NO_WERROR)
      list(APPEND _flags -Werror)
    endif()
  endif()
  target_compile_options(${target} PRIVATE ${_flags})
endfunction()
