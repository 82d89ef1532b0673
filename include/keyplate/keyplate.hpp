// keyplate: typed, compile-time checked composite keys. This umbrella header only includes.
//
// Everything but the date and time codecs, which need <chrono> (in C++20 it brings <sstream>
// and costs about as much to compile as the rest of keyplate): include
// <keyplate/codecs/date.hpp> for kp::date and <keyplate/codecs/timestamp.hpp> for
// kp::timestamp. <keyplate/dynamodb.hpp>, <keyplate/describe.hpp> and <keyplate/fmt.hpp> are
// add-ons of their own too.
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
