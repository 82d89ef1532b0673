// expect: keyplate: a native_index takes kp::partition<...> and then kp::sort<...>
// single-error
// Must not compile: the sort attributes given before the partition ones.
#include <cstddef>

#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Swapped = kp::native_index<"gsi4", kp::sort<"day">, kp::partition<"tenantId">>;
#else
using Swapped = kp::native_index<"gsi4", kp::partition<"tenantId">, kp::sort<"day">>;
#endif
inline constexpr std::size_t checked = sizeof(Swapped);  // instantiates the template
