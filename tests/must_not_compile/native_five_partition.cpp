// expect: keyplate: a native_index has one to four partition attributes
// single-error
// Must not compile: DynamoDB keys an index on at most four partition attributes.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Wide = kp::native_index<"gsi4", kp::partition<"a", "b", "c", "d", "e">>;
#else
using Wide = kp::native_index<"gsi4", kp::partition<"a", "b", "c", "d">>;
#endif
inline constexpr bool checked = Wide::is_native;
