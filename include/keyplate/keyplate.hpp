// keyplate: typed, compile-time checked composite keys. This umbrella header only includes.
#pragma once

#include "alphabet.hpp"
#include "codec.hpp"
#include "codecs/date.hpp"
#include "codecs/int64.hpp"
#include "codecs/string.hpp"
#include "codecs/timestamp.hpp"
#include "codecs/uint.hpp"
#include "codecs/ulid.hpp"
#include "codecs/uuid.hpp"
#include "key.hpp"
#include "key_buffer.hpp"
#include "query.hpp"
#include "result.hpp"
#include "table.hpp"
#include "values.hpp"
