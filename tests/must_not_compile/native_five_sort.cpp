// expect: keyplate: a native_index has at most four sort attributes
// single-error
// Must not compile: DynamoDB keys an index on at most four sort attributes.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Deep = kp::native_index<"gsi4", kp::partition<"a">, kp::sort<"b", "c", "d", "e", "f">>;
#else
using Deep = kp::native_index<"gsi4", kp::partition<"a">, kp::sort<"b", "c", "d", "e">>;
#endif
inline constexpr bool checked = Deep::is_native;
