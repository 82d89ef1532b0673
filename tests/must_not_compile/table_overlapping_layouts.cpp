// expect: keyplate: two layouts of this table can produce the same key
// single-error
// Must not compile: a table whose layouts overlap: "ORDER#{s}" (any text) can produce every key
// of "ORDER#{id}" (a ULID), so decode could not tell which layout a key belongs to.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <cstddef>
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

using note_key = kp::key<"ORDER#{s}">;
using order_key = kp::key<"ORDER#{id}", kp::ulid>;

#ifndef KEYPLATE_MNC_CONTROL
using sort_keys = kp::table<note_key, order_key>;
#else
using sort_keys = kp::table<kp::key<"NOTE#{s}">, order_key>;
#endif

std::size_t layouts() {
  return sort_keys::size;
}
