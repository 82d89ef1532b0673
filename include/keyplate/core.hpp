// keyplate: the per-key layer without the date and time codecs, the cheapest include of the
// keys. This header only includes.
//
// It gives keys, tables of keys, queries, results and every codec but `date` and `timestamp<D>`,
// which need <chrono> (in C++20 it brings <sstream>, and costs about as much to compile as the
// rest of the per-key layer). Include it where compile time matters and no key holds a date or a
// time; <keyplate/keyplate.hpp> is the same plus those two codecs. The ctest
// headers.lean_includes checks that it includes none of the heavy standard headers, and
// tools/compile_time (run.py --suite include) measures what it adds to a translation unit.
#pragma once

#include "alphabet.hpp"
#include "codec.hpp"
#include "codecs/boolean.hpp"
#include "codecs/enumeration.hpp"
#include "codecs/int64.hpp"
#include "codecs/string.hpp"
#include "codecs/uint.hpp"
#include "codecs/ulid.hpp"
#include "codecs/uuid.hpp"
#include "error.hpp"
#include "escaped_view.hpp"
#include "fixed_string.hpp"
#include "fixed_text.hpp"
#include "integer_argument.hpp"
#include "key.hpp"
#include "key_buffer.hpp"
#include "query.hpp"
#include "result.hpp"
#include "table.hpp"
#include "values.hpp"
