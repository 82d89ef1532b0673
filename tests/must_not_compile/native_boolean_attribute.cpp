// expect: keyplate: a native index.s key attribute must be stored as S, N or B
// expect-also: schema_error<.*"Order".*"region"
// single-error
// Must not compile: a boolean (stored as BOOL) as a native index key attribute; DynamoDB keys
// are strings, numbers or binary.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Order = nat::OrderWith<kp::field<"region", kp::boolean>>;
#else
using Order = nat::OrderWith<kp::field<"region", kp::string<16>>>;
#endif
inline constexpr bool checked = Order::valid;
