// expect: keyplate: two entities of the schema have the same name
// expect-also: schema_error<.*"Order".*"Order"
// single-error
// Must not compile: two entities are named Order (their keys never meet, so only the name is
// wrong).
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Refund = kp::entity<"Order", kp::fields<kp::field<"refundId", kp::uint<>>>,
#else
using Refund = kp::entity<"Refund", kp::fields<kp::field<"refundId", kp::uint<>>>,
#endif
                          kp::keys<Primary, "REFUND#{refundId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order, Refund>;
inline constexpr std::size_t entities = Shop::entity_count;  // any use runs the checks
