// expect: keyplate: a native_index needs a name \(its IndexName\)
// single-error
// Must not compile: a global secondary index without a name, which no request could give.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Unnamed = kp::native_index<"", kp::partition<"tenantId">>;
#else
using Unnamed = kp::native_index<"gsi4", kp::partition<"tenantId">>;
#endif
inline constexpr bool checked = Unnamed::is_native;
