# kp_split_compile_errors(<output> <compiler id> <batch source> <directory>): hands each
# must-not-compile case of a batch (tests/CMakeLists.txt) the diagnostics that came from it.
#
# A batch is one translation unit that includes each case inside `namespace kp_mnc_<file> {`
# (cmake/test_batch.cmake); its compiler output <output> (the command line first) is cut into blocks
# of one error each, and a block goes to the case whose file it names:
#   - the error's own location, when it is in a case's file;
#   - else, with g++, the nearest case location before the error within its block (g++ prints an
#     error's context, "In instantiation of ..." down to "... required from here", before it,
#     and its notes after it);
#   - else, with clang, the first case location after it (clang prints the instantiation chain
#     as notes after the error, ending at "... requested here" in the case).
# Each case's blocks, in the order the compiler printed them, are written to
# <directory>/<stem>.log after the command line, for check_compile_error.cmake (KP_LOG) to
# judge as if the case had been compiled alone. A block of no case fails the batch.

# Characters a CMake list would take for separators, escapes or grouping are swapped out while
# the output is a list of lines, then swapped back.
function(_kp_split_protect _out _text)
  string(REPLACE "\\" "<kp-backslash>" _text "${_text}")
  string(REPLACE ";" "<kp-semicolon>" _text "${_text}")
  string(REPLACE "[" "<kp-open>" _text "${_text}")
  string(REPLACE "]" "<kp-close>" _text "${_text}")
  set(${_out} "${_text}" PARENT_SCOPE)
endfunction()

function(_kp_split_restore _out _text)
  string(REPLACE "<kp-close>" "]" _text "${_text}")
  string(REPLACE "<kp-open>" "[" _text "${_text}")
  string(REPLACE "<kp-semicolon>" ";" _text "${_text}")
  string(REPLACE "<kp-backslash>" "\\" _text "${_text}")
  set(${_out} "${_text}" PARENT_SCOPE)
endfunction()

# The case a line's first location names ("" if none): <directory of the cases>/<stem>.cpp:<line>.
function(_kp_split_case_of _out _line _dir)
  set(_case "")
  string(FIND "${_line}" "${_dir}/" _at)
  if(_at GREATER_EQUAL 0)
    string(LENGTH "${_dir}/" _skip)
    math(EXPR _at "${_at} + ${_skip}")
    string(SUBSTRING "${_line}" ${_at} -1 _rest)
    if(_rest MATCHES "^([A-Za-z0-9_]+)\\.cpp:[0-9]")
      set(_case "${CMAKE_MATCH_1}")
    endif()
  endif()
  set(${_out} "${_case}" PARENT_SCOPE)
endfunction()

function(kp_split_compile_errors _output _compiler _source _directory)
  file(READ "${_source}" _batch)
  string(REGEX MATCHALL "namespace kp_mnc_[A-Za-z0-9_]+ {\n#include \"[^\"]+\"" _entries
               "${_batch}")
  set(_stems "")
  set(_dir "")
  foreach(_entry IN LISTS _entries)
    string(REGEX MATCH "#include \"([^\"]+)\"" _ignored "${_entry}")
    get_filename_component(_stem "${CMAKE_MATCH_1}" NAME_WLE)
    get_filename_component(_dir "${CMAKE_MATCH_1}" DIRECTORY)
    list(APPEND _stems ${_stem})
    set(_log_${_stem} "")
  endforeach()
  if(_stems STREQUAL "")
    message(FATAL_ERROR "${_source} includes no must-not-compile case")
  endif()

  _kp_split_protect(_text "${_output}")
  string(REPLACE "\n" ";" _lines "${_text}")
  list(POP_FRONT _lines _command)
  set(_gnu ON)
  if(_compiler MATCHES "Clang")
    set(_gnu OFF)
  endif()
  set(_block "")
  set(_case "")
  set(_has_error OFF)
  set(_orphans "")
  # Appends the current block to its case's log (or to the orphans) and starts a new one.
  macro(_kp_split_close)
    if(_has_error)
      list(JOIN _block "\n" _joined)
      if(_case STREQUAL "")
        string(APPEND _orphans "${_joined}\n")
      else()
        string(APPEND _log_${_case} "${_joined}\n")
      endif()
    endif()
    set(_block "")
    set(_case "")
    set(_has_error OFF)
  endmacro()
  foreach(_line IN LISTS _lines)
    set(_is_error OFF)
    if(_line MATCHES "error( C[0-9]+)?:")
      set(_is_error ON)
    endif()
    if(_gnu)
      # After its error, a g++ block goes on with notes and source excerpts ("  12 | ...").
      if(_has_error AND (_is_error OR NOT _line MATCHES "(: note:|^ *[0-9]* \\|)"))
        _kp_split_close()
      endif()
      list(APPEND _block "${_line}")
      if(_is_error)
        set(_has_error ON)
        _kp_split_case_of(_case "${_line}" "${_dir}")
        if(_case STREQUAL "")
          set(_earlier ${_block})
          list(REVERSE _earlier)
          foreach(_before IN LISTS _earlier)
            _kp_split_case_of(_case "${_before}" "${_dir}")
            if(NOT _case STREQUAL "")
              break()
            endif()
          endforeach()
        endif()
      endif()
    else()
      # A clang block starts at its error; its notes and excerpts follow until the next error.
      if(_is_error)
        _kp_split_close()
        set(_has_error ON)
      endif()
      if(_has_error)
        list(APPEND _block "${_line}")
        if(_case STREQUAL "")
          _kp_split_case_of(_case "${_line}" "${_dir}")
        endif()
      endif()
    endif()
  endforeach()
  _kp_split_close()

  file(REMOVE_RECURSE "${_directory}")
  foreach(_stem IN LISTS _stems)
    _kp_split_restore(_log "${_command}\n${_log_${_stem}}")
    file(WRITE "${_directory}/${_stem}.log" "${_log}")
  endforeach()
  if(NOT _orphans STREQUAL "")
    _kp_split_restore(_orphans "${_orphans}")
    message(FATAL_ERROR "${_source}: errors that name no case of the batch:\n${_orphans}")
  endif()
endfunction()
