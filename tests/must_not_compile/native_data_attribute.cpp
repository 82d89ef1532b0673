// expect: keyplate: a native index.s key attribute must be stored as S, N or B
// expect-also: schema_error<.*"Order".*"region"
// single-error
// Must not compile: a data attribute (kp::attribute, no codec) as a native index key attribute.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Order = nat::OrderWith<kp::attribute<"region", std::string>>;
#else
using Order = nat::OrderWith<kp::field<"region", kp::string<16>>>;
#endif
inline constexpr bool checked = Order::valid;
