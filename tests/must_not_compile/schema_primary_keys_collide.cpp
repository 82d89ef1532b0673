// expect: keyplate: these two entities can produce the same primary key
// expect-also: schema_error<.*"Invoice".*"Order"|schema_error<.*"Order".*"Invoice"
// single-error
// Must not compile: Invoice's keys are Order's (same partition, same sort layout), so an
// invoice could overwrite an order.
#include "schema_shop.hpp"

using Invoice =
    kp::entity<"Invoice",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"number", kp::uint<10>>>,
#ifndef KEYPLATE_MNC_CONTROL
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{number}">>;
#else
               kp::keys<Primary, "CUSTOMER#{customerId}", "INVOICE#{date}#{number}">>;
#endif
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order, Invoice>;
inline constexpr bool checked = Shop::valid;  // instantiates every check
