// The lean end of keyplate: a translation unit that uses only keys and the string, integer and
// id codecs. The ctest headers.lean_includes checks that it pulls in none of the heavy standard
// headers (cmake/check_lean_includes.cmake lists them), and tools/compile_time measures its cost.
#include <keyplate/codecs/int64.hpp>
#include <keyplate/codecs/string.hpp>
#include <keyplate/codecs/uint.hpp>
#include <keyplate/codecs/ulid.hpp>
#include <keyplate/codecs/uuid.hpp>
#include <keyplate/key.hpp>
