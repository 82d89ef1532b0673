// expect: keyplate: an entity's second argument is kp::fields<kp::field<...>, ...>
// expect-also: schema_error<.*"Order".*"fields"
// single-error
// Must not compile: the fields are given one by one instead of in kp::fields<...>.
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Loose = kp::entity<"Order", kp::field<"orderId", kp::uint<10>>,
                         kp::keys<Primary, "ORDER#{orderId}", "#METADATA">>;
#else
using Loose = kp::entity<"Order", kp::fields<kp::field<"orderId", kp::uint<10>>>,
                         kp::keys<Primary, "ORDER#{orderId}", "#METADATA">>;
#endif
inline constexpr std::size_t size = sizeof(Loose);  // instantiates the entity
