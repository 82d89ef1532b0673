// expect: keyplate: two layouts of this table can produce the same key
// single-error
// Must not compile: a table listing the same layout twice: every key would belong to both.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <cstddef>
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

using meta_key = kp::key<"#METADATA">;
using member_key = kp::key<"MEMBER#{userId}">;

#ifndef KEYPLATE_MNC_CONTROL
using sort_keys = kp::table<meta_key, member_key, meta_key>;
#else
using sort_keys = kp::table<meta_key, member_key>;
#endif

std::size_t layouts() {
  return sort_keys::size;
}
